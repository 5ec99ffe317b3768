import NibGraph
import XIBReader

/// `<tabBar>` → `UITabBar`: the view keys (opaque, content hugging always
/// written), then the items (`NSArray`), bar tint and translucence, in the
/// order of Apple's iOS 7 and iOS 10 output. A standalone tab bar writes no
/// bar position. `UIBarStyle`'s place is not shown by any pair yet; it is
/// written first.
enum TabBarElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        // A tab bar controller's bar: flexible width and top margin.
        context.beginBar(element, object, className: "UITabBar", opaque: true, containerMask: 2 | 8)
        var items = BarItems.items(of: element).compactMap { context.compile($0) }
        // A tab bar controller's bar has the controller as its delegate (first, as the
        // iOS 10 storyboard pair shows) and its controllers' items.
        if let controller = context.barController {
            context.append("UIDelegate", .object(controller.controller), to: object)
            if items.isEmpty { items = controller.items }
        }
        if !items.isEmpty { context.append("UIItems", .object(context.builder.array(items)), to: object) }
        context.appendBarTintColor(element, to: object)
        context.warnUnsupported(element, attributes: ["itemPositioning", "itemWidth", "itemSpacing", "backgroundImage",
                                                      "shadowImage", "selectionIndicatorImage"],
                                children: ["selectedImageTintColor", "unselectedItemTintColor"])
        context.appendBarTranslucence(element, to: object)
        context.endObject(object, of: element, className: "UITabBar")
    }
}

/// `<tabBarItem>` → `UITabBarItem`: `UIEnabled`, title, image, then the
/// selected image as `UISelectedTemplateImage` (iOS 7 and iOS 10 output).
/// The selected image is an object of its own even when it names the same
/// image as `image` (UIKit makes a template copy of it; Apple's iOS 10 SDK
/// storyboard pair shows the two apart).
///
/// From the mapping notes only (§2 tabBar; no Apple nib of the corpus holds
/// them, one warning per document says so): a system item's `UISystemItem`
/// (more 0 … mostViewed 11) and a nonzero `UITag`, after the images.
enum TabBarItemElement {
    /// UIKit's `UITabBarSystemItem` values by the document's names.
    static let systemItems: [String: Int64] = [
        "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6,
        "bookmarks": 7, "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11,
    ]
    /// The warning that the system item and tag keys follow the notes.
    static let unverifiedSystemItem = "a tab bar item's UISystemItem and UITag follow the mapping notes; no Apple nib checks them"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITabBarItem")
        context.append("UIEnabled", .bool(element.bool("enabled") ?? true), to: object)
        context.appendBarItemTitleAndImage(element, to: object)
        if let image = element[attribute: "selectedImage"] {
            context.append("UISelectedTemplateImage", .object(context.image(named: image, shared: false)), to: object)
        }
        if let name = element[attribute: "systemItem"] {
            if let item = systemItems[name] {
                context.warn(unverifiedSystemItem, at: element)
                context.append("UISystemItem", .integer(item), to: object)
            } else {
                context.warn("tab bar system item \"\(name)\" is not known; left out", at: element)
            }
        }
        if let tag = element.integer("tag"), tag != 0 {
            context.warn(unverifiedSystemItem, at: element)
            context.append("UITag", .integer(tag), to: object)
        }
        context.warnUnsupported(element, attributes: ["badgeValue", "landscapeImage"],
                                children: ["badgeColor"])
        context.endObject(object, of: element, className: "UITabBarItem")
    }
}
