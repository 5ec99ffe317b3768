import NibGraph
import XIBReader

/// `<font>` → `NSFont`: `NSName`, `NSSize` (float64), `NSfFlags`.
///
/// A meta font (`metaFont="system"`, `smallSystem`, `label`, …) is the system
/// font, regular or bold, at the size the element gives or the meta font's
/// own; its `NSfFlags` hold the font's role (as Apple's output shows: 0x14
/// for `system`, 0x1C for `smallSystem`, …) in the low byte, the role's low
/// nibble again in bits 8–11, and for some roles bit 12. A font named by
/// `name` has role 0x10; a font that follows the appearance
/// (`usesAppearanceFont="YES"`) is the system font in the `system` role
/// (0x414) with `NSFontUsesAppearanceFontSize` before its size. A meta font that is a text
/// style (`titleBar` is the headline style) writes `NSTextStyleDescriptor`, an
/// `NSFontDescriptor` naming the style, and `NSHasWidth` false after its flags.
/// Equal fonts are one object.
extension AppKitContext {
    /// A meta font: its font name, default size and `NSfFlags`.
    struct MetaFont {
        let bold: Bool
        let size: Double
        let flags: Int64
        /// The text style the font stands for (`UICTFontTextStyle…`), if any.
        var textStyle: String?
        /// The font's name when it is neither the regular nor the bold system font.
        var name: String?
    }

    /// The meta fonts Apple's pairs show, by `metaFont` value.
    static let metaFonts: [String: MetaFont] = [
        "system": MetaFont(bold: false, size: 13, flags: 0x414),
        "systemBold": MetaFont(bold: true, size: 13, flags: 0x818),
        // The Flycut bundle (12 SDK): 13 points.
        "systemSemibold": MetaFont(bold: false, size: 13, flags: 0x1814, name: ".AppleSystemUIFontDemi"),
        "smallSystem": MetaFont(bold: false, size: 11, flags: 0xC1C),
        "smallSystemBold": MetaFont(bold: true, size: 11, flags: 0xD1D),
        "miniSystem": MetaFont(bold: false, size: 9, flags: 0xE1E),
        "miniSystemBold": MetaFont(bold: true, size: 9, flags: 0xF1F),
        "label": MetaFont(bold: false, size: 10, flags: 0xB1B),
        "cellTitle": MetaFont(bold: false, size: 12, flags: 0x1313),
        "message": MetaFont(bold: false, size: 13, flags: 0x616),
        "menu": MetaFont(bold: false, size: 13, flags: 0x616),
        "menuBar": MetaFont(bold: false, size: 14, flags: 0x1010),
        "titleBar": MetaFont(bold: true, size: 13, flags: 0x313, textStyle: "UICTFontTextStyleHeadline"),
        "toolTip": MetaFont(bold: false, size: 11, flags: 0x919),
        "controlContent": MetaFont(bold: false, size: 12, flags: 0xA1A),
        "palette": MetaFont(bold: false, size: 11, flags: 0x717),
    ]

    static let systemFontName = ".AppleSystemUIFont"
    static let boldSystemFontName = ".AppleSystemUIFontBold"

    /// The name the regular system font of `size` points archives under:
    /// from the 10.11 SDK (San Francisco) up to the 10.14 SDK, whose system
    /// font at 20 points and more is SF Display, it is ".SFNSDisplay" there
    /// (the 10.14 SDK's AboutBox bundle: 24 points; 13 points stays
    /// ".AppleSystemUIFont"); the 10.15 SDK's single SF font has one name.
    func regularSystemFontName(size: Double) -> String {
        let sanFranciscoOpticalSizes = AppKitSDKVersion(10, 11)..<AppKitSDKVersion(10, 15)
        return sanFranciscoOpticalSizes.contains(options.sdk) && size >= 20 ? ".SFNSDisplay" : Self.systemFontName
    }

    /// The `NSFont` of a `<font>` element.
    mutating func font(_ element: XIBElement) -> Reference {
        let size = number(element, "size")
        if element.bool("usesAppearanceFont") == true {
            return fontObject(name: Self.systemFontName, size: size ?? 13, flags: 0x414, appearance: true)
        }
        if let meta = element[attribute: "metaFont"] {
            // `user` is the user's font: Helvetica 12 in Apple's output, flagged as a named font.
            if meta == "user" {
                return fontObject(name: element[attribute: "name"] ?? "Helvetica", size: size ?? 12, flags: 0x111)
            }
            guard let known = Self.metaFonts[meta] else {
                warn("metaFont=\"\(meta)\" is not supported yet; the system font is used", at: element)
                return fontObject(name: Self.systemFontName, size: size ?? 13, flags: 0x414)
            }
            let fontSize = size ?? known.size
            let name = known.name ?? (known.bold ? Self.boldSystemFontName : regularSystemFontName(size: fontSize))
            // Before the 26 SDK the menu font had a role of its own (0x515 in the
            // Flycut bundle's pop-up, 12 SDK); today's ibtool gives it the message font's.
            let flags = meta == "menu" && options.sdk < AppKitSDKVersion(26) ? 0x515 : known.flags
            return fontObject(name: name, size: fontSize, flags: flags, textStyle: known.textStyle)
        }
        if let name = element[attribute: "name"] {
            return fontObject(name: name, size: size ?? 13, flags: 0x10)
        }
        return fontObject(name: regularSystemFontName(size: size ?? 13), size: size ?? 13, flags: 0x414)
    }

    /// The system font of `size` points at the `system` meta font's role (a control's default font).
    mutating func systemFont(size: Double = 13) -> Reference {
        fontObject(name: regularSystemFontName(size: size), size: size, flags: 0x414)
    }

    /// One `NSFont` per distinct name, size, flags and appearance.
    mutating func fontObject(name: String, size: Double, flags: Int64, appearance: Bool = false,
                             textStyle: String? = nil) -> Reference {
        let key = "font:\(name):\(size):\(flags):\(appearance):\(textStyle ?? "")"
        if let font = pooled[key] { return font }
        let font = builder.addObject("NSFont")
        appendString("NSName", name, to: font)
        if appearance { append("NSFontUsesAppearanceFontSize", .bool(true), to: font) }
        append("NSSize", .double(size), to: font)
        append("NSfFlags", .integer(flags), to: font)
        if let textStyle {
            append("NSTextStyleDescriptor", .object(textStyleDescriptor(textStyle, size: size)), to: font)
            append("NSHasWidth", .bool(false), to: font)
        }
        pooled.set(key, font)
        return font
    }

    /// The `NSFontDescriptor` of text style `style` at `size` points: its size
    /// category (3, the default), the style as its UI usage, and its size.
    mutating func textStyleDescriptor(_ style: String, size: Double) -> Reference {
        let attributes = builder.dictionary([
            (builder.string("NSCTFontSizeCategoryAttribute"), builder.number(Int64(3))),
            (builder.string("NSCTFontUIUsageAttribute"), builder.string(style)),
            (builder.string("NSFontSizeAttribute"), builder.number(size)),
        ])
        let descriptor = builder.addObject("NSFontDescriptor")
        append("NSFontDescriptorAttributes", .object(attributes), to: descriptor)
        append("NSFontDescriptorOptions", .integer(0x8000_8404), to: descriptor)
        return descriptor
    }
}
