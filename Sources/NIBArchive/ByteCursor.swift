/// A bounds-checked reading position over an archive's raw bytes.
///
/// With `ByteStorage.swift` this is one of the few reviewed places that use
/// raw memory: every read checks `offset` against `bytes.count` first, so a
/// cursor can never read outside the archive, whatever the input says. A
/// cursor is only valid inside `ByteView.withUnsafeBytes`.
struct ByteCursor {
    let bytes: UnsafeRawBufferPointer
    /// Added to offsets in errors, so they count from the start of the outermost file.
    let baseOffset: Int
    let strict: Bool
    let table: NIBArchiveError.Table
    var offset: Int
    /// The item being read, named in errors.
    var item: Int?

    init(bytes: UnsafeRawBufferPointer, baseOffset: Int, strict: Bool, table: NIBArchiveError.Table, offset: Int) {
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
        guard offset < bytes.count else { throw error(.truncated) }
        let value = bytes[offset]
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
        guard 4 <= bytes.count - offset else { throw error(.truncated) }
        let value = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        offset += 4
        return value
    }

    /// Reads a varint: at most 5 bytes and 32 bits; in strict mode, shortest form only.
    @inline(__always)
    mutating func varint() throws(NIBArchiveError) -> Int {
        guard offset < bytes.count else { throw error(.truncated) }
        let first = bytes[offset]
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
            guard offset < bytes.count else { throw error(.truncated, at: start) }
            let byte = bytes[offset]
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
