import NibBytes

/// Binary property lists (`bplist00`), as CoreFoundation writes them.
public enum BinaryPropertyList {
    /// Whether `bytes` start like a binary property list.
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: Array("bplist0".utf8))
    }

    /// Decodes `bytes`, applying CoreFoundation's validity rules: a sane
    /// trailer, every offset inside the object area, every reference in range,
    /// overflow-checked sizes, a depth limit, and no collection containing itself.
    /// Objects referenced more than once are decoded once.
    public static func decode(_ bytes: ByteView, options: PropertyListOptions = .default) throws(PropertyListError)
        -> PropertyListValue
    {
        try bytes.withUnsafeBytes { raw throws(PropertyListError) -> PropertyListValue in
            var decoder = try BinaryPropertyListDecoder(raw: raw, view: bytes, options: options)
            return try decoder.object(decoder.topObject, depth: 0)
        }
    }
}

/// The decoding state. Like `ByteCursor` in NIBArchive, a reviewed place that
/// reads raw memory: every read is checked against `objectAreaEnd` or the
/// trailer bounds first. Valid only inside `ByteView.withUnsafeBytes`.
struct BinaryPropertyListDecoder {
    let raw: UnsafeRawBufferPointer
    let view: ByteView
    let maximumDepth: Int
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let offsetTableOffset: Int
    /// Objects live in 8..<objectAreaEnd.
    var objectAreaEnd: Int { offsetTableOffset }
    /// Decoded objects, so shared references are decoded once.
    var decoded: [PropertyListValue?]
    /// Collections being decoded, to reject cycles.
    var inProgress: [Bool]

    init(raw: UnsafeRawBufferPointer, view: ByteView, options: PropertyListOptions) throws(PropertyListError) {
        guard raw.count >= 8, BinaryPropertyList.hasMagic(raw) else { throw PropertyListError(.badMagic, offset: 0) }
        guard raw.count >= 8 + 32 else { throw PropertyListError(.truncated, offset: raw.count) }
        let trailer = raw.count - 32
        func trailerError(_ what: String, _ field: Int) -> PropertyListError {
            PropertyListError(.invalidTrailer(what), offset: trailer + field)
        }
        offsetSize = Int(raw[trailer + 6])
        referenceSize = Int(raw[trailer + 7])
        let count = Self.bigEndian(raw, trailer + 8, 8)
        let top = Self.bigEndian(raw, trailer + 16, 8)
        let tableOffset = Self.bigEndian(raw, trailer + 24, 8)
        guard (1...8).contains(offsetSize) else { throw trailerError("offset size \(offsetSize) is not 1...8", 6) }
        guard (1...8).contains(referenceSize) else { throw trailerError("reference size \(referenceSize) is not 1...8", 7) }
        guard count >= 1, count <= UInt64(raw.count) else { throw trailerError("object count \(count)", 8) }
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
        self.raw = raw
        self.view = view
        self.maximumDepth = options.maximumDepth
        decoded = Array(repeating: nil, count: objectCount)
        inProgress = Array(repeating: false, count: objectCount)
    }

    /// A big-endian unsigned integer of `size` bytes (1...8) at `offset`; the caller checked the bounds.
    static func bigEndian(_ raw: UnsafeRawBufferPointer, _ offset: Int, _ size: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(raw[offset + i]) }
        return value
    }

    func fail(_ kind: PropertyListError.Kind, _ object: Int, _ offset: Int) -> PropertyListError {
        PropertyListError(kind, object: object, offset: offset)
    }

    /// The offset of object `index`, checked to lie in the object area.
    func offset(of index: Int) throws(PropertyListError) -> Int {
        let entry = offsetTableOffset + index * offsetSize
        let offset = Self.bigEndian(raw, entry, offsetSize)
        guard offset >= 8, offset < UInt64(objectAreaEnd) else {
            throw fail(.objectOffsetOutOfRange(Int(clamping: offset)), index, entry)
        }
        return Int(offset)
    }

    mutating func object(_ index: Int, depth: Int) throws(PropertyListError) -> PropertyListValue {
        if let value = decoded[index] { return value }
        let start = try offset(of: index)
        guard !inProgress[index] else { throw fail(.cycle, index, start) }
        guard depth <= maximumDepth else { throw fail(.tooDeep(limit: maximumDepth), index, start) }
        inProgress[index] = true
        let value = try parse(index, at: start, depth: depth)
        inProgress[index] = false
        decoded[index] = value
        return value
    }

    /// Checks that `length` bytes from `offset` lie in the object area.
    func need(_ offset: Int, _ length: Int, _ index: Int) throws(PropertyListError) {
        guard length >= 0, offset <= objectAreaEnd, length <= objectAreaEnd - offset else {
            throw fail(.truncated, index, min(offset, objectAreaEnd))
        }
    }

    private mutating func parse(_ index: Int, at start: Int, depth: Int) throws(PropertyListError) -> PropertyListValue {
        let marker = raw[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch low {
            case 0x0: return .null
            case 0x8: return .bool(false)
            case 0x9: return .bool(true)
            default: throw fail(.unknownMarker(marker), index, start)
            }
        case 0x1:
            return .integer(try integer(at: start, index))
        case 0x2:
            guard low == 2 || low == 3 else { throw fail(.unknownMarker(marker), index, start) }
            let size = 1 << low
            try need(start + 1, size, index)
            let bits = Self.bigEndian(raw, start + 1, size)
            return low == 2 ? .real32(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : .real(Double(bitPattern: bits))
        case 0x3:
            guard low == 3 else { throw fail(.unknownMarker(marker), index, start) }
            try need(start + 1, 8, index)
            return .date(Double(bitPattern: Self.bigEndian(raw, start + 1, 8)))
        case 0x4:
            let (count, body) = try counted(start, index)
            try need(body, count, index)
            return .data(view.slice(offset: body, length: count)!)
        case 0x5:
            let (count, body) = try counted(start, index)
            try need(body, count, index)
            let bytes = UnsafeRawBufferPointer(rebasing: raw[body..<(body + count)])
            guard !bytes.contains(where: { $0 >= 0x80 }) else { throw fail(.invalidASCII, index, body) }
            return .string(String(decoding: bytes, as: UTF8.self))
        case 0x6:
            let (count, body) = try counted(start, index)
            guard count <= (objectAreaEnd - body) / 2 else { throw fail(.truncated, index, body) }
            let units = (0..<count).map { UInt16(raw[body + 2 * $0]) << 8 | UInt16(raw[body + 2 * $0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            let size = low + 1
            guard size <= 8 else { throw fail(.unknownMarker(marker), index, start) }
            try need(start + 1, size, index)
            return .uid(Self.bigEndian(raw, start + 1, size))
        case 0xA, 0xC:
            let references = try referenceList(start, index, multiplier: 1)
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(references.count)
            for reference in references { elements.append(try object(reference, depth: depth + 1)) }
            return marker >> 4 == 0xA ? .array(elements) : .set(elements)
        case 0xD:
            let references = try referenceList(start, index, multiplier: 2)
            let half = references.count / 2
            var entries: [PropertyListEntry] = []
            entries.reserveCapacity(half)
            for i in 0..<half {
                let key = try object(references[i], depth: depth + 1)
                entries.append(PropertyListEntry(key: key, value: try object(references[half + i], depth: depth + 1)))
            }
            return .dictionary(entries)
        default:
            throw fail(.unknownMarker(marker), index, start)
        }
    }

    /// An integer object (marker 0x1n) at `start`: 1, 2 and 4 bytes unsigned, 8 signed, 16 when it fits in 64 bits.
    func integer(at start: Int, _ index: Int) throws(PropertyListError) -> Int64 {
        let low = Int(raw[start] & 0x0F)
        guard low <= 4 else { throw fail(.invalidInteger, index, start) }
        let size = 1 << low
        try need(start + 1, size, index)
        if size == 16 {
            let high = Self.bigEndian(raw, start + 1, 8)
            let value = Self.bigEndian(raw, start + 9, 8)
            let negative = Int64(bitPattern: value) < 0
            guard high == (negative ? UInt64.max : 0) else { throw fail(.invalidInteger, index, start) }
            return Int64(bitPattern: value)
        }
        return Int64(bitPattern: Self.bigEndian(raw, start + 1, size))
    }

    /// The count of a data, string or collection object and where its body starts.
    func counted(_ start: Int, _ index: Int) throws(PropertyListError) -> (count: Int, body: Int) {
        let low = Int(raw[start] & 0x0F)
        guard low == 0x0F else { return (low, start + 1) }
        try need(start + 1, 1, index)
        guard raw[start + 1] >> 4 == 0x1, raw[start + 1] & 0x0F <= 3 else { throw fail(.invalidInteger, index, start + 1) }
        let count = try integer(at: start + 1, index)
        guard count >= 0 else { throw fail(.invalidInteger, index, start + 1) }
        return (Int(count), start + 2 + (1 << Int(raw[start + 1] & 0x0F)))
    }

    /// The object references of an array, set (multiplier 1) or dictionary (2), each checked.
    func referenceList(_ start: Int, _ index: Int, multiplier: Int) throws(PropertyListError) -> [Int] {
        let (count, body) = try counted(start, index)
        guard count <= (objectAreaEnd - body) / (referenceSize * multiplier) else { throw fail(.truncated, index, body) }
        return try (0..<(count * multiplier)).map { i throws(PropertyListError) -> Int in
            let reference = Self.bigEndian(raw, body + i * referenceSize, referenceSize)
            guard reference < UInt64(objectCount) else {
                throw fail(.referenceOutOfRange(index: Int(clamping: reference), count: objectCount), index,
                           body + i * referenceSize)
            }
            return Int(reference)
        }
    }
}
