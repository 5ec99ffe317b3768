import NibBytes

/// One value of the value table, without its key.
///
/// Integer widths are kept as they are in the file so that re-encoding is
/// byte-exact; ``integer`` reads any of them.
public enum NIBValue: Sendable, Hashable {
    case int8(Int8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    /// Type 4 is false and type 5 is true (the widely copied spec has them backwards).
    case bool(Bool)
    case float32(Float)
    case float64(Double)
    /// Bytes: strings (`NS.bytes`), data, typed float arrays, nested archives.
    case data(ByteView)
    case null
    /// An index into the object table.
    case object(Int)

    /// The type byte as written in the file.
    public var typeCode: UInt8 {
        switch self {
        case .int8: 0
        case .int16: 1
        case .int32: 2
        case .int64: 3
        case .bool(let value): value ? 5 : 4
        case .float32: 6
        case .float64: 7
        case .data: 8
        case .null: 9
        case .object: 10
        }
    }

    /// Appends this value's value-table entry under key index `keyIndex`:
    /// the key index as a varint, the type byte, then the payload
    /// (little-endian numbers, a data value's varint length and bytes).
    @inline(__always)
    func append(keyIndex: Int, to out: inout [UInt8]) {
        Varint.append(keyIndex, to: &out)
        out.append(typeCode)
        switch self {
        case .int8(let v): out.append(UInt8(bitPattern: v))
        case .int16(let v): Self.appendLittleEndian(UInt16(bitPattern: v), to: &out)
        case .int32(let v): Self.appendLittleEndian(UInt32(bitPattern: v), to: &out)
        case .int64(let v): Self.appendLittleEndian(UInt64(bitPattern: v), to: &out)
        case .bool, .null: break
        case .float32(let v): Self.appendLittleEndian(v.bitPattern, to: &out)
        case .float64(let v): Self.appendLittleEndian(v.bitPattern, to: &out)
        case .data(let bytes):
            Varint.append(bytes.count, to: &out)
            bytes.withUnsafeBytes { out.append(contentsOf: $0) }
        case .object(let index): Self.appendLittleEndian(UInt32(truncatingIfNeeded: index), to: &out)
        }
    }

    /// The number of bytes ``append(keyIndex:to:)`` writes.
    func encodedLength(keyIndex: Int) -> Int {
        let payload: Int
        switch self {
        case .int8: payload = 1
        case .int16: payload = 2
        case .int32, .float32, .object: payload = 4
        case .int64, .float64: payload = 8
        case .bool, .null: payload = 0
        case .data(let bytes): payload = Varint.encodedLength(bytes.count) + bytes.count
        }
        return Varint.encodedLength(keyIndex) + 1 + payload
    }

    @inline(__always)
    static func appendLittleEndian<T: FixedWidthInteger & UnsignedInteger>(_ value: T, to out: inout [UInt8]) {
        var rest = value
        for _ in 0..<MemoryLayout<T>.size {
            out.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// A short name for the type: `int8` … `int64`, `bool`, `float32`, `float64`, `data`, `nil`, `object`.
    public var typeName: String {
        switch self {
        case .int8: "int8"
        case .int16: "int16"
        case .int32: "int32"
        case .int64: "int64"
        case .bool: "bool"
        case .float32: "float32"
        case .float64: "float64"
        case .data: "data"
        case .null: "nil"
        case .object: "object"
        }
    }

    /// The value of any integer width.
    public var integer: Int64? {
        switch self {
        case .int8(let v): Int64(v)
        case .int16(let v): Int64(v)
        case .int32(let v): Int64(v)
        case .int64(let v): v
        default: nil
        }
    }

    /// The value of either float width.
    public var double: Double? {
        switch self {
        case .float32(let v): Double(v)
        case .float64(let v): v
        default: nil
        }
    }

    /// An integer in the width Apple's encoder picks: the smallest signed
    /// type that holds it, and int64 for every negative value.
    public static func integer(_ value: Int64) -> NIBValue {
        if value < 0 { return .int64(value) }
        if value <= Int64(Int8.max) { return .int8(Int8(value)) }
        if value <= Int64(Int16.max) { return .int16(Int16(value)) }
        if value <= Int64(Int32.max) { return .int32(Int32(value)) }
        return .int64(value)
    }

    /// Byte-wise identity: floats compare by bit pattern, so NaNs round-trip.
    public static func == (lhs: NIBValue, rhs: NIBValue) -> Bool {
        switch (lhs, rhs) {
        case let (.int8(a), .int8(b)): a == b
        case let (.int16(a), .int16(b)): a == b
        case let (.int32(a), .int32(b)): a == b
        case let (.int64(a), .int64(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case let (.float32(a), .float32(b)): a.bitPattern == b.bitPattern
        case let (.float64(a), .float64(b)): a.bitPattern == b.bitPattern
        case let (.data(a), .data(b)): a == b
        case (.null, .null): true
        case let (.object(a), .object(b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeCode)
        switch self {
        case .int8(let v): hasher.combine(v)
        case .int16(let v): hasher.combine(v)
        case .int32(let v): hasher.combine(v)
        case .int64(let v): hasher.combine(v)
        case .bool: break
        case .float32(let v): hasher.combine(v.bitPattern)
        case .float64(let v): hasher.combine(v.bitPattern)
        case .data(let v): hasher.combine(v)
        case .null: break
        case .object(let v): hasher.combine(v)
        }
    }
}

/// A value with the index of its key in the key table.
public struct NIBKeyedValue: Sendable, Hashable {
    public var keyIndex: Int
    public var value: NIBValue

    public init(keyIndex: Int, value: NIBValue) {
        self.keyIndex = keyIndex
        self.value = value
    }
}
