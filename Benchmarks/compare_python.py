#!/usr/bin/env python3
"""Times Python on the corpus files the Swift benchmarks read (../../shared/corpus,
or $NIB_CORPUS), and prints one line per run in DecodeProfile's --time format,
for compare-python.sh:

    compare_python.py nibarchive [ROUNDS]  # the `nibarchive` package (PyPI, MatrixEditor) on every NIBArchive
    compare_python.py loads [ROUNDS]       # plistlib.loads on every binary keyed archive
    compare_python.py dumps [ROUNDS]       # plistlib.dumps (FMT_BINARY) of what loads gave

The keyed archives are CorpusFiles.binaryKeyedArchives' files, by the same rule:
they start with `bplist00` and contain the bytes `NSKeyedArchiver`."""
import io
import os
import plistlib
import statistics
import sys
import time

corpus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpus")
corpus = os.environ.get("NIB_CORPUS", corpus)


def corpus_files(wanted):
    """The contents of every corpus file for which wanted(contents) is true."""
    files = []
    for root, _, names in os.walk(corpus):
        for name in sorted(names):
            with open(os.path.join(root, name), "rb") as f:
                data = f.read()
            if wanted(data):
                files.append(data)
    return files


def median_seconds(one_pass, rounds):
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        one_pass()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "nibarchive"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    suffix = ""
    if mode == "nibarchive":
        from nibarchive.parse import NIBArchiveParser
        files = corpus_files(lambda data: data.startswith(b"NIBArchive"))
        failures = 0

        def one_pass():
            nonlocal failures
            for data in files:
                try:
                    NIBArchiveParser(verify=False).parse(io.BytesIO(data))
                except Exception:
                    failures += 1
        name = "python nibarchive"
    elif mode in ("loads", "dumps"):
        files = corpus_files(lambda data: data.startswith(b"bplist00") and b"NSKeyedArchiver" in data)
        if mode == "loads":
            def one_pass():
                for data in files:
                    plistlib.loads(data)
        else:
            values = [plistlib.loads(data) for data in files]

            def one_pass():
                for value in values:
                    plistlib.dumps(value, fmt=plistlib.FMT_BINARY)
        name = f"python plistlib {mode}"
    else:
        sys.exit(f"unknown mode {mode}: nibarchive, loads or dumps")
    total = sum(len(f) for f in files)
    median = median_seconds(one_pass, rounds)
    if mode == "nibarchive":
        suffix = f", {failures // rounds} files failed to parse"
    print(f"{name}: {len(files)} files, {total} bytes, median {median * 1000:.2f} ms per pass, "
          f"{total / median / 1e6:.2f} MB/s{suffix}")


main()
