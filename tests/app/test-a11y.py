#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Accessibility test over AT-SPI, as a screen reader sees the app.

1. Walks the accessible tree of the home page, the lesson and the
   preferences window and fails on any interactive element without a name.
2. Completes the "Bits and hexadecimal" lesson with keyboard events only
   (Tab, arrows, digits, letters, Return), reading the feedback back through
   AT-SPI after every answer, including deliberately wrong ones.

Usage: test-a11y.py APP LESSON-FILE   (TAP output)
"""

import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP, LESSON_FILE = sys.argv[1], sys.argv[2]


def main():
    data_home = tempfile.mkdtemp(prefix="ft-a11y-")
    proc = h.launch(APP, [], data_home)
    try:
        run(proc, data_home)
    finally:
        h.stop(proc)
    return h.finish()


def run(proc, data_home):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = h.wait_for(lambda: app.get_child_at_index(0) if app.get_child_count() else None)
    time.sleep(1.0)
    h.focus_window()

    bad = h.unnamed_interactive(window)
    h.check("home page: every interactive element has a name", not bad, "\n".join(bad))

    # Tab to the lesson's row and open it.
    opened = False
    for _ in range(12):
        h.key("Tab")
        node = h.focused(window)
        if node is not None and "Bits and hexadecimal" in (node.get_name() or ""):
            h.key("Return")
            opened = h.wait_for(lambda: h.find_text(window, "Step "), 3)
            break
    if not h.check("Tab reaches the lesson and Return opens it", bool(opened)):
        return

    steps = h.lesson_steps(LESSON_FILE)
    if not h.play_lesson(window, LESSON_FILE, walk_each_kind=True):
        return

    done = h.wait_for(lambda: h.find_text(window, "Lesson Complete"), 3)
    h.check("the lesson ends with 'Lesson Complete'", done is not None)

    progress = os.path.join(data_home, "flip-tutor", "progress.json")
    try:
        with open(progress, encoding="utf-8") as f:
            lesson = json.load(f)["lessons"]["bits-and-hex"]
        h.check("progress records every step", len(lesson["completed"]) == len(steps), lesson)
    except (OSError, KeyError, ValueError) as error:
        h.check("progress records every step", False, error)

    # Back home with Alt+Left, then the preferences with Ctrl+comma.
    h.chord("Alt_L", "Left")
    back = h.wait_for(lambda: h.find_text(window, "Learn to think in bits"), 3)
    h.check("Alt+Left goes back to the home page", back is not None)

    # F1 opens the help for the page; Escape closes it.
    h.key("F1")
    help_window = h.wait_for(lambda: next((app.get_child_at_index(i) for i in range(1, app.get_child_count())
                                           if app.get_child_at_index(i).get_name() == "Flip Tutor"), None), 3)
    if h.check("F1 opens the help", help_window is not None):
        bad = h.unnamed_interactive(help_window)
        h.check("help: every interactive element has a name", not bad, "\n".join(bad))
        h.key("Escape")
        time.sleep(0.5)

    h.chord("Control_L", "comma")
    prefs = h.wait_for(lambda: next((app.get_child_at_index(i) for i in range(app.get_child_count())
                                   if app.get_child_at_index(i).get_name() == "Preferences"), None), 3)
    if h.check("Ctrl+comma opens the preferences", prefs is not None):
        time.sleep(0.5)
        bad = h.unnamed_interactive(prefs)
        h.check("preferences: every interactive element has a name", not bad, "\n".join(bad))


if __name__ == "__main__":
    sys.exit(main())
