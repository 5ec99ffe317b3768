import NibGraph

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
        if let type = type(named: className) { return (className, type) }
        for name in fallbacks {
            if let type = type(named: name) { return (name, type) }
        }
        return nil
    }

    /// The type registered for `name`, or for the Swift class a mangled `name` spells.
    private func type(named name: String) -> (any NibDecodable.Type)? {
        if let type = types[name] { return type }
        if let swiftName = SwiftClassName(name) { return types[swiftName.description] ?? types[swiftName.typeName] }
        return nil
    }
}
