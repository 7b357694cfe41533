#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Focus and names over AT-SPI, as a keyboard and a screen reader meet
them (issue 23, "Focus always seen, names said once"):

1. Tab never stops on an unnamed pane or scroller, nor on a list row whose
   control is the next stop, on any page: the home page, every game, the
   workbench, the dice statistics and practice.
2. Every new-game dialog and the preferences say each control once: a
   switch is one Tab stop, named by its title ("Pie rule", not "Pie rule"
   twice) and described by its explanation; the zoom is named "Zoom"; a
   choice of the preferences is one Tab stop, Up and Down within it.
3. F5 on the home page keeps the focus on the entry it was on.
4. Escape on the dice game's statistics view returns to the game.
5. Practice starts on "Start today's session", also when opened again.

Usage: test-focus.py APP   (TAP output)
"""

import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP = sys.argv[1]
Role = h.Atspi.Role

PAGES = [
    ("flipbits", "FLIP BITS"),
    ("hilo", "Hi Lo Flip"),
    ("dice", "FLIP (dice)"),
    ("scrabble", "Binary Number Scrabble"),
    ("flipchain", "Flipchain"),
    ("equation-workbench", "Equation Workbench"),
    ("dice-stats", "FLIP (dice): Statistics"),
    ("practice", "Practice"),
]
GAMES = ["flipbits", "hilo", "dice", "scrabble", "flipchain"]
# What is never a Tab stop: panes and fillers a screen reader cannot name.
PANES = {Role.SCROLL_PANE, Role.FILLER, Role.VIEWPORT, Role.LIST_BOX, Role.LIST}


def stop_of(root):
    """(role, name, description) of what has the focus in @root."""
    node = h.retry(h.focused, root)
    if node is None:
        return (None, "", "")
    return (h.retry(node.get_role, default=None), h.retry(node.get_name, default="") or "",
            h.retry(node.get_description, default="") or "")


def tab_round(root, limit=40):
    """The Tab stops of @root, once round (or @limit of them)."""
    stops = [stop_of(root)]
    for _ in range(limit):
        h.key("Tab")
        stop = stop_of(root)
        if stop == stops[0]:
            break
        stops.append(stop)
    return stops


def show(stop):
    role, name, desc = stop
    role_name = h.Atspi.role_get_name(role) if role is not None else "nothing"
    return f"{role_name} '{name[:80]}'" + (f" (description '{desc[:60]}')" if desc else "")


def pane_stops(stops):
    return [show(s) for s in stops if s[0] in PANES or (s[0] is not None and not s[1].strip())]


def said_twice(stops):
    """A stop that says the name the stop before it said (a row, then its
    switch), or a description that repeats the name."""
    bad = []
    for before, stop in zip(stops, stops[1:]):
        if stop[1] and stop[1] == before[1]:
            bad.append(f"{show(before)}, then {show(stop)}")
    bad += [show(s) for s in stops if s[1] and s[2] == s[1]]
    return bad


def other_window(app, window):
    for i in range(h.retry(app.get_child_count, default=0)):
        child = h.retry(app.get_child_at_index, i)
        if child is not None and h.retry(child.get_name) != h.retry(window.get_name) and h.showing(child):
            return child
    return None


def controls_said_once(where, box):
    stops = tab_round(box)
    h.check(f"{where}: Tab walks the controls", len(stops) > 2, "\n".join(map(show, stops)))
    rows = [show(s) for s in stops if s[0] == Role.LIST_ITEM]
    h.check(f"{where}: no row is a Tab stop before its own control", not rows, "\n".join(rows))
    bad = said_twice(stops)
    h.check(f"{where}: each control is said once", not bad, "\n".join(bad))
    switches = [s for s in stops if s[0] == Role.CHECK_BOX]
    bad = pane_stops(stops)
    h.check(f"{where}: no Tab stop is unnamed", not bad, "\n".join(bad))
    return stops, switches


def new_game_dialogs(app, window, env):
    for game in GAMES:
        subprocess.run([APP, "--page", game], env=env, timeout=30, stdout=subprocess.DEVNULL)
        h.wait_for(lambda: window.get_name() != "Flip Tutor", 5)
        time.sleep(0.5)
        h.focus_window()
        h.chord("Control_L", "n")
        box = h.wait_for(lambda: other_window(app, window), 5)
        if not h.check(f"{game}: Ctrl+N opens the new-game dialog", box is not None):
            continue
        time.sleep(0.3)
        stops, switches = controls_said_once(f"{game}'s new-game dialog", box)
        if game in ("flipbits", "scrabble", "flipchain"):
            h.check(f"{game}'s new-game dialog: each switch is described by its explanation",
                    switches and all(s[2] and s[2] != s[1] for s in switches),
                    "\n".join(map(show, switches)) or "no switch")
        h.key("Escape")
        h.wait_for(lambda: h.retry(app.get_child_count, default=2) == 1, 5)


def preferences(app, window):
    h.focus_window()
    h.chord("Control_L", "comma")
    prefs = h.wait_for(lambda: other_window(app, window), 5)
    if not h.check("Ctrl+comma opens the preferences", prefs is not None):
        return
    time.sleep(0.3)
    stops, _ = controls_said_once("preferences", prefs)
    zoom = [s for s in stops if s[0] == Role.SPIN_BUTTON]
    h.check("preferences: the zoom is named \"Zoom\"", [s[1] for s in zoom] == ["Zoom"],
            "\n".join(map(show, zoom)))
    # A choice is one Tab stop, its chosen option; Down and Up move the
    # choice within it, so that every option can be reached.
    if h.check("preferences: Tab reaches the style choice, on Follow System",
               h.tab_to(prefs, "Follow System"), show(stop_of(prefs))):
        h.key("Down")
        light = h.wait_for(lambda: stop_of(prefs)[1] == "Light", 3)
        node = h.retry(h.focused, prefs)
        h.check("Down moves the choice to Light", light and node is not None and
                node.get_state_set().contains(h.Atspi.StateType.CHECKED), show(stop_of(prefs)))
        h.key("Up")
        h.check("Up moves it back to Follow System",
                h.wait_for(lambda: stop_of(prefs)[1] == "Follow System", 3), show(stop_of(prefs)))
    h.key("Escape")
    h.wait_for(lambda: h.retry(app.get_child_count, default=2) == 1, 5)


def home_f5(window):
    h.focus_window()
    for _ in range(4):
        h.key("Tab")
    before = stop_of(window)
    h.check("home: Tab reaches an entry", before[0] in (Role.LIST_ITEM, Role.TABLE_CELL), show(before))
    h.key("F5")
    after = h.wait_for(lambda: (lambda s: s if s[0] == Role.TABLE_CELL else None)(stop_of(window)), 5)
    h.check("F5 on home keeps the focus on the entry (its tile)", after and after[1] == before[1],
            show(after or stop_of(window)))
    h.key("F5")
    back = h.wait_for(lambda: (lambda s: s if s[0] == Role.LIST_ITEM else None)(stop_of(window)), 5)
    h.check("F5 again keeps it there (its row)", back and back[1] == before[1],
            show(back or stop_of(window)))


def pages_tab(window, env):
    h.focus_window()
    stops = tab_round(window, 80)
    bad = pane_stops(stops)
    h.check("home: Tab never stops on an unnamed pane", not bad, "\n".join(bad))
    for page, title in PAGES:
        subprocess.run([APP, "--page", page], env=env, timeout=30, stdout=subprocess.DEVNULL)
        if not h.check(f"--page {page} opens {title}", h.wait_for(lambda: window.get_name() == title, 5),
                       window.get_name()):
            continue
        time.sleep(0.5)
        h.focus_window()
        stops = tab_round(window, 30)
        bad = pane_stops(stops)
        h.check(f"{title}: Tab never stops on an unnamed pane or scroller", not bad,
                "\n".join(bad) + "\nstops: " + " | ".join(map(show, stops)))


def dice_statistics(window, env):
    subprocess.run([APP, "--page", "dice"], env=env, timeout=30, stdout=subprocess.DEVNULL)
    h.wait_for(lambda: window.get_name() == "FLIP (dice)", 5)
    time.sleep(0.5)
    h.focus_window()
    game_stop = stop_of(window)
    h.key("s")
    # A stack keeps its hidden views VISIBLE over AT-SPI: where the focus
    # is tells which view shows.
    shown = h.wait_for(lambda: stop_of(window) != game_stop and stop_of(window)[0] is not None, 5)
    if not h.check("s on the dice game shows the statistics, focused", shown,
                   f"{show(game_stop)} -> {show(stop_of(window))}"):
        return
    h.key("Escape")
    back = h.wait_for(lambda: stop_of(window) == game_stop, 5)
    h.check("Escape on the statistics returns to the game, on the die it was on",
            back and window.get_name() == "FLIP (dice)", f"{window.get_name()}: {show(stop_of(window))}")


def practice(window, env):
    for when in ("opened", "opened again"):
        if when == "opened again":
            subprocess.run([APP, "--page", "flipbits"], env=env, timeout=30, stdout=subprocess.DEVNULL)
            h.wait_for(lambda: window.get_name() == "FLIP BITS", 5)
        subprocess.run([APP, "--page", "practice"], env=env, timeout=30, stdout=subprocess.DEVNULL)
        h.wait_for(lambda: window.get_name() == "Practice", 5)
        got = h.wait_for(lambda: stop_of(window)[1] == "Start today's session", 5)
        h.check(f"practice {when}: the focus starts on \"Start today's session\"", got,
                show(stop_of(window)))


def main():
    data_home = tempfile.mkdtemp(prefix="ft-focus-")
    env = h.app_env(data_home)
    proc = h.launch(APP, [], data_home)
    try:
        app = h.find_app(proc.pid)
        if not h.check("the app appears", app is not None):
            return h.finish()
        window = app.get_child_at_index(0)
        time.sleep(0.8)
        home_f5(window)
        pages_tab(window, env)
        new_game_dialogs(app, window, env)
        preferences(app, window)
        dice_statistics(window, env)
        practice(window, env)
    finally:
        h.stop(proc)
    return h.finish()


if __name__ == "__main__":
    sys.exit(main())
