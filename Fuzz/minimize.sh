#!/usr/bin/env bash
# Shrinks an input that fails TARGET to a small one that still fails, and
# prints where it was written. Add the result to Corpus/regressions/TARGET/
# once the bug is fixed, so swift test replays it.
#   Fuzz/minimize.sh TARGET FINDING [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
target=${1:?usage: Fuzz/minimize.sh TARGET FINDING [RUNS]}
finding=${2:?usage: Fuzz/minimize.sh TARGET FINDING [RUNS]}
runs=${3:-20000}
cd "$here"
swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
    --scratch-path .build-fuzz --product "$target" 2>&1 | tail -1
out="$here/scratch/$target/minimized-$(basename "$finding")"
mkdir -p "$(dirname "$out")"
SWIFT_BACKTRACE=enable=no "$here/.build-fuzz/release/$target" -minimize_crash=1 -runs="$runs" \
    -exact_artifact_path="$out" "$finding" || true
echo "minimized: $out ($(wc -c < "$out") bytes)"
