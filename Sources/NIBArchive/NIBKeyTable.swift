import NibBytes

/// The key table: the names that values are coded under.
/// Each key is a varint length and that many UTF-8 bytes, without a NUL.
public struct NIBKeyTable: Sendable {
    let archive: ByteView
    /// (offset, length) of each key's bytes, in archive offsets.
    let spans: [(start: UInt32, length: UInt32)]
    /// Where the table lies, in archive offsets.
    public let byteRange: Range<Int>

    public var count: Int { spans.count }

    /// The bytes of key `index`, without copying.
    public func bytes(at index: Int) -> ByteView {
        let span = spans[index]
        return archive.slice(offset: Int(span.start), length: Int(span.length))!
    }

    /// Key `index` as a string (invalid UTF-8 is repaired for display).
    public subscript(index: Int) -> String {
        String(decoding: bytes(at: index), as: UTF8.self)
    }

    /// Key `index` as a string, or nil when it is not valid UTF-8.
    public func validatedKey(at index: Int) -> String? {
        String(validating: bytes(at: index), as: UTF8.self)
    }

    /// The index of the first key equal to `name`.
    public func index(of name: String) -> Int? {
        let target = Array(name.utf8)
        return (0..<count).first { Int(spans[$0].length) == target.count && bytes(at: $0).equals(target) }
    }
}

extension NIBArchiveReader {
    /// Decodes the key table, checking that every key lies inside the file.
    public func keyTable() throws(NIBArchiveError) -> NIBKeyTable {
        let header = self.header
        var cursor = self.cursor(table: .keys, at: header.keysOffset)
        var spans: [(start: UInt32, length: UInt32)] = []
        spans.reserveCapacity(header.keyCount)
        for index in 0..<header.keyCount {
            cursor.item = index
            let length = try cursor.varint()
            let start = cursor.offset
            try cursor.skip(length)
            spans.append((UInt32(start), UInt32(length)))
        }
        return NIBKeyTable(archive: bytes, spans: spans,
                           byteRange: header.keysOffset..<max(header.keysOffset, cursor.offset))
    }
}
