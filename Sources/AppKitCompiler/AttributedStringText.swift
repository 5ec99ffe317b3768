import NibGraph
import XIBReader

/// `<attributedString>` → the contents of an `NSTextStorage` (a text view's
/// text): `NSString`, an `NSMutableString` of the fragments' text, and the
/// attributes of its runs.
///
/// Each fragment is a run. Its attributes (`<font key="NSFont">`,
/// `<color key="NSColor">`) are completed as AppKit does: the text color by
/// default, Helvetica 12 without a font; `NSColor` comes before `NSFont`.
/// Text of one run writes its attribute dictionary as `NSAttributes`; text of
/// several runs writes the distinct dictionaries as an `NSMutableArray` and
/// `NSAttributeInfo`, an `NSMutableData` of each run's length (in UTF-16
/// units) and dictionary index, as base-128 variable-length numbers.
extension AppKitContext {
    /// Appends `NSString`, `NSAttributes` and `NSAttributeInfo` of `element` to `storage`.
    mutating func appendAttributedString(_ element: XIBElement, to storage: Reference) {
        var text = ""
        var dictionaries: [Reference] = []
        var dictionaryKeys: [[Reference]] = []
        var info: [UInt8] = []
        for fragment in element.children {
            guard fragment.name == "fragment" else {
                warn("<\(fragment.name)> in an attributed string is not supported yet; it is left out", at: fragment)
                continue
            }
            let content = fragment[attribute: "content"] ?? fragment.child(named: "string", key: "content")?.text ?? ""
            text += content
            let pairs = runAttributes(fragment)
            let flat = pairs.flatMap { [$0.key, $0.value] }
            let index: Int
            if let existing = dictionaryKeys.firstIndex(of: flat) {
                index = existing
            } else {
                index = dictionaries.count
                dictionaries.append(builder.dictionary(pairs))
                dictionaryKeys.append(flat)
            }
            info += Self.varint(content.utf16.count) + Self.varint(index)
        }
        append("NSString", .object(builder.unpooledString(text, className: "NSMutableString")), to: storage)
        if dictionaries.count == 1, let only = dictionaries.first {
            append("NSAttributes", .object(only), to: storage)
        } else if !dictionaries.isEmpty {
            append("NSAttributes", .object(builder.array(dictionaries, className: FoundationClasses.mutableArray)), to: storage)
            let data = builder.addObject("NSMutableData")
            append(FoundationClasses.bytesKey, .data(info), to: data)
            append("NSAttributeInfo", .object(data), to: storage)
        }
    }

    /// The attributes of one fragment, completed with AppKit's defaults, as pooled keys and values.
    private mutating func runAttributes(_ fragment: XIBElement) -> [(key: Reference, value: Reference)] {
        var color: Reference?
        var font: Reference?
        for attributes in fragment.children {
            guard attributes.name == "attributes" else {
                if !(attributes.name == "string" && attributes[attribute: "key"] == "content") {
                    warn("<\(attributes.name)> in a fragment is not supported yet; it is left out", at: attributes)
                }
                continue
            }
            for attribute in attributes.children {
                switch (attribute.name, attribute[attribute: "key"]) {
                case ("font", "NSFont"): font = self.font(attribute)
                case ("color", "NSColor"): color = self.color(attribute)
                default:
                    warn("<\(attribute.name) key=\"\(attribute[attribute: "key"] ?? "")\"> in text attributes is not supported yet; it is left out",
                         at: attribute)
                }
            }
        }
        return [
            (builder.string("NSColor"), color ?? catalogColor("textColor")),
            (builder.string("NSFont"), font ?? fontObject(name: "Helvetica", size: 12, flags: 0x10)),
        ]
    }

    /// `value` as a base-128 number, low seven bits first, the high bit marking more to come.
    static func varint(_ value: Int) -> [UInt8] {
        var rest = UInt(value)
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
        return bytes
    }
}
