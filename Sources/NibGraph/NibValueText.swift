import NibBytes
import NIBArchive

/// Short one-line renderings of coded values, shared by `nibtool`'s dumps
/// and ``NibGraphComparison``'s difference records.
public enum NibValueText {
    /// Data as its kind and a bounded view of its bytes: a nested NIBArchive,
    /// a typed float array (`float64[4] {0, 0, 320, 480}`), printable UTF-8
    /// text in quotes, or at most 32 bytes in hex.
    public static func data(_ data: ByteView) -> String {
        if let floats = NIBFloatArray(data: data) {
            let type = floats.elementType == .float32 ? "float32" : "float64"
            return "\(type)[\(floats.values.count)] {\(floats.values.map(number).joined(separator: ", "))}"
        }
        if let text = String(validating: data, as: UTF8.self), text.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\n" || $0 == "\t" }) {
            return "data(\(data.count)) \(quoted(text))"
        }
        let shown = data.prefix(32).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
        return "data(\(data.count)) <\(shown)\(data.count > 32 ? "…" : "")>"
    }

    /// A double without a trailing `.0` when it is whole.
    public static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A string in double quotes, with quotes, backslashes and control
    /// characters escaped as JSON escapes them.
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
