import NibBytes

/// A typed float array inside a data value: the first byte is the element
/// type (6 = float32, 7 = float64), then the little-endian elements, and
/// nothing else. Points and sizes have 2 elements, rects and edge insets 4,
/// affine transforms 6.
public struct NIBFloatArray: Sendable, Equatable {
    public enum ElementType: UInt8, Sendable {
        case float32 = 6
        case float64 = 7

        var size: Int { self == .float32 ? 4 : 8 }
    }

    public var elementType: ElementType
    public var values: [Double]

    public init(elementType: ElementType, values: [Double]) {
        self.elementType = elementType
        self.values = values
    }

    /// Reads `data` as a float array, or returns nil when it is not one
    /// (wrong first byte, or a length that is not `1 + n × size` with n ≥ 1).
    public init?(data: ByteView) {
        guard let first = data.first, let type = ElementType(rawValue: first) else { return nil }
        let payload = data.count - 1
        guard payload > 0, payload % type.size == 0 else { return nil }
        let count = payload / type.size
        self.elementType = type
        // The length check above keeps every element inside `data`.
        self.values = (0..<count).map { i in
            let offset = 1 + i * type.size
            return type == .float32 ? Double(data.float32(at: offset) ?? 0) : data.float64(at: offset) ?? 0
        }
    }

    /// The encoded bytes.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 + values.count * elementType.size)
        bytes.append(elementType.rawValue)
        for value in values {
            switch elementType {
            case .float32:
                let bits = Float(value).bitPattern
                for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> shift)) }
            case .float64:
                let bits = value.bitPattern
                for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> shift)) }
            }
        }
        return bytes
    }
}
