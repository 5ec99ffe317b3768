import PropertyList
import XIBReader

/// The values ibtool's reports are made of: its diagnostics, its version and
/// the partial Info.plist. Written as an XML or binary property list.
public indirect enum ReportValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([ReportValue])
    /// Written with the keys sorted, as CoreFoundation writes dictionaries, so
    /// the output does not depend on the order the report was built in.
    case dictionary([String: ReportValue])

    /// The value as the binary writer takes it, dictionary keys sorted.
    public var propertyListValue: PropertyListValue {
        switch self {
        case .string(let text): .string(text)
        case .integer(let number): .integer(Int64(number))
        case .bool(let flag): .bool(flag)
        case .array(let items): .array(items.map(\.propertyListValue))
        case .dictionary(let entries):
            .dictionary(entries.keys.sorted().map { PropertyListEntry(key: .string($0), value: entries[$0]!.propertyListValue) })
        }
    }

    /// A binary (bplist00) property list of the value.
    public var binaryPropertyList: [UInt8] {
        do {
            return try BinaryPropertyList.encode(propertyListValue)
        } catch {
            // The writer refuses only values nested thousands deep or of millions of objects.
            preconditionFailure("a report cannot be written as a binary property list: \(error)")
        }
    }

    /// An XML property list of the value, as CoreFoundation lays one out: the
    /// plist DTD header, tab indentation, `<dict/>` and `<array/>` when empty.
    public var xmlPropertyList: String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        appendXML(to: &out, indent: 0)
        out += "</plist>\n"
        return out
    }

    private func appendXML(to out: inout String, indent: Int) {
        let pad = String(repeating: "\t", count: indent)
        switch self {
        case .string(let text): out += pad + "<string>" + XMLEscaping.escaped(text, quotes: false) + "</string>\n"
        case .integer(let number): out += pad + "<integer>\(number)</integer>\n"
        case .bool(let flag): out += pad + (flag ? "<true/>" : "<false/>") + "\n"
        case .array(let items):
            guard !items.isEmpty else { out += pad + "<array/>\n"; return }
            out += pad + "<array>\n"
            for item in items { item.appendXML(to: &out, indent: indent + 1) }
            out += pad + "</array>\n"
        case .dictionary(let entries):
            guard !entries.isEmpty else { out += pad + "<dict/>\n"; return }
            out += pad + "<dict>\n"
            for key in entries.keys.sorted() {
                out += pad + "\t<key>" + XMLEscaping.escaped(key, quotes: false) + "</key>\n"
                entries[key]!.appendXML(to: &out, indent: indent + 1)
            }
            out += pad + "</dict>\n"
        }
    }

    /// The value as indented `key: value` lines (dictionary keys sorted,
    /// array items as `- `), for `--output-format human-readable-text`.
    func humanReadableText(indent: String) -> String {
        switch self {
        case .string(let text): return indent + text + "\n"
        case .integer(let number): return indent + String(number) + "\n"
        case .bool(let flag): return indent + (flag ? "YES" : "NO") + "\n"
        case .array(let items):
            return items.map { item in
                switch item {
                case .dictionary, .array: indent + "-\n" + item.humanReadableText(indent: indent + "  ")
                default: item.humanReadableText(indent: indent + "- ")
                }
            }.joined()
        case .dictionary(let entries):
            return entries.keys.sorted().map { key in
                switch entries[key]! {
                case .string(let text): return indent + key + ": " + text + "\n"
                case .integer(let number): return indent + key + ": " + String(number) + "\n"
                case .bool(let flag): return indent + key + ": " + (flag ? "YES" : "NO") + "\n"
                case let nested: return indent + key + ":\n" + nested.humanReadableText(indent: indent + "  ")
                }
            }.joined()
        }
    }
}
