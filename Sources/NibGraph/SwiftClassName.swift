/// A Swift class's name as the Objective-C runtime (and so a nib) spells it,
/// read back into its module and type names.
///
/// - `_TtC6Module5Class` → `Module.Class`; nested types stack the kind letters:
///   `_TtCC6Module5Outer5Inner` → `Module.Outer.Inner` (kinds `C` class, `V`
///   struct, `O` enum); `s` is the module `Swift` and `So` the imported-C one
///   (`__C`); a private type's name is preceded by `P`, its discriminator
///   (`_TtC6ModuleP33_0123…5Class`), which is kept out of the name.
/// - `Module.Class`, the form `@objc(Module.Class)` and Interface Builder's
///   "module" field write.
///
/// Other manglings (generic, local or punycode-encoded names) are not read: the
/// initializer returns nil and the name is shown as stored.
public struct SwiftClassName: Sendable, Hashable, CustomStringConvertible {
    public let module: String
    /// The type and the types it is nested in, outermost first.
    public let names: [String]
    /// Whether the name was mangled (`_Tt…`) rather than dotted.
    public let wasMangled: Bool

    /// `Module.Outer.Inner`.
    public var description: String { ([module] + names).joined(separator: ".") }
    /// The type's name with the types it is nested in, without the module: `Outer.Inner`.
    public var typeName: String { names.joined(separator: ".") }

    public init?(_ runtimeName: String) {
        if runtimeName.hasPrefix("_Tt") {
            guard let parsed = Self.demangle(Array(runtimeName.utf8.dropFirst(3))) else { return nil }
            (module, names) = parsed
            wasMangled = true
        } else {
            let parts = runtimeName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, parts.allSatisfy(Self.isIdentifier) else { return nil }
            module = parts[0]
            names = Array(parts.dropFirst())
            wasMangled = false
        }
    }

    /// Reads `[CVO]+ module (P discriminator)? name …` to the end.
    private static func demangle(_ bytes: [UInt8]) -> (String, [String])? {
        var position = 0
        var levels = 0
        while position < bytes.count, [UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O")].contains(bytes[position]) {
            levels += 1
            position += 1
        }
        guard levels > 0 else { return nil }
        let module: String
        if bytes[position...].starts(with: "So".utf8) {
            module = "__C"
            position += 2
        } else if position < bytes.count, bytes[position] == UInt8(ascii: "s") {
            module = "Swift"
            position += 1
        } else {
            guard let name = identifier(bytes, &position) else { return nil }
            module = name
        }
        var names: [String] = []
        for _ in 0..<levels {
            if position < bytes.count, bytes[position] == UInt8(ascii: "P") {
                position += 1
                guard identifier(bytes, &position) != nil else { return nil }
            }
            guard let name = identifier(bytes, &position) else { return nil }
            names.append(name)
        }
        return position == bytes.count ? (module, names) : nil
    }

    /// A decimal length (no leading zero) and that many bytes.
    private static func identifier(_ bytes: [UInt8], _ position: inout Int) -> String? {
        var length = 0
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            guard position - start < 6 else { return nil }
            length = length * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        guard position > start, bytes[start] != UInt8(ascii: "0"), length <= bytes.count - position else { return nil }
        let name = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
        position += length
        return name
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
