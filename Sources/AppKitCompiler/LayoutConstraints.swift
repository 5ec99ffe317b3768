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
    static let viewChildren: Set<String> = ["constraints", "viewLayoutGuide"]

    static let knownAttributes: Set<String> = [
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
        var pending = document.objects.map { ($0, String?.none) }
        while let (element, owner) = pending.popLast() {
            if element.name == "constraint" {
                let first = element[attribute: "firstItem"] ?? owner
                let second = element[attribute: "secondItem"] ?? (element[attribute: "secondAttribute"] != nil ? owner : nil)
                for id in [first, second].compactMap({ $0 }) { ids.insert(id) }
            }
            let viewID = element.name == "constraints" ? owner : element[attribute: "id"]
            pending += element.children.map { ($0, viewID) }
        }
        return ids
    }

    /// The `<constraint>`s of `view` in the order ibtool writes them.
    ///
    /// Apple's order is not the document's (Interface Builder sorts that by
    /// id). What the corpus shows, and what is done here: constraints on the
    /// view alone (no second item) come first, by attribute (width before
    /// height); the others are grouped by the item they place (the first
    /// item, or the second when the first is the view itself), groups from
    /// left to right by the item's frame (then in subview order); within a
    /// group by that item's attribute, then the other item's, both
    /// descending, then in document order. Some of Apple's nibs order their
    /// groups otherwise; the rule behind them is not known. Placeholder
    /// constraints (removed at build time) are not compiled.
    static func ordered(_ view: XIBElement, in context: AppKitContext) -> [XIBElement] {
        let owner = view[attribute: "id"]
        let constraints = view.children(of: "constraints").filter {
            $0.name == "constraint" && $0.bool("placeholder") != true
        }
        guard constraints.count > 1 else { return constraints }
        let subviews = view.children(of: "subviews").compactMap { $0[attribute: "id"] }
        func attribute(_ element: XIBElement, _ name: String) -> Int64 {
            element[attribute: name].flatMap { attributes[$0] } ?? 0
        }
        struct Key {
            var own: Bool
            var x: Double
            var subviewIndex: Int
            var attributes: (Int64, Int64)
            var index: Int
        }
        let keys = constraints.enumerated().map { index, element -> Key in
            let first = element[attribute: "firstItem"] ?? owner
            let second = element[attribute: "secondItem"] ?? (element[attribute: "secondAttribute"] != nil ? owner : nil)
            guard let second else {
                return Key(own: true, x: 0, subviewIndex: 0, attributes: (attribute(element, "firstAttribute"), 0), index: index)
            }
            let swapped = first == owner
            let item = swapped ? second : first
            var pair = (attribute(element, "firstAttribute"), attribute(element, "secondAttribute"))
            if swapped { pair = (pair.1, pair.0) }
            let x = item.flatMap { context.document.elementsByID[$0]?.child(named: "rect", key: "frame")?.double("x") } ?? 0
            let position = item.flatMap { subviews.firstIndex(of: $0) } ?? subviews.count
            return Key(own: false, x: x, subviewIndex: position, attributes: pair, index: index)
        }
        let order = keys.sorted { a, b in
            if a.own != b.own { return a.own }
            if a.own { return (a.attributes.0, a.index) < (b.attributes.0, b.index) }
            if (a.x, a.subviewIndex) != (b.x, b.subviewIndex) { return (a.x, a.subviewIndex) < (b.x, b.subviewIndex) }
            if a.attributes != b.attributes { return a.attributes > b.attributes }
            return a.index < b.index
        }
        return order.map { constraints[$0.index] }
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
                context.append("NSMultiplier", .double(multiplier), to: constraint)
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
