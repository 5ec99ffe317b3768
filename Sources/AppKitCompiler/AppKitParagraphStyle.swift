import IBDocument
import NibGraph
import XIBReader

/// `<paragraphStyle key="NSParagraphStyle">` in an AppKit attributed string →
/// `NSParagraphStyle`, with UIFoundation's keys in its encoder's order (the
/// UIKit compiler's ``ParagraphStyleAttributes`` tables). What differs from
/// UIKit is AppKit's default style, as the 12 SDK's Flycut bundle shows it
/// (natural alignment, word wrapping, natural direction): the class is not
/// the mutable one, the truncation tightening factor is stored as a float
/// (0.05 rounded to float32, so it differs from the default double and is
/// written), and `NSAllowsTighteningForTruncation` is 1 unless the document
/// says NO. Other values follow the same encoder with a once-per-document
/// warning, as no Apple nib shows them.
extension AppKitContext {
    /// The warning for a paragraph style other than AppKit's default.
    static let unverifiedParagraphStyle = "a paragraph style's values other than AppKit's default (natural alignment, "
        + "word wrapping, natural direction) are written as UIFoundation's encoder writes them; no Apple nib checks them"

    mutating func paragraphStyle(_ element: XIBElement) -> Reference {
        let style = builder.addObject("NSParagraphStyle")
        let alignment = paragraphValue(element, "alignment", ParagraphStyleAttributes.alignments) ?? 4
        let lineBreakMode = paragraphValue(element, "lineBreakMode", ParagraphStyleAttributes.lineBreakModes) ?? 0
        let direction = paragraphValue(element, "baseWritingDirection", ParagraphStyleAttributes.writingDirections) ?? nil
        var isDefault = alignment == 4 && lineBreakMode == 0 && direction == nil
        if alignment != 0 { append("NSAlignment", .integer(alignment), to: style) }
        if lineBreakMode != 0 { append("NSLineBreakMode", .integer(lineBreakMode), to: style) }
        for (name, key) in ParagraphStyleAttributes.lengths {
            if name == "tighteningFactorForTruncation" {
                let factor = number(element, name) ?? 0.05
                isDefault = isDefault && factor == 0.05
                append(key, .double(Double(Float(factor))), to: style)
            } else if let value = number(element, name), value != 0 {
                isDefault = false
                append(key, .double(value), to: style)
            }
        }
        append("NSTabStops", .null, to: style)
        if let direction { append("NSWritingDirection", .integer(direction), to: style) }
        if element.bool("allowsDefaultTighteningForTruncation") != false {
            append("NSAllowsTighteningForTruncation", .integer(1), to: style)
        } else {
            isDefault = false
        }
        if !isDefault { warnOnce(Self.unverifiedParagraphStyle, at: element) }
        for attribute in element.attributes where !ParagraphStyleAttributes.known.contains(attribute.name) {
            warn("<paragraphStyle> attribute \(attribute.name) is not supported yet; it is left out", at: element)
        }
        for child in element.children {
            warn("<\(child.name)> in a paragraph style is not supported yet; it is left out", at: child)
        }
        return style
    }

    /// Attribute `name` of a paragraph style looked up in `values`, with a warning for a name not among them.
    private mutating func paragraphValue<Value>(_ element: XIBElement, _ name: String, _ values: [String: Value]) -> Value? {
        guard let text = element[attribute: name] else { return nil }
        guard let value = values[text] else {
            warn("<paragraphStyle> \(name) \"\(text)\" is not known; it is left out", at: element)
            return nil
        }
        return value
    }
}
