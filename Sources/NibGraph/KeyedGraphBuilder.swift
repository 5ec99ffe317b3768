import KeyedArchive
import NibBytes
import PropertyList

/// Builds the ``NibGraph`` of a binary keyed archive read in place
/// (``KeyedArchiveObjects``), without a ``PropertyListValue`` or a
/// ``KeyedArchive`` in between.
///
/// It gives the graph `NibGraph(keyedArchive:)` gives for the same archive.
/// The graph numbers objects differently from `$objects`: strings used only
/// as geometry (under a geometry key, read as a float64 blob) are left out, so
/// the builder first notes how every entry is used, then numbers the kept
/// ones, then builds them. Anything it does not expect (which
/// ``KeyedArchiveObjects``'s checks rule out) ends with ``Bail``, and the
/// caller takes the general path.
struct KeyedGraphBuilder {
    /// The archive is not one this builder takes; use the general path.
    struct Bail: Error {}

    typealias PlistObject = BinaryPropertyListObjects.Object

    let archive: KeyedArchiveObjects
    let plist: BinaryPropertyListObjects
    /// `$objects.count`.
    let count: Int
    /// `$objects` indices from this one on may be geometry strings (after the
    /// objects of a converted NIBArchive, as its layout hint says).
    var firstGeometryCandidate = 1
    /// Per `$objects` entry: named by a UID (bit 0), used as an object rather
    /// than only as a geometry string (bit 1).
    var uses: [UInt8]
    /// Per `$objects` entry: its graph index, or -1 when it is not kept.
    var graphIndex: [Int32] = []
    /// Per `$objects` entry: the shape it was first read as a geometry string
    /// for, and the blob that gave (nil: not geometry). Made on first use.
    var geometryShapes: [GeometryString.Shape?] = []
    var geometryBlobs: [ByteView?] = []
    /// The blobs of entries read for a second shape (a string named under keys
    /// of several shapes, parsed once per shape however many objects name it).
    var otherGeometryBlobs: [GeometryString.Use: ByteView?] = [:]

    /// The graph of `archive`.
    static func graph(of archive: KeyedArchiveObjects) throws(Bail) -> NibGraph {
        var builder = KeyedGraphBuilder(archive: archive)
        var hint: PropertyListValue?
        if let hintIndex = archive.layoutHint {
            do { hint = try builder.plist.value(hintIndex) } catch { throw Bail() }
            if case .integer(let objectCount)? = hint?["objectCount"], objectCount >= 1, objectCount <= Int64(builder.count) {
                builder.firstGeometryCandidate = Int(objectCount)
            }
        }
        if let uses = archive.entryUses {
            try builder.takeUses(uses)
        } else {
            try builder.noteUses()
        }
        builder.number()
        var graph = try builder.build()
        if let hint {
            do { try graph.applyLayoutHint(hint) } catch { throw Bail() }
        }
        return graph
    }

    private init(archive: KeyedArchiveObjects) {
        self.archive = archive
        plist = archive.plist
        count = archive.count
        uses = [UInt8](repeating: 0, count: count)
    }

    // MARK: Uses and numbers

    /// Takes the uses the one-pass scan noted: an entry named under a geometry
    /// key is used as an object when it does not read as geometry of that key's shape.
    private mutating func takeUses(_ scanned: KeyedEntryUses) throws(Bail) {
        uses = scanned.bits
        for use in scanned.geometry where try geometryBlob(Int(use.entry), shape: use.shape) == nil {
            uses[Int(use.entry)] |= 2
        }
    }

    /// Notes how the values of `$top`, of every archived object and of every
    /// class dictionary use the entries their UIDs name.
    private mutating func noteUses() throws(Bail) {
        for entry in archive.topEntries { try noteUses(entry.value, shape: GeometryString.shape(forKey: entry.name)) }
        for index in 1..<count {
            let object = archive.entry(index)
            guard object.kind == .dictionary else { continue }
            for position in 0..<object.count {
                let slot = archive.keyTable.slots[plist.reference(object, position)]
                // Other keys appear only in class dictionaries, whose values then are not looked at.
                guard slot > 0, !archive.keyTable.isClass(slot) else { continue }
                try noteUses(plist.reference(object, object.count + position), shape: archive.keyTable.shape(slot))
            }
        }
    }

    /// Notes the use of every UID in the value at property-list object `index`
    /// (and in the arrays it holds), stored under a key of `shape`.
    private mutating func noteUses(_ index: Int, shape: GeometryString.Shape?) throws(Bail) {
        if let uid = plist.uid(at: index) {
            guard uid < UInt64(count) else { throw Bail() }
            let target = Int(uid)
            uses[target] |= 1
            if try geometryBlob(target, shape: shape) == nil { uses[target] |= 2 }
            return
        }
        let object = archive.header(index)
        if object.kind == .array {
            for position in 0..<object.count { try noteUses(plist.reference(object, position), shape: nil) }
        }
    }

    /// Which entries become graph objects, and their graph indices: archived
    /// objects, numbers, data, and strings used as objects or not at all.
    private mutating func number() {
        graphIndex = [Int32](repeating: -1, count: count)
        var next: Int32 = 1
        for index in 1..<count {
            let kind = archive.kinds[index]
            let keep = kind == KeyedArchiveObjects.stringObject ? uses[index] & 2 != 0 || uses[index] & 1 == 0 : kind != 0
            if keep {
                graphIndex[index] = next
                next += 1
            }
        }
    }

    /// The float64 blob for `$objects[index]` used under a key of `shape`,
    /// when it is a geometry string.
    ///
    /// Inlined: most keys are not geometry keys, and their values should not pay for a call.
    @inline(__always)
    private mutating func geometryBlob(_ index: Int, shape: GeometryString.Shape?) throws(Bail) -> ByteView? {
        guard let shape, index >= firstGeometryCandidate else { return nil }
        return try geometryBlob(index, geometryShape: shape)
    }

    /// ``geometryBlob(_:shape:)`` for a geometry key's value.
    private mutating func geometryBlob(_ index: Int, geometryShape shape: GeometryString.Shape) throws(Bail) -> ByteView? {
        if geometryShapes.isEmpty {
            // Many archives have no geometry key at all.
            geometryShapes = [GeometryString.Shape?](repeating: nil, count: count)
            geometryBlobs = [ByteView?](repeating: nil, count: count)
        }
        if geometryShapes[index] == shape { return geometryBlobs[index] }
        let use = GeometryString.Use(entry: index, shape: shape)
        if geometryShapes[index] != nil, let known = otherGeometryBlobs[use] { return known }
        let blob = archive.geometry(index, shape: shape).map { ByteView(copying: GeometryString.blob($0)) }
        if geometryShapes[index] == nil {
            geometryShapes[index] = shape
            geometryBlobs[index] = blob
        } else {
            otherGeometryBlobs[use] = blob
        }
        return blob
    }

    // MARK: Building

    private mutating func build() throws(Bail) -> NibGraph {
        var objects: [NibGraph.Object] = []
        objects.reserveCapacity(Int(graphIndex.max() ?? 0) + 1)
        var root = NibGraph.Object(className: "NSObject")
        root.entries.reserveCapacity(archive.topEntries.count)
        for entry in archive.topEntries {
            root.entries.append(NibGraph.Entry(entry.name, try value(entry.value, shape: GeometryString.shape(forKey: entry.name))))
        }
        objects.append(root)
        let classes = fullClasses()
        // Local copies: reading them through the archive object in the loop costs more.
        let keyTable = archive.keyTable, kinds = archive.kinds, names = archive.keyNames()
        for index in 1..<count where graphIndex[index] >= 0 {
            let object = archive.entry(index)
            let kind = kinds[index]
            if kind > 0 {
                let keyedClass = classes[Int(kind) - 1]
                var result = NibGraph.Object(className: keyedClass.name, fallbackClassNames: keyedClass.hints,
                                             classChain: keyedClass.classes)
                result.entries.reserveCapacity(object.count - 1)
                for position in 0..<object.count {
                    let slot = keyTable.slots[plist.reference(object, position)]
                    guard slot > 0 else { throw Bail() }
                    if keyTable.isClass(slot) { continue }
                    result.entries.append(NibGraph.Entry(names[Int(slot) - 1],
                                                         try value(plist.reference(object, object.count + position),
                                                                   shape: keyTable.shape(slot))))
                }
                objects.append(result)
            } else {
                // A string, number or data entry: its one entry, as read in place.
                objects.append(NibGraph.Object(className: archive.className(of: index), entries: [archive.plainEntry(object)]))
            }
        }
        return NibGraph(objects: objects)
    }

    /// Each archived class with its `$classes` chain, or the default chain
    /// when the dictionary has none.
    private func fullClasses() -> [KeyedClass] {
        archive.classes.map { keyedClass in
            var full = keyedClass
            full.classes = ClassChain.chain(of: keyedClass)
            return full
        }
    }

    /// The graph value of property-list object `index`, stored under a key of `shape`.
    private mutating func value(_ index: Int, shape: GeometryString.Shape?) throws(Bail) -> NibGraph.Value {
        if let uid = plist.uid(at: index) {
            guard uid < UInt64(count) else { throw Bail() }
            let target = Int(uid)
            if target == 0 { return .null }
            if let blob = try geometryBlob(target, shape: shape) { return .data(blob) }
            guard graphIndex[target] >= 0 else { throw Bail() }
            return .object(Int(graphIndex[target]))
        }
        let object = archive.header(index)
        switch object.kind {
        case .array:
            var values: [NibGraph.Value] = []
            values.reserveCapacity(object.count)
            for position in 0..<object.count { values.append(try value(plist.reference(object, position), shape: nil)) }
            return .array(values)
        case .integer, .bool, .real, .real32, .data, .asciiString, .utf16String:
            // An inline string comes from the archive's cache
            // (`KeyedArchiveObjects.sharedString`): a string may be the value of
            // every object, and the graph holds it once, not once per object.
            return archive.scalar(object)
        case .null, .date, .uid, .set, .dictionary:
            throw Bail()
        }
    }
}
