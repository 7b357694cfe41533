#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Pages are templates (issue 24): every page of the app (src/**/ft-*-page.c,
the equation workbench) and the window set their template from a resource
in class_init, and no file outside the engine builds widgets with a
GtkBuilder of its own (gtk_builder_new*, gtk_builder_add_from_*): a .ui file
is a class's template, bound with gtk_widget_class_bind_template_child.
No source file outside the engine is over 900 lines: each does one thing.

Usage: test-templates.py SOURCE_ROOT   (TAP output)
"""

import glob
import os
import re
import sys

root = sys.argv[1]
src = os.path.join(root, "src")
files = sorted(glob.glob(os.path.join(src, "**", "*.c"), recursive=True))
files = [f for f in files if not os.path.relpath(f, src).startswith("engine" + os.sep)]
pages = [f for f in files
         if re.fullmatch(r"ft-.*-page\.c", os.path.basename(f))
         or os.path.basename(f) in ("ft-window.c", "ft-equation-workbench.c")]
BUILDER = re.compile(r"\bgtk_builder_(new|add_from)\w*\s*\(")

results = []
results.append(("the pages are found", len(pages) >= 10, f"{len(pages)} found"))
for path in pages:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    results.append((f"{os.path.relpath(path, root)} is a template",
                    "gtk_widget_class_set_template_from_resource" in text, "no template in class_init"))
builders = []
for path in files:
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if BUILDER.search(line):
                builders.append(f"{os.path.relpath(path, root)}:{number}: {line.strip()}")
results.append(("no GtkBuilder of its own outside the engine", not builders, "\n".join(builders)))

MOST_LINES = 900
sources = files + [f for f in glob.glob(os.path.join(src, "**", "*.h"), recursive=True)
                   if not os.path.relpath(f, src).startswith("engine" + os.sep)]
long_files = []
for path in sorted(sources):
    with open(path, encoding="utf-8") as f:
        count = sum(1 for _ in f)
    if count > MOST_LINES:
        long_files.append(f"{os.path.relpath(path, root)}: {count} lines")
results.append((f"no file outside the engine is over {MOST_LINES} lines", not long_files, "\n".join(long_files)))

print(f"1..{len(results)}")
failed = 0
for i, (name, ok, why) in enumerate(results, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    if not ok:
        failed += 1
        for line in why.splitlines():
            print(f"# {line}")
sys.exit(1 if failed else 0)
