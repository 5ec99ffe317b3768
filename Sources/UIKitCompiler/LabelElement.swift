import NibBytes
import XIBReader

/// `<label>` → `UILabel`: the view keys, then text, font, colors, shadow,
/// sizing and alignment in `-[UILabel encodeWithCoder:]`'s order. Up to the
/// iOS 4 SDK the text is a plain string, the baseline adjustment comes right
/// after the shadow offset and there is no minimum scale factor. A label a
/// table view cell names as its `textLabel` or `detailTextLabel` is a `UITableViewLabel`.
///
/// Attributed text (`<attributedString key="attributedText">`) is written as
/// `-[UILabel encodeWithCoder:]` does (decompiled UIKit, iOS 18.2): `UIText`
/// is its plain text, the font, text color and alignment are its first run's
/// (UIKit's documented `attributedText` behaviour), and an
/// `NSMutableAttributedString` follows as `UIAttributedText` before
/// `UIMinimumScaleFactor`, that is, before the last key of a label without
/// one, as Apple's Xcode 12.4 cell labels show (mapping notes, Appendix C.5).
enum LabelElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        let isCellLabel = element[attribute: "id"].map { context.tableViewLabelIDs.contains($0) } ?? false
        let className = isCellLabel ? "UITableViewLabel" : "UILabel"
        context.beginObject(object, of: element, className: className)
        context.appendViewKeys(element, to: object)
        let attributedElement = element.child(named: "attributedString", key: "attributedText")
        if let attributedElement {
            // The plain text of the attributed text, not localized on its own.
            context.append("UIText", .object(context.text(AttributedText.plainText(of: attributedElement), key: nil)), to: object)
        } else if let text = element[attribute: "text"] ?? element.child(named: "string", key: "text")?.stringContent {
            let key = element[attribute: "id"].map { $0 + ".text" }
            let value = (6...7).contains(context.sdk) ? context.mutableText(text, key: key) : context.text(text, key: key)
            context.append("UIText", .object(value), to: object)
        }
        let attributed = attributedElement.map { context.attributedTextFirstRun($0) }
        let fontElement = element.child(named: "fontDescription", key: "fontDescription")
        appendAdjustsFontForContentSizeCategory(element, to: object, in: &context)
        let font = attributed?.font ?? fontElement.flatMap { context.font($0) } ?? context.systemFont(size: 17, bold: false)
        context.append("UIFont", .object(font), to: object)
        let textColor = element.child(named: "color", key: "textColor").flatMap { context.color($0) }
        if let color = attributed?.color ?? textColor ?? context.defaultLabelTextColor(at: element) {
            context.append("UITextColor", .object(color), to: object)
        }
        if let highlighted = element.child(named: "color", key: "highlightedColor").flatMap({ context.color($0) }) {
            context.append("UIHighlightedColor", .object(highlighted), to: object)
        }
        if let shadow = element.child(named: "color", key: "shadowColor").flatMap({ context.color($0) }) {
            context.append("UIShadowColor", .object(shadow), to: object)
        }
        let offset = element.child(named: "size", key: "shadowOffset")
        context.append("UIShadowOffset", context.geometry([offset?.double("width") ?? 0, offset?.double("height") ?? -1]), to: object)
        let baseline = element[attribute: "baselineAdjustment"].flatMap { TextEnumerations.baselineAdjustments[$0] } ?? 0
        let isLegacy = context.sdk <= 4
        if isLegacy, baseline != 0 { context.append("UIBaselineAdjustment", .integer(baseline), to: object) }

        let minimumFontSize = element.double("minimumFontSize")
        // Xcode 27 reads a label without the attribute as autoshrinking (Interface
        // Builder leaves it out for YES) with a minimum font size of 8.5 when the
        // document gives none (omarchy's `build_label`, from its Main.storyboard goldens).
        let implied = context.writesLNE && element[attribute: "adjustsFontSizeToFit"] == nil
        let adjusts = element.bool("adjustsFontSizeToFit") ?? (implied || minimumFontSize != nil)
        if adjusts { context.append("UIAdjustsFontSizeToFit", .bool(true), to: object) }
        if let size = minimumFontSize ?? (implied ? 8.5 : nil) {
            context.append("UIMinimumFontSize", .float(Float(size)), to: object)
        }
        if let lines = element.integer("numberOfLines"), lines != 1 { context.append("UINumberOfLines", .integer(lines), to: object) }
        let lineBreak = element[attribute: "lineBreakMode"].flatMap { TextEnumerations.lineBreakModes[$0] } ?? 4
        if lineBreak != 4 { context.append("UILineBreakMode", .integer(lineBreak), to: object) }
        let alignment = attributed?.alignment
            ?? element[attribute: "textAlignment"].flatMap { TextEnumerations.alignments[$0] } ?? 0
        // Up to the iOS 8 SDK the left alignment (0) is left out.
        if alignment != 0 || context.sdk >= 9 { context.append("UITextAlignment", .integer(alignment), to: object) }
        // After the alignment, as -[UILabel encodeWithCoder:] (iOS 18.2) writes them, each only when not UIKit's default.
        if element.bool("enabled") == false { context.append("UIEnabled", .bool(false), to: object) }
        if element.bool("enablesMarqueeWhenAncestorFocused") == true {
            context.append("UIEnablesMarqueeWhenAncestorFocused", .bool(true), to: object)
        }
        if !isLegacy, baseline != 0 { context.append("UIBaselineAdjustment", .integer(baseline), to: object) }
        if let attributedElement {
            let string = context.attributedString(attributedElement, className: "NSMutableAttributedString")
            context.append("UIAttributedText", .object(string), to: object)
        }
        if !isLegacy {
            if let factor = element.double("minimumScaleFactor") {
                context.append("UIMinimumScaleFactor", .float(Float(factor)), to: object)
            } else if adjusts, let minimumFontSize {
                let size = fontElement?.double("pointSize") ?? 17
                context.append("UIMinimumScaleFactor", .float(Float(minimumFontSize / size)), to: object)
            }
        }
        // Between the scale factor and the preferred width, as -[UILabel encodeWithCoder:] (iOS 18.2) writes it.
        if element.bool("adjustsLetterSpacingToFitWidth") == true {
            context.append("UIAdjustsLetterSpacingToFit", .bool(true), to: object)
        }
        if let width = element.double("preferredMaxLayoutWidth") {
            context.append("UIPreferredMaxLayoutWidth", .float(Float(width)), to: object)
        }
        if context.sdk >= 10 {
            // Xcode 27 sets it for a label without a text color too (Appendix A's
            // label), but not for one whose text color is `<nil key="textColor"/>`
            // (omarchy's `build_label`, from its Main.storyboard goldens).
            let nilTextColor = element.child(named: "nil", key: "textColor") != nil
            var disables = textColor != nil || (context.writesLNE && !nilTextColor)
            // A cell's own labels: NO for its text label, YES for its detail
            // label (omarchy's `_cell_label` @a5db6ba, from the
            // SettingsTableViewCell golden, whose two labels both have a nil text color).
            if context.writesLNE, isCellLabel, let id = element[attribute: "id"] {
                disables = context.tableViewDetailLabelIDs.contains(id)
            }
            context.append("UIDisableUpdateTextColorOnTraitCollectionChange", .bool(disables), to: object)
        }
        context.warnUnhandled(element, attributes: attributes, children: children)
        context.endObject(object, of: element, className: className)
    }

    /// The attributes a label compiles (besides a view's), and those
    /// Interface Builder keeps for itself (`usesAttributedText` says the
    /// text is the `attributedText` child).
    static let attributes: NameSet = [
        "text", "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment", "adjustsFontSizeToFit",
        "minimumScaleFactor", "minimumFontSize", "adjustsFontForContentSizeCategory", "preferredMaxLayoutWidth",
        "adjustsLetterSpacingToFitWidth", "enabled", "enablesMarqueeWhenAncestorFocused", "usesAttributedText",
    ]
    /// The children a label compiles (besides a view's).
    static let children: NameSet = ["fontDescription", "nil", "size", "attributedString", "string"]
}

extension LabelElement {
    /// `adjustsFontForContentSizeCategory="YES"` (iOS 10) → `UIAdjustsFontForContentSizeCategory`
    /// YES right before `UIFont`, where Xcode 27 writes it for labels and text
    /// fields (omarchy's `build_label` and `build_text_field`, from its Inspector
    /// and Main.storyboard goldens) and -[UILabel encodeWithCoder:] (iOS 18.2)
    /// writes it; NO, UIKit's default, writes nothing.
    /// Whether it wrote the key.
    @discardableResult
    static func appendAdjustsFontForContentSizeCategory(_ element: XIBElement, to object: Reference,
                                                        in context: inout UIKitContext) -> Bool {
        guard context.sdk >= 10, element.bool("adjustsFontForContentSizeCategory") == true else { return false }
        context.append("UIAdjustsFontForContentSizeCategory", .bool(true), to: object)
        return true
    }
}

extension UIKitContext {
    /// A label's text as iOS 7 stores it: an `NSMutableString` (one per distinct
    /// text), or an `NSLocalizableString` when the output is localizable.
    mutating func mutableText(_ text: String, key: String?) -> Reference {
        if options.localizableStrings, key != nil { return self.text(text, key: key) }
        let text = key.flatMap { options.translations[$0] } ?? text
        let poolKey = "mutable-string:" + text
        if let pooled = pooled[poolKey] { return pooled }
        let reference = builder.unpooledString(text, className: "NSMutableString")
        pooled[poolKey] = reference
        return reference
    }

    /// The color of a label without `<color key="textColor">`: in iOS 7 a plain
    /// black RGB color (Apple's iOS 7 output), later as `defaultTextColor`.
    mutating func defaultLabelTextColor(at element: XIBElement) -> Reference? {
        guard sdk <= 7 else { return defaultTextColor(at: element) }
        return makeColor(.rgb(0, 0, 0, alpha: 1), name: nil)
    }
}

/// The text enumerations of UIKit, by their Interface Builder names.
enum TextEnumerations {
    static let alignments: [String: Int64] = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
    static let lineBreakModes: [String: Int64] = [
        "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
    ]
    static let baselineAdjustments: [String: Int64] = ["alignBaselines": 0, "alignCenters": 1, "none": 2]
    static let borderStyles: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3]
    static let horizontalAlignments: [String: Int64] = [
        "center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5,
    ]
    static let verticalAlignments: [String: Int64] = ["center": 0, "top": 1, "bottom": 2, "fill": 3]
}
