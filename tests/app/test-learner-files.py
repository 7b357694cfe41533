#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A learner's files, as the learner sees them (over AT-SPI).

1. hilo.save is a folder (as after a mistake, or another program): opening
   Hi Lo Flip tells the learner once, in a toast, and the folder is kept.
2. A second launch in the same session (`flip-tutor --page flipbits`)
   opens the page in the running window and exits; the damaged
   flipbits.save it finds is moved aside and told once, in a toast.
3. A second launch with `--presentation` turns presentation mode on in the
   running window.

Usage: test-learner-files.py APP   (TAP output)
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

from gi.repository import Atspi  # noqa: E402

APP = sys.argv[1]


def toasts(window, needle):
    """The visible labels (toasts) that say @needle; the status region,
    which repeats them for screen readers, is not one."""
    found = []
    for node in h.walk(window):
        try:
            if node.get_role() == Atspi.Role.LABEL and h.showing(node) and needle in h.text_of(node):
                found.append(node)
        except Exception:
            continue
    return found


def second_launch(data_home, args):
    env = dict(os.environ, XDG_DATA_HOME=data_home, GTK_A11Y="atspi", NO_AT_BRIDGE="0")
    try:
        done = subprocess.run([APP] + args, env=env, capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return None
    return done.returncode


def main():
    data_home = tempfile.mkdtemp(prefix="ft-learner-files-")
    folder = os.path.join(data_home, "flip-tutor")
    hilo = os.path.join(folder, "hilo.save")
    flipbits = os.path.join(folder, "flipbits.save")
    os.makedirs(hilo)
    with open(os.path.join(hilo, "inside"), "w") as f:
        f.write("the learner's own file\n")
    with open(flipbits, "w") as f:
        f.write("flipbits-save 1\ngarbage\n")

    proc = h.launch(APP, ["--page", "hilo"], data_home)
    try:
        run(proc, data_home, hilo, flipbits)
    finally:
        h.stop(proc)
        shutil.rmtree(data_home, ignore_errors=True)
    return h.finish()


def run(proc, data_home, hilo, flipbits):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = h.wait_for(lambda: app.get_child_at_index(0) if app.get_child_count() else None)

    told = h.wait_for(lambda: toasts(window, "hilo.save"), 10)
    h.check("an unreadable hilo.save is told in a toast, once", len(told) == 1,
            f"{len(told)} toasts name hilo.save")
    h.check("the folder in hilo.save's place is kept as it was",
            os.path.isdir(hilo) and os.listdir(hilo) == ["inside"], str(os.listdir(os.path.dirname(hilo))))

    status = second_launch(data_home, ["--page", "flipbits"])
    h.check("a second launch hands --page to the running app and exits", status == 0, f"status {status}")
    opened = h.wait_for(lambda: "FLIP BITS" in (window.get_name() or ""), 10)
    h.check("the running window opens the page the second launch asked for", opened, window.get_name())
    h.check("the second launch opened no window of its own", app.get_child_count() == 1,
            f"{app.get_child_count()} windows")

    kept = flipbits + ".unreadable"
    told = h.wait_for(lambda: toasts(window, kept), 10)
    h.check("a damaged flipbits.save is moved aside and told in a toast, once", len(told) == 1,
            f"{len(told)} toasts name {kept}")
    h.check("the damaged save is kept", os.path.isfile(kept))

    status = second_launch(data_home, ["--presentation"])
    h.check("a second launch hands --presentation to the running app", status == 0, f"status {status}")
    on = h.wait_for(lambda: "Presentation mode on" in h.announced(window), 10)
    h.check("the running window turns presentation mode on", on, h.announced(window))


if __name__ == "__main__":
    sys.exit(main())
