#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A practice session run to its summary with keyboard events only.

Opens the practice page, checks that every control has a name, types a
teacher's set code (XOR, level 1), answers the first exercise wrong twice
(OR instead of XOR: the feedback must name that mistake, then show the
worked solution), answers the other nine right, and checks the summary and
that the progress file now holds the learner's XOR level.  The answers are
worked out here from the question on screen, never asked of the app.

Usage: test-practice-keyboard.py APP CLI   (TAP output)
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP, CLI = sys.argv[1], sys.argv[2]


def find_node(window, predicate):
    for node in h.walk(window):
        try:
            if predicate(node):
                return node
        except Exception:
            continue
    return None


def type_text(text):
    for c in text:
        h.key(c)


def main():
    code = subprocess.run([CLI, "practice", "xor", "--make-code", "--level", "1", "--seed", "2024"],
                          capture_output=True, text=True, check=True).stdout.strip()
    data_home = tempfile.mkdtemp(prefix="ft-practice-")
    proc = h.launch(APP, ["--page", "practice"], data_home)
    try:
        app = h.find_app(proc.pid)
        if not h.check("the app appears", app is not None):
            return h.finish()
        window = app.get_child_at_index(0)
        time.sleep(0.8)
        h.focus_window()
        h.check("the My skills page is shown", h.wait_for(lambda: h.find_text(window, "My skills"), 5) is not None)
        bad = h.unnamed_interactive(window)
        h.check("every control of My skills has a name", not bad, "\n".join(bad[:10]))

        # The tree is walked once for the nodes the session updates; their
        # text is then read directly (a walk per key is slow on a busy CI).
        status = find_node(window, lambda n: n.get_role() == h.Atspi.Role.STATUS_BAR)
        said = lambda: status.get_name() or ""

        type_text(code)
        h.key("Return")
        counter = h.wait_for(lambda: h.find_text(window, "Exercise 1 of 10"), 5)
        if not h.check("the set code starts the session", counter is not None):
            return h.finish()
        asked = find_node(window, lambda n: h.showing(n) and re.fullmatch(r"[01]{4} XOR [01]{4}", h.text_of(n)))
        if not h.check("the exercise asks an XOR", asked is not None):
            return h.finish()
        bad = h.unnamed_interactive(window)
        h.check("every control of an exercise has a name", not bad, "\n".join(bad[:10]))

        for index in range(10):
            shown = h.wait_for(lambda: h.text_of(counter) == f"Exercise {index + 1} of 10", 5)
            if not h.check(f"exercise {index + 1} is shown", shown, h.text_of(counter)):
                return h.finish()
            q = h.text_of(asked)
            if not h.check(f"exercise {index + 1} asks an XOR", re.fullmatch(r"[01]{4} XOR [01]{4}", q), q):
                return h.finish()
            a, _, b = q.split()
            right = format(int(a, 2) ^ int(b, 2), "04b")
            if index == 0:
                wrong = format(int(a, 2) | int(b, 2), "04b")
                type_text(wrong)
                h.key("Return")
                text = h.wait_for(lambda: said() if "Not yet" in said() else "", 3)
                h.check("a wrong answer gets its diagnosis: OR for XOR", "That is OR" in text, text)
                h.key("Return")
                text = h.wait_for(lambda: said() if "worked solution" in said() else "", 3)
                h.check("the second miss shows the worked solution", "worked solution" in text and
                        h.find_text(window, "Worked solution") is not None, text)
                h.key("Return")
                continue
            type_text(right)
            h.key("Return")
            text = h.wait_for(lambda: said() if said().startswith("Correct") else "", 3)
            if not h.check(f"exercise {index + 1}: the right answer is confirmed", text.startswith("Correct"),
                           said()):
                return h.finish()
            h.key("Return")

        summary = h.wait_for(lambda: h.find_text(window, "Session complete"), 5)
        h.check("the session ends with its summary", summary is not None and
                "9 of 10" in h.text_of(summary), summary and h.text_of(summary))
        path = os.path.join(data_home, "flip-tutor", "progress.json")
        stored = {}
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                stored = json.load(f).get("practice", {})
        h.check("the progress file holds the XOR answers",
                stored.get("xor", {}).get("answered") == 10 and stored["xor"].get("correct") == 9, stored)
    finally:
        h.stop(proc)
        shutil.rmtree(data_home, ignore_errors=True)
    return h.finish()


if __name__ == "__main__":
    sys.exit(main())
