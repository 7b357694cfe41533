#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`flip-tutor-cli dice` with R4's setting "always take the most change"
(--most-change): its solved table is cached beside --cache FILE, as
FILE-most-change, so one cache serves both rules and neither overwrites
the other; a second run loads each from its file.  Prints TAP.

Usage: test-dice-cli.py FLIP_TUTOR_CLI
"""

import os
import shutil
import subprocess
import sys
import tempfile

CLI = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("FLIP_TUTOR_CLI", "")
results = []


def check(name, ok, detail=""):
    results.append((name, ok, detail))


def run(*args):
    p = subprocess.run([CLI, "dice", *args], capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def first_mover(out):
    return next((l for l in out.splitlines() if l.startswith("first mover wins:")), "")


def main():
    tmp = tempfile.mkdtemp(prefix="ft-dice-cli-")
    try:
        table = os.path.join(tmp, "table")
        most = table + "-most-change"

        rc, plain, err = run("solve", "--dice", "3", "--cache", table)
        check("solve --dice 3 --cache FILE writes FILE", rc == 0 and os.path.isfile(table), err)
        check("R4 as written: the 6-die figure", first_mover(plain).startswith("first mover wins: 0.581656"),
              first_mover(plain))
        size, mtime = os.path.getsize(table), os.path.getmtime(table)

        rc, out, err = run("solve", "--dice", "3", "--most-change", "--cache", table)
        check("--most-change caches beside FILE, as FILE-most-change", rc == 0 and os.path.isfile(most), err)
        check("--most-change leaves FILE alone",
              os.path.getsize(table) == size and os.path.getmtime(table) == mtime)
        check("--most-change is another rule: another figure",
              first_mover(out) != "" and first_mover(out) != first_mover(plain), first_mover(out))
        check("the header names the rule", "dice: 3 a player, most change" in out, out)

        for extra in ([], ["--most-change"]):
            rc, out, err = run("solve", "--dice", "3", *extra, "--cache", table)
            check(f"solve {' '.join(extra) or '(R4 as written)'} again loads its own cache, no warning",
                  rc == 0 and "warning" not in err, err)

        rc, out, err = run("eval", "A:1,6* B:5 M:1,4,3 turn=A most-change", "--cache", table)
        check("eval of a most-change position uses FILE-most-change", rc == 0 and "warning" not in err
              and "value:" in out, out + err)
    finally:
        shutil.rmtree(tmp)

    print(f"1..{len(results)}")
    for i, (name, ok, detail) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {name}")
        if not ok and detail:
            for line in detail.strip().splitlines():
                print(f"# {line}")
    return 0 if all(ok for _, ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
