import NibGraph
import XIBReader

/// `<outlet>` → `NSNibOutletConnector` (`NSSource`, `NSDestination`,
/// `NSLabel`, `NSChildControllerCreationSelectorName`) and `<action>` →
/// `NSNibControlConnector` (`NSSource`, `NSDestination`, `NSLabel`). An action
/// sent to First Responder has no destination. `<binding>` is in
/// Bindings.swift; an object's tool tip and runtime attributes make the
/// connectors of HelpConnectors.swift and RuntimeAttributes.swift.
///
/// ibtool lists the connectors by kind (outlets, actions, help connectors,
/// bindings, runtime attributes), and each kind by the document id of the
/// object that owns them (``ObjectIDOrder``), an object's own in document
/// order. Apple's pairs show the outlets before the actions and the bindings
/// and runtime attributes after both; where help connectors stand among the
/// later kinds no pair shows (an older ibtool's nibs put them before the bindings).
/// Bindings go the other way: by owner id descending, an owner's by their own
/// ids ascending (the sparkle SUStatus and SUUpdateAlert nibs, caffeine's and
/// Flycut's bundles, whose owner 473 binds `value` (id 853) before `maxValue` (852)
/// in the document and after it in the nib).
enum Connections {
    /// A connector's kind, in ibtool's order.
    enum Group: Int, Comparable {
        case outlet, action, help, binding, runtimeAttributes

        static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A connector made, with what orders it.
    struct Made {
        var group: Group
        var ownerID: String
        var reference: Reference
        /// The id of the `<binding>` element (bindings are ordered by it within their owner).
        var connectionID: String? = nil
    }

    /// Whether `element` makes connectors: it has `<connections>`, a tool tip
    /// or runtime attributes (accessibility is listed apart, see ``AccessibilityConnectors``).
    static func hasConnectors(_ element: XIBElement) -> Bool {
        element.child(named: "connections") != nil || HelpConnectors.toolTip(of: element) != nil
            || element.child(named: "userDefinedRuntimeAttributes") != nil || element.child(named: "accessibility") != nil
    }

    /// Every connector of the document, in ibtool's order.
    static func compileAll(_ context: inout AppKitContext) -> [Reference] {
        compileAllMade(&context).map(\.reference)
    }

    /// Every connector of the document with its kind and owner, in ibtool's order.
    static func compileAllMade(_ context: inout AppKitContext) -> [Made] {
        var made: [Made] = []
        for owner in context.connectionOwners {
            guard let ownerID = owner[attribute: "id"] else { continue }
            let source = context.object(forID: ownerID)
            for connection in owner.children(of: "connections") {
                if let (group, reference) = compile(&context, connection, source: source) {
                    made.append(Made(group: group, ownerID: ownerID, reference: reference,
                                     connectionID: group == .binding ? connection[attribute: "id"] : nil))
                }
            }
            if let help = HelpConnectors.compile(&context, owner, view: source) {
                made.append(Made(group: .help, ownerID: ownerID, reference: help))
            }
            if let attributes = RuntimeAttributes.compile(&context, owner, object: source) {
                made.append(Made(group: .runtimeAttributes, ownerID: ownerID, reference: attributes))
            }
        }
        return ordered(made)
    }

    /// `made` by kind, then by owner id (descending for bindings); connectors
    /// of one owner keep their order, bindings go by their ids.
    static func ordered(_ made: [Made]) -> [Made] {
        made.enumerated().sorted { left, right in
            if left.element.group != right.element.group { return left.element.group < right.element.group }
            if left.element.ownerID != right.element.ownerID {
                if left.element.group == .binding {
                    return ObjectIDOrder.precedes(right.element.ownerID, left.element.ownerID)
                }
                return ObjectIDOrder.precedes(left.element.ownerID, right.element.ownerID)
            }
            if let leftID = left.element.connectionID, let rightID = right.element.connectionID, leftID != rightID {
                return ObjectIDOrder.precedes(leftID, rightID)
            }
            return left.offset < right.offset
        }.map(\.element)
    }

    private static func compile(_ context: inout AppKitContext, _ element: XIBElement, source: Reference) -> (Group, Reference)? {
        switch element.name {
        case "outlet":
            guard let property = element[attribute: "property"], let destinationID = element[attribute: "destination"] else {
                context.warn("<outlet> needs a property and a destination; it is left out", at: element)
                return nil
            }
            guard let destination = context.connectionEnd(destinationID, from: element) else { return nil }
            let connector = context.builder.addObject("NSNibOutletConnector")
            context.append("NSSource", .object(source), to: connector)
            context.append("NSDestination", destination.map { .object($0) } ?? .null, to: connector)
            context.appendString("NSLabel", property, to: connector)
            context.append("NSChildControllerCreationSelectorName", .null, to: connector)
            return (.outlet, connector)
        case "action":
            guard let selector = element[attribute: "selector"], let targetID = element[attribute: "target"] else {
                context.warn("<action> needs a selector and a target; it is left out", at: element)
                return nil
            }
            guard let target = context.connectionEnd(targetID, from: element) else { return nil }
            let connector = context.builder.addObject("NSNibControlConnector")
            context.append("NSSource", .object(source), to: connector)
            if let target { context.append("NSDestination", .object(target), to: connector) }
            context.appendString("NSLabel", selector, to: connector)
            return (.action, connector)
        case "binding":
            return Bindings.compile(&context, element, source: source).map { (.binding, $0) }
        case "accessibilityConnection":
            // Listed with the accessibility connectors (AccessibilityConnectors.swift).
            return nil
        default:
            context.warn("<\(element.name)> connections are not supported yet; it is left out", at: element)
            return nil
        }
    }
}

/// The order ibtool gives objects by their document ids: ids that are
/// integers first, by value (`-2` before `21` before `206`), then the others
/// by their UTF-8 bytes (`0FS-PW-dzb` before `7Ic-8y-f3v` before `Cay-iU-bH4`
/// before `bGq-Kc-jWE`), as Apple's pairs list their connections.
enum ObjectIDOrder {
    static func precedes(_ left: String, _ right: String) -> Bool {
        switch (Int64(left), Int64(right)) {
        case let (left?, right?): left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): left.utf8.lexicographicallyPrecedes(right.utf8)
        }
    }
}

extension AppKitContext {
    /// The object a connection ends at: `.some(nil)` for First Responder, nil
    /// (with a diagnostic) when the end cannot be compiled.
    mutating func connectionEnd(_ id: String, from element: XIBElement) -> Reference?? {
        // A storyboard scene's First Responder has an id of its own.
        if id == Placeholders.firstResponder || document.elementsByID[id]?[attribute: "sceneMemberID"] == "firstResponder" {
            return .some(nil)
        }
        guard document.elementsByID[id] != nil else {
            error("\"\(id)\" names no object of the document", at: element)
            return nil
        }
        guard isCompiled(id) else {
            warn("\"\(id)\" is an object that is not compiled; the connection is left out", at: element)
            return nil
        }
        return .some(object(forID: id))
    }
}
