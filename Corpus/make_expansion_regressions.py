#!/usr/bin/env python3
"""Writes Corpus/regressions/*/expansion-*: small files that stand for huge ones.

Each shares one table entry many times over, which Apple's writers never do:
- a binary plist whose arrays each hold the next one twice (more than 2^41
  objects read as a tree, from 431 bytes), in a keyed archive;
- a keyed archive whose 2,000 `$objects` entries are one dictionary of 200 values;
- a keyed archive whose 300 objects all hold one 20,000-byte inline string
  (read once, but a NIBArchive stores it for each: 6 MB);
- a keyed archive whose 3,000 entries are one dictionary of 15 values, each
  the same 2,000-byte string;
- a NIBArchive whose 2,000 objects all have the same 100 values;
- a NIBArchive whose 3,000 objects all list one data value holding a nested
  NIBArchive of 3,000 values (which no object lists).
Without the limits on sharing, the first would hang every reader and the
next two would read as 400,000 and 200,000 values; parsing the nested archive
of the last once per listing would be 9 million values. Independent of the
Swift code (Python's plistlib writes a list or dict once however often it is
referenced).

Run from the repository root: python3 Corpus/make_expansion_regressions.py
"""
import os
import plistlib
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_samples import varint  # noqa: E402

KEYED_TARGETS = ["BinaryPlistDecode", "BinaryPlistRoundTrip", "CLIInspect", "InstantiateNib", "KeyedArchiveRoundTrip",
                 "KeyedArchiveInPlaceRead"]
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


def shared_small_dictionary(objects=3000, length=2000):
    # A dictionary of 15 values (too few to be counted as a collection by the lazily checked
    # reader) shared by every entry, each value the same long string: reading every entry
    # would check 90 MB of text if a string were checked again at every read.
    text = "B" * length
    shared = {"$class": plistlib.UID(objects + 1)}
    for index in range(15):
        shared["k%d" % index] = text
    cls = {"$classname": "NSObject", "$classes": ["NSObject"]}
    return keyed(["$null"] + [shared] * objects + [cls])


def shared_string(objects=300, length=20000):
    text = "A" * length
    cls = {"$classname": "NSObject", "$classes": ["NSObject"]}
    return keyed(["$null"] + [{"$class": plistlib.UID(objects + 1), "text": text} for _ in range(objects)] + [cls])


def nib_archive(objects, values, class_name, counts):
    """A NIBArchive of one key `k` and one class from its object and value tables."""
    table = [objects, varint(1) + b"k", values, varint(len(class_name) + 1) + varint(0) + class_name + b"\x00"]
    offsets, at = [], 50
    for part in table:
        offsets.append(at)
        at += len(part)
    header = b"NIBArchive" + struct.pack("<2I", 1, 10)
    for count, offset in zip(counts, offsets):
        header += struct.pack("<2I", count, offset)
    return header + b"".join(table)


def overlapping_ranges(objects=2000, values=100):
    return nib_archive(b"".join(varint(0) + varint(0) + varint(values) for _ in range(objects)),
                       b"".join(varint(0) + b"\x00\x01" for _ in range(values)), b"NSObject",
                       [objects, 1, values, 1])


def nested_listed(objects=3000, values=3000):
    inner = nib_archive(varint(0) + varint(0) + varint(0), b"".join(varint(0) + b"\x00\x01" for _ in range(values)),
                        b"Inner", [1, 1, values, 1])
    outer_value = varint(0) + b"\x08" + varint(len(inner)) + inner
    return nib_archive(b"".join(varint(0) + varint(0) + varint(1) for _ in range(objects)), outer_value, b"Outer",
                       [objects, 1, 1, 1])


def write(targets, name, data):
    for target in targets:
        folder = os.path.join("Corpus", "regressions", target)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name), "wb") as out:
            out.write(data)


write(KEYED_TARGETS, "expansion-doubling-arrays.keyed", doubling_arrays())
write(KEYED_TARGETS, "expansion-shared-dictionary.keyed", shared_dictionary())
write(KEYED_TARGETS, "expansion-shared-string.keyed", shared_string())
write(KEYED_TARGETS, "expansion-shared-small-dictionary.keyed", shared_small_dictionary())
write(NIB_TARGETS, "expansion-overlapping-ranges.nib", overlapping_ranges())
write(NIB_TARGETS, "expansion-nested-archive-listed.nib", nested_listed())
