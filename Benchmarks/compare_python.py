#!/usr/bin/env python3
"""Times the Python `nibarchive` package (PyPI, MatrixEditor) decoding every
NIBArchive of ../../shared/corpus, the same files the Swift benchmarks read.
Run through compare-python.sh, which installs it into a local virtual environment."""
import io
import os
import statistics
import sys
import time

from nibarchive.parse import NIBArchiveParser

corpus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpus")
corpus = os.environ.get("NIB_CORPUS", corpus)
files = []
for root, _, names in os.walk(corpus):
    for name in sorted(names):
        with open(os.path.join(root, name), "rb") as f:
            data = f.read()
        if data.startswith(b"NIBArchive"):
            files.append(data)
total = sum(len(f) for f in files)
rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
times = []
failures = 0
for _ in range(rounds):
    start = time.perf_counter()
    for data in files:
        try:
            NIBArchiveParser(verify=False).parse(io.BytesIO(data))
        except Exception:
            failures += 1
    times.append(time.perf_counter() - start)
median = statistics.median(times)
print(f"python nibarchive: {len(files)} files, {total} bytes, median {median * 1000:.1f} ms per pass, "
      f"{total / median / 1e6:.2f} MB/s, {failures // rounds} files failed to parse")
