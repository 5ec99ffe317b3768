import NibGraph
import XIBReader

/// `<attributedString>` → the contents of an `NSTextStorage` (a text view's
/// text): `NSString`, an `NSMutableString` of the fragments' text, and the
/// attributes of its runs.
///
/// Each fragment is a run. Its attributes (`<font key="NSFont">`,
/// `<color key="NSColor">`) are completed as AppKit does: the text color by
/// default, Helvetica 12 without a font; `NSColor`, then a paragraph style
/// (``paragraphStyle(_:)``), then `NSFont`, as the 12 SDK's Flycut bundle orders them.
/// The runs are written as ``AttributedStringRuns`` describes.
extension AppKitContext {
    /// Appends `NSString`, `NSAttributes` and `NSAttributeInfo` of `element` to `storage`.
    mutating func appendAttributedString(_ element: XIBElement, to storage: Reference) {
        var text = ""
        var table = AttributedStringRunTable()
        for fragment in element.children {
            guard fragment.name == "fragment" else {
                warn("<\(fragment.name)> in an attributed string is not supported yet; it is left out", at: fragment)
                continue
            }
            let content = fragment[attribute: "content"] ?? fragment.child(named: "string", key: "content")?.text ?? ""
            text += content
            table.add(length: content.utf16.count, attributes: runAttributes(fragment), in: &builder)
        }
        append("NSString", .object(builder.unpooledString(text, className: "NSMutableString")), to: storage)
        let values = table.values(in: &builder)
        if let attributes = values.attributes { append("NSAttributes", .object(attributes), to: storage) }
        if let info = values.info { append("NSAttributeInfo", .object(info), to: storage) }
    }

    /// The attributes of one fragment, completed with AppKit's defaults, as pooled keys and values.
    private mutating func runAttributes(_ fragment: XIBElement) -> [(key: Reference, value: Reference)] {
        var color: Reference?
        var paragraph: Reference?
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
                case ("paragraphStyle", "NSParagraphStyle"): paragraph = paragraphStyle(attribute)
                default:
                    warn("<\(attribute.name) key=\"\(attribute[attribute: "key"] ?? "")\"> in text attributes is not supported yet; it is left out",
                         at: attribute)
                }
            }
        }
        var attributes = [(key: builder.string("NSColor"), value: color ?? catalogColor("textColor"))]
        if let paragraph { attributes.append((builder.string("NSParagraphStyle"), paragraph)) }
        attributes.append((builder.string("NSFont"), font ?? fontObject(name: "Helvetica", size: 12, flags: 0x10)))
        return attributes
    }
}
