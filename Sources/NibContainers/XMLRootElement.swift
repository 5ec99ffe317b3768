/// The root element of an XML document, found by skipping its prolog.
///
/// Only what format detection needs: the element's name and its `type`
/// attribute. The prolog (declaration, comments, processing instructions,
/// a document type declaration with or without an internal subset) must end
/// inside the bytes given, or there is no root element to report.
struct XMLRootElement {
    /// Longest element name or attribute value kept.
    static let maximumTextLength = 256

    let name: String
    let type: String

    /// Reads the root element of the XML document starting at the scanner's position.
    init?(_ scanner: inout TextScanner) {
        while true {
            scanner.skipWhitespace()
            if scanner.isLooking(at: "<?") {
                guard scanner.skip(past: "?>") else { return nil }
            } else if scanner.isLooking(at: "<!--") {
                guard scanner.skip(past: "-->") else { return nil }
            } else if scanner.isLooking(at: "<!") {
                guard Self.skipDeclaration(&scanner) else { return nil }
            } else if scanner.skip("<") {
                break
            } else {
                return nil
            }
        }
        let name = scanner.read(while: Self.isNameByte, limit: Self.maximumTextLength)
        guard !name.isEmpty else { return nil }
        self.name = String(decoding: name, as: UTF8.self)
        self.type = Self.attribute("type", &scanner) ?? ""
    }

    /// Skips `<!DOCTYPE …>`, including a bracketed internal subset and quoted literals.
    private static func skipDeclaration(_ scanner: inout TextScanner) -> Bool {
        var depth = 0
        scanner.advance(by: 2)
        while let byte = scanner.current {
            scanner.advance()
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                _ = scanner.read(while: { $0 != byte })
                scanner.advance()
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return true
            default: break
            }
        }
        return false
    }

    /// The value of attribute `wanted` in the start tag being read, or nil when the tag ends first.
    private static func attribute(_ wanted: String, _ scanner: inout TextScanner) -> String? {
        while true {
            scanner.skipWhitespace()
            let name = scanner.read(while: isNameByte, limit: maximumTextLength)
            guard !name.isEmpty else { return nil }
            scanner.skipWhitespace()
            guard scanner.skip("=") else { return nil }
            scanner.skipWhitespace()
            guard let quote = scanner.current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                return nil
            }
            scanner.advance()
            let value = scanner.read(while: { $0 != quote }, limit: maximumTextLength)
            guard scanner.current == quote else { return nil }
            scanner.advance()
            if name.elementsEqual(wanted.utf8) {
                return String(decoding: value, as: UTF8.self)
            }
        }
    }

    /// Bytes allowed in XML names (ASCII letters, digits, `_ : . -`, and any non-ASCII byte).
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...0xFF:
            true
        default:
            false
        }
    }
}
