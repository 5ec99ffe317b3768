import NibBytes
import PropertyList
import Synchronization

/// A binary keyed archive's objects as graph objects, read in place from the
/// property list.
///
/// Creating one validates the whole property list (every check
/// `BinaryPropertyList.decode` makes) and the keyed-archive structure the
/// graph relies on, and notes each object's class: about 4 bytes per
/// property-list object and per `$objects` entry. Reading values later keeps
/// one `String` per inline string longer than 15 bytes that is read (see
/// ``sharedString(_:)``). Archives
/// laid out as NSKeyedArchiver writes them are checked in one pass
/// (`KeyedArchiveScan`); anything else by the full checks, which give the
/// same answer.
///
/// This module reads the structure (classes, keys, geometry strings);
/// `NibGraph` reads values from the file when asked for, as
/// `NibGraph(keyedArchiveBytes:)` gives them (`value(forKey:ofObject:)`,
/// `forEachEntry(of:_:)`): UID 0 is nil, a geometry string under a geometry
/// key is a float64 blob, plain strings, numbers and data are `NSString`,
/// `NSNumber` and `NSData` objects.
///
/// Object indices are `$objects` indices (index 0, `$null` in the file, is
/// the root: `$top`), so they can differ from the graph's, which leaves out
/// strings used only as geometry. Archives this reader does not take (XML
/// plists, UTF-16 keys, a `$nibarchive` layout entry, anything the graph
/// would reject) make the initializer throw; read those with
/// `NibGraph(keyedArchiveBytes:)`, which also gives the exact error.
public final class KeyedArchiveObjects: @unchecked Sendable {
    // @unchecked: `plist` holds a raw pointer into the bytes it also keeps
    // alive; nothing here changes after init but the string cache, behind its Mutex.
    package typealias PlistObject = BinaryPropertyListObjects.Object

    @usableFromInline package let plist: BinaryPropertyListObjects
    /// `$objects`.
    package let objectList: PlistObject
    /// `$top`'s keys and value references, in order.
    package let topEntries: [(name: String, value: Int)]
    /// The first `$nibarchive` root entry's property-list object (only when
    /// made with `allowingLayoutHint`, for the graph).
    package let layoutHint: Int?
    /// Per `$objects` entry: 1 + its class's index in `classes` for archived
    /// objects, ``stringObject``, ``numberObject`` or ``dataObject``, or 0 (not an object).
    @usableFromInline package let kinds: [Int32]
    /// The archived classes: names and `$classhints` (the `$classes` chains are not read).
    public let classes: [KeyedClass]
    /// The `$objects` index of each class's dictionary.
    package let classEntries: [Int]
    /// The dictionary keys, by property-list object.
    package let keyTable: KeyedKeyTable
    /// How dictionary values use the entries, when the one-pass scan read the archive.
    package let entryUses: KeyedEntryUses?
    /// The strings made for inline string values, by property-list object:
    /// one per string however many values name it (see ``sharedString(_:)``).
    private let inlineStrings = Mutex<[Int: String]>([:])
    /// The keys' names by slot, made the first time a name is asked for: a
    /// reader that never asks for one (one that reads values by key number)
    /// never makes them.
    private let keyNameCache = Mutex<[String]?>(nil)

    package static let stringObject = KeyedArchiveStructure.stringObject
    package static let numberObject = KeyedArchiveStructure.numberObject
    package static let dataObject = KeyedArchiveStructure.dataObject

    /// The archive is not one this reader takes.
    public struct Unsupported: Error, Sendable {}

    /// Validates `bytes` as a binary keyed archive this reader takes.
    public convenience init(bytes: ByteView, options: KeyedArchiveOptions = .default) throws(Unsupported) {
        try self.init(bytes: bytes, options: options, forGraph: false)
    }

    /// Validates `bytes`. `forGraph` is for ``KeyedGraphBuilder``: an archive
    /// with a `$nibarchive` root entry is taken too (the graph restores the
    /// layout from it), and the classes' `$classes` chains are read.
    package init(bytes: ByteView, options: KeyedArchiveOptions, forGraph: Bool) throws(Unsupported) {
        let plist: BinaryPropertyListObjects
        do { plist = try BinaryPropertyListObjects(bytes, options: options.propertyList) } catch { throw Unsupported() }
        // The root first, its few objects read with every check: an archive this
        // reader leaves to the general path is refused before the whole
        // property list is validated (which the general path then does itself).
        let root = try Self.root(plist, maximumObjects: options.maximumObjects)
        guard forGraph || root.layoutHint == nil else { throw Unsupported() }
        var structure: KeyedArchiveStructure
        if root.layoutHint == nil,
           let (scanned, uses) = KeyedArchiveScan.structure(
               of: plist, top: root.top, topShapes: root.topEntries.map { GeometryString.shape(forKey: $0.name) },
               objects: root.objects, maximumDepth: options.propertyList.maximumDepth, forGraph: forGraph)
        {
            structure = scanned
            entryUses = uses
        } else {
            structure = try Self.fullyCheckedStructure(plist, top: root.topEntries, objects: root.objects,
                                                       readingChains: forGraph)
            entryUses = nil
        }
        self.plist = plist
        objectList = root.objects
        topEntries = root.topEntries
        layoutHint = root.layoutHint
        kinds = structure.kinds
        classes = structure.classes
        classEntries = structure.classEntries
        keyTable = structure.keyTable
    }

    /// The structure as the full checks read it: the whole property list
    /// validated as `BinaryPropertyList.decode` validates it, then every
    /// `$objects` entry read, then every value of the root and of every
    /// archived object. ``KeyedArchiveScan`` does the same in one pass for
    /// archives laid out as NSKeyedArchiver writes them.
    package static func fullyCheckedStructure(_ plist: BinaryPropertyListObjects, top: [(name: String, value: Int)],
                                      objects: PlistObject, readingChains: Bool) throws(Unsupported) -> KeyedArchiveStructure
    {
        do { try plist.validate() } catch { throw Unsupported() }
        var reader = Reader(plist: plist, readingChains: readingChains)
        let count = objects.count
        var structure = KeyedArchiveStructure(entryCount: count, objectCount: plist.objectCount)
        // Pass 1: what each $objects entry is, the classes, and every UID of other dictionaries in range.
        var checked = [UInt8](repeating: 0, count: plist.objectCount)
        var classByUID = [Int32](repeating: 0, count: count)
        for index in 1..<count {
            let object = try reader.object(plist.reference(objects, index))
            switch object.kind {
            case .dictionary:
                var classUID: Int?
                var hasOtherKey = false, isClassDictionary = false
                for position in 0..<object.count {
                    let slot = try reader.key(plist.reference(object, position))
                    guard slot > 0 else {
                        hasOtherKey = true
                        continue
                    }
                    if reader.keyTable.isClass(slot) {
                        let uid = try reader.object(plist.reference(object, object.count + position))
                        guard uid.kind == .uid, classUID == nil, plist.uid(uid) < UInt64(count) else { throw Unsupported() }
                        classUID = Int(plist.uid(uid))
                    } else if reader.keyTable.isClassName(slot) {
                        isClassDictionary = true
                    }
                }
                if classUID == nil {
                    // Not an archived object, whose values pass 2 checks: its UIDs must still name entries.
                    for position in object.count..<(2 * object.count) {
                        try reader.checkReferences(plist.reference(object, position), count: count, checked: &checked)
                    }
                }
                if let classUID {
                    guard !hasOtherKey else { throw Unsupported() }
                    if classByUID[classUID] == 0 {
                        structure.classes.append(try reader.keyedClass(plist.reference(objects, classUID)))
                        structure.classEntries.append(classUID)
                        classByUID[classUID] = Int32(structure.classes.count)
                    }
                    structure.kinds[index] = classByUID[classUID]
                } else if !isClassDictionary {
                    throw Unsupported()
                }
            case .asciiString, .utf16String: structure.kinds[index] = Self.stringObject
            case .integer, .real, .real32, .bool: structure.kinds[index] = Self.numberObject
            case .data: structure.kinds[index] = Self.dataObject
            default: throw Unsupported()
            }
        }
        // Pass 2: every value of the root and of every archived object converts.
        let kinds = structure.kinds
        for entry in top { try reader.checkValue(entry.value, kinds: kinds, checked: &checked) }
        for index in 1..<count where kinds[index] > 0 {
            let object = try reader.object(plist.reference(objects, index))
            for position in 0..<object.count where !reader.keyTable.isClass(reader.keyTable.slots[plist.reference(object, position)]) {
                try reader.checkValue(plist.reference(object, object.count + position), kinds: kinds, checked: &checked)
            }
        }
        structure.keyTable = reader.keyTable
        return structure
    }

    /// The whole property list.
    public var bytes: ByteView { plist.view }

    /// The number of objects (`$objects.count`); object 0 is the root.
    public var count: Int { objectList.count }

    /// Whether object `index` is built from the file (false for class dictionaries).
    /// (Inlinable, as ``classSlot(of:)``: callers ask once per object.)
    @inlinable
    public func isObject(_ index: Int) -> Bool { index == 0 || kinds[index] != 0 }

    /// A number shared by the objects of one class, below ``classSlotCount``:
    /// the archived classes, then `NSString`, `NSNumber` and `NSData`.
    @inlinable
    public func classSlot(of index: Int) -> Int? {
        let kind = index == 0 ? 0 : kinds[index]
        return kind > 0 ? Int(kind) - 1 : kind < 0 ? classes.count + Int(-kind) - 1 : nil
    }

    public var classSlotCount: Int { classes.count + 3 }

    /// Object `index`'s class.
    public func className(of index: Int) -> String {
        guard index > 0 else { return "NSObject" }
        switch kinds[index] {
        case Self.stringObject: return "NSString"
        case Self.numberObject: return "NSNumber"
        case Self.dataObject: return "NSData"
        case let kind where kind > 0: return classes[Int(kind) - 1].name
        default: return "NSObject"
        }
    }

    /// The classes to use when object `index`'s class is missing (`$classhints`).
    public func fallbackClassNames(of index: Int) -> [String] {
        guard index > 0, kinds[index] > 0 else { return [] }
        return classes[Int(kinds[index]) - 1].hints
    }

    /// Where `key` is among an archived object's keys, and what the key is.
    @inline(__always)
    package func position(ofKey key: String, in object: PlistObject) -> (Int, KeyedKeyTable.Key)? {
        for position in 0..<object.count {
            let slot = keyTable.slots[plist.reference(object, position)]
            guard slot > 0, !keyTable.isClass(slot), keyTable.hasName(slot, key, in: plist) else { continue }
            return (position, keyTable[slot])
        }
        return nil
    }

    /// Every key's name, by slot (slot `s` at `s - 1`): made once, the first
    /// time any is asked for.
    package func keyNames() -> [String] {
        keyNameCache.withLock { names in
            if let names { return names }
            let made = keyTable.names(in: plist)
            names = made
            return made
        }
    }

    /// The numbers of archived object `index`'s value under the geometry key
    /// `key`, parsed in place from its ASCII string: what
    /// ``value(forKey:ofObject:)`` gives as a float64 blob, without making
    /// one. Nil in every other case (read those with ``value(forKey:ofObject:)``).
    public func geometry(forKey key: String, ofObject index: Int) -> GeometryNumbers? {
        guard index > 0, kinds[index] > 0 else { return nil }
        let object = entry(index)
        guard let (position, known) = position(ofKey: key, in: object), let shape = known.shape else { return nil }
        let uid = header(plist.reference(object, object.count + position))
        guard uid.kind == .uid else { return nil }
        return geometry(Int(plist.uid(uid)), shape: shape)
    }

    /// The numbers of `$objects[target]` read as a geometry string of `shape`,
    /// or nil when it is not one (or `target` is 0, nil).
    package func geometry(_ target: Int, shape: GeometryString.Shape) -> GeometryNumbers? {
        guard target > 0, target < count else { return nil }
        let text = entry(target)
        switch text.kind {
        case .asciiString: return GeometryString.numbers(forUTF8: plist.bytes(text).reader, shape: shape)
        case .utf16String: return GeometryString.numbers(forUTF8: plist.string(text).utf8, shape: shape)
        default: return nil
        }
    }

    // MARK: Reading values

    /// `$objects[index]`'s header (validated at init).
    @inline(__always)
    package func entry(_ index: Int) -> PlistObject {
        header(plist.reference(objectList, index))
    }

    /// A property-list object's header; init validated every reachable object.
    @inline(__always)
    package func header(_ index: Int) -> PlistObject { plist.validatedObject(index) }

    /// The key a number or data object's single value is coded under.
    package static func numberEntry(_ kind: PlistObject.Kind) -> String {
        switch kind {
        case .integer: "NS.intval"
        case .bool: "NS.boolval"
        case .data: "NS.bytes"
        default: "NS.dblval"
        }
    }

    /// The text of an inline string value, made once per property-list
    /// string: a file can name one long string from every value, and a
    /// caller that keeps the values then keeps one copy, not one per value.
    /// Strings of up to 15 UTF-8 bytes are held inline, not shared, so they
    /// are made each time without the cache.
    package func sharedString(_ object: PlistObject) -> String {
        guard object.kind == .utf16String || object.count > 15 else { return plist.string(object) }
        if let known = inlineStrings.withLock({ $0[object.index] }) { return known }
        let text = plist.string(object)
        return inlineStrings.withLock { strings in
            if let known = strings[object.index] { return known }
            strings[object.index] = text
            return text
        }
    }

    // MARK: Validation

    /// `$top`, its entries, `$objects` and the layout hint, as ``keyedRoot``
    /// reads them (every header checked).
    package static func root(_ plist: BinaryPropertyListObjects, maximumObjects: Int) throws(Unsupported)
        -> (top: PlistObject, topEntries: [(name: String, value: Int)], objects: PlistObject, layoutHint: Int?)
    {
        let header = { (index: Int) in try? plist.object(index) }
        guard let root = plist.keyedRoot(maximumObjects: maximumObjects, header: header) else { throw Unsupported() }
        var entries: [(name: String, value: Int)] = []
        entries.reserveCapacity(root.top.count)
        for position in 0..<root.top.count {
            guard let key = header(plist.reference(root.top, position)), key.kind == .asciiString || key.kind == .utf16String
            else { throw Unsupported() }
            entries.append((plist.string(key), plist.reference(root.top, root.top.count + position)))
        }
        return (root.top, entries, root.objects, root.layoutHint)
    }

    /// Reads the root, keys and classes while the archive is validated.
    struct Reader {
        let plist: BinaryPropertyListObjects
        let readingChains: Bool
        var keyTable: KeyedKeyTable
        var names: KeyedClassNames

        init(plist: BinaryPropertyListObjects, readingChains: Bool) {
            self.plist = plist
            self.readingChains = readingChains
            keyTable = KeyedKeyTable(objectCount: plist.objectCount)
            names = KeyedClassNames(objectCount: plist.objectCount)
        }

        /// A header of the validated property list (an index outside it is unsupported).
        func object(_ index: Int) throws(Unsupported) -> PlistObject {
            guard let object = plist.validatedHeader(index) else { throw Unsupported() }
            return object
        }

        /// The key slot of property-list object `index` (see ``KeyedKeyTable``).
        mutating func key(_ index: Int) throws(Unsupported) -> Int32 {
            if let known = keyTable.knownSlot(index) { return known }
            guard let slot = keyTable.slot(index, try object(index), in: plist) else { throw Unsupported() }
            return slot
        }

        /// The class dictionary at property-list object `index`.
        mutating func keyedClass(_ index: Int) throws(Unsupported) -> KeyedClass {
            // The chain ($classes) is not needed to build objects; the graph keeps it.
            // `names` is passed in place: a copy of it per class copied its table of
            // one slot per property-list object, which made many classes quadratic.
            let object = try object(index)
            let plist = plist
            guard let keyedClass = plist.keyedClass(object, readingChain: readingChains, names: &names) else {
                throw Unsupported()
            }
            return keyedClass
        }

        /// Checks that every UID in the value at property-list object `index`
        /// (and in the collections it holds) names an `$objects` entry (bit 0 of `checked`).
        func checkReferences(_ index: Int, count: Int, checked: inout [UInt8]) throws(Unsupported) {
            let object = try object(index)
            switch object.kind {
            case .uid:
                guard plist.uid(object) < UInt64(count) else { throw Unsupported() }
            case .array, .set, .dictionary:
                if checked[index] & 1 != 0 { return }
                let positions = object.kind == .dictionary ? 0..<(2 * object.count) : 0..<object.count
                for position in positions { try checkReferences(plist.reference(object, position), count: count, checked: &checked) }
                checked[index] |= 1
            default:
                break
            }
        }

        /// Checks that the value at property-list object `index` converts: a
        /// scalar, data, a string, UID 0, a UID naming an object, or an array
        /// of those (bit 1 of `checked`).
        func checkValue(_ index: Int, kinds: [Int32], checked: inout [UInt8]) throws(Unsupported) {
            let object = try object(index)
            switch object.kind {
            case .uid:
                let target = plist.uid(object)
                guard target < UInt64(kinds.count), target == 0 || kinds[Int(target)] != 0 else { throw Unsupported() }
            case .array:
                if checked[index] & 2 != 0 { return }
                for position in 0..<object.count { try checkValue(plist.reference(object, position), kinds: kinds, checked: &checked) }
                checked[index] |= 2
            case .integer, .bool, .real, .real32, .data, .asciiString, .utf16String:
                break
            case .null, .date, .set, .dictionary:
                throw Unsupported()
            }
        }
    }
}
