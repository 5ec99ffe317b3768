import NibGraph
import XIBReader

/// `<stackView>` → `UIStackView`: the view keys (its `<subviews>` are its
/// subviews and, all of them, its arranged subviews), then the stack's own
/// values.
///
/// No Apple nib of the corpus holds a stack view: keys, types and order are the
/// mapping notes' (§2 stackView): `UIStackViewArrangedSubviews` (the same views
/// as `UISubviews`, an `NSMutableArray` like it), `UIStackViewAxis`,
/// `UIStackViewDistribution`, `UIStackViewAlignment` (integers),
/// `UIStackViewSpacing` (float64), `UIStackViewBaselineRelative`,
/// `UIStackViewLayoutMarginsRelative` (booleans). Which of them UIKit writes at
/// their defaults (horizontal, fill, fill, 0, NO, NO) is not known; like
/// `UIView`'s, they are written only when set.
enum StackViewElement {
    static let axes: [String: Int64] = ["horizontal": 0, "vertical": 1]
    static let distributions: [String: Int64] = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    static let alignments: [String: Int64] = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4,
        "lastBaseline": 5,
    ]
    static let attributes: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIStackView")
        context.warnUnhandled(element, attributes: attributes, children: [])
        let arranged = element.children(of: "subviews").compactMap { context.compile($0) }
        context.appendViewKeys(element, to: object, overrides: ViewOverrides(subviews: arranged))
        if !arranged.isEmpty {
            context.append("UIStackViewArrangedSubviews",
                           .object(context.builder.array(arranged, className: FoundationClasses.mutableArray)), to: object)
        }
        for (name, table, key) in [("axis", axes, "UIStackViewAxis"),
                                   ("distribution", distributions, "UIStackViewDistribution"),
                                   ("alignment", alignments, "UIStackViewAlignment")] {
            guard let text = element[attribute: name] else { continue }
            guard let value = table[text] else {
                context.warn("stack view \(name) \"\(text)\" is not known; the default is used", at: element)
                continue
            }
            if value != 0 { context.append(key, .integer(value), to: object) }
        }
        if let spacing = context.number(element, "spacing"), spacing != 0 {
            context.append("UIStackViewSpacing", .double(spacing), to: object)
        }
        if element.bool("baselineRelativeArrangement") == true {
            context.append("UIStackViewBaselineRelative", .bool(true), to: object)
        }
        if element.bool("layoutMarginsRelativeArrangement") == true {
            context.append("UIStackViewLayoutMarginsRelative", .bool(true), to: object)
        }
        context.endObject(object, of: element, className: "UIStackView")
    }
}
