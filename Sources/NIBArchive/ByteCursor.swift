import NibBytes

/// A reading position over an archive's bytes that turns a read past the end
/// into a ``NIBArchiveError`` naming the table, item and offset. Reads go
/// through `ByteView.Reader`'s bounds-checked accessors.
struct ByteCursor {
    let bytes: ByteView.Reader
    /// Added to offsets in errors, so they count from the start of the outermost file.
    let baseOffset: Int
    let strict: Bool
    let table: NIBArchiveError.Table
    var offset: Int
    /// The item being read, named in errors.
    var item: Int?

    init(bytes: ByteView.Reader, baseOffset: Int, strict: Bool, table: NIBArchiveError.Table, offset: Int) {
        self.bytes = bytes
        self.baseOffset = baseOffset
        self.strict = strict
        self.table = table
        self.offset = offset
    }

    func error(_ kind: NIBArchiveError.Kind, at position: Int? = nil) -> NIBArchiveError {
        NIBArchiveError(kind, table: table, index: item, offset: baseOffset + (position ?? offset))
    }

    var remaining: Int { bytes.count - offset }

    @inline(__always)
    mutating func byte() throws(NIBArchiveError) -> UInt8 {
        guard let value = bytes.byte(at: offset) else { throw error(.truncated) }
        offset += 1
        return value
    }

    @inline(__always)
    mutating func skip(_ count: Int) throws(NIBArchiveError) {
        guard count <= bytes.count - offset else { throw error(.truncated) }
        offset += count
    }

    @inline(__always)
    mutating func uint32() throws(NIBArchiveError) -> UInt32 {
        guard let value = bytes.integer(at: offset, as: UInt32.self) else { throw error(.truncated) }
        offset += 4
        return value
    }

    /// Reads a varint: at most 5 bytes and 32 bits; in strict mode, shortest form only.
    @inline(__always)
    mutating func varint() throws(NIBArchiveError) -> Int {
        guard let first = bytes.byte(at: offset) else { throw error(.truncated) }
        if first & 0x80 != 0 {
            offset += 1
            return Int(first & 0x7F)
        }
        return try varintSlowPath()
    }

    private mutating func varintSlowPath() throws(NIBArchiveError) -> Int {
        let start = offset
        var result = 0
        var shift = 0
        for _ in 0..<Varint.maximumLength {
            guard let byte = bytes.byte(at: offset) else { throw error(.truncated, at: start) }
            offset += 1
            result |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 {
                guard result <= Int(UInt32.max) else { throw error(.varintOverflow, at: start) }
                if strict && byte & 0x7F == 0 { throw error(.nonMinimalVarint, at: start) }
                return result
            }
            shift += 7
        }
        throw error(.varintTooLong, at: start)
    }
}
