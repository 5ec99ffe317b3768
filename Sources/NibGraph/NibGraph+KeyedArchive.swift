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
    /// `$nibarchive` root entry (written by ``keyedArchiveBytes(warnings:)``)
    /// restores the NIBArchive layout and integer widths.
    ///
    /// The general path of ``init(keyedArchiveBytes:options:)``: the only
    /// reader of XML archives, and of binary ones the in-place builder
    /// leaves. Not a second reader: the product reads archives with that
    /// decoder (or in place, ``KeyedArchiveObjects``).
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
                                    classChain: ClassChain.chain(of: keyedClass))
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

    /// The graph as a binary keyed archive, as NSKeyedArchiver would write it,
    /// written straight from the graph (``KeyedGraphWriter``), the one keyed writer.
    ///
    /// Object `i` (for `i ≥ 1`) is `$objects[i]`; class dictionaries and
    /// geometry strings follow the objects. The root's entries become `$top`.
    /// With an ``archiveLayout``, a `$nibarchive` root entry (which
    /// NSKeyedUnarchiver ignores) keeps the table order, versions and integer
    /// widths, so converting back gives the original NIBArchive byte for byte.
    /// A key an object repeats keeps its first value in the object's
    /// dictionary and the later ones in that entry (see `NibGraph+LayoutHint.swift`).
    public func keyedArchiveBytes(warnings: inout [NibGraphWarning]) throws(NibGraphError) -> [UInt8] {
        try KeyedGraphWriter.bytes(of: self, warnings: &warnings)
    }

    /// Keys beginning with `$` are escaped by another `$`, as NSKeyedArchiver does.
    ///
    /// A first UTF-8 byte other than `$` settles it without `hasPrefix`'s
    /// character comparison: no other spelling is canonically equal to `$`.
    package static func escape(_ key: String) -> String {
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
