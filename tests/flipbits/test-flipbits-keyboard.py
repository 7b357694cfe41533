#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""FLIP BITS with the keyboard alone, as a screen reader user plays it.

Plays a solo game to 3 points (flipbits R10) with synthesized key presses
only.  Everything the test knows it reads through AT-SPI: the GOAL and
MEMORY rows, the HEX card and the OPERATION cards say their values in their
accessible names.  It asks flip-tutor-cli for a solve of what it read, then
types it: digits pick cards, arrows and Return choose the bit for FLIP BIT,
R calls Resolved, P passes, 1 and Return discard and draw.  It also checks
that the page has no unnamed interactive element.

Usage: test-flipbits-keyboard.py APP CLI   (TAP output)
"""

import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP, CLI = sys.argv[1], sys.argv[2]

TOKENS = {
    "OR": "OR", "AND": "AND", "XOR": "XOR", "COPY": "COPY", "NOT": "NOT",
    "ROTATE LEFT": "ROTL", "ROTATE RIGHT": "ROTR", "FLIP BIT": "FLIP",
    "MASK OR": "MOR", "MASK AND": "MAND", "MASK XOR": "MXOR",
}


def bits_of(row_name):
    # "goal: 0 1 0 0, value 4"
    match = re.match(r"[^:]+: ([01 ]+), value", row_name)
    return match.group(1).replace(" ", "") if match else None


def read_table(window):
    goal = memory = None
    hex_card = "-"
    cards = []
    for node in h.walk(window):
        try:
            name = node.get_name() or ""
            role = node.get_role()
        except Exception:
            continue
        if not h.showing(node):
            continue
        if role == h.Atspi.Role.PANEL or role == h.Atspi.Role.GROUPING:
            if name.startswith("goal:"):
                goal = bits_of(name)
            elif name.startswith("memory:"):
                memory = bits_of(name)
        if role == h.Atspi.Role.PUSH_BUTTON:
            m = re.match(r"HEX card [0-9A-F], ([01]{4})", name)
            if m:
                hex_card = m.group(1)
            m = re.match(r"card (\d): ([A-Z ]+?)(?:, ([01]{4}|with your HEX card|a bit of your choice))?(?:, .*)?$", name)
            if m:
                cards.append((int(m.group(1)), m.group(2), m.group(3)))
    cards.sort()
    return goal, memory, hex_card, cards


def card_token(title, detail):
    token = TOKENS[title]
    if token in ("MOR", "MAND", "MXOR") and detail and re.fullmatch(r"[01]{4}", detail):
        token += ":" + detail
    return token


def solve(memory, goal, hex_card, cards):
    line = f"{memory} {goal} {hex_card} {','.join(card_token(t, d) for _, t, d in cards)}\n"
    out = subprocess.run([CLI, "flipbits", "solve"], input=line, capture_output=True, text=True).stdout.strip()
    return line.strip(), out


def status(window):
    for node in h.walk(window):
        try:
            if node.get_role() == h.Atspi.Role.LABEL and h.showing(node):
                text = h.text_of(node)
                if re.match(r"(Turn \d+, |You: |You scored )", text):
                    return text
        except Exception:
            continue
    return ""


def focused_name(window):
    node = h.focused(window)
    return (node.get_name() or "") if node is not None else ""


def main():
    data_home = tempfile.mkdtemp(prefix="ft-fb-keys-")
    proc = h.launch(APP, ["--page", "flipbits"], data_home)
    try:
        run(proc)
    finally:
        h.stop(proc)
    return h.finish()


def run(proc):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    time.sleep(1.0)
    h.focus_window()

    bad = h.unnamed_interactive(window)
    h.check("FLIP BITS: every interactive element has a name", not bad, "\n".join(bad))

    # Ctrl+N: the new-game dialog, named throughout; Escape closes it.
    h.chord("Control_L", "n")
    dialog = h.wait_for(lambda: next((app.get_child_at_index(i) for i in range(app.get_child_count())
                                      if app.get_child_at_index(i).get_name() == "New FLIP BITS Game"), None), 3)
    if h.check("Ctrl+N opens the new-game dialog", dialog is not None):
        bad = h.unnamed_interactive(dialog)
        h.check("new-game dialog: every interactive element has a name", not bad, "\n".join(bad))
        h.key("Escape")
        time.sleep(0.5)

    solves = passes = 0
    for move in range(300):
        text = h.wait_for(lambda: status(window), 5)
        if text.startswith("You scored"):
            break
        if re.match(r"Turn \d+, ", text):
            goal, memory, hex_card, cards = read_table(window)
            line, answer = solve(memory, goal, hex_card, cards)
            if answer.startswith("yes"):
                steps = answer.split()[2].split(",")
                used = set()
                for step in steps:
                    token = step.split(":")[0]
                    index = next(i for i, t, d in cards
                                 if i not in used and card_token(t, d).split(":")[0] == token
                                 and (token != "MOR" and token != "MAND" and token != "MXOR"
                                      or card_token(t, d) == step))
                    used.add(index)
                    h.key(str(index))
                    if token == "FLIP":
                        want = step.split(":")[1]
                        for _ in range(4):
                            if want in focused_name(window):
                                break
                            h.key("Right")
                        if not h.check(f"move {move}: the bit chooser offers {want}", want in focused_name(window),
                                       focused_name(window)):
                            return
                        h.key("Return")
                h.key("r")
                said = h.wait_for(lambda: h.announced(window) if "solved it" in h.announced(window) else "", 3)
                if not h.check(f"move {move}: {line} solved by keys ({answer})", "solved it" in said,
                               h.announced(window)):
                    return
                solves += 1
            else:
                h.key("p")
                passes += 1
        elif text.startswith("You:"):
            if "only draw" not in text:
                h.key("1")
            h.key("Return")
        else:
            h.check(f"move {move}: an expected status", False, text)
            return
        h.wait_for(lambda: status(window) != text, 3)

    final = status(window)
    h.check("a solo game reaches 3 points with the keyboard alone",
            final.startswith("You scored 3 points"), f"{final} ({solves} solves, {passes} passes)")


if __name__ == "__main__":
    sys.exit(main())
