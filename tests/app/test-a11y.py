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
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP, LESSON_FILE = sys.argv[1], sys.argv[2]


def lesson_steps(path):
    """What the lesson file asks at each step, read independently of the app."""
    steps = []
    for step in ET.parse(path).getroot().iter("step"):
        exercise = step.find("exercise")
        if exercise is None:
            steps.append(("text", None))
        elif exercise.get("kind") == "bits":
            steps.append(("bits", exercise.get("answer")))
        elif exercise.get("kind") == "number":
            steps.append(("number", exercise.get("answer").lower()))
        else:
            options = exercise.findall("option")
            correct = [i for i, o in enumerate(options) if o.get("correct") in ("true", "yes", "1")]
            steps.append(("choice", (correct[0], len(options))))
    return steps


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

    steps = lesson_steps(LESSON_FILE)
    wrong_tried = set()
    walked = set()
    for index, (kind, answer) in enumerate(steps):
        label = h.wait_for(lambda: h.find_text(window, f"Step {index + 1} of {len(steps)}"), 3)
        if not h.check(f"step {index + 1} is shown", label is not None):
            return

        if kind not in walked:
            walked.add(kind)
            bad = h.unnamed_interactive(window)
            h.check(f"lesson step with {kind}: every interactive element has a name", not bad, "\n".join(bad))

        if kind == "text":
            h.key("Return")
            continue

        if kind == "bits":
            if "bits" not in wrong_tried:
                wrong_tried.add("bits")
                flipped = ("0" if answer[0] == "1" else "1") + answer[1:]
                for c in flipped:
                    h.key(c)
                h.key("Return")
                said = h.wait_for(lambda: h.announced(window), 2)
                h.check("a wrong bit is named and explained", "Bit 3 (place value 8) should be" in said, said)
                h.key("Home")
            for c in answer:
                h.key(c)
        elif kind == "number":
            if "number" not in wrong_tried:
                wrong_tried.add("number")
                h.key("z")
                h.key("Return")
                said = h.wait_for(lambda: h.announced(window), 2)
                h.check("a malformed number gets advice", "should be" in said, said)
                h.key("BackSpace")
            for c in answer:
                h.key(c)
        else:
            correct, count = answer
            if "choice" not in wrong_tried:
                wrong_tried.add("choice")
                wrong = 0 if correct != 0 else 1
                for _ in range(wrong):
                    h.key("Down")
                h.key("Return")
                said = h.wait_for(lambda: h.announced(window), 2)
                h.check("a wrong choice is explained", said.startswith("Not"), said)
                for _ in range(wrong):
                    h.key("Up")
            for _ in range(correct):
                h.key("Down")
            if kind == "choice":
                h.key("Return")
        if kind != "choice":
            h.key("Return")

        said = h.wait_for(lambda: h.announced(window) if h.announced(window).startswith("Correct") else "", 3)
        if not h.check(f"step {index + 1}: the right answer is confirmed", said.startswith("Correct"),
                     h.announced(window)):
            return
        h.key("Return")

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

    h.chord("Control_L", "comma")
    prefs = h.wait_for(lambda: next((app.get_child_at_index(i) for i in range(app.get_child_count())
                                   if app.get_child_at_index(i).get_name() == "Preferences"), None), 3)
    if h.check("Ctrl+comma opens the preferences", prefs is not None):
        time.sleep(0.5)
        bad = h.unnamed_interactive(prefs)
        h.check("preferences: every interactive element has a name", not bad, "\n".join(bad))


if __name__ == "__main__":
    sys.exit(main())
