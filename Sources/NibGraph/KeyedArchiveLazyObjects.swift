import KeyedArchive
import NibBytes
import PropertyList
import Synchronization

/// A binary keyed archive read in place with each object checked only when
/// it is read: opening reads only the trailer and the root dictionary.
///
/// ``KeyedArchiveObjects`` validates the whole property list and the whole
/// archive structure when it is made, so that its reads cannot fail; it
/// pays for that with a pass over every object and tables of a few bytes
/// per object. This reader checks the trailer and the root when it is made,
/// then checks each `$objects` entry, key and value as a read reaches it,
/// with the checks that decide whether it can be read at all (the header
/// checks of the property list and what the archive layout requires of it)
/// and throws a ``KeyedArchiveError`` for anything wrong: reads throw, and
/// an object that is not read is not checked. A UID is checked to name an
/// entry, not what that entry is (read it to find out). Keys may be ASCII
/// or UTF-16 strings (only ASCII ones are `$class` and `$classname`, as
/// NSKeyedArchiver writes them). It is stricter than ``KeyedArchiveObjects``
/// in two ways: every key of a class dictionary must be a string and every
/// value a value an object may hold (the other reads only the keys a class
/// needs), and an array may not hold an array, so that a reader following
/// items never recurses without end (``KeyedArchiveObjects`` takes nested
/// arrays once its validation has ruled out a property list that contains
/// itself).
///
/// Entries may share one property-list dictionary, values one array or one
/// long string, so reading everything can cost far more than the file's
/// size. All reads of one reader together may visit at most the property
/// list's `maximumTreeSize` (the file's size plus
/// `PropertyListOptions/maximumSharedExpansion`, the limit every reader of
/// this package puts on the tree a file stands for): the items of
/// dictionaries and arrays of more than 16 items, and the bytes past the
/// first 64 of every key and string checked, count against it, and past it
/// reads throw ``KeyedArchiveError/Kind/readLimitReached(limit:)``, and so
/// does every later read.
/// (Smaller collections and the first 64 bytes are not counted, which keeps
/// the count off the common path: a read left uncounted does a bounded
/// amount of work, at most 16 items with 64 bytes of key and string each.)
/// Reading every entry, array and class once stays within the limit; a
/// caller that reads the same things again and again should keep what it
/// read, or open the bytes again, which costs little.
///
/// Reading every object of the shared corpus's keyed nibs this way costs
/// about 25% fewer instructions, and about 25% less time, than through
/// ``KeyedArchiveObjects/forEachItem(of:_:)`` with its opening (see
/// `Benchmarks/README.md`).
///
/// Values come out as ``KeyedArchiveItem``s, whose references only this
/// reader reads (any other reader finds them empty, and this one finds any
/// other reader's empty). Object 0 is `$objects[0]` (`$null`); the root's
/// `$top` is read by ``forEachTopItem(_:)``.
public final class KeyedArchiveLazyObjects: KeyedArchiveItemReading, @unchecked Sendable {
    // @unchecked: `plist` holds a raw pointer into the bytes it also keeps
    // alive; nothing here changes after init but `visited`, an atomic.
    typealias PlistObject = BinaryPropertyListObjects.Object

    @usableFromInline let plist: BinaryPropertyListObjects
    /// `$objects`, its references checked when they are read.
    let objectList: PlistObject
    /// `$top`, its references checked when they are read.
    let top: PlistObject
    /// A number no other archive reader of this process has (see ``KeyedArchiveObjects/identity``).
    @usableFromInline let identity: UInt64
    /// The items of collections of more than ``uncountedSize`` items visited so far.
    private let visited = Atomic<Int>(0)
    /// Collections up to this size are not counted in ``visited``.
    static let uncountedSize = 16
    /// The bytes of a key or string not counted in ``visited``.
    static let uncountedBytes = 64

    /// The number of `$objects` entries, `$null` included.
    public var count: Int { objectList.count }

    /// A dictionary key of the archive: the property-list string that spells
    /// it, so that every dictionary using that string gives the same key.
    public struct Key: Sendable, Hashable {
        /// The key string's property-list object.
        let index: Int
        /// The ``KeyedArchiveLazyObjects/identity`` of the archive that read it.
        let archive: UInt64

        /// A number for the key within its archive: the same for every
        /// dictionary that uses the same key string of the property list.
        /// (NSKeyedArchiver stores each key once, but some archives store a
        /// name twice: two keys with one ``KeyedArchiveLazyObjects/name(of:)``.)
        public var number: Int { index }
    }

    /// What a `$objects` entry is, as ``read(_:_:)`` finds it.
    public enum Entry: Sendable {
        /// An archived object, whose class dictionary is `$objects[classEntry]`
        /// (``keyedClass(at:)`` reads it).
        case object(classEntry: Int)
        /// A class dictionary (it has `$classname` and no `$class`).
        case classDictionary
        /// A string, number or data stored as an entry of its own.
        case plain(KeyedArchiveItem)
    }

    /// Checks the trailer of `bytes` and the root of the archive: the root
    /// dictionary's `$archiver` (`NSKeyedArchiver`), `$version` (100000),
    /// `$top` (a dictionary) and `$objects` (an array, `$null` first, at most
    /// `options.maximumObjects` entries), the root's keys being ASCII strings.
    public init(bytes: ByteView, options: KeyedArchiveOptions = .default) throws(KeyedArchiveError) {
        let plist: BinaryPropertyListObjects
        do { plist = try BinaryPropertyListObjects(bytes, options: options.propertyList) } catch {
            throw KeyedArchiveError(.propertyList(error))
        }
        let header = { (index: Int) in try? plist.object(index, checkingReferences: false) }
        guard let root = plist.keyedRoot(maximumObjects: options.maximumObjects, header: header) else {
            throw Self.rootError(plist, maximumObjects: options.maximumObjects)
        }
        self.plist = plist
        objectList = root.objects
        top = root.top
        identity = KeyedArchiveObjects.identities.add(1, ordering: .relaxed).newValue
    }

    /// Calls `body` with every value of `$objects[index]` and its key, in
    /// the order the archive stores them, when it is a dictionary (an
    /// archived object or a class dictionary; an object's `$class` is
    /// returned, not given to `body`), and says what the entry is.
    ///
    /// Each key is checked to be a string and each value to be a UID naming
    /// an entry, a scalar, a string, data or an array (whose items are
    /// checked when ``forEachItem(inArray:_:)`` reads them). On the first
    /// problem it throws, after `body` has seen the values before it.
    @discardableResult
    public func read(_ index: Int, _ body: (Key, KeyedArchiveItem) throws -> Void) throws -> Entry {
        try checkLimit(in: index)
        let object = try entry(index)
        switch object.kind {
        case .dictionary:
            try count(object, in: index)
            var classEntry = -1
            var isClassDictionary = false
            for position in 0..<object.count {
                let keyIndex = plist.reference(object, position)
                // key(_:in:), written out: the compiler does not inline it here.
                let key: PlistObject
                if let ascii = plist.asciiString(at: keyIndex) { key = ascii } else { key = try otherKey(keyIndex, in: index) }
                if key.count > Self.uncountedBytes { try count(bytes: stringBytes(key), in: index) }
                let valueIndex = plist.reference(object, object.count + position)
                if key.count == 6, plist.isASCIIString(key, equalTo: "$class") {
                    guard let uid = plist.uid(at: valueIndex), uid < UInt64(count) else {
                        throw KeyedArchiveError(.missingClass, object: index, key: "$class")
                    }
                    guard classEntry < 0 else {
                        throw KeyedArchiveError(.invalidObject("two $class keys"), object: index, key: "$class")
                    }
                    classEntry = Int(uid)
                    continue
                }
                if key.count == 10, plist.isASCIIString(key, equalTo: "$classname") { isClassDictionary = true }
                try body(Key(index: keyIndex, archive: identity), item(valueIndex, in: index, key: key))
            }
            if classEntry >= 0 { return .object(classEntry: classEntry) }
            guard isClassDictionary else { throw KeyedArchiveError(.missingClass, object: index) }
            return .classDictionary
        case .asciiString, .utf16String, .integer, .real, .real32, .bool, .data:
            try count(bytes: stringBytes(object), in: index)
            return .plain(item(object))
        default:
            throw KeyedArchiveError(.invalidObject("an entry of kind \(object.kind)"), object: index)
        }
    }

    /// Calls `body` with every value of the root's `$top` and its key, checked as ``read(_:_:)`` checks them.
    public func forEachTopItem(_ body: (Key, KeyedArchiveItem) throws -> Void) throws {
        try checkLimit(in: nil)
        try count(top, in: nil)
        for position in 0..<top.count {
            let keyIndex = plist.reference(top, position)
            let key = try self.key(keyIndex, in: nil)
            try body(Key(index: keyIndex, archive: identity), item(plist.reference(top, top.count + position), in: nil, key: key))
        }
    }

    /// Calls `body` with every item of an array item, in order, each checked
    /// as ``read(_:_:)`` checks a value (none for an array another reader
    /// gave). An array may not hold an array. Errors give the array's byte offset.
    public func forEachItem(inArray array: KeyedArchiveObjects.PlistReference,
                            _ body: (KeyedArchiveItem) throws -> Void) throws {
        let object = array.object
        guard array.archive == identity, object.kind == .array else { return }
        do {
            try checkLimit(in: nil)
            try count(object, in: nil)
        } catch {
            throw error.placed(at: object.start)
        }
        for position in 0..<object.count {
            let item: KeyedArchiveItem
            do { item = try self.item(plist.reference(object, position), in: nil, key: nil) } catch {
                throw error.placed(at: object.start)
            }
            if case .array = item { throw KeyedArchiveError(.invalidObject(Self.nestedArray), offset: object.start) }
            try body(item)
        }
    }

    /// The key's name, unescaped (`$$name` is the key `$name`); empty for a
    /// key another reader gave.
    public func name(of key: Key) -> String {
        guard key.archive == identity else { return "" }
        let object = plist.validatedObject(key.index)
        guard object.kind == .asciiString || object.kind == .utf16String else { return "" }
        return NibGraph.unescape(plist.string(object))
    }

    /// The text of a string item (empty for one another reader gave).
    public func string(_ string: KeyedArchiveObjects.PlistReference) -> String {
        let object = string.object
        guard string.archive == identity, object.kind == .asciiString || object.kind == .utf16String else { return "" }
        return plist.string(object)
    }

    /// Calls `body` with the UTF-8 bytes of a string item: the file's own
    /// bytes for an ASCII string, a copy for a UTF-16 one; no bytes for a
    /// string another reader gave.
    @inlinable
    public func withUTF8<R>(_ string: KeyedArchiveObjects.PlistReference, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        string.withUTF8(in: plist, reader: identity, body)
    }

    /// The bytes of a data item, a view of the file; none for data another reader gave.
    public func bytes(_ data: KeyedArchiveObjects.PlistReference) -> ByteView {
        data.bytes(in: plist, reader: identity)
    }

    /// The class dictionary `$objects[index]`: its `$classname` (a string),
    /// `$classes` and `$classhints` (arrays of strings, empty when absent).
    public func keyedClass(at index: Int) throws -> KeyedClass {
        try readClass(at: index, makingLists: true)
    }

    /// The `$classname` of the class dictionary `$objects[index]`, which is
    /// checked as ``keyedClass(at:)`` checks it, its lists not made.
    public func className(at index: Int) throws -> String {
        try readClass(at: index, makingLists: false).name
    }

    /// ``keyedClass(at:)``, with `$classes` and `$classhints` left empty unless `makingLists`.
    private func readClass(at index: Int, makingLists: Bool) throws(KeyedArchiveError) -> KeyedClass {
        try checkLimit(in: index)
        let object = try entry(index)
        guard object.kind == .dictionary else {
            throw KeyedArchiveError(.invalidClassDictionary("an entry of kind \(object.kind)"), object: index)
        }
        try count(object, in: index)
        var name: String?, chain: [String]?, hints: [String]?
        for position in 0..<object.count {
            let key = try self.key(plist.reference(object, position), in: index)
            let value = plist.reference(object, object.count + position)
            if name == nil, plist.isASCIIString(key, equalTo: "$classname") {
                let text = try header(value, in: index)
                guard text.kind == .asciiString || text.kind == .utf16String else {
                    throw KeyedArchiveError(.invalidClassDictionary("$classname is not a string"), object: index, key: "$classname")
                }
                try count(bytes: stringBytes(text), in: index)
                name = plist.string(text)
            } else if chain == nil, plist.isASCIIString(key, equalTo: "$classes") {
                chain = try strings(value, in: index, key: "$classes", making: makingLists)
            } else if hints == nil, plist.isASCIIString(key, equalTo: "$classhints") {
                hints = try strings(value, in: index, key: "$classhints", making: makingLists)
            }
        }
        guard let name else { throw KeyedArchiveError(.invalidClassDictionary("no $classname"), object: index) }
        return KeyedClass(name: name, classes: chain ?? [], hints: hints ?? [])
    }

    // MARK: Checked reads

    /// Counts the items of `collection`, read for `$objects[entry]`, in
    /// ``visited`` when it has more than ``uncountedSize``, and throws once
    /// the reads pass the property list's `maximumTreeSize`.
    @inline(__always)
    func count(_ collection: PlistObject, in entry: Int?) throws(KeyedArchiveError) {
        guard collection.count > Self.uncountedSize else { return }
        try countLarge(collection.count, in: entry)
    }

    /// Counts `bytes`, the bytes past the first ``uncountedBytes`` of a key
    /// or string a read checked, in ``visited``, and throws once the reads
    /// pass the property list's `maximumTreeSize`.
    @inline(__always)
    func count(bytes: Int, in entry: Int?) throws(KeyedArchiveError) {
        guard bytes > 0 else { return }
        try countLarge(bytes, in: entry)
    }

    /// The bytes of string `object` past the first ``uncountedBytes`` (0 for anything else).
    @inline(__always)
    func stringBytes(_ object: PlistObject) -> Int {
        let length = object.kind == .utf16String ? 2 * object.count : object.kind == .asciiString ? object.count : 0
        return length > Self.uncountedBytes ? length - Self.uncountedBytes : 0
    }

    /// ``count(_:in:)`` and ``count(bytes:in:)`` when there is something to count.
    @inline(never)
    func countLarge(_ items: Int, in entry: Int?) throws(KeyedArchiveError) {
        let limit = plist.maximumTreeSize
        // limit is at most Int.max / 2, items at most limit when added, and once
        // visited passes limit no read adds to it (``checkLimit(in:)``): no overflow.
        guard items <= limit, visited.wrappingAdd(items, ordering: .relaxed).newValue <= limit else {
            visited.store(limit + 1, ordering: .relaxed)
            throw KeyedArchiveError(.readLimitReached(limit: limit), object: entry)
        }
    }

    /// Throws once the reads have passed the limit: every read starts here,
    /// so that no read works past it.
    @inline(__always)
    func checkLimit(in entry: Int?) throws(KeyedArchiveError) {
        guard visited.load(ordering: .relaxed) <= plist.maximumTreeSize else {
            throw KeyedArchiveError(.readLimitReached(limit: plist.maximumTreeSize), object: entry)
        }
    }

    /// The header of `$objects[index]`, checked (its references are checked as they are read).
    func entry(_ index: Int) throws(KeyedArchiveError) -> PlistObject {
        guard index >= 0, index < count else {
            throw KeyedArchiveError(.referenceOutOfRange(uid: UInt64(clamping: index), count: count))
        }
        return try header(plist.reference(objectList, index), in: index)
    }

    /// Property-list object `index`'s header with every check but its
    /// references' (checked as they are read), for `$objects[entry]`.
    @inline(__always)
    func header(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> PlistObject {
        if let object = plist.commonHeader(index) { return object }
        return try rareHeader(index, in: entry)
    }

    /// ``header(_:in:)`` for the headers `commonHeader` leaves: rare shapes, and every problem.
    @inline(never)
    func rareHeader(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> PlistObject {
        do { return try plist.object(index, checkingReferences: false) } catch {
            throw KeyedArchiveError(.propertyList(error), object: entry)
        }
    }

    /// The key at property-list object `index`, a key of `$objects[entry]`
    /// (or of `$top`): an ASCII string (read inline) or a UTF-16 one, its
    /// bytes past the first ``uncountedBytes`` counted.
    @inline(__always)
    func key(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> PlistObject {
        let key: PlistObject
        if let ascii = plist.asciiString(at: index) { key = ascii } else { key = try otherKey(index, in: entry) }
        if key.count > Self.uncountedBytes { try count(bytes: stringBytes(key), in: entry) }
        return key
    }

    /// ``key(_:in:)`` for a key that is not an ASCII string: a UTF-16
    /// string, or the error that says what is wrong with it.
    @inline(never)
    func otherKey(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> PlistObject {
        let key = try header(index, in: entry)
        guard key.kind == .utf16String else {
            throw KeyedArchiveError(.invalidObject("\(Self.notAKey) (\(key.kind))"), object: entry)
        }
        return key
    }

    /// The name of key `key` in an error message.
    func name(ofKey key: PlistObject) -> String {
        NibGraph.unescape(plist.string(key))
    }

    /// The item that property-list object `index`, a value under `key` of
    /// `$objects[entry]` or an array item, stands for, checked; a string's
    /// bytes past the first ``uncountedBytes`` counted.
    @inline(__always)
    func item(_ index: Int, in entry: Int?, key: PlistObject?) throws(KeyedArchiveError) -> KeyedArchiveItem {
        if let uid = plist.uid(at: index) {
            guard uid < UInt64(count) else {
                throw KeyedArchiveError(.referenceOutOfRange(uid: uid, count: count), object: entry, key: key.map(name(ofKey:)))
            }
            return uid == 0 ? .null : .object(Int(truncatingIfNeeded: uid))
        }
        return try nonUIDItem(index, in: entry, key: key)
    }

    /// ``item(_:in:key:)`` for values that are not UIDs, read out of line.
    @inline(never)
    func nonUIDItem(_ index: Int, in entry: Int?, key: PlistObject?) throws(KeyedArchiveError) -> KeyedArchiveItem {
        if let integer = plist.integer(at: index) { return .integer(integer) }
        if let bool = plist.bool(at: index) { return .bool(bool) }
        let object: PlistObject
        do { object = try header(index, in: entry) } catch {
            throw KeyedArchiveError(error.kind, object: error.object, key: key.map(name(ofKey:)))
        }
        switch object.kind {
        case .asciiString, .utf16String:
            try count(bytes: stringBytes(object), in: entry)
            return item(object)
        case .integer, .real, .real32, .data, .array: return item(object)
        default:
            throw KeyedArchiveError(.invalidObject("a value of kind \(object.kind)"), object: entry, key: key.map(name(ofKey:)))
        }
    }

    /// The item a scalar, string, data or array object stands for.
    func item(_ object: PlistObject) -> KeyedArchiveItem {
        KeyedArchiveItem(object, in: plist, reader: identity)
    }

    /// The array of strings at property-list object `index`, a class
    /// dictionary's value under `key`. (Each item is checked; the `String`s
    /// are made only when `making`; the bytes of each past the first
    /// ``uncountedBytes`` are counted.)
    private func strings(_ index: Int, in entry: Int, key: String, making: Bool) throws(KeyedArchiveError) -> [String] {
        let list = try header(index, in: entry)
        guard list.kind == .array else {
            throw KeyedArchiveError(.invalidClassDictionary("\(key) is not an array"), object: entry, key: key)
        }
        try count(list, in: entry)
        var result: [String] = []
        if making { result.reserveCapacity(list.count) }
        for position in 0..<list.count {
            let text = try header(plist.reference(list, position), in: entry)
            guard text.kind == .asciiString || text.kind == .utf16String else {
                throw KeyedArchiveError(.invalidClassDictionary("\(key) holds a \(text.kind)"), object: entry, key: key)
            }
            try count(bytes: stringBytes(text), in: entry)
            if making { result.append(plist.string(text)) }
        }
        return result
    }

    /// Why ``BinaryPropertyListObjects/keyedRoot(maximumObjects:header:)``
    /// refused the root of `plist`, found by reading the root again (its
    /// entries, their keys and `$objects[0]`: as much as `keyedRoot` reads).
    static func rootError(_ plist: BinaryPropertyListObjects, maximumObjects: Int) -> KeyedArchiveError {
        func header(_ index: Int) throws(KeyedArchiveError) -> PlistObject {
            do { return try plist.object(index, checkingReferences: false) } catch { throw KeyedArchiveError(.propertyList(error)) }
        }
        do {
            let root = try header(plist.topObject)
            guard root.kind == .dictionary else { return KeyedArchiveError(.missingRootEntry("$archiver")) }
            var entries: [String: Int] = [:]
            for position in 0..<root.count {
                let key = try header(plist.reference(root, position))
                guard key.kind == .asciiString else {
                    return KeyedArchiveError(.invalidRootEntry("a root key that is not an ASCII string (\(key.kind))"))
                }
                let name = plist.string(key)
                if entries[name] == nil { entries[name] = plist.reference(root, root.count + position) }
            }
            for name in ["$archiver", "$version", "$top", "$objects"] where entries[name] == nil {
                return KeyedArchiveError(.missingRootEntry(name))
            }
            let archiver = try header(entries["$archiver"]!)
            guard plist.isASCIIString(archiver, equalTo: "NSKeyedArchiver") else {
                return archiver.kind == .asciiString || archiver.kind == .utf16String
                    ? KeyedArchiveError(.unknownArchiver(plist.string(archiver)))
                    : KeyedArchiveError(.invalidRootEntry("$archiver is a \(archiver.kind)"))
            }
            let version = try header(entries["$version"]!)
            guard version.kind == .integer else { return KeyedArchiveError(.invalidRootEntry("$version is a \(version.kind)")) }
            guard plist.integer(version) == KeyedArchive.version else {
                return KeyedArchiveError(.unsupportedVersion(plist.integer(version)))
            }
            let top = try header(entries["$top"]!)
            guard top.kind == .dictionary else { return KeyedArchiveError(.invalidRootEntry("$top is a \(top.kind)")) }
            let list = try header(entries["$objects"]!)
            guard list.kind == .array else { return KeyedArchiveError(.invalidRootEntry("$objects is a \(list.kind)")) }
            guard list.count <= maximumObjects else { return KeyedArchiveError(.tooManyObjects(limit: maximumObjects)) }
            guard list.count >= 1, plist.isASCIIString(try header(plist.reference(list, 0)), equalTo: "$null") else {
                return KeyedArchiveError(.missingNullObject)
            }
            return KeyedArchiveError(.invalidRootEntry("a root this reader does not take"))
        } catch {
            return error
        }
    }
}
