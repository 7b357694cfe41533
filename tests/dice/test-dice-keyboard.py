#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""FLIP (dice) with the keyboard alone, as a screen reader user plays it.

Plays a 6-die game (3 dice a player) against the standard computer player
to its end with synthesized key presses only.  Everything the test knows it
reads through AT-SPI: each die says its number, face and lock in its
accessible name ("your die 2: 6, locked"), the status line says whose turn
it is and what a trash left to take.  It asks flip-tutor-cli for the best
move of what it read and types it: a digit picks your die and F flips it;
T, a digit and Return trash their die; digits and Return take change, N
takes none.  It asks for a hint once (Ctrl+H) and checks it against the
command line's values, and checks that no interactive element lacks a name.

Usage: test-dice-keyboard.py APP CLI   (TAP output)
"""

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

# A match saved by an earlier visit: 3 dice a player against the standard
# player, A (you) to move first with the lower total (dice R2).
SAVE = """dice-save 1
seats person,standard
rng 0000000000000001.0000000000000002.0000000000000003.0000000000000004
match A=0 B=0
position A:2,3,5 B:1,4,6 M:- turn=A
"""

DIE = re.compile(r"(your|their|middle) die (\d+): (\d)(, locked|, chosen as change)?$")
STATUS = re.compile(r"(You to move:|You: your \d was trashed|.* won this game|.* won the match|.* is thinking)")


def read_dice(window):
    dice = {"your": [], "their": [], "middle": []}
    for node in h.walk(window):
        try:
            if node.get_role() != h.Atspi.Role.PUSH_BUTTON or not h.showing(node):
                continue
            m = DIE.match(node.get_name() or "")
        except Exception:
            continue
        if m:
            dice[m.group(1)].append((int(m.group(2)), int(m.group(3)), m.group(4) == ", locked"))
    for side in dice.values():
        side.sort()
    return dice


def labels(window):
    out = []
    for node in h.walk(window):
        try:
            if node.get_role() == h.Atspi.Role.LABEL and h.showing(node):
                out.append(h.text_of(node))
        except Exception:
            continue
    return out


def status(window):
    for text in labels(window):
        if STATUS.match(text):
            return text
    return ""


def position(dice, change):
    def hand(side):
        return ",".join(f"{face}{'*' if locked else ''}" for _, face, locked in side) or "-"
    text = f"A:{hand(dice['your'])} B:{hand(dice['their'])} M:{hand(dice['middle'])} turn=A"
    return text + (f" change={change}" if change else "")


def evaluate(pos):
    out = subprocess.run([CLI, "dice", "eval", pos], capture_output=True, text=True).stdout
    return re.findall(r"^  (flip \d|trash \d\*?|take [\d+]+|take none)\s+(win|loss) in (\d+)$", out, re.M)


def signature(window):
    dice = read_dice(window)
    return (tuple(dice["your"]), tuple(dice["their"]), tuple(dice["middle"]), status(window))


def main():
    data_home = tempfile.mkdtemp(prefix="ft-dice-keys-")
    # A cache of its own: the app writes the solved 6-die table there.
    os.environ["XDG_CACHE_HOME"] = os.path.join(data_home, "cache")
    os.makedirs(os.path.join(data_home, "flip-tutor"))
    with open(os.path.join(data_home, "flip-tutor", "dice.save"), "w") as f:
        f.write(SAVE)
    proc = h.launch(APP, ["--page", "dice"], data_home)
    try:
        run(proc)
    finally:
        h.stop(proc)
        shutil.rmtree(data_home, ignore_errors=True)
    return h.finish()


def check_hint(window, best):
    move, result, depth = best
    h.chord("Control_L", "h")
    line = h.wait_for(lambda: next((t for t in labels(window) if t.endswith("(best)")), ""), 10)
    if not h.check("Ctrl+H lists the moves with the best one marked", bool(line), "\n".join(labels(window))):
        return
    kind, face = move.split()[0], move.split()[1].rstrip("*")
    verb = {"flip": "Flip your", "trash": "Trash their"}[kind]
    word = "wins" if result == "win" else "loses"
    h.check("the hint's best move and moves-to-end agree with the solver",
            line.startswith(f"{verb} ") and face in line.split(":")[0] and f"{word} in {depth} moves" in line,
            f"{line} / {best}")


def run(proc):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    time.sleep(1.0)
    h.focus_window()

    bad = h.unnamed_interactive(window)
    h.check("FLIP (dice): every interactive element has a name", not bad, "\n".join(bad))

    text = h.wait_for(lambda: status(window), 5)
    if not h.check("the saved 6-die match is resumed, you to move", text.startswith("You to move"), text):
        return

    hinted = False
    moves = 0
    for turn in range(200):
        text = h.wait_for(lambda: status(window) if not status(window).endswith("is thinking…") else "", 8)
        if "won this game" in text or "won the match" in text:
            break
        dice = read_dice(window)
        m = re.match(r"You: your (\d) was trashed", text)
        change = int(m.group(1)) if m else 0
        pos = position(dice, change)
        values = evaluate(pos)
        if not h.check(f"turn {turn}: the solver reads {pos}", bool(values), text):
            return
        best = values[0]
        if not hinted and not change:
            check_hint(window, best)
            hinted = True
        before = signature(window)
        move = best[0]
        if move.startswith("flip"):
            face = int(move.split()[1])
            number = next(n for n, f, locked in dice["your"] if f == face and not locked)
            h.key(str(number % 10))
            h.key("f")
        elif move.startswith("trash"):
            face = int(move.split()[1].rstrip("*"))
            locked = move.endswith("*")
            number = next(n for n, f, lk in dice["their"] if f == face and lk == locked)
            h.key("t")
            h.key(str(number % 10))
            h.key("Return")
        elif move == "take none":
            h.key("n")
        else:
            used = set()
            for part in move.split()[1].split("+"):
                number = next(n for n, f, _ in dice["middle"] if f == int(part) and n not in used)
                used.add(number)
                h.key(str(number % 10))
            h.key("Return")
        moves += 1
        if not h.check(f"turn {turn}: {move} by keys changes the table",
                       h.wait_for(lambda: signature(window) != before, 5), pos):
            return

    final = status(window)
    h.check("a 6-die game against the computer ends with the keyboard alone",
            "won this game" in final or "won the match" in final, f"{final} ({moves} moves)")
    h.check("the perfect line from a winning start wins", final.startswith("You won"), final)
    bad = h.unnamed_interactive(window)
    h.check("at the end, every interactive element has a name", not bad, "\n".join(bad))


if __name__ == "__main__":
    sys.exit(main())
