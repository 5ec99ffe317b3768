import KeyedArchive
import NibBytes
import PropertyList

/// A binary keyed archive read in place with each object checked only when
/// it is first read: opening reads only the trailer and the root
/// dictionary (and sets aside a byte per property-list object).
///
/// ``KeyedArchiveObjects`` validates the whole property list and the whole
/// archive structure when it is made, so that its reads cannot fail; it
/// pays for that with a pass over every object. This reader checks the
/// trailer and the root when it is made, then checks each `$objects`
/// entry, key and value as a read reaches it, with the checks that decide
/// whether it can be read at all (the header checks of the property list,
/// text included, and what the archive layout requires of it), and throws a
/// ``KeyedArchiveError`` for anything wrong: reads throw, and an object
/// that is not read is not checked. It notes, per property-list object,
/// what it has checked (a byte each), so that no header, text or key read
/// after opening is checked twice: reading the same key, string or entry again costs a
/// look-up, whatever its length. A UID is checked to name an entry, not
/// what that entry is (read it to find out). Keys may be ASCII or UTF-16
/// strings (only ASCII ones are `$class`, `$classname`, `$classes` and
/// `$classhints`, as NSKeyedArchiver writes them).
///
/// It is stricter than ``KeyedArchiveObjects`` in three ways: the root may
/// have at most 16 entries (NSKeyedArchiver writes 4), every key of a class
/// dictionary must be a string and, when it is read as an entry, every value
/// one an object may hold (the other reads only what a class needs), and an
/// array may not hold an
/// array, so that a reader following items never recurses without end
/// (``KeyedArchiveObjects`` takes nested arrays once its validation has
/// ruled out a property list that contains itself).
///
/// Entries may share one property-list dictionary, and values one array, so
/// reading everything can visit far more items than the file holds. All
/// reads of one reader together may visit at most the property list's
/// `maximumTreeSize` (the file's size plus
/// `PropertyListOptions/maximumSharedExpansion`, the limit every reader of
/// this package puts on the tree a file stands for) items of dictionaries
/// and arrays of more than 16 items; past it, reads throw
/// ``KeyedArchiveError/Kind/readLimitReached(limit:)``, and so does every
/// later read. (Smaller collections are not counted, which keeps the count
/// off the common path: a read left uncounted visits at most 16 items, each
/// a look-up once checked.) Reading every entry, array and class once
/// stays within the limit; a caller that reads the same things again and
/// again should keep what it read, or open the bytes again. `name(of:)`,
/// `string(_:)`, `withUTF8(_:_:)` and `bytes(_:)` read what a counted read
/// gave and are not counted; they cost the length of what they give.
///
/// A reader is not `Sendable`: its notes change as it reads. Open one per
/// task (opening costs little).
///
/// Values come out as ``KeyedArchiveItem``s, whose references only this
/// reader reads (any other reader finds them empty, and this one finds any
/// other reader's empty). Object 0 is `$objects[0]` (`$null`); the root's
/// `$top` is read by ``forEachTopItem(_:)``.
public final class KeyedArchiveLazyObjects: KeyedArchiveItemReading {
    typealias PlistObject = BinaryPropertyListObjects.Object

    @usableFromInline let plist: BinaryPropertyListObjects
    /// `$objects`, its references checked when they are read.
    let objectList: PlistObject
    /// `$top`, its references checked when they are read.
    let top: PlistObject
    /// A number no other archive reader of this process has (see ``KeyedArchiveObjects/identity``).
    @usableFromInline let identity: UInt64
    /// Per property-list object, what reads have found out about it (one of
    /// the constants below, ``unchecked`` to ``failedText``). The one place this type reads and
    /// writes memory through a pointer: `objectCount` bytes, allocated in
    /// init, freed in deinit, every index checked against `objectCount`
    /// first. (A Swift array here would pay an exclusivity check on every
    /// access, and a read nested in `body` would need the array too.)
    private let states: UnsafeMutableBufferPointer<UInt8>
    /// Two counts, kept through a pointer for the same reasons as `states`
    /// (allocated in init, freed in deinit): ``visitedIndex``, the items of
    /// collections of more than ``uncountedSize`` items visited so far, and
    /// ``checkedIndex``, the headers read with every check.
    private let counts: UnsafeMutablePointer<Int>
    static let visitedIndex = 0, checkedIndex = 1

    /// How many headers were read with every check (``firstHeader(_:in:)``):
    /// each property-list object's at most once, however often it is read (a
    /// header that failed is found to fail again at a header's cost, its text
    /// not read again, and not counted).
    @_spi(Checking) public var headersChecked: Int { counts[Self.checkedIndex] }
    /// Collections up to this size are not counted in the visited count.
    static let uncountedSize = 16
    /// The most entries the root may have.
    static let maximumRootEntries = 16

    /// Not read yet.
    static let unchecked: UInt8 = 0
    /// Its header passed every check (a string's text too).
    static let checkedHeader: UInt8 = 1
    /// A string read as a key: an ordinary key, or one of the four keys of the archive's layout.
    static let plainKey: UInt8 = 2, classKey: UInt8 = 3, classNameKey: UInt8 = 4, classesKey: UInt8 = 5,
               classHintsKey: UInt8 = 6
    /// Its header failed a check other than its text's, which the full
    /// reader finds again at no more cost than a header's.
    static let failed: UInt8 = 7
    /// It is an ASCII string whose text is not ASCII (the problem lies at its body).
    static let failedText: UInt8 = 8

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

    /// Checks the trailer of `bytes` and the root of the archive: a
    /// dictionary of at most 16 entries (whose string keys are ASCII; other
    /// keys are skipped), with
    /// `$archiver` (`NSKeyedArchiver`), `$version` (100000), `$top` (a
    /// dictionary) and `$objects` (an array, `$null` first, at most
    /// `options.maximumObjects` entries).
    public init(bytes: ByteView, options: KeyedArchiveOptions = .default) throws(KeyedArchiveError) {
        let plist: BinaryPropertyListObjects
        do { plist = try BinaryPropertyListObjects(bytes, options: options.propertyList) } catch {
            throw KeyedArchiveError(.propertyList(error))
        }
        if let root = try? plist.object(plist.topObject, checkingReferences: false), root.kind == .dictionary,
           root.count > Self.maximumRootEntries {
            throw KeyedArchiveError(.invalidRootEntry("a root of \(root.count) entries (this reader takes at most \(Self.maximumRootEntries))"))
        }
        let header = { (index: Int) in try? plist.object(index, checkingReferences: false) }
        guard let root = plist.keyedRoot(maximumObjects: options.maximumObjects, header: header) else {
            throw Self.rootError(plist, maximumObjects: options.maximumObjects)
        }
        self.plist = plist
        objectList = root.objects
        top = root.top
        identity = KeyedArchiveObjects.identities.add(1, ordering: .relaxed).newValue
        states = .allocate(capacity: plist.objectCount)
        states.initialize(repeating: Self.unchecked)
        counts = .allocate(capacity: 2)
        counts.initialize(repeating: 0, count: 2)
    }

    deinit {
        states.deallocate()
        counts.deallocate()
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
                let key = try keyState(keyIndex, in: index)
                let valueIndex = plist.reference(object, object.count + position)
                if key == Self.classKey {
                    guard let uid = plist.uid(at: valueIndex), uid < UInt64(count) else {
                        throw KeyedArchiveError(.missingClass, object: index, key: "$class")
                    }
                    guard classEntry < 0 else {
                        throw KeyedArchiveError(.invalidObject("two $class keys"), object: index, key: "$class")
                    }
                    classEntry = Int(uid)
                    continue
                }
                if key == Self.classNameKey { isClassDictionary = true }
                try body(Key(index: keyIndex, archive: identity), item(valueIndex, in: index, key: keyIndex))
            }
            if classEntry >= 0 { return .object(classEntry: classEntry) }
            guard isClassDictionary else { throw KeyedArchiveError(.missingClass, object: index) }
            return .classDictionary
        case .asciiString, .utf16String, .integer, .real, .real32, .bool, .data:
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
            _ = try keyState(keyIndex, in: nil)
            try body(Key(index: keyIndex, archive: identity), item(plist.reference(top, top.count + position), in: nil, key: keyIndex))
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
        return name(ofKey: key.index)
    }

    /// The name of the key at property-list object `index`, which a read checked.
    func name(ofKey index: Int) -> String {
        let object = plist.validatedObject(index)
        guard object.kind == .asciiString || object.kind == .utf16String else { return "" }
        return NibGraph.unescape(plist.string(object))
    }

    /// The key at property-list object `index` as an error names it: its
    /// name, cut to its first 64 bytes (an error costs no more than that,
    /// however long the key; a long UTF-16 key is named by its length).
    func errorName(ofKey index: Int) -> String {
        let object = plist.validatedObject(index)
        guard object.kind == .asciiString || object.kind == .utf16String else { return "" }
        guard object.count > 64 else { return name(ofKey: index) }
        guard object.kind == .asciiString else { return "(a UTF-16 key of \(object.count) units)" }
        return plist.withASCIIBytes(object) { String(decoding: $0.prefix(64), as: UTF8.self) } + "…"
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
            let key = try keyState(plist.reference(object, position), in: index)
            let value = plist.reference(object, object.count + position)
            if key == Self.classNameKey, name == nil {
                let text = try header(value, in: index)
                guard text.kind == .asciiString || text.kind == .utf16String else {
                    throw KeyedArchiveError(.invalidClassDictionary("$classname is not a string"), object: index, key: "$classname")
                }
                name = plist.string(text)
            } else if key == Self.classesKey, chain == nil {
                chain = try strings(value, in: index, key: "$classes", making: makingLists)
            } else if key == Self.classHintsKey, hints == nil {
                hints = try strings(value, in: index, key: "$classhints", making: makingLists)
            }
        }
        guard let name else { throw KeyedArchiveError(.invalidClassDictionary("no $classname"), object: index) }
        return KeyedClass(name: name, classes: chain ?? [], hints: hints ?? [])
    }

    // MARK: Checked reads

    /// Counts the items of `collection`, read for `$objects[entry]`, in
    /// the visited count when it has more than ``uncountedSize``, and throws once
    /// the reads pass the property list's `maximumTreeSize`.
    @inline(__always)
    func count(_ collection: PlistObject, in entry: Int?) throws(KeyedArchiveError) {
        guard collection.count > Self.uncountedSize else { return }
        try countLarge(collection.count, in: entry)
    }

    /// ``count(_:in:)`` for a collection of more than ``uncountedSize`` items.
    @inline(never)
    func countLarge(_ items: Int, in entry: Int?) throws(KeyedArchiveError) {
        let limit = plist.maximumTreeSize
        // visited is at most limit (at most Int.max / 2) before, and items at
        // most the file's size (below Int.max / 4): no overflow.
        counts[Self.visitedIndex] += items
        guard counts[Self.visitedIndex] <= limit else { throw KeyedArchiveError(.readLimitReached(limit: limit), object: entry) }
    }

    /// Throws once the reads have passed the limit: every read starts here,
    /// so that no read works past it.
    @inline(__always)
    func checkLimit(in entry: Int?) throws(KeyedArchiveError) {
        guard counts[Self.visitedIndex] <= plist.maximumTreeSize else {
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
    /// references' (checked as they are read), for `$objects[entry]`: read
    /// without its checks once it has passed them.
    @inline(__always)
    func header(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> PlistObject {
        if index >= 0, index < plist.objectCount, states[index] &- Self.checkedHeader <= Self.classHintsKey &- Self.checkedHeader {
            return plist.validatedObject(index)
        }
        return try firstHeader(index, in: entry)
    }

    /// ``header(_:in:)`` the first time: every check (the common shapes
    /// inline, the rest and every problem by the full reader), the outcome
    /// noted. An object that failed fails again without its text read again.
    @inline(never)
    func firstHeader(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> PlistObject {
        guard index >= 0, index < plist.objectCount else {
            do { _ = try plist.object(index, checkingReferences: false) } catch {
                throw KeyedArchiveError(.propertyList(error), object: entry)
            }
            throw KeyedArchiveError(.referenceOutOfRange(uid: UInt64(clamping: index), count: plist.objectCount), object: entry)
        }
        if states[index] == Self.failedText {
            // The header passed every check but the text's (validatedObject reads it without that one).
            let body = plist.validatedObject(index).body
            throw KeyedArchiveError(.propertyList(PropertyListError(.invalidASCII, object: index, offset: body)), object: entry)
        }
        if states[index] == Self.failed {
            // A check other than the text's failed: the full reader finds it again at a header's cost.
            do { _ = try plist.object(index, checkingReferences: false) } catch {
                throw KeyedArchiveError(.propertyList(error), object: entry)
            }
        }
        counts[Self.checkedIndex] += 1
        if let object = plist.commonHeader(index) {
            if states[index] == Self.unchecked { states[index] = Self.checkedHeader }
            return object
        }
        do {
            let object = try plist.object(index, checkingReferences: false)
            if states[index] == Self.unchecked { states[index] = Self.checkedHeader }
            return object
        } catch {
            states[index] = error.kind == .invalidASCII ? Self.failedText : Self.failed
            throw KeyedArchiveError(.propertyList(error), object: entry)
        }
    }

    /// What the key at property-list object `index`, a key of
    /// `$objects[entry]` (or of `$top`), is: a string (``plainKey``) or one
    /// of the layout's keys; read from the notes once it has been read.
    @inline(__always)
    func keyState(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> UInt8 {
        if index >= 0, index < plist.objectCount {
            let state = states[index]
            if state &- Self.plainKey <= Self.classHintsKey &- Self.plainKey { return state }
        }
        return try firstKey(index, in: entry)
    }

    /// ``keyState(_:in:)`` the first time the string is read as a key.
    @inline(never)
    func firstKey(_ index: Int, in entry: Int?) throws(KeyedArchiveError) -> UInt8 {
        let key = try header(index, in: entry)
        var state = Self.plainKey
        switch key.kind {
        case .asciiString:
            // The layout's keys start with "$"; most keys do not, and are told apart by their first byte.
            guard plist.withASCIIBytes(key, { $0.first == UInt8(ascii: "$") }) else { break }
            if plist.isASCIIString(key, equalTo: "$class") { state = Self.classKey }
            else if plist.isASCIIString(key, equalTo: "$classname") { state = Self.classNameKey }
            else if plist.isASCIIString(key, equalTo: "$classes") { state = Self.classesKey }
            else if plist.isASCIIString(key, equalTo: "$classhints") { state = Self.classHintsKey }
        case .utf16String:
            break
        default:
            throw KeyedArchiveError(.invalidObject("\(Self.notAKey) (\(key.kind))"), object: entry)
        }
        states[index] = state
        return state
    }

    /// The item that property-list object `index`, a value under the key
    /// at property-list object `key` of `$objects[entry]`, or an array item,
    /// stands for, checked.
    @inline(__always)
    func item(_ index: Int, in entry: Int?, key: Int?) throws(KeyedArchiveError) -> KeyedArchiveItem {
        if let uid = plist.uid(at: index) {
            guard uid < UInt64(count) else {
                throw KeyedArchiveError(.referenceOutOfRange(uid: uid, count: count), object: entry, key: key.map(errorName(ofKey:)))
            }
            return uid == 0 ? .null : .object(Int(truncatingIfNeeded: uid))
        }
        return try nonUIDItem(index, in: entry, key: key)
    }

    /// ``item(_:in:key:)`` for values that are not UIDs, read out of line.
    @inline(never)
    func nonUIDItem(_ index: Int, in entry: Int?, key: Int?) throws(KeyedArchiveError) -> KeyedArchiveItem {
        if let integer = plist.integer(at: index) { return .integer(integer) }
        if let bool = plist.bool(at: index) { return .bool(bool) }
        let object: PlistObject
        do { object = try header(index, in: entry) } catch {
            throw KeyedArchiveError(error.kind, object: error.object, key: key.map(errorName(ofKey:)))
        }
        switch object.kind {
        case .integer, .real, .real32, .asciiString, .utf16String, .data, .array: return item(object)
        default:
            throw KeyedArchiveError(.invalidObject("a value of kind \(object.kind)"), object: entry, key: key.map(errorName(ofKey:)))
        }
    }

    /// The item a scalar, string, data or array object stands for.
    func item(_ object: PlistObject) -> KeyedArchiveItem {
        KeyedArchiveItem(object, in: plist, reader: identity)
    }

    /// The array of strings at property-list object `index`, a class
    /// dictionary's value under `key`. (Each item is checked; the `String`s
    /// are made only when `making`.)
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
                // As keyedRoot: a UTF-16 key is refused, any other that is not a string skipped.
                guard key.kind != .utf16String else { return KeyedArchiveError(.invalidRootEntry("a UTF-16 root key")) }
                guard key.kind == .asciiString else { continue }
                let name = plist.string(key)
                entries[name] = plist.reference(root, root.count + position)  // the last wins, as in keyedRoot
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

@available(*, unavailable)
extension KeyedArchiveLazyObjects: Sendable {}
