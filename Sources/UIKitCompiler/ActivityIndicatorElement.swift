import XIBReader

/// `<activityIndicatorView>` → `UIActivityIndicatorView`: the view keys (content
/// hugging always written), then the style, `UIHidesWhenStopped`,
/// `UIAnimating` (both always) and the indicator's color under `UITintColor`.
///
/// Order, types and the gray style's color (white 0, alpha 0.45, when the
/// document gives none) are Apple's iOS 10+ SDK output of the GTMOAuth2
/// touch nib. The white styles' default color (white) is not shown by any
/// Apple output.
///
/// The iOS 13 styles (medium 100, large 101) are written as UIKitCore's
/// `-[UIActivityIndicatorView encodeWithCoder:]` (iOS 18.2) writes them:
/// `UIActivityIndicatorViewStyle-Modern` with the style, then the legacy
/// `UIActivityIndicatorViewStyle` with the older style of the same size
/// (white 1 for medium, whiteLarge 0 for large), and, without a color of the
/// document's, `UITintColor` `secondaryLabelColor` (its
/// `-_defaultColorForStyle:` for both). No Apple nib of the corpus shows
/// them; a warning says so once per document.
enum ActivityIndicatorElement {
    static let styles: [String: Int64] = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]
    /// The legacy style UIKit writes beside each iOS 13 style.
    static let legacyStyles: [Int64: Int64] = [100: 1, 101: 0]
    /// The warning, said once per document, that the iOS 13 styles follow UIKit's encoder.
    static let unverifiedModernStyle = "activity indicator styles medium and large are written as UIKit's encoder "
        + "writes them (UIActivityIndicatorViewStyle-Modern, the legacy UIActivityIndicatorViewStyle, secondaryLabelColor "
        + "as the default UITintColor); no Apple nib of the corpus checks them"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIActivityIndicatorView")
        context.warnUnhandled(element, attributes: ["style", "hidesWhenStopped", "animating"], children: [])
        context.appendViewKeys(element, to: object, defaults: ViewDefaults(writesContentHugging: true))
        let name = element[attribute: "style"] ?? "white"
        let style = styles[name] ?? 1
        if styles[name] == nil { context.warn("activity indicator style \"\(name)\" is not known; white is used", at: element) }
        if let legacy = legacyStyles[style] {
            context.warn(unverifiedModernStyle, at: element)
            context.append("UIActivityIndicatorViewStyle-Modern", .integer(style), to: object)
            context.append("UIActivityIndicatorViewStyle", .integer(legacy), to: object)
        } else {
            context.append("UIActivityIndicatorViewStyle", .integer(style), to: object)
        }
        context.append("UIHidesWhenStopped", .bool(element.bool("hidesWhenStopped") ?? false), to: object)
        context.append("UIAnimating", .bool(element.bool("animating") ?? false), to: object)
        var color = element.child(named: "color", key: "color").flatMap { context.color($0) }
        if color == nil {
            switch style {
            case 2: color = context.makeColor(.gray(0, alpha: 0.45), name: nil)
            case 0, 1: color = context.makeColor(.gray(1, alpha: 1), name: nil)
            default: color = context.systemColor("secondaryLabelColor", at: element)
            }
        }
        if let color { context.append("UITintColor", .object(color), to: object) }
        context.endObject(object, of: element, className: "UIActivityIndicatorView")
    }
}
