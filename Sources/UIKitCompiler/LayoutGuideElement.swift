import IBDocument
import NibGraph
import XIBReader

/// Where the document's safe-area layout guides are: the view that owns each
/// `<viewLayoutGuide key="safeArea">`, and the guides some `<constraint>` names
/// as its first or second item. Read once per document.
struct SafeAreaGuides {
    /// The id of the owning view, by guide id.
    private(set) var owners: [String: String] = [:]
    /// Guide ids that constraints name.
    private(set) var constrained: Set<String> = []

    init(_ document: IBDocument) {
        var named: Set<String> = []
        var pending = document.objects
        while let element = pending.popLast() {
            if element.name == "constraint" {
                for attribute in ["firstItem", "secondItem"] {
                    if let id = element[attribute: attribute] { named.insert(id) }
                }
            }
            if let viewID = element[attribute: "id"] {
                for guide in element.children where LayoutGuideElement.isSafeArea(guide) {
                    if let id = guide[attribute: "id"] { owners[id] = viewID }
                }
            }
            pending += element.children
        }
        constrained = named.filter { owners[$0] != nil }
    }
}

/// `<viewLayoutGuide key="safeArea">` → `UILayoutGuide`.
///
/// One guide of the document stands for two objects, as 16 Xcode 12.4 / iOS 14
/// SDK scene-view nibs show (mapping notes §1.12; an Xcode 15 launch screen of
/// the corpus shows the stub and nothing else):
/// - the stub, the document's own guide object: owning view nil, identifier "",
///   `UILayoutGuideOwningViewIsLocked`, `UILayoutGuideShouldBeArchived` and
///   `UILayoutGuideAllowsNegativeDimensions` NO; listed only in `UINibObjectsKey`,
///   among its view's children (after the view's constraints, before its
///   subviews, as the legacy `_UILayoutGuide`s are: an inference);
/// - the full guide, the view's own safe-area guide, made only when a constraint
///   names the guide (the constraints point at it): owning view, identifier
///   "UIViewSafeAreaLayoutGuide", the three booleans YES, then
///   `UILayoutGuideSystemConstraints`; it sits in the view's `UIViewLayoutGuides`.
///
/// No Apple nib of the corpus shows the full guide: its keys are the mapping
/// notes' (§1.12). The notes do not give the system constraints' items,
/// constants or order beyond "UIViewSafeAreaLayoutGuide-left and so on", nor the
/// two arrays' classes; here they are guide.left = view.left, guide.right =
/// view.right, guide.top = view.top, guide.bottom = view.bottom (constant 0, not
/// archived), in an `NSArray`, and `UIViewLayoutGuides` is an `NSMutableArray`
/// like a view's other lists.
///
/// Safe-area guides came with the iOS 11 SDK. Below it the owning view stands
/// for the guide in constraints and no guide is written (what the notes report
/// of ibtool for deployment targets below iOS 11). The iOS 11–13 SDKs' form is
/// not known; the iOS 14 form is written, with a warning.
enum LayoutGuideElement {
    static func isSafeArea(_ element: XIBElement) -> Bool {
        element.name == "viewLayoutGuide" && element[attribute: "key"] == "safeArea"
    }

    /// The stub: what the document's guide element itself compiles to.
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.builder.setClass("UILayoutGuide", of: object)
        let key = element[attribute: "key"] ?? ""
        if key != "safeArea" {
            context.warn("<viewLayoutGuide key=\"\(key)\"> is not supported yet; it is written as a safe-area guide's stub",
                         at: element)
        } else if context.sdk < 14 {
            context.warn("the safe-area guide's encoding is known from the iOS 14 SDK on; SDK \(context.sdk) is assumed to write the same",
                         at: element)
        }
        appendGuideKeys(owningView: nil, identifier: "", flags: false, to: object, in: &context)
    }

    static func appendGuideKeys(owningView: Reference?, identifier: String, flags: Bool, to guide: Reference,
                                in context: inout UIKitContext) {
        context.append("UILayoutGuideOwningView", owningView.map { .object($0) } ?? .null, to: guide)
        context.appendString("UILayoutGuideIdentifier", identifier, to: guide)
        context.append("UILayoutGuideOwningViewIsLocked", .bool(flags), to: guide)
        context.append("UILayoutGuideShouldBeArchived", .bool(flags), to: guide)
        context.append("UILayoutGuideAllowsNegativeDimensions", .bool(flags), to: guide)
    }

    /// The edges the full guide's system constraints tie to its view, with their identifiers' suffixes.
    static let systemEdges: [(attribute: Int64, name: String)] = [(1, "left"), (2, "right"), (3, "top"), (4, "bottom")]
}

extension UIKitContext {
    /// The guide elements of `element` that the SDK writes (none before iOS 11).
    func layoutGuides(of element: XIBElement) -> [XIBElement] {
        sdk >= 11 ? element.children.filter { $0.name == "viewLayoutGuide" } : []
    }

    /// The object a constraint's `firstItem` or `secondItem` names: for a
    /// safe-area guide, its view's full guide (the owning view itself before the
    /// iOS 11 SDK); otherwise the element's object.
    mutating func constraintItem(_ id: String, from element: XIBElement) -> Reference? {
        guard let owner = safeAreaGuides.owners[id] else { return reference(toID: id, from: element) }
        guard sdk >= 11 else { return reference(toID: owner, from: element) }
        return fullSafeAreaGuide(id, owner: owner)
    }

    /// Compiles the stubs of `element`'s guides and writes `UIViewLayoutGuides`
    /// when a constraint names its safe-area guide.
    mutating func appendLayoutGuides(_ element: XIBElement, to view: Reference) {
        var full: [Reference] = []
        for guide in layoutGuides(of: element) {
            _ = compile(guide)
            if let id = guide[attribute: "id"], let owner = safeAreaGuides.owners[id], safeAreaGuides.constrained.contains(id) {
                full.append(fullSafeAreaGuide(id, owner: owner))
            }
        }
        if !full.isEmpty {
            append("UIViewLayoutGuides", .object(builder.array(full, className: FoundationClasses.mutableArray)), to: view)
        }
    }

    /// The full safe-area guide of the view with id `owner`, made on first use.
    private mutating func fullSafeAreaGuide(_ id: String, owner: String) -> Reference {
        let key = "safeAreaGuide:" + id
        if let guide = pooled[key] { return guide }
        let guide = builder.addObject("UILayoutGuide")
        pooled[key] = guide
        let view = object(forID: owner)
        LayoutGuideElement.appendGuideKeys(owningView: view, identifier: "UIViewSafeAreaLayoutGuide", flags: true,
                                           to: guide, in: &self)
        var constraints: [Reference] = []
        for edge in LayoutGuideElement.systemEdges {
            var constraint = ConstraintElement.LayoutConstraint(firstItem: guide, first: edge.attribute)
            constraint.secondItem = view
            constraint.second = edge.attribute
            constraint.archived = false
            constraint.identifier = "UIViewSafeAreaLayoutGuide-" + edge.name
            let object = builder.addObject("NSLayoutConstraint")
            ConstraintElement.encode(constraint, to: object, in: &self)
            constraints.append(object)
        }
        append("UILayoutGuideSystemConstraints", .object(builder.array(constraints)), to: guide)
        return guide
    }
}

extension UIKitContext {
    /// How a view's layout margins follow its superview's and the safe area:
    /// `preservesSuperviewLayoutMargins="YES"` → `UIViewPreservesSuperviewMargins`
    /// YES and `UIViewPreservesSpecificSuperviewMargins` 15 (all edges);
    /// `insetsLayoutMarginsFromSafeArea="NO"` → `UIViewInsetsLayoutMarginsFromSafeArea`
    /// 0, in that order after the layout guides (mapping notes Appendix C.4,
    /// Xcode 12.4 / iOS 14 SDK, and §1.11, Xcode 27; no Apple nib of the corpus
    /// shows them). The iOS 11–13 SDKs are assumed to write the same (with a
    /// warning); before iOS 11 the keys are not known and are left out.
    mutating func appendMarginBehavior(_ element: XIBElement, to view: Reference) {
        let preserves = element.bool("preservesSuperviewLayoutMargins") == true
        let insetsFromSafeArea = element.bool("insetsLayoutMarginsFromSafeArea") ?? true
        guard preserves || !insetsFromSafeArea else { return }
        guard sdk >= 11 else {
            warn("layout margin behavior (preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea) before the iOS 11 SDK is not known; left out",
                 at: element)
            return
        }
        if sdk < 14 {
            warn("layout margin keys are known from the iOS 14 SDK on; SDK \(sdk) is assumed to write the same", at: element)
        }
        if preserves {
            append("UIViewPreservesSuperviewMargins", .bool(true), to: view)
            append("UIViewPreservesSpecificSuperviewMargins", .integer(15), to: view)
        }
        if !insetsFromSafeArea { append("UIViewInsetsLayoutMarginsFromSafeArea", .integer(0), to: view) }
    }
}
