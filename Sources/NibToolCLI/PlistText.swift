import PropertyList

/// A plain property list (not a keyed archive) as indented text, for `nibtool dump`.
enum PlistText {
    /// Appends `value` to `out`, handing `out` to `sink` whenever it reaches a
    /// chunk, so a value shared by many references (printed once per
    /// reference) is stopped by the output budget instead of built whole.
    static func render(_ value: PropertyListValue, indent: Int = 0, into out: inout String,
                       sink: inout OutputSink) throws(CLIError) {
        try sink.takeIfFull(&out)
        let pad = String(repeating: "  ", count: min(indent, 64))
        switch value {
        case .dictionary(let entries):
            out += "{\n"
            for entry in entries {
                out += pad + "  " + scalar(entry.key) + " = "
                try render(entry.value, indent: indent + 1, into: &out, sink: &sink)
            }
            out += pad + "}\n"
        case .array(let items), .set(let items):
            out += "(\n"
            for item in items {
                out += pad + "  "
                try render(item, indent: indent + 1, into: &out, sink: &sink)
            }
            out += pad + ")\n"
        default:
            out += scalar(value) + "\n"
        }
    }

    static func scalar(_ value: PropertyListValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .real(let number): "\(number)"
        case .real32(let number): "\(number)"
        case .date(let seconds): "date \(seconds)"
        case .data(let bytes): "<\(bytes.count) bytes>"
        case .string(let text): ValueText.quoted(text)
        case .uid(let number): "UID \(number)"
        case .array, .set, .dictionary: "(collection)"
        }
    }
}
