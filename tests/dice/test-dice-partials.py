#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Partial dice tables never outlive their writer (issue: a solve ended by
a signal or a crash left a `.partial` of up to ~520 MB for ever):

- `flip-tutor-cli dice solve` stopped by SIGTERM, SIGINT or SIGHUP while it
  writes the 10-die table removes its partial file and dies of the signal;
- a solve into FILE first removes FILE.XXXXXX.partial files whose writer is
  gone (nobody holds their lock) and keeps one whose writer still holds it.

Everything happens in a temporary folder.  Prints TAP.

Usage: test-dice-partials.py FLIP_TUTOR_CLI
"""

import fcntl
import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("FLIP_TUTOR_CLI", "")
results = []


def check(name, ok, detail=""):
    results.append((name, ok, detail))


def wait_for(condition, seconds):
    """Polls @condition until it holds or @seconds pass (the solve runs on
    a shared machine: the bound is generous, the wait ends at once)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def stop_with(tmp, sig):
    table = os.path.join(tmp, f"table-{sig.name}")
    p = subprocess.Popen([CLI, "dice", "solve", "--dice", "5", "--cache", table],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = wait_for(lambda: glob.glob(table + ".*.partial"), 120)
    p.send_signal(sig)
    out, err = p.communicate(timeout=120)
    left = glob.glob(table + "*")
    check(f"{sig.name} during a solve: the partial file existed while writing", bool(started), err)
    check(f"{sig.name} during a solve: the command dies of {sig.name}", p.returncode == -sig, f"status {p.returncode}\n{err}")
    check(f"{sig.name} during a solve: nothing is left beside the table", left == [], " ".join(left))


def main():
    tmp = tempfile.mkdtemp(prefix="ft-dice-partials-")
    try:
        for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            stop_with(tmp, sig)

        table = os.path.join(tmp, "table")
        stale = table + ".AbC123.partial"
        held = table + ".XyZ789.partial"
        other = os.path.join(tmp, "unrelated.AbC123.partial")
        for name in (stale, held, other):
            with open(name, "wb") as f:
                f.write(b"half a table")
        lock = open(held, "rb")
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        p = subprocess.run([CLI, "dice", "solve", "--dice", "2", "--cache", table],
                           capture_output=True, text=True, timeout=120)
        check("a solve into FILE succeeds beside partial files", p.returncode == 0 and os.path.isfile(table), p.stderr)
        check("a partial whose writer is gone is removed", not os.path.exists(stale))
        check("a partial whose writer holds its lock is kept", os.path.exists(held))
        check("a partial of another file is not touched", os.path.exists(other))
        lock.close()
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
