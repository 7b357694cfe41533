#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every test runs in a home of its own (tests/private-home, made the
default wrapper in tests/meson.build): HOME and the XDG folders point into
a new folder that is not the user's home, and the folder is empty when the
test starts.  TAP output."""

import os
import pwd

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(f"{'ok' if ok else 'not ok'} {len(results)} - {name}")
    if detail and not ok:
        print(f"# {detail}")


home = os.environ.get("FT_PRIVATE_HOME", "")
user_home = pwd.getpwuid(os.getuid()).pw_dir
check("the test has a private home (FT_PRIVATE_HOME)", bool(home) and os.path.isdir(home), home)
check("it is not the user's home", bool(home) and os.path.realpath(home) != os.path.realpath(user_home)
      and not os.path.realpath(user_home).startswith(os.path.realpath(home) + os.sep), home)
check("HOME is the private home", os.environ.get("HOME") == home, os.environ.get("HOME"))
for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    value = os.environ.get(name, "")
    check(f"{name} is inside it", bool(home) and value.startswith(home + os.sep), value)
# Only what the wrapper itself may keep there (nothing yet).
left = sorted(os.listdir(home)) if home and os.path.isdir(home) else []
check("it starts empty", left == [], " ".join(left))
print(f"1..{len(results)}")
raise SystemExit(0 if all(results) else 1)
