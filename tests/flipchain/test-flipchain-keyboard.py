#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Flipchain with the keyboard alone, as a screen reader user plays it.

Resumes a game on side 4 with the pie rule where a beginner computer, Red,
has placed on d4 and you are Blue; you swap with S (the colours change
seats: you hold the red disc and play Red), then play to the end with
synthesized key presses only.
Everything the test knows it reads through AT-SPI: every cell says its
name and what it holds ("c3, red disc", "d4, empty, legal, flips 2").  Each
turn the test picks the legal cell its name says flips the most, types the
cell's name to jump there, checks the focus landed on it, places with
Return and checks the one announcement names the placement and exactly
the number of flips the cell's name promised.  On the way it moves with an
arrow, asks for a hint (Ctrl+H) and takes a move back (Ctrl+Z); at every
move Tab leaves the board and Shift+Tab comes back to the same cell, and
after the computer's reply the focus is still on a cell.  When the game is
over, Ctrl+N and Return start a new one.

Usage: test-flipchain-keyboard.py APP   (TAP output)
"""

import os
import re
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP = sys.argv[1]
SIDE = 4
N_CELLS = 3 * SIDE * (SIDE - 1) + 1
PLAY_SECONDS = 90  # a cap, not a measure: the game (fixed seed) ends in a few moves
CELL = re.compile(r"^([a-s]\d{1,2}), (red disc|blue disc|empty, legal, flips (\d+)|empty)"
                  r"(, in the winning loop)?(, last move|, just flipped)?$")
SAVE = """[flipchain-save]
version=1
seats=beginner;person;
seed=7
state=flipchain side:4 pie:yes moves:d4
"""


h.MODIFIER_KEYCODES.setdefault("Shift_L", 50)  # the X keycode of the left Shift
ROOT = None  # the page's board box, found once: the whole window is slow to walk


def find_root(window):
    """The box that holds the status line, the board and the log: a few
    levels above the node named "Flipchain board"."""
    for node in h.walk(window):
        try:
            if node.get_name() == "Flipchain board":
                for _ in range(4):
                    node = node.get_parent()
                return node
        except Exception:
            continue
    return None


safe = h.retry  # calls a function again if the tree changed under it


def read_board(window):
    """The status line and every cell's accessible name."""
    status = ""
    cells = {}
    for node in safe(lambda: list(h.walk(ROOT or window)), default=[]):
        try:
            if not h.showing(node):
                continue
            role = node.get_role()
            if role == h.Atspi.Role.LABEL and not status:
                text = h.text_of(node)
                # "You (Red) to move: …", "Computer (beginner, Blue) is thinking…"
                if text.startswith(("You (", "Computer (", "The board is full", "You win:", "You lose:")) \
                        and re.search(r"to move|thinking|loop|draw", text) and ", to move" not in text:
                    status = text
            elif role in (h.Atspi.Role.PUSH_BUTTON, h.Atspi.Role.TABLE_CELL):
                name = node.get_name() or ""
                match = CELL.match(name)
                if match:
                    cells[match.group(1)] = name
        except Exception:
            continue
    return status, cells


def focused_name(window):
    node = safe(h.focused, ROOT or window)
    return (node.get_name() or "") if node is not None else ""


def announced(window):  # the status region, for failure details
    return safe(h.announced, window, default="")


def log_rows(window, prefix):
    """The log rows that start with @prefix."""
    rows = []
    for node in safe(lambda: list(h.walk(ROOT or window)), default=[]):
        try:
            name = node.get_name() or ""
            if node.get_role() == h.Atspi.Role.LIST_ITEM and name.startswith(prefix):
                rows.append(name)
        except Exception:
            continue
    return rows


def hint_text():
    """The hint panel's text: the label that lists the legal cells last."""
    for node in safe(lambda: list(h.walk(ROOT)), default=[]):
        try:
            if node.get_role() == h.Atspi.Role.LABEL and "may place on" in h.text_of(node):
                return h.text_of(node)
        except Exception:
            continue
    return ""


def type_cell(name):
    for ch in name:
        h.key(ch)


def main():
    data_home = tempfile.mkdtemp(prefix="ft-flipchain-keys-")
    os.makedirs(os.path.join(data_home, "flip-tutor"))
    with open(os.path.join(data_home, "flip-tutor", "flipchain.save"), "w") as f:
        f.write(SAVE)
    proc = h.launch(APP, ["--page", "flipchain"], data_home)
    try:
        run(proc)
    except Exception as error:  # the app went away under AT-SPI: say so
        h.check("the app keeps running", False, repr(error))
    finally:
        h.stop(proc)
        shutil.rmtree(data_home, ignore_errors=True)
    return h.finish()


def is_over(status):
    # "You win: your red loop is closed.", "You lose: Blue closed a loop.", "… a draw."
    return status.startswith(("You win:", "You lose:")) or " wins:" in status or "draw" in status


def my_turn(window):
    status, cells = read_board(window)
    if status.startswith("You (Red) to move") and len(cells) == N_CELLS:
        return status, cells
    if is_over(status):
        return status, cells
    return None


def run(proc):
    global ROOT
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    h.focus_window()
    ROOT = h.wait_for(lambda: safe(find_root, window), 15)
    if not h.check("the board is named for a screen reader", ROOT is not None):
        return
    # The pie rule: you are Blue after Red's d4, and S swaps.
    def blue_waits():
        status, cells = read_board(window)
        return status.startswith("You (Blue) to move") and cells.get("d4", "").startswith("d4, red disc")

    if not h.check("the resumed game waits for You (Blue) after Red's d4",
                   h.wait_for(blue_waits, 15), read_board(window)[0]):
        return
    h.key("s")
    # The swap in the learner's terms: which disc is theirs now.
    swapped = h.wait_for(lambda: log_rows(window, "You swap colours: the red disc is yours, you now play Red, and your opponent Blue."), 4)
    h.check("S swaps as Blue's first move, and says in one sentence what happened to you", bool(swapped),
            announced(window))
    state = h.wait_for(lambda: my_turn(window), 15)
    if not h.check("after the swap you hold the red disc and play Red (the colours changed seats)",
                   state is not None and state[0].startswith("You (Red)") and
                   state[1].get("d4", "").startswith("d4, red disc"),
                   read_board(window)[0]):
        return
    bad = h.unnamed_interactive(window)
    h.check("Flipchain: every interactive element has a name", not bad, "\n".join(bad))

    moves = 0
    arrowed = hinted = undone = False
    names_ok = announced_ok = focus_ok = True
    start = time.time()
    end = start + PLAY_SECONDS
    status, cells = state
    while time.time() < end and not is_over(status):
        if len(cells) != N_CELLS:
            names_ok = h.check(f"move {moves + 1}: all {N_CELLS} cells are named", False,
                               f"{len(cells)} named")
            break
        legal = {c: int(CELL.match(n).group(3)) for c, n in cells.items() if "legal" in n}
        if not legal:
            break
        cell = max(sorted(legal), key=lambda c: legal[c])
        flips = legal[cell]

        # The computer's reply left the focus on the board, where it was.
        if not CELL.match(focused_name(window)):
            focus_ok = h.check(f"move {moves + 1}: after the reply the focus is on a cell", False,
                               focused_name(window))
        type_cell(cell)
        if not h.wait_for(lambda: focused_name(window).startswith(cell + ","), 3):
            names_ok = h.check(f"typing {cell} moves the focus there", False, focused_name(window))
            break
        # Tab leaves the board, Shift+Tab comes back to the same cell.
        h.key("Tab")
        left = h.wait_for(lambda: (lambda n: n is not None and not CELL.match(safe(n.get_name, default="") or ""))
                          (safe(h.focused, window)), 3)
        h.chord("Shift_L", "Tab")
        if not (left and h.wait_for(lambda: focused_name(window).startswith(cell + ","), 3)):
            focus_ok = h.check(f"move {moves + 1}: Tab leaves the board, Shift+Tab comes back to {cell}", False,
                               focused_name(window))
            type_cell(cell)

        if not arrowed:
            before = focused_name(window)
            h.key("Right" if not cell.endswith(("4", "5", "6", "7")) else "Left")
            arrowed = h.check(f"an arrow moves the focus from {cell} to a neighbour",
                              h.wait_for(lambda: focused_name(window) not in ("", before), 3),
                              focused_name(window))
            type_cell(cell)
            h.wait_for(lambda: focused_name(window).startswith(cell + ","), 3)

        if not hinted:
            h.chord("Control_L", "h")
            # The tactics come at once; the expert's choice (which takes the
            # focus to its cell) follows: wait for the whole hint.
            hinted = h.check("Ctrl+H shows a hint that leads with its advice and why, the legal cells last",
                             h.wait_for(lambda: hint_text().startswith("Place on ") and ": " in hint_text(), 20)
                             and "may place on" in hint_text().splitlines()[-1], hint_text())
            type_cell(cell)
            h.wait_for(lambda: focused_name(window).startswith(cell + ","), 3)

        expected = f"Red places on {cell}."
        before = len(log_rows(window, expected))
        h.key("Return")
        # A new row in the log (the computer's reply may be announced
        # after it), in the words that were announced.
        new = h.wait_for(lambda: len(log_rows(window, expected)) > before, 4)
        text = (log_rows(window, expected) or [""])[0] if new else ""
        promised = (f"Flips {flips}:" in text) if flips else ("Flips" not in text)
        if not (text and promised):
            announced_ok = h.check(f"move {moves + 1}: {cell} is announced with its {flips} flips", False,
                                   f"{text!r}; last said {announced(window)!r}; focus {focused_name(window)!r}; "
                                   f"{read_board(window)[0]!r}")
            break
        moves += 1
        print(f"# move {moves} ({cell}) at {time.time() - start:.1f} s")

        state = h.wait_for(lambda: my_turn(window), 10)
        if state is None:
            h.check(f"after move {moves} the computer replies", False, read_board(window)[0])
            return
        status, cells = state

        if not undone and moves == 2 and not is_over(status):
            h.chord("Control_L", "z")
            undone = h.check("Ctrl+Z takes back your move and the reply",
                             h.wait_for(lambda: log_rows(window, "You take back your move and the reply to it"), 4))
            state = h.wait_for(lambda: my_turn(window), 5)
            if state is None:
                return
            status, cells = state

    if names_ok:
        h.check("every cell's name says its cell and what it holds, each turn", moves > 0)
    if announced_ok:
        h.check("each placement is announced with the flips its cell promised", moves > 0)
    h.check(f"the game is played to its end with the keyboard ({moves} moves)",
            is_over(status), status)
    h.check("an arrow, a hint and a take-back were used", arrowed and hinted and undone)
    h.check("at every move the focus was on a cell, and Tab, Shift+Tab came back to it", focus_ok and moves > 0)
    if not is_over(status):
        return

    # A new game from the dialog (Ctrl+N, Return on Start): the same seats,
    # an empty board, you to move.
    h.chord("Control_L", "n")
    dialog = h.wait_for(lambda: new_game_dialog(window), 5)
    h.check("Ctrl+N opens the new-game dialog, the focus on Start", dialog is not None and
            h.wait_for(lambda: (safe(lambda: h.focused(dialog).get_name(), default="") or "") == "Start", 3))
    h.key("Return")

    def fresh():
        status, cells = read_board(window)
        return (len(cells) == N_CELLS and status.startswith(("You (Red) to move", "You (Blue) to move"))
                and sum("disc" in n for n in cells.values()) == (1 if status.startswith("You (Blue)") else 0))

    # The computer, Red, may have placed its first disc.
    h.check("Return starts a new game: an empty board but the computer's first disc, you to move",
            h.wait_for(fresh, 10), read_board(window)[0])
    # Where the focus is after the dialog cannot be read here: without a
    # window manager the window is not made active again when the dialog
    # goes, and AT-SPI says no widget of an inactive window is focused.


def new_game_dialog(window):
    app = safe(window.get_parent)
    for i in range(safe(app.get_child_count, default=0)):
        other = safe(app.get_child_at_index, i)
        if other is not None and safe(other.get_name) == "New Flipchain Game":
            return other
    return None


if __name__ == "__main__":
    sys.exit(main())
