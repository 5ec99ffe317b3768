import NibBytes

/// One value of a typedstream, as its type encoding says to read it.
public indirect enum TypedstreamValue: Sendable, Hashable {
    /// An integer of any width; `type` is its code (`c`, `i`, `S`…).
    case integer(Int64, type: UInt8)
    case float(Float)
    case double(Double)
    /// A shared C string (`*`, `%`, `:`); nil for a NULL pointer.
    case sharedString(ByteView?)
    /// Bytes written in place: a `+` string, or an array of characters.
    case bytes(ByteView)
    /// An object by its index in ``TypedstreamArchive/objects``; nil for nil.
    case object(Int?)
    /// A class by its index in ``TypedstreamArchive/classes``; nil for Nil.
    case `class`(Int?)
    /// The elements of an array other than a character array.
    case array([TypedstreamValue])
    /// The fields of a structure.
    case structure([TypedstreamValue])
    /// A `!` value: the writer stored nothing.
    case ignored

    /// Floats compare by bit pattern, so NaNs compare equal to themselves.
    public static func == (lhs: TypedstreamValue, rhs: TypedstreamValue) -> Bool {
        switch (lhs, rhs) {
        case let (.integer(a, x), .integer(b, y)): a == b && x == y
        case let (.float(a), .float(b)): a.bitPattern == b.bitPattern
        case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
        case let (.sharedString(a), .sharedString(b)): a == b
        case let (.bytes(a), .bytes(b)): a == b
        case let (.object(a), .object(b)): a == b
        case let (.class(a), .class(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.structure(a), .structure(b)): a == b
        case (.ignored, .ignored): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .integer(v, t): hasher.combine(0); hasher.combine(v); hasher.combine(t)
        case .float(let v): hasher.combine(1); hasher.combine(v.bitPattern)
        case .double(let v): hasher.combine(2); hasher.combine(v.bitPattern)
        case .sharedString(let v): hasher.combine(3); hasher.combine(v)
        case .bytes(let v): hasher.combine(4); hasher.combine(v)
        case .object(let v): hasher.combine(5); hasher.combine(v)
        case .class(let v): hasher.combine(6); hasher.combine(v)
        case .array(let v): hasher.combine(7); hasher.combine(v)
        case .structure(let v): hasher.combine(8); hasher.combine(v)
        case .ignored: hasher.combine(9)
        }
    }

    /// The number, for integers and floats.
    public var number: Double? {
        switch self {
        case .integer(let value, _): Double(value)
        case .float(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

/// The values one `encodeValuesOfObjCTypes:` call wrote: a type encoding
/// and a value for each of its types.
///
/// A typedstream names no keys and marks no class levels: an object's
/// groups are its superclasses' `encodeWithCoder:` writes, most basic
/// class first, one after another. Only the encodings and the order tell
/// them apart.
public struct TypedstreamGroup: Sendable, Hashable {
    /// The encoding as written (`@@`, `iiffffi@@@@@c`…).
    public var encoding: String
    public var types: [TypedstreamType]
    public var values: [TypedstreamValue]
    /// Where the group starts in the file.
    public var offset: Int

    public init(encoding: String, types: [TypedstreamType], values: [TypedstreamValue], offset: Int) {
        self.encoding = encoding
        self.types = types
        self.values = values
        self.offset = offset
    }
}

/// A class as the stream names it: its name, the version it was written
/// with (`+version`, which decides what its `initWithCoder:` reads) and its
/// superclass.
public struct TypedstreamClass: Sendable, Hashable {
    public var name: String
    public var version: Int64
    /// The superclass's index in ``TypedstreamArchive/classes``; nil for a root class.
    public var superclass: Int?
    public var offset: Int

    public init(name: String, version: Int64, superclass: Int?, offset: Int) {
        self.name = name
        self.version = version
        self.superclass = superclass
        self.offset = offset
    }
}

/// An object: its class and the groups its `encodeWithCoder:` wrote.
public struct TypedstreamObject: Sendable, Hashable {
    /// The index in ``TypedstreamArchive/classes``.
    public var classIndex: Int
    public var groups: [TypedstreamGroup]
    public var offset: Int

    public init(classIndex: Int, groups: [TypedstreamGroup], offset: Int) {
        self.classIndex = classIndex
        self.groups = groups
        self.offset = offset
    }
}
