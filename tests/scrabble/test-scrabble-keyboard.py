#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Binary Number Scrabble with the keyboard alone, as a screen reader user plays it.

Plays you against a standard computer player (the page's first game) with
synthesized key presses only.  Everything the test knows it reads through
AT-SPI: the board is a grid of 225 cells named "row 8, column 8, double
word, empty" or "…, tile 1, played by you", the rack's buttons are
named "rack tile 1".  It first checks that an illegal play is refused with
the ruling in words (a lone tile on the empty board, R5) and taken back
with Backspace, asks for a hint with Ctrl+H, then makes a few legal plays
(found by `flip-tutor-cli scrabble moves` on the board and rack it read)
by moving the cursor with the arrows and typing the tiles, takes the first
back with Ctrl+Z (the computer's reply goes with it) and plays it again
with Ctrl+Shift+Z, and then passes with P until the computer ends the game
(R6, R10).  At every turn the focus must be on the cursor's square.  Ctrl+N
and Return then start a new game.

Usage: test-scrabble-keyboard.py APP CLI   (TAP output)
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
ME = "You"  # the one person, as every game names them
# The deal and the computer's plays come from this seed (`flip-tutor --seed`),
# printed at the start so that a failure replays: FT_TEST_SEED=N for another.
SEED = int(os.environ.get("FT_TEST_SEED") or 20231)
PLAYS = 3
GAME_SECONDS = 120
# "H8, double word, empty", "C7, tile 1, played by you"; the cursor's square
# adds the direction tiles go, ", typing across".
CELL = re.compile(r"^([A-O])(\d+)(?:, (?:double|triple) (?:word|letter))?, "
                  r"(?:empty|tile (\S+(?: as \S+)?), (played by .*|put down, not yet played))"
                  r"(?:, typing (?:across|down))?$")
# The game's end in one line: "Computer (standard) wins, 532 to 313.",
# "You win, 400 to 380.", "A shared win at 300."
OVER = re.compile(r"^(.+ wins?, -?\d+ to -?\d+\.|A shared win at -?\d+\.|The game is over)")
ASCII = {"×": "x", "÷": "/"}
KEY_OF = {"0": "0", "1": "1", "=": "=", "+": "+", "-": "-", "x": "x", "/": "/",
          "AND": "a", "OR": "o", "NOT": "n", "XOR": "X"}


safe = h.retry  # calls a function again if the tree changed under it


def nodes(window):
    return safe(lambda: list(h.walk(window)), default=[])


def announced(window):
    return safe(h.announced, window, default="")


class Page:
    """The page's nodes, found once: walking the whole tree on every read
    takes seconds, reading the board's 225 names a fraction of one."""

    def __init__(self, window):
        self.window = window
        self.grid = self.rack = self.log = self.status = self.bar = None
        self.unnamed = []
        for node in nodes(window):
            try:
                role, name = node.get_role(), node.get_name() or ""
                if role in h.INTERACTIVE and not name.strip() and h.showing(node):
                    self.unnamed.append(f"{node.get_role_name()} in '{node.get_parent().get_name()}'")
            except Exception:
                continue
            if role == h.Atspi.Role.TABLE and self.grid is None:
                self.grid = node
            elif name == "Your rack":
                self.rack = node
            elif name == "What happened, newest first":
                self.log = node
            elif role == h.Atspi.Role.STATUS_BAR:
                self.bar = node
            elif role == h.Atspi.Role.LABEL and self.status is None and h.text_of(node).startswith(ME + ":"):
                self.status = node

    def children(self, node):
        return safe(lambda: [node.get_child_at_index(i) for i in range(node.get_child_count())], default=[])

    def announced(self):
        return safe(lambda: self.bar.get_name() or "", default="")

    def logged(self, pattern):
        """@pattern is in the announcement or in the log of moves."""
        if re.search(pattern, self.announced()):
            return True
        return any(re.search(pattern, safe(lambda: row.get_name() or "", default=""))
                   for row in self.children(self.log))


def read(page):
    """The status line, the board's cells {(row, col): match}, the rack."""
    cells = {}
    for node in page.children(page.grid):
        m = CELL.match(safe(lambda: node.get_name() or "", default=""))
        if m:
            cells[(int(m.group(2)), ord(m.group(1)) - ord("A") + 1)] = m
    rack = [name[len("rack tile "):] for name in
            (safe(lambda: b.get_name() or "", default="") for b in page.children(page.rack))
            if name.startswith("rack tile ")]
    status = safe(lambda: h.text_of(page.status), default="")
    return status, cells, rack


def cell_name(cells, row, col):
    m = cells.get((row, col))
    return m.group(0) if m else ""


def board_text(cells):
    lines = []
    for r in range(1, 16):
        row = []
        for c in range(1, 16):
            m = cells.get((r, c))
            tile = m.group(3) if m else None
            if tile is None:
                row.append(".")
            elif tile.startswith("blank as "):
                row.append(ASCII.get(tile[9:], tile[9:]) + "?")
            else:
                row.append(ASCII.get(tile, tile))
        lines.append(" ".join(row))
    return "\n".join(lines) + "\n"


def best_move(cells, rack):
    rack_text = " ".join("?" if t == "blank" else ASCII.get(t, t) for t in rack)
    with tempfile.NamedTemporaryFile("w", suffix=".board", delete=False) as f:
        f.write(board_text(cells))
        path = f.name
    try:
        out = subprocess.run([CLI, "scrabble", "moves", path, rack_text], capture_output=True, text=True,
                             timeout=30).stdout
    finally:
        os.unlink(path)
    for line in out.splitlines():
        m = re.match(r"^\d+ \d+ (across|down): (.*) score (\d+)$", line)
        if m:
            tiles = []
            for word in m.group(2).split():
                rc, tile = re.match(r"^(\d+,\d+)=(.+)$", word).groups()
                r, c = map(int, rc.split(","))
                tiles.append((r, c, tile))
            return tiles, int(m.group(3))
    return None, 0


class Cursor:
    """Where the page's cursor is: it starts on the centre, the arrows move
    it (stopping at the edges) and a tile put down moves it on across past
    the squares that hold tiles (the page's rules), so the test need not
    walk the tree for the focus after every key."""

    def __init__(self):
        self.row, self.col, self.down = 8, 8, False

    def toggle(self, down):
        if down != self.down:
            h.key("space")
            self.down = down

    def go_to(self, row, col):
        for _ in range(abs(row - self.row)):
            h.key("Down" if row > self.row else "Up")
        for _ in range(abs(col - self.col)):
            h.key("Right" if col > self.col else "Left")
        self.row, self.col = row, col

    def put(self, filled):
        dr, dc = (1, 0) if self.down else (0, 1)
        row, col = self.row + dr, self.col + dc
        while row <= 15 and col <= 15 and (row, col) in filled:
            row, col = row + dr, col + dc
        if row <= 15 and col <= 15:
            self.row, self.col = row, col


def has_focus(node):
    return safe(lambda: node.get_state_set().contains(h.Atspi.StateType.FOCUSED), default=False)


def cursor(page):
    """The square that says it is the cursor: (row, col, down, focused)."""
    for node in page.children(page.grid):
        name = safe(lambda: node.get_name() or "", default="")
        m = re.match(r"^([A-O])(\d+), .*, typing (across|down)$", name)
        if m:
            return int(m.group(2)), ord(m.group(1)) - ord("A") + 1, m.group(3) == "down", has_focus(node)
    return None


def focused_cell(window):
    node = safe(h.focused, window)
    m = re.match(r"^([A-O])(\d+), ", (node.get_name() or "") if node is not None else "")
    return (int(m.group(2)), ord(m.group(1)) - ord("A") + 1) if m else None


def type_tile(tile):
    if tile.endswith("?"):
        h.key("?")
        tile = tile[:-1]
    h.key(KEY_OF[tile])


def status_of(page):
    return safe(lambda: h.text_of(page.status), default="")


def my_turn(page):
    """Waits on the status line alone (cheap), then reads the board."""
    h.wait_for(lambda: status_of(page).startswith(ME + ":") or OVER.match(status_of(page)), 15)
    return read(page)


def main():
    data_home = tempfile.mkdtemp(prefix="ft-scrabble-keys-")
    print(f"# seed {SEED} (FT_TEST_SEED={SEED} replays this game)")
    proc = h.launch(APP, ["--seed", str(SEED), "--page", "scrabble"], data_home)
    try:
        run(proc)
    except Exception as error:  # the app went away under AT-SPI: say so, and why
        h.check("the app keeps running", False, repr(error))
    finally:
        h.stop(proc)
        subprocess.run(["rm", "-rf", data_home])
    return h.finish()


def run(proc):
    global T0
    T0 = time.time()
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    time.sleep(1.0)
    h.focus_window()

    page = Page(window)
    h.check("Binary Number Scrabble: every interactive element has a name", not page.unnamed,
            "\n".join(page.unnamed))
    if not h.check("the page's board, rack, log and status are found",
                   None not in (page.grid, page.rack, page.log, page.status, page.bar)):
        return
    status, cells, rack = my_turn(page)
    if not h.check("the board is a grid of 225 named cells, the centre a double word", len(cells) == 225 and
                   cell_name(cells, 8, 8) == "H8, double word, empty, typing across", f"{len(cells)} cells"):
        return
    if not h.check("your turn, with 9 tiles on the rack", status.startswith(ME + ":") and len(rack) == 9,
                   f"{status}\n{rack}"):
        return

    # A lone tile on the empty board is no play (R5): refused in words.
    cur = Cursor()
    cur.go_to(8, 6)
    cur.go_to(8, 8)
    if not h.check("the arrows move the cursor on the board", focused_cell(window) == (8, 8),
                   str(focused_cell(window))):
        return
    # Tab leaves the board for the rack (GNOME's rule: Tab between parts,
    # arrows within one); Shift+Tab comes back to the cursor's square.
    def focused_name():
        node = safe(h.focused, window)
        return (safe(lambda: node.get_name(), default="") or "") if node is not None else ""

    h.MODIFIER_KEYCODES.setdefault("Shift_L", 50)  # the X keycode of the left Shift
    h.key("Tab")
    on_rack = h.wait_for(lambda: focused_name().startswith("rack tile"), 3)
    h.chord("Shift_L", "Tab")
    back = h.wait_for(lambda: focused_cell(window) == (8, 8), 3)
    h.check("Tab goes to the rack, Shift+Tab back to the cursor's square", bool(on_rack and back),
            focused_name())
    # Space, the direction key, shows on the cursor's square (and its name).
    h.key("space")
    down = h.wait_for(lambda: focused_name().endswith("typing down"), 3)
    h.key("space")
    across = h.wait_for(lambda: focused_name().endswith("typing across"), 3)
    h.check("Space turns the direction, which the focused square says", bool(down and across), focused_name())

    lone = next(t for t in rack if t != "blank")
    type_tile(ASCII.get(lone, lone))
    put = h.wait_for(lambda: "put down" in cell_name(read(page)[1], 8, 8), 3)
    h.check(f"typing {lone} puts it on the centre square", put, page.announced())
    cur.put({})
    h.key("Return")
    refused = h.wait_for(lambda: page.announced().startswith("Refused: ") and len(page.announced()) > 20, 3)
    h.check("an illegal play is refused with the ruling in words", refused, page.announced())
    h.key("BackSpace")
    cur.row, cur.col = 8, 8
    back = h.wait_for(lambda: ", empty" in cell_name(read(page)[1], 8, 8), 3)
    h.check("Backspace takes the tile back", back, page.announced())

    print(f"# set up in {time.time() - T0:.1f} s")
    plays = passes = 0
    hinted = undone = False
    focus_ok = True
    start = time.time()
    while time.time() - start < GAME_SECONDS:
        status, cells, rack = my_turn(page)
        if OVER.match(status):
            break
        if not status.startswith(ME + ":"):
            continue
        # After the computer's reply the focus is back on the cursor's
        # square (and the test's cursor is where the page's is).
        now = h.wait_for(lambda: (lambda c: c if c and c[3] else None)(cursor(page)), 3)
        if now is None:
            focus_ok = h.check(f"turn {plays + passes + 1}: the cursor's square has the focus", False,
                               str(cursor(page)))
            now = cursor(page) or (cur.row, cur.col, cur.down, False)
        cur.row, cur.col, cur.down = now[:3]
        tiles = None
        if plays < PLAYS:
            tiles, score = best_move(cells, rack)
        if tiles is None:
            if not hinted and plays == PLAYS:
                # The hint moves the cursor; only passes follow.
                h.chord("Control_L", "h")
                # One sentence first, as a person says it, no trace notation.
                hinted = h.check("Ctrl+H says a hint's headline in words",
                                 h.wait_for(lambda: page.announced().startswith(("Play ", "No equation", "Pass:")),
                                            10)
                                 and not re.search(r"\d+,\d+|step \d|padded to", page.announced()),
                                 page.announced())
            rows = safe(page.log.get_child_count, default=0)
            h.key("p")
            passes += 1
            # The pass and the computer's move are logged.
            h.wait_for(lambda: safe(page.log.get_child_count, default=0) >= rows + 2
                       or OVER.match(status_of(page)), 10)
            continue
        filled = {rc for rc, m in cells.items() if m.group(3)}
        cur.go_to(tiles[0][0], tiles[0][1])
        cur.toggle(len(tiles) > 1 and tiles[0][1] == tiles[1][1])
        for r, c, tile in tiles:
            cur.go_to(r, c)
            type_tile(tile)
            filled.add((r, c))
            cur.put(filled)
        live = h.wait_for(lambda: f"This play scores {score} point" in page.announced(), 3)
        if not h.check(f"play {plays + 1}: the live score is announced: {score}", live,
                       f"{tiles}\n{page.announced()}"):
            return
        h.key("Return")
        mine = h.wait_for(lambda: (lambda now: all("played by you" in cell_name(now, r, c)
                                                   for r, c, _ in tiles))(read(page)[1]), 5)
        said = h.wait_for(lambda: page.logged(rf"You play .* for {score} points?\."), 3)
        if not h.check(f"play {plays + 1}: the tiles are yours on the board, announced with the score {score}",
                       mine and said, page.announced()):
            return
        plays += 1
        if plays == 1:
            undone = undo_redo(page, tiles)

    over = h.wait_for(lambda: OVER.match(status_of(page)), 10)
    print(f"# {time.time() - start:.1f} s of play")
    h.check(f"{plays} plays and {passes} passes by keys, a hint, then the game ends in one line",
            plays == PLAYS and hinted and over, read(page)[0])
    h.check("at every turn the focus was on the cursor's square", focus_ok)
    h.check("Ctrl+Z took back a play with the reply, Ctrl+Shift+Z played it again", undone)
    if not over:
        return

    # A new game from the dialog: Ctrl+N, Return on its Start button.
    h.chord("Control_L", "n")
    h.wait_for(lambda: safe(window.get_parent().get_child_count, default=1) > 1, 5)
    h.key("Return")
    fresh = h.wait_for(lambda: (lambda st, cells, rack: st.startswith(ME + ":") and len(rack) == 9 and
                                all(not m.group(3) for m in cells.values()))(*read(page)), 10)
    h.check("Ctrl+N and Return start a new game: an empty board, your turn", fresh, status_of(page))
    h.check("the new game's cursor, H8 across, has the focus",
            h.wait_for(lambda: cursor(page) == (8, 8, False, True), 3), str(cursor(page)))


def redo_keys():
    """Ctrl+Shift+Z: Control held around the Shift chord."""
    h.MODIFIER_KEYCODES.setdefault("Shift_L", 50)  # the X keycode of the left Shift
    ctrl = h.MODIFIER_KEYCODES["Control_L"]
    h.Atspi.generate_keyboard_event(ctrl, None, h.Atspi.KeySynthType.PRESS)
    h.chord("Shift_L", "z")
    h.Atspi.generate_keyboard_event(ctrl, None, h.Atspi.KeySynthType.RELEASE)


def undo_redo(page, tiles):
    """Ctrl+Z takes back your play with the computer's reply; Ctrl+Shift+Z
    plays it again."""
    # The computer's reply first: then it is your turn again.
    replied = h.wait_for(lambda: status_of(page).startswith(ME + ":") and
                         safe(lambda: page.children(page.log)[0].get_name(), default="").startswith("Computer"), 15)
    rows = [safe(lambda: r.get_name() or "", default="") for r in page.children(page.log)]
    if not h.check("the computer replies to your play", replied, f"{status_of(page)}; log {rows[:2]}"):
        return False
    h.chord("Control_L", "z")
    gone = h.wait_for(lambda: (lambda now: all(", empty" in cell_name(now, r, c) for r, c, _ in tiles))
                      (read(page)[1]), 5)
    said = h.wait_for(lambda: page.logged(r"^You take back your play and the repl(y|ies) to it\."), 3)
    h.check("Ctrl+Z takes back your play and the computer's reply, in words", gone and said,
            f"{page.announced()}; log was {rows[:2]}; now "
            + "; ".join(cell_name(read(page)[1], r, c) for r, c, _ in tiles))
    redo_keys()
    back = h.wait_for(lambda: (lambda now: all("played by you" in cell_name(now, r, c) for r, c, _ in tiles))
                      (read(page)[1]), 5)
    h.check("Ctrl+Shift+Z plays it again", back, page.announced())
    return bool(gone and said and back)


if __name__ == "__main__":
    sys.exit(main())
