#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No notation on the practice page, for every skill at every level,
opened as a teacher's launcher opens it: `flip-tutor --practice SKILL@LEVEL`.

One app runs.  Each skill and level is a second `flip-tutor --practice`
launch, which hands its command line to the running app (as a desktop's
launcher would) and ends; the running app opens that session.  The test
then reads over AT-SPI what a screen reader reads: the announcement, the
question's sentence and the accessible name and text of every piece of
the exercise, and checks that none holds the command line's notation
(`A:3`, `turn=`, `MEMORY 1100 GOAL`, `RED PLAYS`, `NEG `, `SHR `,
`PLACE 3`, `MXOR:`, `HI OR LO`, `LOOP IN`).  The skills come from
`flip-tutor-cli practice --list`, not from the app.

The worksheet's lines in words (`flip-tutor-cli practice --words`) are
checked the same way, every skill at every level.

Usage: test-practice-notation.py APP CLI   (TAP output)
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
NOTATION = re.compile(r"\b[AB]:\d|turn=|MEMORY [01]+ GOAL|GOAL [01]+ HEX|RED PLAYS|BLUE PLAYS|\bNEG [01]|"
                      r"\bSHR [01]|\bSHL [01]|\bROT[LR] [01]|PLACE \d|M(?:XOR|AND|OR):|HI OR LO|LOOP IN|"
                      r"\bHAND (?:FLIP|COPY|ROT)|\bTOP \d|\bSEEN \d|\b(?:flip|trash) [1-6]")
LEVELS = (1, 2, 3)


def skills():
    """Every skill's id, as the command line lists them."""
    out = subprocess.run([CLI, "practice", "--list"], capture_output=True, text=True, check=True).stdout
    return [line.split("\t")[0] for line in out.splitlines() if line.strip()]


def tree(node, depth=0):
    """(node, role, name) for @node and all under it, read with as few
    calls over the bus as will do: a node gone while it is read is left
    out.  Only the exercise is read: the home page behind the practice
    page, and the practice page's other views (My skills, the summary: the
    first and the last of its stack), hold none, and leaving them out
    keeps each walk to a tenth."""
    if node is None or depth > 60:
        return
    try:
        name, role, n = node.get_name() or "", node.get_role(), node.get_child_count()
    except Exception:
        return
    if name == "FtHomePage":
        return
    yield node, role, name
    if name == "FtPracticePage":
        try:
            views = node.get_child_at_index(0)
            yield from tree(views.get_child_at_index(1), depth + 2)
        except Exception:
            pass
        return
    for i in range(n):
        try:
            child = node.get_child_at_index(i)
        except Exception:
            continue
        yield from tree(child, depth + 1)


def read_exercise(root):
    """In one walk of @root: what a screen reader may say of it and all
    under it (the names, a label's name being its text, and the text of
    what takes typing), and the pieces a learner can touch that have no
    name."""
    said, unnamed = [], []
    for n, role, name in tree(root):
        said.append(name)
        if role in (h.Atspi.Role.ENTRY, h.Atspi.Role.TEXT):
            said.append(h.text_of(n))
        if role in h.INTERACTIVE and not name.strip() and h.showing(n):
            unnamed.append(f"{n.get_role_name()} with no name")
    return [s for s in said if s], unnamed


def check_worksheet(ids):
    bad = []
    for skill in ids:
        for level in LEVELS:
            out = subprocess.run([CLI, "practice", skill, "--words", "--count", "20", "--level", str(level),
                                  "--seed", "7"], capture_output=True, text=True, check=True).stdout
            lines = out.splitlines()
            if len(lines) != 20:
                bad.append(f"{skill}@{level}: {len(lines)} lines, not 20")
            for line in lines:
                sentence = line.split("\t")[0]
                if NOTATION.search(sentence):
                    bad.append(f"{skill}@{level}: {sentence}")
    h.check("every worksheet line in words is a sentence without notation", not bad, "\n".join(bad[:20]))


def main():
    ids = skills()
    h.check("the command line lists the skills", len(ids) >= 29, ids)
    check_worksheet(ids)

    data_home = tempfile.mkdtemp(prefix="ft-practice-notation-")
    first = f"{ids[0]}@1"
    proc = h.launch(APP, ["--practice", first], data_home)
    env = h.app_env(data_home)
    try:
        app = h.find_app(proc.pid)
        if not h.check("the app appears", app is not None):
            return h.finish()
        window = app.get_child_at_index(0)
        counter = h.wait_for(lambda: h.find_text(window, "Exercise 1 of 10"), 10)
        if not h.check(f"--practice {first} opens a session", counter is not None):
            return h.finish()
        # The exercise's column (the counter's parent's parent holds the
        # sentence, the pieces and the answer) is walked for each skill,
        # not the whole window: the skills list beside it is long.
        # GTK 4.8 does not keep a box's accessible object across changes
        # below it: each exercise is read from the window down.
        column = window
        status = None
        for n in h.walk(window):
            if n.get_role() == h.Atspi.Role.STATUS_BAR:
                status = n
                break
        if not h.check("the window has its announcement region", status is not None):
            return h.finish()

        opened, leaks, unnamed, missing = 0, [], [], []
        start = time.monotonic()
        before = None
        for skill in ids:
            for level in LEVELS:
                where = f"{skill}@{level}"
                if where != first:
                    run = subprocess.run([APP, "--practice", where], env=env, capture_output=True, text=True,
                                         timeout=60)
                    if run.returncode != 0:
                        missing.append(f"{where}: the launch said {run.returncode}: {run.stderr.strip()}")
                        continue
                # The session's first announcement: "Exercise 1 of 10.
                # <skill>, level N. <sentence>"; each launch changes it.
                said = h.wait_for(lambda: (lambda s: s if s != before and s.startswith("Exercise 1 of 10")
                                           and f", level {level}." in s else "")(status.get_name() or ""), 10)
                if not said:
                    missing.append(f"{where}: no session announced (last: {status.get_name()})")
                    continue
                before = said
                opened += 1
                print(f"# {where}")
                sys.stdout.flush()
                words, nameless = read_exercise(column)
                texts = [said] + words
                # The walk reached the exercise: its sentence is on screen.
                if not any(len(t) > 20 and said.endswith(t) for t in texts[1:]):
                    missing.append(f"{where}: the sentence announced is not on screen: {said}")
                for text in texts:
                    if NOTATION.search(text):
                        leaks.append(f"{where}: “{text}”")
                for line in nameless:
                    unnamed.append(f"{where}: {line}")
        total = len(ids) * len(LEVELS)
        print(f"# {opened} sessions opened and read in {time.monotonic() - start:.1f} s")
        h.check(f"--practice opens every skill at every level ({opened} of {total})", opened == total,
                "\n".join(missing[:20]))
        h.check("no sentence, announcement or piece's name holds the notation", not leaks, "\n".join(leaks[:20]))
        h.check("every piece a learner can touch has a name", not unnamed, "\n".join(unnamed[:20]))
        bad = subprocess.run([APP, "--practice", "no-such-skill@2"], env=env, capture_output=True, text=True,
                             timeout=60)
        h.check("an unknown skill is refused with a sentence",
                bad.returncode != 0 and "no skill called “no-such-skill@2”" in bad.stderr, bad.stderr)
    finally:
        h.stop(proc)
    return h.finish()


if __name__ == "__main__":
    sys.exit(main())
