import NibBytes
import NibGraph
import XIBReader

/// `<button>` → `UIButton`: view and control keys, the per-state content
/// (`UIButtonStatefulContent`), then image adjustment, edge insets, type and font. Up to
/// the iOS 4 SDK a rounded rect button is a `UIRoundedRectButton` (Apple's iOS
/// 3 and 4 output).
enum ButtonElement {
    static let buttonTypes: [String: Int64] = [
        "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5,
    ]
    static let states: [String: Int64] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4]
    /// What a `<state>` element holds that the state's content reads (`catalog` repeats the image resource's).
    static let stateAttributes: NameSet = ["key", "title", "image", "backgroundImage", "catalog"]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        let className = context.sdk <= 4 && element[attribute: "buttonType"] == "roundedRect" ? "UIRoundedRectButton" : "UIButton"
        context.beginObject(object, of: element, className: className)
        context.appendViewKeys(element, to: object)
        context.appendControlKeys(element, to: object)
        context.warnUnknownInsets(element, known: Set(insetKeys.map(\.key)))

        var pairs: [(key: Reference, value: Reference)] = []
        for state in element.children where state.name == "state" {
            guard let name = state[attribute: "key"], let number = states[name] else {
                context.warn("button state \"\(state[attribute: "key"] ?? "")\" is not supported", at: state)
                continue
            }
            context.warnUnhandledAttributes(state, stateAttributes)
            context.warnUnhandledChildren(state) { child in
                switch (child.name, child[attribute: "key"] ?? "") {
                case ("attributedString", "attributedTitle"), ("color", "titleColor"), ("color", "titleShadowColor"),
                     ("imageReference", "image"), ("imageReference", "backgroundImage"): true
                default: false
                }
            }
            let content = context.builder.addObject("UIButtonContent")
            if let title = state[attribute: "title"] {
                let key = element[attribute: "id"].map { "\($0).\(name)Title" }
                context.append("UITitle", .object(context.text(title, key: key)), to: content)
            }
            // `-[UIButtonContent encodeWithCoder:]` (decompiled UIKit, iOS 18.2) writes it after the title;
            // the button keeps an immutable copy.
            if let attributed = state.child(named: "attributedString", key: "attributedTitle") {
                let title = context.attributedString(attributed, className: "NSAttributedString")
                context.append("UIAttributedTitle", .object(title), to: content)
            }
            if let image = context.image(of: state, "image") { context.append("UIImage", .object(image), to: content) }
            if let image = context.image(of: state, "backgroundImage") {
                context.append("UIBackgroundImage", .object(image), to: content)
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
        appendTitleSwitches(element, to: object, in: &context)
        context.append("UIAdjustsImageWhenHighlighted", .bool(element.bool("adjustsImageWhenHighlighted") ?? true), to: object)
        context.append("UIAdjustsImageWhenDisabled", .bool(element.bool("adjustsImageWhenDisabled") ?? true), to: object)
        appendInsets(element, to: object, in: &context)
        let type = element[attribute: "buttonType"].flatMap { buttonTypes[$0] } ?? 0
        context.append("UIButtonType", .integer(type), to: object)
        let fontElement = element.child(named: "fontDescription", key: "fontDescription")
        let font = fontElement.flatMap { context.font($0) } ?? context.systemFont(size: 15, bold: false)
        context.append("UIFont", .object(font), to: object)
        // iOS 15's configuration-based buttons: nil for a button without a `<buttonConfiguration>`.
        // The keys above stay as they are: the iOS 15 encoder writes them whatever the configuration.
        let configuration = element.child(named: "buttonConfiguration", key: "configuration")
            .flatMap { ButtonConfiguration.compile($0, of: element, in: &context) }
        if context.sdk >= 15 { context.append("UIButtonConfiguration", configuration.map { .object($0) } ?? .null, to: object) }
        context.warnUnhandled(element, attributes: attributes, children: ["state", "fontDescription", "inset"])
        context.endObject(object, of: element, className: className)
    }

    /// The attributes a button compiles (besides a view's and a control's),
    /// and `hasAttributedTitle`, Interface Builder's note that a state holds one.
    static let attributes = UIKitContext.controlAttributes.union([
        "buttonType", "lineBreakMode", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted", "pointerInteraction", "hasAttributedTitle",
    ])

    /// The title's line break mode (when not UIKit's middle truncation) and
    /// the title shadow and touch switches (when YES), right after the
    /// stateful content, where -[UIButton encodeWithCoder:] (decompiled
    /// UIKitCore, iOS 18.2) writes them. No Apple nib of the corpus has a
    /// button with any of them, so the document's warning says so.
    static func appendTitleSwitches(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        let lineBreak = element[attribute: "lineBreakMode"].flatMap { TextEnumerations.lineBreakModes[$0] } ?? 5
        let reverses = element.bool("reversesTitleShadowWhenHighlighted") == true
        let showsTouch = element.bool("showsTouchWhenHighlighted") == true
        guard lineBreak != 5 || reverses || showsTouch else { return }
        context.warn(unverifiedTitleSwitches, at: element)
        if lineBreak != 5 { context.append("UILineBreakMode", .integer(lineBreak), to: object) }
        if reverses { context.append("UIReversesTitleShadowWhenHighlighted", .bool(true), to: object) }
        if showsTouch { context.append("UIShowsTouchWhenHighlighted", .bool(true), to: object) }
    }

    static let unverifiedTitleSwitches = "a button's UILineBreakMode (when not middle truncation), "
        + "UIReversesTitleShadowWhenHighlighted and UIShowsTouchWhenHighlighted are written after its stateful content, "
        + "as -[UIButton encodeWithCoder:] (iOS 18.2) writes them; no Apple nib of the corpus checks them (not checked)"

    /// The `<inset>` keys of a button, by XML key, in the order they are written.
    static let insetKeys: KeyValuePairs<String, String> = [
        "contentEdgeInsets": "UIContentEdgeInsets", "titleEdgeInsets": "UITitleEdgeInsets",
        "imageEdgeInsets": "UIImageEdgeInsets",
    ]

    /// `UIContentEdgeInsets`, `UITitleEdgeInsets` and `UIImageEdgeInsets`
    /// (`<inset key="contentEdgeInsets|titleEdgeInsets|imageEdgeInsets">`) as
    /// `UIEdgeInsets` (top, left, bottom, right), each when not zero, after
    /// `UIAdjustsImageWhenDisabled`. Names and form are the mapping notes'
    /// (§2 button) and what UIKit's decoder reads; the place and order are
    /// those of an Apple-compiled iPhone nib of the iOS 3–4 era outside the
    /// corpus. No Apple nib of the corpus shows them, so the document's one
    /// edge-insets warning says so.
    static func appendInsets(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        for (name, key) in insetKeys {
            guard let inset = element.child(named: "inset", key: name), let edges = context.edgeInsets(inset) else { continue }
            context.warn(UIKitContext.unverifiedInsets, at: inset)
            context.append(key, context.geometry(edges), to: object)
        }
    }
}
