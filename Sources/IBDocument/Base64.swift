/// Base64 as Interface Builder writes it: `<bytes>` and `<mutableData>`
/// contents, `<string base64-UTF8="YES">` texts. White space may break the
/// text anywhere, padding may be left out, and a last lone character (which
/// Interface Builder 3 leaves after some strings) carries no whole byte and
/// is dropped.
public enum Base64 {
    /// The bytes of `text`; nil when it holds a character base64 has not, or
    /// anything but padding and white space after padding.
    public static func decode(_ text: String) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        var padded = false
        for byte in text.utf8 {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            case UInt8(ascii: "="):
                padded = true
                continue
            case 0x20, 0x09...0x0D: continue
            default: return nil
            }
            guard !padded else { return nil }
            buffer = (buffer << 6) | digit
            bits += 6
            if bits >= 8 {
                bits -= 8
                result.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return result
    }
}
