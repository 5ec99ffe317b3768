#!/usr/bin/env python3
"""Writes Corpus/samples/*.nib: small NIBArchives made by the project itself.

This writer is deliberately independent of the Swift code (plain Python,
written from the format description in docs/formats.md), so that tests which read
these samples, and check that the Swift writer reproduces them byte for
byte, compare two implementations rather than one with itself.

Run from the repository root: python3 Corpus/make_samples.py
"""
import os
import struct

def varint(n):
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F)
        n >>= 7
    out.append(n | 0x80)
    return bytes(out)

class Archive:
    def __init__(self, coder_version):
        self.coder_version = coder_version
        self.classes = []      # (name, [fallback indices])
        self.keys = []
        self.objects = []      # [class index, [(key index, type, payload bytes)]]

    def cls(self, name, fallbacks=()):
        for i, (n, _) in enumerate(self.classes):
            if n == name:
                return i
        fb = [self.cls(f) for f in fallbacks]
        self.classes.append((name, fb))
        return len(self.classes) - 1

    def key(self, name):
        if name not in self.keys:
            self.keys.append(name)
        return self.keys.index(name)

    def reserve(self):
        self.objects.append(None)
        return len(self.objects) - 1

    def fill(self, index, class_name, values, fallbacks=()):
        self.objects[index] = [self.cls(class_name, fallbacks), [(self.key(k), t, p) for k, t, p in values]]
        return index

    def add(self, class_name, values, fallbacks=()):
        return self.fill(self.reserve(), class_name, values, fallbacks)

    def encode(self):
        objects = bytearray()
        values = bytearray()
        start = 0
        for class_index, vals in self.objects:
            objects += varint(class_index) + varint(start if vals else 0) + varint(len(vals))
            for key_index, type_code, payload in vals:
                values += varint(key_index) + bytes([type_code]) + payload
            start += len(vals)
        keys = b"".join(varint(len(k.encode())) + k.encode() for k in self.keys)
        classes = bytearray()
        for name, fallbacks in self.classes:
            classes += varint(len(name.encode()) + 1) + varint(len(fallbacks))
            classes += b"".join(struct.pack("<i", f) for f in fallbacks)
            classes += name.encode() + b"\0"
        value_count = sum(len(v) for _, v in self.objects)
        offsets = [50]
        for table in (objects, keys, values):
            offsets.append(offsets[-1] + len(table))
        header = b"NIBArchive" + struct.pack(
            "<10I", 1, self.coder_version,
            len(self.objects), offsets[0], len(self.keys), offsets[1],
            value_count, offsets[2], len(self.classes), offsets[3])
        return header + bytes(objects) + keys + bytes(values) + bytes(classes)

# Value constructors: (key, type code, payload)
def i8(k, v): return (k, 0, struct.pack("<b", v))
def i16(k, v): return (k, 1, struct.pack("<h", v))
def i32(k, v): return (k, 2, struct.pack("<i", v))
def i64(k, v): return (k, 3, struct.pack("<q", v))
def false(k): return (k, 4, b"")
def true(k): return (k, 5, b"")
def f32(k, v): return (k, 6, struct.pack("<f", v))
def f64(k, v): return (k, 7, struct.pack("<d", v))
def data(k, b): return (k, 8, varint(len(b)) + b)
def nil(k): return (k, 9, b"")
def obj(k, i): return (k, 10, struct.pack("<I", i))
def floats(k, *vs): return data(k, b"\x07" + b"".join(struct.pack("<d", v) for v in vs))

def string(a, text):
    return a.add("NSString", [data("NS.bytes", text.encode())])

def array(a, class_name, items):
    return a.add(class_name, [true("NSInlinedValue")] + [obj("UINibEncoderEmptyKey", i) for i in items])

def hello():
    """An iOS-style nib: File's Owner with a 'view' outlet to a view holding one label."""
    a = Archive(coder_version=9)
    root = a.reserve()
    owner = a.add("UIProxyObject", [obj("UIProxiedObjectIdentifier", string(a, "IBFilesOwner"))])
    first = a.add("UIProxyObject", [obj("UIProxiedObjectIdentifier", string(a, "IBFirstResponder"))])
    view = a.reserve()
    label = a.reserve()
    color = a.add("UIColor", [i8("UIColorComponentCount", 4), f32("UIRed", 1.0), f32("UIGreen", 0.5),
                              f32("UIBlue", 0.25), f32("UIAlpha", 1.0)], fallbacks=["NSColor"])
    a.fill(label, "UILabel", [
        floats("UIBounds", 0, 0, 280, 21), floats("UICenter", 160, 100.5),
        obj("UISuperview", view), obj("UIText", string(a, "Hello, nib")),
        obj("UITextColor", color), i8("UITag", 7), false("UIHidden"), nil("UIFont"),
    ])
    subviews = array(a, "NSMutableArray", [label])
    a.fill(view, "UIView", [
        floats("UIBounds", 0, 0, 320, 480), floats("UICenter", 160, 240),
        obj("UISubviews", subviews), true("UIOpaque"), i16("UIAutoresizingMask", 300),
        i32("UIViewContentHuggingPriority", 100000), i64("UIViewSemanticContentAttribute", -1),
        f64("UIAlpha", 0.75),
    ])
    outlet = a.add("UIRuntimeOutletConnection", [
        obj("UILabel", string(a, "view")), obj("UISource", owner), obj("UIDestination", view)])
    top = array(a, "NSArray", [owner, first, view])
    objects = array(a, "NSArray", [view, label])
    connections = array(a, "NSArray", [outlet])
    empty = array(a, "NSArray", [])
    pairs = a.add("NSDictionary", [true("NSInlinedValue"), obj("UINibEncoderEmptyKey", string(a, "answer")),
                                   obj("UINibEncoderEmptyKey", a.add("NSNumber", [i8("NS.intval", 42)]))])
    a.fill(root, "NSObject", [
        obj("UINibTopLevelObjectsKey", top), obj("UINibObjectsKey", objects),
        obj("UINibConnectionsKey", connections), obj("UINibVisibleWindowsKey", empty),
        obj("UINibAccessibilityConfigurationsKey", empty), obj("UINibKeyValuePairsKey", pairs),
    ])
    return a.encode()

def minimal():
    """One NSObject with one int8: the smallest useful archive."""
    a = Archive(coder_version=9)
    a.add("NSObject", [i8("k", 1)])
    return a.encode()

def every_type():
    """One value of each of the 11 types, a fallback class, and a macOS coder version."""
    a = Archive(coder_version=10)
    root = a.reserve()
    other = a.add("NSColor", [f32("NSWhite", 0.5)], fallbacks=["UIColor"])
    a.fill(root, "NSObject", [
        i8("a", 1), i16("b", 300), i32("c", 70000), i64("d", -2), false("e"), true("f"),
        f32("g", 1.5), f64("h", 2.25), data("i", b"bytes"), nil("j"), obj("k", other),
        floats("l", 1, 2, 3, 4), data("m", b"\x06" + struct.pack("<2f", 1, 2)),
    ])
    return a.encode()

def nested():
    """An NSData whose bytes are a whole archive, as table-view prototype cells hold."""
    a = Archive(coder_version=9)
    a.add("UINib", [obj("archiveData", 1), true("captureEnclosingNIBBundleOnDecode")])
    a.add("NSData", [data("NS.bytes", minimal())])
    return a.encode()

def collections():
    """Inlined array, set and dictionary, with strings and numbers."""
    a = Archive(coder_version=9)
    root = a.reserve()
    one = a.add("NSNumber", [f64("NS.dblval", 1.5)])
    yes = a.add("NSNumber", [true("NS.boolval")])
    text = a.add("NSMutableString", [data("NS.bytes", "héllo".encode())])
    arr = array(a, "NSMutableArray", [one, yes, text])
    st = array(a, "NSSet", [one])
    dic = a.add("NSMutableDictionary", [true("NSInlinedValue"), obj("UINibEncoderEmptyKey", text),
                                        obj("UINibEncoderEmptyKey", arr)])
    a.fill(root, "NSObject", [obj("array", arr), obj("set", st), obj("dictionary", dic)])
    return a.encode()

def repeated_keys():
    """Keys repeated in one object, as Apple's ibtool sometimes writes them
    (UIImageNibPlaceholder's UIImageName and UIIsSystemImage, UITintColor)."""
    a = Archive(coder_version=9)
    root = a.reserve()
    color = a.add("UIColor", [f64("UIWhite", 1)])
    image = a.add("UIImageNibPlaceholder", [
        data("UIImageName", b"star"), true("UIIsSystemImage"), data("UIImageName", b"star"), true("UIIsSystemImage"),
        obj("UITintColor", color), i64("UITag", 5), obj("UITintColor", color), nil("UITag"),
    ])
    a.fill(root, "NSObject", [obj("UINibTopLevelObjectsKey", image), obj("UINibTopLevelObjectsKey", color)])
    return a.encode()

def magic_data():
    """Data values that start with NIBArchive but are not archives: plain data."""
    a = Archive(coder_version=9)
    root = a.reserve()
    cut = a.add("NSData", [data("NS.bytes", minimal()[:60])])
    garbage = a.add("NSData", [data("NS.bytes", b"NIBArchive\x01\x02garbage")])
    a.fill(root, "NSObject", [obj("cut", cut), obj("garbage", garbage), data("magic", b"NIBArchive")])
    return a.encode()

def plist_seeds():
    """Binary plists written by Python's plistlib (an independent writer): a small
    keyed archive, every plist type, long counts, UTF-16 text, nested collections."""
    import datetime
    import plistlib
    UID = plistlib.UID
    keyed = {"$archiver": "NSKeyedArchiver", "$version": 100000, "$top": {"root": UID(1)},
             "$objects": ["$null", {"$class": UID(2), "NS.objects": [UID(3)]},
                          {"$classname": "NSArray", "$classes": ["NSArray", "NSObject"]}, "element"]}
    every = {"bool": True, "no": False, "int": -5, "big": 2**40, "real": 1.25,
             "date": datetime.datetime(2020, 1, 2, 3, 4, 5), "data": b"\x00\x01\x02", "ascii": "text",
             "utf16": "h\u00e9llo \u2603", "uid": UID(7), "array": [1, 2, 3], "nested": {"a": [{"b": []}]}}
    long = {"k" * 40: ["x" * 300, list(range(40)), b"\xff" * 20]}
    return {"keyed.plist": plistlib.dumps(keyed, fmt=plistlib.FMT_BINARY),
            "every-type.plist": plistlib.dumps(every, fmt=plistlib.FMT_BINARY, sort_keys=False),
            "long-counts.plist": plistlib.dumps(long, fmt=plistlib.FMT_BINARY),
            "empty-dict.plist": plistlib.dumps({}, fmt=plistlib.FMT_BINARY),
            "string.plist": plistlib.dumps("only a string", fmt=plistlib.FMT_BINARY)}

def keyed_seeds():
    """Keyed archives written by plistlib as an old iOS keyed nib would look:
    a window and a view that refer to each other (a UID cycle), geometry
    strings, plain strings and numbers, class hints, a $-escaped key, nil."""
    import plistlib
    UID = plistlib.UID
    def cls(name, *chain, hints=None):
        d = {"$classname": name, "$classes": [name, *chain]}
        if hints:
            d["$classhints"] = hints
        return d
    objects = [
        "$null",
        {"$class": UID(4), "UISubviews": UID(5), "UIBounds": UID(7), "UICenter": UID(8)},   # 1 window
        {"$class": UID(9), "UIProxiedObjectIdentifier": UID(10)},                           # 2 owner
        {"$class": UID(11), "NS.objects": [UID(1), UID(2)]},                                 # 3 top objects
        cls("UIWindow", "UIView", "UIResponder", "NSObject"),                                # 4
        {"$class": UID(11), "NS.objects": [UID(6)]},                                         # 5 subviews
        {"$class": UID(12), "UISuperview": UID(1), "UIText": UID(13), "UITag": 7,
         "UIAlpha": 0.5, "UIHidden": True, "$$escaped": UID(0), "UINumber": UID(14)},        # 6 label
        "{{0, 0}, {320, 480}}",                                                              # 7
        "{160, 240}",                                                                        # 8
        cls("UIProxyObject", "NSObject"),                                                    # 9
        "IBFilesOwner",                                                                      # 10
        cls("NSArray", "NSObject"),                                                          # 11
        cls("MyLabel", "UILabel", "UIView", "NSObject", hints=["UILabel"]),                  # 12
        "h\u00e9llo",                                                                        # 13
        42,                                                                                  # 14
    ]
    archive = {"$archiver": "NSKeyedArchiver", "$version": 100000,
               "$top": {"UINibTopLevelObjectsKey": UID(3), "UINibObjectsKey": UID(3)}, "$objects": objects}
    def xml_uids(value):  # plistlib's XML writer has no UIDs: spell them as CoreFoundation does
        if isinstance(value, UID):
            return {"CF$UID": value.data}
        if isinstance(value, dict):
            return {k: xml_uids(v) for k, v in value.items()}
        if isinstance(value, list):
            return [xml_uids(v) for v in value]
        return value
    # A key the placeholder repeats: its dictionary holds the first value, `$nibarchive` the others.
    repeated = {"$archiver": "NSKeyedArchiver", "$version": 100000, "$top": {"root": UID(1)},
                "$objects": ["$null", {"$class": UID(2), "UIImageName": b"star", "UIIsSystemImage": True},
                             cls("UIImageNibPlaceholder", "NSObject")],
                "$nibarchive": {"objectCount": 2, "duplicateKeys": [1, 1, "UIImageName", b"star", 1, 3, "UIIsSystemImage", True]}}
    return {"cycle.keyed": plistlib.dumps(archive, fmt=plistlib.FMT_BINARY, sort_keys=False),
            "cycle-xml.keyed": plistlib.dumps(xml_uids(archive), fmt=plistlib.FMT_XML, sort_keys=False),
            "repeated-keys-plistlib.keyed": plistlib.dumps(repeated, fmt=plistlib.FMT_BINARY, sort_keys=False)}

def xml_plist_seeds():
    """XML plists written by plistlib: every type, nesting, and a keyed archive with CF$UID references."""
    import plistlib
    every = {"bool": True, "no": False, "int": -5, "big": 2**40, "real": 1.25, "data": b"\x00\x01\x02",
             "text": "h\u00e9llo <&>", "array": [1, [2, [3]]], "empty": {}}
    import datetime
    return {"every-type.plist": plistlib.dumps(every, fmt=plistlib.FMT_XML, sort_keys=False),
            "keyed.plist": keyed_seeds()["cycle-xml.keyed"],
            "date.plist": plistlib.dumps([datetime.datetime(2001, 1, 1), datetime.datetime(1999, 12, 31, 23, 59, 59)],
                                         fmt=plistlib.FMT_XML),
            "string.plist": plistlib.dumps("only a string", fmt=plistlib.FMT_XML),
            "long.plist": plistlib.dumps({"k" * 40: ["x" * 300, list(range(40)), b"\xff" * 200]}, fmt=plistlib.FMT_XML)}

def openstep_seeds():
    """OpenStep text plists as old nib bundles' classes.nib files look, written here by hand."""
    return {"classes.nib": b'{\n    IBClasses = (\n        {ACTIONS = {"" = id; }; CLASS = FirstResponder; LANGUAGE = ObjC; SUPERCLASS = NSObject; }\n    );\n    IBVersion = 1;\n}\n',
            "data.classes": b'"Controller" = {\n    ACTIONS = {"buttonPressed:" = id; };\n    OUTLETS = {textField = id; };\n    SUPERCLASS = NSObject;\n};\n',
            "escapes.plist": b'/* comment */ ("a\\"b", "\\U00e9\\101\\n", <0fa1 22>, word.with-punct:/$_+)\n',
            "nested.plist": b'{a = {b = {c = (1, (2, (3)));};}; // trailing\n}',
            "empty.plist": b'{}'}

def xib_seeds():
    """Small Interface Builder XML documents, written here by hand in the shapes Xcode uses."""
    head = b'<?xml version="1.0" encoding="UTF-8"?>\n'
    return {"view.xib": head + b'<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">\n'
                        b'  <objects>\n    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>\n'
                        b'    <view contentMode="scaleToFill" id="iN0-l3-epB">\n      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n'
                        b'      <subviews>\n        <label text="Hello &amp; welcome" id="a1"/>\n      </subviews>\n    </view>\n  </objects>\n</document>\n',
            "scene.storyboard": head + b'<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="BYZ">\n'
                                b'  <scenes><scene sceneID="s1"><objects><viewController id="BYZ"><view key="view" id="v1"/></viewController></objects></scene></scenes>\n</document>\n',
            "archive.nib": head + b'<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">\n  <data><int key="IBDocument.SystemTarget">1050</int>'
                           b'<string key="IBDocument.SystemVersion">10A432</string><object class="NSMutableArray" key="IBDocument.EditedObjectIDs"><integer value="1"/></object></data>\n</archive>\n',
            "cdata.xib": head + b'<document><objects><textView><string key="text"><![CDATA[<not markup>]]></string></textView></objects></document>\n',
            "empty.xib": head + b'<document/>\n'}

def container_seeds():
    """Directory images for ContainerDetect: [name length u8][name][size u16 LE][bytes] per entry."""
    import plistlib
    def image(entries):
        out = b""
        for name, content in entries:
            out += bytes([len(name)]) + name.encode() + struct.pack("<H", len(content)) + content
        return out
    nib = hello()
    keyed = keyed_seeds()["cycle.keyed"]
    info = plistlib.dumps({"UIStoryboardDesignatedEntryPointIdentifier": "main", "UIStoryboardVersion": 1,
                           "UIViewControllerIdentifiersToNibNames": {"main": "main"}}, fmt=plistlib.FMT_BINARY)
    return {"uikit.dir": image([("runtime.nib", nib), ("objects-13.0+.nib", nib), ("objects.nib", nib)]),
            "appkit.dir": image([("keyedobjects.nib", keyed), ("keyedobjects-101300.nib", nib)]),
            "storyboard.dir": image([("Info.plist", info), ("main.nib", nib), ("UIViewController-main.nib", nib)]),
            "ib3.dir": image([("designable.nib", b'<?xml version="1.0" encoding="UTF-8"?>\n<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"></archive>'),
                              ("keyedobjects.nib", keyed), ("info.nib", plistlib.dumps({"IBFramework Version": "1"}))]),
            "typedstream.dir": image([("objects.nib", b"\x04\x0bstreamtyped\x81\xe8\x03"), ("classes.nib", b"{}")])}

class TypedstreamWriter:
    """A small NeXT typedstream writer (NSArchiver's format), for the Typedstream seeds: tagged integers,
    shared strings, and objects and classes entered in one table when first written."""
    def __init__(self, big_endian):
        self.order = ">" if big_endian else "<"
        self.out = bytearray(b"\x04\x0b" + (b"typedstream" if big_endian else b"streamtyped"))
        self.strings, self.shared = {}, {}
        self.integer(1000)

    def integer(self, n):
        if -110 <= n <= 127: self.out += struct.pack("b", n)
        elif -32768 <= n <= 32767: self.out += b"\x81" + struct.pack(self.order + "h", n)
        else: self.out += b"\x82" + struct.pack(self.order + "i", n)

    def string(self, text):
        if text is None: self.out += b"\x85"
        elif text in self.strings: self.integer(self.strings[text] - 110)
        else:
            self.strings[text] = len(self.strings)
            self.out += b"\x84"; self.integer(len(text)); self.out += text

    def cls(self, chain):
        if not chain: self.out += b"\x85"; return
        name, version = chain[0]
        if ("class", name) in self.shared: self.integer(self.shared[("class", name)] - 110); return
        self.out += b"\x84"; self.string(name); self.integer(version)
        self.shared[("class", name)] = len(self.shared)
        self.cls(chain[1:])

    def obj(self, o):
        if o is None: self.out += b"\x85"; return
        if id(o) in self.shared: self.integer(self.shared[id(o)] - 110); return
        self.out += b"\x84"; self.shared[id(o)] = len(self.shared)
        self.cls(o["chain"])
        for encoding, values in o["groups"]: self.group(encoding, values)
        self.out += b"\x86"

    def group(self, encoding, values):
        self.string(encoding)
        for code, value in values: self.value(code, value)

    def value(self, code, v):
        if code in "cC": self.out += struct.pack("b" if code == "c" else "B", v)
        elif code in "sSiIlLqQ": self.integer(v)
        elif code == "f":
            if float(v).is_integer(): self.integer(int(v))
            else: self.out += b"\x83" + struct.pack(self.order + "f", v)
        elif code == "d": self.out += b"\x83" + struct.pack(self.order + "d", v)
        elif code in "*%:": self.string(v)
        elif code == "+": self.integer(len(v)); self.out += v
        elif code == "@": self.obj(v)
        elif code == "#": self.cls(v)
        elif code == "bytes": self.out += v

def typedstream_seeds():
    """Typedstreams for TypedstreamDecode, written by TypedstreamWriter: a window nib (NSIBObjectData, a window
    template, a view and a button) in both byte orders, every type code, an object holding itself, and a header alone."""
    def obj(chain, *groups): return {"chain": chain, "groups": list(groups)}
    NSObject = [(b"NSObject", 0)]
    def string(text): return obj([(b"NSString", 1)] + NSObject, (b"+", [("+", text)]))
    def array(items): return obj([(b"NSMutableArray", 0), (b"NSArray", 0)] + NSObject, (b"i", [("i", len(items))]), *[(b"@", [("@", i)]) for i in items])
    responder = [(b"NSView", 41), (b"NSResponder", 0)] + NSObject
    def view(chain, frame, subviews, *more):
        return obj(chain, (b"@", [("@", None)]), (b"i", [("i", 0)]),
                   (b"@@@@ffffffff", [("@", array(subviews)), ("@", None), ("@", None), ("@", None)] + [("f", x) for x in frame + [0, 0] + frame[2:]]),
                   (b"@", [("@", None)]), *more)
    def window_nib(big_endian):
        cell = obj([(b"NSButtonCell", 57), (b"NSActionCell", 17), (b"NSCell", 60)] + NSObject,
                   (b"ii", [("i", 0), ("i", 0)]), (b"@@@@", [("@", string(b"OK")), ("@", None), ("@", None), ("@", None)]))
        button = view([(b"NSButton", 0), (b"NSControl", 41)] + responder, [20, 20, 80, 24], [],
                      (b"icc@", [("i", 0), ("c", 1), ("c", 0), ("@", cell)]))
        content = view(responder, [0, 0, 240, 120], [button])
        window = obj([(b"NSWindowTemplate", 504)] + NSObject,
                     (b"iiffffi@@@@@c", [("i", 15), ("i", 2), ("f", 100), ("f", 200), ("f", 240), ("f", 120), ("i", 0),
                                         ("@", string(b"Hello")), ("@", string(b"NSWindow")), ("@", string(b"View")), ("@", content), ("@", None), ("c", 1)]))
        owner = obj([(b"NSCustomObject", 41)] + NSObject, (b"@@", [("@", string(b"NSApplication")), ("@", None)]))
        data = obj([(b"NSIBObjectData", 224)] + NSObject, (b"@", [("@", owner)]), (b"i", [("i", 3)]),
                   (b"@@", [("@", window), ("@", owner)]), (b"@@", [("@", content), ("@", window)]), (b"@@", [("@", button), ("@", content)]))
        w = TypedstreamWriter(big_endian); w.group(b"@", [("@", data)]); return bytes(w.out)
    def every_type():
        w = TypedstreamWriter(False)
        w.group(b"cCsSiIlLqQfd", [("c", -5), ("C", 250), ("s", -300), ("S", 60000), ("i", 70000), ("I", 5), ("l", -1), ("L", 7), ("q", 3), ("Q", 4), ("f", 0.5), ("d", 2.25)])
        w.group(b"*%:+#", [("*", b"text"), ("%", None), (":", b"action:"), ("+", b"unshared"), ("#", [(b"NSObject", 0)])])
        w.group(b"[4c]{_NSPoint=ff}[2i]^i!", [("bytes", b"abcd"), ("f", 1), ("f", 2.5), ("i", 1), ("i", 2), ("i", 9)])
        w.group(b"*", [("*", b"text")])
        return bytes(w.out)
    def cycle():
        w = TypedstreamWriter(True)
        o = obj([(b"NSCell", 1)] + [(b"NSObject", 0)])
        o["groups"] = [(b"@@", [("@", o), ("@", o)])]
        w.group(b"@", [("@", o)]); w.group(b"@", [("@", o)])
        return bytes(w.out)
    return {"window-little.typedstream": window_nib(False), "window-big.typedstream": window_nib(True),
            "every-type.typedstream": every_type(), "cycle.typedstream": cycle(),
            "header.typedstream": bytes(TypedstreamWriter(True).out)}

def zip_seeds():
    """Zip archives for ZipArchiveScan, written by Python's zipfile (an independent writer)."""
    import io, plistlib, zipfile
    nib = hello()
    keyed = keyed_seeds()["cycle.keyed"]
    info = plistlib.dumps({"UIStoryboardDesignatedEntryPointIdentifier": "main", "UIStoryboardVersion": 1,
                           "UIViewControllerIdentifiersToNibNames": {"main": "UIViewController-main"}}, fmt=plistlib.FMT_BINARY)
    bundle_info = plistlib.dumps({"CFBundleIdentifier": "org.example.App", "CFBundleExecutable": "App"}, fmt=plistlib.FMT_BINARY)
    app = "Payload/App.app/"
    ipa = [(app, None), (app + "Info.plist", bundle_info), (app + "App", b"\x7fELF" + bytes(300)),
           (app + "Base.lproj/Main.storyboardc/Info.plist", info),
           (app + "Base.lproj/Main.storyboardc/UIViewController-main.nib", nib),
           (app + "Base.lproj/Main.storyboardc/main-view.nib/runtime.nib", nib),
           (app + "Base.lproj/Main.storyboardc/main-view.nib/objects-13.0+.nib", nib),
           (app + "Base.lproj/View.nib/runtime.nib", nib),
           (app + "Legacy.nib", keyed), (app + "resource.dat", nib)]

    def archive(entries, compression=zipfile.ZIP_DEFLATED, stream=None, comment=b"", zip64=False):
        out = stream or io.BytesIO()
        with zipfile.ZipFile(out, "w", compression) as z:
            z.comment = comment
            for name, content in entries:
                info = zipfile.ZipInfo(name, date_time=(2001, 1, 1, 0, 0, 0))
                info.compress_type = compression
                info.external_attr = (0o40755 if content is None else 0o100644) << 16
                with z.open(info, "w", force_zip64=zip64) as entry:
                    entry.write(b"" if content is None else content)
        return out.getvalue()

    class Unseekable(io.RawIOBase):
        """A stream zipfile cannot seek back in, so it writes data descriptors (flag bit 3)."""
        def __init__(self): self.buffer = io.BytesIO()
        def writable(self): return True
        def write(self, b): return self.buffer.write(b)
        def tell(self): return self.buffer.tell()
        def getvalue(self): return self.buffer.getvalue()

    seeds = {"python-ipa.zip": archive(ipa),
             "python-stored.zip": archive(ipa, zipfile.ZIP_STORED, comment=b"stored entries"),
             "python-data-descriptor.zip": archive(ipa[:6], stream=Unseekable()),
             "python-many-entries.zip": archive([("tiny/%03d" % i, bytes([i % 256])) for i in range(300)]),
             "python-zeros.zip": archive([("zeros.bin", bytes(200_000)), ("Payload/A.app/A.nib", nib)])}
    # zip64 records for a small archive: zipfile writes them when sizes pass its limits, so lower the limits.
    limits = zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT
    zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT = 0, 0
    try:
        seeds["python-zip64.zip"] = archive(ipa, zip64=True)
    finally:
        zipfile.ZIP64_LIMIT, zipfile.ZIP_FILECOUNT_LIMIT = limits
    # The encryption flag (bit 0) set in both headers of the one entry: readers must refuse it.
    plain = bytearray(archive([("Secret.nib", nib)], zipfile.ZIP_STORED))
    for signature in (b"PK\x03\x04", b"PK\x01\x02"):
        at = plain.find(signature) + (6 if signature == b"PK\x03\x04" else 8)
        plain[at] |= 1
    seeds["encrypted-flag.zip"] = bytes(plain)
    return seeds

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "samples", "Hello.nib"), "wb") as f:
        f.write(hello())
    # Seeds for the NIBArchive fuzz targets (Corpus/<target>/).
    seeds = {"hello.nib": hello(), "minimal.nib": minimal(), "every-type.nib": every_type(),
             "nested.nib": nested(), "collections.nib": collections(), "repeated-keys.nib": repeated_keys(),
             "magic-data.nib": magic_data()}
    for targets, files in ((("NIBArchiveDecode", "NIBArchiveRoundTrip"), seeds),
                           (("NIBArchiveKeyedRoundTrip",), seeds),
                           (("BinaryPlistDecode", "BinaryPlistRoundTrip"), plist_seeds()),
                           (("KeyedArchiveRoundTrip", "KeyedArchiveInPlaceRead"), dict(keyed_seeds(), **{"keyed.plist": plist_seeds()["keyed.plist"]})),
                           (("XMLPlistDecode",), xml_plist_seeds()),
                           (("OpenStepPlistDecode",), openstep_seeds()),
                           (("InstantiateNib",), dict(seeds, **{"cycle.keyed": keyed_seeds()["cycle.keyed"]})),
                           (("ContainerDetect",), container_seeds()),
                           (("ZipArchiveScan",), zip_seeds()),
                           (("XIBRead",), xib_seeds()),
                           (("TypedstreamDecode",), typedstream_seeds())):
        for target in targets:
            folder = os.path.join(here, target)
            os.makedirs(folder, exist_ok=True)
            for name, content in files.items():
                with open(os.path.join(folder, name), "wb") as f:
                    f.write(content)
