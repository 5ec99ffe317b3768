#!/usr/bin/env bash
# Decodes the corpus's NIBArchives with Python's `nibarchive` package and with
# swift-nib, one after the other on the same files, and prints the ratio.
#   cd Benchmarks && ./compare-python.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-5}
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
    .venv/bin/pip install --quiet nibarchive==1.1.0
fi
swift build -c release --product DecodeProfile 2>&1 | tail -1
python_line=$(.venv/bin/python compare_python.py "$rounds")
swift_line=$(.build/release/DecodeProfile full $((rounds * 20)) --time)
echo "$python_line"
echo "$swift_line"
python3 - "$python_line" "$swift_line" <<'PY'
import re, sys
py, sw = (float(re.search(r"median ([0-9.]+) ms", line).group(1)) for line in sys.argv[1:3])
print(f"swift-nib full decode is {py / sw:.0f}x faster than Python nibarchive on the same files")
PY
