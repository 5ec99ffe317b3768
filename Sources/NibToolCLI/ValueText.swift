import NibBytes
import NIBArchive

/// Short, readable renderings of values, shared by the text dumps.
enum ValueText {
    /// A one-line rendering of a non-object value; `isNestedArchive` says that
    /// data reads as a NIBArchive (starting like one is not enough).
    static func describe(_ value: NIBValue, isNestedArchive: Bool = false) -> String {
        switch value {
        case .int8(let v): "int8 \(v)"
        case .int16(let v): "int16 \(v)"
        case .int32(let v): "int32 \(v)"
        case .int64(let v): "int64 \(v)"
        case .bool(let v): v ? "true" : "false"
        case .float32(let v): "float32 \(number(Double(v)))"
        case .float64(let v): "float64 \(number(v))"
        case .data(let bytes): describe(data: bytes, isNestedArchive: isNestedArchive)
        case .null: "nil"
        case .object(let index): "#\(index)"
        }
    }

    static func describe(data: ByteView, isNestedArchive: Bool) -> String {
        if isNestedArchive {
            return "data(\(data.count)) nested NIBArchive"
        }
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
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A string in double quotes, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        JSONWriter.quoted(text)
    }
}
