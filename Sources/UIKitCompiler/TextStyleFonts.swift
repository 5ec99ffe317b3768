import NibGraph
import XIBReader

/// `<fontDescription style="UICTFontTextStyle…">` → a `UIFont` that names its
/// text style: `UIFontName` (the regular system font), `UIIBTextStyle`,
/// `UIFontPointSize` 0, the iOS 11+ scaling keys, `UIFontTraits` 0,
/// `UISystemFont` YES, `NSName` and `NSSize` (the style's size where ibtool
/// runs); no font descriptor. One object per style.
///
/// This is the mapping notes' §1.9 (byte-verified Xcode output for Body, whose
/// `NSSize` is 14). 14 is Body's size at the extra-small content size
/// category, so the other styles take their extra-small sizes from UIKit's
/// published Dynamic Type table; that inference, the traits of Headline
/// (semibold) and the form before the iOS 13 SDK's font names are not shown
/// by Apple output (older SDKs warn).
extension UIKitContext {
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 31, "UICTFontTextStyleTitle1": 25, "UICTFontTextStyleTitle2": 19,
        "UICTFontTextStyleTitle3": 17, "UICTFontTextStyleHeadline": 14, "UICTFontTextStyleBody": 14,
        "UICTFontTextStyleCallout": 13, "UICTFontTextStyleSubhead": 12, "UICTFontTextStyleFootnote": 12,
        "UICTFontTextStyleCaption1": 11, "UICTFontTextStyleCaption2": 11,
    ]

    mutating func textStyleFont(_ style: String, at element: XIBElement) -> Reference {
        let key = "font:style:" + style
        if let pooled = pooled[key] { return pooled }
        if sdk < 13 {
            warn("text-style fonts are known from recent SDKs only; the iOS \(sdk) SDK's form may differ", at: element)
        }
        let size = Self.textStyleSizes[style] ?? {
            warn("text style \"\(style)\" has no known size; Body's is used", at: element)
            return 14
        }()
        let font = builder.addObject("UIFont", fallbacks: ["NSFont"])
        let name = builder.string(Self.systemFontName(sdk: sdk, size: size, bold: false))
        append("UIFontName", .object(name), to: font)
        appendString("UIIBTextStyle", style, to: font)
        append("UIFontPointSize", .double(0), to: font)
        if sdk >= 11 {
            append("UIFontTextStyleForScaling", .null, to: font)
            append("UIFontPointSizeForScaling", .double(0), to: font)
            append("UIFontMaximumPointSizeAfterScaling", .double(0), to: font)
        }
        append("UIFontTraits", .integer(0), to: font)
        append("UISystemFont", .bool(true), to: font)
        append("NSName", .object(name), to: font)
        append("NSSize", .double(size), to: font)
        pooled[key] = font
        return font
    }
}
