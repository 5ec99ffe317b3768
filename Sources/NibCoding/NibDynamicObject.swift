import NibGraph

/// An object whose class has no registered Swift type: its class names and
/// its coded values, plus whatever outlets and attributes were set on it.
public final class NibDynamicObject: NibDecodable, NibKeyValueSettable, CustomStringConvertible {
    public let className: String
    public let fallbackClassNames: [String]
    /// The coded values (references are object indices, see ``NibObjects``).
    public let entries: [NibGraph.Entry]
    /// The index of the object this was decoded from.
    public let objectIndex: Int
    /// Outlets and runtime attributes set on this object.
    private var stored = StoredValues()

    /// Decode more of this object on demand with
    /// `instantiation.unarchiver.decoder(forObject: objectIndex)`.
    public init(coder: NibObjectDecoder) throws {
        className = coder.className
        fallbackClassNames = coder.fallbackClassNames
        entries = coder.entries
        objectIndex = coder.objectIndex
    }

    public func setValue(_ value: Any?, forNibKey key: String) throws {
        stored.set(value, forKey: key)
    }

    /// The last value set for `key` by an outlet or attribute.
    public func value(forNibKey key: String) -> Any? { stored.value(forKey: key) }

    /// The keys set, in order of first setting.
    public var setKeys: [String] { stored.keys }

    public var description: String { "<\(className) #\(objectIndex)>" }
}

/// A placeholder the caller did not supply: File's Owner without an owner,
/// First Responder, or AppKit's application object.
public final class NibPlaceholder: NibKeyValueSettable, CustomStringConvertible {
    public let identifier: String
    private var stored = StoredValues()

    public init(identifier: String) {
        self.identifier = identifier
    }

    public func setValue(_ value: Any?, forNibKey key: String) throws {
        stored.set(value, forKey: key)
    }

    /// The last value set for `key` by an outlet or attribute.
    public func value(forNibKey key: String) -> Any? { stored.value(forKey: key) }

    public var description: String { "<placeholder \(identifier)>" }
}

/// Values set by outlets and attributes. Objects are held weakly, as UIKit's
/// outlets usually are: the nib's objects stay alive through the
/// ``NibUnarchiver`` (and the caller), and two objects pointing at each other
/// through outlets do not keep each other alive forever.
struct StoredValues {
    /// A value as stored: objects (also inside arrays, as outlet collections
    /// give them) weakly, everything else as it is.
    private enum Stored {
        case object(Weak)
        case array([Stored])
        case value(Any?)

        init(_ value: Any?) {
            if let value, type(of: value) is AnyClass {
                self = .object(Weak(value as AnyObject))
            } else if let items = value as? [Any] {
                self = .array(items.map { Stored($0) })
            } else {
                self = .value(value)
            }
        }

        var value: Any? {
            switch self {
            case .object(let box): box.object
            case .array(let items): items.compactMap(\.value)
            case .value(let value): value
            }
        }
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var entries: [String: Stored] = [:]
    private(set) var keys: [String] = []

    mutating func set(_ value: Any?, forKey key: String) {
        if entries[key] == nil { keys.append(key) }
        entries[key] = Stored(value)
    }

    func value(forKey key: String) -> Any? { entries[key]?.value }
}
