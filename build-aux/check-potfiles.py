#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that po/POTFILES.in lists exactly the files that exist and need it.

Usage: check-potfiles.py SOURCE_ROOT

A file needs listing when it has strings to translate: C files that call
_(), N_(), C_(), NC_() or a *ngettext function, .ui files with a
translatable="yes" property, every lesson (*.lesson) and help page (*.help),
and the desktop file, metainfo and schema in data/.  The check fails naming
every such file missing from POTFILES.in, every entry of POTFILES.in that
does not exist, and every file xgettext reads as XML that is listed after a
C file (gettext 0.21 then guesses C format strings in it: see POTFILES.in).
"""

import pathlib
import re
import sys

C_MARKERS = re.compile(
    r'\b(?:_|N_|C_|NC_|Q_)\s*\(|\b\w*ngettext\s*\(|\bg_d(?:c|p)gettext2?\s*\(')
UI_MARKER = re.compile(r'''translatable\s*=\s*["'](?:yes|true|1)["']''')
# Comments are blanked before looking for markers (so a comment that talks
# about _() does not count), but string literals are kept whole so that a
# "/*" inside one does not start a comment.
C_COMMENT_OR_STRING = re.compile(
    r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|/\*.*?\*/|//[^\n]*', re.S)

DATA = ('*.desktop.in', '*.metainfo.xml.in', '*.gschema.xml')


def strip_comments(text):
    return C_COMMENT_OR_STRING.sub(
        lambda m: ' ' if m.group(0).startswith('/') else m.group(0), text)


def needs_listing(path):
    if path.match('*.lesson') or path.match('*.help'):
        return True
    text = path.read_text(encoding='utf-8', errors='replace')
    if path.suffix == '.c':
        return C_MARKERS.search(strip_comments(text)) is not None
    if path.suffix == '.ui':
        return UI_MARKER.search(text) is not None
    return False


def translatable_files(root):
    found = set()
    patterns = {'src': ('*.c', '*.ui', '*.lesson'), 'help': ('*.help',)}
    for folder, globs in patterns.items():
        for glob in globs:
            for path in (root / folder).rglob(glob):
                if path.is_file() and needs_listing(path):
                    found.add(path.relative_to(root).as_posix())
    for glob in DATA:
        for path in (root / 'data').glob(glob):
            found.add(path.relative_to(root).as_posix())
    return found


def listed_files(potfiles):
    entries = []
    for line in potfiles.read_text(encoding='utf-8').splitlines():
        line = line.strip()
        if line and not line.startswith('#'):
            entries.append(line)
    return entries


def main():
    if len(sys.argv) != 2:
        print('usage: check-potfiles.py SOURCE_ROOT', file=sys.stderr)
        return 2
    root = pathlib.Path(sys.argv[1])
    potfiles = root / 'po' / 'POTFILES.in'
    listed = listed_files(potfiles)
    missing = sorted(translatable_files(root) - set(listed))
    stale = [entry for entry in listed if not (root / entry).is_file()]
    first_c = next((i for i, entry in enumerate(listed) if entry.endswith('.c')), len(listed))
    late = [entry for entry in listed[first_c:] if not entry.endswith('.c')]
    for entry in missing:
        print(f'po/POTFILES.in: missing {entry}, which has translatable strings')
    for entry in stale:
        print(f'po/POTFILES.in: lists {entry}, which does not exist')
    for entry in late:
        print(f'po/POTFILES.in: lists {entry} after a C file; XML files go first, '
              'or xgettext marks their "%" as C formats')
    if missing or stale or late:
        return 1
    print(f'po/POTFILES.in: all {len(listed)} files listed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
