import NibGraph
import XIBReader

/// A storyboard controller's legacy top and bottom layout guides
/// (`<viewControllerLayoutGuide type="top|bottom">`): each becomes a hidden
/// `_UILayoutGuide` view (fallback `UIView`) appended to the controller's
/// view's subviews. It holds a `_UILayoutSupportConstraint` on its width
/// (priority 999), and three constraints pinning it to the view, which the
/// view owns (first in its constraint list) and the guide lists again in
/// `_UILayoutGuideConstraintsToRemove`: top — leading, top, height; bottom —
/// leading, height, view.bottom = guide.bottom. As Apple's storyboard output
/// shows; the guide has no bounds or center of its own.
enum ViewControllerLayoutGuides {
    struct Compiled {
        var guides: [Reference] = []
        /// The constraints the view owns, in order.
        var constraints: [Reference] = []
    }

    /// Makes the guides of `controller` for `view`, each known by its document id
    /// (so the document's constraints can name it).
    static func compile(_ controller: XIBElement, view: Reference, in context: inout UIKitContext) -> Compiled {
        var compiled = Compiled()
        for guide in controller.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            let type = guide[attribute: "type"]
            guard type == "top" || type == "bottom", let id = guide[attribute: "id"] else {
                context.warn("layout guide of type \"\(type ?? "")\" is not supported; left out", at: guide)
                continue
            }
            let object = context.builder.addObject("_UILayoutGuide", fallbacks: ["UIView"])
            context.register(object, forID: id)
            let pins: [Constraint] = type == "top"
                ? [.init(object, 5, view, 5), .init(object, 3, view, 3), .init(object, 8, nil, 0)]
                : [.init(object, 5, view, 5), .init(object, 8, nil, 0), .init(view, 4, object, 4)]
            let removed = pins.map { make($0, className: "NSLayoutConstraint", fallbacks: [], in: &context) }
            let width = make(.init(object, 7, nil, 0), className: "_UILayoutSupportConstraint",
                             fallbacks: ["NSLayoutConstraint"], priority: 999, in: &context)

            if context.sdk >= 10 { context.append("UIDeepDrawRect", .bool(true), to: object) }
            context.append("UIOpaque", .bool(true), to: object)
            context.append("UIHidden", .bool(true), to: object)
            context.append("UIAutoresizeSubviews", .bool(true), to: object)
            context.append("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true), to: object)
            context.append("UIViewAutolayoutConstraints",
                           .object(context.builder.array([width], className: FoundationClasses.mutableArray)), to: object)
            if context.sdk >= 9 { context.append("UIViewSemanticContentAttribute", .integer(0), to: object) }
            context.appendString("_UILayoutGuideIdentifier", type == "top" ? "_UIViewControllerTop" : "_UIViewControllerBottom",
                                 to: object)
            context.append("_UILayoutGuideConstraintsToRemove", .object(context.builder.array(removed)), to: object)
            compiled.guides.append(object)
            compiled.constraints += removed
        }
        return compiled
    }

    /// `first.attribute (= second.attribute)` with no constant.
    struct Constraint {
        let first: Reference
        let firstAttribute: Int64
        let second: Reference?
        let secondAttribute: Int64

        init(_ first: Reference, _ firstAttribute: Int64, _ second: Reference?, _ secondAttribute: Int64) {
            (self.first, self.firstAttribute, self.second, self.secondAttribute) = (first, firstAttribute, second, secondAttribute)
        }
    }

    private static func make(_ constraint: Constraint, className: String, fallbacks: [String], priority: Int64? = nil,
                             in context: inout UIKitContext) -> Reference {
        let object = context.builder.addObject(className, fallbacks: fallbacks)
        context.append("NSFirstItem", .object(constraint.first), to: object)
        context.append("NSFirstAttributeV2", .integer(constraint.firstAttribute), to: object)
        context.append("NSFirstAttribute", .integer(constraint.firstAttribute), to: object)
        if let second = constraint.second {
            context.append("NSSecondItem", .object(second), to: object)
            context.append("NSSecondAttributeV2", .integer(constraint.secondAttribute), to: object)
            context.append("NSSecondAttribute", .integer(constraint.secondAttribute), to: object)
        }
        context.append("NSShouldBeArchived", .bool(true), to: object)
        if let priority { context.append("NSPriority", .integer(priority), to: object) }
        return object
    }
}
