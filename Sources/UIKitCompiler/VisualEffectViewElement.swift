import XIBReader

/// `<visualEffectView>` → `UIVisualEffectView`: the view keys with the content
/// view as the only subview, then `UIVisualEffectViewEffect` (a `UIBlurEffect`
/// {`UIBlurEffectStyle`} or `UIVibrancyEffect` {`UIVibrancyEffectBlurStyle`})
/// and `UIVisualEffectViewContentView`; the `<view key="contentView">` is a
/// `_UIVisualEffectContentView`.
///
/// All from the mapping notes (§2, secondary sources): no Apple output shows a
/// visual effect view, so the key order is theirs. Style numbers are UIKit's
/// public `UIBlurEffectStyle` values.
enum VisualEffectViewElement {
    static let blurStyles: [String: Int64] = [
        "extraLight": 0, "light": 1, "dark": 2, "extraDark": 3, "regular": 4, "prominent": 5,
        "systemUltraThinMaterial": 6, "systemThinMaterial": 7, "systemMaterial": 8, "systemThickMaterial": 9,
        "systemChromeMaterial": 10, "systemUltraThinMaterialLight": 11, "systemThinMaterialLight": 12,
        "systemMaterialLight": 13, "systemThickMaterialLight": 14, "systemChromeMaterialLight": 15,
        "systemUltraThinMaterialDark": 16, "systemThinMaterialDark": 17, "systemMaterialDark": 18,
        "systemThickMaterialDark": 19, "systemChromeMaterialDark": 20,
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIVisualEffectView")
        context.warnUnhandled(element, attributes: [], children: ["view", "blurEffect", "vibrancyEffect"])
        let contentElement = ContentView.element(of: element)
        let content = contentElement.flatMap { context.compile($0) }
        if let content, let contentElement, CustomClass.runtimeName(of: contentElement, options: context.options) == nil {
            context.builder.setClass("_UIVisualEffectContentView", of: content)
        }
        if content == nil { context.warn("<visualEffectView> without a content view", at: element) }
        var overrides = ViewOverrides()
        overrides.subviews = content.map { [$0] } ?? []
        context.appendViewKeys(element, to: object, overrides: overrides)
        if let effect = effect(of: element, in: &context) {
            context.append("UIVisualEffectViewEffect", .object(effect), to: object)
        }
        context.append("UIVisualEffectViewContentView", content.map { .object($0) } ?? .null, to: object)
        context.endObject(object, of: element, className: "UIVisualEffectView")
    }

    private static func effect(of element: XIBElement, in context: inout UIKitContext) -> Reference? {
        if let blur = element.children.first(where: { $0.name == "blurEffect" }) {
            guard let style = blurStyle(blur, in: &context) else { return nil }
            let effect = context.builder.addObject("UIBlurEffect")
            context.append("UIBlurEffectStyle", .integer(style), to: effect)
            return effect
        }
        if let vibrancy = element.children.first(where: { $0.name == "vibrancyEffect" }) {
            guard let blur = vibrancy.children.first(where: { $0.name == "blurEffect" }),
                  let style = blurStyle(blur, in: &context) else {
                context.warn("<vibrancyEffect> without a known <blurEffect> is left out", at: vibrancy)
                return nil
            }
            let effect = context.builder.addObject("UIVibrancyEffect")
            context.append("UIVibrancyEffectBlurStyle", .integer(style), to: effect)
            return effect
        }
        context.warn("<visualEffectView> without an effect", at: element)
        return nil
    }

    private static func blurStyle(_ blur: XIBElement, in context: inout UIKitContext) -> Int64? {
        let name = blur[attribute: "style"] ?? "light"
        guard let style = blurStyles[name] else {
            context.warn("blur style \"\(name)\" is not known; the effect is left out", at: blur)
            return nil
        }
        return style
    }
}
