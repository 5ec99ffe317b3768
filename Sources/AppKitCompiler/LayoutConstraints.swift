import NibBytes
import IBDocument
import NibGraph
import XIBReader

/// A view's `<constraints>` → `NSLayoutConstraint`s in its `NSViewConstraints`
/// (an `NSArray`), and the layout guides they name in `NSViewLayoutGuides`.
///
/// Each constraint writes `NSFirstItem`, `NSFirstAttributeV2`,
/// `NSFirstAttribute`, `NSMultiplier` (other than 1), `NSRelation` (other than
/// equal), `NSSecondItem` with `NSSecondAttributeV2` and `NSSecondAttribute`,
/// `NSSymbolicConstant` ("NSSpace", for a standard spacing) or
/// `NSConstantV2`, `NSShouldBeArchived`, `NSPriority` (other than 1000) and
/// `NSConstant`, as Apple's nibs show. A constraint without a first item
/// constrains its owning view. Constraints are listed in `NSObjectsKeys`
/// under their view, after everything else of its subtree.
///
/// A safe-area guide a constraint names is an `NSLayoutGuide` (identifier
/// "NSViewSafeAreaLayoutGuide", archived, negative sizes allowed, locked to
/// its view, no system constraints) that is in no object list. A view with
/// `<viewLayoutGuide>` children writes `IBNSViewAutolayoutGuide`s for its
/// safe-area (system type 2) and layout-margins (type 1) guides.
enum LayoutConstraints {
    static let attributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "baseline": 11, "lastBaseline": 11, "firstBaseline": 12,
    ]
    static let relations: [String: Int64] = ["lessThanOrEqual": -1, "equal": 0, "greaterThanOrEqual": 1]

    /// Children of a view element that its view keys compile.
    static let viewChildren: NameSet = ["constraints", "viewLayoutGuide"]

    static let knownAttributes: NameSet = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "symbolic", "priority", "placeholder", "identifier", "userLabel",
    ]

    /// `IBNSLayoutGuideSystemType` of each `<viewLayoutGuide key>`.
    static let guideSystemTypes: [String: Int64] = ["layoutMargins": 1, "safeArea": 2]

    /// The ids of the views some `<constraint>` of `document` places: its
    /// items, or the view that owns it when it names no first (or second) item;
    /// and the top-level objects, which whoever loads them lays out (a
    /// top-level view with translation off writes `NSDoNotTranslateAutoresizingMask`).
    static func constrainedIDs(in document: IBDocument) -> Set<String> {
        var ids = Set(document.objects.compactMap { $0[attribute: "id"] })
        // Most documents without Auto Layout need no walk.
        guard document.mayContain(elementNamed: "constraint") else { return ids }
        var pending = document.objects.map { ($0, String?.none) }
        while let (element, owner) = pending.popLast() {
            if element.isNamed("constraint") {
                if let first = element[attribute: "firstItem"] ?? owner { ids.insert(first) }
                if let second = element[attribute: "secondItem"] ?? (element[attribute: "secondAttribute"] != nil ? owner : nil) {
                    ids.insert(second)
                }
            }
            let viewID = element.isNamed("constraints") ? owner : element[attribute: "id"]
            for child in element.children { pending.append((child, viewID)) }
        }
        return ids
    }

    /// The `<constraint>`s of `view` in the order ibtool writes them.
    ///
    /// The document's order says nothing (Interface Builder sorts it by id).
    /// Every Apple-compiled nib of the corpus with constraints (the viraptor
    /// pairs, the Sparkle and Flycut bundles, transmission's and MacVim's
    /// Sparkle nibs) orders them so:
    /// - first the constraints on the view alone (no second item, or the
    ///   view twice);
    /// - then groups, one per item placed: the first item, or the second when
    ///   the first is the view itself. Groups go by how far the item's
    ///   top-left corner lies from the view's (the distance, in the view's
    ///   top-down coordinates). Items at the same place tie: ibtool orders
    ///   them one way in a window's nib and the other in a cell view's own
    ///   nib (transmission_MainMenu); here in subview order.
    /// Within the own constraints and the groups, the 12 SDK's ibtool (the
    /// Flycut bundle, Sparkle 2.2) keeps the document's order, and so do the
    /// SDKs before 26 here (no nib shows theirs).
    /// ibtool of the 26 SDK sorts them: own constraints by attribute (width
    /// before height); in a group, the constraints to the view (or its layout
    /// guide) first, by the item's attribute in ``ownerAttributeRank``
    /// (centers, trailing, leading, bottom, top), then those to other items
    /// by ``siblingAttributeRank`` (trailing, leading, centers, bottom, top,
    /// baselines, width), the other item's attribute descending, and the
    /// other item's origin descending (x, then y), as the viraptor pairs and
    /// transmission's Sparkle nibs (26 SDK keys) show. Placeholder
    /// constraints (removed at build time) are not compiled.
    static func ordered(_ view: XIBElement, in context: AppKitContext) -> XIBElementList {
        let owner = view[attribute: "id"]
        let constraints = view.children(of: "constraints").filter {
            $0.name == "constraint" && $0.bool("placeholder") != true
        }
        guard constraints.count > 1 else { return constraints }
        let sorts = context.options.sdk >= AppKitSDKVersion(26)
        let origins = subviewOrigins(of: view)
        let subviews = view.children(of: "subviews").compactMap { $0[attribute: "id"] }
        func isOwner(_ id: String?) -> Bool {
            guard let id else { return false }
            return id == owner || context.document.elementsByID[id]?.name == "viewLayoutGuide"
        }
        func rank(_ element: XIBElement, _ name: String, in ranks: [String]) -> Int {
            element[attribute: name].flatMap { ranks.firstIndex(of: $0) } ?? ranks.count
        }
        let keys = constraints.enumerated().map { index, element -> ConstraintOrderKey in
            let first = element[attribute: "firstItem"] ?? owner
            let second = element[attribute: "secondItem"] ?? (element[attribute: "secondAttribute"] != nil ? owner : nil)
            var key = ConstraintOrderKey(index: index)
            guard let second, !(isOwner(first) && isOwner(second)) else {
                if sorts { key.attributes = [attributes[element[attribute: "firstAttribute"] ?? ""] ?? 0] }
                return key
            }
            let swapped = isOwner(first)
            let item = (swapped ? second : first) ?? ""
            let other = swapped ? first : second
            let (itemAttribute, otherAttribute) = swapped
                ? ("secondAttribute", "firstAttribute") : ("firstAttribute", "secondAttribute")
            let origin = origins[item] ?? (0, 0)
            key.group = 1
            key.distance = (origin.x * origin.x + origin.y * origin.y).squareRoot()
            key.subviewIndex = subviews.firstIndex(of: item) ?? subviews.count
            key.item = item
            guard sorts else { return key }
            if isOwner(other) {
                key.attributes = [0, Int64(rank(element, itemAttribute, in: ownerAttributeRank))]
            } else {
                let otherOrigin = other.flatMap { origins[$0] } ?? (0, 0)
                key.attributes = [1, Int64(rank(element, itemAttribute, in: siblingAttributeRank)),
                                  -(element[attribute: otherAttribute].flatMap { attributes[$0] } ?? 0)]
                key.otherOrigin = (-otherOrigin.x, -otherOrigin.y)
            }
            return key
        }
        return XIBElementList(keys.sorted(by: ConstraintOrderKey.precedes).map { constraints[$0.index] })
    }

    /// The order of a group's constraints to the view itself, by the placed item's attribute (ibtool of the 26 SDK).
    /// No nib shows where right, left, baselines and sizes go: after the
    /// edges (descending as their attribute numbers), as among other items.
    static let ownerAttributeRank = ["centerX", "centerY", "trailing", "leading", "bottom", "top", "right", "left",
                                     "baseline", "lastBaseline", "firstBaseline", "width", "height"]
    /// The order of a group's constraints to other items, by the placed item's attribute (ibtool of the 26 SDK).
    /// Baselines come before widths (the buttons of transmission's Sparkle
    /// `SUUpdateAlert.nib`); right and left (no nib shows them) follow the
    /// other edges, descending as their attribute numbers.
    static let siblingAttributeRank = ["trailing", "leading", "centerX", "centerY", "bottom", "top", "right", "left",
                                       "baseline", "lastBaseline", "firstBaseline", "width", "height"]

    /// The top-left corner of each view in `view`'s subtree, in `view`'s
    /// top-down coordinates (AppKit's frames count y from the bottom of an
    /// unflipped superview; a split view is flipped, a stack view is not, as
    /// transmission's Sparkle SUUpdateAlert.nib orders a stack view's items).
    static func subviewOrigins(of view: XIBElement) -> [String: (x: Double, y: Double)] {
        var origins: [String: (x: Double, y: Double)] = [:]
        var pending = [(view, (x: 0.0, y: 0.0))]
        while let (superview, origin) = pending.popLast() {
            let height = superview.child(named: "rect", key: "frame")?.double("height") ?? 0
            let flipped = superview.name == "splitView"
            for subview in superview.children(of: "subviews") {
                guard let frame = subview.child(named: "rect", key: "frame") else { continue }
                let x = frame.double("x") ?? 0, y = frame.double("y") ?? 0, h = frame.double("height") ?? 0
                let corner = (x: origin.x + x, y: origin.y + (flipped ? y : height - y - h))
                if let id = subview[attribute: "id"] { origins[id] = corner }
                pending.append((subview, corner))
            }
        }
        return origins
    }

    /// Compiles the constraints of `view` into `object`: returns them in
    /// order, and the layout guides they name.
    static func compile(_ context: inout AppKitContext, _ view: XIBElement, _ object: Reference)
        -> (constraints: [Reference], guides: [Reference])
    {
        var constraints: [Reference] = []
        var guides: [Reference] = []
        for element in view.children(of: "constraints") where element.name != "constraint" {
            context.warn("<\(element.name)> in <constraints> is not supported yet; it is left out", at: element)
        }
        for element in ordered(view, in: context) {
            context.warnUnknownAttributes(of: element, known: knownAttributes)
            let constraint = element[attribute: "id"].map { context.object(forID: $0) } ?? context.builder.addObject("NSObject")
            // An outlet may end at a constraint (transmission_MainMenu's width constraints).
            if let id = element[attribute: "id"] { context.register(constraint, forID: id) }
            context.builder.setClass("NSLayoutConstraint", of: constraint)
            func item(_ name: String) -> Reference {
                guard let id = element[attribute: name] else { return object }
                return context.constraintItem(id, from: element, guides: &guides) ?? object
            }
            context.append("NSFirstItem", .object(item("firstItem")), to: constraint)
            let first = attribute(&context, element, "firstAttribute")
            context.append("NSFirstAttributeV2", .integer(first), to: constraint)
            context.append("NSFirstAttribute", .integer(first), to: constraint)
            if let multiplier = multiplier(&context, element), multiplier != 1 {
                // ibtool holds a multiplier as a float: Sparkle's 0.8 is 0.800000011920929 in
                // Apple's nibs of two eras, as UIKit nibs' 1/3 is 0.3333333432674408.
                context.append("NSMultiplier", .double(Double(Float(multiplier))), to: constraint)
            }
            if let relationName = element[attribute: "relation"] {
                let relation = relations[relationName] ?? 0
                if relations[relationName] == nil {
                    context.warn("relation=\"\(relationName)\" is not known; equal is used", at: element)
                }
                if relation != 0 { context.append("NSRelation", .integer(relation), to: constraint) }
            }
            if element[attribute: "secondAttribute"] != nil {
                context.append("NSSecondItem", .object(item("secondItem")), to: constraint)
                let second = attribute(&context, element, "secondAttribute")
                context.append("NSSecondAttributeV2", .integer(second), to: constraint)
                context.append("NSSecondAttribute", .integer(second), to: constraint)
            }
            let constant = context.number(element, "constant") ?? 0
            let symbolic = element.bool("symbolic") == true
            if symbolic {
                context.appendString("NSSymbolicConstant", "NSSpace", to: constraint)
            } else if constant != 0 {
                context.append("NSConstantV2", .double(constant), to: constraint)
            }
            context.append("NSShouldBeArchived", .bool(true), to: constraint)
            if let priority = element.integer("priority"), priority != 1000 {
                context.append("NSPriority", .integer(priority), to: constraint)
            }
            if !symbolic, constant != 0 { context.append("NSConstant", .double(constant), to: constraint) }
            if let identifier = element[attribute: "identifier"] {
                context.appendString("NSLayoutIdentifier", identifier, to: constraint)
            }
            constraints.append(constraint)
        }
        return (constraints, guides)
    }

    private static func attribute(_ context: inout AppKitContext, _ element: XIBElement, _ name: String) -> Int64 {
        guard let text = element[attribute: name] else { return 0 }
        guard let value = attributes[text] else {
            context.warn("layout attribute \"\(text)\" is not supported yet; 0 (not an attribute) is used", at: element)
            return 0
        }
        return value
    }

    /// `multiplier` as a number: Interface Builder writes ratios as "1:2" or "1/3".
    private static func multiplier(_ context: inout AppKitContext, _ element: XIBElement) -> Double? {
        guard let text = element[attribute: "multiplier"] else { return nil }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
        if parts.count == 2, let numerator = parts[0], let denominator = parts[1], denominator != 0 {
            return numerator / denominator
        }
        if parts.count == 1, let value = parts[0] { return value }
        context.warn("multiplier=\"\(text)\" is not a number or ratio; 1 is used", at: element)
        return nil
    }

    /// The `IBNSSafeAreaLayoutGuide` and `IBNSLayoutMarginsGuide` values of
    /// `view`: Interface Builder's guide stand-ins, for the guides the view declares.
    static func appendInterfaceBuilderGuides(_ context: inout AppKitContext, _ view: XIBElement, to object: Reference) {
        let declared = view.children.filter { $0.name == "viewLayoutGuide" }
        for guide in declared where guideSystemTypes[guide[attribute: "key"] ?? ""] == nil {
            context.warn("<viewLayoutGuide key=\"\(guide[attribute: "key"] ?? "")\"> is not supported yet; it is left out", at: guide)
        }
        for (key, type) in [("IBNSSafeAreaLayoutGuide", "safeArea"), ("IBNSLayoutMarginsGuide", "layoutMargins")] {
            guard declared.contains(where: { $0[attribute: "key"] == type }) else {
                context.append(key, .null, to: object)
                continue
            }
            let stand = context.builder.addObject("IBNSViewAutolayoutGuide")
            context.append("IBNSLayoutGuideSystemType", .integer(guideSystemTypes[type] ?? 0), to: stand)
            context.append(key, .object(stand), to: object)
        }
    }
}

extension AppKitContext {
    /// The object a constraint names by `id`: a compiled view, or the safe-area
    /// guide of a view (made on first use and added to `guides`); nil, with a
    /// warning, for anything else.
    mutating func constraintItem(_ id: String, from element: XIBElement, guides: inout [Reference]) -> Reference? {
        guard let target = document.elementsByID[id] else {
            error("\"\(id)\" names no object of the document", at: element)
            return nil
        }
        guard target.name == "viewLayoutGuide" else { return object(forID: id) }
        guard target[attribute: "key"] == "safeArea" else {
            warn("constraints to a <viewLayoutGuide key=\"\(target[attribute: "key"] ?? "")\"> are not supported yet; its view is used",
                 at: element)
            return nil
        }
        let guide = object(forID: id)
        if compiledGuideIDs.insert(id).inserted {
            builder.setClass("NSLayoutGuide", of: guide)
            appendString("NSLayoutGuideIdentifier", "NSViewSafeAreaLayoutGuide", to: guide)
            append("NSShouldBeArchived", .bool(true), to: guide)
            append("NSLayoutGuideNegativeSize", .bool(true), to: guide)
            append("NSLayoutGuideLockedToOwningView", .bool(true), to: guide)
            append("NSLayoutGuideSystemConstraints", .object(builder.array([], className: FoundationClasses.mutableArray)),
                   to: guide)
        }
        if !guides.contains(guide) { guides.append(guide) }
        return guide
    }

    /// Writes `NSViewConstraints` and `NSViewLayoutGuides` of `element`, and
    /// keeps the constraints to list under `view` once its subtree is listed.
    mutating func appendConstraints(_ element: XIBElement, to view: Reference) {
        let (constraints, guides) = LayoutConstraints.compile(&self, element, view)
        guard !constraints.isEmpty else { return }
        append("NSViewConstraints", .object(builder.array(constraints)), to: view)
        if !guides.isEmpty { append("NSViewLayoutGuides", .object(builder.array(guides)), to: view) }
        pendingConstraints[view] = constraints
    }
}

/// Where a constraint goes in its view's `NSViewConstraints` (see ``LayoutConstraints/ordered(_:in:)``).
struct ConstraintOrderKey {
    /// The constraint's place in the document.
    var index: Int
    /// 0 for a constraint on the view alone, 1 for one that places an item.
    var group = 0
    /// How far the placed item lies from the view's top-left corner.
    var distance = 0.0
    /// The placed item's subview index (items at the same distance tie).
    var subviewIndex = 0
    /// The placed item's id (one group per item).
    var item = ""
    /// The attribute ranks that order a group (empty before the 26 SDK).
    var attributes: [Int64] = []
    /// Minus the other item's origin (x, y).
    var otherOrigin = (0.0, 0.0)

    static func precedes(_ a: Self, _ b: Self) -> Bool {
        if a.group != b.group { return a.group < b.group }
        if (a.distance, a.subviewIndex) != (b.distance, b.subviewIndex) {
            return (a.distance, a.subviewIndex) < (b.distance, b.subviewIndex)
        }
        if a.item != b.item { return a.item < b.item }
        if a.attributes != b.attributes { return a.attributes.lexicographicallyPrecedes(b.attributes) }
        if a.otherOrigin != b.otherOrigin { return a.otherOrigin < b.otherOrigin }
        return a.index < b.index
    }
}
