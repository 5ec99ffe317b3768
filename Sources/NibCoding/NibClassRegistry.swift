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
        for name in [className] + fallbacks {
            if let type = types[name] { return (name, type) }
            if let swiftName = SwiftClassName(name),
               let type = types[swiftName.description] ?? types[swiftName.typeName] {
                return (name, type)
            }
        }
        return nil
    }
}
