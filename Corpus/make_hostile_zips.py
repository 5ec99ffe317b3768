#!/usr/bin/env python3
"""Writes the hostile zip archives whose `nibtool scan` figures docs/archives.md gives
(they are megabytes, so they are made on demand, not kept in the repository):

- deep-short.zip: 50,000 empty entries, each 126 one-letter folders deep (29 MB);
- deep-long.zip: 100 empty entries, each 127 folders deep with 510-byte folder
  names (13 MB);
- storyboards.zip: 10 `.storyboardc` folders, each an Info.plist and 9,999
  empty `*.nib` entries (12.6 MB).

Each is linear in its size; they would stand for work or memory far beyond
it for a reader that kept every folder's whole path, a string per path
component, or compared every name with every other.

Usage: python3 Corpus/make_hostile_zips.py OUTPUT_FOLDER
then:  /usr/bin/time -f "%e s %M KB" .build/release/nibtool scan OUTPUT_FOLDER/deep-short.zip
"""
import os
import plistlib
import sys
import zipfile


def deep_short(path):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as archive:
        for index in range(50_000):
            archive.writestr("/".join(["a"] * 126) + f"/{index}", b"")


def deep_long(path):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as archive:
        for index in range(100):
            folders = [f"{index:05d}" + "d" * 505 for _ in range(127)]
            archive.writestr("/".join(folders + ["f.nib"]), b"")


def storyboards(path):
    info = plistlib.dumps({"UIStoryboardDesignatedEntryPointIdentifier": "x"}, fmt=plistlib.FMT_BINARY)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as archive:
        for folder in range(10):
            archive.writestr(f"X{folder}.storyboardc/Info.plist", info)
            for scene in range(9_999):
                archive.writestr(f"X{folder}.storyboardc/s{scene:05d}.nib", b"")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name, write in [("deep-short.zip", deep_short), ("deep-long.zip", deep_long), ("storyboards.zip", storyboards)]:
        write(os.path.join(folder, name))
        print(name, os.path.getsize(os.path.join(folder, name)), "bytes")


if __name__ == "__main__":
    main()
