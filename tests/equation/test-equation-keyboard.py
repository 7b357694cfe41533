#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Equation Workbench with the keyboard alone, as a screen reader user.

Builds equations by typing their tiles' keys (synthesized key presses
only), and reads back through AT-SPI what the page says: the line's
accessible name, the verdict, a parse-tree row and an evaluation step, the
verdict of the other order (scrabble R15) and what was announced.  Checks
that no interactive element is unnamed, before and after the page fills.

Usage: test-equation-keyboard.py APP CLI   (TAP output)
"""

import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP, CLI = sys.argv[1], sys.argv[2]


# Keys atspi_helpers does not name.
# scrabble R16 as the learner reads it: no ruling codes in the app.
EQUAL_PARTS = "(the rule that every part has the same value)"
MORE_KEYS = {"Delete": 0xFFFF, "End": 0xFF57}


def type_keys(text):
    for char in text:
        h.key(char)


def press(name):
    if name in MORE_KEYS:
        h.Atspi.generate_keyboard_event(MORE_KEYS[name], None, h.Atspi.KeySynthType.SYM)
        time.sleep(0.08)
    else:
        h.key(name)


def names(window, roles):
    found = []
    for node in h.walk(window):
        try:
            if h.showing(node) and node.get_role() in roles:
                found.append(node.get_name() or h.text_of(node))
        except Exception:
            continue
    return found


def line_name(window):
    for name in names(window, (h.Atspi.Role.PANEL, h.Atspi.Role.GROUPING, h.Atspi.Role.FILLER)):
        if name.startswith("Line: ") or name.startswith("The line is empty"):
            return name
    return ""


def label_starting(window, *prefixes):
    for node in h.walk(window):
        try:
            if h.showing(node) and node.get_role() == h.Atspi.Role.LABEL:
                text = h.text_of(node)
                if text.startswith(prefixes):
                    return text
        except Exception:
            continue
    return ""


def rows(window):
    return names(window, (h.Atspi.Role.LIST_ITEM,))


def cli_check(line, *options):
    out = subprocess.run([CLI, "equation", "check", *options], input=line + "\n",
                         capture_output=True, text=True).stdout.strip()
    return out


def main():
    data_home = tempfile.mkdtemp(prefix="ft-eq-keys-")
    proc = h.launch(APP, ["--page", "equation-workbench"], data_home)
    try:
        run(proc)
    finally:
        h.stop(proc)
    proc = h.launch(APP, ["--page", "reading-equations"], data_home)
    try:
        run_lesson(proc)
    finally:
        h.stop(proc)
    return h.finish()


# "Reading binary equations" answered with keys only: None is a step with
# nothing to answer (Return goes on), a list is the keys of the answer
# (Return then checks it, and Return again goes on).
LESSON = [
    None, ["5"], None, ["Down"], None, [], ["Down", "Down"], None, ["1", "0"], ["1", "1", "1"],
    ["Down"], ["Down"], None, ["Down"],
    ["End", "0"],                          # 1 + 1 = 1 0
    ["Right", "Right", "0"],               # 1 1 0 ÷ 1 0 = 1 1 (R14)
    ["Right", "1"],                        # 1 1 - 1 1 = 0 (R14)
    ["Right", "1"],                        # NOT 1 1 AND 1 = 0 (R12)
    ["Right", "Right", "Right", "+"],      # 1 + 1 + 1 0 = 1 0 0 (R15)
    ["Right", "Right", "Right", "Right", "o"],  # 1 1 OR 1 OR 0 = 1 1, left to right
]


def run_lesson(proc):
    app = h.find_app(proc.pid)
    if not h.check("the lesson appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    time.sleep(1.0)
    h.focus_window()

    for step, keys in enumerate(LESSON, 1):
        if keys is not None:
            for name in keys:
                press(name)
            if step == 15:
                changed = h.wait_for(lambda: h.focused(window) is not None
                                     and h.focused(window).get_name() == "Tile 6 of 6: 0, changed from 1")
                h.check("a fix-equation tile says what it was changed from", changed,
                        h.focused(window).get_name() if h.focused(window) else "no focus")
            press("Return")
            said = h.wait_for(lambda: h.announced(window) if h.announced(window).startswith("Correct") else "")
            if not h.check(f"lesson step {step}: answered with the keyboard", said.startswith("Correct"),
                           h.announced(window)):
                return
        press("Return")
        time.sleep(0.3)

    done = h.wait_for(lambda: label_starting(window, "You finished all 20 steps"))
    h.check("the lesson “Reading binary equations” is completed with the keyboard alone", done != "",
            h.announced(window))


def verdict(window):
    return label_starting(window, "Valid equation:", "Not valid:", "Build an equation")


def run(proc):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    time.sleep(1.0)
    h.focus_window()

    bad = h.unnamed_interactive(window)
    h.check("the empty workbench: every interactive element has a name", not bad, "\n".join(bad))

    # R15: 1 + 1 × 10 = 100 is false in standard order, true left to right.
    type_keys("1+1x10=100")
    line = h.wait_for(lambda: line_name(window) if line_name(window).startswith("Line: 1 + 1 × 10 = 100.") else "")
    h.check("typed 1+1x10=100: the line says so", line.startswith("Line: 1 + 1 × 10 = 100. 10 tiles"),
            line_name(window))
    expected = cli_check("1 + 1 x 1 0 = 1 0 0")
    said = h.wait_for(lambda: verdict(window) if EQUAL_PARTS in verdict(window) else "")
    h.check("the verdict, standard order, is the engine's, its ruling in words (R16)",
            said == f"Not valid: part 2 is 100 (4) but part 1 is 11 (3) {EQUAL_PARTS}"
            and expected.startswith("invalid R16"),
            f"{verdict(window)} / cli: {expected}")
    ltr = cli_check("1 + 1 x 1 0 = 1 0 0", "--order", "ltr")
    h.check("the other order is shown beside it: valid left to right",
            label_starting(window, "valid: every part is 100 (4)") != "" and ltr == "valid 100",
            f"cli: {ltr}")
    h.check("a tree row reads as a sentence",
            "×, level 2: 1 × 10 = 10 (2)" in rows(window) and "number, level 3: 10 (2)" in rows(window),
            "\n".join(r for r in rows(window) if "level" in r))
    h.check("a step reads as a sentence",
            "Step 1, part 1: 1 × 10 = 10 (1 × 2 = 2)" in rows(window)
            and "Step 2, part 1: 10 × 10 = 100 (2 × 2 = 4)" in rows(window),
            "\n".join(r for r in rows(window) if r.startswith("Step")))

    # Tab reaches the tree's rows; typing there still edits the line, and
    # the focus leaves the rebuilt rows for the palette.
    row = None
    for _ in range(40):
        press("Tab")
        node = h.focused(window)
        if node is not None and node.get_role() == h.Atspi.Role.LIST_ITEM:
            row = node.get_name()
            break
    h.check("Tab reaches a tree row, named with its text", row == "Part 1: +, level 1: 1 + 1 × 10 = 11 (3)",
            row or "")
    type_keys("0")
    h.check("typing on a row edits the line",
            h.wait_for(lambda: line_name(window).startswith("Line: 1 + 1 × 10 = 1000.")), line_name(window))
    h.check("the focus went to the palette",
            h.wait_for(lambda: h.focused(window) is not None
                       and (h.focused(window).get_name() or "").startswith("The tile 0")),
            h.focused(window).get_name() if h.focused(window) else "no focus")
    press("BackSpace")

    heard = h.wait_for(lambda: h.announced(window) if EQUAL_PARTS in h.announced(window) else "", 4)
    h.check("the verdict is announced after a pause", heard.startswith("Not valid:"), h.announced(window))

    # Editing: Backspace, the cursor keys, Delete, undo and redo.
    press("BackSpace")
    h.check("Backspace removes the last tile",
            h.wait_for(lambda: line_name(window).startswith("Line: 1 + 1 × 10 = 10. 9 tiles")), line_name(window))
    press("Home")
    press("Right")
    h.check("Home and Right put the cursor after tile 1",
            h.wait_for(lambda: "the cursor is after tile 1 (1)" in line_name(window)), line_name(window))
    press("Delete")
    h.check("Delete removes the tile after the cursor",
            h.wait_for(lambda: line_name(window).startswith("Line: 11 × 10 = 10.")), line_name(window))
    h.chord("Control_L", "z")
    h.check("Ctrl+Z undoes the edit",
            h.wait_for(lambda: line_name(window).startswith("Line: 1 + 1 × 10 = 10.")), line_name(window))
    h.chord("Control_L", "z")
    h.check("Ctrl+Z again brings back the last tile",
            h.wait_for(lambda: line_name(window).startswith("Line: 1 + 1 × 10 = 100.")), line_name(window))

    # R12, R13: NOT 001 AND 101 = 100, a new line (Ctrl+N).
    h.chord("Control_L", "n")
    h.check("Ctrl+N starts an empty line", h.wait_for(lambda: line_name(window).startswith("The line is empty")),
            line_name(window))
    type_keys("n001a101=100")
    expected = cli_check("NOT 0 0 1 AND 1 0 1 = 1 0 0")
    h.check("typed n001a101=100: valid, as the engine says",
            h.wait_for(lambda: verdict(window) == "Valid equation: every part is 100 (4)") and expected == "valid 100",
            f"{verdict(window)} / cli: {expected}")
    h.check("the NOT step says its width",
            "Step 1, part 1: NOT 001 = 110 (width 3: NOT 1 = 6)" in rows(window),
            "\n".join(r for r in rows(window) if r.startswith("Step")))

    # XOR on Shift+X, division on /.
    h.chord("Control_L", "n")
    type_keys("11X1/1=10")
    expected = cli_check("1 1 XOR 1 / 1 = 1 0", "--xor")
    h.check("typed 11X1/1=10 (Shift+X is XOR): the line and the verdict",
            h.wait_for(lambda: line_name(window).startswith("Line: 11 XOR 1 ÷ 1 = 10."))
            and h.wait_for(lambda: verdict(window) == "Valid equation: every part is 10 (2)")
            and expected == "valid 10",
            f"{line_name(window)} / {verdict(window)} / cli: {expected}")

    bad = h.unnamed_interactive(window)
    h.check("the filled workbench: every interactive element has a name", not bad, "\n".join(bad))


if __name__ == "__main__":
    sys.exit(main())
