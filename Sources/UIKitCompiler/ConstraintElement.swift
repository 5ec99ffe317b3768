import NibBytes
import IBDocument
import XIBReader

/// `<constraint>` → `NSLayoutConstraint`, in the owning view's
/// `UIViewAutolayoutConstraints`.
enum ConstraintElement {
    static let attributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "baseline": 11, "lastBaseline": 11, "firstBaseline": 12,
        "leftMargin": 13, "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17,
        "trailingMargin": 18, "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]
    static let relations: [String: Int64] = ["lessThanOrEqual": -1, "equal": 0, "greaterThanOrEqual": 1]

    /// One constraint's values, from a `<constraint>` or made by the compiler.
    struct LayoutConstraint {
        var firstItem: Reference
        var first: Int64
        var multiplier: Double?
        var secondItem: Reference?
        /// The second attribute; nil when none is written (0 is written).
        var second: Int64?
        var relation: Int64 = 0
        var constant: Double = 0
        var symbolic = false
        /// `NSShouldBeArchived`: NO only for constraints UIKit makes itself (a safe-area guide's).
        var archived = true
        var priority: Int64?
        var identifier: String?

        init(firstItem: Reference, first: Int64) {
            self.firstItem = firstItem
            self.first = first
        }
    }

    /// The legacy attribute for a margin attribute (its base edge), and the
    /// shift of the legacy constant by the default 8-point margin.
    static func legacy(_ attribute: Int64) -> (attribute: Int64, shift: Double) {
        switch attribute {
        case 13: (1, 8)
        case 14: (2, -8)
        case 15: (3, 8)
        case 16: (4, -8)
        case 17: (5, 8)
        case 18: (6, -8)
        case 19: (9, 0)
        case 20: (10, 0)
        default: (attribute, 0)
        }
    }

    /// The attributes a constraint compiles, and Interface Builder's own:
    /// `placeholder` (removed at build time), `type` (Xcode 5's user or default constraint).
    static let knownAttributes: NameSet = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "multiplier", "relation", "constant",
        "symbolic", "priority", "identifier", "placeholder", "type",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "NSLayoutConstraint")
        context.warnUnhandledAttributes(element, knownAttributes)
        context.warnUnhandledChildren(element) { $0.name == "variation" }
        guard let owner = context.constraintOwner else {
            context.warn("<constraint> reached outside its view's <constraints> (its view is not compiled); it is left empty", at: element)
            return
        }
        // Its `<variation>`s are the root's trait storages (`TraitVariations`).
        let firstItem = element[attribute: "firstItem"].flatMap { context.constraintItem($0, from: element) } ?? owner
        var constraint = LayoutConstraint(firstItem: firstItem, first: attribute(element, "firstAttribute", in: &context))
        if let multiplier = context.number(element, "multiplier"), multiplier != 1 { constraint.multiplier = multiplier }
        if element[attribute: "secondAttribute"] != nil {
            constraint.secondItem = element[attribute: "secondItem"].flatMap { context.constraintItem($0, from: element) } ?? owner
            constraint.second = attribute(element, "secondAttribute", in: &context)
        }
        constraint.relation = element[attribute: "relation"].flatMap { relations[$0] } ?? 0
        constraint.constant = context.number(element, "constant") ?? 0
        constraint.symbolic = element.bool("symbolic") == true
        constraint.priority = element.integer("priority")
        constraint.identifier = element[attribute: "identifier"]
        encode(constraint, to: object, in: &context)
        context.endObject(object, of: element, className: "NSLayoutConstraint")
    }

    /// The values of `constraint` in `-[NSLayoutConstraint encodeWithCoder:]`'s
    /// order. Up to the iOS 8 SDK the legacy (pre-margin) attributes and
    /// constant come last, after the identifier; later SDKs write each legacy
    /// attribute right after its V2 twin.
    static func encode(_ constraint: LayoutConstraint, to object: Reference, in context: inout UIKitContext) {
        let legacyLast = context.sdk <= 8
        let first = legacy(constraint.first), second = legacy(constraint.second ?? 0)
        context.append("NSFirstItem", .object(constraint.firstItem), to: object)
        context.append("NSFirstAttributeV2", .integer(constraint.first), to: object)
        if !legacyLast { context.append("NSFirstAttribute", .integer(first.attribute), to: object) }
        // Xcode 27 writes the relation right after the first attribute (omarchy's
        // SettingsComboTableViewCell golden); earlier SDKs after the second.
        let relationFirst = context.writesLNE
        if relationFirst, constraint.relation != 0 { context.append("NSRelation", .integer(constraint.relation), to: object) }
        if let multiplier = constraint.multiplier {
            context.append("NSMultiplier", .double(Double(Float(multiplier))), to: object)
        }
        if let secondItem = constraint.secondItem { context.append("NSSecondItem", .object(secondItem), to: object) }
        if let value = constraint.second {
            context.append("NSSecondAttributeV2", .integer(value), to: object)
            if !legacyLast { context.append("NSSecondAttribute", .integer(second.attribute), to: object) }
        }
        if !relationFirst, constraint.relation != 0 { context.append("NSRelation", .integer(constraint.relation), to: object) }
        // Xcode 27's legacy constant is the constant in the base edges' space:
        // the second margin's shift minus the first's (omarchy's margin probes).
        let shift = context.writesLNE ? second.shift - first.shift : first.shift - second.shift
        let legacyConstant = !constraint.symbolic && (constraint.constant != 0 || shift != 0)
        if constraint.symbolic {
            context.appendString("NSSymbolicConstant", "NSSpace", to: object)
            context.append("NSShouldBeArchived", .bool(constraint.archived), to: object)
        } else if legacyConstant, context.writesLNE, constraint.constant == 0 {
            // Only a margin's shift: Xcode 27 writes no NSConstantV2 and the
            // legacy constant after the archiving flag (omarchy's m-base probe).
            context.append("NSShouldBeArchived", .bool(constraint.archived), to: object)
            context.append("NSConstant", .double(shift), to: object)
        } else if legacyConstant {
            context.append("NSConstantV2", .double(constraint.constant), to: object)
            context.append("NSShouldBeArchived", .bool(constraint.archived), to: object)
            if !legacyLast { context.append("NSConstant", .double(constraint.constant + shift), to: object) }
        } else {
            context.append("NSShouldBeArchived", .bool(constraint.archived), to: object)
        }
        if let priority = constraint.priority, priority != 1000 {
            context.append("NSPriority", .integer(priority), to: object)
        }
        if let identifier = constraint.identifier { context.appendString("NSLayoutIdentifier", identifier, to: object) }
        if legacyLast {
            context.append("NSFirstAttribute", .integer(first.attribute), to: object)
            if constraint.second != nil { context.append("NSSecondAttribute", .integer(second.attribute), to: object) }
            if legacyConstant { context.append("NSConstant", .double(constraint.constant + shift), to: object) }
        }
    }

    private static func attribute(_ element: XIBElement, _ name: String, in context: inout UIKitContext) -> Int64 {
        guard let text = element[attribute: name] else { return 0 }
        guard let value = attributes[text] else {
            context.warn("layout attribute \"\(text)\" is not known; 0 (not an attribute) is used", at: element)
            return 0
        }
        return value
    }

    /// `constraints` in the order ibtool stores them: by how far the origin of
    /// the farthest item other than the owning view lies from the owner's
    /// origin (constraints on the owner alone first), document order within.
    /// A storyboard controller's layout guides have no frame in the document:
    /// the top guide stands at the owner's origin, the bottom guide at its
    /// bottom edge (Apple's iOS 10 SDK storyboard pair: a constraint between
    /// a table at y 30 and the bottom guide comes after the table's other
    /// constraints, whatever the document's order).
    /// Placeholder constraints (`placeholder="YES"`, Interface Builder's
    /// "remove at build time") are not compiled.
    static func ordered(_ all: XIBElementList, owner: String?, in document: IBDocument) -> XIBElementList {
        let constraints = all.filter { $0.bool("placeholder") != true }
        guard constraints.count > 1 else { return constraints }
        let ownerHeight = owner.flatMap { document.elementsByID[$0]?.child(named: "rect", key: "frame")?.double("height") } ?? 0
        // An item's distance, worked out once per item: a view's constraints share a few items.
        var itemDistances: [String: Double?] = [:]
        func itemDistance(_ id: String) -> Double? {
            if let known = itemDistances[id] { return known }
            var distance: Double?
            if let item = document.elementsByID[id] {
                if item.name == "viewControllerLayoutGuide" {
                    distance = item[attribute: "type"] == "bottom" ? ownerHeight : 0
                } else if let frame = item.child(named: "rect", key: "frame") {
                    let x = frame.double("x") ?? 0, y = frame.double("y") ?? 0
                    distance = (x * x + y * y).squareRoot()
                }
            }
            itemDistances[id] = distance
            return distance
        }
        func distance(_ constraint: XIBElement) -> Double {
            var largest: Double?
            for id in [constraint[attribute: "firstItem"], constraint[attribute: "secondItem"]] {
                guard let id, id != owner, let distance = itemDistance(id) else { continue }
                largest = max(largest ?? distance, distance)
            }
            return largest ?? 0
        }
        return XIBElementList(constraints.enumerated()
            .map { (index: $0.offset, distance: distance($0.element), element: $0.element) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .map(\.element))
    }
}
