import NibGraph
import XIBReader

/// The weights of `<fontDescription type="system" weight="…">` (Interface
/// Builder's weight menu for the system font): the CoreText usage UIKit's
/// weighted system font carries in its descriptor's
/// `NSCTFontUIUsageAttribute` (the names apps read back from nib fonts:
/// `CTFontDemiUsage` is semibold), and the suffix of the font's private name.
/// No Apple nib of the corpus holds a weighted system font, so a warning
/// says once per document that the encoding is not checked.
enum SystemFontWeight: String, CaseIterable {
    case ultraLight, thin, light, medium, semibold, bold, heavy, black

    /// The warning, said once per document.
    static let unverified = "a system font's weight is written as the CoreText usage of UIKit's weighted system font "
        + "(semibold: CTFontDemiUsage) and the private name's weight suffix, bold trait from semibold up; no Apple nib "
        + "of the corpus checks the encoding"

    /// `NSCTFontUIUsageAttribute`.
    var usage: String {
        switch self {
        case .ultraLight: "CTFontUltraLightUsage"
        case .thin: "CTFontThinUsage"
        case .light: "CTFontLightUsage"
        case .medium: "CTFontMediumUsage"
        case .semibold: "CTFontDemiUsage"
        case .bold: "CTFontBoldUsage"
        case .heavy: "CTFontHeavyUsage"
        case .black: "CTFontBlackUsage"
        }
    }

    /// The suffix of the font's private name (`.SFUI-Semibold`).
    var nameSuffix: String {
        switch self {
        case .ultraLight: "Ultralight"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// Whether the font has the bold trait (`UIFontTraits` 2): from semibold up.
    var isBold: Bool {
        switch self {
        case .semibold, .bold, .heavy, .black: true
        default: false
        }
    }
}

extension UIKitContext {
    /// The system font of `size` points and `weight`.
    mutating func systemFont(size: Double, weight: SystemFontWeight) -> Reference {
        let name: String
        switch sdk {
        case ...8: name = Self.systemFontName(sdk: sdk, size: size, bold: weight.isBold)
        case 9...12: name = (size < 20 ? ".SFUIText-" : ".SFUIDisplay-") + weight.nameSuffix
        default: name = ".SFUI-" + weight.nameSuffix
        }
        return systemFont(size: size, name: name, usage: weight.usage, override: nil, traits: weight.isBold ? 2 : 0)
    }
}
