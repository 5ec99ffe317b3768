import PropertyList

/// What ``KeyedArchiveObjects`` keeps of an archive's structure besides the
/// property list: each `$objects` entry's kind, the classes and the keys.
package struct KeyedArchiveStructure: Equatable {
    /// Per `$objects` entry: 1 + its class's index in `classes` for archived
    /// objects, `stringObject`, `numberObject` or `dataObject`, or 0 (not an object).
    package var kinds: [Int32]
    /// The archived classes: names and `$classhints` (the `$classes` chains are not read).
    package var classes: [KeyedClass] = []
    /// The `$objects` index of each class's dictionary.
    package var classEntries: [Int] = []
    /// The dictionary keys, by property-list object.
    package var keyTable: KeyedKeyTable

    package static let stringObject: Int32 = -1
    package static let numberObject: Int32 = -2
    package static let dataObject: Int32 = -3

    init(entryCount: Int, objectCount: Int) {
        kinds = [Int32](repeating: 0, count: entryCount)
        keyTable = KeyedKeyTable(objectCount: objectCount)
    }
}

/// How the UIDs in dictionary values use the `$objects` entries they name,
/// which decides the strings the graph leaves out (those used only as
/// geometry strings). ``KeyedArchiveScan`` notes it as it goes.
package struct KeyedEntryUses {
    /// Per `$objects` entry: named by a UID (bit 0), named under a key that
    /// is not a geometry key or in an array (bit 1).
    package var bits: [UInt8]
    /// Each UID under a geometry key: the entry it names and the key's shape
    /// (noted only for the graph).
    package var geometry: [(entry: Int32, shape: GeometryString.Shape)] = []
}

/// One pass over an archive laid out as NSKeyedArchiver writes it, which
/// checks in that pass everything the full checks check (the property list as
/// `BinaryPropertyListObjects.validate()` does, then the archive's structure)
/// and reads its structure.
///
/// The full checks visit the property list depth first, keeping a state per
/// object to find cycles, then read every `$objects` entry again. This scan
/// relies on the layout instead: a root of the four keyed-archive entries,
/// `$objects` entries that are dictionaries or scalars, and dictionary values
/// (in `$top` and in every entry) that are scalars, UIDs, or arrays of those.
/// In that layout no collection can contain itself and nothing lies deeper
/// than 4, so checking each object's header where the layout reaches it
/// covers every reachable object. NSKeyedArchiver (through CoreFoundation)
/// never shares a collection, so the scan takes only archives where each
/// dictionary and array is reached once. The tree the file stands for (see
/// `BinaryPropertyListObjects.maximumTreeSize`) then has one object for the
/// root and one per reference of each collection read, which the scan adds
/// up as it reads them, before reading their contents: past the limit
/// (collections whose offsets all point at the same bytes are as many
/// collections), it stops, and reading costs no more than the limit allows.
/// Anything else (a shared collection, a tree past the limit, a set, a
/// nested array, a non-string key, a class dictionary named by a UID as a
/// value, a fifth root entry) ends the scan with ``Unsure`` and the full
/// checks decide: the scan never accepts what they refuse.
///
/// One walk instead of the full checks' two (validation, then the archive's
/// structure): on the shared corpus's keyed nibs, opening with the scan costs
/// less than half the instructions of opening with the full checks, and the
/// scan (``run(top:topShapes:)``) is most of what opening costs (callgrind,
/// `DecodeProfile keyed-inplace`; see Benchmarks/README.md).
package struct KeyedArchiveScan {
    /// The archive is not laid out as the scan expects; the full checks decide.
    struct Unsure: Error {}

    package typealias PlistObject = BinaryPropertyListObjects.Object

    let plist: BinaryPropertyListObjects
    /// `$objects`.
    let objectList: PlistObject
    var structure: KeyedArchiveStructure
    var uses: KeyedEntryUses
    /// For the graph: read each class's `$classes` chain and note the UIDs
    /// under geometry keys.
    let forGraph: Bool
    /// Per property-list object: ``checkedScalar`` when its header was
    /// checked and it is a scalar a dictionary value may be (numbers are
    /// shared by many values), ``readCollection`` when it is a collection the
    /// scan has read already (reaching it again ends the scan).
    var seen: [UInt8]
    static let checkedScalar: UInt8 = 1
    static let readCollection: UInt8 = 2
    var names: KeyedClassNames
    /// Per `$objects` entry read as a class dictionary: 1 + its index in `structure.classes`.
    var classByUID: [Int32]
    /// The size of the tree read so far: the root and its four entries, then
    /// the references of every collection read (see ``read(_:)``).
    var treeSize = 1 + 2 * 4

    /// The structure of the archive whose `$top` and `$objects` are `top` and
    /// `objects` (already read with every check) and how its entries are
    /// used, or nil when the scan is unsure. `topShapes` are the geometry
    /// shapes of `$top`'s keys, in order. `forGraph` reads the classes'
    /// `$classes` chains and notes the UIDs under geometry keys.
    package static func structure(of plist: BinaryPropertyListObjects, top: PlistObject, topShapes: [GeometryString.Shape?],
                          objects: PlistObject, maximumDepth: Int, forGraph: Bool)
        -> (KeyedArchiveStructure, KeyedEntryUses)?
    {
        // The root holds exactly $archiver, $version, $top and $objects (read by keyedRoot).
        guard maximumDepth >= 4, let root = try? plist.object(plist.topObject), root.kind == .dictionary, root.count == 4
        else { return nil }
        var scan = KeyedArchiveScan(plist: plist, objectList: objects, forGraph: forGraph)
        do { try scan.run(top: top, topShapes: topShapes) } catch { return nil }
        return (scan.structure, scan.uses)
    }

    private init(plist: BinaryPropertyListObjects, objectList: PlistObject, forGraph: Bool) {
        self.plist = plist
        self.objectList = objectList
        self.forGraph = forGraph
        structure = KeyedArchiveStructure(entryCount: objectList.count, objectCount: plist.objectCount)
        uses = KeyedEntryUses(bits: [UInt8](repeating: 0, count: objectList.count))
        classByUID = [Int32](repeating: 0, count: objectList.count)
        seen = [UInt8](repeating: 0, count: plist.objectCount)
        names = KeyedClassNames(objectCount: plist.objectCount)
    }

    private mutating func run(top: PlistObject, topShapes: [GeometryString.Shape?]) throws(Unsure) {
        // $top and $objects, read from the root. (No value can name the root or $top: values are never dictionaries.)
        try read(top)
        try read(objectList)
        // $top's keys were read with every check; its values are checked like an object's.
        for position in 0..<top.count { try value(plist.reference(top, top.count + position), shape: topShapes[position]) }
        // Archived objects and the `$objects` index of their class dictionaries.
        var archived: [(entry: Int, classUID: Int)] = []
        archived.reserveCapacity(objectList.count)
        for index in 1..<objectList.count {
            let entry = try header(plist.reference(objectList, index), checkingReferences: false)
            switch entry.kind {
            case .dictionary:
                try read(entry)
                if let classUID = try dictionary(entry) { archived.append((index, classUID)) }
            case .asciiString, .utf16String: structure.kinds[index] = KeyedArchiveStructure.stringObject
            case .integer, .real, .real32, .bool: structure.kinds[index] = KeyedArchiveStructure.numberObject
            case .data: structure.kinds[index] = KeyedArchiveStructure.dataObject
            default: throw Unsure()
            }
        }
        // The classes, once every entry's keys are in the key table (so that they
        // come in the order the full checks read them), in entry order (so that
        // the classes come in the order the full checks number them).
        for (entry, classUID) in archived { structure.kinds[entry] = try classSlot(classUID) }
        // A value's UID must name an object, not a class dictionary.
        for index in 1..<objectList.count where uses.bits[index] != 0 && structure.kinds[index] == 0 { throw Unsure() }
    }

    /// Property-list object `index`'s header, read with every check; with
    /// `checkingReferences: false` a dictionary's references are left for
    /// ``dictionary(_:)`` to check one by one as it reads them.
    private func header(_ index: Int, checkingReferences: Bool = true) throws(Unsure) -> PlistObject {
        do { return try plist.object(index, checkingReferences: checkingReferences) } catch { throw Unsure() }
    }

    /// Checks a dictionary entry and returns the `$objects` index of its class
    /// dictionary for an archived object (`$class`), nil for a class
    /// dictionary (`$classname`).
    private mutating func dictionary(_ object: PlistObject) throws(Unsure) -> Int? {
        var classUID = -1
        var isClassDictionary = false
        let objectCount = plist.objectCount
        for position in 0..<object.count {
            let key = plist.reference(object, position)
            let value = plist.reference(object, object.count + position)
            guard key >= 0, key < objectCount, value >= 0, value < objectCount else { throw Unsure() }
            let slot = try self.key(key)
            if structure.keyTable.isClass(slot) {
                guard let uid = plist.uid(at: value), classUID < 0, uid < UInt64(objectList.count) else { throw Unsure() }
                classUID = Int(uid)
            } else {
                if structure.keyTable.isClassName(slot) { isClassDictionary = true }
                try self.value(value, shape: structure.keyTable.shape(slot))
            }
        }
        if classUID >= 0 { return classUID }
        guard isClassDictionary else { throw Unsure() }
        return nil
    }

    /// The key slot of property-list object `index`: an ASCII string.
    private mutating func key(_ index: Int) throws(Unsure) -> Int32 {
        if let known = structure.keyTable.knownSlot(index), known > 0 { return known }
        guard let slot = structure.keyTable.slot(index, try header(index), in: plist), slot > 0 else { throw Unsure() }
        return slot
    }

    /// Checks a dictionary value stored under a key of `shape`: a scalar, a
    /// UID naming an entry, or an array of those.
    @inline(__always)
    private mutating func value(_ index: Int, shape: GeometryString.Shape?) throws(Unsure) {
        if let uid = plist.uid(at: index) { return try use(uid, shape: shape) }
        if seen[index] == Self.checkedScalar { return }
        try otherValue(index)
    }

    /// ``value(_:shape:)`` for a value that is not a UID nor a scalar checked
    /// already: a scalar or an array, read out of line so that the common
    /// case (a UID) stays small where it is inlined. Anything else (a
    /// dictionary or a set, whatever its references) ends the scan.
    /// An array's references are checked one by one as they are read, as
    /// ``dictionary(_:)`` checks a dictionary's.
    @inline(never)
    private mutating func otherValue(_ index: Int) throws(Unsure) {
        let object = try header(index, checkingReferences: false)
        if object.kind == .array {
            try read(object)
            for position in 0..<object.count {
                let element = plist.reference(object, position)
                guard element >= 0, element < plist.objectCount else { throw Unsure() }
                if let uid = plist.uid(at: element) {
                    try use(uid, shape: nil)
                } else if seen[element] != Self.checkedScalar {
                    try scalar(header(element))
                }
            }
        } else {
            try scalar(object)
        }
    }

    /// Checks that a value or an array element that is not a UID is a scalar.
    @inline(__always)
    private mutating func scalar(_ object: PlistObject) throws(Unsure) {
        switch object.kind {
        case .integer, .bool, .real, .real32, .data, .asciiString, .utf16String: seen[object.index] = Self.checkedScalar
        default: throw Unsure()
        }
    }

    /// Notes that the scan reads `collection`, which must not have been read
    /// before, and adds its references to the tree size, which must stay
    /// within the property list's limit. Each collection being read once,
    /// the scan's tree size is the one `validate()` computes.
    @inline(__always)
    private mutating func read(_ collection: PlistObject) throws(Unsure) {
        guard seen[collection.index] == 0 else { throw Unsure() }
        seen[collection.index] = Self.readCollection
        // A count fits in the object area, and treeSize is at most maximumTreeSize (Int.max / 2): no overflow.
        treeSize += collection.kind == .dictionary ? 2 * collection.count : collection.count
        guard treeSize <= plist.maximumTreeSize else { throw Unsure() }
    }

    /// Notes the entry a UID under a key of `shape` names.
    @inline(__always)
    private mutating func use(_ uid: UInt64, shape: GeometryString.Shape?) throws(Unsure) {
        guard uid < UInt64(objectList.count) else { throw Unsure() }
        if let shape {
            uses.bits[Int(uid)] |= 1
            if forGraph { uses.geometry.append((Int32(uid), shape)) }
        } else {
            uses.bits[Int(uid)] |= 3
        }
    }

    /// 1 + the index in `structure.classes` of the class dictionary `$objects[uid]`.
    ///
    /// The class dictionary is an entry too, whose keys and values the scan
    /// checks with every check when it reaches it (and gives up if they
    /// fail). The scan reads the classes once it has read every entry, so
    /// the class dictionary's keys are in the key table, which says what each
    /// key is; its values are read with only the checks that keep reads in
    /// bounds. (The keys are still looked up through ``key(_:)``, which reads a
    /// key not in the table with every check: a class UID can only name an
    /// entry, and every entry's keys are in the table, but the lookup keeps
    /// `classKey` from ever being asked for a slot that is not a key.)
    private mutating func classSlot(_ uid: Int) throws(Unsure) -> Int32 {
        if classByUID[uid] != 0 { return classByUID[uid] }
        let dictionary = plist.validatedObject(plist.reference(objectList, uid))
        guard dictionary.kind == .dictionary else { throw Unsure() }
        let objectCount = plist.objectCount
        for position in 0..<dictionary.count {
            let key = plist.reference(dictionary, position)
            guard key >= 0, key < objectCount else { throw Unsure() }
            _ = try self.key(key)
        }
        let keys = structure.keyTable
        guard let keyedClass = plist.keyedClass(dictionary, readingChain: forGraph, names: &names,
                                                 role: { keys[keys.slots[$0]].role })
        else { throw Unsure() }
        structure.classes.append(keyedClass)
        structure.classEntries.append(uid)
        classByUID[uid] = Int32(structure.classes.count)
        return classByUID[uid]
    }
}
