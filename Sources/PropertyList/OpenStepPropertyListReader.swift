import NibBytes

/// OpenStep (NeXT) text property lists: `{ key = value; }`, `( a, b )`,
/// `<0fa1 …>` data, quoted and unquoted strings, `//` and `/* */` comments.
/// Old nib bundles keep `classes.nib` and GNUstep's `data.classes` in this
/// form; a file of bare `key = value;` pairs (no outer braces) reads as a
/// dictionary, as CoreFoundation reads `.strings` files.
///
/// Every value is a string, data, array or dictionary, as in the format.
public enum OpenStepPropertyList {
    /// Decodes `bytes`; errors carry the byte offset, line and column.
    public static func decode(_ bytes: ByteView, options: PropertyListOptions = .default) throws(PropertyListError)
        -> PropertyListValue
    {
        var parser = OpenStepParser(bytes: bytes.array, maximumDepth: options.maximumDepth)
        return try parser.document()
    }
}

/// A recursive-descent reader over the bytes; depth is bounded by the options.
struct OpenStepParser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func document() throws(PropertyListError) -> PropertyListValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipSpace()
        guard index < bytes.count else { return .dictionary([]) }
        let save = index
        // A bare "key = value;" list is a dictionary without braces.
        if bytes[index] != UInt8(ascii: "{"), bytes[index] != UInt8(ascii: "("), bytes[index] != UInt8(ascii: "<") {
            _ = try string()
            try skipSpace()
            let isPairs = index < bytes.count && bytes[index] == UInt8(ascii: "=")
            index = save
            if isPairs { return try entries(until: nil, depth: 1) }
        }
        let value = try self.value(depth: 0)
        try skipSpace()
        guard index == bytes.count else { throw fail("unexpected text after the property list") }
        return value
    }

    mutating func value(depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard depth < maximumDepth else { throw PropertyListError(.tooDeep(limit: maximumDepth), offset: index) }
        try skipSpace()
        guard index < bytes.count else { throw PropertyListError(.truncated, offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            return try entries(until: UInt8(ascii: "}"), depth: depth + 1)
        case UInt8(ascii: "("):
            index += 1
            var items: [PropertyListValue] = []
            while true {
                try skipSpace()
                guard index < bytes.count else { throw PropertyListError(.truncated, offset: index) }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(items) }
                items.append(try value(depth: depth + 1))
                try skipSpace()
                guard index < bytes.count else { throw PropertyListError(.truncated, offset: index) }
                if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") {
                    throw fail("expected ',' or ')' in an array")
                }
            }
        case UInt8(ascii: "<"):
            return try data()
        default:
            return .string(try string())
        }
    }

    /// `key = value;` pairs up to `close` (or the end of the input when nil).
    mutating func entries(until close: UInt8?, depth: Int) throws(PropertyListError) -> PropertyListValue {
        var entries: [PropertyListEntry] = []
        while true {
            try skipSpace()
            if index == bytes.count {
                if close == nil { return .dictionary(entries) }
                throw PropertyListError(.truncated, offset: index)
            }
            if let close, bytes[index] == close { index += 1; return .dictionary(entries) }
            let key = try string()
            try skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail("expected '=' after a dictionary key") }
            index += 1
            let value = try self.value(depth: depth)
            try skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw fail("expected ';' after a dictionary value") }
            index += 1
            entries.append(PropertyListEntry(key: .string(key), value: value))
        }
    }

    mutating func string() throws(PropertyListError) -> String {
        guard index < bytes.count else { throw PropertyListError(.truncated, offset: index) }
        if bytes[index] == UInt8(ascii: "\"") { return try quoted() }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else { throw fail("expected a string") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            byte >= 0x80
        }
    }

    mutating func quoted() throws(PropertyListError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { flush(); return String(scalars) }
            guard byte == UInt8(ascii: "\\") else { run.append(byte); continue }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            flush()
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "a"): scalars.append("\u{07}")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "v"): scalars.append("\u{0B}")
            case UInt8(ascii: "U"):
                var code: UInt32 = 0
                for _ in 0..<4 {
                    guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else { throw fail("\\U needs four hex digits") }
                    code = code << 4 | UInt32(digit)
                    index += 1
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escape - UInt8(ascii: "0"))
                for _ in 0..<2 where index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    code = code << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                run.append(escape)
            }
        }
        throw PropertyListError(.truncated, offset: index)
    }

    mutating func data() throws(PropertyListError) -> PropertyListValue {
        let start = index
        index += 1
        var result: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw PropertyListError(.invalidValue("odd number of hex digits in data"), offset: start) }
                return .data(ByteView(copying: result))
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
            guard let digit = Self.hexDigit(byte) else { throw fail("data holds a character that is not a hex digit") }
            if let first = high { result.append(first << 4 | digit); high = nil } else { high = digit }
        }
        throw PropertyListError(.truncated, offset: index)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? { XMLPropertyListScalars.hexDigit(byte) }

    /// Skips white space and comments.
    mutating func skipSpace() throws(PropertyListError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw PropertyListError(.truncated, offset: start) }
                index += 2
            } else {
                return
            }
        }
    }

    /// An error at the current position, with its line and column.
    func fail(_ what: String) -> PropertyListError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return PropertyListError(.invalidValue(what), offset: index, line: line, column: index - lineStart + 1)
    }
}
