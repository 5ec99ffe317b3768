import NibBytes

/// The value table: key index, type byte and payload for every value.
///
/// Building the table validates every value once (key index, type, payload
/// inside the file, object reference in range) and keeps only each value's
/// offset, so reading a value afterwards cannot fail and copies nothing.
public struct NIBValueTable: Sendable {
    @usableFromInline let archive: ByteView
    /// `archive`'s reader, made once for the reads of ``subscript(_:)``.
    @usableFromInline let reader: ByteView.Reader
    /// Offset of each value's key varint, in archive offsets.
    @usableFromInline let offsets: [UInt32]
    /// Where the table lies, in archive offsets.
    public let byteRange: Range<Int>

    public var count: Int { offsets.count }

    init(archive: ByteView, offsets: [UInt32], byteRange: Range<Int>) {
        self.archive = archive
        self.reader = archive.reader
        self.offsets = offsets
        self.byteRange = byteRange
    }

    /// Value `index` with its key index.
    ///
    /// Every offset was validated when the table was built, so the reads
    /// below stay inside the archive; `ByteView` still checks each one.
    @inlinable @inline(__always)
    public subscript(index: Int) -> NIBKeyedValue {
        var offset = Int(offsets[index])
        let keyIndex = Self.validatedVarint(reader, &offset)
        let type = reader[offset]
        offset += 1
        let value: NIBValue
        switch type {
        case 0: value = .int8(Int8(bitPattern: reader[offset]))
        case 1: value = .int16(reader.integer(at: offset, as: Int16.self)!)
        case 2: value = .int32(reader.integer(at: offset, as: Int32.self)!)
        case 3: value = .int64(reader.integer(at: offset, as: Int64.self)!)
        case 4: value = .bool(false)
        case 5: value = .bool(true)
        case 6: value = .float32(Float(bitPattern: reader.integer(at: offset, as: UInt32.self)!))
        case 7: value = .float64(Double(bitPattern: reader.integer(at: offset, as: UInt64.self)!))
        case 8:
            let length = Self.validatedVarint(reader, &offset)
            value = .data(archive.slice(offset: offset, length: length)!)
        case 9: value = .null
        default: value = .object(Int(reader.integer(at: offset, as: UInt32.self)!))
        }
        return NIBKeyedValue(keyIndex: keyIndex, value: value)
    }

    /// The key index of value `index`, without decoding the payload.
    @inlinable
    public func keyIndex(at index: Int) -> Int {
        var offset = Int(offsets[index])
        return Self.validatedVarint(reader, &offset)
    }

    /// Reads a varint already validated when the table was built.
    @inlinable @inline(__always)
    static func validatedVarint(_ bytes: ByteView.Reader, _ offset: inout Int) -> Int {
        let first = bytes[offset]
        if first & 0x80 != 0 {
            offset += 1
            return Int(first & 0x7F)
        }
        var result = 0
        var shift = 0
        while true {
            let byte = bytes[offset]
            offset += 1
            result |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 { return result }
            shift += 7
        }
    }
}

extension NIBArchiveReader {
    /// Decodes the value table, validating every value.
    public func valueTable() throws(NIBArchiveError) -> NIBValueTable {
        let header = self.header
        var cursor = self.cursor(table: .values, at: header.valuesOffset)
        var offsets: [UInt32] = []
        offsets.reserveCapacity(header.valueCount)
        for index in 0..<header.valueCount {
            offsets.append(UInt32(truncatingIfNeeded: cursor.offset))
            do throws(NIBArchiveError) {
                try Self.skipValue(&cursor, keyCount: header.keyCount, objectCount: header.objectCount)
            } catch {
                // The index is attached here rather than stored on every iteration.
                throw NIBArchiveError(error.kind, table: .values, index: index, offset: error.offset)
            }
        }
        return NIBValueTable(archive: bytes, offsets: offsets,
                             byteRange: header.valuesOffset..<max(header.valuesOffset, cursor.offset))
    }

    /// Checks one value (key index, type, payload inside the file, object
    /// reference in range) and moves the cursor past it.
    @inline(__always)
    static func skipValue(_ cursor: inout ByteCursor, keyCount: Int, objectCount: Int) throws(NIBArchiveError) {
        let start = cursor.offset
        let keyIndex = try cursor.varint()
        guard keyIndex < keyCount else {
            throw cursor.error(.keyIndexOutOfRange(index: keyIndex, count: keyCount), at: start)
        }
        let typePosition = cursor.offset
        let type = try cursor.byte()
        guard type <= 10 else { throw cursor.error(.unknownValueType(type), at: typePosition) }
        switch type {
        case 8:
            let length = try cursor.varint()
            try cursor.skip(length)
        case 10:
            let referencePosition = cursor.offset
            let reference = Int(try cursor.uint32())
            guard reference < objectCount else {
                throw cursor.error(.objectReferenceOutOfRange(index: reference, count: objectCount), at: referencePosition)
            }
        default:
            try cursor.skip(fixedPayloadSize(type))
        }
    }

    /// Payload size of the fixed-size types: int8 1, int16 2, int32 and float32 4,
    /// int64 and float64 8, false, true and nil 0.
    @inline(__always)
    static func fixedPayloadSize(_ type: UInt8) -> Int {
        switch type {
        case 0: 1
        case 1: 2
        case 2, 6: 4
        case 3, 7: 8
        default: 0
        }
    }
}
