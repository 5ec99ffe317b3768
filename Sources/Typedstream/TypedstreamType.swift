/// One type of an Objective-C type encoding, as a typedstream group names
/// the values that follow it (`@`, `i`, `ffff`, `[20c]`, `{_NSPoint=ff}`…).
public indirect enum TypedstreamType: Sendable, Hashable {
    /// A signed integer: `c` (read as one raw byte), `s`, `i`, `l`, `q`.
    case signed(UInt8)
    /// An unsigned integer: `C` (one raw byte), `S`, `I`, `L`, `Q`.
    case unsigned(UInt8)
    /// `f`
    case float
    /// `d`
    case double
    /// A shared C string: `*` (char *), `%` (atom), `:` (selector).
    case sharedString(UInt8)
    /// `+`: a string written in place with its length, never shared.
    case unsharedString
    /// `@`
    case object
    /// `#`
    case `class`
    /// `[Nt]`: `count` values of `element` (characters are one block of bytes).
    case array(count: Int, element: TypedstreamType)
    /// `{name=…}`: the fields in order.
    case structure(name: String, fields: [TypedstreamType])
    /// `^t`: the value pointed to.
    case pointer(TypedstreamType)
    /// `!`: a value the writer skipped; nothing is stored.
    case ignored

    /// The types of an encoding, in order.
    ///
    /// - Parameter maximumDepth: how deeply arrays, structures and pointers may nest.
    public static func parse(_ encoding: some Collection<UInt8>, maximumDepth: Int) -> [TypedstreamType]? {
        var parser = Parser(bytes: Array(encoding), maximumDepth: maximumDepth)
        var types: [TypedstreamType] = []
        while parser.position < parser.bytes.count {
            guard let type = parser.type(depth: 0) else { return nil }
            types.append(type)
        }
        return types
    }

    /// The type code as written (`i`, `@`, `[20c]`…).
    public var code: String {
        switch self {
        case .signed(let code), .unsigned(let code), .sharedString(let code): String(UnicodeScalar(code))
        case .float: "f"
        case .double: "d"
        case .unsharedString: "+"
        case .object: "@"
        case .class: "#"
        case let .array(count, element): "[\(count)\(element.code)]"
        case let .structure(name, fields): "{\(name)=\(fields.map(\.code).joined())}"
        case .pointer(let target): "^" + target.code
        case .ignored: "!"
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        let maximumDepth: Int
        var position = 0

        mutating func next() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func type(depth: Int) -> TypedstreamType? {
            guard depth < maximumDepth, var code = next() else { return nil }
            // Qualifiers (const, in, out, bycopy…) say nothing about the stored bytes.
            while Array("rnNoORV".utf8).contains(code) {
                guard let following = next() else { return nil }
                code = following
            }
            switch code {
            case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"): return .signed(code)
            case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"): return .unsigned(code)
            case UInt8(ascii: "f"): return .float
            case UInt8(ascii: "d"): return .double
            case UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: ":"): return .sharedString(code)
            case UInt8(ascii: "+"): return .unsharedString
            case UInt8(ascii: "@"): return .object
            case UInt8(ascii: "#"): return .class
            case UInt8(ascii: "!"): return .ignored
            case UInt8(ascii: "^"): return type(depth: depth + 1).map { .pointer($0) }
            case UInt8(ascii: "["):
                var count = 0
                var digits = 0
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                    count = count * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                    digits += 1
                    position += 1
                    guard digits <= 9 else { return nil }
                }
                guard digits > 0, let element = type(depth: depth + 1), next() == UInt8(ascii: "]") else { return nil }
                return .array(count: count, element: element)
            case UInt8(ascii: "{"):
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "="), bytes[position] != UInt8(ascii: "}") {
                    position += 1
                }
                let name = String(decoding: bytes[start..<position], as: UTF8.self)
                var fields: [TypedstreamType] = []
                let terminator = next()
                if terminator == UInt8(ascii: "=") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "}") {
                        guard let field = type(depth: depth + 1) else { return nil }
                        fields.append(field)
                    }
                    guard next() == UInt8(ascii: "}") else { return nil }
                } else if terminator != UInt8(ascii: "}") {
                    return nil
                }
                return .structure(name: name, fields: fields)
            default:
                return nil
            }
        }
    }
}
