#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Accessibility test over AT-SPI, as a screen reader sees the app.

1. Walks the accessible tree of the home page, the lesson and the
   preferences window and fails on any interactive element without a name.
2. Completes the "Bits and hexadecimal" lesson with keyboard events only
   (Tab, arrows, digits, letters, Return), reading the feedback back through
   AT-SPI after every answer, including deliberately wrong ones.
3. Opens every page in turn in the same app (home, the five games, the
   workbench, the dice statistics, a lesson step, practice, preferences,
   help) and fails on any name said twice (a name that is "X X", a
   description equal to its name, a child's name repeated in its parent's)
   and on a ruling's code ("R8") or internal notation ("FLIP:0001,ROTL") in
   a name, a description or a label; before the app starts, the same for
   every translatable string, lesson and help file.
4. Focus is never lost: each page focuses a control when it opens, Back
   focuses the row that was opened, the help starts on its Close button
   and closing it gives the focus back, a wrong bits answer goes back to
   the first bit, Tab walks Hi Lo's hand left to right (a saved hand with
   lifted playable cards), log lines are no Tab stops, the new-game dialog
   focuses Start and remembers the player count across a reopened page.
5. Speech: a hint is one sentence first and in full when asked again; the
   workbench reads back each typed tile and judges only a complete line.

Usage: test-a11y.py APP LESSON-FILE   (TAP output)
"""

import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)

APP, LESSON_FILE = sys.argv[1], sys.argv[2]

# The pages a second launch opens in the running window (--page), with the
# window title each shows.
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


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRANSLATABLE = re.compile(r'\b(?:N_|_|C_)\s*\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)')


def strings_in_words():
    """Before the app starts: no translatable string of the sources and
    .ui files, and no lesson or help file, holds a ruling's code or the
    model's notation (a screen shows only what a learner may read)."""
    bad = []
    for path in sorted(glob.glob(os.path.join(ROOT, "src", "**", "*.c"), recursive=True)):
        if os.sep + "cli" + os.sep in path:
            continue
        with open(path, encoding="utf-8") as f:
            source = f.read()
        for match in TRANSLATABLE.finditer(source):
            text = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(1)))
            if h.RULING_CODE.search(text) or h.INTERNAL_NOTATION.search(text):
                bad.append(f"{os.path.relpath(path, ROOT)}: {text[:100]}")
    files = glob.glob(os.path.join(ROOT, "src", "**", "*.ui"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "src", "lessons", "data", "*.lesson"))
    files += glob.glob(os.path.join(ROOT, "help", "*.help"))
    for path in sorted(files):
        with open(path, encoding="utf-8") as f:
            text = re.sub(r"<!--.*?-->", "", f.read(), flags=re.S)
        for line in text.splitlines():
            if h.RULING_CODE.search(line):
                bad.append(f"{os.path.relpath(path, ROOT)}: {line.strip()[:100]}")
    h.check("no string a learner may read holds a ruling's code or internal notation", not bad,
            "\n".join(bad))


# A Hi Lo game to resume: the chip on Hi over 50, so the hand's three
# highest cards may be played (and are lifted) and the four lowest not.
HILO_SAVE = """[hilo-save]
version=1
seats=person;standard;
names=You;Computer;
state=hilo/1 players:2 round:1 chip:hi phase:play current:1 top:2 \
hands:13,24,35,46,57,68,79/14,25,36,47,58,69,75 pile:50 draw:rest
"""


def main():
    strings_in_words()
    data_home = tempfile.mkdtemp(prefix="ft-a11y-")
    os.makedirs(os.path.join(data_home, "flip-tutor"))
    with open(os.path.join(data_home, "flip-tutor", "hilo.save"), "w", encoding="utf-8") as f:
        f.write(HILO_SAVE)
    proc = h.launch(APP, [], data_home)
    try:
        run(proc, data_home)
    finally:
        h.stop(proc)
    return h.finish()


def run(proc, data_home):
    app = h.find_app(proc.pid)
    if not h.check("the app appears on the accessibility bus", app is not None):
        return
    window = h.wait_for(lambda: app.get_child_at_index(0) if app.get_child_count() else None)
    time.sleep(1.0)
    h.focus_window()

    bad = h.unnamed_interactive(window)
    h.check("home page: every interactive element has a name", not bad, "\n".join(bad))
    seen = set()
    said_once("home page", window, seen)

    # Tab to the lesson's row and open it.
    opened = False
    for _ in range(12):
        h.key("Tab")
        node = h.focused(window)
        if node is not None and "Bits and hexadecimal" in (node.get_name() or ""):
            h.key("Return")
            opened = h.wait_for(lambda: h.find_text(window, "Step "), 3)
            break
    if not h.check("Tab reaches the lesson and Return opens it", bool(opened)):
        return

    said_once("a lesson step", window, seen)
    first = h.focused(window)
    h.check("the lesson gives focus to its first control when it opens",
            first is not None and first.get_role() in h.INTERACTIVE, first and first.get_name())
    steps = h.lesson_steps(LESSON_FILE)
    if not h.play_lesson(window, LESSON_FILE, walk_each_kind=True):
        return

    progress = os.path.join(data_home, "flip-tutor", "progress.json")
    try:
        with open(progress, encoding="utf-8") as f:
            lesson = json.load(f)["lessons"]["bits-and-hex"]
        h.check("progress records every step", len(lesson["completed"]) == len(steps), lesson)
    except (OSError, KeyError, ValueError) as error:
        h.check("progress records every step", False, error)

    # Back home with Alt+Left, then the preferences with Ctrl+comma.
    h.chord("Alt_L", "Left")
    # The home page's labels are there, hidden, under every page: the
    # window's title tells which page shows.
    back = h.wait_for(lambda: h.retry(window.get_name) == "Flip Tutor", 3)
    h.check("Alt+Left goes back to the home page", back, h.retry(window.get_name))
    row = h.wait_for(lambda: focused_name(window).startswith("Bits and hexadecimal"), 3)
    h.check("Back returns focus to the row that was opened", row, focused_name(window))
    # The lesson's end is a page its stack always holds (AT-SPI calls it
    # visible when hidden): that the lesson was completed, the row says.
    h.check("the row says the lesson is completed", focused_name(window).endswith("Completed."),
            focused_name(window))

    # F1 opens the help for the page; Escape closes it.
    h.key("F1")
    help_window = h.wait_for(lambda: next((app.get_child_at_index(i) for i in range(1, app.get_child_count())
                                           if app.get_child_at_index(i).get_name() == "Flip Tutor"), None), 3)
    if h.check("F1 opens the help", help_window is not None):
        bad = h.unnamed_interactive(help_window)
        h.check("help: every interactive element has a name", not bad, "\n".join(bad))
        said_once("help", help_window, seen)
        close = h.wait_for(lambda: focused_name(help_window) == "Close", 3)
        h.check("the help's focus is on its Close button", close, focused_name(help_window))
        h.key("Escape")
        back = h.wait_for(lambda: focused_name(window).startswith("Bits and hexadecimal"), 3)
        h.check("closing the help returns focus to where it was", back, focused_name(window))

    h.chord("Control_L", "comma")
    prefs = h.wait_for(lambda: next((app.get_child_at_index(i) for i in range(app.get_child_count())
                                   if app.get_child_at_index(i).get_name() == "Preferences"), None), 3)
    if h.check("Ctrl+comma opens the preferences", prefs is not None):
        time.sleep(0.5)
        bad = h.unnamed_interactive(prefs)
        h.check("preferences: every interactive element has a name", not bad, "\n".join(bad))
        said_once("preferences", prefs, seen)
        h.key("Escape")
        time.sleep(0.3)

    walk_pages(window, data_home, seen)


def focused_name(root):
    node = h.focused(root)
    return (node.get_name() or "") if node is not None else ""


def said_once(where, root, seen, skip=()):
    bad = h.names_said_once(root, seen, skip)
    h.check(f"{where}: every name is said once, in words", not bad, "\n".join(bad))


def walk_pages(window, data_home, seen):
    """Each page in turn, opened in the running window by a second launch."""
    env = h.app_env(data_home)
    for page, title in PAGES:
        subprocess.run([APP, "--page", page], env=env, timeout=30, stdout=subprocess.DEVNULL)
        opened = h.wait_for(lambda: window.get_name() == title, 5)
        if not h.check(f"--page {page} opens {title}", opened, window.get_name()):
            continue
        time.sleep(0.5)
        h.check(f"{title} gives focus to a control when it opens", h.focused(window) is not None)
        if page == "hilo":
            hilo_focus(window)
            # A hint is said as one short sentence first, in full when
            # asked again; its words are checked below too.
            h.focus_window()
            h.chord("Control_L", "h")
            said = h.wait_for(lambda: "again to hear more" in h.announced(window) and h.announced(window), 10)
            h.check("a hint is announced as one short sentence first",
                    said and said.count(". ") == 1, said or h.announced(window))
            h.chord("Control_L", "h")
            more = h.wait_for(lambda: "again to hear more" not in h.announced(window) and h.announced(window), 5)
            h.check("asked again, the hint is said in full", more and len(more) > len(said or ""), more)
        said_once(f"{title}", window, seen, skip=("FtHomePage",))
        if page == "hilo":
            log_rows_no_stops(window)
            new_game_dialog(window, env)
        if page == "equation-workbench":
            workbench_speech(window)


def log_rows_no_stops(window):
    log = find_named(window, h.Atspi.Role.LIST, "What happened, newest first")
    rows = [log.get_child_at_index(i) for i in range(log.get_child_count())] if log else []
    stops = [r.get_name() for r in rows if r.get_state_set().contains(h.Atspi.StateType.FOCUSABLE)]
    h.check("the log's lines are no Tab stops", rows and not stops, stops or "no log rows")


def workbench_speech(window):
    """Each typed tile is read back; the verdict waits for a complete line."""
    h.focus_window()
    heard = []
    for tile in "1=1":
        h.key(tile)
        heard.append(h.wait_for(lambda: h.announced(window) == tile and tile, 2) or h.announced(window))
    h.check("the workbench reads back each typed tile", heard == ["1", "=", "1"], heard)
    verdict = h.wait_for(lambda: h.announced(window).startswith("Valid equation") and h.announced(window), 4)
    h.check("the workbench announces the verdict once the line is complete", verdict, h.announced(window))


def hand(window):
    """Hi Lo's hand: the buttons named by a card's number."""
    cards = []
    for node in h.walk(window):
        try:
            if node.get_role() == h.Atspi.Role.PUSH_BUTTON and h.showing(node) \
                    and re.match(r"\d+(:|,|$)", node.get_name() or ""):
                cards.append(node)
        except Exception:
            continue
    return cards


def hilo_focus(window):
    """Tab walks Hi Lo's hand left to right, lifted (playable) cards or not."""
    def mixed():
        names = [c.get_name() for c in hand(window)]
        unplayable = [n for n in names if "cannot be played now" in n]
        return names if unplayable and len(unplayable) < len(names) else None

    names = h.wait_for(mixed, 5)
    if not h.check("Hi Lo: the resumed hand holds playable and unplayable cards", names, names):
        return
    h.focus_window()
    for _ in range(len(names)):
        h.key("Left")
    order = [focused_name(window)]
    for _ in range(len(names) - 1):
        h.key("Tab")
        order.append(focused_name(window))
    numbers = [int(re.match(r"\d+", n).group()) if re.match(r"\d+", n) else -1 for n in order]
    h.check("Hi Lo: Tab visits the hand left to right", numbers == sorted(int(re.match(r"\d+", n).group())
                                                                            for n in names), order)


def find_named(root, role, name):
    for node in h.walk(root):
        try:
            if node.get_role() == role and node.get_name() == name and h.showing(node):
                return node
        except Exception:
            continue
    return None


def new_game_dialog(window, env):
    """The new-game dialog focuses Start and remembers the player count,
    even when the page was closed and opened again."""
    app = window.get_parent()

    def dialog():
        for i in range(app.get_child_count()):
            child = app.get_child_at_index(i)
            if child is not None and child.get_name() != window.get_name() and h.showing(child) \
                    and find_named(child, h.Atspi.Role.PUSH_BUTTON, "Start"):
                return child
        return None

    h.focus_window()
    h.chord("Control_L", "n")
    box = h.wait_for(dialog, 3)
    if not h.check("Ctrl+N opens the new-game dialog", box is not None):
        return
    h.check("the new-game dialog focuses its default button",
            h.wait_for(lambda: focused_name(box) == "Start", 3), focused_name(box))
    three = find_named(box, h.Atspi.Role.PUSH_BUTTON, "3 players")
    if not h.check("the dialog offers 3 players", three is not None):
        return
    three.do_action(0)
    find_named(box, h.Atspi.Role.PUSH_BUTTON, "Start").do_action(0)
    # Only the number of windows is asked while the dialog goes: GTK 4.8
    # crashes when a closing window's tree is walked over AT-SPI.
    h.wait_for(lambda: app.get_child_count() == 1, 3)

    for page in ("flipbits", "hilo"):
        subprocess.run([APP, "--page", page], env=env, timeout=30, stdout=subprocess.DEVNULL)
    h.wait_for(lambda: window.get_name() == "Hi Lo Flip", 5)
    time.sleep(0.5)
    h.focus_window()
    h.chord("Control_L", "n")
    box = h.wait_for(dialog, 3)
    if not h.check("Ctrl+N opens the new-game dialog again", box is not None):
        return
    three = find_named(box, h.Atspi.Role.PUSH_BUTTON, "3 players")
    h.check("the dialog remembers the last player count, after the page was opened again",
            three is not None and (three.get_state_set().contains(h.Atspi.StateType.CHECKED)
                                   or three.get_state_set().contains(h.Atspi.StateType.PRESSED)))
    h.key("Escape")
    h.wait_for(lambda: app.get_child_count() == 1, 3)


if __name__ == "__main__":
    sys.exit(main())
