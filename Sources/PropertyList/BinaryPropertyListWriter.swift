extension BinaryPropertyList {
    /// Encodes `value` as CoreFoundation does: equal scalars (strings, numbers,
    /// data, dates, UIDs) are stored once, collections never merged; objects are
    /// numbered depth first from the top (dictionary keys before values); offsets
    /// and references take the fewest bytes that hold them.
    ///
    /// Collections are written once per reference, so a value whose arrays share
    /// children many times over (as a hostile file decodes to) would expand
    /// exponentially: `maximumObjects` stops that with an error.
    public static func encode(_ value: PropertyListValue, maximumObjects: Int = 1 << 24) throws(PropertyListError)
        -> [UInt8]
    {
        var writer = BinaryPropertyListWriter(maximumObjects: maximumObjects)
        _ = try writer.flatten(value, depth: 0)
        return writer.write()
    }
}

struct BinaryPropertyListWriter {
    static let maximumDepth = 4096
    let maximumObjects: Int

    var objects: [PropertyListValue] = []
    var indices: [PropertyListValue: Int] = [:]
    /// Child object indices of each collection, in file order (dictionaries: keys, then values).
    var children: [Int: [Int]] = [:]

    mutating func flatten(_ value: PropertyListValue, depth: Int) throws(PropertyListError) -> Int {
        let isCollection = switch value {
        case .array, .set, .dictionary: true
        default: false
        }
        if !isCollection, let index = indices[value] { return index }
        guard depth <= Self.maximumDepth else {
            throw PropertyListError(.unencodable("collections nested deeper than \(Self.maximumDepth)"), offset: 0)
        }
        guard objects.count < maximumObjects else {
            throw PropertyListError(.unencodable("more than \(maximumObjects) objects"), offset: 0)
        }
        let index = objects.count
        objects.append(value)
        if !isCollection { indices[value] = index }
        switch value {
        case .array(let elements), .set(let elements):
            var references: [Int] = []
            for element in elements { references.append(try flatten(element, depth: depth + 1)) }
            children[index] = references
        case .dictionary(let entries):
            var references: [Int] = []
            for entry in entries { references.append(try flatten(entry.key, depth: depth + 1)) }
            for entry in entries { references.append(try flatten(entry.value, depth: depth + 1)) }
            children[index] = references
        default:
            break
        }
        return index
    }

    static func byteCount(_ value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    static func appendBigEndian(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        let size = value < 0 ? 8 : byteCount(UInt64(value))
        out.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBigEndian(UInt64(bitPattern: value), size: size, to: &out)
    }

    static func appendMarker(_ high: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(high << 4 | UInt8(count))
        } else {
            out.append(high << 4 | 0x0F)
            appendInteger(Int64(count), to: &out)
        }
    }

    func write() -> [UInt8] {
        let referenceSize = Self.byteCount(UInt64(objects.count))
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for (index, value) in objects.enumerated() {
            offsets.append(out.count)
            switch value {
            case .null: out.append(0x00)
            case .bool(let flag): out.append(flag ? 0x09 : 0x08)
            case .integer(let number): Self.appendInteger(number, to: &out)
            case .real(let number):
                out.append(0x23)
                Self.appendBigEndian(number.bitPattern, size: 8, to: &out)
            case .real32(let number):
                out.append(0x22)
                Self.appendBigEndian(UInt64(number.bitPattern), size: 4, to: &out)
            case .date(let seconds):
                out.append(0x33)
                Self.appendBigEndian(seconds.bitPattern, size: 8, to: &out)
            case .data(let bytes):
                Self.appendMarker(0x4, count: bytes.count, to: &out)
                bytes.withUnsafeBytes { out.append(contentsOf: $0) }
            case .string(let text):
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    Self.appendMarker(0x5, count: text.utf8.count, to: &out)
                    out += text.utf8
                } else {
                    let units = Array(text.utf16)
                    Self.appendMarker(0x6, count: units.count, to: &out)
                    for unit in units { Self.appendBigEndian(UInt64(unit), size: 2, to: &out) }
                }
            case .uid(let number):
                let size = Self.byteCount(number)
                out.append(0x80 | UInt8(size - 1))
                Self.appendBigEndian(number, size: size, to: &out)
            case .array, .set, .dictionary:
                let references = children[index] ?? []
                let high: UInt8 = switch value {
                case .array: 0xA
                case .set: 0xC
                default: 0xD
                }
                Self.appendMarker(high, count: high == 0xD ? references.count / 2 : references.count, to: &out)
                for reference in references {
                    Self.appendBigEndian(UInt64(reference), size: referenceSize, to: &out)
                }
            }
        }
        let tableOffset = out.count
        let offsetSize = Self.byteCount(UInt64(tableOffset))
        for offset in offsets { Self.appendBigEndian(UInt64(offset), size: offsetSize, to: &out) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        Self.appendBigEndian(UInt64(objects.count), size: 8, to: &out)
        Self.appendBigEndian(0, size: 8, to: &out)
        Self.appendBigEndian(UInt64(tableOffset), size: 8, to: &out)
        return out
    }
}
