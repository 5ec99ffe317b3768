import NibBytes
import NibGraph
import XIBReader

/// `<stackView>` → `UIStackView`: the view keys (its `<subviews>` are its
/// subviews and, all of them, its arranged subviews), then the stack's own
/// values.
///
/// No Apple nib of the corpus holds a stack view. Keys and types are the
/// mapping notes' (§2 stackView); which are written and in what order is
/// `-[UIStackView encodeWithCoder:]`'s (docs/uikit-encoders.md):
/// `UIStackViewArrangedSubviews` when there are arranged views (the same
/// views as `UISubviews`, an `NSMutableArray` like it; Xcode 27's is an
/// `NSArray`, and it writes the stack's zero layout margins), then always
/// `UIStackViewAxis`, `UIStackViewDistribution`, `UIStackViewAlignment`
/// (integers), `UIStackViewSpacing` (float64), `UIStackViewBaselineRelative`
/// and `UIStackViewLayoutMarginsRelative` (booleans, NO included). A warning
/// says once per document that no Apple nib checks it.
enum StackViewElement {
    static let axes: [String: Int64] = ["horizontal": 0, "vertical": 1]
    static let distributions: [String: Int64] = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    static let alignments: [String: Int64] = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4,
        "lastBaseline": 5,
    ]
    static let unverified = "stack views are written as -[UIStackView encodeWithCoder:] writes them (arranged "
        + "subviews, then axis, distribution, alignment, spacing as a double and both arrangement switches, defaults "
        + "included); no Apple nib of the corpus checks the encoding (not checked)"
    static let attributes: NameSet = [
        "axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIStackView")
        context.warnUnhandled(element, attributes: attributes, children: [])
        let arranged = element.children(of: "subviews").compactMap { context.compile($0) }
        var overrides = ViewOverrides(subviews: arranged)
        // Xcode 27 writes the zero margins UIStackView's initializer sets
        // (omarchy's `build_stack_view`, from its Inspector goldens).
        if context.writesLNE { overrides.layoutMargins = [0, 0, 0, 0] }
        context.appendViewKeys(element, to: object, overrides: overrides)
        if !arranged.isEmpty {
            // Xcode 27's is an immutable copy (`-arrangedSubviews`), as its Inspector goldens show.
            let arrayClass = context.writesLNE ? FoundationClasses.array : FoundationClasses.mutableArray
            context.append("UIStackViewArrangedSubviews",
                           .object(context.builder.array(arranged, className: arrayClass)), to: object)
        }
        context.warn(unverified, at: element)
        for (name, table, key) in [("axis", axes, "UIStackViewAxis"),
                                   ("distribution", distributions, "UIStackViewDistribution"),
                                   ("alignment", alignments, "UIStackViewAlignment")] {
            var value: Int64 = 0
            if let text = element[attribute: name] {
                if let known = table[text] {
                    value = known
                } else {
                    context.warn("stack view \(name) \"\(text)\" is not known; the default is used", at: element)
                }
            }
            context.append(key, .integer(value), to: object)
        }
        context.append("UIStackViewSpacing", .double(context.number(element, "spacing") ?? 0), to: object)
        context.append("UIStackViewBaselineRelative", .bool(element.bool("baselineRelativeArrangement") ?? false),
                       to: object)
        context.append("UIStackViewLayoutMarginsRelative",
                       .bool(element.bool("layoutMarginsRelativeArrangement") ?? false), to: object)
        context.endObject(object, of: element, className: "UIStackView")
    }
}
