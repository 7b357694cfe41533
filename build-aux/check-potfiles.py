#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a file with translatable strings is missing from
po/POTFILES.in, or when POTFILES.in names a file that does not exist.

Translatable: C sources using _(), N_(), C_(), NC_(), ngettext or
g_dngettext; .ui files with translatable="yes"; every lesson (*.lesson)
and help page (*.help); the data files merged through gettext."""

import os
import re
import sys

C_PATTERN = re.compile(r'(?<![A-Za-z0-9_])(N?C?_|g_dngettext|ngettext|g_dpgettext2?)\s*\(')


def translatable(path):
    if path.endswith((".lesson", ".help", ".desktop.in", ".metainfo.xml.in", ".gschema.xml")):
        return True
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError):
        return False
    if path.endswith(".ui"):
        return 'translatable="yes"' in text
    if path.endswith(".c"):
        return bool(C_PATTERN.search(text))
    return False


def main(top):
    with open(os.path.join(top, "po", "POTFILES.in"), encoding="utf-8") as f:
        listed = {line.strip() for line in f if line.strip() and not line.startswith("#")}

    found = set()
    for folder in ("src", "help", "data"):
        for root, _, files in os.walk(os.path.join(top, folder)):
            for name in files:
                path = os.path.join(root, name)
                if translatable(path):
                    found.add(os.path.relpath(path, top))

    missing = sorted(found - listed)
    gone = sorted(p for p in listed if not os.path.exists(os.path.join(top, p)))
    for p in missing:
        print(f"po/POTFILES.in: missing {p}")
    for p in gone:
        print(f"po/POTFILES.in: lists {p}, which does not exist")
    print(f"{len(found)} translatable files, {len(missing)} missing, {len(gone)} gone")
    return 1 if missing or gone else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
