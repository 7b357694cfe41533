#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Flipchain between two people at one keyboard, to the end, keys only.

Ctrl+N opens the new-game dialog, where Tab and Space choose the smallest
board (side 3) and a person in the second seat.  Then the two players take
turns: before every move the player asks for a hint (Ctrl+H), which the
test reads through the accessibility tree like every hint of the game (its
first sentence under 200 characters, none of the command line's notation);
the hint takes the focus to the cell it advises, Tab leaves the board and
Shift+Tab comes back to that very cell, Return places there, and the focus
stays on the cell just played.  After the second move Ctrl+Z takes it back
(one move: two people share the keyboard) and the same player places again.
When a loop closes the game says who won in words and the loop's cells say
so; Ctrl+N and Return start a new game on an empty board with the focus on
it.

Usage: test-flipchain-people.py APP   (TAP output)
"""

import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP = sys.argv[1]
SIDE = 3
N_CELLS = 3 * SIDE * (SIDE - 1) + 1
MAX_MOVES = N_CELLS + 2
CELL = re.compile(r"^([a-s]\d{1,2}), (red disc|blue disc|empty, legal, flips (\d+)|empty)"
                  r"(, in the winning loop)?(, last move|, just flipped)?$")
h.MODIFIER_KEYCODES.setdefault("Shift_L", 50)  # the X keycode of the left Shift


class Page:
    """The page's parts, found once: the board's table, the box around the
    status line, the board and the side panel."""

    def __init__(self, window):
        self.window = window
        self.board = self.root = None
        for node in h.retry(lambda: list(h.walk(window)), default=[]):
            try:
                if node.get_name() == "Flipchain board":
                    self.board = node
                    root = node
                    for _ in range(4):
                        root = root.get_parent()
                    self.root = root
                    return
            except Exception:
                continue

    def nodes(self):
        return h.retry(lambda: list(h.walk(self.root)), default=[])

    def cells(self):
        """{name: accessible name} of every cell, and the focused cell's name."""
        cells, focus = {}, None
        for i in range(h.retry(self.board.get_child_count, default=0)):
            node = h.retry(self.board.get_child_at_index, i)
            name = h.retry(lambda: node.get_name() or "", default="")
            match = CELL.match(name)
            if match:
                cells[match.group(1)] = name
                if h.retry(lambda: node.get_state_set().contains(h.Atspi.StateType.FOCUSED), default=False):
                    focus = match.group(1)
        return cells, focus

    def status(self):
        for node in self.nodes():
            try:
                if node.get_role() == h.Atspi.Role.LABEL and h.showing(node):
                    text = h.text_of(node)
                    if re.match(r"^(Player \d \((Red|Blue)\) (to move|wins)|The board is full)", text):
                        return text
            except Exception:
                continue
        return ""

    def labels(self, predicate):
        found = []
        for node in self.nodes():
            try:
                if node.get_role() in (h.Atspi.Role.LABEL, h.Atspi.Role.LIST_ITEM) and h.showing(node):
                    text = h.text_of(node) if node.get_role() == h.Atspi.Role.LABEL else node.get_name() or ""
                    if predicate(text):
                        found.append(text)
            except Exception:
                continue
        return found

    def hint(self):
        """The hint panel's text, once the expert's choice is in it."""
        texts = self.labels(lambda t: t.startswith("Place on ") and "may place on" in t)
        return texts[0] if texts else ""

    def logged(self, text):
        return bool(self.labels(lambda t: t.startswith(text)))


def off_board(window):
    """The focus is somewhere, and not on a cell: the role of what has it."""
    node = h.retry(h.focused, window)
    if node is None or CELL.match(h.retry(lambda: node.get_name() or "", default="")):
        return ""
    return h.retry(node.get_role_name, default="") or "?"


def type_cell(name):
    for ch in name:
        h.key(ch)


def main():
    data_home = tempfile.mkdtemp(prefix="ft-flipchain-people-")
    proc = h.launch(APP, ["--page", "flipchain"], data_home)
    try:
        run(proc)
    except Exception as error:  # the app went away under AT-SPI: say so
        h.check("the app keeps running", False, repr(error))
    finally:
        h.stop(proc)
    return h.finish()


def new_game(app, page, seats):
    """Ctrl+N, and in the dialog (by Tab and Space) side 3 and, with
    @seats, a person in the second seat; Start."""
    h.chord("Control_L", "n")
    window = h.dialog_named(app, "New Flipchain Game")
    if not h.check("Ctrl+N opens the new-game dialog, the focus on Start",
                   window is not None and h.wait_for(lambda: h.focused_name(window) == "Start", 3),
                   h.focused_name(window) if window else "no dialog"):
        return False
    if seats:
        chosen = h.tab_to(window, "a board of side 3")
        h.key("space")
        chosen = chosen and h.tab_to(window, "Seat 2: a person")
        h.key("space")
        if not h.check("Tab reaches the board side and the second seat, Space chooses them",
                       chosen and h.tab_to(window, "Start"), h.focused_name(window)):
            return False
    h.key("Return")
    started = h.wait_for(lambda: page.status().startswith("Player 1 (Red) to move")
                         and len(page.cells()[0]) == N_CELLS
                         and all(n.endswith("empty") or "legal" in n for n in page.cells()[0].values()), 10)
    return h.check(f"a new game between two people on side {SIDE}: an empty board, Player 1 (Red) to move",
                   started, page.status())


def run(proc):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    h.focus_window()
    page = h.wait_for(lambda: (lambda p: p if p.board is not None else None)(Page(window)), 15)
    if not h.check("the board is named for a screen reader", page is not None):
        return
    if not new_game(app, page, True):
        return

    hints, moves, undone = [], 0, False
    focus_ok = tab_ok = True
    status = page.status()
    start = time.time()
    while moves < MAX_MOVES and " wins: " not in status and "a draw" not in status:
        mover = re.match(r"^Player (\d) \((Red|Blue)\)", status)
        if not h.check(f"move {moves + 1}: the status says which player moves", mover is not None, status):
            return
        colour = mover.group(2)
        h.chord("Control_L", "h")
        hint = h.wait_for(page.hint, 20)
        hints.append(hint)
        cell = re.match(r"^Place on ([a-s]\d{1,2})", hint)
        if not h.check(f"move {moves + 1}: Ctrl+H gives a hint that names a cell", cell is not None, hint):
            return
        cell = cell.group(1)
        # The hint takes the focus to its cell; Tab leaves the board and
        # Shift+Tab comes back to the same cell.
        if not h.wait_for(lambda: page.cells()[1] == cell, 3):
            focus_ok = h.check(f"move {moves + 1}: the hint takes the focus to {cell}", False,
                               f"focus on {h.focused_name(window)!r}")
            type_cell(cell)
        h.key("Tab")
        left = h.wait_for(lambda: off_board(window), 3)
        h.chord("Shift_L", "Tab")
        back = h.wait_for(lambda: page.cells()[1] == cell, 3)
        if not (left and back):
            tab_ok = h.check(f"move {moves + 1}: Tab leaves the board and Shift+Tab comes back to {cell}",
                             False, f"left: {left!r}; focus now {h.focused_name(window)!r}")
            type_cell(cell)
        h.key("Return")
        placed = h.wait_for(lambda: page.logged(f"{colour} places on {cell}"), 5)
        if not h.check(f"move {moves + 1}: {colour} places on {cell}, in the log", placed,
                       h.announced(window)):
            return
        if not h.wait_for(lambda: page.cells()[1] == cell, 3):
            focus_ok = h.check(f"move {moves + 1}: the focus stays on {cell}", False, h.focused_name(window))
        moves += 1
        status = h.wait_for(lambda: (lambda s: s if s and not s.startswith(mover.group(0) + " to move") else "")
                            (page.status()), 5) or page.status()

        if moves == 2 and not undone:
            h.chord("Control_L", "z")
            took = h.wait_for(lambda: page.logged(f"{colour} takes back the last move")
                              and page.cells()[0].get(cell, "").startswith(f"{cell}, empty"), 5)
            undone = h.check("Ctrl+Z takes back the last move only, in words, and empties its cell", took,
                             h.announced(window))
            moves -= 1
            status = h.wait_for(lambda: (lambda s: s if s.startswith(mover.group(0)) else "")(page.status()), 5)
        print(f"# move {moves} ({colour} on {cell}) at {time.time() - start:.1f} s")

    h.check(f"the game is played to its end ({moves} moves): the status says who won",
            re.match(r"^Player \d \((Red|Blue)\) wins: (Red|Blue) closed a loop\.$", status) is not None
            or "a draw" in status, status)
    cells, _ = page.cells()
    if "wins" in status:
        h.check("the winning loop's cells say so", sum(", in the winning loop" in n for n in cells.values()) >= 6,
                "\n".join(cells.values()))
    h.check("the focus and the cursor were the same cell at every move", focus_ok)
    h.check("Tab and Shift+Tab left the board and came back at every move", tab_ok)

    long_first = [x for x in hints if len(h.first_sentence(x)) >= 200]
    h.check(f"each of the {len(hints)} hints' first sentence is under 200 characters", not long_first,
            "\n".join(long_first))
    traced = [x for x in hints if h.HINT_TRACE.search(x)]
    h.check("no hint holds the engine's trace notation", not traced, "\n".join(traced))

    # A new game: Ctrl+N, Return on Start (the dialog keeps the seats).
    if new_game(app, page, False):
        h.check("after the new game the focus is on the board",
                h.wait_for(lambda: page.cells()[1] is not None, 3), h.focused_name(window))


if __name__ == "__main__":
    sys.exit(main())
