import NibBytes

/// A property-list value, as a binary (bplist00) or XML plist holds it.
///
/// Dictionaries keep their entries in file order. Data values are views into
/// the file when decoded, so nothing is copied.
public enum PropertyListValue: Sendable, Hashable {
    /// bplist's null object (marker 0x00).
    case null
    case bool(Bool)
    case integer(Int64)
    /// An 8-byte real (bplist marker 0x23), or any XML `<real>`.
    case real(Double)
    /// A 4-byte real (bplist marker 0x22), kept apart so a float written by
    /// the encoder that made the file is written back at its own width.
    case real32(Float)
    /// Seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    case data(ByteView)
    case string(String)
    /// An NSKeyedArchiver object reference.
    case uid(UInt64)
    case array([PropertyListValue])
    case set([PropertyListValue])
    case dictionary([PropertyListEntry])

    /// A short name for the type.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .integer: "integer"
        case .real: "real"
        case .real32: "real32"
        case .date: "date"
        case .data: "data"
        case .string: "string"
        case .uid: "uid"
        case .array: "array"
        case .set: "set"
        case .dictionary: "dictionary"
        }
    }

    /// The value for `key` in a dictionary with string keys.
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == .string(key) }?.value
    }

    /// Reals compare by bit pattern, so NaNs and negative zero round-trip.
    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.integer(a), .integer(b)): a == b
        case let (.real(a), .real(b)): a.bitPattern == b.bitPattern
        case let (.real32(a), .real32(b)): a.bitPattern == b.bitPattern
        case let (.date(a), .date(b)): a.bitPattern == b.bitPattern
        case let (.data(a), .data(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.uid(a), .uid(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.set(a), .set(b)): a == b
        case let (.dictionary(a), .dictionary(b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        switch self {
        case .null: break
        case .bool(let v): hasher.combine(v)
        case .integer(let v): hasher.combine(v)
        case .real(let v): hasher.combine(v.bitPattern)
        case .real32(let v): hasher.combine(v.bitPattern)
        case .date(let v): hasher.combine(v.bitPattern)
        case .data(let v): hasher.combine(v)
        case .string(let v): hasher.combine(v)
        case .uid(let v): hasher.combine(v)
        case .array(let v): hasher.combine(v)
        case .set(let v): hasher.combine(v)
        case .dictionary(let v): hasher.combine(v)
        }
    }
}

/// One dictionary entry.
public struct PropertyListEntry: Sendable, Hashable {
    public var key: PropertyListValue
    public var value: PropertyListValue

    public init(key: PropertyListValue, value: PropertyListValue) {
        self.key = key
        self.value = value
    }
}
