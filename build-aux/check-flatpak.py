#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Flatpak manifest, which cannot be built here (no Flathub):
it must parse, name the app id, build the app with meson, and ask for no
permission beyond what a GTK app on Wayland or X11 needs."""

import json
import sys

ALLOWED = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"}


def main(path, app_id):
    try:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as error:
        print(f"{path}: {error}")
        return 1

    problems = []
    if manifest.get("id", manifest.get("app-id")) != app_id:
        problems.append(f"the id is not {app_id}")
    if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
        problems.append("the runtime is not the GNOME one")
    try:
        if int(str(manifest.get("runtime-version"))) < 47:
            problems.append("the GNOME runtime is older than 47")
    except ValueError:
        problems.append("runtime-version is not a GNOME version number")
    if manifest.get("command") != "flip-tutor":
        problems.append("the command is not flip-tutor")
    extra = set(manifest.get("finish-args", [])) - ALLOWED
    if extra:
        problems.append(f"finish-args wider than needed: {sorted(extra)}")
    modules = [m for m in manifest.get("modules", []) if isinstance(m, dict)]
    app = [m for m in modules if m.get("name") == "flip-tutor"]
    if not app or app[0].get("buildsystem") != "meson":
        problems.append("no meson module named flip-tutor")
    elif not app[0].get("run-tests"):
        problems.append("the flip-tutor module does not run its tests")

    for problem in problems:
        print(f"{path}: {problem}")
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
