#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A learner's files, as the learner sees them (over AT-SPI).

The data folder's path holds `&` and `<` and the kept files' paths are
over 200 characters long: every message is shown whole, as plain text,
under the header bar, until the learner dismisses it (a toast emptied on
`&` and cut the path off).

1. A second launch in the same session (`flip-tutor --page hilo`) opens
   the page in the running window and exits.  hilo.save is a folder (as
   after a mistake, or another program): the learner is told once, and
   the folder is kept.
2. The same for `--page flipbits`, whose damaged save is moved aside and
   told once, with the whole path it was kept as and an "Open Folder"
   button; "Dismiss" takes the message away.
   `--page '<x'` is told as it was asked for.
3. A second launch with `--presentation` turns presentation mode on in the
   running window.
4. Quitting while the 10-die table is being solved leaves no partial file
   (546 MB) in the cache, and the app exits cleanly.

Usage: test-learner-files.py APP APP-ID   (TAP output)
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

from gi.repository import Atspi, Gio, GLib  # noqa: E402

APP, APP_ID = sys.argv[1], sys.argv[2]


def messages(window, needle):
    """The visible messages (labels inside an alert) that say @needle; the
    status region, which repeats them for screen readers, is not one."""
    found = []
    # The tree near the window's top, where the messages are: walking a
    # whole game page over AT-SPI is slow.
    for node in h.walk(window, most=10):
        try:
            if node.get_role() == Atspi.Role.LABEL and h.showing(node) and needle in h.text_of(node):
                parent = node.get_parent()
                if parent is not None and parent.get_role() == Atspi.Role.ALERT:
                    found.append(node)
        except Exception:
            continue
    return found


def buttons_of(label):
    """The buttons of the message @label is in, by name."""
    alert = label.get_parent()
    return {n.get_name(): n for n in h.walk(alert)
            if n.get_role() == Atspi.Role.PUSH_BUTTON and h.showing(n)}


def second_launch(data_home, args):
    env = h.app_env(data_home)
    try:
        done = subprocess.run([APP] + args, env=env, capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return None
    return done.returncode


def partial_files(cache):
    folder = os.path.join(cache, "flip-tutor")
    return [n for n in os.listdir(folder) if n.endswith(".partial")] if os.path.isdir(folder) else []


def quit_app():
    """app.quit over D-Bus, as the menu does."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    path = "/" + APP_ID.replace(".", "/")
    bus.call_sync(APP_ID, path, "org.freedesktop.Application", "ActivateAction",
                  GLib.Variant("(sava{sv})", ("quit", [], {})), None, Gio.DBusCallFlags.NONE, 5000, None)


def main():
    top = tempfile.mkdtemp(prefix="ft-learner-files-")
    # A learner's folder with markup characters in its name, deep enough
    # that the kept files' paths pass 200 characters.
    data_home = os.path.join(top, "Tom&Jerry <b>x", "d" * 120)
    os.makedirs(data_home)
    # launch() passes the environment on: the dice tables go to a cache of
    # our own.
    os.environ["XDG_CACHE_HOME"] = os.path.join(data_home, "cache")
    folder = os.path.join(data_home, "flip-tutor")
    hilo = os.path.join(folder, "hilo.save")
    flipbits = os.path.join(folder, "flipbits.save")
    os.makedirs(hilo)
    with open(os.path.join(hilo, "inside"), "w") as f:
        f.write("the learner's own file\n")
    with open(flipbits, "w") as f:
        f.write("flipbits-save 1\ngarbage\n")

    proc = h.launch(APP, [], data_home)
    try:
        run(proc, data_home, hilo, flipbits)
    finally:
        # The test ends by quitting the app itself, during the dice solve.
        if proc.poll() is None:
            h.stop(proc)
        else:
            h.check_exit(proc)
        shutil.rmtree(top, ignore_errors=True)
    return h.finish()


def run(proc, data_home, hilo, flipbits):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = h.wait_for(lambda: app.get_child_at_index(0) if app.get_child_count() else None)
    h.wait_for(lambda: window.get_name() == "Flip Tutor", 10)

    status = second_launch(data_home, ["--page", "hilo"])
    h.check("a second launch hands --page to the running app and exits", status == 0, f"status {status}")
    opened = h.wait_for(lambda: "Hi Lo Flip" in (window.get_name() or ""), 10)
    h.check("the running window opens the page the second launch asked for", opened, window.get_name())
    h.check("the second launch opened no window of its own", app.get_child_count() == 1,
            f"{app.get_child_count()} windows")

    told = h.wait_for(lambda: messages(window, hilo), 8)
    h.check("an unreadable hilo.save is told once, with its whole path", len(told) == 1,
            f"{len(told)} messages name {hilo}")
    h.check("the folder in hilo.save's place is kept as it was",
            os.path.isdir(hilo) and os.listdir(hilo) == ["inside"], str(os.listdir(os.path.dirname(hilo))))

    status = second_launch(data_home, ["--page", "flipbits"])
    opened = h.wait_for(lambda: "FLIP BITS" in (window.get_name() or ""), 10)
    h.check("a second --page opens FLIP BITS in the running window", status == 0 and opened,
            f"status {status}, {window.get_name()}")

    kept = flipbits + ".unreadable"
    told = h.wait_for(lambda: messages(window, kept), 10)
    h.check(f"a damaged flipbits.save is moved aside and told once, with the whole path "
            f"({len(kept)} characters, & and <) it was kept as", len(told) == 1 and len(kept) > 200,
            f"{len(told)} messages name {kept}")
    h.check("the damaged save is kept", os.path.isfile(kept))
    if told:
        named = buttons_of(told[0])
        h.check("the message offers Open Folder and Dismiss", "Open Folder" in named and "Dismiss" in named,
                str(sorted(named)))
        if "Dismiss" in named:
            named["Dismiss"].get_action_iface().do_action(0)
            gone = h.wait_for(lambda: not messages(window, kept), 10)
            h.check("Dismiss takes the message away", gone)

    status = second_launch(data_home, ["--page", "<x&y"])
    told = h.wait_for(lambda: messages(window, "There is no page called “<x&y”."), 10)
    h.check("a page that does not exist is told as it was asked for, < and & included",
            status == 1 and len(told) == 1, f"status {status}, {len(told)} messages")

    status = second_launch(data_home, ["--presentation"])
    h.check("a second launch hands --presentation to the running app", status == 0, f"status {status}")
    on = h.wait_for(lambda: "Presentation mode on" in h.announced(window), 10)
    h.check("the running window turns presentation mode on", on, h.announced(window))

    cache = os.environ["XDG_CACHE_HOME"]
    status = second_launch(data_home, ["--page", "dice"])
    solving = h.wait_for(lambda: partial_files(cache), 30)
    h.check("the dice page solves its table into a partial file of its own",
            status == 0 and len(solving) == 1 and solving[0].startswith("dice-5.table."), str(solving))
    quit_app()
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        pass
    h.check("quitting during the solve ends the app cleanly", proc.returncode == 0,
            f"status {proc.returncode}")
    left = os.listdir(os.path.join(cache, "flip-tutor"))
    h.check("quitting during the solve leaves no partial file", not left, str(left))


if __name__ == "__main__":
    sys.exit(main())
