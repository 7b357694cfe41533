#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every screenshot the metainfo names is committed under data/screenshots
and is a PNG (the URLs point at the repository's copy)."""

import os
import sys
import xml.etree.ElementTree as ET


def main(metainfo, folder):
    problems = 0
    images = [i.text.strip() for i in ET.parse(metainfo).getroot().iter("image")]
    for url in images:
        path = os.path.join(folder, url.rsplit("/", 1)[-1])
        try:
            with open(path, "rb") as f:
                ok = f.read(8) == b"\x89PNG\r\n\x1a\n"
        except OSError:
            ok = False
        if not ok:
            print(f"{url}: no PNG at {path}")
            problems += 1
    print(f"{len(images)} screenshots, {problems} missing")
    return 1 if problems or not images else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
