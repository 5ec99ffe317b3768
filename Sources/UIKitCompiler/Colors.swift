import Foundation
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
        let alpha = element.double("alpha") ?? 1
        let space = element[attribute: "colorSpace"] == "custom" ? element[attribute: "customColorSpace"] : element[attribute: "colorSpace"]
        if let white = element.double("white") {
            // iOS 7-era ibtool stores calibrated white as RGB with the white repeated, unconverted.
            if sdk <= 7, space == "calibratedWhite" {
                return rgbColor(red: white, green: white, blue: white, alpha: alpha, name: nil)
            }
            // A custom calibrated white is stored as RGB with the white repeated.
            if element[attribute: "colorSpace"] == "custom", space == "calibratedWhite" {
                return rgbColor(red: white, green: white, blue: white, alpha: alpha, name: nil)
            }
            // Calibrated white (Generic Gray, gamma 1.8) is matched to the device's gray (the sRGB curve).
            if space == "calibratedWhite" {
                return grayColor(white: Self.deviceGray(fromCalibrated: white), alpha: alpha, name: nil)
            }
            return grayColor(white: white, alpha: alpha, name: nil)
        }
        if let red = element.double("red"), let green = element.double("green"), let blue = element.double("blue") {
            return rgbColor(red: red, green: green, blue: blue, alpha: alpha, name: nil)
        }
        warn("<color> without components or a system color name is left out", at: element)
        return nil
    }

    /// A named system color (one object per name), with the components the
    /// document's resources give it, or UIKit's own.
    mutating func systemColor(_ name: String, at element: XIBElement) -> Reference? {
        let key = "color:" + name
        if let pooled = pooled[key] { return pooled }
        let components: (white: Double?, rgb: (Double, Double, Double)?, alpha: Double)
        if let resource = document.resource("systemColor", named: name)?.child(named: "color") {
            let alpha = resource.double("alpha") ?? 1
            if let white = resource.double("white") {
                components = (white, nil, alpha)
            } else {
                components = (nil, (resource.double("red") ?? 0, resource.double("green") ?? 0, resource.double("blue") ?? 0), alpha)
            }
        } else if let known = Self.systemColors[name] {
            components = (known.white, nil, known.alpha)
        } else {
            warn("system color \"\(name)\" has no components in the document's resources; black is used", at: element)
            components = (0, nil, 1)
        }
        let reference: Reference
        if let white = components.white {
            reference = grayColor(white: white, alpha: components.alpha, name: name)
        } else {
            let (red, green, blue) = components.rgb ?? (0, 0, 0)
            reference = rgbColor(red: red, green: green, blue: blue, alpha: components.alpha, name: name)
        }
        pooled[key] = reference
        return reference
    }

    /// The color of text left as `<nil key="textColor"/>`: black before iOS 13, `labelColor` from it.
    mutating func defaultTextColor(at element: XIBElement) -> Reference? {
        sdk >= 13 ? systemColor("labelColor", at: element) : systemColor("blackColor", at: element)
    }

    private mutating func grayColor(white: Double, alpha: Double, name: String?) -> Reference {
        let valueKey = "color-value:gray:\(Float(white)):\(Float(alpha))"
        if let equal = equalColor(valueKey, name: name) { return equal }
        let color = builder.addObject("UIColor", fallbacks: ["NSColor"])
        poolColor(color, valueKey, name: name)
        if let name { appendString("UISystemColorName", name, to: color) }
        append("UIColorComponentCount", .integer(2), to: color)
        append("UIWhite", .float(Float(white)), to: color)
        append("UIAlpha", .float(Float(alpha)), to: color)
        append("NSWhite", .data(Self.componentText([white], alpha: alpha)), to: color)
        append("NSColorSpace", .integer(4), to: color)
        return color
    }

    mutating func rgbColor(red: Double, green: Double, blue: Double, alpha: Double, name: String?) -> Reference {
        let valueKey = "color-value:rgb:\(Float(red)):\(Float(green)):\(Float(blue)):\(Float(alpha))"
        if let equal = equalColor(valueKey, name: name) { return equal }
        let color = builder.addObject("UIColor", fallbacks: ["NSColor"])
        poolColor(color, valueKey, name: name)
        if let name { appendString("UISystemColorName", name, to: color) }
        append("UIColorComponentCount", .integer(4), to: color)
        append("UIRed", .float(Float(red)), to: color)
        append("UIGreen", .float(Float(green)), to: color)
        append("UIBlue", .float(Float(blue)), to: color)
        append("UIAlpha", .float(Float(alpha)), to: color)
        append("NSRGB", .data(Self.componentText([red, green, blue], alpha: alpha)), to: color)
        append("NSColorSpace", .integer(2), to: color)
        return color
    }

    /// The color already made that equals one of `valueKey`'s components: the
    /// nib encoder keeps one object per equal value, as Apple's output shows
    /// (equal plain colors are shared in iOS 7 and in a GTMOAuth2 nib of a later
    /// SDK). In iOS 7 a named system color equals a plain color of the same
    /// components (white RGB is the earlier `tableBackgroundColor`); later
    /// named colors are kept apart, as no pair shows otherwise.
    private func equalColor(_ valueKey: String, name: String?) -> Reference? {
        name == nil || sdk <= 7 ? pooled[valueKey] : nil
    }

    private mutating func poolColor(_ color: Reference, _ valueKey: String, name: String?) {
        if name == nil || sdk <= 7, pooled[valueKey] == nil { pooled[valueKey] = color }
    }

    /// Components as AppKit's text form: each like C's `%.3g`, space-separated,
    /// with alpha only when it is not 1.
    static func componentText(_ components: [Double], alpha: Double) -> [UInt8] {
        let all = alpha == 1 ? components : components + [alpha]
        return Array(all.map { String(format: "%.3g", Double(Float($0))) }.joined(separator: " ").utf8)
    }

    /// A Generic Gray (gamma 1.8) level as the sRGB transfer curve encodes the same light.
    static func deviceGray(fromCalibrated white: Double) -> Double {
        let linear = pow(max(0, white), 1.8)
        return linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// UIKit's named colors that older documents use without a resource entry.
    static let systemColors: [String: (white: Double, alpha: Double)] = [
        "blackColor": (0, 1), "darkTextColor": (0, 1), "whiteColor": (1, 1), "lightTextColor": (1, 0.6),
        "clearColor": (0, 0), "darkGrayColor": (1.0 / 3, 1), "lightGrayColor": (2.0 / 3, 1), "grayColor": (0.5, 1),
    ]
}
