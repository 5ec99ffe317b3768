import IBDocument
import Foundation
import NibBytes
import NibGraph
import XIBReader

/// `<color>` → `NSColor`, in the shapes Apple's ibtool writes:
///
/// - catalog colors (`colorSpace="catalog"`): `NSColorSpace` 6,
///   `NSCatalogName`, `NSColorName` and `NSColor`, the fallback color: a gray
///   in Generic Gray Gamma 2.2 (`NSColorSpace` 3, `NSWhite` as the calibrated
///   gray, `NSCustomColorSpace`, `NSComponents`, `NSLinearExposure`) or an RGB
///   color in sRGB (`NSColorSpace` 1, `NSRGB`, …), or another catalog color;
/// - calibrated and device colors: `NSColorSpace` 1 (calibrated RGB), 2
///   (device RGB), 3 (calibrated white) or 4 (device white) with `NSRGB` or
///   `NSWhite`, the components as C text (`%.10g`, alpha only when not 1);
/// - `colorSpace="custom"` sRGB colors: converted to calibrated RGB, with the
///   sRGB color space and the original components.
///
/// Colors, color spaces and fallbacks with equal values are one object each.
extension AppKitContext {
    /// A catalog color's fallback: a gray or RGB color, or another catalog color.
    enum CatalogFallback {
        /// `NSWhite` text and `NSComponents` text.
        case gray(white: String, components: String)
        /// An sRGB color, archived with its calibrated twin as ``sRGBColor(_:alpha:)`` writes it.
        case sRGB(red: Double, green: Double, blue: Double)
        case catalog(String)
    }

    /// The gray fallbacks: calibrated white 0, 1, 2/3, 1/2 and 1/3, each as
    /// ibtool writes it (its `NSWhite` and `NSComponents` texts).
    static let blackFallback = CatalogFallback.gray(white: "0", components: "0 1")
    static let whiteFallback = CatalogFallback.gray(white: "1", components: "1 1")
    static let lightGrayFallback = CatalogFallback.gray(white: "0.602715373", components: "0.6666666667 1")
    static let grayFallback = CatalogFallback.gray(white: "0.4246723652", components: "0.5 1")
    static let darkGrayFallback = CatalogFallback.gray(white: "0.2637968361", components: "0.3333333333 1")

    /// The System catalog colors Apple's pairs show, with the fallbacks ibtool archives.
    static let catalogColors: [String: CatalogFallback] = {
        let (black, white, control, half, third) = (blackFallback, whiteFallback, lightGrayFallback, grayFallback, darkGrayFallback)
        let blue = CatalogFallback.sRGB(red: 0, green: 0, blue: 1)
        return [
            "controlColor": control, "controlBackgroundColor": control, "selectedTextBackgroundColor": control,
            "controlTextColor": black, "textColor": black, "labelColor": black, "headerTextColor": black,
            "selectedTextColor": black, "selectedControlTextColor": black, "keyboardFocusIndicatorColor": black,
            "textBackgroundColor": white, "headerColor": white, "alternateSelectedControlTextColor": white,
            "gridColor": half, "windowBackgroundColor": half, "tertiaryLabelColor": half,
            "secondaryLabelColor": third, "disabledControlTextColor": third,
            "linkColor": blue, "systemBlueColor": blue, "controlAccentColor": blue,
            "systemRedColor": .sRGB(red: 1, green: 0, blue: 0),
            "textInsertionPointColor": .catalog("systemBlueColor"),
            "_sourceListBackgroundColor": .catalog("controlBackgroundColor"),
        ]
    }()

    /// Fallbacks no Apple nib of the corpus shows, from the OpenStep system
    /// color list (white, light gray 2/3, gray 1/2, dark gray 1/3, black, as
    /// GNUstep's `NSColor` keeps it), which gives Apple's fallback for 12 of
    /// the 14 colors ``catalogColors`` shares with it (not `headerColor`, not
    /// `windowBackgroundColor`).
    static let openStepCatalogColors: [String: CatalogFallback] = {
        let (black, white, lightGray, gray, darkGray) = (blackFallback, whiteFallback, lightGrayFallback, grayFallback, darkGrayFallback)
        return [
            "controlHighlightColor": lightGray, "controlLightHighlightColor": white, "controlShadowColor": darkGray,
            "controlDarkShadowColor": black, "highlightColor": white, "knobColor": lightGray, "scrollBarColor": gray,
            "selectedControlColor": white, "selectedKnobColor": lightGray, "selectedMenuItemColor": white,
            "selectedMenuItemTextColor": black, "shadowColor": black, "windowFrameColor": black, "windowFrameTextColor": white,
        ]
    }()

    /// The `NSColor` of a `<color>` element, or nil (with a warning) when it cannot be read.
    mutating func color(_ element: XIBElement) -> Reference? {
        let space = element[attribute: "colorSpace"]
        switch space {
        case "catalog":
            guard let name = element[attribute: "name"] else {
                warn("<color> in the catalog color space needs a name; it is left out", at: element)
                return nil
            }
            if let catalog = element[attribute: "catalog"], catalog != "System" {
                warn("catalog=\"\(catalog)\" is not supported yet; the System catalog is used", at: element)
            }
            return catalogColor(name, at: element)
        case "calibratedWhite", "deviceWhite":
            let white = number(element, "white") ?? 0
            let alpha = number(element, "alpha") ?? 1
            return plainColor(space: space == "calibratedWhite" ? 3 : 4, key: "NSWhite", components: [white], alpha: alpha)
        case "calibratedRGB", "deviceRGB":
            let rgb = ["red", "green", "blue"].map { number(element, $0) ?? 0 }
            let alpha = number(element, "alpha") ?? 1
            return plainColor(space: space == "calibratedRGB" ? 1 : 2, key: "NSRGB", components: rgb, alpha: alpha)
        case "custom" where element[attribute: "customColorSpace"] == "sRGB":
            let rgb = ["red", "green", "blue"].map { number(element, $0) ?? 0 }
            return sRGBColor(rgb, alpha: number(element, "alpha") ?? 1)
        default:
            let described = space == "custom" ? "customColorSpace=\"\(element[attribute: "customColorSpace"] ?? "")\""
                : "colorSpace=\"\(space ?? "")\""
            warn("<color> with \(described) is not supported yet; it is left out", at: element)
            return nil
        }
    }

    /// A System catalog color by name, with its fallback.
    mutating func catalogColor(_ name: String, at element: XIBElement? = nil) -> Reference {
        let key = "color:catalog:\(name)"
        if let color = pooled[key] { return color }
        let fallback: Reference
        var known = Self.catalogColors[name]
        if known == nil, let assumed = Self.openStepCatalogColors[name] {
            if let element {
                warn("catalog color \"\(name)\" is given the fallback of the OpenStep system color list; "
                    + "no Apple nib of the corpus shows ibtool's", at: element)
            }
            known = assumed
        }
        switch known {
        case .gray(let white, let components)?:
            fallback = fallbackColor(space: 3, key: "NSWhite", text: white, components: components,
                                     profile: ColorSpaceProfile.genericGray)
        case let .sRGB(red, green, blue)?:
            fallback = sRGBColor([red, green, blue], alpha: 1)
        case .catalog(let other)?:
            fallback = catalogColor(other, at: element)
        case nil:
            if let element { warn("catalog color \"\(name)\" has no known fallback; black is used", at: element) }
            fallback = fallbackColor(space: 3, key: "NSWhite", text: "0", components: "0 1",
                                     profile: ColorSpaceProfile.genericGray)
        }
        let color = builder.addObject("NSColor")
        append("NSColorSpace", .integer(6), to: color)
        appendString("NSCatalogName", "System", to: color)
        appendString("NSColorName", name, to: color)
        append("NSColor", .object(fallback), to: color)
        pooled.set(key, color)
        return color
    }

    /// A color in a calibrated or device color space: `NSColorSpace`, then the components as C text.
    mutating func plainColor(space: Int64, key: String, components: [Double], alpha: Double) -> Reference {
        let text = Self.componentText(components + (alpha == 1 ? [] : [alpha]), digits: 10)
        let poolKey = "color:\(space):\(text)"
        if let color = pooled[poolKey] { return color }
        let color = builder.addObject("NSColor")
        append("NSColorSpace", .integer(space), to: color)
        append(key, .data(Array(text.utf8) + [0]), to: color)
        pooled.set(poolKey, color)
        return color
    }

    /// An sRGB color: converted to calibrated RGB (`NSRGB`), with the sRGB
    /// profile and the components as given (`NSComponents`, alpha always).
    mutating func sRGBColor(_ rgb: [Double], alpha: Double) -> Reference {
        // The Mac of the macOS 12 SDK's Xcode and earlier had older colorants (`ColorSpaces`).
        let colorants: ColorSpaces.GenericRGBColorants = options.sdk <= AppKitSDKVersion(12) ? .older : .newer
        let calibrated = ColorSpaces.genericRGB(fromSRGB: rgb, colorants: colorants)
        let text = Self.componentText(calibrated + (alpha == 1 ? [] : [alpha]), digits: 10)
        return fallbackColor(space: 1, key: "NSRGB", text: text, components: Self.componentText(rgb + [alpha], digits: 10),
                             profile: ColorSpaceProfile.sRGB)
    }

    /// A gray or RGB color with a color space of its own: `NSColorSpace`,
    /// the components, `NSCustomColorSpace`, `NSComponents`, `NSLinearExposure`.
    private mutating func fallbackColor(space: Int64, key: String, text: String, components: String,
                                        profile: ColorSpaceProfile) -> Reference {
        let poolKey = "color:fallback:\(space):\(text):\(components)"
        if let color = pooled[poolKey] { return color }
        let color = builder.addObject("NSColor")
        append("NSColorSpace", .integer(space), to: color)
        append(key, .data(Array(text.utf8) + [0]), to: color)
        append("NSCustomColorSpace", .object(colorSpace(profile)), to: color)
        append("NSComponents", .data(Array(components.utf8)), to: color)
        append("NSLinearExposure", .data(Array("1".utf8)), to: color)
        pooled.set(poolKey, color)
        return color
    }

    /// The color spaces archived with fallbacks: `NSID`, `NSModel` (gray only), `NSICC`.
    enum ColorSpaceProfile: String {
        case genericGray, sRGB
    }

    /// One `NSColorSpace` per profile.
    mutating func colorSpace(_ profile: ColorSpaceProfile) -> Reference {
        let key = "colorspace:\(profile.rawValue)"
        if let space = pooled[key] { return space }
        let space = builder.addObject("NSColorSpace")
        switch profile {
        case .genericGray:
            append("NSID", .integer(9), to: space)
            append("NSModel", .integer(0), to: space)
            if let profiles = options.colorProfiles {
                append("NSICC", .object(profileData(profiles.genericGrayGamma22)), to: space)
            }
        case .sRGB:
            append("NSID", .integer(7), to: space)
            if let profiles = options.colorProfiles { append("NSICC", .object(profileData(profiles.sRGB)), to: space) }
        }
        if options.colorProfiles == nil, pooled["colorspace:noted"] == nil {
            pooled.set("colorspace:noted", space)
            log.append(.note, "color spaces are written without ibtool's ICC profiles "
                       + "(give them for identical output: --color-profiles DIR)", at: nil)
        }
        pooled.set(key, space)
        return space
    }

    /// A color space's ICC profile: `NSData`, or before the 11 SDK an
    /// `NSMutableData` (`NS.data`), as the 10.14 SDK's keyed archive of
    /// Apple's AboutBox bundle (Stella in Provenance) holds both its profiles
    /// and the 11 SDK's of adium's AccountProfile bundle holds `NSData`.
    private mutating func profileData(_ bytes: [UInt8]) -> Reference {
        guard options.sdk < AppKitSDKVersion(11) else { return builder.dataObject(bytes) }
        let data = builder.addObject("NSMutableData")
        append("NS.data", .data(bytes), to: data)
        return data
    }

    /// Components as AppKit's color text: each as `%.<digits>g`, separated by spaces.
    static func componentText(_ values: [Double], digits: Int) -> String {
        var text: [UInt8] = []
        for value in values {
            if !text.isEmpty { text.append(UInt8(ascii: " ")) }
            DecimalText.appendGeneral(value, significantDigits: digits, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }
}
