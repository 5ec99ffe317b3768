import NibBytes

extension BinaryPropertyListObjects {
    /// The UTF-8 bytes of a string object: an ASCII string's own bytes, or a
    /// UTF-16 string transcoded, each unpaired surrogate becoming U+FFFD as
    /// `String(decoding:as: UTF16.self)` makes it.
    public func utf8(_ object: Object) -> [UInt8] {
        switch object.kind {
        case .asciiString:
            return view.slice(offset: object.body, length: object.count)!.array
        case .utf16String:
            return Self.utf8(fromUTF16BigEndian: view.slice(offset: object.body, length: 2 * object.count)!)
        default:
            preconditionFailure("not a string")
        }
    }

    /// UTF-16 big-endian code units transcoded to UTF-8, written straight
    /// into one buffer. `String(decoding:as: UTF16.self)` takes its generic
    /// slow path here, about 5% more instructions for the keyed corpus's
    /// in-place decode (callgrind, `DecodeProfile keyed-inplace`).
    static func utf8(fromUTF16BigEndian bytes: ByteView) -> [UInt8] {
        let count = bytes.count / 2
        func unit(_ index: Int) -> UInt32 { UInt32(bytes.integer(at: 2 * index, endianness: .big, as: UInt16.self)!) }
        var result: [UInt8] = []
        // At most 3 UTF-8 bytes per UTF-16 unit (a surrogate pair's 4 bytes take two units).
        result.reserveCapacity(3 * count)
        var index = 0
        while index < count {
            var scalar = unit(index)
            index += 1
            if scalar & 0xF800 == 0xD800 {
                // A high surrogate followed by a low one is a pair; any other surrogate is unpaired.
                if scalar < 0xDC00, index < count, unit(index) & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(index) - 0xDC00)
                    index += 1
                } else {
                    scalar = 0xFFFD
                }
            }
            switch scalar {
            case ..<0x80:
                result.append(UInt8(scalar))
            case ..<0x800:
                result.append(UInt8(0xC0 | scalar >> 6))
                result.append(UInt8(0x80 | scalar & 0x3F))
            case ..<0x10000:
                result.append(UInt8(0xE0 | scalar >> 12))
                result.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                result.append(UInt8(0x80 | scalar & 0x3F))
            default:
                result.append(UInt8(0xF0 | scalar >> 18))
                result.append(UInt8(0x80 | scalar >> 12 & 0x3F))
                result.append(UInt8(0x80 | scalar >> 6 & 0x3F))
                result.append(UInt8(0x80 | scalar & 0x3F))
            }
        }
        return result
    }
}
