import IBDocument
/// `NSColor` → `UIColor`, through the 3.0 compiler's `makeColor` (equal
/// colors are one object).
///
/// | `NSColorSpace` | components | as |
/// |---|---|---|
/// | 1 calibrated RGB, 2 device RGB | `NSRGB` "r g b [a]" | RGB |
/// | 3 calibrated white | `NSWhite` "w [a]" | RGB with the white repeated when it has an `NSCustomColorSpace` or up to the iOS 8 SDK, else device gray (as `<color colorSpace="calibratedWhite">`) |
/// | 4 device white | `NSWhite` | gray |
/// | 6 catalog | `NSColorName` (`NSCatalogName` "System") | the UIKit system color of that name |
///
/// The component texts are C strings (`<bytes>` ending in a NUL).
extension LegacyContext {
    /// The color of entry `key` of `object`, when it has one.
    mutating func color(_ key: String, of object: LegacyObject) -> Reference? {
        guard let value = value(key, of: object) else { return nil }
        if case .null = value { return nil }
        guard let color = value.object, color.className == "NSColor" || color.className == "UIColor" else {
            let entry = object.entry(key)
            warn("\(object.className) \(key) is not a color; it is left out", line: entry?.line ?? object.line,
                 column: entry?.column ?? object.column)
            return nil
        }
        return self.color(color)
    }

    mutating func color(_ color: LegacyObject) -> Reference? {
        let space = integer("NSColorSpace", of: color) ?? 0
        switch space {
        case 1, 2:
            guard let components = colorComponents("NSRGB", of: color), components.count >= 3 else { break }
            let alpha = components.count > 3 ? components[3] : 1
            return base.makeColor(.rgb(components[0], components[1], components[2], alpha: alpha), name: nil)
        case 3, 4:
            guard let components = colorComponents("NSWhite", of: color), let white = components.first else { break }
            let alpha = components.count > 1 ? components[1] : 1
            let custom = color["NSCustomColorSpace"] != nil
            if space == 4 { return base.makeColor(.gray(white, alpha: alpha), name: nil) }
            if custom || sdk <= 8 { return base.makeColor(.rgb(white, white, white, alpha: alpha), name: nil) }
            return base.makeColor(.gray(UIKitContext.deviceGray(fromCalibrated: white), alpha: alpha), name: nil)
        case 6:
            if let name = string("NSColorName", of: color), let known = UIKitContext.systemColors[name] {
                return base.makeColor(.gray(known.white, alpha: known.alpha), name: name)
            }
            if let fallback = archive.object(color["NSColor"]) { return self.color(fallback) }
        default: break
        }
        warn("NSColor of color space \(space) is not supported yet; it is left out", at: color)
        return nil
    }
}
