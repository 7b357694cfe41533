#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A practice session run to its summary with keyboard events only.

Opens the practice page (focus on "Start today's session"), checks that
every control has a name, types a teacher's set code (XOR, level 1),
answers the first exercise wrong twice (OR instead of XOR: the feedback must
name that mistake, then show the worked solution; Escape in the answer
field clears it and stays), answers four by typing and five on the answer's
bit row (its bits set with 0 and 1, Return to check), and checks the
summary and that the progress file now holds the learner's XOR level.  The
answers are worked out here from the sentence on screen, never asked of the
app, and the sentence and the announcements never hold the notation.

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
XOR = re.compile(r"Which bit pattern is ([01]{4}) XOR ([01]{4})\?")
NOTATION = re.compile(r"A:\d|turn=|MEMORY [01]+ GOAL|RED PLAYS|NEG |SHR |PLACE \d|MXOR:|HI OR LO|LOOP IN")


def find_node(window, predicate):
    for node in h.walk(window):
        try:
            if predicate(node):
                return node
        except Exception:
            continue
    return None


def shift_tab():
    h.Atspi.generate_keyboard_event(50, None, h.Atspi.KeySynthType.PRESS)  # Shift_L
    time.sleep(0.05)
    h.key("Tab")
    h.Atspi.generate_keyboard_event(50, None, h.Atspi.KeySynthType.RELEASE)
    time.sleep(0.1)


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
        start = h.wait_for(lambda: h.focused(window), 5)
        h.check("focus starts on Start today's session",
                start is not None and start.get_name() == "Start today's session", start and start.get_name())
        bad = h.unnamed_interactive(window)
        h.check("every control of My skills has a name", not bad, "\n".join(bad[:10]))

        # The tree is walked once for the nodes the session updates; their
        # text is then read directly (a walk per key is slow on a busy CI).
        status = find_node(window, lambda n: n.get_role() == h.Atspi.Role.STATUS_BAR)
        said = lambda: status.get_name() or ""

        h.key("Tab")
        where = h.focused(window)
        h.check("Tab goes on to the placement check", where is not None and
                where.get_name() == "I know some binary: check my level", where and where.get_name())
        h.key("Tab")
        where = h.focused(window)
        h.check("and on to the set code", where is not None and where.get_name() == "Set code from your teacher",
                where and where.get_name())
        type_text(code)
        h.key("Return")
        counter = h.wait_for(lambda: h.find_text(window, "Exercise 1 of 10"), 5)
        if not h.check("the set code starts the session", counter is not None):
            return h.finish()
        asked = find_node(window, lambda n: h.showing(n) and XOR.fullmatch(h.text_of(n)))
        if not h.check("the exercise asks an XOR in a sentence", asked is not None):
            return h.finish()
        bad = h.unnamed_interactive(window)
        h.check("every control of an exercise has a name", not bad, "\n".join(bad[:10]))

        for index in range(10):
            shown = h.wait_for(lambda: h.text_of(counter) == f"Exercise {index + 1} of 10", 5)
            if not h.check(f"exercise {index + 1} is shown", shown, h.text_of(counter)):
                return h.finish()
            q = h.text_of(asked)
            m = XOR.fullmatch(q)
            if not h.check(f"exercise {index + 1} asks an XOR", m, q):
                return h.finish()
            h.check(f"exercise {index + 1}: the announcement is the sentence", q in said(), said())
            a, b = m.group(1), m.group(2)
            right = format(int(a, 2) ^ int(b, 2), "04b")
            if index == 0:
                wrong = format(int(a, 2) | int(b, 2), "04b")
                type_text(wrong)
                h.key("Return")
                text = h.wait_for(lambda: said() if "Not yet" in said() else "", 3)
                h.check("a wrong answer gets its diagnosis: OR for XOR", "That is OR" in text, text)
                entry = h.focused(window)
                type_text("1")
                h.key("Escape")
                cleared = h.wait_for(lambda: h.text_of(entry) == "", 3)
                h.check("Escape in the answer field clears it", cleared, h.text_of(entry))
                h.check("and stays on the exercise", h.text_of(counter) == "Exercise 1 of 10", h.text_of(counter))
                type_text(wrong)
                h.key("Return")
                text = h.wait_for(lambda: said() if "worked solution" in said() else "", 3)
                h.check("the second miss shows the worked solution", "worked solution" in text and
                        h.find_text(window, "Worked solution") is not None, text)
                h.key("Return")
                continue
            if index < 5:
                type_text(right)
                h.key("Return")
            else:
                # On the answer's bit row: from the field back to its last
                # bit, Home to its first, then each bit by 0 or 1.
                shift_tab()
                bit = h.focused(window)
                if not h.check(f"exercise {index + 1}: Shift+Tab reaches the answer's bits",
                               bit is not None and "your answer bit 0" in (bit.get_name() or ""),
                               bit and bit.get_name()):
                    return h.finish()
                h.key("Home")
                type_text(right)
                h.key("Return")
            text = h.wait_for(lambda: said() if said().startswith("Correct") else "", 3)
            if not h.check(f"exercise {index + 1}: the right answer is confirmed", text.startswith("Correct"),
                           said()):
                return h.finish()
            h.key("Return")

        h.check("no sentence or announcement holds the notation", not NOTATION.search(h.text_of(asked) + said()),
                h.text_of(asked) + said())
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
