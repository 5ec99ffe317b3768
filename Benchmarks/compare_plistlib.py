#!/usr/bin/env python3
"""Times Python's `plistlib` on every binary NSKeyedArchiver nib of
../../shared/corpus: the files KeyedArchiveBenchmarks and `DecodeProfile keyed-*`
read (CorpusFiles.binaryKeyedArchives: starts with `bplist00` and contains
the bytes `NSKeyedArchiver`).

    compare_plistlib.py loads [ROUNDS]   # bytes -> Python objects (plistlib.loads)
    compare_plistlib.py dumps [ROUNDS]   # those objects -> binary plist (plistlib.dumps, FMT_BINARY)

Prints one line in DecodeProfile's --time format, for compare-python.sh."""
import os
import plistlib
import statistics
import sys
import time

corpus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpus")
corpus = os.environ.get("NIB_CORPUS", corpus)


def binary_keyed_archives():
    """The files of CorpusFiles.binaryKeyedArchives, by the same rule."""
    files = []
    for root, _, names in os.walk(corpus):
        for name in names:
            with open(os.path.join(root, name), "rb") as f:
                data = f.read()
            if data.startswith(b"bplist00") and b"NSKeyedArchiver" in data:
                files.append(data)
    return files


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "loads"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    files = binary_keyed_archives()
    total = sum(len(f) for f in files)
    if mode == "loads":
        def one_pass():
            for data in files:
                plistlib.loads(data)
    elif mode == "dumps":
        values = [plistlib.loads(data) for data in files]

        def one_pass():
            for value in values:
                plistlib.dumps(value, fmt=plistlib.FMT_BINARY)
    else:
        sys.exit(f"unknown mode {mode}: loads or dumps")
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        one_pass()
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    print(f"python plistlib {mode}: {len(files)} files, {total} bytes, median {median * 1000:.2f} ms per pass, "
          f"{total / median / 1e6:.2f} MB/s")


main()
