import KeyedArchive
import NibBytes
import PropertyList

/// Decodes a binary keyed archive straight into a ``NibGraph``, reading the
/// property list's objects by index instead of building ``PropertyListValue``s
/// and a ``KeyedArchive`` first.
///
/// It gives the graph `NibGraph(keyedArchive:)` gives, or nothing: the caller
/// checks the property list with `BinaryPropertyListObjects.validatedHeaders()`
/// first and hands over the headers it read, and this decoder gives up (``Bail``) on anything the keyed-archive
/// or graph layer would reject and on rarities it does not handle (UTF-16
/// keys, duplicate `$class` keys), so that the general path can run and
/// report the exact error.
struct KeyedGraphDecoder {
    /// The archive is not one this decoder takes; use the general path.
    struct Bail: Error {}

    typealias PlistObject = BinaryPropertyListObjects.Object

    let plist: BinaryPropertyListObjects
    /// Each property-list object's header, as validation read it (index -1: not reachable).
    let headers: [PlistObject]
    let maximumObjects: Int

    /// `$objects`.
    var objectList: PlistObject
    /// `$objects.count`.
    var count = 0
    /// `$objects` indices from this one on may be geometry strings.
    var firstGeometryCandidate = 1
    /// The `$nibarchive` root entry, when there is one.
    var hint: PropertyListValue?

    var keyTable: KeyedKeyTable

    /// For each property-list object: collections whose UIDs were checked
    /// (bit 0) and scanned for references (bit 1).
    var checked: [UInt8]

    /// Per `$objects` entry: referenced by a UID (bit 0), used as an object
    /// rather than only as a geometry string (bit 1).
    var uses: [UInt8] = []
    /// Per `$objects` entry: its graph index, or -1 when it is not kept.
    var graphIndex: [Int32] = []
    /// Each `$objects` entry's property-list object, read by readObjects().
    var entries: [PlistObject] = []
    /// Per `$objects` entry: 1 + its class's index in `classes`, or 0.
    var classSlots: [Int32] = []
    var classes: [KeyedClass] = []
    /// Per `$objects` entry read as a class dictionary: 1 + its index in `classes`, or 0.
    var classByUID: [Int32] = []
    /// Per `$objects` entry: the shape it was last read as a geometry string
    /// for, and the blob that gave (nil: not geometry). Arrays, not a
    /// dictionary: the change took 8% off instantiating the keyed synthetic nib
    /// (callgrind, `DecodeProfile instantiate-keyed`). An
    /// entry used under keys of two shapes is simply read again.
    var geometryShapes: [GeometryString.Shape?] = []
    var geometryBlobs: [ByteView?] = []

    init(_ plist: BinaryPropertyListObjects, headers: [PlistObject], maximumObjects: Int) throws(Bail) {
        self.plist = plist
        self.headers = headers
        self.maximumObjects = maximumObjects
        keyTable = KeyedKeyTable(objectCount: plist.objectCount)
        checked = [UInt8](repeating: 0, count: plist.objectCount)
        // A placeholder until readRoot() finds $objects.
        do { objectList = try plist.object(plist.topObject) } catch { throw Bail() }
    }

    // MARK: Reading

    /// Property-list object `index`, from the headers validation read.
    func object(_ index: Int) throws(Bail) -> PlistObject {
        guard index >= 0, index < headers.count, headers[index].index == index else { throw Bail() }
        return headers[index]
    }

    /// `$objects[index]`'s property-list object.
    func entry(_ index: Int) throws(Bail) -> PlistObject {
        try object(plist.reference(objectList, index))
    }

    /// The key that property-list object `index` spells.
    mutating func key(_ index: Int) throws(Bail) -> Int32 {
        if let known = keyTable.knownSlot(index) { return known }
        guard let slot = keyTable.slot(index, try object(index), in: plist) else { throw Bail() }
        return slot
    }

    // MARK: Decoding

    mutating func decode() throws(Bail) -> NibGraph {
        let top = try readRoot()
        var topEntries: [(key: String, value: Int)] = []
        for position in 0..<top.count {
            let key = try object(plist.reference(top, position))
            guard key.kind == .asciiString || key.kind == .utf16String else { throw Bail() }
            let name = plist.string(key)
            let value = plist.reference(top, top.count + position)
            try check(value, shape: GeometryString.shape(forKey: name), scan: true)
            topEntries.append((name, value))
        }
        try readObjects()
        try numberObjects()

        var objects: [NibGraph.Object] = []
        objects.reserveCapacity(count)
        var root = NibGraph.Object(className: "NSObject")
        root.entries.reserveCapacity(topEntries.count)
        for entry in topEntries {
            root.entries.append(NibGraph.Entry(entry.key, try value(entry.value, shape: GeometryString.shape(forKey: entry.key))))
        }
        objects.append(root)
        for index in 1..<count where graphIndex[index] >= 0 {
            objects.append(try graphObject(index))
        }
        var graph = NibGraph(objects: objects)
        if let hint {
            do { try graph.applyLayoutHint(hint) } catch { throw Bail() }
        }
        return graph
    }

    /// Checks the root entries and returns `$top`.
    mutating func readRoot() throws(Bail) -> PlistObject {
        guard let root = plist.keyedRoot(maximumObjects: maximumObjects, header: { try? object($0) }) else { throw Bail() }
        objectList = root.objects
        count = objectList.count
        uses = [UInt8](repeating: 0, count: count)
        if let hintIndex = root.layoutHint {
            do { hint = try plist.value(hintIndex) } catch { throw Bail() }
            if case .integer(let objectCount)? = hint?["objectCount"], objectCount >= 1, objectCount <= Int64(count) {
                firstGeometryCandidate = Int(objectCount)
            }
        }
        return root.top
    }

    /// Checks that every UID in the value at `index` names an `$objects`
    /// entry and, when `scan` is set, notes how the UIDs use their entries
    /// (arrays are scanned, sets and dictionaries only checked, as in NibGraph).
    mutating func check(_ index: Int, shape: GeometryString.Shape?, scan: Bool) throws(Bail) {
        let object = try object(index)
        switch object.kind {
        case .uid:
            let uid = plist.uid(object)
            guard uid < UInt64(count) else { throw Bail() }
            if scan {
                let target = Int(uid)
                uses[target] |= 1
                if try geometryBlob(target, shape: shape) == nil { uses[target] |= 2 }
            }
        case .array, .set, .dictionary:
            let scanned = scan && object.kind == .array
            let done: UInt8 = scanned ? 3 : 1
            if checked[index] & done == done { return }
            let positions = object.kind == .dictionary ? object.count..<(2 * object.count) : 0..<object.count
            for position in positions { try check(plist.reference(object, position), shape: nil, scan: scanned) }
            checked[index] |= done
        default:
            break
        }
    }

    /// The float64 blob for `$objects[index]` used under a key of `shape`,
    /// when it is a geometry string.
    mutating func geometryBlob(_ index: Int, shape: GeometryString.Shape?) throws(Bail) -> ByteView? {
        guard let shape, index >= firstGeometryCandidate else { return nil }
        if geometryShapes.isEmpty {
            // Made on first use: many archives have no geometry key at all.
            geometryShapes = [GeometryString.Shape?](repeating: nil, count: count)
            geometryBlobs = [ByteView?](repeating: nil, count: count)
        }
        if geometryShapes[index] == shape { return geometryBlobs[index] }
        let object = try entry(index)
        let blob: [UInt8]?
        switch object.kind {
        case .asciiString: blob = plist.withASCIIBytes(object) { GeometryString.blob(forUTF8: $0, shape: shape) }
        case .utf16String: blob = GeometryString.blob(forString: plist.string(object), shape: shape)
        default: blob = nil
        }
        let view = blob.map { ByteView(copying: $0) }
        geometryShapes[index] = shape
        geometryBlobs[index] = view
        return view
    }

    /// Checks every `$objects` entry as KeyedArchive does, reads the classes,
    /// and notes how entries are referenced.
    mutating func readObjects() throws(Bail) {
        classSlots = [Int32](repeating: 0, count: count)
        classByUID = [Int32](repeating: 0, count: count)
        entries.reserveCapacity(count)
        entries.append(try entry(0))
        for index in 1..<count {
            let object = try entry(index)
            entries.append(object)
            switch object.kind {
            case .dictionary:
                var classUID: Int?
                var isClassDictionary = false, hasOtherKey = false
                for position in 0..<object.count {
                    let slot = try key(plist.reference(object, position))
                    let value = plist.reference(object, object.count + position)
                    guard slot > 0 else {
                        hasOtherKey = true
                        try check(value, shape: nil, scan: false)
                        continue
                    }
                    let key = keyTable[slot]
                    if key.isClass {
                        let uidObject = try self.object(value)
                        guard uidObject.kind == .uid, classUID == nil, plist.uid(uidObject) < UInt64(count) else { throw Bail() }
                        classUID = Int(plist.uid(uidObject))
                        continue
                    }
                    if key.isClassName { isClassDictionary = true }
                    try check(value, shape: key.shape, scan: true)
                }
                if let classUID {
                    // The graph layer rejects keys that are not strings in archived objects.
                    guard !hasOtherKey else { throw Bail() }
                    classSlots[index] = try classSlot(classUID)
                } else if !isClassDictionary {
                    throw Bail()
                }
            case .asciiString, .utf16String, .integer, .real, .real32, .bool, .data:
                break
            default:
                throw Bail()
            }
        }
    }

    /// 1 + the index in `classes` of the class dictionary `$objects[uid]`.
    mutating func classSlot(_ uid: Int) throws(Bail) -> Int32 {
        if classByUID[uid] != 0 { return classByUID[uid] }
        let object = try entry(uid)
        guard let keyedClass = plist.keyedClass(object, header: { try? self.object($0) }) else { throw Bail() }
        classes.append(keyedClass)
        let slot = Int32(classes.count)
        classByUID[uid] = slot
        return slot
    }

    /// Which `$objects` entries become graph objects, and their graph indices:
    /// archived objects, numbers, data, and strings used as objects or not at all.
    mutating func numberObjects() throws(Bail) {
        graphIndex = [Int32](repeating: -1, count: count)
        var next: Int32 = 1
        for index in 1..<count {
            let keep: Bool
            switch entries[index].kind {
            case .dictionary: keep = classSlots[index] != 0
            case .asciiString, .utf16String: keep = uses[index] & 2 != 0 || uses[index] & 1 == 0
            default: keep = true
            }
            if keep {
                graphIndex[index] = next
                next += 1
            }
        }
    }

    /// The graph value for the property-list object `index`, stored under a key of `shape`.
    mutating func value(_ index: Int, shape: GeometryString.Shape?) throws(Bail) -> NibGraph.Value {
        let object = try object(index)
        switch object.kind {
        case .uid:
            let target = Int(plist.uid(object))
            guard target < count else { throw Bail() }
            if target == 0 { return .null }
            if let blob = try geometryBlob(target, shape: shape) { return .data(blob) }
            guard graphIndex[target] >= 0 else { throw Bail() }
            return .object(Int(graphIndex[target]))
        case .integer: return .integer(plist.integer(object))
        case .bool: return .bool(plist.bool(object))
        case .real: return .double(plist.real(object))
        case .real32: return .float(plist.real32(object))
        case .data: return .data(plist.bytes(object))
        case .asciiString, .utf16String: return .string(plist.string(object))
        case .array:
            var values: [NibGraph.Value] = []
            values.reserveCapacity(object.count)
            for position in 0..<object.count { values.append(try value(plist.reference(object, position), shape: nil)) }
            return .array(values)
        case .null, .date, .set, .dictionary:
            throw Bail()
        }
    }

    /// The graph object for the kept `$objects[index]`.
    mutating func graphObject(_ index: Int) throws(Bail) -> NibGraph.Object {
        let object = entries[index]
        switch object.kind {
        case .asciiString:
            return NibGraph.Object(className: "NSString", entries: [NibGraph.Entry("NS.bytes", .data(plist.bytes(object)))])
        case .utf16String:
            let text = plist.string(object)
            return NibGraph.Object(className: "NSString", entries: [NibGraph.Entry("NS.bytes", .data(ByteView(copying: text.utf8)))])
        case .integer:
            return NibGraph.Object(className: "NSNumber", entries: [NibGraph.Entry("NS.intval", .integer(plist.integer(object)))])
        case .real:
            return NibGraph.Object(className: "NSNumber", entries: [NibGraph.Entry("NS.dblval", .double(plist.real(object)))])
        case .real32:
            return NibGraph.Object(className: "NSNumber", entries: [NibGraph.Entry("NS.dblval", .float(plist.real32(object)))])
        case .bool:
            return NibGraph.Object(className: "NSNumber", entries: [NibGraph.Entry("NS.boolval", .bool(plist.bool(object)))])
        case .data:
            return NibGraph.Object(className: "NSData", entries: [NibGraph.Entry("NS.bytes", .data(plist.bytes(object)))])
        case .dictionary:
            let keyedClass = classes[Int(classSlots[index]) - 1]
            var result = NibGraph.Object(className: keyedClass.name, fallbackClassNames: keyedClass.hints,
                                         classChain: KeyedGraphEncoder.classChain(of: keyedClass))
            result.entries.reserveCapacity(object.count - 1)
            for position in 0..<object.count {
                let slot = try key(plist.reference(object, position))
                guard slot > 0 else { throw Bail() }
                let key = keyTable[slot]
                if key.isClass { continue }
                result.entries.append(NibGraph.Entry(
                    key.name, try value(plist.reference(object, object.count + position), shape: key.shape)))
            }
            return result
        default:
            throw Bail()
        }
    }
}
