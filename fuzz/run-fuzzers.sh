#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Builds every libFuzzer target with clang and runs each for SECONDS
# (default 20) against its seed corpus fuzz/corpus/<name>/.  Exits non-zero
# when a target crashes, trips a sanitizer or fails to build.  CI calls it.
#
# Usage: fuzz/run-fuzzers.sh [SECONDS] [BUILD_DIR]
# Needs clang and libFuzzer's runtime (Debian: libclang-rt-14-dev).

set -eu

seconds=${1:-20}
srcdir=$(cd "$(dirname "$0")/.." && pwd)
builddir=${2:-$srcdir/build-fuzz}

if [ ! -f "$builddir/build.ninja" ]; then
  CC=clang meson setup "$builddir" "$srcdir" -Dapp=false -Dfuzzing=true
fi
ninja -C "$builddir"

status=0
for source in "$srcdir"/fuzz/fuzz-*.c; do
  name=$(basename "$source" .c)
  case "$name" in
    fuzz-main) continue ;;
  esac
  target="$builddir/fuzz/$name"
  corpus="$srcdir/fuzz/corpus/${name#fuzz-}"
  # New inputs go to a scratch directory, so the seed corpus in the source
  # tree stays as committed; crash reproducers go to the build directory.
  scratch=$(mktemp -d)
  artifacts="$builddir/fuzz/artifacts/$name/"
  mkdir -p "$artifacts"

  echo "== $name: ${seconds}s on $corpus"
  if ! "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -artifact_prefix="$artifacts" -print_final_stats=1 "$scratch" "$corpus"; then
    echo "== $name FAILED; reproducers in $artifacts" >&2
    status=1
  fi
  rm -rf "$scratch"
done

exit $status
