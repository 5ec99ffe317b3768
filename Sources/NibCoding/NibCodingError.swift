import NibBytes

/// Why decoding or instantiating a nib failed: what, and which object and key.
public struct NibCodingError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The file could not be read as a nib (its format layer's message).
        case unreadable(String)
        /// A value has another type than the one asked for.
        case typeMismatch(expected: String, found: String)
        /// The object's class is not in the allow-list of this decode.
        case classNotAllowed(String)
        /// Objects reference each other deeper than the options allow.
        case tooDeep(limit: Int)
        /// More objects than the options allow.
        case tooManyObjects(limit: Int)
        /// More string and data bytes than the options allow.
        case tooManyBytes(limit: Int)
        /// A value that needs itself to be built (a collection containing itself).
        case cycle
        /// A reference to an object the graph does not have.
        case missingObject(Int)
        /// An outlet or runtime attribute the target does not have.
        case unknownKey(className: String, key: String)
        /// A placeholder names an external object the caller did not give.
        case missingExternalObject(String)
        /// Nib loading nested inside `init(coder:)` deeper than the options allow
        /// (a class whose decoding loads the nib that contains it).
        case recursiveLoad(depth: Int)
        /// The nib's root does not look like a UIKit or AppKit nib.
        case notANib(String)
    }

    public let kind: Kind
    public let object: Int?
    public let key: String?

    public init(_ kind: Kind, object: Int? = nil, key: String? = nil) {
        self.kind = kind
        self.object = object
        self.key = key
    }

    public var description: String { ErrorPlace.describe(message, object: object, key: key) }

    public var message: String {
        switch kind {
        case .unreadable(let why): why
        case let .typeMismatch(expected, found): "expected \(expected), found \(found)"
        case .classNotAllowed(let name): "class \(name) is not allowed in this decode"
        case .tooDeep(let limit): "objects nest deeper than \(limit) levels"
        case .tooManyObjects(let limit): "more than \(limit) objects"
        case .tooManyBytes(let limit): "more than \(limit) bytes of strings and data"
        case .cycle: "a value contains itself"
        case .missingObject(let index): "reference to object \(index), which does not exist"
        case let .unknownKey(className, key): "\(className) is not key value coding-compliant for the key \(key)"
        case .missingExternalObject(let name): "no external object named \(name) was given"
        case .recursiveLoad(let depth): "nib loading nested \(depth) levels deep (does an init(coder:) load its own nib?)"
        case .notANib(let why): "not a nib: \(why)"
        }
    }
}
