import NibGraph

/// A scroll view's `<viewLayoutGuide key="contentLayoutGuide">` and
/// `<viewLayoutGuide key="frameLayoutGuide">` (Xcode 11+), as full guides in the
/// scroll view's `UIViewLayoutGuides`, made when a constraint names them (the
/// document's guide element itself is a stub, like the safe area's).
///
/// No Apple nib of the corpus shows them. What is written is what UIKit's own
/// guides hold, read from UIKitCore's `-[UIScrollView _layoutGuideOfType:createIfNecessary:]`
/// (iOS 18.2): it adopts a guide of the view's `layoutGuides` whose identifier
/// is the guide's own (so a decoded guide becomes `contentLayoutGuide` or
/// `frameLayoutGuide`); for the content guide it makes the system constraints
/// when the guide has none, for the frame guide it activates those it has; a new
/// guide is locked to its owning view, and only the (unarchived) content-offset
/// guide is told `_setShouldBeArchived:NO`, so the two others are taken to be
/// archived (YES), with negative dimensions NO (never set). The frame guide's system
/// constraints are guide.left = view.left, guide.top = view.top, guide.width =
/// view.width, guide.height = view.height, identified by the guide's identifier
/// and "-minX", "-minY", "-width", "-height".
///
/// Assumed: the identifiers "UIScrollView-contentLayoutGuide" (UIKit's
/// constraint logs print it for the content guide) and
/// "UIScrollView-frameLayoutGuide" (apps look its "-height" constraint up by
/// that name), the content guide's class `_UIScrollViewLayoutGuide` (the same
/// logs; fallback `UILayoutGuide`) and the frame guide's `UILayoutGuide`; the
/// content guide is written without system constraints (UIKit makes them), the
/// frame constraints with `NSShouldBeArchived` NO like the safe area's.
enum ScrollViewLayoutGuides {
    /// The warning, said once per document, that the form is read from UIKit, not an Apple nib.
    static let inferred = "a scroll view's content and frame layout guides are written as UIKit's own guides "
        + "(identifiers UIScrollView-contentLayoutGuide and UIScrollView-frameLayoutGuide, in UIViewLayoutGuides); "
        + "no Apple nib of the corpus checks the encoding"

    /// The warning, said once per document, for a document built with an SDK without them.
    static let beforeIOS11 = "scroll view content and frame layout guides came with the iOS 11 SDK; "
        + "before it the scroll view stands for them in constraints"

    static func identifier(_ kind: ViewGuideKind) -> String {
        kind == .content ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
    }

    /// The frame guide's system constraints: attribute (guide and view alike) and identifier suffix.
    static let frameEdges: [(attribute: Int64, name: String)] = [(1, "minX"), (3, "minY"), (7, "width"), (8, "height")]

    /// The full guide of kind `kind` (content or frame) of the scroll view with id `scrollView`, made on first use.
    static func fullGuide(_ id: String, kind: ViewGuideKind, scrollView: String, in context: inout UIKitContext) -> Reference {
        let key = "scrollViewGuide:" + id
        if let guide = context.pooled[key] { return guide }
        let guide = kind == .content
            ? context.builder.addObject("_UIScrollViewLayoutGuide", fallbacks: ["UILayoutGuide"])
            : context.builder.addObject("UILayoutGuide")
        context.pooled[key] = guide
        let view = context.object(forID: scrollView)
        let identifier = identifier(kind)
        LayoutGuideElement.appendGuideKeys(owningView: view, identifier: identifier, flags: true, negativeDimensions: false,
                                           to: guide, in: &context)
        guard kind == .frame else {
            context.append("UILayoutGuideSystemConstraints", .null, to: guide)
            return guide
        }
        var constraints: [Reference] = []
        for edge in frameEdges {
            var constraint = ConstraintElement.LayoutConstraint(firstItem: guide, first: edge.attribute)
            constraint.secondItem = view
            constraint.second = edge.attribute
            constraint.archived = false
            constraint.identifier = identifier + "-" + edge.name
            let object = context.builder.addObject("NSLayoutConstraint")
            ConstraintElement.encode(constraint, to: object, in: &context)
            constraints.append(object)
        }
        context.append("UILayoutGuideSystemConstraints", .object(context.builder.array(constraints)), to: guide)
        return guide
    }
}
