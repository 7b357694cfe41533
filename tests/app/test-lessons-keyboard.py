#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every lesson the app ships, completed with keyboard events only.

For each *.lesson file in LESSON-DIR (except the ones test-a11y.py plays
from the home page), opens the lesson, makes one wrong answer of each kind
and checks that the feedback explains it, answers every step right, and
checks that the lesson ends complete.  The answers come from the lesson
files and an independent implementation of the operations, never from the
app.

With --shard K/N it plays only the K-th of N shares of the lessons (every
N-th lesson in name order, from the K-th), so that meson runs the shares
side by side (tests/app/meson.build) and more lessons do not make CI
longer.

Usage: test-lessons-keyboard.py APP LESSON-DIR [--shard K/N]   (TAP output)
"""

import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_helpers as h  # noqa: E402  (skips the test when AT-SPI is missing)


def parse_args(argv):
    """APP LESSON-DIR [--shard K/N]; checked before anything starts."""
    if len(argv) not in (3, 5) or (len(argv) == 5 and argv[3] != "--shard"):
        sys.exit("usage: test-lessons-keyboard.py APP LESSON-DIR [--shard K/N]")
    shard, count = 1, 1
    if len(argv) == 5:
        try:
            shard, count = (int(x) for x in argv[4].split("/"))
        except ValueError:
            sys.exit(f"--shard takes K/N, not {argv[4]!r}")
        if not 1 <= shard <= count:
            sys.exit(f"--shard K/N needs 1 <= K <= N, not {argv[4]!r}")
    return argv[1], argv[2], shard, count


APP, LESSON_DIR, SHARD, SHARDS = parse_args(sys.argv)
# bits-and-hex is played from the home page by test-a11y.py; reading-equations
# (fix-equation steps) by tests/equation/test-equation-keyboard.py.
PLAYED_ELSEWHERE = {"bits-and-hex.lesson", "reading-equations.lesson"}


def home_row_says(window, title):
    """What the home page's row of the lesson @title says of it (its name
    ends with the learner's progress), or "" when there is no such row."""
    for node in h.walk(window):
        try:
            name = node.get_name() or ""
            if node.get_role() == h.Atspi.Role.LIST_ITEM and name.startswith(title + "."):
                return name
        except Exception:
            continue
    return ""


def play(window, path, env):
    """Opens the lesson of @path in the app that is running, as
    `flip-tutor --page ID` does from a terminal, and plays it."""
    root = ET.parse(path).getroot()
    lesson_id, title = root.get("id"), root.findtext("title")
    subprocess.run([APP, "--page", lesson_id], env=env, timeout=30, stdout=subprocess.DEVNULL)
    h.focus_window()
    if h.play_lesson(window, path):
        # The end is a page the lesson always has (its stack hides it, and
        # AT-SPI says it is there all the same): that the app took the
        # lesson as completed shows on the home page's row.
        said = h.wait_for(lambda: (lambda name: name if name.endswith("Completed.") else "")(
            home_row_says(window, title)), 5)
        h.check(f"{lesson_id}: completed with the keyboard alone (the home page says so)", said,
                home_row_says(window, title) or f"no row for '{title}'")


def main():
    lessons = sorted(name for name in os.listdir(LESSON_DIR)
                     if name.endswith(".lesson") and name not in PLAYED_ELSEWHERE)
    mine = lessons[SHARD - 1::SHARDS]
    print(f"# shard {SHARD}/{SHARDS}: {', '.join(mine) or 'no lesson'}")
    if not mine:
        return h.finish()
    # One app for the share's lessons, each opened in it in turn: a start
    # costs more than many a lesson.
    data_home = tempfile.mkdtemp(prefix="ft-lessons-")
    env = h.app_env(data_home)
    proc = h.launch(APP, [], data_home)
    try:
        app = h.find_app(proc.pid)
        if not h.check("the app appears", app is not None):
            return h.finish()
        window = app.get_child_at_index(0)
        time.sleep(0.8)
        for name in mine:
            play(window, os.path.join(LESSON_DIR, name), env)
    finally:
        h.stop(proc)
    return h.finish()


if __name__ == "__main__":
    sys.exit(main())
