import NibGraph
import XIBReader

/// `<toolbar>` → `UIToolbar`: the view keys (opaque, content hugging always
/// written), then style, bar tint, items, bar position and translucence.
///
/// Only the Xcode 12 notes show a toolbar (`UIItems`, `UIBarPosition`,
/// `UIBarTranslucence`); no pair does yet. The position is 1 (bottom), what
/// a toolbar without a delegate reports; the array class follows the tab bar's.
enum ToolbarElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginBar(element, object, className: "UIToolbar", opaque: true)
        context.warnUnhandled(element, attributes: ["barStyle", "translucent"], children: ["items"])
        context.appendBarTintColor(element, to: object)
        let items = BarItems.items(of: element).compactMap { context.compile($0) }
        if !items.isEmpty { context.append("UIItems", .object(context.builder.array(items)), to: object) }
        context.append("UIBarPosition", .integer(1), to: object)
        context.appendBarTranslucence(element, to: object)
        context.endObject(object, of: element, className: "UIToolbar")
    }
}
