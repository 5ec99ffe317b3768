import NibGraph
import XIBReader

/// `<fontDescription>` → `UIFont` with its `UIFontDescriptor`. System fonts
/// are named as the SDK names them; identical fonts are one object. Up to the
/// iOS 4 SDK a font is a name and a size only (``legacyFont(_:size:double:)``).
extension UIKitContext {
    mutating func font(_ element: XIBElement) -> Reference? {
        let size = number(element, "pointSize") ?? 17
        let type = element[attribute: "type"]
        let name = element[attribute: "name"]
        if let style = element[attribute: "style"], type == nil, name == nil { return textStyleFont(style, at: element) }
        guard type != nil || name != nil else {
            warn("<fontDescription> names no font, type or text style; the system font is used", at: element)
            return systemFont(size: size, bold: false)
        }
        if let name, type == nil { return customFont(name, size: size) }
        switch type {
        case "system":
            guard let weightName = element[attribute: "weight"], weightName != "regular" else {
                return systemFont(size: size, bold: false)
            }
            guard let weight = SystemFontWeight(rawValue: weightName) else {
                warn("system font weight \"\(weightName)\" is not known; the regular weight is used", at: element)
                return systemFont(size: size, bold: false)
            }
            warn(SystemFontWeight.unverified, at: element)
            return systemFont(size: size, weight: weight)
        case "boldSystem": return systemFont(size: size, bold: true)
        default:
            warn("font type \"\(type ?? "")\" is not supported yet; the system font is used", at: element)
            return systemFont(size: size, bold: false)
        }
    }

    /// The system font of `size` points, regular or bold.
    mutating func systemFont(size: Double, bold: Bool) -> Reference {
        if sdk <= 4 { return legacyFont(bold ? "Helvetica-Bold" : "Helvetica", size: size) }
        return systemFont(size: size, name: Self.systemFontName(sdk: sdk, size: size, bold: bold),
                          usage: bold ? "CTFontEmphasizedUsage" : "CTFontRegularUsage",
                          override: bold && sdk >= 11 ? "CTFontBoldUsage" : nil, traits: bold ? 2 : 0)
    }

    /// A system font named `name` whose descriptor has the CoreText `usage`
    /// (and `override`, `NSCTFontUIUsageOverrideAttribute`), pooled by both.
    mutating func systemFont(size: Double, name: String, usage: String, override: String?, traits: Int64) -> Reference {
        if sdk <= 4 { return legacyFont(traits == 2 ? "Helvetica-Bold" : "Helvetica", size: size) }
        let key = "font:system:\(name):\(usage):\(size)"
        if let pooled = pooled[key] { return pooled }
        let usagePair = ("NSCTFontUIUsageAttribute", builder.string(usage))
        let sizePair = ("NSFontSizeAttribute", fontSizeNumber(size))
        var attributes = sdk <= 7 ? [sizePair, usagePair] : [usagePair, sizePair]
        if let override { attributes.append(("NSCTFontUIUsageOverrideAttribute", builder.string(override))) }
        // Xcode 27 writes the attributes as an immutable dictionary and the options (Appendix A).
        let font = fontObject(name: name, attributes: attributes,
                              dictionaryClass: writesLNE ? FoundationClasses.dictionary : FoundationClasses.mutableDictionary,
                              options: writesLNE ? 2_147_517_444 : nil, size: size, traits: traits, system: true)
        pooled[key] = font
        return font
    }

    mutating func customFont(_ name: String, size: Double) -> Reference {
        if sdk <= 4 { return legacyFont(name, size: size) }
        let key = "font:\(name):\(size)"
        if let pooled = pooled[key] { return pooled }
        let attributes = [("NSFontSizeAttribute", fontSizeNumber(size)), ("NSFontNameAttribute", builder.string(name))]
        let font = fontObject(name: name, attributes: attributes, dictionaryClass: FoundationClasses.dictionary,
                              options: nil, size: size, traits: 0, system: false)
        pooled[key] = font
        return font
    }

    /// A font as the iOS 3 and 4 SDKs encode it: `UIFontName` and
    /// `UIFontPointSize`, no descriptor and no AppKit fallback (the system font
    /// is Helvetica, written like any other). The iOS 4 SDK adds `UIFontTraits`
    /// (2, bold, for a name with "Bold") and `UISystemFont` false and writes the
    /// size as a double; the iOS 3 SDK writes it as a float, except where
    /// `double` says otherwise (a text field's default font, in Apple's output).
    mutating func legacyFont(_ name: String, size: Double, double: Bool = false) -> Reference {
        let isDouble = double || sdk >= 4
        let key = "legacy-font:\(name):\(size):\(isDouble)"
        if let pooled = pooled[key] { return pooled }
        let font = builder.addObject("UIFont")
        appendString("UIFontName", name, to: font)
        append("UIFontPointSize", isDouble ? .double(size) : .float(Float(size)), to: font)
        if sdk >= 4 {
            append("UIFontTraits", .integer(name.contains("Bold") ? 2 : 0), to: font)
            append("UISystemFont", .bool(false), to: font)
        }
        pooled[key] = font
        return font
    }

    private mutating func fontObject(name: String, attributes: [(String, Reference)], dictionaryClass: String,
                                     options: Int64?, size: Double, traits: Int64, system: Bool) -> Reference {
        let font = builder.addObject("UIFont", fallbacks: ["NSFont"])
        appendString("UIFontName", name, to: font)
        let descriptor = builder.addObject("UIFontDescriptor")
        let pairs = attributes.map { (key: builder.string($0.0), value: $0.1) }
        append("UIFontDescriptorAttributes", .object(builder.dictionary(pairs, className: dictionaryClass)), to: descriptor)
        if let options { append("UIFontDescriptorOptions", .integer(options), to: descriptor) }
        append("UIFontDescriptor", .object(descriptor), to: font)
        append("UIFontPointSize", .double(size), to: font)
        if sdk >= 11 {
            append("UIFontTextStyleForScaling", .null, to: font)
            append("UIFontPointSizeForScaling", .double(0), to: font)
            append("UIFontMaximumPointSizeAfterScaling", .double(0), to: font)
        }
        append("UIFontTraits", .integer(traits), to: font)
        append("UISystemFont", .bool(system), to: font)
        appendString("NSName", name, to: font)
        append("NSSize", .double(size), to: font)
        return font
    }

    /// A font size as an `NSNumber`: an integer when it is whole.
    private mutating func fontSizeNumber(_ size: Double) -> Reference {
        if size == size.rounded(), abs(size) < 1e15 { return builder.number(Int64(size)) }
        return builder.number(size)
    }

    /// The private name UIKit gives its system font in each SDK.
    static func systemFontName(sdk: Int, size: Double, bold: Bool) -> String {
        switch sdk {
        case ...7: bold ? ".HelveticaNeueInterface-MediumP4" : ".HelveticaNeueInterface-M3"
        case 8: bold ? ".HelveticaNeueInterface-MediumP4" : ".HelveticaNeueInterface-Regular"
        case 9...12:
            (size < 20 ? ".SFUIText" : ".SFUIDisplay") + (bold ? "-Bold" : "")
        default: bold ? ".SFUI-Bold" : ".SFUI-Regular"
        }
    }
}
