import NibBytes
import NIBArchive
import NibGraph

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
        isNestedArchive ? "data(\(data.count)) nested NIBArchive" : NibValueText.data(data)
    }

    /// A double without a trailing `.0` when it is whole.
    static func number(_ value: Double) -> String { NibValueText.number(value) }

    /// A string in double quotes, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        JSONWriter.quoted(text)
    }
}
