import NibBytes

/// The class-name table. Each entry is a varint length (counting the NUL),
/// a varint fallback count, that many 32-bit little-endian indices of other
/// entries (classes to use when this one is missing), then the NUL-terminated name.
public struct NIBClassTable: Sendable {
    struct Span {
        var nameStart: UInt32
        /// Without the NUL.
        var nameLength: UInt32
        var fallbacksStart: UInt32
        var fallbackCount: UInt32
    }

    let archive: ByteView
    let spans: [Span]
    /// Where the table lies, in archive offsets.
    public let byteRange: Range<Int>

    public var count: Int { spans.count }

    /// The name bytes of entry `index`, without the NUL.
    public func nameBytes(at index: Int) -> ByteView {
        let span = spans[index]
        return archive.slice(offset: Int(span.nameStart), length: Int(span.nameLength))!
    }

    /// The class name of entry `index` (invalid UTF-8 is repaired for display).
    public subscript(index: Int) -> String {
        String(decoding: nameBytes(at: index), as: UTF8.self)
    }

    /// The class name of entry `index`, or nil when it is not valid UTF-8.
    public func validatedName(at index: Int) -> String? {
        String(validating: nameBytes(at: index), as: UTF8.self)
    }

    /// The fallback class indices of entry `index`, in file order.
    public func fallbacks(at index: Int) -> [Int] {
        let span = spans[index]
        guard span.fallbackCount > 0 else { return [] }
        // Every fallback was read when the table was built, so each read succeeds.
        return (0..<Int(span.fallbackCount)).map {
            Int(archive.integer(at: Int(span.fallbacksStart) + 4 * $0, as: Int32.self) ?? 0)
        }
    }

    /// The index of the first entry named `name`.
    public func index(of name: String) -> Int? {
        let target = Array(name.utf8)
        return (0..<count).first { Int(spans[$0].nameLength) == target.count && nameBytes(at: $0).equals(target) }
    }
}

extension NIBArchiveReader {
    /// Decodes the class-name table, checking NUL termination and every fallback index.
    public func classTable() throws(NIBArchiveError) -> NIBClassTable {
        let header = self.header
        var cursor = self.cursor(table: .classes, at: header.classesOffset)
        var spans: [NIBClassTable.Span] = []
        spans.reserveCapacity(header.classCount)
        for index in 0..<header.classCount {
            cursor.item = index
            let entryStart = cursor.offset
            let length = try cursor.varint()
            let fallbackCount = try cursor.varint()
            guard length > 0 else { throw cursor.error(.emptyClassName, at: entryStart) }
            let fallbacksStart = cursor.offset
            guard fallbackCount <= cursor.remaining / 4 else { throw cursor.error(.truncated) }
            for _ in 0..<fallbackCount {
                let position = cursor.offset
                let fallback = Int(Int32(bitPattern: try cursor.uint32()))
                guard fallback >= 0, fallback < header.classCount else {
                    throw cursor.error(.fallbackIndexOutOfRange(index: fallback, count: header.classCount), at: position)
                }
            }
            let nameStart = cursor.offset
            try cursor.skip(length)
            guard bytes.byte(at: cursor.offset - 1) == 0 else {
                throw cursor.error(.classNameNotTerminated, at: cursor.offset - 1)
            }
            spans.append(.init(nameStart: UInt32(nameStart), nameLength: UInt32(length - 1),
                               fallbacksStart: UInt32(fallbacksStart), fallbackCount: UInt32(fallbackCount)))
        }
        return NIBClassTable(archive: bytes, spans: spans,
                             byteRange: header.classesOffset..<max(header.classesOffset, cursor.offset))
    }
}
