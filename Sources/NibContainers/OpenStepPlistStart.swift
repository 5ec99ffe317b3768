/// How an OpenStep (old-style ASCII) property list begins.
///
/// A dictionary `{`, an array `(`, or the first `key =` of a strings-file
/// dictionary whose braces are left out (GNUstep's `data.classes` is written so),
/// after white space and `//` or `/* */` comments.
enum OpenStepPlistStart {
    static func matches(_ scanner: inout TextScanner) -> Bool {
        guard skipCommentsAndWhitespace(&scanner), let first = scanner.current else { return false }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "(") { return true }
        if first == UInt8(ascii: "\"") {
            guard skipQuotedString(&scanner) else { return false }
        } else if scanner.read(while: isUnquotedStringByte).isEmpty {
            return false
        }
        return skipCommentsAndWhitespace(&scanner) && scanner.current == UInt8(ascii: "=")
    }

    /// Skips white space and comments; false when a block comment does not end.
    private static func skipCommentsAndWhitespace(_ scanner: inout TextScanner) -> Bool {
        while true {
            scanner.skipWhitespace()
            if scanner.skip("//") {
                _ = scanner.read(while: { $0 != 0x0A && $0 != 0x0D })
            } else if scanner.skip("/*") {
                guard scanner.skip(past: "*/") else { return false }
            } else {
                return true
            }
        }
    }

    /// Skips a double-quoted string with backslash escapes; false when it does not end.
    private static func skipQuotedString(_ scanner: inout TextScanner) -> Bool {
        scanner.advance()
        while let byte = scanner.current {
            scanner.advance()
            if byte == UInt8(ascii: "\\") {
                scanner.advance()
            } else if byte == UInt8(ascii: "\"") {
                return true
            }
        }
        return false
    }

    /// Characters of an unquoted OpenStep string.
    private static func isUnquotedStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
             UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
