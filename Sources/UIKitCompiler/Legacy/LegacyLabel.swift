import IBDocument
import XIBReader

/// `IBUILabel` → `UILabel`, through the 3.0 `<label>` kind.
///
/// | IB 3 key | 3.0 |
/// |---|---|
/// | `IBUIText` | `text` |
/// | `IBUIFontDescription` / `IBUIFont` (`NSFont`) | `<fontDescription>` (type, or name and size) |
/// | `IBUITextColor`, `IBUIHighlightedColor`, `IBUIShadowColor` | `<color key="textColor">`, `highlightedColor`, `shadowColor` |
/// | `IBUIShadowOffset` `{w, h}` | `<size key="shadowOffset">` |
/// | `IBUIAdjustsFontSizeToFit` (YES when absent: Apple's output of a label without it adjusts) | `adjustsFontSizeToFit` |
/// | `IBUIMinimumFontSize`, `IBUIMinimumScaleFactor` | `minimumFontSize`, `minimumScaleFactor` |
/// | `IBUINumberOfLines` | `numberOfLines` |
/// | `IBUILineBreakMode`, `IBUITextAlignment`, `IBUIBaselineAdjustment` (numbers) | their names |
/// | `IBUIEnabled`, `IBUIPreferredMaxLayoutWidth` | `enabled`, `preferredMaxLayoutWidth` |
/// | `IBUIAutoshrinkMode` | (Interface Builder's choice between the two minimums; the minimum given says it) |
///
/// Up to the iOS 4 SDK a black text color is UIKit's own black, a gray
/// (Apple's iOS 3 and 4 output of labels whose `IBUITextColor` is RGB 0 0 0).
enum LegacyLabel {
    static let keys = LegacyView.keys.union([
        "IBUIText", "IBUIFontDescription", "IBUIFont", "IBUITextColor", "IBUIHighlightedColor", "IBUIShadowColor",
        "IBUIShadowOffset", "IBUIAdjustsFontSizeToFit", "IBUIMinimumFontSize", "IBUIMinimumScaleFactor",
        "IBUINumberOfLines", "IBUILineBreakMode", "IBUITextAlignment", "IBUIBaselineAdjustment", "IBUIEnabled",
        "IBUIPreferredMaxLayoutWidth", "IBUIAutoshrinkMode",
    ])
    static let lineBreakModes = ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]
    static let alignments = ["left", "center", "right", "justified", "natural"]
    static let baselineAdjustments = ["alignBaselines", "alignCenters", "none"]

    static let label = LegacyClass(keys: keys) { context, object, reference in
        var builder = LegacyViewElement.viewKeys(object, &context)
        builder.set("text", context.string("IBUIText", of: object))
        context.fontElement(object, into: &builder)
        context.colorElement("IBUITextColor", of: object, key: "textColor", into: &builder)
        if context.sdk <= 4, let index = builder.children.lastIndex(where: { $0[attribute: "key"] == "textColor" }),
           LegacyLabel.isBlack(builder.children[index]) {
            builder.children[index] = XIBElement(name: "color", attributes: [
                .init(name: "key", value: "textColor"), .init(name: "white", value: "0"), .init(name: "alpha", value: "1"),
                .init(name: "colorSpace", value: "deviceWhite"),
            ], line: builder.line, column: builder.column)
        }
        context.colorElement("IBUIHighlightedColor", of: object, key: "highlightedColor", into: &builder)
        context.colorElement("IBUIShadowColor", of: object, key: "shadowColor", into: &builder)
        if let text = context.string("IBUIShadowOffset", of: object), let size = LegacyContext.numbers(inGeometry: text), size.count == 2 {
            builder.child("size", [("key", "shadowOffset"), ("width", LegacyElementBuilder.text(size[0])),
                                   ("height", LegacyElementBuilder.text(size[1]))])
        }
        builder.set("adjustsFontSizeToFit", context.bool("IBUIAdjustsFontSizeToFit", of: object) ?? true)
        builder.set("minimumFontSize", context.double("IBUIMinimumFontSize", of: object))
        builder.set("minimumScaleFactor", context.double("IBUIMinimumScaleFactor", of: object))
        builder.set("numberOfLines", context.integer("IBUINumberOfLines", of: object).map(Double.init))
        builder.set("lineBreakMode", context.name(context.integer("IBUILineBreakMode", of: object), in: lineBreakModes))
        builder.set("textAlignment", context.name(context.integer("IBUITextAlignment", of: object), in: alignments))
        builder.set("baselineAdjustment", context.name(context.integer("IBUIBaselineAdjustment", of: object), in: baselineAdjustments))
        builder.set("enabled", context.bool("IBUIEnabled", of: object))
        builder.set("preferredMaxLayoutWidth", context.double("IBUIPreferredMaxLayoutWidth", of: object))
        LegacyViewElement.compile(builder, name: "label", of: object, as: reference, &context, with: LabelElement.compile)
    }

    /// Whether a 3.0 `<color>` is opaque black, by RGB or white components.
    static func isBlack(_ color: XIBElement) -> Bool {
        guard (color.double("alpha") ?? 1) == 1 else { return false }
        if let white = color.double("white") { return white == 0 }
        return ["red", "green", "blue"].allSatisfy { color.double($0) == 0 }
    }
}
