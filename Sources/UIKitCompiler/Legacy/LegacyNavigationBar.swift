import IBDocument
import XIBReader

/// `IBUINavigationBar` → `UINavigationBar`, with its `IBUINavigationItem`s and
/// their `IBUIBarButtonItem`s, through the 3.0 `<navigationBar>`,
/// `<navigationItem>` and `<barButtonItem>` kinds (their keys, order and SDK
/// differences are those kinds').
///
/// | IB 3 key | 3.0 |
/// |---|---|
/// | `IBUIBarStyle` 0–2 | `barStyle` default, black, blackTranslucent |
/// | `IBUIItems` | `<items>` of `<navigationItem>` |
/// | `IBUITitle`, `IBUIPrompt` (item) | `title`, `prompt` |
/// | `IBUILeftBarButtonItem`, `IBUIRightBarButtonItem`, `IBUIBackBarButtonItem` | `<barButtonItem key="leftBarButtonItem">` and so on |
/// | `IBUIStyle` 0–2 (button) | `style` plain, bordered, done |
/// | `IBUISystemItemIdentifier` (button) | `systemItem` (done 0 … pageCurl 23) |
/// | `IBUITitle`, `IBUIEnabled`, `IBUITag`, `IBUIWidth` (button) | `title`, `enabled`, `tag`, `width` |
/// | `IBUINavigationBar`, `IBUINavigationItem` (back references) | (the enclosing element) |
///
/// A bar compiles its items and their buttons with it, into the objects the
/// archive's ids name, so connections and the objects list reach the same
/// objects; an item or button reached first compiles its bar.
enum LegacyNavigationBar {
    static let navigationBar = LegacyClass(keys: LegacyView.keys.union(["IBUIBarStyle", "IBUIItems"])) { context, object, reference in
        var builder = LegacyViewElement.viewKeys(object, &context)
        builder.set("barStyle", context.name(context.integer("IBUIBarStyle", of: object), in: ["default", "black", "blackTranslucent"]))
        let items = context.archive.items(object["IBUIItems"]).compactMap { context.archive.object($0) }
            .filter { $0.className == "IBUINavigationItem" }
        if !items.isEmpty {
            builder.children.append(XIBElement(name: "items", children: items.map { navigationItemElement($0, &context) },
                                               line: object.line, column: object.column))
        }
        LegacyViewElement.compile(builder, name: "navigationBar", of: object, as: reference, &context,
                                  with: NavigationBarElement.compile)
    }

    static let navigationItem = LegacyClass(keys: [
        "IBUINavigationBar", "IBUITitle", "IBUIPrompt", "IBUILeftBarButtonItem", "IBUIRightBarButtonItem",
        "IBUIBackBarButtonItem",
    ]) { context, object, reference in
        if let bar = context.archive.object(object["IBUINavigationBar"]), bar.className == "IBUINavigationBar" {
            _ = context.compile(bar)
        } else {
            NavigationItemElement.compile(&context.base, navigationItemElement(object, &context), reference)
        }
    }

    static let barButtonItem = LegacyClass(keys: [
        "IBUINavigationItem", "IBUIStyle", "IBUISystemItemIdentifier", "IBUITitle", "IBUIEnabled", "IBUITag", "IBUIWidth",
    ]) { context, object, reference in
        if let item = context.archive.object(object["IBUINavigationItem"]), item.className == "IBUINavigationItem" {
            _ = context.compile(item)
        } else {
            BarButtonItemElement.compile(&context.base, barButtonItemElement(object, key: nil, &context), reference)
        }
    }

    /// The item and button keys of an `IBUINavigationItem`, in 3.0 element order.
    static let buttonKeys = [("IBUIBackBarButtonItem", "backBarButtonItem"), ("IBUILeftBarButtonItem", "leftBarButtonItem"),
                             ("IBUIRightBarButtonItem", "rightBarButtonItem")]

    /// The bar button items of an `IBUINavigationItem` (back, left, right), for the objects list.
    static func buttons(of item: LegacyObject, in archive: LegacyArchive) -> [LegacyObject] {
        buttonKeys.compactMap { archive.object(item[$0.0]) }.filter { $0.className == "IBUIBarButtonItem" }
    }

    /// The navigation items of an `IBUINavigationBar`, for the objects list.
    static func items(of bar: LegacyObject, in archive: LegacyArchive) -> [LegacyObject] {
        archive.items(bar["IBUIItems"]).compactMap { archive.object($0) }.filter { $0.className == "IBUINavigationItem" }
    }

    private static func navigationItemElement(_ object: LegacyObject, _ context: inout LegacyContext) -> XIBElement {
        context.adopt(object)
        var builder = LegacyElementBuilder(object)
        builder.set("title", context.string("IBUITitle", of: object))
        builder.set("prompt", context.string("IBUIPrompt", of: object))
        for (key, name) in buttonKeys {
            guard let button = context.archive.object(object[key]) else { continue }
            guard button.className == "IBUIBarButtonItem" else {
                context.warn("IBUINavigationItem \(key) (\(button.className)) is not supported yet; it is left out", at: button)
                continue
            }
            builder.children.append(barButtonItemElement(button, key: name, &context))
        }
        return builder.element("navigationItem", id: object.id)
    }

    private static func barButtonItemElement(_ object: LegacyObject, key: String?, _ context: inout LegacyContext) -> XIBElement {
        context.adopt(object)
        var builder = LegacyElementBuilder(object)
        builder.set("key", key)
        builder.set("style", context.name(context.integer("IBUIStyle", of: object), in: ["plain", "bordered", "done"]))
        if let number = context.integer("IBUISystemItemIdentifier", of: object) {
            let name = BarButtonItemElement.systemItems.first { $0.value == number }?.key
            if name == nil { context.warn("IBUISystemItemIdentifier \(number) is not a system item; it is left out", at: object) }
            builder.set("systemItem", name)
        }
        builder.set("title", context.string("IBUITitle", of: object))
        builder.set("enabled", context.bool("IBUIEnabled", of: object))
        builder.set("tag", context.integer("IBUITag", of: object).map(Double.init))
        builder.set("width", context.double("IBUIWidth", of: object))
        return builder.element("barButtonItem", id: object.id)
    }
}
