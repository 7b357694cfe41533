#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hi Lo Flip with the keyboard alone, as a screen reader user plays it.

Plays you against a standard computer player (the page's first game) with
synthesized key presses only, until five cards are played, a hint shown
and a play taken back (or the game ends).  It waits on the table, never
on the clock: each turn of the loop waits until what the screen says
changes, so a slow machine makes it slower, not wrong.  Everything the test knows it reads through AT-SPI: the hand's
cards say their number and effect in their accessible names ("41: next
player draws and loses a turn", ", cannot be played now"), the pile says
its top card and the chip its side.  The test works out the legal cards
itself from those (hilo R2) and checks the page agrees, then plays with
digits or arrows and Return, tosses with T, draws with D, starts rounds
with Return, asks for a hint with Ctrl+H and takes a play back with
Ctrl+Z.  It also checks that the page has no unnamed interactive element.

Usage: test-hilo-keyboard.py APP   (TAP output)
"""

import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP = sys.argv[1]
ME = "You"  # the one person, as every game names them
PLAYS = 5
# The loop's turns at most, each a move of yours or the computer's: plenty
# for five plays, a hint and a take-back, and a bound if the table sticks.
MAX_STEPS = 60
# How long one change of the table may take, however loaded the machine.
CHANGE_TIMEOUT = 15
CARD = re.compile(r"^(\d{1,3})(?:: ([^,]+))?(, cannot be played now|, just drawn)?$")


def safe(function, *args, default=None):
    """Calls @function, again if the tree changed under it: the hand is
    rebuilt on every move, and a node that went away mid-walk raises."""
    for _ in range(5):
        try:
            return function(*args)
        except Exception:
            time.sleep(0.1)
    return default


def nodes(window):
    return safe(lambda: list(h.walk(window)), default=[])


def announced(window):
    return safe(h.announced, window, default="")


def read_table(window):
    """The status line, the hand (number, effect, playable) and the pile."""
    status = ""
    hand = []
    top = None
    chip = None
    for node in nodes(window):
        try:
            if not h.showing(node):
                continue
            role = node.get_role()
            name = node.get_name() or ""
        except Exception:
            continue
        if role == h.Atspi.Role.LABEL and not status:
            text = h.text_of(node)
            if text.startswith(ME + ":") or re.match(r"(Round \d+ is over|.* is playing…|.* wins the game|You win the game)", text):
                status = text
        elif role == h.Atspi.Role.PUSH_BUTTON:
            m = CARD.match(name)
            if m:
                hand.append((int(m.group(1)), m.group(2), m.group(3) != ", cannot be played now", name))
        if name.startswith("Top card "):
            top = int(re.match(r"Top card (\d+)", name).group(1))
        elif name == "The pile is empty":
            top = 0
        elif name.startswith("Chip: "):
            chip = "hi" if name.startswith("Chip: Hi") else "lo"
    return status, hand, top, chip


def effect_of(card):
    if card % 10 == 1:
        return "the other player draws and you take another turn"
    if card % 10 == 2:
        return "play another card"
    if card % 10 == 0:
        return "worth 10 points"
    return None


def legal_cards(status, hand, top, chip):
    """hilo R2-R5, worked out from what the screen says."""
    cards = [c for c, _, _, _ in hand]
    if top == 0 or "reset play" in status or "every card of yours can be played" in status:
        return cards
    m = re.search(r"you drew (\d+)", status)
    if m:
        return [int(m.group(1))]
    return [c for c in cards if (c > top if chip == "hi" else c < top)]


def played(window, card):
    """The play of @card is in the announcement or in the log (hilo R2, R3)."""
    # Spoken to you: "You play 7", never "You plays 7".
    pattern = re.compile(rf"You (play|play the drawn card,|start a new pile with) {card}\b")
    if pattern.search(announced(window)):
        return True
    for node in nodes(window):
        try:
            if node.get_role() == h.Atspi.Role.LIST_ITEM and pattern.search(node.get_name() or ""):
                return True
        except Exception:
            continue
    return False


def focused_name(window):
    node = safe(h.focused, window)
    return (node.get_name() or "") if node is not None else ""


def main():
    data_home = tempfile.mkdtemp(prefix="ft-hilo-keys-")
    proc = h.launch(APP, ["--page", "hilo"], data_home)
    try:
        run(proc)
    except Exception as error:  # the app went away under AT-SPI: say so, and why (stop() prints its stderr)
        h.check("the app keeps running", False, repr(error))
    finally:
        h.stop(proc)
    return h.finish()


def pick(window, hand, card):
    """Moves to @card with a digit, or with Right from the ninth card."""
    index = [c for c, _, _, _ in hand].index(card)
    h.key(str(min(index, 8) + 1))
    for _ in range(index - 8):
        h.key("Right")
    return h.wait_for(lambda: CARD.match(focused_name(window)) and
                      int(CARD.match(focused_name(window)).group(1)) == card, CHANGE_TIMEOUT)


def run(proc):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = app.get_child_at_index(0)
    if not h.check("the table says whose turn it is", h.wait_for(lambda: read_table(window)[0], CHANGE_TIMEOUT)):
        return
    h.focus_window()

    bad = h.unnamed_interactive(window)
    h.check("Hi Lo Flip: every interactive element has a name", not bad, "\n".join(bad))

    plays = tosses = draws = rounds = steps = 0
    hinted = undone = named = False
    status = ""
    while steps < MAX_STEPS and not (plays >= PLAYS and hinted and undone):
        steps += 1
        status, hand, top, chip = h.wait_for(lambda: (lambda t: t if t[0] else None)(read_table(window)),
                                             CHANGE_TIMEOUT) or read_table(window)
        if "wins the game" in status or "win the game" in status:
            break
        if re.match(r"Round \d+ is over", status):
            h.key("Return")
            rounds += 1
        elif status.startswith(ME + ":") and hand:
            if not named:
                wrong = [n for c, e, _, n in hand if e != effect_of(c)]
                named = h.check("every card's name says its number and effect", not wrong, "\n".join(wrong))
                if not named:
                    return
            if "Toss the chip (T)" in status:
                h.key("t")
                tosses += 1
            elif "Draw a card (D)" in status:
                h.key("d")
                draws += 1
            else:
                legal = legal_cards(status, hand, top, chip)
                shown = [c for c, _, playable, _ in hand if playable]
                if not h.check(f"play {plays + 1}: the page marks the legal cards on {top} ({chip})",
                               sorted(legal) == sorted(shown), f"{status}\nlegal {legal}, shown {shown}"):
                    return
                if not hinted:
                    h.chord("Control_L", "h")
                    said = h.wait_for(lambda: safe(h.find_text, window, "You may play")
                                      or safe(h.find_text, window, "Play ") or None, 10)
                    hinted = h.check("Ctrl+H shows a hint with the legal cards", said is not None,
                                     announced(window))
                card = legal[0] if chip == "hi" else legal[-1]
                if not h.check(f"play {plays + 1}: digits and arrows reach {card}", pick(window, hand, card),
                               focused_name(window)):
                    return
                h.key("Return")
                if not undone and len(legal) > 1 and effect_of(card) is None and top:
                    # Taken back before the computer moves (its delay is 0.9 s).
                    h.chord("Control_L", "z")
                    back = h.wait_for(lambda: "You take back the last play." in announced(window), CHANGE_TIMEOUT)
                    undone = h.check(f"Ctrl+Z takes back the play of {card}", back, announced(window))
                    if not undone:
                        return
                    continue
                said = h.wait_for(lambda: played(window, card), CHANGE_TIMEOUT)
                if not h.check(f"play {plays + 1}: {card} on {top} ({chip}) is played and announced", said,
                               announced(window)):
                    return
                plays += 1
        # The next turn of the loop when the table has changed: your move
        # taken, or the computer's made.
        if not h.wait_for(lambda: (lambda t: t[0] != status or t[1] != hand)(read_table(window)),
                          CHANGE_TIMEOUT):
            h.check("the table changes after each move", False, f"step {steps}, still: {status}")
            return

    h.check("several turns with the keyboard alone", plays >= PLAYS,
            f"{plays} plays, {tosses} tosses, {draws} draws, {rounds} rounds in {steps} steps; last: {status}")
    h.check("a hint was shown and a play taken back", hinted and undone)


if __name__ == "__main__":
    sys.exit(main())
