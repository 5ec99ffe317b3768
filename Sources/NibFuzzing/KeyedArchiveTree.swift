import KeyedArchive
import NibGraph
import PropertyList

/// The keyed writer's check: the graph as a ``KeyedArchive`` property-list
/// tree, then encoded by the binary property-list writer. The tests and the
/// `KeyedArchiveRoundTrip` and `NIBArchiveKeyedRoundTrip` fuzz targets compare
/// it with ``NibGraph/keyedArchiveBytes(warnings:)``; the product has one keyed writer.
extension NibGraph {
    /// The graph as a keyed archive, laid out as
    /// ``NibGraph/keyedArchiveBytes(warnings:)`` describes.
    ///
    /// The tree view of what ``NibGraph/keyedArchiveBytes(warnings:)``
    /// writes, built apart from that writer to check it (tests, fuzzing):
    /// encoded, it gives the same bytes and warnings.
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

    /// ``NibGraph/keyedArchiveBytes(warnings:)`` through the tree: the
    /// ``KeyedArchive`` of ``keyedArchive(warnings:)``, encoded. The check of
    /// the writer (tests, fuzzing), not a second writer.
    package func keyedArchiveBytesThroughArchive(warnings: inout [NibGraphWarning]) throws(NibGraphError) -> [UInt8] {
        let archive = try keyedArchive(warnings: &warnings)
        do {
            return try archive.encoded()
        } catch {
            throw NibGraphError(.keyedArchive(error))
        }
    }
}

/// Builds `$objects` for ``NibGraph/keyedArchive(warnings:)``, as the keyed
/// writer numbers them.
struct KeyedGraphEncoder {
    let graph: NibGraph
    var objects: [PropertyListValue]
    /// Class dictionaries already written, by content (not by name: one name
    /// can have thousands of variants).
    var classUIDs: [KeyedClass: UInt64] = [:]
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
        let value = try NibGraph.propertyListValue(entry.value, object: object, position: position, key: entry.key,
                                               objectCount: graph.objects.count, widths: &widths, warnings: &warnings)
        repeated.append(.init(object: object, position: position, key: entry.key, value: value))
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
        let keyedClass = ClassChain.keyedClass(of: object)
        if let known = classUIDs[keyedClass] { return known }
        objects.append(Self.classDictionary(keyedClass))
        let uid = UInt64(objects.count - 1)
        classUIDs[keyedClass] = uid
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
        return try NibGraph.propertyListValue(value, object: object, position: position, key: key, objectCount: graph.objects.count,
                                          widths: &widths, warnings: &warnings)
    }
}
