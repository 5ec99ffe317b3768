import XIBReader

/// `<activityIndicatorView>` → `UIActivityIndicatorView`: the view keys (content
/// hugging always written), then `UIActivityIndicatorViewStyle`,
/// `UIHidesWhenStopped`, `UIAnimating` (both always) and the indicator's color
/// under `UITintColor`.
///
/// Order, types and the gray style's color (white 0, alpha 0.45, when the
/// document gives none) are Apple's iOS 10+ SDK output of the GTMOAuth2
/// touch nib. The white styles' default color (white) and the iOS 13 styles'
/// values (medium 100, large 101, from UIKit's public enumeration) are not
/// shown by any Apple output; those styles without a color warn.
enum ActivityIndicatorElement {
    static let styles: [String: Int64] = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 100, "large": 101]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIActivityIndicatorView")
        context.warnUnhandled(element, attributes: ["style", "hidesWhenStopped", "animating"], children: [])
        context.appendViewKeys(element, to: object, defaults: ViewDefaults(writesContentHugging: true))
        let name = element[attribute: "style"] ?? "white"
        let style = styles[name] ?? 1
        if styles[name] == nil { context.warn("activity indicator style \"\(name)\" is not known; white is used", at: element) }
        context.append("UIActivityIndicatorViewStyle", .integer(style), to: object)
        context.append("UIHidesWhenStopped", .bool(element.bool("hidesWhenStopped") ?? false), to: object)
        context.append("UIAnimating", .bool(element.bool("animating") ?? false), to: object)
        var color = element.child(named: "color", key: "color").flatMap { context.color($0) }
        if color == nil {
            switch style {
            case 2: color = context.makeColor(.gray(0, alpha: 0.45), name: nil)
            case 0, 1: color = context.makeColor(.gray(1, alpha: 1), name: nil)
            default: context.warn("the default color of activity indicator style \"\(name)\" is not known; left out", at: element)
            }
        }
        if let color { context.append("UITintColor", .object(color), to: object) }
        context.endObject(object, of: element, className: "UIActivityIndicatorView")
    }
}
