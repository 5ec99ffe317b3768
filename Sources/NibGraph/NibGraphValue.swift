import NibBytes

extension NibGraph {
    /// The stored width of an integer, which NIBArchive keeps (Apple's
    /// encoder writes `encodeInt64:` values as 8 bytes however small).
    public enum IntegerWidth: Int, Sendable, Hashable {
        case int8 = 1, int16 = 2, int32 = 4, int64 = 8

        /// Whether `value` fits in this width.
        public func holds(_ value: Int64) -> Bool {
            switch self {
            case .int8: Int64(Int8.min)...Int64(Int8.max) ~= value
            case .int16: Int64(Int16.min)...Int64(Int16.max) ~= value
            case .int32: Int64(Int32.min)...Int64(Int32.max) ~= value
            case .int64: true
            }
        }

        /// The width Apple's encoder picks: the smallest signed type that
        /// holds `value`, and int64 for every negative value.
        public static func minimal(for value: Int64) -> IntegerWidth {
            if value < 0 { return .int64 }
            if value <= Int64(Int8.max) { return .int8 }
            if value <= Int64(Int16.max) { return .int16 }
            if value <= Int64(Int32.max) { return .int32 }
            return .int64
        }
    }

    /// A coded value.
    public enum Value: Sendable, Hashable {
        case integer(Int64, IntegerWidth)
        case bool(Bool)
        case float(Float)
        case double(Double)
        case data(ByteView)
        /// A string stored inline (keyed archives only; NIBArchive strings are objects).
        case string(String)
        /// nil.
        case null
        /// A reference to `objects[index]`.
        case object(Int)
        /// A list of values: a collection's `NS.objects` or `NS.keys`.
        case array([Value])

        /// An integer at the width Apple's encoder would pick.
        public static func integer(_ value: Int64) -> Value {
            .integer(value, .minimal(for: value))
        }

        /// Floats compare by bit pattern, so NaNs and negative zero round-trip.
        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.integer(a, x), .integer(b, y)): a == b && x == y
            case let (.bool(a), .bool(b)): a == b
            case let (.float(a), .float(b)): a.bitPattern == b.bitPattern
            case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
            case let (.data(a), .data(b)): a == b
            case let (.string(a), .string(b)): a == b
            case (.null, .null): true
            case let (.object(a), .object(b)): a == b
            case let (.array(a), .array(b)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case let .integer(v, w): hasher.combine(0); hasher.combine(v); hasher.combine(w)
            case .bool(let v): hasher.combine(1); hasher.combine(v)
            case .float(let v): hasher.combine(2); hasher.combine(v.bitPattern)
            case .double(let v): hasher.combine(3); hasher.combine(v.bitPattern)
            case .data(let v): hasher.combine(4); hasher.combine(v)
            case .string(let v): hasher.combine(5); hasher.combine(v)
            case .null: hasher.combine(6)
            case .object(let v): hasher.combine(7); hasher.combine(v)
            case .array(let v): hasher.combine(8); hasher.combine(v)
            }
        }
    }
}
