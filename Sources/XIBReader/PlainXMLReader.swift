import NibBytes

/// Reads the plain XML that Interface Builder writes straight from the bytes
/// into the element tree, without libxml2: UTF-8 with line feeds, an optional
/// XML declaration, comments, ASCII names without namespaces, and the five
/// predefined entities and character references in texts and attribute values.
///
/// It reads only what it is sure of. Anything else (a document type, CDATA,
/// a processing instruction, a carriage return, a non-ASCII or prefixed name,
/// a mistake, a reader limit reached) makes it decline, and ``XIBReader``
/// hands the document to libxml2, which reads the rest of XML or says what
/// is wrong and where. One mistake it reports itself, with libxml2's message
/// at libxml2's place: a repeated attribute. On a document it reads, its tree equals libxml2's:
/// names, attributes (values normalized as XML says: a literal tab or line
/// feed becomes a space), texts, and each start tag's line and column (the
/// column of its `>` or `/>`, counted in characters) — a corpus test and the
/// `XIBRead` fuzz target compare the two.
struct PlainXMLReader {
    private let view: ByteView
    private let bytes: ByteView.Reader
    private var offset = 0
    private var builder: XIBTreeBuilder
    private let names = NameTable.known
    /// Whether the document is all ASCII (a column is then a byte count).
    private let isASCII: Bool
    /// The line at `offset` and where it starts: every loop that can pass a
    /// line feed counts it.
    private var line = 1
    private var lineStart = 0
    /// In a document with non-ASCII text, the characters of the line counted
    /// so far, up to `countedTo`.
    private var characters = 0
    private var countedTo = 0
    /// How many attribute names that ``NameTable`` does not know a start tag
    /// compares in place; past that, a set of names keeps the search for a repeat linear.
    static let attributesComparedInPlace = 16
    /// The error that ended the reading, when it is one libxml2 gives the same way.
    private var refusal: XIBError?
    /// The ``NameTable`` slots of the start tag's known attribute names, and
    /// a bit per slot modulo 64: a name whose bit is clear is new without a search.
    private var knownSlots: [Int] = []
    private var knownSlotBits: UInt64 = 0
    /// The ranges of the start tag's attribute names that ``NameTable`` does not know.
    private var attributeNames: [Range<Int>] = []
    /// Those names, for a start tag with many of them.
    private var attributeSet: Set<String> = []

    private init(_ view: ByteView, isASCII: Bool, options: XIBReaderOptions) {
        self.view = view
        self.isASCII = isASCII
        bytes = view.reader
        builder = XIBTreeBuilder(options: options)
        builder.reserveCapacity(byteCount: view.count)
    }

    /// What the reader made of a document.
    enum Outcome {
        case tree(XIBElement)
        /// Not read: libxml2 reads it.
        case declined
        /// Refused with the error libxml2 gives, at its place: a repeated
        /// attribute (libxml2's search for one is quadratic, so a tag with
        /// many attributes would take it seconds).
        case refused(XIBError)
    }

    /// The tree of `view`, or why there is none.
    static func read(_ view: ByteView, options: XIBReaderOptions) -> Outcome {
        guard let isASCII = plainCharacters(view) else { return .declined }
        var reader = PlainXMLReader(view, isASCII: isASCII, options: options)
        let finished = reader.document()
        if let refusal = reader.refusal { return .refused(refusal) }
        guard finished, reader.builder.problem == nil, let root = reader.builder.root else { return .declined }
        return .tree(root)
    }

    /// Whether every character is one XML allows and this reader handles: valid
    /// UTF-8, no control characters but tab and line feed (a carriage return
    /// would need XML's line-end normalization), no U+FFFE or U+FFFF. Nil when
    /// not; else whether the document is all ASCII.
    static func plainCharacters(_ view: ByteView) -> Bool? {
        let bytes = view.reader
        var ascii = true
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while none is below 0x20 or above 0x7F.
            if let word = bytes.integer(at: index, as: UInt64.self) {
                let high: UInt64 = 0x8080_8080_8080_8080
                if (word | ((word &- 0x2020_2020_2020_2020) & ~word)) & high == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09 && byte != 0x0A { return nil }
            } else if byte >= 0x80 {
                ascii = false
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
                if byte == 0xEF, bytes.byte(at: index + 1) == 0xBF, let third = bytes.byte(at: index + 2), third >= 0xBE {
                    return nil
                }
            }
            index += 1
        }
        return ascii || view.validatedUTF8 != nil ? ascii : nil
    }

    // MARK: The document

    /// Reads the whole document; false to decline.
    private mutating func document() -> Bool {
        // A byte order mark is skipped; libxml2 does not count it in columns.
        if bytes.matches("\u{FEFF}", at: 0) {
            offset = 3
            lineStart = 3
        }
        if bytes.matches("<?xml", at: offset) {
            guard declaration() else { return false }
        }
        guard miscellany(), bytes.byte(at: offset) == 0x3C, let first = bytes.byte(at: offset + 1), isNameStart(first),
              content() else { return false }
        return miscellany() && offset == bytes.count
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`: version 1.0,
    /// then an optional UTF-8 encoding, then an optional standalone.
    private mutating func declaration() -> Bool {
        offset += 5
        var names: [String] = []
        while true {
            let spaced = skipSpaces()
            if bytes.matches("?>", at: offset) {
                offset += 2
                return names.first == "version"
            }
            guard spaced, let nameRange = scanName(), skipEquals(), let valueRange = scanPlainValue() else { return false }
            let (name, value) = (string(nameRange), string(valueRange))
            switch name {
            case "version": guard names.isEmpty, value == "1.0" else { return false }
            case "encoding": guard names == ["version"], value.lowercased() == "utf-8" else { return false }
            case "standalone":
                guard names.last == "version" || names.last == "encoding", value == "yes" || value == "no" else { return false }
            default: return false
            }
            names.append(name)
        }
    }

    /// White space and comments, before or after the root element.
    private mutating func miscellany() -> Bool {
        while true {
            skipSpaces()
            guard bytes.matches("<!--", at: offset) else { return true }
            guard comment() else { return false }
        }
    }

    /// `<!-- … -->`, with no `--` inside.
    private mutating func comment() -> Bool {
        var index = offset + 4
        while index + 1 < bytes.count {
            if bytes[index] == 0x0A { newline(at: index) }
            if bytes[index] == 0x2D && bytes[index + 1] == 0x2D {
                guard index + 2 < bytes.count, bytes[index + 2] == 0x3E else { return false }
                offset = index + 3
                return true
            }
            index += 1
        }
        return false
    }

    // MARK: Elements

    /// The root element and everything inside it, with an explicit stack of
    /// open names (no recursion, whatever the depth).
    private mutating func content() -> Bool {
        var open: [Range<Int>] = []
        repeat {
            guard offset < bytes.count else { return false }
            if bytes[offset] != 0x3C {
                guard !open.isEmpty, text() else { return false }
                continue
            }
            let next = bytes.byte(at: offset + 1)
            if next == 0x2F {
                guard let name = open.popLast(), endTag(name) else { return false }
                builder.end()
            } else if next == 0x21 {
                guard !open.isEmpty, bytes.matches("<!--", at: offset), comment() else { return false }
            } else {
                guard let (name, isEmpty) = startTag() else { return false }
                if isEmpty {
                    builder.end()
                } else {
                    open.append(name)
                }
            }
        } while !open.isEmpty
        return true
    }

    /// A start tag: the element's name and whether it was `<name … />`; nil to decline.
    private mutating func startTag() -> (name: Range<Int>, isEmpty: Bool)? {
        offset += 1
        guard let name = scanName() else { return nil }
        var repeated: String?
        attributeNames.removeAll(keepingCapacity: true)
        knownSlots.removeAll(keepingCapacity: true)
        knownSlotBits = 0
        while true {
            let spaced = skipSpaces()
            guard offset < bytes.count else { return nil }
            let byte = bytes[offset]
            if byte == 0x3E || byte == 0x2F {
                let isEmpty = byte == 0x2F
                guard !isEmpty || bytes.byte(at: offset + 1) == 0x3E else { return nil }
                let (line, column) = position()
                if let repeated {
                    refusal = XIBError(.invalidXML("Attribute \(repeated) redefined"), line: line, column: column)
                    return nil
                }
                guard builder.start(names.name(in: view, name).name, line: line, column: column) else {
                    return nil
                }
                offset += isEmpty ? 2 : 1
                return (name, isEmpty)
            }
            guard spaced, let attributeName = scanName(), !isNamespaceDeclaration(attributeName), skipEquals(),
                  let value = attributeValue() else { return nil }
            let (key, slot) = names.name(in: view, attributeName)
            // A repeated attribute is an error, which libxml2 reports at the end
            // of the start tag, naming the first repeat.
            if !isNewAttribute(attributeName, named: key, slot: slot) {
                repeated = repeated ?? key
                continue
            }
            builder.appendAttribute(XIBAttribute(name: key, value: value))
        }
    }

    /// Whether the attribute at `range` (`key`, in ``NameTable`` slot `slot`
    /// when known) is new to the start tag. Names are ASCII, so equal strings are equal bytes.
    private mutating func isNewAttribute(_ range: Range<Int>, named key: String, slot: Int?) -> Bool {
        if let slot {
            let bit: UInt64 = 1 << UInt64(slot & 63)
            if knownSlotBits & bit != 0, knownSlots.contains(slot) { return false }
            knownSlotBits |= bit
            knownSlots.append(slot)
            return true
        }
        if attributeNames.count < Self.attributesComparedInPlace {
            guard !attributeNames.contains(where: { sameBytes($0, range) }) else { return false }
            attributeNames.append(range)
            if attributeNames.count == Self.attributesComparedInPlace {
                attributeSet = Set(attributeNames.map { string($0) })
            }
            return true
        }
        return attributeSet.insert(key).inserted
    }

    /// `xmlns…`: libxml2 takes it as a namespace declaration, not an attribute.
    private func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
        name.count >= 5 && bytes[name.lowerBound] == 0x78 && bytes.matches("xmlns", at: name.lowerBound)
    }

    /// `</name>` closing the element named at `name`.
    private mutating func endTag(_ name: Range<Int>) -> Bool {
        offset += 2
        guard let closing = scanName(), closing.count == name.count else { return false }
        for index in 0..<name.count where bytes[closing.lowerBound + index] != bytes[name.lowerBound + index] { return false }
        skipSpaces()
        guard offset < bytes.count, bytes[offset] == 0x3E else { return false }
        offset += 1
        return true
    }

    /// The text up to the next `<`, references replaced, handed to the builder.
    private mutating func text() -> Bool {
        let start = offset
        var plainEnd = offset
        var onlySpace = true
        // Mostly the indentation between tags: spaces first, each a compare.
        while plainEnd < bytes.count {
            let byte = bytes[plainEnd]
            if byte == 0x20 {
                plainEnd += 1
                continue
            }
            if byte == 0x3C || byte == 0x26 || byte == 0x5D { break }
            if byte == 0x0A {
                newline(at: plainEnd)
            } else if byte != 0x09 {
                onlySpace = false
            }
            plainEnd += 1
        }
        guard plainEnd < bytes.count else { return false }
        if bytes[plainEnd] == 0x3C {
            // Indentation between tags: the builder would drop it anyway.
            if !onlySpace || builder.keepsSpaceNow { builder.characters(bytes[start..<plainEnd]) }
            offset = plainEnd
            return true
        }
        var decoded = Array(bytes[start..<plainEnd])
        offset = plainEnd
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x3C {
                builder.characters(decoded)
                return true
            } else if byte == 0x26 {
                guard reference(into: &decoded) else { return false }
            } else {
                // `]]>` may not appear in text.
                if byte == 0x5D, bytes.matches("]]>", at: offset) { return false }
                if byte == 0x0A { newline(at: offset) }
                decoded.append(byte)
                offset += 1
            }
        }
        return false
    }

    // MARK: Attribute values and references

    /// A quoted attribute value, normalized as XML says for attributes without
    /// a declared type: a literal tab or line feed becomes a space, references
    /// are replaced (a character reference's tab or line feed stays).
    private mutating func attributeValue() -> String? {
        guard offset < bytes.count else { return nil }
        let quote = bytes[offset]
        guard quote == 0x22 || quote == 0x27 else { return nil }
        let start = offset + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            // Every byte that ends or escapes the value is below `=`.
            if byte > 0x3C {
                end += 1
                continue
            }
            if byte == quote {
                offset = end + 1
                return string(start..<end)
            }
            if byte == 0x3C { return nil }
            if byte == 0x26 || byte == 0x09 || byte == 0x0A { break }
            end += 1
        }
        offset = end
        var decoded = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                return String(decoding: decoded, as: UTF8.self)
            case 0x3C: return nil
            case 0x26: guard reference(into: &decoded) else { return nil }
            case 0x09, 0x0A:
                if byte == 0x0A { newline(at: offset) }
                decoded.append(0x20)
                offset += 1
            default:
                decoded.append(byte)
                offset += 1
            }
        }
        return nil
    }

    /// A value in a declaration: quoted, with no references or white space.
    private mutating func scanPlainValue() -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        let quote = bytes[offset]
        guard quote == 0x22 || quote == 0x27 else { return nil }
        let start = offset + 1
        var index = start
        while index < bytes.count, bytes[index] != quote {
            let byte = bytes[index]
            guard byte != 0x26, byte != 0x3C, byte > 0x20 else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        offset = index + 1
        return start..<index
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#…;` or `&#x…;` at
    /// `offset`, appended as UTF-8; false for any other entity or a character
    /// XML does not allow.
    private mutating func reference(into decoded: inout [UInt8]) -> Bool {
        let predefined: [(StaticString, UInt8)] = [("&lt;", 0x3C), ("&gt;", 0x3E), ("&amp;", 0x26), ("&quot;", 0x22), ("&apos;", 0x27)]
        for (text, byte) in predefined where bytes.matches(text, at: offset) {
            decoded.append(byte)
            offset += text.utf8CodeUnitCount
            return true
        }
        guard bytes.byte(at: offset + 1) == 0x23 else { return false }
        var index = offset + 2
        let hex = bytes.byte(at: index) == 0x78
        if hex { index += 1 }
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, let digit = Self.digit(bytes[index], hex: hex) {
            value = value * (hex ? 16 : 10) + digit
            digits += 1
            guard value <= 0x10FFFF else { return false }
            index += 1
        }
        guard digits > 0, bytes.byte(at: index) == 0x3B, let scalar = Unicode.Scalar(value), Self.isXMLCharacter(value) else {
            return false
        }
        decoded.append(contentsOf: String(Character(scalar)).utf8)
        offset = index + 1
        return true
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66 where hex: UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where hex: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020 up, without surrogates, U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    // MARK: Names, spaces, positions

    /// An ASCII name (`[A-Za-z_][A-Za-z0-9._-]*`) at `offset`; nil for anything else,
    /// prefixed names included.
    private mutating func scanName() -> Range<Int>? {
        guard offset < bytes.count, isNameStart(bytes[offset]) else { return nil }
        let start = offset
        offset += 1
        while offset < bytes.count {
            let byte = bytes[offset]
            guard isNameStart(byte) || (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x2D else { break }
            offset += 1
        }
        // A name running into a character only full XML knows (`:`, non-ASCII) is declined.
        if offset < bytes.count, bytes[offset] == 0x3A || bytes[offset] >= 0x80 { return nil }
        return start..<offset
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || byte == 0x5F
    }

    /// Skips white space; whether there was any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x0A {
                newline(at: offset)
            } else if !XIBTreeBuilder.isSpace(byte) {
                break
            }
            offset += 1
        }
        return offset > start
    }

    /// `=` with optional white space around it.
    private mutating func skipEquals() -> Bool {
        skipSpaces()
        guard offset < bytes.count, bytes[offset] == 0x3D else { return false }
        offset += 1
        skipSpaces()
        return true
    }

    /// Notes the line feed at `index`.
    private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
    }

    /// The line of `offset` and its column in characters (UTF-8 continuation bytes
    /// do not count), both from 1, as libxml2 reports them.
    private mutating func position() -> (line: Int, column: Int) {
        if isASCII { return (line, offset - lineStart + 1) }
        if countedTo < lineStart {
            countedTo = lineStart
            characters = 0
        }
        while countedTo < offset {
            if bytes[countedTo] & 0xC0 != 0x80 { characters += 1 }
            countedTo += 1
        }
        return (line, characters + 1)
    }

    /// Whether two ranges of the document hold the same bytes.
    private func sameBytes(_ left: Range<Int>, _ right: Range<Int>) -> Bool {
        guard left.count == right.count else { return false }
        for index in 0..<left.count where bytes[left.lowerBound + index] != bytes[right.lowerBound + index] { return false }
        return true
    }

    private func string(_ range: Range<Int>) -> String {
        view.slice(offset: range.lowerBound, length: range.count)?.decodedUTF8 ?? ""
    }
}
