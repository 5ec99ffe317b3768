#!/usr/bin/env python3
"""Writes Corpus/regressions/*/expansion-*: small files that stand for huge ones.

Each shares one table entry many times over, which Apple's writers never do:
- a binary plist whose arrays each hold the next one twice (2^41 objects read as
  a tree, from 427 bytes), in a keyed archive;
- a keyed archive whose 2,000 `$objects` entries are one dictionary of 200 values;
- a NIBArchive whose 2,000 objects all have the same 100 values.
Before the limits on sharing, the first hung every reader and the others were
read as 400,000 and 200,000 values. Independent of the Swift code (Python's
plistlib writes a list or dict once however often it is referenced).

Run from the repository root: python3 Corpus/make_expansion_regressions.py
"""
import os
import plistlib
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_samples import varint  # noqa: E402

KEYED_TARGETS = ["BinaryPlistDecode", "BinaryPlistRoundTrip", "CLIInspect", "InstantiateNib", "KeyedArchiveRoundTrip"]
NIB_TARGETS = ["CLIInspect", "InstantiateNib", "NIBArchiveDecode", "NIBArchiveKeyedRoundTrip", "NIBArchiveRoundTrip"]


def keyed(objects):
    return plistlib.dumps({"$archiver": "NSKeyedArchiver", "$version": 100000,
                           "$top": {"root": plistlib.UID(1)}, "$objects": objects}, fmt=plistlib.FMT_BINARY)


def doubling_arrays(levels=40):
    items = [plistlib.UID(0)]
    for _ in range(levels):
        items = [items, items]
    cls = {"$classname": "NSObject", "$classes": ["NSObject"]}
    return keyed(["$null", {"$class": plistlib.UID(2), "items": items}, cls])


def shared_dictionary(objects=2000, values=200):
    shared = {"$class": plistlib.UID(objects + 1)}
    for index in range(values):
        shared["k%d" % index] = index
    cls = {"$classname": "NSObject", "$classes": ["NSObject"]}
    return keyed(["$null"] + [shared] * objects + [cls])


def overlapping_ranges(objects=2000, values=100):
    table = [b"".join(varint(0) + varint(0) + varint(values) for _ in range(objects)),
             varint(1) + b"k",
             b"".join(varint(0) + b"\x00\x01" for _ in range(values)),
             varint(9) + varint(0) + b"NSObject\x00"]
    offsets, at = [], 50
    for part in table:
        offsets.append(at)
        at += len(part)
    counts = [objects, 1, values, 1]
    header = b"NIBArchive" + struct.pack("<2I", 1, 10)
    for count, offset in zip(counts, offsets):
        header += struct.pack("<2I", count, offset)
    return header + b"".join(table)


def write(targets, name, data):
    for target in targets:
        folder = os.path.join("Corpus", "regressions", target)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name), "wb") as out:
            out.write(data)


write(KEYED_TARGETS, "expansion-doubling-arrays.keyed", doubling_arrays())
write(KEYED_TARGETS, "expansion-shared-dictionary.keyed", shared_dictionary())
write(NIB_TARGETS, "expansion-overlapping-ranges.nib", overlapping_ranges())
