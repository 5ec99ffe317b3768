import NibGraph

/// A small JSON emitter with a fixed key order, so output is stable and
/// diffable. Writes pretty-printed JSON with two-space indentation.
struct JSONWriter {
    /// The text written so far; a caller may take it away (set it to "") between elements.
    var output = ""
    private var indent = 0
    /// Whether the current container already has an element (a comma is due).
    private var needsComma: [Bool] = []

    mutating func beginObject(key: String? = nil) { open("{", key: key) }
    mutating func endObject() { close("}") }
    mutating func beginArray(key: String? = nil) { open("[", key: key) }
    mutating func endArray() { close("]") }

    mutating func string(_ value: String, key: String? = nil) { scalar(Self.quoted(value), key: key) }
    mutating func int(_ value: some BinaryInteger, key: String? = nil) { scalar(String(value), key: key) }
    mutating func bool(_ value: Bool, key: String? = nil) { scalar(value ? "true" : "false", key: key) }
    mutating func null(key: String? = nil) { scalar("null", key: key) }
    /// A string, or null when there is none.
    mutating func string(_ value: String?, key: String? = nil) { value.map { string($0, key: key) } ?? null(key: key) }
    /// An integer, or null when there is none.
    mutating func int(_ value: Int?, key: String? = nil) { value.map { int($0, key: key) } ?? null(key: key) }

    /// A finite double as a JSON number; NaN and infinities as the strings "nan", "inf", "-inf".
    mutating func double(_ value: Double, key: String? = nil) {
        if value.isNaN { scalar("\"nan\"", key: key) }
        else if value.isInfinite { scalar(value > 0 ? "\"inf\"" : "\"-inf\"", key: key) }
        else { scalar(String(value), key: key) }
    }

    /// A short array of numbers on one line.
    mutating func doubles(_ values: [Double], key: String? = nil) {
        var inner = JSONWriter()
        let parts = values.map { value -> String in
            inner.output = ""
            inner.double(value)
            return inner.output
        }
        scalar("[" + parts.joined(separator: ", ") + "]", key: key)
    }

    /// A short array of integers on one line.
    mutating func ints(_ values: [Int], key: String? = nil) {
        scalar("[" + values.map(String.init).joined(separator: ", ") + "]", key: key)
    }

    private mutating func open(_ bracket: String, key: String?) {
        prefix(key: key)
        output += bracket
        indent += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        indent -= 1
        let hadElements = needsComma.removeLast()
        if hadElements {
            output += "\n"
            output += String(repeating: "  ", count: indent)
        }
        output += bracket
        if indent == 0 { output += "\n" }
    }

    private mutating func scalar(_ text: String, key: String?) {
        prefix(key: key)
        output += text
        if indent == 0 { output += "\n" }
    }

    private mutating func prefix(key: String?) {
        if let last = needsComma.last {
            if last { output += "," }
            needsComma[needsComma.count - 1] = true
            output += "\n"
            output += String(repeating: "  ", count: indent)
        }
        if let key {
            output += Self.quoted(key)
            output += ": "
        }
    }

    static func quoted(_ string: String) -> String { NibValueText.quoted(string) }
}

/// Standard base64 with padding.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: some Collection<UInt8>) -> String {
        let input = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity((input.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= input.count {
            let n = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
            out += [alphabet[Int(n >> 18)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            i += 3
        }
        let rest = input.count - i
        if rest > 0 {
            let n = UInt32(input[i]) << 16 | (rest == 2 ? UInt32(input[i + 1]) << 8 : 0)
            out += [alphabet[Int(n >> 18)], alphabet[Int(n >> 12 & 63)]]
            out += rest == 2 ? [alphabet[Int(n >> 6 & 63)], UInt8(ascii: "=")] : [UInt8(ascii: "="), UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
