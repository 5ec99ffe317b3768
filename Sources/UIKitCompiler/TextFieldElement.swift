import XIBReader

/// `<textField>` → `UITextField`: view and control keys, then font, text
/// alignment and color, border, sizing and the clear button's offset.
enum TextFieldElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITextField")
        context.appendViewKeys(element, to: object)
        context.appendControlKeys(element, to: object)
        if let text = element[attribute: "text"] {
            context.append("UIText", .object(context.text(text, key: element[attribute: "id"].map { $0 + ".text" })), to: object)
        }
        if let placeholder = element[attribute: "placeholder"] {
            let key = element[attribute: "id"].map { $0 + ".placeholder" }
            context.append("UIPlaceholder", .object(context.text(placeholder, key: key)), to: object)
        }
        let fontElement = element.child(named: "fontDescription", key: "fontDescription")
        // Up to the iOS 4 SDK a text field's default font is Helvetica 12 (Apple's iOS 3 output).
        let font = fontElement.flatMap { context.font($0) }
            ?? (context.sdk <= 4 ? context.legacyFont("Helvetica", size: 12, double: true) : context.systemFont(size: 14, bold: false))
        context.append("UIFont", .object(font), to: object)
        let alignment = element[attribute: "textAlignment"].flatMap { TextEnumerations.alignments[$0] } ?? 0
        context.append("UITextAlignment", .integer(alignment), to: object)
        let textColor = element.child(named: "color", key: "textColor").flatMap { context.color($0) }
        if let color = textColor ?? context.defaultTextColor(at: element) {
            context.append("UITextColor", .object(color), to: object)
        }
        let border = element[attribute: "borderStyle"].flatMap { TextEnumerations.borderStyles[$0] } ?? 0
        if border != 0 { context.append("UIBorderStyle", .integer(border), to: object) }
        let minimumFontSize = element.double("minimumFontSize")
        if element.bool("adjustsFontSizeToFit") ?? (minimumFontSize != nil) {
            context.append("UIAdjustsFontSizeToFit", .bool(true), to: object)
        }
        if let minimumFontSize { context.append("UIMinimumFontSize", .float(Float(minimumFontSize)), to: object) }
        context.append("UIClearButtonOffset", context.geometry([3, 1]), to: object)
        if context.sdk >= 10 {
            context.append("UIDisableTextColorUpdateOnTraitCollectionChange", .bool(true), to: object)
        }
        context.endObject(object, of: element, className: "UITextField")
    }
}
