import NibGraph
import XIBReader

/// `<button>` → `UIButton`: view and control keys, the per-state content
/// (`UIButtonStatefulContent`), then image adjustment, type and font. Up to
/// the iOS 4 SDK a rounded rect button is a `UIRoundedRectButton` (Apple's iOS
/// 3 and 4 output).
enum ButtonElement {
    static let buttonTypes: [String: Int64] = [
        "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5,
    ]
    static let states: [String: Int64] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        let className = context.sdk <= 4 && element[attribute: "buttonType"] == "roundedRect" ? "UIRoundedRectButton" : "UIButton"
        context.beginObject(object, of: element, className: className)
        context.appendViewKeys(element, to: object)
        context.appendControlKeys(element, to: object)

        var pairs: [(key: Reference, value: Reference)] = []
        for state in element.children where state.name == "state" {
            guard let name = state[attribute: "key"], let number = states[name] else {
                context.warn("button state \"\(state[attribute: "key"] ?? "")\" is not supported", at: state)
                continue
            }
            let content = context.builder.addObject("UIButtonContent")
            if let title = state[attribute: "title"] {
                let key = element[attribute: "id"].map { "\($0).\(name)Title" }
                context.append("UITitle", .object(context.text(title, key: key)), to: content)
            }
            if let image = state[attribute: "image"] {
                context.append("UIImage", .object(context.image(named: image)), to: content)
            }
            if let image = state[attribute: "backgroundImage"] {
                context.append("UIBackgroundImage", .object(context.image(named: image)), to: content)
            }
            if let color = state.child(named: "color", key: "titleColor").flatMap({ context.color($0) }) {
                context.append("UITitleColor", .object(color), to: content)
            }
            if let color = state.child(named: "color", key: "titleShadowColor").flatMap({ context.color($0) }) {
                context.append("UIShadowColor", .object(color), to: content)
            }
            pairs.append((context.builder.number(number), content))
        }
        if !pairs.isEmpty {
            let dictionary = context.builder.dictionary(pairs, className: FoundationClasses.mutableDictionary)
            context.append("UIButtonStatefulContent", .object(dictionary), to: object)
        }
        context.append("UIAdjustsImageWhenHighlighted", .bool(element.bool("adjustsImageWhenHighlighted") ?? true), to: object)
        context.append("UIAdjustsImageWhenDisabled", .bool(element.bool("adjustsImageWhenDisabled") ?? true), to: object)
        let type = element[attribute: "buttonType"].flatMap { buttonTypes[$0] } ?? 0
        context.append("UIButtonType", .integer(type), to: object)
        let fontElement = element.child(named: "fontDescription", key: "fontDescription")
        let font = fontElement.flatMap { context.font($0) } ?? context.systemFont(size: 15, bold: false)
        context.append("UIFont", .object(font), to: object)
        // iOS 15's configuration-based buttons: nil for a button without a `<buttonConfiguration>`.
        if context.sdk >= 15 { context.append("UIButtonConfiguration", .null, to: object) }
        context.endObject(object, of: element, className: className)
    }
}
