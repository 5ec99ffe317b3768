import XIBReader

/// `<connections>` → `UIRuntimeOutletConnection` (`<outlet>`),
/// `UIRuntimeEventConnection` (`<action>`) and
/// `UIRuntimeOutletCollectionConnection` (`<outletCollection>`, one per property).
///
/// An outlet collection is one connection for all the document's
/// `<outletCollection>`s of one object and property, with the mapping notes'
/// keys (§1.5; no Apple nib of the corpus has one): `UILabel`, `UISource`,
/// `UIDestination` (an `NSArray` of the destinations, in document order),
/// `runtimeCollectionClassName` (`collectionClass`, `NSArray` when absent) and
/// `addsContentToExistingCollection` (`appends`). It sorts among the outlets.
enum Connections {
    /// `UIControlEvents` bits by Interface Builder's event names.
    static let eventMasks: [String: Int64] = [
        "touchDown": 1 << 0, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2, "touchDragOutside": 1 << 3,
        "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5, "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7,
        "touchCancel": 1 << 8, "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13,
        "editingDidBegin": 1 << 16, "editingChanged": 1 << 17, "editingDidEnd": 1 << 18,
        "editingDidEndOnExit": 1 << 19,
    ]

    /// An outlet the document implies but does not write (a storyboard's
    /// `view`, `sceneViewController` and `storyboard` outlets), between ids.
    struct SynthesizedOutlet {
        let property: String
        let sourceID: String
        let destinationID: String
        /// Where diagnostics about it point.
        let place: XIBElement
        /// Whether it comes before the sorted outlets (a static table's
        /// `staticDataSource` in the iOS 14 SDK's output) instead of among them.
        var leading = false
    }

    /// One `<outlet>` or `<action>`, read; its object is made once all are sorted.
    private struct Connection {
        let element: XIBElement
        let ownerID: String
        let destinationID: String
        /// The outlet's property or the action's selector.
        let label: String
        /// An action (`UIRuntimeEventConnection`), or an outlet.
        let isEvent: Bool
        /// An action's event mask, when it has one (bar button items' actions have none).
        var mask: Int64? = nil
        /// An outlet collection's further destinations (after `destinationID`).
        var moreDestinationIDs: [String] = []
        /// Before all sorted connections (see ``SynthesizedOutlet/leading``).
        var leading = false

        var isCollection: Bool { element.name == "outletCollection" }

        func make(_ context: inout UIKitContext) -> Reference? {
            guard let source = context.reference(toID: ownerID, from: element) else { return nil }
            guard isCollection else {
                guard let destination = context.reference(toID: destinationID, from: element) else { return nil }
                let object = context.builder.addObject(isEvent ? "UIRuntimeEventConnection" : "UIRuntimeOutletConnection")
                context.appendString("UILabel", label, to: object)
                context.append("UISource", .object(source), to: object)
                context.append("UIDestination", .object(destination), to: object)
                if let mask { context.append("UIEventMask", .integer(mask), to: object) }
                return object
            }
            let destinations = ([destinationID] + moreDestinationIDs).compactMap { context.reference(toID: $0, from: element) }
            let object = context.builder.addObject("UIRuntimeOutletCollectionConnection")
            context.appendString("UILabel", label, to: object)
            context.append("UISource", .object(source), to: object)
            context.append("UIDestination", .object(context.builder.array(destinations)), to: object)
            context.appendString("runtimeCollectionClassName", element[attribute: "collectionClass"] ?? "NSArray", to: object)
            context.append("addsContentToExistingCollection", .bool(element.bool("appends") == true), to: object)
            return object
        }
    }

    /// Every connection of the document, in ibtool's order: the leading
    /// synthesized outlets, then the rest sorted by label, actions before
    /// outlets up to the iOS 10 SDK and after them from iOS 11.
    /// `segueOwners`: further elements whose segues (only) are read, for the
    /// triggers a scene nib holds.
    static func compileAll(_ context: inout UIKitContext, in elements: XIBElementList,
                           synthesizedOutlets: [SynthesizedOutlet] = [], segueOwners: XIBElementList = [],
                           keeping keep: (_ connection: XIBElement, _ ownerID: String?) -> Bool = { _, _ in true }) -> [Reference] {
        var connections = synthesizedOutlets.map { outlet in
            Connection(element: outlet.place, ownerID: outlet.sourceID, destinationID: outlet.destinationID,
                       label: outlet.property, isEvent: false, leading: outlet.leading)
        }
        // Document order, depth first (elements nest at most the reader's depth limit);
        // an element's own connections come before those of the elements inside it.
        func visit(_ element: XIBElement) {
            for child in element.children where child.isNamed("connections") {
                for connection in child.children where keep(connection, element[attribute: "id"]) {
                    guard let read = read(connection, of: element, context: &context) else { continue }
                    // A collection's further members join its first connection.
                    if read.isCollection, let first = connections.firstIndex(where: {
                        $0.isCollection && $0.ownerID == read.ownerID && $0.label == read.label
                    }) {
                        connections[first].moreDestinationIDs.append(read.destinationID)
                    } else {
                        connections.append(read)
                    }
                }
            }
            // Prototype cells' connections are in the cells' own nibs.
            for child in element.children where !child.isNamed("connections") && !PrototypeCells.holdsPrototypes(child, of: element) {
                visit(child)
            }
        }
        for element in elements { visit(element) }
        for owner in segueOwners {
            for segue in owner.children(of: "connections") where segue.name == "segue" {
                if let read = read(segue, of: owner, context: &context) { connections.append(read) }
            }
        }
        let eventsFirst = context.sdk <= 10
        let ordered = connections.enumerated().sorted { a, b in
            if a.element.leading != b.element.leading { return a.element.leading }
            if a.element.isEvent != b.element.isEvent { return a.element.isEvent == eventsFirst }
            if a.element.label != b.element.label { return a.element.label < b.element.label }
            return a.offset < b.offset
        }
        return ordered.compactMap { $0.element.make(&context) }
    }

    /// The connection by which `owner` performs `segue` (see
    /// ``SegueElement/trigger(of:from:in:)``), made in the nib that holds the
    /// owner: the view nib, a prototype cell's nib, or (a navigation item's bar
    /// button items) the scene nib. The template is the segue's id there.
    private static func segueTrigger(_ segue: XIBElement, of owner: XIBElement, context: inout UIKitContext) -> Connection? {
        guard let ownerID = owner[attribute: "id"], let segueID = segue[attribute: "id"], context.isCompiled(ownerID),
              let trigger = SegueElement.trigger(of: segue, from: owner, in: &context) else { return nil }
        switch trigger {
        case .perform(let mask):
            return Connection(element: segue, ownerID: ownerID, destinationID: segueID, label: "perform:", isEvent: true,
                              mask: mask)
        case .outlet(let property):
            return Connection(element: segue, ownerID: ownerID, destinationID: segueID, label: property, isEvent: false)
        case .templateOutlet(let property):
            return Connection(element: segue, ownerID: segueID, destinationID: ownerID, label: property, isEvent: false)
        }
    }

    private static func read(_ connection: XIBElement, of owner: XIBElement, context: inout UIKitContext) -> Connection? {
        if connection.name == "segue", context.storyboard != nil {
            return segueTrigger(connection, of: owner, context: &context)
        }
        guard ["outlet", "action", "outletCollection"].contains(connection.name) else {
            context.warn("<\(connection.name)> connections are not supported yet; left out", at: connection)
            return nil
        }
        guard let ownerID = owner[attribute: "id"] else {
            context.warn("<\(connection.name)> inside an element without an id is left out", at: connection)
            return nil
        }
        guard let destinationID = connection[attribute: "destination"] else {
            context.error("<\(connection.name)> has no destination", at: connection)
            return nil
        }
        guard connection.name == "action" else {
            return Connection(element: connection, ownerID: ownerID, destinationID: destinationID,
                              label: connection[attribute: "property"] ?? "", isEvent: false)
        }
        let type = connection[attribute: "eventType"]
        let mask = type.flatMap { eventMasks[$0] }
        if let type, mask == nil {
            context.warn("event type \"\(type)\" is not known; the action has no event mask", at: connection)
        }
        return Connection(element: connection, ownerID: ownerID, destinationID: destinationID,
                          label: connection[attribute: "selector"] ?? "", isEvent: true, mask: mask)
    }
}
