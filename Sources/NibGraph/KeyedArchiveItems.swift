import NibBytes
import PropertyList

/// One value of an archived object as the archive stores it, read in place
/// by ``KeyedArchiveObjects/forEachItem(of:_:)``: reading one allocates
/// nothing and retains nothing.
///
/// ``KeyedArchiveObjects/forEachEntry(of:_:)`` gives values as the graph
/// holds them: a geometry string under a geometry key as a float64 blob, an
/// array as a list of values, a string as a `String`. An item stays what
/// the property list holds: a UID is ``object(_:)`` (under a geometry key
/// it may name a geometry string, which
/// ``KeyedArchiveObjects/geometry(of:under:)`` parses), and strings, data
/// and arrays name their property-list object, read on request.
/// ``KeyedArchiveObjects/value(of:under:)`` turns an item into the graph's value.
public enum KeyedArchiveItem: Sendable {
    /// UID 0: nil.
    case null
    /// A UID naming `$objects[index]`: an archived object, or a string,
    /// number or data object.
    case object(Int)
    /// An integer of 1, 2, 4, 8 or 16 bytes (one that fits in 64 bits).
    case integer(Int64)
    /// A bool.
    case bool(Bool)
    /// An 8-byte real.
    case double(Double)
    /// A 4-byte real.
    case float(Float)
    /// A string stored inline: ``KeyedArchiveObjects/string(_:)`` makes it,
    /// ``KeyedArchiveObjects/withUTF8(_:_:)`` reads its bytes.
    case string(KeyedArchiveObjects.PlistReference)
    /// Data stored inline: ``KeyedArchiveObjects/bytes(_:)``.
    case data(KeyedArchiveObjects.PlistReference)
    /// An array of UIDs and scalars, `count` of them:
    /// ``KeyedArchiveObjects/forEachItem(inArray:_:)``.
    case array(KeyedArchiveObjects.PlistReference, count: Int)
}

/// What reads the strings, data and arrays that ``KeyedArchiveItem``s name:
/// ``KeyedArchiveObjects`` (whose reads cannot fail, the archive validated
/// when it opened) and ``KeyedArchiveLazyObjects`` (whose array reads check
/// each item), for code that reads items from either.
public protocol KeyedArchiveItemReading {
    /// The text of a string item; empty for one another reader gave.
    func string(_ string: KeyedArchiveObjects.PlistReference) -> String
    /// Calls `body` with the UTF-8 bytes of a string item; none for one another reader gave.
    func withUTF8<R>(_ string: KeyedArchiveObjects.PlistReference, _ body: (UnsafeRawBufferPointer) -> R) -> R
    /// The bytes of a data item; none for one another reader gave.
    func bytes(_ data: KeyedArchiveObjects.PlistReference) -> ByteView
    /// Calls `body` with every item of an array item, in order; none for one another reader gave.
    func forEachItem(inArray array: KeyedArchiveObjects.PlistReference, _ body: (KeyedArchiveItem) throws -> Void) throws
}

extension KeyedArchiveObjects: KeyedArchiveItemReading {}

extension KeyedArchiveObjects {
    /// A string, data or array object of the property list, named by an
    /// item. Only the archive that gave it reads it: to any other archive
    /// it is empty.
    public struct PlistReference: Sendable {
        /// The object's header, as init checked it.
        @usableFromInline let object: BinaryPropertyListObjects.Object
        /// The ``KeyedArchiveObjects/identity`` of the archive that read it.
        @usableFromInline let archive: UInt64

        /// Calls `body` with the UTF-8 bytes of this string as the reader
        /// `reader` of `plist` reads them: the file's own bytes for an ASCII
        /// string, a copy for a UTF-16 one, none when another reader gave it.
        @inlinable
        func withUTF8<R>(in plist: BinaryPropertyListObjects, reader: UInt64, _ body: (UnsafeRawBufferPointer) -> R) -> R {
            guard archive == reader else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            switch object.kind {
            case .asciiString: return plist.withASCIIBytes(object, body)
            case .utf16String: return plist.utf8(object).withUnsafeBytes(body)
            default: return body(UnsafeRawBufferPointer(start: nil, count: 0))
            }
        }

        /// The bytes of this data as the reader `reader` of `plist` reads
        /// them: a view of the file, none when another reader gave it.
        func bytes(in plist: BinaryPropertyListObjects, reader: UInt64) -> ByteView {
            archive == reader && object.kind == .data ? plist.bytes(object) : ByteView(copying: [])
        }
    }

    /// A dictionary key of the archive. Only the archive that gave it knows
    /// its name: to any other archive it is a key with no name.
    public struct Key: Sendable, Hashable {
        /// A slot of the key table (above 0), or -1 - the position of a `$top` key.
        let slot: Int32
        /// The ``KeyedArchiveObjects/identity`` of the archive that read it.
        let archive: UInt64

        /// A number for the key within its archive: the same for every
        /// object that uses the same key string of the property list,
        /// different for different names. NSKeyedArchiver stores each key
        /// once, but some archives store a name twice (two keys with one
        /// ``KeyedArchiveObjects/name(of:)``). `$top`'s keys have numbers of
        /// their own, below 0. Keys of different archives never compare equal.
        public var number: Int { Int(slot) }
    }

    /// The key's name, unescaped (`$$name` is the key `$name`); empty for a
    /// key another archive gave. The names are made, behind a lock, the
    /// first time one is asked for; each call takes the lock.
    public func name(of key: Key) -> String {
        guard key.archive == identity else { return "" }
        return key.slot > 0 ? keyNames()[Int(key.slot) - 1] : topEntries[Int(-1 - key.slot)].name
    }

    /// The geometry shape of the key's values when it is a geometry key
    /// (`UIBounds`, `NSFrame`, ...): the graph stores the geometry strings
    /// under it as float64 blobs. Nil for a key another archive gave.
    public func shape(of key: Key) -> GeometryString.Shape? {
        guard key.archive == identity else { return nil }
        return key.slot > 0 ? keyTable.shape(key.slot) : GeometryString.shape(forKey: topEntries[Int(-1 - key.slot)].name)
    }

    /// Calls `body` with every value of archived object `index`, or of the
    /// root (object 0), and its key, in order, as the archive stores them:
    /// ``forEachEntry(of:_:)`` without making graph values or key names.
    /// Nothing is called for strings, numbers and data objects
    /// (``plainItem(of:)`` reads those) or class dictionaries.
    public func forEachItem(of index: Int, _ body: (Key, KeyedArchiveItem) throws -> Void) rethrows {
        if index == 0 {
            for (position, entry) in topEntries.enumerated() {
                try body(Key(slot: Int32(-1 - position), archive: identity), item(entry.value))
            }
            return
        }
        guard kinds[index] > 0 else { return }
        let object = entry(index)
        for position in 0..<object.count {
            let slot = keyTable.slots[plist.reference(object, position)]
            guard slot > 0, !keyTable.isClass(slot) else { continue }
            try body(Key(slot: slot, archive: identity), item(plist.reference(object, object.count + position)))
        }
    }

    /// What a string, number or data object holds (its one entry, `NS.bytes`,
    /// `NS.intval`, `NS.dblval` or `NS.boolval`, in ``entries(of:)``); nil
    /// for any other object.
    public func plainItem(of index: Int) -> KeyedArchiveItem? {
        guard index > 0, kinds[index] < 0 else { return nil }
        return item(entry(index))
    }

    /// Calls `body` with every item of an array item, in order (with none
    /// for an array another archive gave).
    public func forEachItem(inArray array: PlistReference, _ body: (KeyedArchiveItem) throws -> Void) rethrows {
        let object = array.object
        guard array.archive == identity, object.kind == .array else { return }
        for position in 0..<object.count { try body(item(plist.reference(object, position))) }
    }

    /// The text of a string item: one `String` per property-list string
    /// however often it is asked for (see ``sharedString(_:)``). Empty for a
    /// string another archive gave.
    public func string(_ string: PlistReference) -> String {
        let object = string.object
        guard string.archive == identity, object.kind == .asciiString || object.kind == .utf16String else { return "" }
        return sharedString(object)
    }

    /// Calls `body` with the UTF-8 bytes of a string item: the file's own
    /// bytes for an ASCII string, a copy for a UTF-16 one; no bytes for a
    /// string another archive gave.
    @inlinable
    public func withUTF8<R>(_ string: PlistReference, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        string.withUTF8(in: plist, reader: identity, body)
    }

    /// The bytes of a data item, a view of the file; none for data another archive gave.
    public func bytes(_ data: PlistReference) -> ByteView {
        data.bytes(in: plist, reader: identity)
    }

    /// The numbers of the geometry string that an object item under `key`
    /// names, when `key` is a geometry key of this archive and the string
    /// parses as its shape: what the graph stores as a float64 blob. Nil
    /// otherwise (also for an object number outside this archive).
    public func geometry(of item: KeyedArchiveItem, under key: Key) -> GeometryNumbers? {
        guard case .object(let target) = item, let shape = shape(of: key) else { return nil }
        return geometry(target, shape: shape)
    }

    /// The graph value an item under `key` stands for: what
    /// ``forEachEntry(of:_:)`` gives for it.
    public func value(of item: KeyedArchiveItem, under key: Key) -> NibGraph.Value {
        graphValue(item, shape: shape(of: key))
    }

    /// ``value(of:under:)`` with the key's shape (nil in arrays).
    func graphValue(_ item: KeyedArchiveItem, shape: GeometryString.Shape?) -> NibGraph.Value {
        switch item {
        case .null: return .null
        case .object(let target):
            if let shape, let blob = geometryBlob(target, shape: shape) { return .data(blob) }
            return .object(target)
        case .integer(let number): return .integer(number)
        case .bool(let flag): return .bool(flag)
        case .double(let number): return .double(number)
        case .float(let number): return .float(number)
        case .string(let text): return .string(string(text))
        case .data(let data): return .data(bytes(data))
        case .array(let array, _):
            var values: [NibGraph.Value] = []
            forEachItem(inArray: array) { values.append(graphValue($0, shape: nil)) }
            return .array(values)
        }
    }

    /// Where reading object `index` item by item disagrees with
    /// ``entries(of:)``: the keys' names, the values as ``value(of:under:)``
    /// makes them, and for strings, numbers and data objects their one
    /// entry. Nil when they agree. Tests and fuzz targets check every object.
    @_spi(Checking)
    public func itemsDisagreement(of index: Int) -> String? {
        let entries = entries(of: index)
        var made: [NibGraph.Entry] = []
        if let plain = plainItem(of: index) {
            var value = graphValue(plain, shape: nil)
            if case .string(let text) = plain { value = .data(withUTF8(text) { ByteView(copying: Array($0)) }) }
            made.append(NibGraph.Entry(kinds[index] == Self.stringObject ? "NS.bytes" : Self.numberEntry(entry(index).kind), value))
        } else {
            forEachItem(of: index) { key, item in made.append(NibGraph.Entry(name(of: key), value(of: item, under: key))) }
        }
        return made == entries ? nil : "object \(index): items give \(made), entries \(entries)"
    }

    /// The item that property-list object `index`, a value init checked, stands for.
    @inline(__always)
    func item(_ index: Int) -> KeyedArchiveItem {
        if let uid = plist.uid(at: index) { return uid == 0 ? .null : .object(Int(truncatingIfNeeded: uid)) }
        return nonUIDItem(index)
    }

    /// ``item(_:)`` for values that are not UIDs, read out of line; integers
    /// and bools without building a header.
    @inline(never)
    func nonUIDItem(_ index: Int) -> KeyedArchiveItem {
        if let integer = plist.integer(at: index) { return .integer(integer) }
        if let bool = plist.bool(at: index) { return .bool(bool) }
        return item(header(index))
    }

    /// The item a scalar, string, data or array object stands for.
    @inline(__always)
    func item(_ object: PlistObject) -> KeyedArchiveItem {
        KeyedArchiveItem(object, in: plist, reader: identity)
    }
}

extension KeyedArchiveItem {
    /// The item a scalar, string, data or array object of `plist` stands for,
    /// its references for the reader whose identity is `reader`; null for any
    /// other object.
    @inline(__always)
    init(_ object: BinaryPropertyListObjects.Object, in plist: BinaryPropertyListObjects, reader: UInt64) {
        self = switch object.kind {
        case .integer: .integer(plist.integer(object))
        case .bool: .bool(plist.bool(object))
        case .real: .double(plist.real(object))
        case .real32: .float(plist.real32(object))
        case .asciiString, .utf16String: .string(KeyedArchiveObjects.PlistReference(object: object, archive: reader))
        case .data: .data(KeyedArchiveObjects.PlistReference(object: object, archive: reader))
        case .array: .array(KeyedArchiveObjects.PlistReference(object: object, archive: reader), count: object.count)
        default: .null
        }
    }
}
