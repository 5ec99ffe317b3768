/// A token of Swift source, as far as the declaration scanner needs: words,
/// string literals (their text between the quotes), numbers, attributes
/// (`@IBOutlet`) and single punctuation characters. Comments and white
/// space are dropped.
struct SwiftToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case word, string, number, attribute, punctuation }
    var kind: Kind
    var text: String
    var line: Int
    var column: Int

    func isWord(_ word: String) -> Bool { kind == .word && text == word }
    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
}

/// Splits Swift source into ``SwiftToken``s. Forgiving: whatever it does not
/// understand becomes punctuation, an unterminated literal or comment runs
/// to the end of the file.
enum SwiftLexer {
    static func tokens(_ source: String) -> [SwiftToken] {
        let bytes = Array(source.utf8)
        var tokens: [SwiftToken] = []
        var index = 0
        var line = 1
        var lineStart = 0

        func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        func isWordStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
        }
        func isWordByte(_ byte: UInt8) -> Bool { isWordStart(byte) || (byte >= 0x30 && byte <= 0x39) }
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self) }

        /// Skips a string literal's body after its opening quotes; returns where its text ends.
        func skipString(hashes: Int, multiline: Bool) -> Int {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    var count = 0
                    while count < hashes, at(1 + count) == UInt8(ascii: "#") { count += 1 }
                    if count == hashes {
                        advance()
                        index += count
                        if at(0) == UInt8(ascii: "(") { skipInterpolation() } else if index < bytes.count { advance() }
                        continue
                    }
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var matches = (0..<quotes).allSatisfy { at($0) == UInt8(ascii: "\"") }
                    if matches { matches = (0..<hashes).allSatisfy { at(quotes + $0) == UInt8(ascii: "#") } }
                    if matches {
                        let end = index
                        for _ in 0..<(quotes + hashes) { advance() }
                        return end
                    }
                }
                if byte == UInt8(ascii: "\n") && !multiline { return index }
                advance()
            }
            return index
        }

        /// Skips `\( … )` inside a string, nested parentheses and strings included.
        func skipInterpolation() {
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 {
                        advance()
                        return
                    }
                }
                if byte == UInt8(ascii: "\"") {
                    advance()
                    _ = skipString(hashes: 0, multiline: false)
                    continue
                }
                advance()
            }
        }

        while index < bytes.count {
            let byte = bytes[index]
            let column = index - lineStart + 1
            let startLine = line
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                advance()
            } else if byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
                var depth = 0
                while index < bytes.count {
                    if at(0) == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
                        depth += 1
                        advance()
                    } else if at(0) == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") {
                        depth -= 1
                        advance()
                        if depth == 0 {
                            advance()
                            break
                        }
                    }
                    advance()
                }
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && (at(1) == UInt8(ascii: "\"") || at(1) == UInt8(ascii: "#"))) {
                var hashes = 0
                while at(0) == UInt8(ascii: "#") {
                    hashes += 1
                    index += 1
                }
                guard at(0) == UInt8(ascii: "\"") else {
                    tokens.append(SwiftToken(kind: .punctuation, text: "#", line: startLine, column: column))
                    continue
                }
                let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                for _ in 0..<(multiline ? 3 : 1) { advance() }
                let start = index
                let end = skipString(hashes: hashes, multiline: multiline)
                tokens.append(SwiftToken(kind: .string, text: text(start, end), line: startLine, column: column))
            } else if byte == UInt8(ascii: "@") && isWordStart(at(1)) {
                let start = index
                advance()
                while index < bytes.count && isWordByte(bytes[index]) { advance() }
                tokens.append(SwiftToken(kind: .attribute, text: text(start, index), line: startLine, column: column))
            } else if byte == UInt8(ascii: "`") {
                advance()
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != UInt8(ascii: "\n") { advance() }
                tokens.append(SwiftToken(kind: .word, text: text(start, index), line: startLine, column: column))
                if index < bytes.count { advance() }
            } else if isWordStart(byte) {
                let start = index
                while index < bytes.count && isWordByte(bytes[index]) { advance() }
                tokens.append(SwiftToken(kind: .word, text: text(start, index), line: startLine, column: column))
            } else if byte >= 0x30 && byte <= 0x39 {
                let start = index
                while index < bytes.count && (isWordByte(bytes[index])
                    || (bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count && bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39)) {
                    advance()
                }
                tokens.append(SwiftToken(kind: .number, text: text(start, index), line: startLine, column: column))
            } else {
                tokens.append(SwiftToken(kind: .punctuation, text: text(index, index + 1), line: startLine, column: column))
                advance()
            }
        }
        return tokens
    }
}
