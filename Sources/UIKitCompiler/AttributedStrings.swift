import IBDocument
import NibGraph
import XIBReader

/// `<attributedString>` → an archived `NSAttributedString`: `NSString`, an
/// `NSMutableString` of the fragments' text, then `NSAttributes`, the one
/// attribute dictionary of a single run, or, for several runs, an
/// `NSMutableArray` of the distinct dictionaries followed by `NSAttributeInfo`
/// (``AttributedStringRuns``). This is Foundation's keyed encoding, the same
/// in every nib (Apple's AppKit NIBArchives `textview_attributedstring` and
/// `textview_multiattr` show it key for key).
///
/// Each fragment is a run whose attributes are `<color key="…">` (a
/// `UIColor`), `<font key="NSFont">` (a `UIFont`), `<paragraphStyle
/// key="NSParagraphStyle">` (``paragraphStyle(_:)``), `<real>` and
/// `<integer>` (`NSNumber`s). A dictionary lists its entries in the order an
/// `NSDictionary` enumerates them (``AttributeDictionaryOrder``).
///
/// No Apple iOS nib of the corpus holds an attributed string, so a warning
/// says once per document that the encoding is not checked.
enum AttributedText {
    /// The warning, said once per document, that no Apple iOS nib checks the encoding.
    static let unverified = "attributed strings are written as Foundation encodes them (NSString, NSAttributes, "
        + "NSAttributeInfo) with UIKit fonts and colors and UIFoundation's paragraph style keys, in the places "
        + "UIKit's encoders write them (a label's UIAttributedText before UIMinimumScaleFactor, a button state's "
        + "UIAttributedTitle after UITitle); no Apple iOS nib of the corpus checks this (not checked)"

    /// The text of the fragments of `element` (an `<attributedString>`).
    static func plainText(of element: XIBElement) -> String {
        element.children.filter { $0.name == "fragment" }.map(content).joined()
    }

    /// The text of one `<fragment>`: its `content` attribute, or a `<string key="content">` child.
    static func content(of fragment: XIBElement) -> String {
        fragment[attribute: "content"] ?? fragment.child(named: "string", key: "content")?.text ?? ""
    }

    /// The `<attributedString>` keys Interface Builder keeps for itself (a
    /// comment for localizers), which no nib holds.
    static let interfaceBuilderKeys: Set<String> = ["userComments"]

    /// Whether `child` of `element` is an attributed string some element kind
    /// compiles or Interface Builder's own: the view keys leave those unsaid.
    static func isHandled(_ child: XIBElement, in element: XIBElement) -> Bool {
        guard child.name == "attributedString", let key = child[attribute: "key"] else { return false }
        if interfaceBuilderKeys.contains(key) { return true }
        switch (element.name, key) {
        case ("label", "attributedText"), ("textView", "attributedText"), ("state", "attributedTitle"): return true
        default: return false
        }
    }
}

extension UIKitContext {
    /// `element` (an `<attributedString>`) as an object of class `className`.
    mutating func attributedString(_ element: XIBElement, className: String) -> Reference {
        warn(AttributedText.unverified, at: element)
        let text = AttributedText.plainText(of: element)
        let object = builder.addObject(className)
        append("NSString", .object(builder.unpooledString(text, className: "NSMutableString")), to: object)
        var table = AttributedStringRunTable()
        for fragment in element.children {
            guard fragment.name == "fragment" else {
                warn("<\(fragment.name)> in an attributed string is not supported yet; left out", at: fragment)
                continue
            }
            let pairs = runAttributes(fragment).map { (key: builder.string($0.key), value: $0.value) }
            table.add(length: AttributedText.content(of: fragment).utf16.count, attributes: pairs, in: &builder)
        }
        let values = table.values(in: &builder)
        if let attributes = values.attributes { append("NSAttributes", .object(attributes), to: object) }
        if let info = values.info { append("NSAttributeInfo", .object(info), to: object) }
        return object
    }

    /// The first run's font, color and alignment (UIKit's `NSTextAlignment`)
    /// of `element` (an `<attributedString>`), which a label takes as its own
    /// when given attributed text. Fonts and colors are pooled, so the
    /// attributed string made later shares them; making them first keeps the
    /// label's keys' objects in encoding order.
    mutating func attributedTextFirstRun(_ element: XIBElement) -> (font: Reference?, color: Reference?, alignment: Int64?) {
        let attributes = element.children.first { $0.name == "fragment" }?.children(of: "attributes") ?? []
        // A font the attributed string warns about is left to it (said once).
        let font = attributes.first { $0.name == "font" && $0[attribute: "key"] == "NSFont" }
            .flatMap { Self.isKnownAttributeFont($0) ? attributeFont($0) : nil }
        let color = attributes.first { $0.name == "color" && $0[attribute: "key"] == "NSColor" }.flatMap { self.color($0) }
        let alignment = attributes.first { $0.name == "paragraphStyle" && $0[attribute: "key"] == "NSParagraphStyle" }
            .map { style in ParagraphStyles.uiKitAlignment(style[attribute: "alignment"].flatMap { ParagraphStyleAttributes.alignments[$0] } ?? 4) }
        return (font, color, alignment)
    }

    /// The attributes of one fragment in dictionary order, with its font, color and alignment.
    private mutating func runAttributes(_ fragment: XIBElement) -> [(key: String, value: Reference)] {
        var pairs: [(key: String, value: Reference)] = []
        for child in fragment.children {
            guard child.name == "attributes" else {
                if !(child.name == "string" && child[attribute: "key"] == "content") {
                    warn("<\(child.name)> in a fragment is not supported yet; left out", at: child)
                }
                continue
            }
            for attribute in child.children {
                guard let key = attribute[attribute: "key"] else {
                    warn("<\(attribute.name)> without a key in text attributes is left out", at: attribute)
                    continue
                }
                var value: Reference?
                switch attribute.name {
                case "color": value = self.color(attribute)
                case "font" where key == "NSFont": value = attributeFont(attribute)
                case "paragraphStyle" where key == "NSParagraphStyle": value = paragraphStyle(attribute)
                case "real":
                    value = number(attribute, "value").map { builder.number($0) }
                case "integer":
                    value = attribute.integer("value").map { builder.number($0) }
                default:
                    warn("<\(attribute.name) key=\"\(key)\"> in text attributes is not supported yet; left out", at: attribute)
                }
                if let value { pairs.append((key, value)) }
            }
        }
        return AttributeDictionaryOrder.order(of: pairs.map(\.key)).map { pairs[$0] }
    }

    /// Whether ``attributeFont(_:)`` makes `element` without a warning.
    static func isKnownAttributeFont(_ element: XIBElement) -> Bool {
        element[attribute: "style"] != nil || element[attribute: "name"] != nil
            || ["system", "systemBold"].contains(element[attribute: "metaFont"] ?? "")
    }

    /// `<font key="NSFont">` (an AppKit font description: `metaFont`, or `name`, with `size`) as a `UIFont`.
    mutating func attributeFont(_ element: XIBElement) -> Reference {
        let size = number(element, "size") ?? 17
        if let style = element[attribute: "style"] { return textStyleFont(style, at: element) }
        if let name = element[attribute: "name"] { return customFont(name, size: size) }
        switch element[attribute: "metaFont"] {
        case "system": return systemFont(size: size, bold: false)
        case "systemBold": return systemFont(size: size, bold: true)
        case let other:
            warn("font \"\(other ?? "")\" in text attributes is not supported yet; the system font is used", at: element)
            return systemFont(size: size, bold: false)
        }
    }
}

/// The order in which an `NSDictionary` of a few string keys enumerates them:
/// by each key's `CFString` hash modulo the table size (3 slots up to 3
/// keys, 7 up to 6, 13 up to 11, CFBasicHash's sizes), the next free slot on
/// a collision. It agrees with Apple's nibs: "NSColor" before "NSFont" (the
/// AppKit pairs `textview_attributedstring`, `textview_multiattr`) and
/// "NSParagraphStyle" before "NSFont" (an Xcode 12.4 label, mapping notes
/// Appendix C.3).
enum AttributeDictionaryOrder {
    static let sizes: [(capacity: Int, size: UInt64)] = [(3, 3), (6, 7), (11, 13), (19, 23), (32, 41), (52, 71)]

    /// The indices of `keys` in enumeration order (insertion in the given order).
    static func order(of keys: [String]) -> [Int] {
        guard keys.count > 1 else { return Array(keys.indices) }
        let size = Int(sizes.first { $0.capacity >= keys.count }?.size ?? UInt64(keys.count * 2 + 1))
        var slots = [Int?](repeating: nil, count: size)
        for (index, key) in keys.enumerated() {
            var slot = Int(hash(key) % UInt64(size))
            while slots[slot] != nil { slot = (slot + 1) % size }
            slots[slot] = index
        }
        return slots.compactMap { $0 }
    }

    /// CoreFoundation's hash of a short string (`__CFStrHashCharacters`): four
    /// UTF-16 units at a time, then one at a time, then shifted by the length.
    static func hash(_ key: String) -> UInt64 {
        let units = Array(key.utf16).map(UInt64.init)
        var result = UInt64(units.count)
        var index = 0
        while index + 4 <= units.count {
            result = result &* 67_503_105 &+ units[index] &* 16_974_593 &+ units[index + 1] &* 66049
                &+ units[index + 2] &* 257 &+ units[index + 3]
            index += 4
        }
        while index < units.count {
            result = result &* 257 &+ units[index]
            index += 1
        }
        return result &+ (result << UInt64(units.count & 31))
    }
}

/// `<paragraphStyle key="NSParagraphStyle">` → `NSMutableParagraphStyle`
/// with UIFoundation's keyed `-encodeWithCoder:` keys, each only when not its
/// default, in its order: `NSAlignment` (the archive's alignments are
/// CoreText's: left 0, right 1, center 2, justified 3, natural 4; left is
/// left out), `NSLineBreakMode`, the lengths and factors as doubles, always
/// `NSTabStops` (nil: the default tabs), then `NSWritingDirection` (left to
/// right 1, right to left 2; natural left out) and
/// `NSAllowsTighteningForTruncation` (decompiled UIKit iOS 18.2 UIFoundation
/// `NSParagraphStyle`; an Xcode 12.4 label's style shows `NSLineBreakMode`,
/// `NSTabStops` nil, `NSWritingDirection`, mapping notes Appendix C.3).
enum ParagraphStyles {
    /// UIFoundation's default truncation tightening factor, which is left out.
    static let defaultTighteningFactor = 0.05

    /// UIKit's `NSTextAlignment` for an archived (CoreText) alignment.
    static func uiKitAlignment(_ archived: Int64) -> Int64 {
        switch archived {
        case 1: 2
        case 2: 1
        default: archived
        }
    }
}

extension UIKitContext {
    /// `element` as an `NSMutableParagraphStyle`.
    mutating func paragraphStyle(_ element: XIBElement) -> Reference {
        let style = builder.addObject("NSMutableParagraphStyle")
        let alignment = enumeration(element, "alignment", ParagraphStyleAttributes.alignments) ?? 4
        if alignment != 0 { append("NSAlignment", .integer(alignment), to: style) }
        if let mode = enumeration(element, "lineBreakMode", ParagraphStyleAttributes.lineBreakModes), mode != 0 {
            append("NSLineBreakMode", .integer(mode), to: style)
        }
        for (name, key) in ParagraphStyleAttributes.lengths {
            guard let value = number(element, name) else { continue }
            let isDefault = name == "tighteningFactorForTruncation" ? value == ParagraphStyles.defaultTighteningFactor : value == 0
            if !isDefault { append(key, .double(value), to: style) }
        }
        append("NSTabStops", .null, to: style)
        if let direction = enumeration(element, "baseWritingDirection", ParagraphStyleAttributes.writingDirections), let direction {
            append("NSWritingDirection", .integer(direction), to: style)
        }
        if element.bool("allowsDefaultTighteningForTruncation") == true {
            append("NSAllowsTighteningForTruncation", .integer(1), to: style)
        }
        for attribute in element.attributes where !ParagraphStyleAttributes.known.contains(attribute.name) {
            warn("<paragraphStyle> attribute \(attribute.name) is not supported yet; left out", at: element)
        }
        for child in element.children {
            warn("<\(child.name)> in a paragraph style is not supported yet; left out", at: child)
        }
        return style
    }

    /// Attribute `name` of `element` looked up in `values`, with a warning for a name not among them.
    private mutating func enumeration<Value>(_ element: XIBElement, _ name: String, _ values: [String: Value]) -> Value? {
        guard let text = element[attribute: name] else { return nil }
        guard let value = values[text] else {
            warn("<\(element.name)> \(name) \"\(text)\" is not known; left out", at: element)
            return nil
        }
        return value
    }
}
