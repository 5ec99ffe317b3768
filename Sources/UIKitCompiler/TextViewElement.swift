import XIBReader

/// `<textView>` → `UITextView`, a scroll view: the view and scroll keys (with
/// the laid-out text's content size), then text, font, color and alignment.
enum TextViewElement {
    /// The height Apple's nibs give the content of an empty 14-point text view
    /// (iOS 7 SDK pairs); other texts would need UIKit's text layout.
    static let emptyContentHeight = 22.0

    /// Attributes whose key positions no Apple nib shows yet, with the key
    /// the mapping notes give each (from UIKit reimplementations), if any.
    static let unestablishedAttributes: KeyValuePairs<String, String?> = [
        "editable": "UIEditable", "selectable": "UISelectable", "dataDetectorTypes": "UIDataDetectorTypes",
        "allowsEditingTextAttributes": nil,
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITextView")
        context.appendViewKeys(element, to: object)
        let text = element.child(named: "string", key: "text")?.text ?? element[attribute: "text"] ?? ""
        let attributedText = element.child(named: "attributedString", key: "attributedText")
        if !text.isEmpty || attributedText != nil {
            context.warn("the content size of a text view with text is not computed; an empty text's is used", at: element)
        }
        let width = element.child(named: "rect", key: "frame")?.double("width") ?? 0
        context.appendScrollViewKeys(element, to: object, contentSize: (width, emptyContentHeight))

        // Attributed text takes the plain text's place (the mapping notes' textView row: `UIText` / `UIAttributedText`).
        if let attributedText {
            let value = context.attributedString(attributedText, className: "NSMutableAttributedString")
            context.append("UIAttributedText", .object(value), to: object)
        } else if !text.isEmpty {
            context.append("UIText", .object(context.text(text, key: element[attribute: "id"].map { $0 + ".text" })), to: object)
        }
        let fontElement = element.child(named: "fontDescription", key: "fontDescription")
        let font = fontElement.flatMap { context.font($0) } ?? context.systemFont(size: 14, bold: false)
        context.append("UIFont", .object(font), to: object)
        if let color = element.child(named: "color", key: "textColor").flatMap({ context.color($0) }) {
            context.append("UITextColor", .object(color), to: object)
        }
        let alignment = element[attribute: "textAlignment"].flatMap { TextEnumerations.alignments[$0] } ?? 0
        context.append("UITextAlignment", .integer(alignment), to: object)

        for (name, key) in unestablishedAttributes where element[attribute: name] != nil {
            let keyName = key.map { " (\($0))" } ?? ""
            context.warn("text view attribute \"\(name)\"\(keyName): no Apple nib shows where its key goes; it is left out",
                         at: element)
        }
        context.appendTextInputTraits(of: element, to: object, defaultCapitalization: 2)
        context.endObject(object, of: element, className: "UITextView")
    }
}
