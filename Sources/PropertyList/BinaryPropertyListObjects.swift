import NibBytes

/// The objects of a binary property list, read one at a time by index.
///
/// The trailer and the offset table's place are checked when this is made;
/// each object's header (marker, counts, string bytes, references) is checked
/// when ``object(_:)`` reads it. Nothing is decoded that the caller does not
/// ask for, so readers that build their own values (the keyed-archive graph
/// decoder) skip ``PropertyListValue`` altogether. ``validate()`` runs every
/// check ``BinaryPropertyList/decode(_:options:)`` runs, in the same order.
///
/// Every read goes through `ByteView`'s bounds-checked accessors, after the
/// reader's own checks against the object area or the trailer.
public struct BinaryPropertyListObjects {
    /// The whole property list, read through its reader.
    @usableFromInline let reader: ByteView.Reader
    /// The whole property list.
    @inlinable public var view: ByteView { reader.view }
    public let objectCount: Int
    /// The index of the root object.
    public let topObject: Int
    let maximumDepth: Int
    /// The most objects the property list may stand for read as a tree
    /// (shared collections repeated): the file's size in bytes plus
    /// ``PropertyListOptions/maximumSharedExpansion``, at most `Int.max / 2`
    /// so that adding two sizes below it cannot overflow.
    public let maximumTreeSize: Int
    @usableFromInline let offsetSize: Int
    @usableFromInline let referenceSize: Int
    @usableFromInline let offsetTableOffset: Int
    /// Objects live in 8..<objectAreaEnd.
    @inlinable var objectAreaEnd: Int { offsetTableOffset }

    /// Checks the magic and the trailer of `bytes`.
    public init(_ bytes: ByteView, options: PropertyListOptions = .default) throws(PropertyListError) {
        guard bytes.count >= 8, BinaryPropertyList.hasMagic(bytes) else { throw PropertyListError(.badMagic, offset: 0) }
        guard bytes.count >= 8 + 32 else { throw PropertyListError(.truncated, offset: bytes.count) }
        let trailer = bytes.count - 32
        func trailerError(_ what: String, _ field: Int) -> PropertyListError {
            PropertyListError(.invalidTrailer(what), offset: trailer + field)
        }
        // The trailer's 32 bytes are inside `bytes`, so these reads succeed.
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let count = bytes.integer(at: trailer + 8, endianness: .big, as: UInt64.self) ?? 0
        let top = bytes.integer(at: trailer + 16, endianness: .big, as: UInt64.self) ?? 0
        let tableOffset = bytes.integer(at: trailer + 24, endianness: .big, as: UInt64.self) ?? 0
        guard (1...8).contains(offsetSize) else { throw trailerError("offset size \(offsetSize) is not 1...8", 6) }
        guard (1...8).contains(referenceSize) else { throw trailerError("reference size \(referenceSize) is not 1...8", 7) }
        guard count >= 1, count <= UInt64(bytes.count) else { throw trailerError("object count \(count)", 8) }
        guard top < count else { throw trailerError("top object \(top) is not below the object count \(count)", 16) }
        guard tableOffset >= 9, tableOffset < UInt64(trailer) else {
            throw trailerError("offset table at \(tableOffset) is not inside the data", 24)
        }
        objectCount = Int(count)
        topObject = Int(top)
        offsetTableOffset = Int(tableOffset)
        // The offset table must fit between its offset and the trailer.
        guard objectCount <= (trailer - offsetTableOffset) / offsetSize else {
            throw trailerError("\(objectCount) offsets of \(offsetSize) bytes do not fit before the trailer", 8)
        }
        if referenceSize < 8 && objectCount > 1 << (8 * referenceSize) {
            throw trailerError("\(referenceSize)-byte references cannot address \(objectCount) objects", 7)
        }
        self.reader = bytes.reader
        self.maximumDepth = options.maximumDepth
        let allowance = min(max(options.maximumSharedExpansion, 0), Int.max / 4)
        maximumTreeSize = min(bytes.count, Int.max / 4) + allowance
    }

    @usableFromInline
    func fail(_ kind: PropertyListError.Kind, _ object: Int, _ offset: Int) -> PropertyListError {
        PropertyListError(kind, object: object, offset: offset)
    }

    /// A big-endian unsigned integer of `size` bytes (1...8) at `offset`, in
    /// the object area or the offset table. Reads 8 bytes: the offset table and
    /// the 32-byte trailer follow both, so those bytes are always there.
    /// `size` is 1...8, so the shift (0...56 bits) needs no overflow checks.
    @inlinable @inline(__always)
    func sized(_ offset: Int, _ size: Int) -> UInt64 {
        assert(size >= 1 && size <= 8, "sized reads 1 to 8 bytes")
        return reader.integer(uncheckedAt: offset, endianness: .big, as: UInt64.self) &>> UInt64(truncatingIfNeeded: 64 &- 8 &* size)
    }

    /// Where object `index` starts, checked to lie in the object area.
    @inlinable @inline(__always)
    public func startOffset(of index: Int) throws(PropertyListError) -> Int {
        if let start = start(of: index) { return start }
        throw startError(index)
    }

    /// Why ``start(of:)`` gave nil for `index`.
    @usableFromInline @inline(never)
    func startError(_ index: Int) -> PropertyListError {
        guard index >= 0, index < objectCount else {
            return PropertyListError(.referenceOutOfRange(index: index, count: objectCount), offset: 0)
        }
        let entry = offsetTableOffset + index * offsetSize
        return fail(.objectOffsetOutOfRange(Int(clamping: sized(entry, offsetSize))), index, entry)
    }

    /// Where object `index` starts, or nil when `index` is not an object's
    /// or its offset lies outside the object area (``startOffset(of:)`` says which).
    @inlinable @inline(__always)
    func start(of index: Int) -> Int? {
        guard index >= 0, index < objectCount else { return nil }
        // init checked that objectCount offsets fit in the file, so this cannot overflow.
        let offset = sized(offsetTableOffset &+ index &* offsetSize, offsetSize)
        guard offset >= 8, offset < UInt64(objectAreaEnd) else { return nil }
        return Int(offset)
    }

    /// The value of object `index` when it is a UID whose header passes every
    /// check ``object(_:)`` makes of a UID; nil otherwise (another kind, or
    /// anything out of range). The common case of keyed archives, read without
    /// building a header.
    @inlinable @inline(__always)
    public func uid(at index: Int) -> UInt64? {
        guard let offset = start(of: index) else { return nil }
        let marker = reader[offset]
        let size = Int(marker & 0x0F) + 1
        guard marker >> 4 == 0x8, size <= 8, size <= objectAreaEnd - offset - 1 else { return nil }
        return sized(offset + 1, size)
    }

    /// The value of object `index` when it is an integer of 1, 2, 4 or 8
    /// bytes whose header passes every check ``object(_:)`` makes of one; nil
    /// otherwise (another kind, a 16-byte integer, anything out of range).
    /// Like ``uid(at:)``, read without building a header: keyed archives
    /// hold many small integers as values.
    @inlinable @inline(__always)
    public func integer(at index: Int) -> Int64? {
        guard let offset = start(of: index) else { return nil }
        let marker = reader[offset]
        let low = Int(marker & 0x0F)
        guard marker >> 4 == 0x1, low <= 3, 1 << low <= objectAreaEnd - offset - 1 else { return nil }
        return integerValue(body: offset + 1, size: 1 << low)
    }

    /// The value of object `index` when it is a bool, nil otherwise; read
    /// without building a header, like ``integer(at:)``.
    @inlinable @inline(__always)
    public func bool(at index: Int) -> Bool? {
        guard let offset = start(of: index) else { return nil }
        switch reader[offset] {
        case 0x08: return false
        case 0x09: return true
        default: return nil
        }
    }

    /// Checks that `length` bytes from `offset` lie in the object area.
    @inlinable @inline(__always)
    func need(_ offset: Int, _ length: Int, _ index: Int) throws(PropertyListError) {
        guard length >= 0, offset <= objectAreaEnd, length <= objectAreaEnd - offset else {
            throw fail(.truncated, index, min(offset, objectAreaEnd))
        }
    }

    /// Object `index`, its header checked: the marker, the sizes, ASCII text
    /// and, unless `checkingReferences` is false (for objects ``validate()``
    /// has checked), that each reference names an object. The referenced
    /// objects are not read.
    @inlinable
    public func object(_ index: Int, checkingReferences: Bool = true) throws(PropertyListError) -> Object {
        try object(at: startOffset(of: index), index: index, checkingReferences: checkingReferences)
    }

    /// Object `index`'s header, for readers that ran ``validate()`` and only
    /// follow references from validated objects: the references are not
    /// checked again. An object that cannot be read (which validation rules
    /// out) reads as null.
    ///
    /// Only the checks that keep reads inside the object area run again (not
    /// the ASCII scan of strings, nor the references), so reading a header
    /// costs the same whatever its size.
    @inlinable
    public func validatedObject(_ index: Int) -> Object {
        if let start = start(of: index),
           let object = commonObject(at: start, index: index, checkingReferences: false, checkingText: false)
        {
            return object
        }
        return anyValidatedObject(index)
    }

    /// ``validatedObject(_:)`` for the headers ``commonObject(at:index:checkingReferences:checkingText:)`` leaves.
    /// (Going through `object(at:)` repeats the inline reader on a header it
    /// refused; calling `anyObject` directly instead makes the compiler
    /// inline `validatedObject` less, about 0.5 M more instructions per keyed
    /// corpus pass: callgrind, `DecodeProfile keyed-inplace`.)
    @usableFromInline
    func anyValidatedObject(_ index: Int) -> Object {
        guard let start = try? startOffset(of: index),
              let object = try? object(at: start, index: index, checkingReferences: false, checkingText: false)
        else { return Object(.null, -1, start: -1, body: -1, count: 0) }
        return object
    }

    /// The object `index` whose marker is at `start`; see ``object(_:checkingReferences:)``.
    /// The common headers are read inline (``commonObject(at:index:checkingReferences:checkingText:)``);
    /// the rest, and every header that fails a check, by ``anyObject(at:index:checkingReferences:checkingText:)``.
    @inlinable @inline(__always)
    func object(at start: Int, index: Int, checkingReferences: Bool = true, checkingText: Bool = true) throws(PropertyListError) -> Object {
        if let object = commonObject(at: start, index: index, checkingReferences: checkingReferences, checkingText: checkingText) {
            return object
        }
        return try anyObject(at: start, index: index, checkingReferences: checkingReferences, checkingText: checkingText)
    }

    /// The object `index` whose marker is at `start`, whatever its marker,
    /// or the error that says what is wrong with its header.
    @usableFromInline
    func anyObject(at start: Int, index: Int, checkingReferences: Bool, checkingText: Bool) throws(PropertyListError) -> Object {
        let marker = reader[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch low {
            case 0x0: return Object(.null, index, start: start, body: start + 1, count: 0)
            case 0x8, 0x9: return Object(.bool, index, start: start, body: start + 1, count: low & 1)
            default: throw fail(.unknownMarker(marker), index, start)
            }
        case 0x1:
            let size = try integerSize(at: start, index)
            return Object(.integer, index, start: start, body: start + 1, count: size)
        case 0x2:
            guard low == 2 || low == 3 else { throw fail(.unknownMarker(marker), index, start) }
            let size = 1 << low
            try need(start + 1, size, index)
            return Object(low == 2 ? .real32 : .real, index, start: start, body: start + 1, count: size)
        case 0x3:
            guard low == 3 else { throw fail(.unknownMarker(marker), index, start) }
            try need(start + 1, 8, index)
            return Object(.date, index, start: start, body: start + 1, count: 8)
        case 0x4:
            let (count, body) = try counted(start, index)
            try need(body, count, index)
            return Object(.data, index, start: start, body: body, count: count)
        case 0x5:
            let (count, body) = try counted(start, index)
            try need(body, count, index)
            guard !checkingText || isASCIIText(at: body, count: count) else {
                throw fail(.invalidASCII, index, body)
            }
            return Object(.asciiString, index, start: start, body: body, count: count)
        case 0x6:
            let (count, body) = try counted(start, index)
            guard count <= (objectAreaEnd - body) / 2 else { throw fail(.truncated, index, body) }
            return Object(.utf16String, index, start: start, body: body, count: count)
        case 0x8:
            let size = low + 1
            guard size <= 8 else { throw fail(.unknownMarker(marker), index, start) }
            try need(start + 1, size, index)
            return Object(.uid, index, start: start, body: start + 1, count: size)
        case 0xA, 0xC:
            let (count, body) = try references(start, index, multiplier: 1, checking: checkingReferences)
            return Object(marker >> 4 == 0xA ? .array : .set, index, start: start, body: body, count: count)
        case 0xD:
            let (count, body) = try references(start, index, multiplier: 2, checking: checkingReferences)
            return Object(.dictionary, index, start: start, body: body, count: count)
        default:
            throw fail(.unknownMarker(marker), index, start)
        }
    }

    /// Whether every byte is below 0x80, read eight bytes at a time: the one
    /// ASCII check of the property-list reader and writer, and of the keyed
    /// graph writer.
    @inlinable
    package static func isASCII(_ bytes: some Collection<UInt8>) -> Bool {
        ByteView.isASCII(bytes)
    }

    /// The payload size of the integer object (marker 0x1n) at `start`: 1, 2
    /// and 4 bytes unsigned, 8 signed, 16 when the value fits in 64 bits.
    @inlinable @inline(__always)
    func integerSize(at start: Int, _ index: Int) throws(PropertyListError) -> Int {
        let low = Int(reader[start] & 0x0F)
        guard low <= 4 else { throw fail(.invalidInteger, index, start) }
        let size = 1 << low
        try need(start + 1, size, index)
        if size == 16 {
            let high = sized(start + 1, 8)
            let negative = Int64(bitPattern: sized(start + 9, 8)) < 0
            guard high == (negative ? UInt64.max : 0) else { throw fail(.invalidInteger, index, start) }
        }
        return size
    }

    /// The value of an integer whose payload of `size` bytes starts at `body`.
    @inlinable
    func integerValue(body: Int, size: Int) -> Int64 {
        Int64(bitPattern: size == 16 ? sized(body + 8, 8) : sized(body, size))
    }

    /// The count of a data, string or collection object and where its body starts.
    @inlinable @inline(__always)
    func counted(_ start: Int, _ index: Int) throws(PropertyListError) -> (count: Int, body: Int) {
        let low = Int(reader[start] & 0x0F)
        guard low == 0x0F else { return (low, start + 1) }
        try need(start + 1, 1, index)
        guard reader[start + 1] >> 4 == 0x1, reader[start + 1] & 0x0F <= 3 else { throw fail(.invalidInteger, index, start + 1) }
        let size = try integerSize(at: start + 1, index)
        let count = integerValue(body: start + 2, size: size)
        guard count >= 0 else { throw fail(.invalidInteger, index, start + 1) }
        return (Int(count), start + 2 + size)
    }

    /// The count and body of an array, set (multiplier 1) or dictionary (2),
    /// and when `checking`, each reference checked.
    @inlinable
    func references(_ start: Int, _ index: Int, multiplier: Int, checking: Bool) throws(PropertyListError)
        -> (count: Int, body: Int)
    {
        let (count, body) = try counted(start, index)
        guard count <= (objectAreaEnd - body) / (referenceSize * multiplier) else { throw fail(.truncated, index, body) }
        guard checking else { return (count, body) }
        for i in 0..<(count * multiplier) {
            let reference = sized(body + i * referenceSize, referenceSize)
            guard reference < UInt64(objectCount) else {
                throw fail(.referenceOutOfRange(index: Int(clamping: reference), count: objectCount), index,
                           body + i * referenceSize)
            }
        }
        return (count, body)
    }
}
