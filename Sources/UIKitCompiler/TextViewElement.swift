import NibBytes
import XIBReader

/// `<textView>` → `UITextView`, a scroll view: the view and scroll keys (with
/// the laid-out text's content size), then text, font, color and alignment,
/// `UIEditable` and `UISelectable` (see ``appendEditing(_:to:in:)``) and the
/// text input traits.
enum TextViewElement {
    /// The height Apple's nibs give the content of an empty 14-point text view
    /// (iOS 7 SDK pairs); other texts would need UIKit's text layout.
    static let emptyContentHeight = 22.0

    /// The attributes a text view compiles (besides a view's and a scroll view's).
    static let attributes = NameSet(["text", "textAlignment", "editable", "selectable", "allowsEditingTextAttributes",
                                 "adjustsFontForContentSizeCategory"]).union(ScrollViewElement.attributes)
    /// The children a text view compiles (besides a view's): its text as a
    /// `<string>`, its font and traits; `<nil key="textColor">` is the default color.
    static let children: NameSet = ["string", "fontDescription", "textInputTraits", "nil", "inset"]

    /// The warning, said once per document, that the text attribute switches follow UIKit's encoder.
    static let unverifiedTextSwitches = "a text view's UIAllowsEditingTextAttributes and "
        + "UIAdjustsFontForContentSizeCategory (YES only) are written after its text and before UIFont, as "
        + "-[UITextView encodeWithCoder:] (iOS 18.2) writes them; no Apple nib of the corpus checks them (not checked)"

    /// The warning, said once per document, that the editing switches follow the notes.
    static let unverifiedEditing = "a text view's UIEditable and UISelectable (NO when editable or selectable is NO) "
        + "are written after UITextAlignment, where the mapping notes list them; no Apple nib of the corpus checks "
        + "their places (not checked)"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITextView")
        context.warnUnhandled(element, attributes: attributes, children: children)
        context.warnUnknownInsets(element, known: ScrollViewElement.insetKeys)
        context.appendViewKeys(element, to: object)
        let text = element.child(named: "string", key: "text")?.stringContent ?? element[attribute: "text"] ?? ""
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
        appendTextSwitches(element, to: object, in: &context)
        let fontElement = element.child(named: "fontDescription", key: "fontDescription")
        let font = fontElement.flatMap { context.font($0) } ?? context.systemFont(size: 14, bold: false)
        context.append("UIFont", .object(font), to: object)
        if let color = element.child(named: "color", key: "textColor").flatMap({ context.color($0) }) {
            context.append("UITextColor", .object(color), to: object)
        }
        let alignment = element[attribute: "textAlignment"].flatMap { TextEnumerations.alignments[$0] } ?? 0
        context.append("UITextAlignment", .integer(alignment), to: object)

        appendEditing(element, to: object, in: &context)
        context.appendTextInputTraits(of: element, to: object, defaultCapitalization: 2)
        context.endObject(object, of: element, className: "UITextView")
    }

    /// `allowsEditingTextAttributes="YES"` → `UIAllowsEditingTextAttributes` YES, then
    /// `adjustsFontForContentSizeCategory="YES"` (iOS 10 on) → `UIAdjustsFontForContentSizeCategory`
    /// YES, each only when YES (UIKit's default is NO), between the text and the font: the
    /// keys, condition and order of `-[UITextView encodeWithCoder:]` (iOS 18.2,
    /// docs/uikit-encoders.md §2).
    static func appendTextSwitches(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        let allowsEditing = element.bool("allowsEditingTextAttributes") == true
        if allowsEditing { context.append("UIAllowsEditingTextAttributes", .bool(true), to: object) }
        // The same key and condition as a label's.
        let adjustsFont = LabelElement.appendAdjustsFontForContentSizeCategory(element, to: object, in: &context)
        if allowsEditing || adjustsFont { context.warn(unverifiedTextSwitches, at: element) }
    }

    /// `UIEditable` NO (`editable="NO"`) and `UISelectable` NO
    /// (`selectable="NO"`), each only when off (UIKit's default is YES, and
    /// Xcode 12.4's text views in Appendix C.5 of the mapping notes, editable,
    /// write neither), as booleans after `UITextAlignment`: the key names,
    /// types and order are the notes' §2 textView list (XibDecoder reads the
    /// same names from Apple nibs); their places are not checked.
    static func appendEditing(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        for (attribute, key) in [("editable", "UIEditable"), ("selectable", "UISelectable")]
        where element.bool(attribute) == false {
            context.warn(unverifiedEditing, at: element)
            context.append(key, .bool(false), to: object)
        }
    }
}
