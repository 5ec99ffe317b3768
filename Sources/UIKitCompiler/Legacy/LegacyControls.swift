import IBDocument

/// The controls: `IBUIButton`, `IBUITextField`, `IBUISwitch`, `IBUISlider`,
/// and `IBUIImageView`, through the 3.0 element kinds.
///
/// Every control:
///
/// | IB 3 key | 3.0 |
/// |---|---|
/// | `IBUIContentHorizontalAlignment` 0–3 | `contentHorizontalAlignment` center, left, right, fill |
/// | `IBUIContentVerticalAlignment` 0–3 | `contentVerticalAlignment` center, top, bottom, fill |
/// | `IBUIEnabled`, `IBUISelected`, `IBUIHighlighted` | `enabled`, `selected`, `highlighted` |
enum LegacyControls {
    static let controlKeys = LegacyView.keys.union([
        "IBUIContentHorizontalAlignment", "IBUIContentVerticalAlignment", "IBUIEnabled", "IBUISelected", "IBUIHighlighted",
    ])

    static func controlKeys(_ object: LegacyObject, _ context: inout LegacyContext) -> LegacyElementBuilder {
        var builder = LegacyViewElement.viewKeys(object, &context)
        builder.set("contentHorizontalAlignment", context.name(context.integer("IBUIContentHorizontalAlignment", of: object),
                                                               in: ["center", "left", "right", "fill"]))
        builder.set("contentVerticalAlignment", context.name(context.integer("IBUIContentVerticalAlignment", of: object),
                                                             in: ["center", "top", "bottom", "fill"]))
        builder.set("enabled", context.bool("IBUIEnabled", of: object))
        builder.set("selected", context.bool("IBUISelected", of: object))
        builder.set("highlighted", context.bool("IBUIHighlighted", of: object))
        return builder
    }

    /// Button states by their IB 3 key prefix, in the order they are written.
    static let states = [("Normal", "normal"), ("Highlighted", "highlighted"), ("Disabled", "disabled"), ("Selected", "selected")]

    /// `IBUIButton` → `UIButton`.
    ///
    /// | IB 3 key | 3.0 |
    /// |---|---|
    /// | `IBUIButtonType` 0–5 | `buttonType` custom, roundedRect, detailDisclosure, infoLight, infoDark, contactAdd |
    /// | `IBUIFontDescription` / `IBUIFont` | `<fontDescription>` |
    /// | `IBUI{Normal,Highlighted,Disabled,Selected}Title` | `<state key="…" title>` |
    /// | `IBUI…TitleColor`, `IBUI…TitleShadowColor` | the state's `<color key="titleColor">`, `titleShadowColor` |
    /// | `IBUI…Image`, `IBUI…BackgroundImage` (`NSCustomResource`) | the state's `image`, `backgroundImage` |
    /// | `IBUIAdjustsImageWhenHighlighted`, `IBUIAdjustsImageWhenDisabled` | the same attributes |
    static let button = LegacyClass(keys: controlKeys.union(
        ["IBUIButtonType", "IBUIFontDescription", "IBUIFont", "IBUIAdjustsImageWhenHighlighted", "IBUIAdjustsImageWhenDisabled"]
            + states.flatMap { ["IBUI\($0.0)Title", "IBUI\($0.0)TitleColor", "IBUI\($0.0)TitleShadowColor",
                                "IBUI\($0.0)Image", "IBUI\($0.0)BackgroundImage"] })) { context, object, reference in
        var builder = controlKeys(object, &context)
        builder.set("buttonType", context.name(context.integer("IBUIButtonType", of: object),
                                               in: ["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]))
        builder.set("adjustsImageWhenHighlighted", context.bool("IBUIAdjustsImageWhenHighlighted", of: object))
        builder.set("adjustsImageWhenDisabled", context.bool("IBUIAdjustsImageWhenDisabled", of: object))
        context.fontElement(object, into: &builder)
        for (prefix, name) in states {
            var state = LegacyElementBuilder(object)
            state.set("title", context.string("IBUI\(prefix)Title", of: object))
            state.set("image", context.resourceName("IBUI\(prefix)Image", of: object))
            state.set("backgroundImage", context.resourceName("IBUI\(prefix)BackgroundImage", of: object))
            context.colorElement("IBUI\(prefix)TitleColor", of: object, key: "titleColor", into: &state)
            context.colorElement("IBUI\(prefix)TitleShadowColor", of: object, key: "titleShadowColor", into: &state)
            guard !state.attributes.isEmpty || !state.children.isEmpty else { continue }
            state.attributes.insert(.init(name: "key", value: name), at: 0)
            builder.children.append(state.element("state", id: nil))
        }
        LegacyViewElement.compile(builder, name: "button", of: object, as: reference, &context, with: ButtonElement.compile)
    }

    /// `IBUITextField` → `UITextField`.
    ///
    /// | IB 3 key | 3.0 |
    /// |---|---|
    /// | `IBUIText`, `IBUIPlaceholder` | `text`, `placeholder` |
    /// | `IBUIFontDescription` / `IBUIFont`, `IBUITextColor` | `<fontDescription>`, `<color key="textColor">` |
    /// | `IBUITextAlignment`, `IBUIBorderStyle` (numbers) | their names |
    /// | `IBUIAdjustsFontSizeToFit`, `IBUIMinimumFontSize` | the same attributes |
    /// | `IBUIClearButtonMode` (a number) | `clearButtonMode`, its name |
    /// | `IBUIClearsOnBeginEditing` | `clearsOnBeginEditing` |
    /// | `IBUIContentHorizontalAlignment` (1, left, when absent: Apple's iOS 3 output) | `contentHorizontalAlignment` |
    /// | `IBUITextInputTraits` (`IBUITextInputTraits`) | see ``textInputTraits`` |
    static let textField = LegacyClass(keys: controlKeys.union(
        ["IBUIText", "IBUIPlaceholder", "IBUIFontDescription", "IBUIFont", "IBUITextColor", "IBUITextAlignment",
         "IBUIBorderStyle", "IBUIAdjustsFontSizeToFit", "IBUIMinimumFontSize", "IBUIClearButtonMode",
         "IBUITextInputTraits", "IBUIClearsOnBeginEditing"])) { context, object, reference in
        var builder = controlKeys(object, &context)
        if object["IBUIContentHorizontalAlignment"] == nil { builder.set("contentHorizontalAlignment", "left") }
        builder.set("text", context.string("IBUIText", of: object))
        builder.set("placeholder", context.string("IBUIPlaceholder", of: object))
        context.fontElement(object, into: &builder)
        context.colorElement("IBUITextColor", of: object, key: "textColor", into: &builder)
        builder.set("textAlignment", context.name(context.integer("IBUITextAlignment", of: object), in: LegacyLabel.alignments))
        builder.set("borderStyle", context.name(context.integer("IBUIBorderStyle", of: object), in: ["none", "line", "bezel", "roundedRect"]))
        builder.set("adjustsFontSizeToFit", context.bool("IBUIAdjustsFontSizeToFit", of: object))
        builder.set("minimumFontSize", context.double("IBUIMinimumFontSize", of: object))
        builder.set("clearButtonMode", context.name(context.integer("IBUIClearButtonMode", of: object),
                                                    in: ["never", "whileEditing", "unlessEditing", "always"]))
        builder.set("clearsOnBeginEditing", context.bool("IBUIClearsOnBeginEditing", of: object))
        textInputTraits(of: object, into: &builder, &context)
        LegacyViewElement.compile(builder, name: "textField", of: object, as: reference, &context, with: TextFieldElement.compile)
    }

    /// The text input traits (`IBUITextInputTraits`, an object of its own in
    /// IB 3) as the 3.0 `<textInputTraits key="textInputTraits">` child, which
    /// ``UIKitContext/appendTextInputTraits(of:to:defaultCapitalization:)``
    /// writes (the iOS 3 SDK's keyed archive shows `UIAutocapitalizationType`
    /// and `UIReturnKeyType` on the field itself):
    ///
    /// | IB 3 key | 3.0 attribute |
    /// |---|---|
    /// | `IBUIAutocapitalizationType`, `IBUIAutocorrectionType`, `IBUIKeyboardType`, `IBUIKeyboardAppearance`, `IBUIReturnKeyType` (numbers) | the same names without `IBUI`, lowercased first, as names |
    /// | `IBUIEnablesReturnKeyAutomatically`, `IBUISecureTextEntry` | `enablesReturnKeyAutomatically`, `secureTextEntry` |
    static func textInputTraits(of object: LegacyObject, into builder: inout LegacyElementBuilder, _ context: inout LegacyContext) {
        guard let traits = context.archive.object(context.value("IBUITextInputTraits", of: object)) else { return }
        let enumerations: [String: (String, [String: Int64])] = [
            "IBUIAutocapitalizationType": ("autocapitalizationType", TextInputTraits.capitalizations),
            "IBUIAutocorrectionType": ("autocorrectionType", TextInputTraits.tristate),
            "IBUIKeyboardType": ("keyboardType", TextInputTraits.keyboardTypes),
            "IBUIKeyboardAppearance": ("keyboardAppearance", TextInputTraits.keyboardAppearances),
            "IBUIReturnKeyType": ("returnKeyType", TextInputTraits.returnKeyTypes),
        ]
        let bools = ["IBUIEnablesReturnKeyAutomatically": "enablesReturnKeyAutomatically", "IBUISecureTextEntry": "secureTextEntry"]
        var attributes = [("key", "textInputTraits")]
        for entry in traits.entries {
            guard let key = entry.key, !LegacyContext.designKeys.contains(key) else { continue }
            if let (name, values) = enumerations[key], let number = context.integer(key, of: traits),
               let valueName = values.filter({ $0.value == number }).map(\.key).min() {
                attributes.append((name, valueName))
            } else if let name = bools[key], let value = context.bool(key, of: traits) {
                attributes.append((name, value ? "YES" : "NO"))
            } else {
                context.warn("IBUITextInputTraits \(key) is not supported yet; it is left out", line: entry.line, column: entry.column)
            }
        }
        builder.child("textInputTraits", attributes)
    }

    /// `IBUISwitch` → `UISwitch`: `IBUIOn` → `on`.
    static let switchControl = LegacyClass(keys: controlKeys.union(["IBUIOn"])) { context, object, reference in
        var builder = controlKeys(object, &context)
        builder.set("on", context.bool("IBUIOn", of: object))
        LegacyViewElement.compile(builder, name: "switch", of: object, as: reference, &context, with: SwitchElement.compile)
    }

    /// `IBUISlider` → `UISlider`: `IBUIValue`, `IBUIMinValue`, `IBUIMaxValue` → `value`, `minValue`, `maxValue`.
    static let slider = LegacyClass(keys: controlKeys.union(["IBUIValue", "IBUIMinValue", "IBUIMaxValue"])) { context, object, reference in
        var builder = controlKeys(object, &context)
        builder.set("value", context.double("IBUIValue", of: object))
        builder.set("minValue", context.double("IBUIMinValue", of: object))
        builder.set("maxValue", context.double("IBUIMaxValue", of: object))
        LegacyViewElement.compile(builder, name: "slider", of: object, as: reference, &context, with: SliderElement.compile)
    }

    /// `IBUIImageView` → `UIImageView`: `IBUIImage`, `IBUIHighlightedImage`
    /// (`NSCustomResource` `NSResourceName`) → `image`, `highlightedImage`.
    static let imageView = LegacyClass(keys: LegacyView.keys.union(["IBUIImage", "IBUIHighlightedImage"])) { context, object, reference in
        var builder = LegacyViewElement.viewKeys(object, &context)
        builder.set("image", context.resourceName("IBUIImage", of: object))
        builder.set("highlightedImage", context.resourceName("IBUIHighlightedImage", of: object))
        LegacyViewElement.compile(builder, name: "imageView", of: object, as: reference, &context, with: ImageViewElement.compile)
    }
}
