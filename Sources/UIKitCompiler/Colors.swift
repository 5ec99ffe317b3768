import IBDocument
import Foundation
import NibBytes
import XIBReader

/// `<color>` → `UIColor`: gray colors as one white component, RGB colors as
/// three, each as float32, then the `NSWhite`/`NSRGB` text and color space
/// AppKit reads; system colors lead with their name and are one shared object.
extension UIKitContext {
    mutating func color(_ element: XIBElement) -> Reference? {
        if let name = element[attribute: "cocoaTouchSystemColor"] ?? element[attribute: "systemColor"] {
            // iOS 7's UIKit answers darkTextColor with its black color (Apple's iOS 7 output).
            if sdk <= 7, name == "darkTextColor" { return systemColor("blackColor", at: element) }
            return systemColor(name, at: element)
        }
        if let name = element[attribute: "name"] { return catalogColor(name, at: element) }
        let alpha = number(element, "alpha") ?? 1
        let custom = element[attribute: "colorSpace"] == "custom"
        let space = custom ? element[attribute: "customColorSpace"] : element[attribute: "colorSpace"]
        if let white = number(element, "white") {
            // A custom calibrated white, and up to the iOS 8 SDK any calibrated white,
            // is stored as RGB with the white repeated, unconverted.
            if space == "calibratedWhite", custom || sdk <= 8 {
                return makeColor(.rgb(white, white, white, alpha: alpha), name: nil)
            }
            // Otherwise calibrated white (Generic Gray, gamma 1.8) is matched to the device's gray (the sRGB curve).
            let level = space == "calibratedWhite" ? Self.deviceGray(fromCalibrated: white) : white
            return grayColor(level, alpha: alpha, at: element)
        }
        if let red = number(element, "red"), let green = number(element, "green"), let blue = number(element, "blue") {
            if space == "displayP3" {
                let srgb = ColorSpaces.sRGB(fromDisplayP3: (red, green, blue))
                return makeColor(.rgb(srgb.red, srgb.green, srgb.blue, alpha: alpha), name: nil)
            }
            // A color-matched document's calibrated RGB is matched to sRGB (Apple's iOS 10 SDK storyboard pair).
            if space == "calibratedRGB", !custom, document.root.bool("colorMatched") == true {
                warn(Self.approximateColorMatching, at: element)
                // Xcode 13 (the iOS 15 SDK) and earlier ran on Macs with older colorants (`ColorSpaces`).
                let srgb = ColorSpaces.sRGB(fromGenericRGB: (red, green, blue), colorants: sdk <= 15 ? .older : .newer)
                return makeColor(.rgb(srgb.red, srgb.green, srgb.blue, alpha: alpha), name: nil)
            }
            return makeColor(.rgb(red, green, blue, alpha: alpha), name: nil)
        }
        warn("<color> without components or a system color name is left out", at: element)
        return nil
    }

    /// The warning that a color-matched document's calibrated RGB colors are
    /// converted with Generic RGB colorants fitted to Apple's output
    /// (`ColorSpaces`): Apple's known conversions come out the same, others
    /// may differ in the last float32 digit.
    static let approximateColorMatching = "calibrated RGB colors of a color-matched document are converted to sRGB "
        + "with Generic RGB colorants fitted to Apple's output; a color no Apple nib shows may differ in its last float32 digit"

    /// A gray as `+[UIColor colorWithWhite:alpha:]` makes it: UIKit's named
    /// white, black and clear colors for those values (Apple's iOS 10 SDK
    /// storyboard pair: a calibrated white 1 tint is `whiteColor`, the same
    /// object as a white text attribute), a plain gray otherwise.
    mutating func grayColor(_ white: Double, alpha: Double, at element: XIBElement) -> Reference? {
        // Compared as the archive's float32 components (color matching may leave 1 + ε).
        switch (Float(white), Float(alpha)) {
        case (1, 1): systemColor("whiteColor", at: element)
        case (0, 1): systemColor("blackColor", at: element)
        case (0, 0): systemColor("clearColor", at: element)
        default: makeColor(.gray(white, alpha: alpha), name: nil)
        }
    }

    /// A named system color, with the components the document's resources
    /// give it (or, as Xcode 11 wrote them, the color element itself), or UIKit's own.
    mutating func systemColor(_ name: String, at element: XIBElement) -> Reference? {
        // From iOS 7 to 12 UIKit answers some named colors with another one, archived under its name.
        if (7...12).contains(sdk), let alias = Self.systemColorAliases[name] { return systemColor(alias, at: element) }
        let inline = element[attribute: "systemColor"] == name && (element[attribute: "white"] ?? element[attribute: "red"]) != nil
        if let components = inline ? element : document.resource("systemColor", named: name)?.child(named: "color") {
            let alpha = number(components, "alpha") ?? 1
            if let white = number(components, "white") { return makeColor(.gray(white, alpha: alpha), name: name) }
            let (red, green, blue) = (number(components, "red") ?? 0, number(components, "green") ?? 0, number(components, "blue") ?? 0)
            return makeColor(.rgb(red, green, blue, alpha: alpha), name: name)
        }
        if let known = Self.systemColors[name] { return makeColor(.gray(known.white, alpha: known.alpha), name: name) }
        if sdk <= 6, let selector = Self.patternColors[name] {
            warn("system color \"\(name)\" is written as UIKit's pattern color (its name and UIPatternSelector), "
                + "a form known from the mapping notes, not from Apple's output", at: element)
            return makeColor(.pattern(selector), name: name)
        }
        if (7...12).contains(sdk), let known = Self.iOS7SystemRGBColors[name] {
            warn("system color \"\(name)\" has no components in the document's resources; "
                + "Apple's documented iOS 7 to 12 value is assumed", at: element)
            return makeColor(.rgb(known.red, known.green, known.blue, alpha: known.alpha), name: name)
        }
        if let known = Self.systemRGBColors[name] {
            if Self.documentedSystemColors.contains(name) {
                warn("system color \"\(name)\" has no components in the document's resources; "
                    + "Apple's documented light-mode value is assumed", at: element)
            }
            return makeColor(.rgb(known.red, known.green, known.blue, alpha: known.alpha), name: name)
        }
        warn("system color \"\(name)\" has no components in the document's resources; black is used", at: element)
        return makeColor(.gray(0, alpha: 1), name: name)
    }

    /// A named asset-catalog color (`<color name="X"/>`), with the components of
    /// the document's `<namedColor name="X">` resource as its fallback (the
    /// mapping notes' Xcode 12.4 form).
    mutating func catalogColor(_ name: String, at element: XIBElement) -> Reference? {
        guard let resource = document.resource("namedColor", named: name)?.child(named: "color") else {
            warn("named color \"\(name)\" has no components in the document's resources; black is its fallback", at: element)
            return makeColor(.gray(0, alpha: 1), name: nil, catalogName: name)
        }
        let alpha = number(resource, "alpha") ?? 1
        if let white = number(resource, "white") { return makeColor(.rgb(white, white, white, alpha: alpha), name: nil, catalogName: name) }
        let (red, green, blue) = (number(resource, "red") ?? 0, number(resource, "green") ?? 0, number(resource, "blue") ?? 0)
        return makeColor(.rgb(red, green, blue, alpha: alpha), name: nil, catalogName: name)
    }

    /// The color of text left as `<nil key="textColor"/>`: black before iOS 13, `labelColor` from it.
    mutating func defaultTextColor(at element: XIBElement) -> Reference? {
        sdk >= 13 ? systemColor("labelColor", at: element) : systemColor("blackColor", at: element)
    }

    /// A color's components as `UIColor` archives them.
    enum ColorValue: Hashable {
        case gray(Double, alpha: Double)
        case rgb(Double, Double, Double, alpha: Double)
        /// A color UIKit makes from the class method of this name (`UIPatternSelector`), with no components.
        case pattern(String)

        /// The components rounded to float32, as the archive's `UIWhite`/`UIRed`… hold them.
        var float32: ColorValue {
            func f(_ value: Double) -> Double { Double(Float(value)) }
            return switch self {
            case let .gray(white, alpha): .gray(f(white), alpha: f(alpha))
            case let .rgb(red, green, blue, alpha): .rgb(f(red), f(green), f(blue), alpha: f(alpha))
            case .pattern: self
            }
        }
    }

    /// What makes two colors one object: their name (when it counts) and components.
    struct ColorKey: Hashable {
        let name: String?
        let catalogName: String?
        let value: ColorValue
    }

    /// The `UIColor` of `value` (named `name` when a system color). Equal colors
    /// are one object, as ibtool's encoder merges equal values (Apple's output
    /// shares equal plain colors in iOS 7, 8 and 15 pairs). In iOS 7 a named
    /// color equals a plain color of the same float32 components (a white
    /// background reuses an earlier `tableBackgroundColor`); later SDKs keep
    /// named colors apart, as no pair shows otherwise. From iOS 13 the
    /// `-Double` twins keep what float32 drops, so equality is on the doubles.
    mutating func makeColor(_ value: ColorValue, name: String?, catalogName: String? = nil) -> Reference {
        let key = ColorKey(name: sdk <= 7 ? nil : name, catalogName: catalogName, value: sdk >= 13 ? value : value.float32)
        if let pooled = pooledColors[key] { return pooled }
        // The NSColor fallback class is written from the iOS 7 SDK on (Apple's iOS 6 era legacy pairs have none).
        let color = builder.addObject("UIColor", fallbacks: sdk >= 7 ? ["NSColor"] : [])
        // System color names are archived from the iOS 6 SDK on (a black label text in the iOS 3 and 4 pairs has none).
        if let name, sdk >= 6 { appendString("UISystemColorName", name, to: color) }
        // An asset-catalog color: its name, looked up in the nib's bundle, then its components as the fallback.
        if let catalogName {
            appendString("UIDynamicCatalogName", catalogName, to: color)
            append("UIDynamicCatalogUseNibBundle", .bool(true), to: color)
        }
        switch value {
        case let .gray(white, alpha):
            append("UIColorComponentCount", .integer(2), to: color)
            appendComponent("UIWhite", white, to: color)
            appendComponent("UIAlpha", alpha, to: color)
            // AppKit's components (`NSWhite`/`NSRGB`, `NSColorSpace`) follow from the iOS 6 SDK; the iOS 3 and 4 pairs have none.
            guard sdk >= 6 else { break }
            append("NSWhite", .data(Self.componentText([white], alpha: alpha)), to: color)
            append("NSColorSpace", .integer(4), to: color)
        case let .rgb(red, green, blue, alpha):
            append("UIColorComponentCount", .integer(4), to: color)
            for (key, component) in [("UIRed", red), ("UIGreen", green), ("UIBlue", blue), ("UIAlpha", alpha)] {
                appendComponent(key, component, to: color)
            }
            guard sdk >= 6 else { break }
            append("NSRGB", .data(Self.componentText([red, green, blue], alpha: alpha)), to: color)
            append("NSColorSpace", .integer(2), to: color)
        case let .pattern(selector):
            appendString("UIPatternSelector", selector, to: color)
        }
        pooledColors[key] = color
        return color
    }

    /// A component as float32; from the iOS 13 SDK followed by its `-Double`
    /// twin when float32 cannot hold the value exactly. Xcode 27 rounds the
    /// double to 10 significant digits first (an Apple launch-screen nib:
    /// 0.070588235294117646 is 0.07058823529).
    private mutating func appendComponent(_ key: String, _ given: Double, to color: Reference) {
        let value = writesLNE ? Self.roundedToTenDigits(given) : given
        append(key, .float(Float(value)), to: color)
        if sdk >= 13, Double(Float(value)) != value { append(key + "-Double", .double(value), to: color) }
    }

    /// `value` rounded to 10 significant digits, as `%.10g` prints it: scaled
    /// by an exact power of ten, rounded, and scaled back with one division,
    /// which gives the double nearest the printed decimal. Values too small
    /// or large for an exact scale are kept.
    static func roundedToTenDigits(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        var exponent = 0
        var magnitude = abs(value)
        while magnitude >= 10 { magnitude /= 10; exponent += 1 }
        while magnitude < 1 { magnitude *= 10; exponent -= 1 }
        let digits = 9 - exponent
        guard (0...22).contains(digits) else { return value }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// Components as AppKit's text form: each like C's `%.3g`, space-separated,
    /// with alpha only when it is not 1.
    static func componentText(_ components: [Double], alpha: Double) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(8 * (components.count + 1))
        for component in alpha == 1 ? components : components + [alpha] {
            if !text.isEmpty { text.append(UInt8(ascii: " ")) }
            DecimalText.appendGeneral(Double(Float(component)), significantDigits: 3, to: &text)
        }
        return text
    }

    /// A Generic Gray (gamma 1.8) level as the sRGB transfer curve encodes the same light.
    static func deviceGray(fromCalibrated white: Double) -> Double {
        ColorSpaces.deviceGray(fromCalibrated: white)
    }

    /// UIKit's RGB named colors that ibtool writes in place of a default (a
    /// table's white background, a cell's background up to the iOS 9 SDK).
    ///
    /// Also the iOS 13 named colors that documents saved by Xcode 11 use
    /// without a resource entry, with the components Interface Builder writes
    /// in other documents' `<systemColor>` resource entries (the shared
    /// corpus: the grouped and secondary backgrounds 242 242 247, link and
    /// system blue 0 122 255, the secondary label 60 60 67 at 0.6), or for the ones no document shows
    /// (``documentedSystemColors``) Apple's documented light-mode values.
    static let systemRGBColors: [String: (red: Double, green: Double, blue: Double, alpha: Double)] = [
        "tableBackgroundColor": (1, 1, 1, 1), "tableCellBackgroundColor": (1, 1, 1, 1),
        "groupTableViewBackgroundColor": (242 / 255, 242 / 255, 247 / 255, 1),
        "systemGroupedBackgroundColor": (242 / 255, 242 / 255, 247 / 255, 1),
        "secondarySystemBackgroundColor": (242 / 255, 242 / 255, 247 / 255, 1),
        "systemBlueColor": (0, 122 / 255, 1, 1), "linkColor": (0, 122 / 255, 1, 1),
        "systemIndigoColor": (88 / 255, 86 / 255, 214 / 255, 1),
        "separatorColor": (60 / 255, 60 / 255, 67 / 255, 0.29),
        "secondaryLabelColor": (60 / 255, 60 / 255, 67 / 255, 0.6),
    ]
    /// The ``systemRGBColors`` whose components no Interface Builder resource entry in the corpus shows.
    static let documentedSystemColors: Set<String> = ["systemGroupedBackgroundColor", "systemIndigoColor", "separatorColor"]
    /// Named colors that up to the iOS 6 SDK, when UIKit drew them from an
    /// image, are archived as pattern colors: the name and the class method
    /// that makes it, no components (the mapping notes' "older iOS pattern
    /// colors" row, from a 2015 reimplementation's reading of ibtool's output).
    /// From iOS 7 the group table background is a plain color
    /// (``iOS7SystemRGBColors``, then from iOS 13 ``systemRGBColors``).
    static let patternColors: [String: String] = ["groupTableViewBackgroundColor": "groupTableViewBackgroundColor"]
    /// Named colors whose iOS 7 to 12 value differs from the iOS 13 one:
    /// Apple's documented iOS 7 group table background, #EFEFF4.
    static let iOS7SystemRGBColors: [String: (red: Double, green: Double, blue: Double, alpha: Double)] = [
        "groupTableViewBackgroundColor": (239 / 255, 239 / 255, 244 / 255, 1),
    ]
    /// Named colors that the iOS 7 to 12 SDKs answer with another named color.
    static let systemColorAliases: [String: String] = ["tableCellGroupedBackgroundColor": "whiteColor"]

    /// UIKit's named colors that older documents use without a resource entry.
    static let systemColors: [String: (white: Double, alpha: Double)] = [
        "blackColor": (0, 1), "darkTextColor": (0, 1), "labelColor": (0, 1), "systemBackgroundColor": (1, 1), "whiteColor": (1, 1), "lightTextColor": (1, 0.6),
        "clearColor": (0, 0), "darkGrayColor": (1.0 / 3, 1), "lightGrayColor": (2.0 / 3, 1), "grayColor": (0.5, 1),
    ]
}

/// UIKit's named colors that documents use without a resource entry, as
/// sRGB components (public for the renderer).
public enum SystemColors {
    /// The components of UIKit's named color `name`, or nil when the compiler does not know it.
    public static func components(named name: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        if let gray = UIKitContext.systemColors[name] { return (gray.white, gray.white, gray.white, gray.alpha) }
        return UIKitContext.systemRGBColors[name]
    }
}
