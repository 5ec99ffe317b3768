import KeyedArchive
import NibBytes
import PropertyList

extension NibGraph {
    /// Decodes a keyed archive into a graph.
    ///
    /// `$top` becomes the root object (class `NSObject`). Plain strings, numbers
    /// and data in `$objects` become `NSString`, `NSNumber` and `NSData`
    /// objects; a geometry string under a geometry key (``GeometryString``)
    /// becomes a float64 blob, and a string used only that way is not kept as
    /// an object. Objects keep their `$objects` order. UID 0 is nil. A
    /// `$nibarchive` root entry (written by ``keyedArchive(warnings:)``)
    /// restores the NIBArchive layout and integer widths.
    ///
    /// The decoder's general path (XML archives, and binary ones the in-place
    /// builder leaves); read archives with ``init(keyedArchiveBytes:options:)``.
    package init(keyedArchive archive: KeyedArchive) throws(NibGraphError) {
        let source = archive.objects
        let hint = archive.extraRootEntries.first(where: { $0.key == .string(Self.layoutKey) })?.value
        // In an archive converted from a NIBArchive, $objects[1..<n] are that archive's objects and
        // stay objects; only the strings after them were made from geometry blobs.
        var firstGeometryCandidate = 1
        if case .integer(let count)? = hint?["objectCount"], count >= 1, count <= Int64(source.count) {
            firstGeometryCandidate = Int(count)
        }
        // Geometry strings read so far, by entry and shape: one string may be named by every object,
        // under keys of one shape or several, and parsing it again for each (it may be long) made
        // reading quadratic in the file's size.
        var blobs: [GeometryString.Use: ByteView?] = [:]
        /// The float64 blob for `$objects[index]` used under `key`, when it is a geometry string.
        func geometryBlob(_ index: Int, key: String) -> ByteView? {
            guard index >= firstGeometryCandidate, case .string(let text) = source[index],
                  let shape = GeometryString.shape(forKey: key)
            else { return nil }
            let use = GeometryString.Use(entry: index, shape: shape)
            if let known = blobs[use] { return known }
            let blob = GeometryString.blob(forString: text, shape: shape).map { ByteView(copying: $0) }
            blobs[use] = blob
            return blob
        }
        // Which $objects entries are referenced as objects (not only as geometry strings).
        var usedAsObject = [Bool](repeating: false, count: source.count)
        var referenced = [Bool](repeating: false, count: source.count)
        func scan(_ value: PropertyListValue, key: String) {
            switch value {
            case .uid(let uid):
                let index = Int(uid)
                referenced[index] = true
                if geometryBlob(index, key: key) == nil { usedAsObject[index] = true }
            case .array(let items):
                for item in items { scan(item, key: "") }
            default:
                break
            }
        }
        for entry in archive.top { scan(entry.value, key: entry.key) }
        for index in 1..<max(source.count, 1) {
            guard case .dictionary(let entries) = source[index] else { continue }
            for entry in entries where entry.key != .string("$class") {
                if case .string(let key) = entry.key { scan(entry.value, key: Self.unescape(key)) }
            }
        }
        // Graph index of each kept $objects entry.
        var graphIndex = [Int](repeating: -1, count: source.count)
        var kept: [Int] = []
        for index in 1..<max(source.count, 1) {
            let keep: Bool
            switch source[index] {
            case .dictionary:
                keep = (try? archive.keyedClass(ofObject: index)) != nil && source[index]["$class"] != nil
            case .string:
                keep = usedAsObject[index] || !referenced[index]
            case .integer, .real, .real32, .bool, .data:
                keep = true
            default:
                throw NibGraphError(.unsupportedValue("a \(source[index].typeName) in $objects"), object: index)
            }
            if keep {
                kept.append(index)
                graphIndex[index] = kept.count
            }
        }

        func value(_ plist: PropertyListValue, object: Int, key: String) throws(NibGraphError) -> Value {
            if let scalar = Value(scalar: plist) { return scalar }
            switch plist {
            case .uid(let uid):
                let index = Int(uid)
                if index == 0 { return .null }
                if let blob = geometryBlob(index, key: key) { return .data(blob) }
                guard graphIndex[index] >= 0 else {
                    throw NibGraphError(.unsupportedValue("UID \(uid) names a class dictionary"), object: object, key: key)
                }
                return .object(graphIndex[index])
            case .array(let items):
                var values: [Value] = []
                values.reserveCapacity(items.count)
                for item in items { values.append(try value(item, object: object, key: "")) }
                return .array(values)
            default:
                throw NibGraphError(.unsupportedValue("an inline \(plist.typeName)"), object: object, key: key)
            }
        }

        var objects: [Object] = []
        objects.reserveCapacity(kept.count + 1)
        var root = Object(className: "NSObject")
        for entry in archive.top {
            root.entries.append(Entry(entry.key, try value(entry.value, object: 0, key: entry.key)))
        }
        objects.append(root)
        for index in kept {
            switch source[index] {
            case .string(let text):
                objects.append(Object(className: "NSString", entries: [Entry("NS.bytes", .data(ByteView(copying: Array(text.utf8))))]))
            case .integer(let number):
                objects.append(Object(className: "NSNumber", entries: [Entry("NS.intval", .integer(number))]))
            case .real(let number):
                objects.append(Object(className: "NSNumber", entries: [Entry("NS.dblval", .double(number))]))
            case .real32(let number):
                objects.append(Object(className: "NSNumber", entries: [Entry("NS.dblval", .float(number))]))
            case .bool(let flag):
                objects.append(Object(className: "NSNumber", entries: [Entry("NS.boolval", .bool(flag))]))
            case .data(let bytes):
                objects.append(Object(className: "NSData", entries: [Entry("NS.bytes", .data(bytes))]))
            case .dictionary(let entries):
                let keyedClass: KeyedClass?
                do { keyedClass = try archive.keyedClass(ofObject: index) } catch { throw NibGraphError(.keyedArchive(error)) }
                guard let keyedClass else { throw NibGraphError(.keyedArchive(KeyedArchiveError(.missingClass, object: index))) }
                var object = Object(className: keyedClass.name, fallbackClassNames: keyedClass.hints,
                                    classChain: KeyedGraphEncoder.classChain(of: keyedClass))
                object.entries.reserveCapacity(entries.count - 1)
                for entry in entries {
                    guard case .string(let rawKey) = entry.key else {
                        throw NibGraphError(.unsupportedValue("a \(entry.key.typeName) key"), object: index)
                    }
                    if rawKey == "$class" { continue }
                    let key = Self.unescape(rawKey)
                    object.entries.append(Entry(key, try value(entry.value, object: index, key: key)))
                }
                objects.append(object)
            default:
                break
            }
        }
        self.init(objects: objects)
        if let hint { try applyLayoutHint(hint) }
    }

    /// Decodes a keyed archive (binary or XML property list) into a graph.
    ///
    /// The one keyed decoder into a graph. Binary archives are read in place
    /// (``KeyedArchiveObjects``) and built straight into the graph when they
    /// can be; XML archives and anything unusual take the general path (the
    /// property-list tree, ``KeyedArchive``, then ``init(keyedArchive:)``), so
    /// the result and the errors are the same.
    public init(keyedArchiveBytes bytes: ByteView, options: KeyedArchiveOptions = .default) throws(NibGraphError) {
        if BinaryPropertyList.hasMagic(bytes),
           let objects = try? KeyedArchiveObjects(bytes: bytes, options: options, forGraph: true),
           let graph = try? KeyedGraphBuilder.graph(of: objects)
        {
            self = graph
            return
        }
        let archive: KeyedArchive
        do {
            archive = try KeyedArchive.decode(bytes, options: options)
        } catch {
            throw NibGraphError(.keyedArchive(error))
        }
        try self.init(keyedArchive: archive)
    }

    /// The graph as a keyed archive, as NSKeyedArchiver would write it.
    ///
    /// Object `i` (for `i ≥ 1`) is `$objects[i]`; class dictionaries and
    /// geometry strings follow the objects. The root's entries become `$top`.
    /// With an ``archiveLayout``, a `$nibarchive` root entry (which
    /// NSKeyedUnarchiver ignores) keeps the table order, versions and integer
    /// widths, so converting back gives the original NIBArchive byte for byte.
    /// A key an object repeats keeps its first value in the object's
    /// dictionary and the later ones in that entry (see `NibGraph+LayoutHint.swift`).
    ///
    /// The tree view of what ``keyedArchiveBytes(warnings:)`` writes, kept to
    /// check that writer (tests, fuzzing): encoded, it gives the same bytes
    /// and warnings.
    package func keyedArchive(warnings: inout [NibGraphWarning]) throws(NibGraphError) -> KeyedArchive {
        guard let root = objects.first else { throw NibGraphError(.emptyGraph) }
        var encoder = KeyedGraphEncoder(graph: self)
        if root.className != "NSObject" || !root.fallbackClassNames.isEmpty {
            warnings.append(NibGraphWarning(object: 0, "root class \(root.className) is not kept ($top has no class)"))
        }
        var top: [KeyedArchive.TopEntry] = []
        var seenTop: Set<String> = []
        for (position, entry) in root.entries.enumerated() {
            guard seenTop.insert(entry.key).inserted else {
                try encoder.keepRepeated(entry, object: 0, position: position, warnings: &warnings)
                continue
            }
            if let value = try encoder.plist(entry.value, object: 0, position: position, key: entry.key, warnings: &warnings) {
                top.append(KeyedArchive.TopEntry(key: entry.key, value: value))
            }
        }
        for index in objects.indices.dropFirst() {
            encoder.objects[index] = try encoder.encodeObject(index, warnings: &warnings)
        }
        var extra: [PropertyListEntry] = []
        if let hint = Self.layoutHint(archiveLayout, objectCount: objects.count, widths: encoder.widths, repeated: encoder.repeated) {
            extra.append(PropertyListEntry(key: .string(Self.layoutKey), value: hint))
        }
        return KeyedArchive(top: top, objects: encoder.objects, extraRootEntries: extra)
    }

    /// The graph as a binary keyed archive, as NSKeyedArchiver would write it
    /// (see ``keyedArchive(warnings:)`` for the layout), written straight from
    /// the graph (``KeyedGraphWriter``), the one keyed writer.
    public func keyedArchiveBytes(warnings: inout [NibGraphWarning]) throws(NibGraphError) -> [UInt8] {
        try KeyedGraphWriter.bytes(of: self, warnings: &warnings)
    }

    /// ``keyedArchiveBytes(warnings:)`` through the tree: the ``KeyedArchive``
    /// of ``keyedArchive(warnings:)``, encoded. The check of the writer
    /// (tests, fuzzing), not a second writer.
    package func keyedArchiveBytesThroughArchive(warnings: inout [NibGraphWarning]) throws(NibGraphError) -> [UInt8] {
        let archive = try keyedArchive(warnings: &warnings)
        do {
            return try archive.encoded()
        } catch {
            throw NibGraphError(.keyedArchive(error))
        }
    }

    /// Keys beginning with `$` are escaped by another `$`, as NSKeyedArchiver does.
    ///
    /// A first UTF-8 byte other than `$` settles it without `hasPrefix`'s
    /// character comparison: no other spelling is canonically equal to `$`.
    static func escape(_ key: String) -> String {
        key.utf8.first == UInt8(ascii: "$") && key.hasPrefix("$") ? "$" + key : key
    }
    static func unescape(_ key: String) -> String {
        key.utf8.first == UInt8(ascii: "$") && key.hasPrefix("$$") ? String(key.dropFirst()) : key
    }
}

extension NibGraph.Value {
    /// The value of a property-list integer, boolean, real, data or string; nil for any other.
    init?(scalar plist: PropertyListValue) {
        switch plist {
        case .integer(let number): self = .integer(number)
        case .bool(let flag): self = .bool(flag)
        case .real(let number): self = .double(number)
        case .real32(let number): self = .float(number)
        case .data(let bytes): self = .data(bytes)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }
}

/// Builds `$objects` for ``NibGraph/keyedArchive(warnings:)``.
struct KeyedGraphEncoder {
    let graph: NibGraph
    var objects: [PropertyListValue]
    /// Class dictionaries already written, by content (not by name: one name
    /// can have thousands of variants, see `KeyedGraphWriter.classUIDs`).
    var classUIDs: [[Int]: UInt64] = [:]
    var classKeys = KeyedClassKeys()
    /// Integers stored wider than Apple's encoder would pick: (object, entry position, width).
    var widths: [(object: Int, position: Int, width: NibGraph.IntegerWidth)] = []
    /// Entries under a key their object already has, for `duplicateKeys`.
    var repeated: [NibGraph.RepeatedEntry] = []

    init(graph: NibGraph) {
        self.graph = graph
        objects = [PropertyListValue](repeating: .string("$null"), count: max(graph.objects.count, 1))
    }

    mutating func encodeObject(_ index: Int, warnings: inout [NibGraphWarning]) throws(NibGraphError) -> PropertyListValue {
        let object = graph.objects[index]
        if let plain = plainValue(object, index: index) { return plain }
        var entries: [PropertyListEntry] = [PropertyListEntry(key: .string("$class"), value: .uid(classUID(object)))]
        entries.reserveCapacity(object.entries.count + 1)
        var seen = SeenKeys()
        for (position, entry) in object.entries.enumerated() {
            guard seen.insert(entry.key, position: position, in: object.entries) else {
                try keepRepeated(entry, object: index, position: position, warnings: &warnings)
                continue
            }
            if let value = try plist(entry.value, object: index, position: position, key: entry.key, warnings: &warnings) {
                entries.append(PropertyListEntry(key: .string(NibGraph.escape(entry.key)), value: value))
            }
        }
        return .dictionary(entries)
    }

    /// Keeps `entry`, whose key an earlier entry of the object has, for the `$nibarchive` entry's
    /// `duplicateKeys` (the dictionary holds the first value).
    mutating func keepRepeated(_ entry: NibGraph.Entry, object: Int, position: Int, warnings: inout [NibGraphWarning]) throws(NibGraphError) {
        let value = try Self.propertyListValue(entry.value, object: object, position: position, key: entry.key,
                                               objectCount: graph.objects.count, widths: &widths, warnings: &warnings)
        repeated.append(.init(object: object, position: position, key: entry.key, value: value))
    }

    /// A value as a property-list value, geometry left as data: integers wider than Apple's
    /// encoder would pick are noted in `widths`, a reference to the root (which `$top` is, not an
    /// object) is written as nil with a warning, and one to no object is an error.
    static func propertyListValue(
        _ value: NibGraph.Value, object: Int, position: Int, key: String, objectCount: Int,
        widths: inout [(object: Int, position: Int, width: NibGraph.IntegerWidth)], warnings: inout [NibGraphWarning]
    ) throws(NibGraphError) -> PropertyListValue {
        switch value {
        case let .integer(number, width):
            if width != .minimal(for: number) { widths.append((object, position, width)) }
            return .integer(number)
        case .bool(let flag): return .bool(flag)
        case .float(let number): return .real32(number)
        case .double(let number): return .real(number)
        case .data(let bytes): return .data(bytes)
        case .string(let text): return .string(text)
        case .null: return .uid(0)
        case .object(let target):
            guard target >= 0, target < objectCount else {
                throw NibGraphError(.referenceOutOfRange(index: target, count: objectCount), object: object, key: key)
            }
            if target == 0 {
                warnings.append(NibGraphWarning(object: object, key: key, "reference to the root object written as nil ($top is not an object)"))
            }
            return .uid(UInt64(target))
        case .array(let items):
            var list: [PropertyListValue] = []
            list.reserveCapacity(items.count)
            for item in items {
                list.append(try propertyListValue(item, object: object, position: position, key: "", objectCount: objectCount,
                                                  widths: &widths, warnings: &warnings))
            }
            return .array(list)
        }
    }

    /// Strings, numbers and data that NSKeyedArchiver stores as plain values.
    mutating func plainValue(_ object: NibGraph.Object, index: Int) -> PropertyListValue? {
        guard object.fallbackClassNames.isEmpty, object.classChain.isEmpty, object.entries.count == 1 else { return nil }
        let entry = object.entries[0]
        switch (object.className, entry.key, entry.value) {
        case ("NSString", "NS.bytes", .data(let bytes)):
            guard let text = bytes.validatedUTF8 else { return nil }
            return .string(text)
        case ("NSNumber", "NS.intval", .integer(let number, let width)):
            if width != .minimal(for: number) { widths.append((index, 0, width)) }
            return .integer(number)
        case ("NSNumber", "NS.dblval", .double(let number)): return .real(number)
        case ("NSNumber", "NS.dblval", .float(let number)): return .real32(number)
        case ("NSNumber", "NS.boolval", .bool(let flag)): return .bool(flag)
        case ("NSData", "NS.bytes", .data(let bytes)): return .data(bytes)
        default: return nil
        }
    }

    /// `$classes` for a class whose superclasses are unknown: the class, then NSObject.
    static func defaultChain(for className: String) -> [String] {
        className == "NSObject" ? ["NSObject"] : [className, "NSObject"]
    }

    /// A decoded class's chain: its `$classes`, or the default chain when the
    /// dictionary has none, so that decode → encode → decode is stable.
    static func classChain(of keyedClass: KeyedClass) -> [String] {
        keyedClass.classes.isEmpty ? defaultChain(for: keyedClass.name) : keyedClass.classes
    }

    /// The class an object is archived as: its chain is the default one when the object has none.
    static func keyedClass(of object: NibGraph.Object) -> KeyedClass {
        let chain = object.classChain.isEmpty ? defaultChain(for: object.className) : object.classChain
        return KeyedClass(name: object.className, classes: chain, hints: object.fallbackClassNames)
    }

    /// A class dictionary: `$classname`, `$classes`, and `$classhints` when there are hints.
    static func classDictionary(_ keyedClass: KeyedClass) -> PropertyListValue {
        var entries: [PropertyListEntry] = [
            .init(key: .string("$classname"), value: .string(keyedClass.name)),
            .init(key: .string("$classes"), value: .array(keyedClass.classes.map { .string($0) })),
        ]
        if !keyedClass.hints.isEmpty {
            entries.append(.init(key: .string("$classhints"), value: .array(keyedClass.hints.map { .string($0) })))
        }
        return .dictionary(entries)
    }

    mutating func classUID(_ object: NibGraph.Object) -> UInt64 {
        let keyedClass = Self.keyedClass(of: object)
        let key = classKeys.key(of: keyedClass)
        if let known = classUIDs[key] { return known }
        objects.append(Self.classDictionary(keyedClass))
        let uid = UInt64(objects.count - 1)
        classUIDs[key] = uid
        return uid
    }

    /// A value as an archived object holds it: geometry data under a geometry key becomes a
    /// string appended to `$objects`, any other value is ``propertyListValue(_:object:position:key:objectCount:widths:warnings:)``.
    mutating func plist(
        _ value: NibGraph.Value, object: Int, position: Int, key: String, warnings: inout [NibGraphWarning]
    ) throws(NibGraphError) -> PropertyListValue? {
        if case .data(let bytes) = value, let text = GeometryString.string(forBlob: bytes, key: key) {
            objects.append(.string(text))
            return .uid(UInt64(objects.count - 1))
        }
        return try Self.propertyListValue(value, object: object, position: position, key: key, objectCount: graph.objects.count,
                                          widths: &widths, warnings: &warnings)
    }
}

/// The keys of one object seen so far, to find repeated ones: a few keys are
/// compared one by one, many go through a set.
struct SeenKeys {
    static let linearLimit = 16
    var set: Set<String>?

    /// Whether `key`, the key of `entries[position]`, is new among the keys of `entries[..<position]`.
    mutating func insert(_ key: String, position: Int, in entries: [NibGraph.Entry]) -> Bool {
        if position < Self.linearLimit {
            // Comparing lengths first spares most string comparisons.
            let length = key.utf8.count
            return !entries[..<position].contains { $0.key.utf8.count == length && $0.key == key }
        }
        if set == nil { set = Set(entries[..<position].map(\.key)) }
        return set!.insert(key).inserted
    }
}
