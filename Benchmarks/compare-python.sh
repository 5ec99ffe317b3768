#!/usr/bin/env bash
# Times Python's `nibarchive` package and Python's `plistlib` on the corpus
# files the Swift benchmarks read, then swift-nib (DecodeProfile --time) on the
# same files, one after the other, and prints the ratios as a Markdown table.
#   cd Benchmarks && ./compare-python.sh [ROUNDS]
# `nibarchive` is installed with pip into Benchmarks/.venv on first use.
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-5}
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
    .venv/bin/pip install --quiet nibarchive==1.1.0
fi
swift build -c release --product DecodeProfile 2>&1 | tail -1
profile=.build/release/DecodeProfile
results=$(mktemp)
trap 'rm -f "$results"' EXIT
{
    .venv/bin/python compare_python.py nibarchive "$rounds"
    $profile full $((rounds * 20)) --time
    .venv/bin/python compare_python.py loads "$rounds"
    $profile keyed-plist $((rounds * 4)) --time
    $profile keyed-graph $((rounds * 4)) --time
    .venv/bin/python compare_python.py dumps "$rounds"
    $profile keyed-plist-encode $((rounds * 4)) --time
    $profile keyed-graph-encode $((rounds * 4)) --time
} | tee "$results"
echo
.venv/bin/python python_ratios.py < "$results"
