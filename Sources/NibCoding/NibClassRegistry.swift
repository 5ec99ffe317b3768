/// Which Swift type builds which class name.
///
/// Lookup tries the class name, then its fallback classes in order. A Swift
/// mangled name such as `_TtC6Module5Class` also matches the registrations
/// `Module.Class` and `Class`.
public struct NibClassRegistry: Sendable {
    private var types: [String: any NibDecodable.Type] = [:]

    public init() {}

    /// Registers `type` under each of `names`.
    public mutating func register(_ type: any NibDecodable.Type, as names: String...) {
        for name in names { types[name] = type }
    }

    /// The type for `className`, else for the first fallback that has one.
    public func type(for className: String, fallbacks: [String] = []) -> (any NibDecodable.Type)? {
        resolve(className, fallbacks: fallbacks)?.type
    }

    /// The first of `className` and `fallbacks` that has a type, with that type.
    public func resolve(_ className: String, fallbacks: [String] = []) -> (name: String, type: any NibDecodable.Type)? {
        for name in [className] + fallbacks {
            if let type = types[name] { return (name, type) }
            if let swiftName = SwiftClassName(mangled: name),
               let type = types[swiftName.qualified] ?? types[swiftName.name] {
                return (name, type)
            }
        }
        return nil
    }
}

/// A Swift class name from its Objective-C runtime spelling: `_TtC6Module5Class`
/// (and nested `_TtCC6Module5Outer5Inner`) or `Module.Class`.
public struct SwiftClassName: Sendable, Equatable {
    /// The module.
    public var module: String
    /// The class, with enclosing types separated by dots.
    public var name: String
    /// `Module.Name`.
    public var qualified: String { "\(module).\(name)" }

    public init(module: String, name: String) {
        self.module = module
        self.name = name
    }

    /// Reads a mangled or dotted name; nil for a plain Objective-C class name.
    public init?(mangled text: String) {
        if text.hasPrefix("_Tt") {
            var rest = Substring(text.dropFirst(3))
            var nesting = 0
            while rest.first == "C" { nesting += 1; rest = rest.dropFirst() }
            guard nesting > 0 else { return nil }
            if rest.hasPrefix("s") { return nil }  // a Swift standard-library type
            var parts: [String] = []
            for _ in 0...nesting {
                var digits = ""
                while let character = rest.first, character.isASCII, character.isNumber {
                    digits.append(character)
                    rest = rest.dropFirst()
                }
                guard let count = Int(digits), count > 0, count <= rest.utf8.count else { return nil }
                let part = rest.prefix(count)
                parts.append(String(part))
                rest = rest.dropFirst(count)
            }
            guard rest.isEmpty, parts.count >= 2 else { return nil }
            self.init(module: parts[0], name: parts.dropFirst().joined(separator: "."))
            return
        }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count >= 2, pieces.allSatisfy({ !$0.isEmpty }) else { return nil }
        self.init(module: String(pieces[0]), name: pieces.dropFirst().joined(separator: "."))
    }
}
