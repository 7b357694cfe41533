#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Binary Number Scrabble between two people at one keyboard, keys only.

Ctrl+N opens the new-game dialog, where Tab and Space put a person in the
second seat.  The two players then share the screen: when the screen is
to be handed over, its one button has the focus and Return shows the next
rack.  At every turn the test checks that the square that says it is the
cursor ("…, typing across") has the focus, that Tab goes to the rack and
Shift+Tab comes back to that square, that Space (the direction key) turns
the direction the square says and back, and asks for a hint twice (Ctrl+H):
the headline, then the reasoning, each read through the accessibility tree
(the first sentence under 200 characters, none of the engine's trace
notation).  Each player makes one play found by `flip-tutor-cli scrabble
moves`, typed with the arrows, Space (the direction key) and the tile keys,
checking after it that the focus is on the square past the last tile; the
second play is taken back with Ctrl+Z and played again with Ctrl+Shift+Z.
Then both pass with P until six scoreless turns end the game (R6), which
keeps the final board in view and says who won in one line.  Ctrl+N and
Return start a new game on an empty board.

The games are dealt from a fixed seed (`flip-tutor --seed`), printed at
the start, so that a failure replays: FT_TEST_SEED=N runs it with another.

Usage: test-scrabble-people.py APP CLI   (TAP output)
"""

import importlib
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# The board reader, the Cursor and the command line's moves are the
# keyboard test's (it imports the AT-SPI helpers, and skips without them).
kb = importlib.import_module("test-scrabble-keyboard")
h = kb.h
safe = kb.safe

APP, CLI = sys.argv[1], sys.argv[2]
PLAYS = 2
# The first game's deal (the keyboard test's seed); the new game of Ctrl+N
# is dealt from the next one.
SEED = kb.SEED
OVER = kb.OVER
h.MODIFIER_KEYCODES.setdefault("Shift_L", 50)  # the X keycode of the left Shift


def find_parts(page):
    """Once: the pass screen's stack page and the side panel (the rack's
    box), so that later reads walk a few nodes instead of the window."""
    page.pass_page = page.side = None
    for node in kb.nodes(page.window):
        try:
            if node.get_role() == h.Atspi.Role.PUSH_BUTTON and (node.get_name() or "").startswith("Show "):
                up = node
                while up is not None and up.get_name() != "GtkStackPage":
                    up = up.get_parent()
                page.pass_page = up
                break
        except Exception:
            continue
    page.side = safe(lambda: page.rack.get_parent().get_parent())


def pass_button(page):
    """The pass screen's button, when it has the focus."""
    for node in safe(lambda: list(h.walk(page.pass_page)), default=[]):
        if safe(node.get_role, default=None) == h.Atspi.Role.PUSH_BUTTON and kb.has_focus(node):
            return safe(node.get_name, default="") or "?"
    return ""


def rack_focused(page):
    return any(kb.has_focus(b) for b in page.children(page.rack))


def status_of(page):
    return safe(lambda: h.text_of(page.status), default="")


def take_turn(page, window):
    """Waits for a player's turn: presses the pass screen's button when it
    has the focus.  Returns the status line, or "" after 20 s."""
    end = time.time() + 20
    while time.time() < end:
        status = status_of(page)
        if OVER.match(status):
            return status
        name = pass_button(page)
        if name:
            h.key("Return")
            h.wait_for(lambda: pass_button(page) != name, 3)
            continue
        c = kb.cursor(page)
        if re.match(r"^Player \d:", status) and c and c[3]:
            return status
        time.sleep(0.1)
    return ""


def hint_label(page, start):
    """The hint panel: the label whose text begins with @start."""
    for node in safe(lambda: list(h.walk(page.side)), default=[]):
        try:
            if node.get_role() == h.Atspi.Role.LABEL and h.showing(node):
                text = h.text_of(node)
                if text.startswith(start):
                    return text
        except Exception:
            continue
    return ""


def ask_hints(page, hints):
    """Ctrl+H twice: the headline said alone, then the reasoning."""
    before = page.announced()
    h.chord("Control_L", "h")
    said = h.wait_for(lambda: (lambda now: now if now != before and not now.startswith("Thinking") else "")
                      (page.announced()), 15)
    if not said:
        return False
    hints.append(said)
    shown = hint_label(page, said[:30])
    h.chord("Control_L", "h")
    full = h.wait_for(lambda: (lambda t: t if t and t != shown else "")(hint_label(page, said[:12])), 5)
    hints.append(full or shown)
    return True


def play(page, window, tiles, score, label):
    """Types @tiles from the cursor as it is, Space turning the direction."""
    status, cells, rack = kb.read(page)
    row, col, down, _ = kb.cursor(page)
    cur = kb.Cursor()
    cur.row, cur.col, cur.down = row, col, down
    filled = {rc for rc, m in cells.items() if m.group(3)}
    cur.go_to(tiles[0][0], tiles[0][1])
    cur.toggle(len(tiles) > 1 and tiles[0][1] == tiles[1][1])
    for r, c, tile in tiles:
        cur.go_to(r, c)
        kb.type_tile(tile)
        filled.add((r, c))
        cur.put(filled)
    here = h.wait_for(lambda: (lambda c: c and c[:2] == (cur.row, cur.col) and c[2] == cur.down and c[3])
                      (kb.cursor(page)), 3)
    h.check(f"{label}: after the tiles the focus and the cursor are the square past them, "
            f"{'down' if cur.down else 'across'}", bool(here), str(kb.cursor(page)))
    live = h.wait_for(lambda: f"This play scores {score} point" in page.announced(), 3)
    h.key("Return")
    mine = h.wait_for(lambda: page.logged(rf"^{label} plays .* for {score} points?\."), 5)
    return h.check(f"{label} plays {len(tiles)} tiles for {score} points, announced live and logged",
                   bool(live and mine), page.announced())


def main():
    data_home = tempfile.mkdtemp(prefix="ft-scrabble-people-")
    print(f"# seed {SEED} (FT_TEST_SEED={SEED} replays these games)")
    proc = h.launch(APP, ["--seed", str(SEED), "--page", "scrabble"], data_home)
    try:
        run(proc)
    except Exception as error:  # the app went away under AT-SPI: say so, and why
        h.check("the app keeps running", False, repr(error))
    finally:
        h.stop(proc)
        subprocess.run(["rm", "-rf", data_home])
    return h.finish()


def new_game(app, window, page, seats):
    h.chord("Control_L", "n")
    box = h.dialog_named(app, "New Binary Number Scrabble Game")
    if not h.check("Ctrl+N opens the new-game dialog, the focus on Start",
                   box is not None and h.wait_for(lambda: h.focused_name(box) == "Start", 3)):
        return False
    if seats:
        chosen = h.tab_to(box, "Seat 2: a person")
        h.key("space")
        if not h.check("Tab reaches the second seat, Space makes it a person, Tab goes on to Start",
                       chosen and h.tab_to(box, "Start"), h.focused_name(box)):
            return False
    h.key("Return")
    status = take_turn(page, window)
    empty = all(not m.group(3) for m in kb.read(page)[1].values())
    return h.check("a new game between two people: an empty board, Player 1 to play, the focus on the cursor",
                   status.startswith("Player 1:") and empty, status)


def run(proc):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    h.wait_for(lambda: status_of(kb.Page(window)).startswith("You:"), 15)
    h.focus_window()
    page = kb.Page(window)
    find_parts(page)
    if not h.check("the page's board, rack, log, status and pass screen are found",
                   None not in (page.grid, page.rack, page.log, page.status, page.bar, page.pass_page, page.side)):
        return
    if not new_game(app, window, page, True):
        return

    hints, plays, passes, turns = [], 0, 0, 0
    focus_ok = tab_ok = hinted = direction_ok = True
    undone = redone = False
    start = time.time()
    while turns < 20:
        status = take_turn(page, window)
        if not status or OVER.match(status):
            break
        turns += 1
        label = re.match(r"^(Player \d):", status).group(1)
        c = kb.cursor(page)
        if not (c and c[3]):
            focus_ok = h.check(f"turn {turns}: the cursor's square has the focus", False, str(c))
        h.key("Tab")
        on_rack = h.wait_for(lambda: rack_focused(page), 3)
        h.chord("Shift_L", "Tab")
        back = h.wait_for(lambda: (lambda now: now and now[:3] == c[:3] and now[3])(kb.cursor(page)), 3)
        if not (on_rack and back):
            tab_ok = h.check(f"turn {turns}: Tab goes to the rack, Shift+Tab back to the cursor", False,
                             f"{h.focused_name(window)!r}, cursor {kb.cursor(page)}")
        t0 = time.time()
        # Space, the direction key, turns the cursor's arrow and back.
        h.key("space")
        turned = h.wait_for(lambda: (lambda now: now and now[:2] == c[:2] and now[2] != c[2] and now[3])
                            (kb.cursor(page)), 3)
        h.key("space")
        again = h.wait_for(lambda: (lambda now: now and now[:3] == c[:3] and now[3])(kb.cursor(page)), 3)
        if not (turned and again):
            direction_ok = h.check(f"turn {turns}: Space turns the direction at the cursor, and back", False,
                                   str(kb.cursor(page)))
        if not ask_hints(page, hints):
            hinted = h.check(f"turn {turns}: Ctrl+H says a hint", False, page.announced())
        print(f"# hints in {time.time() - t0:.1f} s")
        tiles = None
        if plays < PLAYS:
            status, cells, rack = kb.read(page)
            tiles, score = kb.best_move(cells, rack)
        if tiles:
            if not play(page, window, tiles, score, label):
                return
            plays += 1
            if plays == PLAYS and not undone:
                # The last play goes back to the rack, and comes again.
                h.chord("Control_L", "z")
                gone = h.wait_for(lambda: (lambda now: all(", empty" in kb.cell_name(now, r, c)
                                                           for r, c, _ in tiles))(kb.read(page)[1]), 5)
                undone = h.check(f"Ctrl+Z takes back {label}'s play: its squares are empty", gone,
                                 page.announced())
                take_turn(page, window)
                h.key("Tab")  # Ctrl+Shift+Z is the window's: from the rack as from the board
                h.chord("Shift_L", "Tab")
                kb.redo_keys()
                back = h.wait_for(lambda: (lambda now: all(f"played by {label}" in kb.cell_name(now, r, c)
                                                           for r, c, _ in tiles))(kb.read(page)[1]), 5)
                redone = h.check("Ctrl+Shift+Z plays it again", back, page.announced())
        else:
            rows = safe(page.log.get_child_count, default=0)
            h.key("p")
            passes += 1
            h.wait_for(lambda: safe(page.log.get_child_count, default=0) > rows
                       or OVER.match(status_of(page)), 5)
        print(f"# turn {turns} ({label}) at {time.time() - start:.1f} s")
        sys.stdout.flush()

    status = status_of(page)
    h.check(f"{plays} plays and {passes} passes end the game (six scoreless turns) in one line",
            OVER.match(status) is not None and plays == PLAYS, status)
    cells = kb.read(page)[1]
    h.check("the final board stays in view", sum(1 for m in cells.values() if m.group(3)) >= 2,
            f"{len(cells)} squares read")
    h.check("at every turn the cursor's square had the focus", focus_ok)
    h.check("at every turn Tab went to the rack and Shift+Tab back to the cursor", tab_ok)
    h.check("at every turn Space turned the direction the cursor's square says, and back", direction_ok)
    h.check("a play was taken back and played again", undone and redone)
    long_first = [x for x in hints if len(h.first_sentence(x)) >= 200]
    h.check(f"each of the {len(hints)} hints' first sentence is under 200 characters",
            hinted and hints and not long_first, "\n".join(long_first))
    traced = [x for x in hints if h.HINT_TRACE.search(x)]
    h.check("no hint holds the engine's trace notation", not traced, "\n".join(traced))
    print("# hints:\n# " + "\n# ".join(x.replace("\n", " / ")[:300] for x in hints[:4]))
    new_game(app, window, page, False)


if __name__ == "__main__":
    sys.exit(main())
