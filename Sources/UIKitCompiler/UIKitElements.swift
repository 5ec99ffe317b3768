import XIBReader

/// How one element kind compiles: it gives the object its class and values.
struct UIKitElementKind: Sendable {
    let compile: @Sendable (inout UIKitContext, XIBElement, Reference) -> Void
}

/// The element kinds the UIKit compiler knows, by element name. Each kind
/// lives in its own file; adding a kind is adding a file and a line here.
enum UIKitElements {
    static func kind(named name: String) -> UIKitElementKind? {
        table[name]
    }

    private static let table: [String: UIKitElementKind] = [
        "placeholder": UIKitElementKind(compile: Placeholder.compile),
        "view": UIKitElementKind(compile: ViewElement.compile),
        "label": UIKitElementKind(compile: LabelElement.compile),
        "button": UIKitElementKind(compile: ButtonElement.compile),
        "textField": UIKitElementKind(compile: TextFieldElement.compile),
        "imageView": UIKitElementKind(compile: ImageViewElement.compile),
        "scrollView": UIKitElementKind(compile: ScrollViewElement.compile),
        "textView": UIKitElementKind(compile: TextViewElement.compile),
        "constraint": UIKitElementKind(compile: ConstraintElement.compile),
        "tableView": UIKitElementKind(compile: TableViewElement.compile),
        "tableViewCell": UIKitElementKind(compile: TableViewCellElement.compile),
        "tableViewCellContentView": UIKitElementKind(compile: TableViewCellContentViewElement.compile),
    ]

    /// Elements that are views (their `subviews` and `constraints` are walked).
    static func isView(_ element: XIBElement) -> Bool {
        element.name != "placeholder" && element.name != "constraint" && table[element.name] != nil
    }
}
