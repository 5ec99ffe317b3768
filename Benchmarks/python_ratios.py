#!/usr/bin/env python3
"""Reads the lines compare-python.sh collected (Python first, then swift-nib,
each `NAME: N files, B bytes, median T ms per pass, ...`) and prints a
Markdown table of swift-nib against Python on the same files."""
import re
import sys

# (Python line, swift-nib line, what is compared)
PAIRS = [
    ("python nibarchive", "swift full", "NIBArchive decode: `nibarchive` vs full decode"),
    ("python plistlib loads", "swift keyed-plist", "keyed decode: `plistlib.loads` vs bytes → `PropertyListValue`"),
    ("python plistlib loads", "swift keyed-graph", "keyed decode: `plistlib.loads` vs bytes → `NibGraph`"),
    ("python plistlib dumps", "swift keyed-plist-encode", "keyed encode: `plistlib.dumps` vs `PropertyListValue` → bytes"),
    ("python plistlib dumps", "swift keyed-graph-encode", "keyed encode: `plistlib.dumps` vs `NibGraph` → bytes"),
]

lines = {}
for line in sys.stdin:
    match = re.match(r"(.+?): (\d+) files, (\d+) bytes, median ([0-9.]+) ms per pass", line)
    if match:
        lines[match.group(1)] = (int(match.group(2)), int(match.group(3)), float(match.group(4)))

print("| what | files | bytes | Python | swift-nib | ratio |")
print("| --- | ---: | ---: | ---: | ---: | ---: |")
for python, swift, title in PAIRS:
    (files, size, python_ms), (swift_files, swift_size, swift_ms) = lines[python], lines[swift]
    if (files, size) != (swift_files, swift_size):
        sys.exit(f"{python} and {swift} read different files: {files} files, {size} bytes "
                 f"against {swift_files} files, {swift_size} bytes")
    print(f"| {title} | {files} | {size:,} | {python_ms:.1f} ms | {swift_ms:.2f} ms | **{python_ms / swift_ms:.0f}×** |")
