import NibGraph

/// An object whose class has no registered Swift type: its class names and
/// its coded values, plus whatever outlets and attributes were set on it.
public final class NibDynamicObject: NibDecodable, NibKeyValueSettable, CustomStringConvertible {
    public let className: String
    public let fallbackClassNames: [String]
    /// The coded values, as in the graph (references are graph indices).
    public let entries: [NibGraph.Entry]
    /// The graph index this object was decoded from.
    public let objectIndex: Int
    /// Outlets and runtime attributes set on this object, in order.
    public private(set) var setValues: [(key: String, value: Any?)] = []
    /// The decoder, so values can be decoded on demand after instantiation.
    public let decoder: NibObjectDecoder

    public init(coder: NibObjectDecoder) throws {
        className = coder.className
        fallbackClassNames = coder.fallbackClassNames
        entries = coder.entries
        objectIndex = coder.objectIndex
        decoder = coder
    }

    public func setValue(_ value: Any?, forNibKey key: String) throws {
        setValues.append((key, value))
    }

    /// The last value set for `key` by an outlet or attribute.
    public func value(forNibKey key: String) -> Any? {
        setValues.last { $0.key == key }?.value ?? nil
    }

    public var description: String { "<\(className) #\(objectIndex)>" }
}

/// A placeholder the caller did not supply: File's Owner without an owner,
/// First Responder, or AppKit's application object.
public final class NibPlaceholder: NibKeyValueSettable, CustomStringConvertible {
    public let identifier: String
    public private(set) var setValues: [(key: String, value: Any?)] = []

    public init(identifier: String) {
        self.identifier = identifier
    }

    public func setValue(_ value: Any?, forNibKey key: String) throws {
        setValues.append((key, value))
    }

    public var description: String { "<placeholder \(identifier)>" }
}
