/// A forward-only reader over the first bytes of a file, for recognising text formats.
///
/// Every read stops at the end of the bytes it was given; running out is not an
/// error here, the callers treat it as "not recognised".
struct TextScanner {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    func byte(at offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    func isLooking(at text: String) -> Bool {
        bytes[min(position, bytes.count)...].starts(with: text.utf8)
    }

    mutating func advance(by count: Int = 1) {
        position = min(position + count, bytes.count)
    }

    /// Skips `text` when it comes next; says whether it did.
    mutating func skip(_ text: String) -> Bool {
        guard isLooking(at: text) else { return false }
        advance(by: text.utf8.count)
        return true
    }

    /// Skips the UTF-8 byte order mark when present.
    mutating func skipByteOrderMark() {
        _ = skip("\u{FEFF}")
    }

    mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { advance() }
    }

    /// Moves past the next occurrence of `terminator`; false (at the end) when there is none.
    mutating func skip(past terminator: String) -> Bool {
        while !isAtEnd {
            if skip(terminator) { return true }
            advance()
        }
        return false
    }

    /// Reads bytes while `predicate` holds, at most `limit` of them.
    mutating func read(while predicate: (UInt8) -> Bool, limit: Int = .max) -> [UInt8] {
        let start = position
        while let byte = current, predicate(byte), position - start < limit { advance() }
        return Array(bytes[start..<position])
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
