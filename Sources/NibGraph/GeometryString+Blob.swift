import KeyedArchive
import NibBytes
import NIBArchive

/// Geometry between the two archive formats: NIBArchive stores it as typed
/// float64 blobs (`0x07` + little-endian doubles), keyed archives as
/// geometry strings (``GeometryString``). Only geometry keys are converted,
/// in both directions; any other blob stays data and any other string stays
/// a string.
extension GeometryString {
    /// An entry read as a geometry string of one shape (keys of caches of
    /// parsed strings: one string may be named under keys of several shapes).
    struct Use: Hashable {
        let entry: Int
        let shape: Shape
    }

    /// The string for a float64 blob under `key`, or nil when the key is not a
    /// geometry key, the blob is not float64 of the key's shape, or the text
    /// would not read back to the same bits.
    public static func string(forBlob data: ByteView, key: String) -> String? {
        guard let shape = shape(forKey: key), let array = NIBFloatArray(data: data), array.elementType == .float64,
              array.values.count == shape.count
        else { return nil }
        var parts: [String] = []
        parts.reserveCapacity(array.values.count)
        for value in array.values {
            // Whole numbers (most geometry) print as integers and read back exactly.
            if value == value.rounded(), abs(value) < 0x1p53, value != 0 || value.sign == .plus {
                parts.append(String(Int64(value)))
                continue
            }
            let text = format(value)
            guard Double(text)?.bitPattern == value.bitPattern else { return nil }
            parts.append(text)
        }
        switch shape {
        case .pair: return "{\(parts[0]), \(parts[1])}"
        case .rect: return "{{\(parts[0]), \(parts[1])}, {\(parts[2]), \(parts[3])}}"
        case .insets: return "{\(parts.joined(separator: ", "))}"
        case .transform: return "[\(parts.joined(separator: ", "))]"
        }
    }

    /// The float64 blob for a geometry string under `key`, or nil when the key
    /// is not a geometry key or the string is not of the key's shape.
    public static func blob(forString text: String, key: String) -> [UInt8]? {
        guard let shape = shape(forKey: key) else { return nil }
        return blob(forString: text, shape: shape)
    }

    /// The float64 blob for a geometry string of `shape`, or nil when the
    /// string is not of that shape: numbers `Double` reads, spaces around
    /// them, and the shape's braces, brackets and commas, nothing else.
    public static func blob(forString text: String, shape: Shape) -> [UInt8]? {
        numbers(forUTF8: text.utf8, shape: shape).map(blob)
    }

    /// The float64 blob (NIBArchive's typed float array) holding `numbers`.
    public static func blob(_ numbers: GeometryNumbers) -> [UInt8] {
        var bytes: [UInt8] = [NIBFloatArray.ElementType.float64.rawValue]
        bytes.reserveCapacity(1 + 8 * numbers.count)
        for index in 0..<numbers.count {
            let bits = numbers[index].bitPattern
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> shift)) }
        }
        return bytes
    }

    /// Shortest text that reads back to the same double; integers without ".0".
    static func format(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
