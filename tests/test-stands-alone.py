#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The project stands alone: no file of the source tree points a reader at
the old notes folder outside the repository (its name followed by a slash).
The rule books live in doc/rules/ and the map of the code in HACKING.md.

Usage: test-stands-alone.py SOURCE_ROOT

In a git checkout the files are those git tracks, plus new files that are
not ignored; without git (a release tarball, a copied tree) every file
under SOURCE_ROOT is read, except build directories.  Either way the test
runs: there is nothing to skip.  Prints TAP.
"""

import os
import shutil
import subprocess
import sys
import tempfile

# Built so that this file does not name the folder itself.
NEEDLE = ("shared" + "/").encode()

SKIP_DIRS = {".git", "__pycache__", ".flatpak-builder", "subprojects"}


def is_build_dir(path):
    """A meson (or other) build directory, wherever it was set up."""
    return (os.path.isdir(os.path.join(path, "meson-private")) or
            os.path.isfile(os.path.join(path, "build.ninja")) or
            os.path.isfile(os.path.join(path, "CMakeCache.txt")))


def walk_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames
                             if d not in SKIP_DIRS and not is_build_dir(os.path.join(dirpath, d)))
        for name in sorted(filenames):
            yield os.path.relpath(os.path.join(dirpath, name), root)


def git_files(root):
    """The files git knows of (tracked, or new and not ignored), or None
    when @root is not a git checkout or git is missing."""
    if shutil.which("git") is None:
        return None
    try:
        top = subprocess.run(["git", "-C", root, "rev-parse", "--show-toplevel"],
                             capture_output=True, text=True, check=True).stdout.strip()
        if os.path.realpath(top) != os.path.realpath(root):
            return None
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others",
                              "--exclude-standard"], capture_output=True, check=True).stdout
    except (subprocess.CalledProcessError, OSError):
        return None
    return sorted({f for f in out.decode("utf-8", "surrogateescape").split("\0") if f})


def offenders(root, files):
    found = []
    for rel in files:
        path = os.path.join(root, rel)
        if not os.path.isfile(path) or os.path.islink(path):
            continue
        with open(path, "rb") as f:
            for number, line in enumerate(f, 1):
                if NEEDLE in line:
                    found.append(f"{rel}:{number}: {line.decode('utf-8', 'replace').strip()[:120]}")
    return found


def self_check():
    """The walk finds a planted reference and ignores a build directory, so
    the real check below cannot pass by reading nothing."""
    tmp = tempfile.mkdtemp(prefix="ft-stands-alone-")
    try:
        os.makedirs(os.path.join(tmp, "doc"))
        os.makedirs(os.path.join(tmp, "_build", "meson-private"))
        with open(os.path.join(tmp, "doc", "bad.md"), "wb") as f:
            f.write(b"see " + NEEDLE + b"rules\n")
        with open(os.path.join(tmp, "_build", "ok.txt"), "wb") as f:
            f.write(b"see " + NEEDLE + b"rules\n")
        found = offenders(tmp, walk_files(tmp))
        return len(found) == 1 and found[0].startswith(os.path.join("doc", "bad.md") + ":1:")
    finally:
        shutil.rmtree(tmp)


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: test-stands-alone.py SOURCE_ROOT", file=sys.stderr)
        return 2
    root = os.path.abspath(sys.argv[1])

    print("1..2")
    ok = self_check()
    print(("ok" if ok else "not ok") + " 1 - the check finds a planted reference and skips build directories")

    files = git_files(root)
    how = "git ls-files"
    if files is None:
        files = list(walk_files(root))
        how = "a walk of the source tree"
    found = offenders(root, files)
    good = len(files) > 0 and not found
    print(("ok" if good else "not ok") +
          f" 2 - no file names the notes folder outside the repository ({len(files)} files, {how})")
    for line in found:
        print("# " + line)
    return 0 if ok and good else 1


if __name__ == "__main__":
    sys.exit(main())
