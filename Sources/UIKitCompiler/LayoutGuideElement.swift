import IBDocument
import NibGraph
import XIBReader

/// The view layout guides UIKit keeps as its own objects, by the guide
/// element's `key`: a view's safe area, a scroll view's content and frame.
enum ViewGuideKind: String {
    case safeArea
    case content = "contentLayoutGuide"
    case frame = "frameLayoutGuide"
}

/// Where the document's view layout guides (`<viewLayoutGuide>` of a known
/// ``ViewGuideKind``) are: the view that owns each, its kind, and the guides
/// some `<constraint>` names as its first or second item. Read once per document.
struct DocumentLayoutGuides {
    /// The id of the owning view and the guide's kind, by guide id.
    private(set) var owners: [String: (view: String, kind: ViewGuideKind)] = [:]
    /// Guide ids that constraints name.
    private(set) var constrained: Set<String> = []

    init(_ document: IBDocument) {
        guard document.mayContain(elementNamed: "viewLayoutGuide") else { return }
        var named: Set<String> = []
        // Each element with the id of its parent.
        var pending = document.objects.map { ($0, String?.none) }
        while let (element, parentID) = pending.popLast() {
            let id = element[attribute: "id"]
            if element.isNamed("constraint") {
                if let first = element[attribute: "firstItem"] { named.insert(first) }
                if let second = element[attribute: "secondItem"] { named.insert(second) }
            } else if let parentID, let id, let kind = LayoutGuideElement.kind(of: element) {
                owners[id] = (parentID, kind)
            }
            for child in element.children { pending.append((child, id)) }
        }
        constrained = named.filter { owners[$0] != nil }
    }
}

/// `<viewLayoutGuide key="safeArea">` → `UILayoutGuide` (a scroll view's
/// `contentLayoutGuide` and `frameLayoutGuide` have the same stub, and their
/// full guides are ``ScrollViewLayoutGuides``').
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
    /// The kind of a `<viewLayoutGuide>` element; nil for another element or an unknown key.
    static func kind(of element: XIBElement) -> ViewGuideKind? {
        element.isNamed("viewLayoutGuide") ? element[attribute: "key"].flatMap(ViewGuideKind.init(rawValue:)) : nil
    }

    /// The stub: what the document's guide element itself compiles to.
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.builder.setClass("UILayoutGuide", of: object)
        let key = element[attribute: "key"] ?? ""
        switch kind(of: element) {
        case nil:
            context.warn("<viewLayoutGuide key=\"\(key)\"> is not supported yet; it is written as a safe-area guide's stub",
                         at: element)
        case .content, .frame:
            context.warn(ScrollViewLayoutGuides.inferred, at: element)
        case .safeArea where context.sdk < 14:
            context.warn("the safe-area guide's encoding is known from the iOS 14 SDK on; SDK \(context.sdk) is assumed to write the same",
                         at: element)
        case .safeArea:
            break
        }
        appendGuideKeys(owningView: nil, identifier: "", flags: false, to: object, in: &context)
    }

    /// `-[UILayoutGuide encodeWithCoder:]`'s keys but the system constraints;
    /// `negativeDimensions` defaults to `flags`.
    static func appendGuideKeys(owningView: Reference?, identifier: String, flags: Bool, negativeDimensions: Bool? = nil,
                                to guide: Reference, in context: inout UIKitContext) {
        context.append("UILayoutGuideOwningView", owningView.map { .object($0) } ?? .null, to: guide)
        context.appendString("UILayoutGuideIdentifier", identifier, to: guide)
        context.append("UILayoutGuideOwningViewIsLocked", .bool(flags), to: guide)
        context.append("UILayoutGuideShouldBeArchived", .bool(flags), to: guide)
        context.append("UILayoutGuideAllowsNegativeDimensions", .bool(negativeDimensions ?? flags), to: guide)
    }

    /// The edges the full guide's system constraints tie to its view, with their identifiers' suffixes.
    static let systemEdges: [(attribute: Int64, name: String)] = [(1, "left"), (2, "right"), (3, "top"), (4, "bottom")]
}

extension UIKitContext {
    /// The guide elements of `element` that the SDK writes (none before iOS 11).
    func layoutGuides(of element: XIBElement) -> XIBElementList {
        sdk >= 11 ? element.children.filter { $0.isNamed("viewLayoutGuide") } : []
    }

    /// The object a constraint's `firstItem` or `secondItem` names: for a view
    /// layout guide, its view's full guide (the owning view itself before the
    /// iOS 11 SDK); otherwise the element's object.
    mutating func constraintItem(_ id: String, from element: XIBElement) -> Reference? {
        guard let owner = documentGuides.owners[id] else { return reference(toID: id, from: element) }
        guard sdk >= 11 else {
            if owner.kind != .safeArea { warn(ScrollViewLayoutGuides.beforeIOS11, at: element) }
            return reference(toID: owner.view, from: element)
        }
        return fullGuide(id, owner: owner.view, kind: owner.kind)
    }

    /// Compiles the stubs of `element`'s guides and writes `UIViewLayoutGuides`
    /// with the full guides constraints name, in the document's order.
    mutating func appendLayoutGuides(_ element: XIBElement, to view: Reference) {
        var full: [Reference] = []
        for guide in layoutGuides(of: element) {
            _ = compile(guide)
            if let id = guide[attribute: "id"], let owner = documentGuides.owners[id], documentGuides.constrained.contains(id) {
                full.append(fullGuide(id, owner: owner.view, kind: owner.kind))
            }
        }
        if !full.isEmpty {
            append("UIViewLayoutGuides", .object(builder.array(full, className: FoundationClasses.mutableArray)), to: view)
        }
    }

    /// The full guide of kind `kind` of the view with id `owner`, made on first use.
    private mutating func fullGuide(_ id: String, owner: String, kind: ViewGuideKind) -> Reference {
        switch kind {
        case .safeArea: fullSafeAreaGuide(id, owner: owner)
        case .content, .frame: ScrollViewLayoutGuides.fullGuide(id, kind: kind, scrollView: owner, in: &self)
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

    /// The warning, said once per document, that layout margins follow the notes.
    static let unverifiedLayoutMargins = "layout margins are written as UIViewLayoutMargins (top, left or leading, "
        + "bottom, right or trailing) with UIViewLayoutMarginsAreDirectional YES for directional ones, the mapping "
        + "notes' keys (§1.11, from UIKit reimplementations), after the layout margin behavior keys; no Apple nib of "
        + "the corpus checks them (not checked)"

    /// `<edgeInsets key="layoutMargins" top left bottom right>` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins" top leading
    /// bottom trailing>` → `UIViewLayoutMargins` (edge insets as geometry
    /// data) and, for directional margins, `UIViewLayoutMarginsAreDirectional`
    /// YES: the notes' §1.11 names, placed after ``appendMarginBehavior(_:to:)``'s
    /// keys (not checked). Interface Builder writes the element only for
    /// margins other than the default, so it is always written. Without one,
    /// `fallback` (the view class's own margins), when given, is written.
    mutating func appendLayoutMargins(_ element: XIBElement, to view: Reference, default fallback: [Double]? = nil) {
        for child in element.children where (child.isNamed("edgeInsets") || child.isNamed("directionalEdgeInsets"))
            && !["layoutMargins", "directionalLayoutMargins"].contains(child[attribute: "key"] ?? "") {
            warnUnsupportedChild(child, of: element)
        }
        let margins = element.child(named: "edgeInsets", key: "layoutMargins").map { ($0, ["top", "left", "bottom", "right"], false) }
            ?? element.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins")
            .map { ($0, ["top", "leading", "bottom", "trailing"], true) }
        guard let (insets, edges, directional) = margins else {
            if let fallback { append("UIViewLayoutMargins", geometry(fallback), to: view) }
            return
        }
        warn(Self.unverifiedLayoutMargins, at: insets)
        append("UIViewLayoutMargins", geometry(edges.map { number(insets, $0) ?? 0 }), to: view)
        if directional { append("UIViewLayoutMarginsAreDirectional", .bool(true), to: view) }
    }

    /// The warning, said once per document, that the readable-width margins key is placed by assumption.
    static let unverifiedReadableWidth = "layoutMarginsFollowReadableWidth is written as UIViewLayoutMarginsFollowReadableWidth "
        + "YES (the name XibDecoder reads from Apple nibs) after the layout margin keys; no Apple nib of the corpus "
        + "checks its place (not checked)"

    /// `layoutMarginsFollowReadableWidth="YES"` → `UIViewLayoutMarginsFollowReadableWidth`
    /// YES, right after ``appendMarginBehavior(_:to:)``'s keys, from the iOS 9
    /// SDK (which brought the property); NO is UIKit's default and writes nothing.
    mutating func appendReadableWidthMargins(_ element: XIBElement, to view: Reference) {
        guard element.bool("layoutMarginsFollowReadableWidth") == true else { return }
        guard sdk >= 9 else {
            warn("layoutMarginsFollowReadableWidth before the iOS 9 SDK is not known; left out", at: element)
            return
        }
        warn(Self.unverifiedReadableWidth, at: element)
        append("UIViewLayoutMarginsFollowReadableWidth", .bool(true), to: view)
    }
}
