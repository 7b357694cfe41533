#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The dice lesson's solver positions agree with the solver.

Every "solver: POSITION => MOVE" comment in dice-flipping.lesson names a
position and the move the lesson teaches as the only winning one; this asks
flip-tutor-cli dice eval and checks that MOVE is listed first, wins, and is
the only winning move, and that the lesson's exercise marks one option
correct.

Usage: test-dice-lesson.py CLI LESSON   (TAP output)
"""

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

CLI, LESSON = sys.argv[1], sys.argv[2]
n = 0
failed = False


def check(name, ok, detail=""):
    global n, failed
    n += 1
    print(f"{'ok' if ok else 'not ok'} {n} - {name}")
    if not ok:
        failed = True
        for line in str(detail).splitlines():
            print(f"# {line}")


text = open(LESSON, encoding="utf-8").read()
claims = re.findall(r"<!-- solver: (.+?) => (.+?) -->", text)
check("the lesson names at least four solver positions", len(claims) >= 4, claims)
for pos, move in claims:
    out = subprocess.run([CLI, "dice", "eval", pos], capture_output=True, text=True)
    moves = re.findall(r"^  (\S+(?: \S+)?)\s+(win|loss) in (\d+)$", out.stdout, re.M)
    winners = [m for m, result, _ in moves if result == "win"]
    check(f"{pos}: {move} is the only winning move", winners == [move] and moves[0][0] == move,
          out.stdout + out.stderr)

root = ET.fromstring(text.encode("utf-8"))
exercises = root.findall(".//exercise")
check("at least six exercises", len(exercises) >= 6, len(exercises))
for ex in exercises:
    if ex.get("kind") == "choice":
        correct = [o for o in ex.findall("option") if o.get("correct") in ("yes", "true")]
        check(f"one correct option: {ex.findtext('prompt')[:50]}",
              len(correct) == 1 and all(o.findtext("feedback") for o in ex.findall("option")))
    else:
        check(f"an answer and an explanation: {ex.findtext('prompt')[:50]}",
              ex.get("answer") is not None and bool(ex.findtext("explain")))

print(f"1..{n}")
sys.exit(1 if failed else 0)
