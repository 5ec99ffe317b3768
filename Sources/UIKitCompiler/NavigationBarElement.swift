import NibBytes
import NibGraph
import XIBReader

/// `<navigationBar>` → `UINavigationBar`: the view keys (not opaque, content
/// hugging always written), then style, bar tint, the items, the title text
/// attributes, the bar position (top) and translucence.
///
/// Key order from Apple's iOS 7 and iOS 10 output: `UIBarTintColor`,
/// `UIItems` (`NSMutableArray`), `UITitleTextAttributes`, `UIBarPosition` 2,
/// `UIBarTranslucence` (1 translucent, 2 opaque). `UIBarStyle`'s place is not
/// shown by any pair yet; it is written first.
enum NavigationBarElement {
    /// Attributes and children the bar compiles (besides a view's), or
    /// names in ``unsupportedAttributes``; children ``unsupportedChildren``
    /// names by key or name have their own warning.
    static let attributes = NameSet(["barStyle", "translucent"] + unsupportedAttributes)
    static let children: NameSet = ["items", "textAttributes"]
    static let unsupportedAttributes = ["prefersLargeTitles"]
    static let unsupportedChildren = [
        "backIndicatorImage", "backIndicatorTransitionMaskImage", "shadowImage", "largeTitleTextAttributes",
        "navigationBarAppearance",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        // A navigation controller's bar: flexible width.
        context.beginBar(element, object, className: "UINavigationBar", opaque: false, containerMask: 2)
        context.warnUnhandled(element, attributes: attributes, children: children,
                              except: { UIKitContext.isNamed($0, among: unsupportedChildren) })
        context.appendBarTintColor(element, to: object)
        let saved = context.enclosingNavigationBar
        context.enclosingNavigationBar = object
        var items = BarItems.items(of: element).compactMap { context.compile($0) }
        context.enclosingNavigationBar = saved
        // A navigation controller's bar holds its controllers' items and has the controller as its delegate.
        let controller = context.barController
        if items.isEmpty, let controller { items = controller.items }
        if !items.isEmpty {
            context.append("UIItems", .object(context.builder.array(items, className: FoundationClasses.mutableArray)), to: object)
        }
        if let controller { context.append("UIDelegate", .object(controller.controller), to: object) }
        if let attributes = element.child(named: "textAttributes", key: "titleTextAttributes") {
            context.append("UITitleTextAttributes", .object(context.textAttributes(attributes)), to: object)
        }
        context.warnUnsupported(element, attributes: unsupportedAttributes, children: unsupportedChildren)
        context.append("UIBarPosition", .integer(2), to: object)
        context.appendBarTranslucence(element, to: object)
        context.endObject(object, of: element, className: "UINavigationBar")
    }
}

/// `<navigationItem>` → `UINavigationItem`: title, back/left/right bar button
/// items, prompt, the left/right item lists (`NSArray`), then the conditional
/// reference back to the bar whose `<items>` hold it (already encoded there).
/// The back button title, the left-items-supplement flag and the title view
/// go where UIKit's encoder puts them (``unverifiedPlaces``).
enum NavigationItemElement {
    /// The attributes an item compiles; its children are its bar button
    /// items (single or in lists), `<nil key="title">` and the title view.
    static let attributes: NameSet = [
        "id", "key", "title", "backButtonTitle", "leftItemsSupplementBackButton", "prompt", "largeTitleDisplayMode", "userLabel",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UINavigationItem")
        context.warnUnhandledAttributes(element, attributes)
        context.warnUnhandledChildren(element, except: compilesChild)
        let id = element[attribute: "id"]
        if let title = element[attribute: "title"] {
            context.append("UITitle", .object(context.text(title, key: id.map { $0 + ".title" })), to: object)
        }
        if let backTitle = element[attribute: "backButtonTitle"] {
            context.warn(unverifiedPlaces, at: element)
            context.append("UIBackButtonTitle", .object(context.text(backTitle, key: id.map { $0 + ".backButtonTitle" })), to: object)
        }
        if let back = element.child(named: "barButtonItem", key: "backBarButtonItem"), let item = context.compile(back) {
            context.append("UIBackBarButtonItem", .object(item), to: object)
        }
        if element.bool("leftItemsSupplementBackButton") == true {
            context.warn(unverifiedPlaces, at: element)
            context.append("UILeftItemsSupplementBackButton", .bool(true), to: object)
        }
        let left = compiledItems(element, side: "left", context: &context)
        if let first = left.first { context.append("UILeftBarButtonItem", .object(first), to: object) }
        if let prompt = element[attribute: "prompt"] {
            context.append("UIPrompt", .object(context.text(prompt, key: id.map { $0 + ".prompt" })), to: object)
        }
        let right = compiledItems(element, side: "right", context: &context)
        if let first = right.first { context.append("UIRightBarButtonItem", .object(first), to: object) }
        if !left.isEmpty { context.append("UILeftBarButtonItems", .object(context.builder.array(left)), to: object) }
        if let titleView = titleView(of: element), let view = context.compile(titleView) {
            context.warn(unverifiedPlaces, at: titleView)
            context.append("UITitleView", .object(view), to: object)
        }
        if !right.isEmpty { context.append("UIRightBarButtonItems", .object(context.builder.array(right)), to: object) }
        if context.sdk >= 11 {
            let modes: [String: Int64] = ["automatic": 0, "always": 1, "never": 2]
            let mode = element[attribute: "largeTitleDisplayMode"].flatMap { modes[$0] } ?? 0
            context.append("UILargeTitleDisplayMode", .integer(mode), to: object)
        }
        if let bar = context.enclosingNavigationBar { context.append("UINavigationBar", .object(bar), to: object) }
        context.endObject(object, of: element, className: "UINavigationItem")
    }

    /// The warning, said once per document, that three keys' places come from UIKit's encoder, not an Apple nib.
    static let unverifiedPlaces = "a navigation item's UIBackButtonTitle (before the back bar button item), "
        + "UILeftItemsSupplementBackButton (after it) and UITitleView (between the left and right item lists) are placed "
        + "as -[UINavigationItem encodeWithCoder:] orders them; no Apple nib of the corpus checks them"

    /// Whether the item compiles `child`: a bar button item or list of them,
    /// the title view, or `<nil key="title">` (no title).
    static func compilesChild(_ child: XIBElement) -> Bool {
        switch (child.name, child[attribute: "key"]) {
        case ("barButtonItem", "backBarButtonItem"), ("barButtonItem", "leftBarButtonItem"),
             ("barButtonItem", "rightBarButtonItem"), ("leftBarButtonItems", _), ("rightBarButtonItems", _),
             (_, "titleView"), ("nil", "title"):
            true
        default: false
        }
    }

    /// The item's `titleView` (any view element keyed `titleView`).
    static func titleView(of element: XIBElement) -> XIBElement? {
        element.children.first { $0[attribute: "key"] == "titleView" }
    }

    /// The item's bar button items on one side: the `<leftBarButtonItems>`
    /// list when there is one, else the single `leftBarButtonItem`.
    static func items(_ element: XIBElement, side: String) -> XIBElementList {
        let list = element.children(of: side + "BarButtonItems")
        if !list.isEmpty { return list }
        return element.child(named: "barButtonItem", key: side + "BarButtonItem").map { [$0] } ?? []
    }

    private static func compiledItems(_ element: XIBElement, side: String, context: inout UIKitContext) -> [Reference] {
        items(element, side: side).compactMap { context.compile($0) }
    }

    /// Every bar button item of the item, then its title view, for the nib's object list.
    @Sendable static func barButtonItems(_ element: XIBElement) -> XIBElementList {
        (element.child(named: "barButtonItem", key: "backBarButtonItem").map { [$0] } ?? [])
            + items(element, side: "left") + items(element, side: "right") + (titleView(of: element).map { [$0] } ?? [])
    }
}

/// `<barButtonItem>` → `UIBarButtonItem`. iOS 7 writes the custom view before
/// `UIEnabled` and the style only when it is not plain; later SDKs (GTMOAuth2
/// nib, Xcode 12 notes) start with `UIEnabled` and always write `UIStyle`.
/// The places of title, image, system item, width and tint follow the Xcode 12
/// notes; iOS 7 pairs do not show them.
enum BarButtonItemElement {
    static let styles: [String: Int64] = ["plain": 0, "bordered": 1, "done": 2]
    static let systemItems: [String: Int64] = [
        "done": 0, "cancel": 1, "edit": 2, "save": 3, "add": 4, "flexibleSpace": 5, "fixedSpace": 6, "compose": 7,
        "reply": 8, "action": 9, "organize": 10, "bookmarks": 11, "search": 12, "refresh": 13, "stop": 14,
        "camera": 15, "trash": 16, "play": 17, "pause": 18, "rewind": 19, "fastForward": 20, "undo": 21, "redo": 22,
        "pageCurl": 23,
    ]

    /// The attributes an item compiles, and those ``unsupportedAttributes`` names.
    static let attributes = NameSet([
        "id", "key", "enabled", "style", "title", "image", "systemItem", "width", "tag", "userLabel",
    ] + unsupportedAttributes)
    static let unsupportedAttributes = ["landscapeImage", "largeContentSizeImage", "springLoaded"]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIBarButtonItem")
        context.warnUnhandledAttributes(element, attributes)
        context.warnUnhandledChildren(element) { child in
            (child.name == "color" && child[attribute: "key"] == "tintColor") || child[attribute: "key"] == "customView"
                || child.name == "connections" || child.name == "userDefinedRuntimeAttributes"
                || UIKitContext.isImageReference(child, keys: ["image"])
        }
        let customView = element.child(key: "customView").flatMap { context.compile($0) }
        if context.sdk <= 7, let customView { context.append("UICustomView", .object(customView), to: object) }
        context.append("UIEnabled", .bool(element.bool("enabled") ?? true), to: object)
        let style = element[attribute: "style"].flatMap { styles[$0] } ?? 0
        if context.sdk >= 8 || style != 0 { context.append("UIStyle", .integer(style), to: object) }
        context.appendBarItemTitleAndImage(element, to: object)
        if let name = element[attribute: "systemItem"] {
            if let item = systemItems[name] {
                context.append("UIIsSystemItem", .bool(true), to: object)
                context.append("UISystemItem", .integer(item), to: object)
            } else {
                context.warn("bar button system item \"\(name)\" is not known; left out", at: element)
            }
        }
        if let width = element.double("width"), width != 0 { context.append("UIWidth", .float(Float(width)), to: object) }
        if let tag = element.integer("tag"), tag != 0 { context.append("UITag", .integer(tag), to: object) }
        if context.sdk >= 8, let customView { context.append("UICustomView", .object(customView), to: object) }
        if let tint = element.child(named: "color", key: "tintColor").flatMap({ context.color($0) }) {
            context.append("UITintColor", .object(tint), to: object)
        }
        context.warnUnsupported(element, attributes: unsupportedAttributes, children: [])
        context.endObject(object, of: element, className: "UIBarButtonItem")
    }

    /// The custom view, for the nib's object list.
    @Sendable static func customView(_ element: XIBElement) -> XIBElementList {
        element.child(key: "customView").map { [$0] } ?? []
    }
}
