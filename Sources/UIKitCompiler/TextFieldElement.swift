import NibBytes
import XIBReader

/// `<textField>` → `UITextField`: view and control keys, then font, text
/// alignment and color, border, sizing, the clear button's mode and offset.
enum TextFieldElement {
    /// `clearButtonMode` values (UIKit's `UITextField.ViewMode`).
    static let clearButtonModes: [String: Int64] = ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3]

    /// The attributes a text field compiles (besides a view's and a control's).
    static let attributes = NameSet([
        "text", "placeholder", "textAlignment", "borderStyle", "minimumFontSize", "adjustsFontSizeToFit",
        "clearButtonMode", "clearsOnBeginEditing", "adjustsFontForContentSizeCategory",
    ]).union(UIKitContext.controlAttributes)
    /// The children a text field compiles (besides a view's): `<nil key="textColor">` is the default color.
    static let children: NameSet = ["fontDescription", "textInputTraits", "nil"]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITextField")
        context.warnUnhandled(element, attributes: attributes, children: children)
        context.appendViewKeys(element, to: object)
        context.appendControlKeys(element, to: object)
        if let text = element[attribute: "text"] {
            context.append("UIText", .object(context.text(text, key: element[attribute: "id"].map { $0 + ".text" })), to: object)
        }
        // Xcode 27 writes the placeholder after the font (omarchy's Inspector goldens).
        if !context.writesLNE { appendPlaceholder(element, to: object, in: &context) }
        let fontElement = element.child(named: "fontDescription", key: "fontDescription")
        LabelElement.appendAdjustsFontForContentSizeCategory(element, to: object, in: &context)
        // Up to the iOS 4 SDK a text field's default font is Helvetica 12 (Apple's iOS 3 output).
        let font = fontElement.flatMap { context.font($0) }
            ?? (context.sdk <= 4 ? context.legacyFont("Helvetica", size: 12, double: true) : context.systemFont(size: 14, bold: false))
        context.append("UIFont", .object(font), to: object)
        if context.writesLNE { appendPlaceholder(element, to: object, in: &context) }
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
        appendClearButtonMode(element, to: object, in: &context)
        if element.bool("clearsOnBeginEditing") == true {
            context.warn(clearsOnBeginEditingPlacement, at: element)
            context.append("UIClearsOnBeginEditing", .bool(true), to: object)
        }
        context.append("UIClearButtonOffset", context.geometry([3, 1]), to: object)
        context.appendTextInputTraits(of: element, to: object, defaultCapitalization: 0)
        if context.sdk >= 10 {
            context.append("UIDisableTextColorUpdateOnTraitCollectionChange", .bool(true), to: object)
        }
        context.endObject(object, of: element, className: "UITextField")
    }

    /// The warning that `UIClearsOnBeginEditing`'s place is the mapping notes'.
    static let clearsOnBeginEditingPlacement = "UIClearsOnBeginEditing is written after the clear button mode, "
        + "as the notes list it; no Apple nib of the corpus shows its place"

    /// `UIClearButtonMode` (integer) when not never, between `UIMinimumFontSize`
    /// and `UIClearButtonOffset`: where the mapping notes' Appendix C.5 shows it
    /// in real Xcode 12.4 (iOS 14 SDK) nibs. Earlier SDKs are assumed to put it
    /// there too (a warning says so); never, UIKit's default, is left out as
    /// the iOS 6 SDK's `SpaceNameEditorViewController.nib` (index file id
    /// 68776624061) shows for a field without the key.
    static func appendClearButtonMode(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard let name = element[attribute: "clearButtonMode"] else { return }
        guard let mode = clearButtonModes[name] else {
            context.warn("clearButtonMode \"\(name)\" is not known; left out", at: element)
            return
        }
        guard mode != 0 else { return }
        // A keyed archive (up to the iOS 3 SDK) has no key order to get wrong.
        if context.sdk > 3, context.sdk < 14 {
            context.warn("UIClearButtonMode's position is known from the iOS 14 SDK on; SDK \(context.sdk) is assumed to write the same",
                         at: element)
        }
        context.append("UIClearButtonMode", .integer(mode), to: object)
    }
}

extension TextFieldElement {
    /// `placeholder=` as `UIPlaceholder`, a localizable text.
    static func appendPlaceholder(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard let placeholder = element[attribute: "placeholder"] else { return }
        let key = element[attribute: "id"].map { $0 + ".placeholder" }
        context.append("UIPlaceholder", .object(context.text(placeholder, key: key)), to: object)
    }
}
