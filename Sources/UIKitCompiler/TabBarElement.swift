import NibBytes
import NibGraph
import XIBReader

/// `<tabBar>` → `UITabBar`: the view keys (opaque, content hugging always
/// written), then the items (`NSArray`), bar tint and translucence, in the
/// order of Apple's iOS 7 and iOS 10 output. A standalone tab bar writes no
/// bar position. `UIBarStyle`'s place is not shown by any pair yet; it is
/// written first. The selected item (`selectedItem`, one of the bar's items by
/// id) is `UISelectedItem` right after the items, where
/// `-[UITabBar encodeWithCoder:]` (decompiled iOS 18.2 UIKitCore) writes it.
enum TabBarElement {
    /// Attributes the bar compiles (besides a view's) or names in ``unsupportedAttributes``;
    /// children ``unsupportedChildren`` names by key or name have their own warning.
    static let attributes = NameSet(["barStyle", "translucent", "selectedItem"] + unsupportedAttributes)
    static let unsupportedAttributes = [
        "itemPositioning", "itemWidth", "itemSpacing", "backgroundImage", "shadowImage", "selectionIndicatorImage",
    ]
    static let unsupportedChildren = ["selectedImageTintColor", "unselectedItemTintColor"]

    /// The warning, said once per bar, that the selected item's key and place come from UIKit's encoder.
    static let unverifiedSelectedItem = "a tab bar's selected item is written as UISelectedItem after UIItems, "
        + "as -[UITabBar encodeWithCoder:] (iOS 18.2) writes it; no Apple nib of the corpus checks it (not checked)"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        // A tab bar controller's bar: flexible width and top margin.
        context.beginBar(element, object, className: "UITabBar", opaque: true, containerMask: 2 | 8)
        context.warnUnhandled(element, attributes: attributes, children: ["items"],
                              except: { UIKitContext.isNamed($0, among: unsupportedChildren) })
        var items: [Reference] = []
        var selectedItem: Reference?
        let selectedID = element[attribute: "selectedItem"]
        for item in BarItems.items(of: element) {
            guard let reference = context.compile(item) else { continue }
            items.append(reference)
            if selectedID != nil, item[attribute: "id"] == selectedID { selectedItem = reference }
        }
        // A tab bar controller's bar has the controller as its delegate (first, as the
        // iOS 10 storyboard pair shows) and its controllers' items.
        if let controller = context.barController {
            context.append("UIDelegate", .object(controller.controller), to: object)
            if items.isEmpty { items = controller.items }
        }
        if !items.isEmpty { context.append("UIItems", .object(context.builder.array(items)), to: object) }
        if let selectedItem {
            context.warn(unverifiedSelectedItem, at: element)
            context.append("UISelectedItem", .object(selectedItem), to: object)
        } else if let selectedID {
            context.warn("the tab bar's selectedItem \"\(selectedID)\" is not one of its items; it is left out", at: element)
        }
        context.appendBarTintColor(element, to: object)
        context.warnUnsupported(element, attributes: unsupportedAttributes, children: unsupportedChildren)
        context.appendBarTranslucence(element, to: object)
        context.endObject(object, of: element, className: "UITabBar")
    }
}

/// `<tabBarItem>` → `UITabBarItem`: `UIEnabled`, title, image, then the
/// selected image as `UISelectedTemplateImage` (iOS 7 and iOS 10 output;
/// Appendix C.5's Xcode 12.4 items add `UIBadgeColor` before the image).
/// The selected image is an object of its own even when it names the same
/// image as `image` (UIKit makes a template copy of it; Apple's iOS 10 SDK
/// storyboard pair shows the two apart).
///
/// A system item, the tag and the badge value go where
/// `-[UITabBarItem encodeWithCoder:]` puts them: `UISystemItem` first (a
/// system item writes no title or images), `UIEnabled` only when enabled,
/// `UITag` when not 0, `UIBadgeValue` after the title (``unverifiedPlaces``).
///
/// `<offsetWrapper key="titlePositionAdjustment">` → `UITitlePositionAdjustment`
/// after the images, when either component is not 0: a `UIOffset`
/// (horizontal, vertical) written as the mapping notes say UIKit's coder
/// writes geometry (an element-type byte, then the components), in the
/// place `-[UITabBarItem encodeWithCoder:]` gives it (``unverifiedTitleAdjustment``).
enum TabBarItemElement {
    /// `UITabBarItem.SystemItem` values by Interface Builder's names.
    static let systemItems: [String: Int64] = [
        "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6,
        "bookmarks": 7, "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11,
    ]

    /// The warning, said once per document, that these keys' places come from UIKit's encoder.
    static let unverifiedPlaces = "a tab bar item's UISystemItem (first), UITag (after UIEnabled) and UIBadgeValue "
        + "(after the title) are placed as -[UITabBarItem encodeWithCoder:] orders them; no Apple nib of the corpus checks them"

    /// The warning, said once per document, that no Apple nib shows a title position adjustment.
    static let unverifiedTitleAdjustment = "a tab bar item's titlePositionAdjustment is written as "
        + "UITitlePositionAdjustment (a UIOffset, as UIKit's coder writes geometry) after its images, where "
        + "-[UITabBarItem encodeWithCoder:] puts it; no Apple nib of the corpus checks it"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITabBarItem")
        var systemItem: Int64?
        if let name = element[attribute: "systemItem"] {
            systemItem = systemItems[name]
            if systemItem == nil { context.warn("tab bar system item \"\(name)\" is not known; left out", at: element) }
        }
        if let systemItem {
            context.warn(unverifiedPlaces, at: element)
            context.append("UISystemItem", .integer(systemItem), to: object)
        }
        if element.bool("enabled") ?? true { context.append("UIEnabled", .bool(true), to: object) }
        if let tag = element.integer("tag"), tag != 0 {
            context.warn(unverifiedPlaces, at: element)
            context.append("UITag", .integer(tag), to: object)
        }
        let id = element[attribute: "id"]
        if systemItem == nil, let title = element[attribute: "title"] {
            context.append("UITitle", .object(context.text(title, key: id.map { $0 + ".title" })), to: object)
        }
        if let badge = element[attribute: "badgeValue"] {
            context.warn(unverifiedPlaces, at: element)
            context.append("UIBadgeValue", .object(context.text(badge, key: id.map { $0 + ".badgeValue" })), to: object)
        }
        if let color = element.child(named: "color", key: "badgeColor").flatMap({ context.color($0) }) {
            context.append("UIBadgeColor", .object(color), to: object)
        }
        if systemItem == nil {
            if let image = context.image(of: element, "image") { context.append("UIImage", .object(image), to: object) }
            if let image = context.image(of: element, "selectedImage", shared: false) {
                context.append("UISelectedTemplateImage", .object(image), to: object)
            }
        }
        if let offset = element.child(named: "offsetWrapper", key: "titlePositionAdjustment") {
            let components = ["horizontal", "vertical"].map { context.number(offset, $0) ?? 0 }
            if components != [0, 0] {
                context.warn(unverifiedTitleAdjustment, at: offset)
                context.append("UITitlePositionAdjustment", context.geometry(components), to: object)
            }
        }
        context.warnUnsupported(element, attributes: ["landscapeImage"], children: [])
        context.endObject(object, of: element, className: "UITabBarItem")
    }
}
