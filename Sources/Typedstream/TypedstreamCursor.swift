import NibBytes

/// A reading position in a typedstream: single bytes, fixed-width numbers in
/// the stream's byte order, and the tagged integers every count, length and
/// reference is written as. Every read is checked against the end first.
struct TypedstreamCursor {
    /// Tags: a head byte in 0x80…0x91 says what follows instead of being a small integer.
    enum Tag {
        static let integer2: UInt8 = 0x81
        static let integer4: UInt8 = 0x82
        static let floatingPoint: UInt8 = 0x83
        static let new: UInt8 = 0x84
        static let null: UInt8 = 0x85
        static let endOfObject: UInt8 = 0x86
        /// Head bytes 0x80…0x91 are tags; 0x92 (-110) is the first reference number.
        static let range: ClosedRange<UInt8> = 0x80...0x91
        static let firstReference: Int64 = -110
    }

    let bytes: ByteView
    var offset = 0
    var bigEndian = false

    init(bytes: ByteView) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    func error(_ kind: TypedstreamError.Kind, at position: Int? = nil) -> TypedstreamError {
        TypedstreamError(kind, offset: min(position ?? offset, max(bytes.count - 1, 0)))
    }

    mutating func byte() throws(TypedstreamError) -> UInt8 {
        guard offset < bytes.count else { throw error(.truncated) }
        defer { offset += 1 }
        return bytes[offset]
    }

    func peek() throws(TypedstreamError) -> UInt8 {
        guard offset < bytes.count else { throw error(.truncated) }
        return bytes[offset]
    }

    /// `count` bytes as a number in the stream's byte order.
    mutating func fixed(_ count: Int) throws(TypedstreamError) -> UInt64 {
        guard count <= bytes.count - offset else { throw error(.truncated) }
        var value: UInt64 = 0
        for index in 0..<count {
            let byte = UInt64(bytes[offset + (bigEndian ? index : count - 1 - index)])
            value = value << 8 | byte
        }
        offset += count
        return value
    }

    /// `count` bytes in place.
    mutating func view(_ count: Int) throws(TypedstreamError) -> ByteView {
        guard count >= 0, let part = bytes.slice(offset: offset, length: count) else { throw error(.truncated) }
        offset += count
        return part
    }

    /// A tagged integer whose head byte is already read.
    mutating func integer(head: UInt8, expected: String) throws(TypedstreamError) -> Int64 {
        switch head {
        case Tag.integer2: return Int64(Int16(truncatingIfNeeded: try fixed(2)))
        case Tag.integer4: return Int64(Int32(truncatingIfNeeded: try fixed(4)))
        case Tag.range: throw error(.unexpectedTag(head, expected: expected), at: offset - 1)
        default: return Int64(Int8(bitPattern: head))
        }
    }

    /// A tagged integer.
    mutating func integer(expected: String = "an integer") throws(TypedstreamError) -> Int64 {
        try integer(head: try byte(), expected: expected)
    }
}
