/// NIBArchive's variable-length unsigned integers ("flex numbers").
///
/// Seven bits per byte, least significant group first. Unlike LEB128 the
/// high bit marks the *last* byte: 0 is `0x80`, 127 is `0xFF`, 128 is
/// `0x00 0x81`. Apple reads at most 5 bytes and 32 bits.
public enum Varint {
    /// The longest encoding a reader accepts.
    public static let maximumLength = 5

    /// Appends the shortest encoding of `value` to `output`.
    @inlinable @inline(__always)
    public static func append(_ value: Int, to output: inout [UInt8]) {
        if value >= 0 && value < 0x80 {
            output.append(UInt8(truncatingIfNeeded: value) | 0x80)
            return
        }
        precondition(value >= 0 && value <= Int(UInt32.max), "varint out of range")
        var rest = value
        while rest >= 0x80 {
            output.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        output.append(UInt8(rest) | 0x80)
    }

    /// The number of bytes the shortest encoding of `value` takes.
    @inlinable
    public static func encodedLength(_ value: Int) -> Int {
        var length = 1
        var rest = value >> 7
        while rest > 0 {
            length += 1
            rest >>= 7
        }
        return length
    }
}
