import NibBytes
import KeyedArchive
import NIBArchive

/// Why bytes could not become a graph (the format's own error, or objects
/// that do not form a graph), or why a graph could not be written.
public struct NibGraphError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The NIBArchive layer rejected the bytes.
        case nibArchive(NIBArchiveError)
        /// The property-list or keyed-archive layer rejected the bytes.
        case keyedArchive(KeyedArchiveError)
        /// A class name or key is not valid UTF-8.
        case invalidText(String)
        /// A reference names no object.
        case referenceOutOfRange(index: Int, count: Int)
        /// A value of a kind the target format cannot store at all.
        case unsupportedValue(String)
        /// A `$nibarchive` layout entry that does not describe a NIBArchive layout.
        case invalidLayoutHint(String)
        /// The graph has no root object.
        case emptyGraph
        /// The underlying format rejected the result.
        case encoding(String)
    }

    public let kind: Kind
    /// The object the problem belongs to (graph index, or `$objects` index when decoding a keyed archive).
    public let object: Int?
    public let key: String?

    public init(_ kind: Kind, object: Int? = nil, key: String? = nil) {
        self.kind = kind
        self.object = object
        self.key = key
    }

    public var description: String {
        switch kind {
        case .nibArchive(let error): return error.description
        case .keyedArchive(let error): return error.description
        default: break
        }
        return ErrorPlace.describe(message, object: object, key: key)
    }

    public var message: String {
        switch kind {
        case .nibArchive(let error): error.message
        case .keyedArchive(let error): error.message
        case .invalidText(let what): "\(what) is not valid UTF-8"
        case let .referenceOutOfRange(index, count): "reference to object \(index), but there are \(count) objects"
        case .unsupportedValue(let what): "unsupported value: \(what)"
        case .invalidLayoutHint(let what): "invalid $nibarchive entry: \(what)"
        case .emptyGraph: "the graph has no root object"
        case .encoding(let what): what
        }
    }
}

/// Something a conversion could not carry over exactly. Conversions never
/// drop anything silently: each loss is one warning.
public struct NibGraphWarning: Sendable, Hashable, CustomStringConvertible {
    public let object: Int?
    public let key: String?
    public let message: String

    public init(object: Int? = nil, key: String? = nil, _ message: String) {
        self.object = object
        self.key = key
        self.message = message
    }

    public var description: String { ErrorPlace.describe(message, object: object, key: key) }
}
