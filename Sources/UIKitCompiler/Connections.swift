import XIBReader

/// `<connections>` → `UIRuntimeOutletConnection` (`<outlet>`),
/// `UIRuntimeEventConnection` (`<action>`) and
/// `UIRuntimeOutletCollectionConnection` (`<outletCollection>`, one per property).
enum Connections {
    /// `UIControlEvents` bits by Interface Builder's event names.
    static let eventMasks: [String: Int64] = [
        "touchDown": 1 << 0, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2, "touchDragOutside": 1 << 3,
        "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5, "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7,
        "touchCancel": 1 << 8, "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13,
        "editingDidBegin": 1 << 16, "editingChanged": 1 << 17, "editingDidEnd": 1 << 18,
        "editingDidEndOnExit": 1 << 19,
    ]

    private struct Connection {
        var isEvent: Bool
        var label: String
        var documentOrder: Int
        var make: (inout UIKitContext) -> Reference?
    }

    /// Every connection of the document, in ibtool's order: sorted by label,
    /// actions before outlets up to the iOS 10 SDK and after them from iOS 11.
    static func compileAll(_ context: inout UIKitContext, in elements: [XIBElement]) -> [Reference] {
        var connections: [Connection] = []
        var pending = elements
        var collections: [String: Int] = [:]
        while !pending.isEmpty {
            let element = pending.removeFirst()
            for connection in element.children(of: "connections") {
                add(connection, of: element, to: &connections, collections: &collections, context: &context)
            }
            pending.insert(contentsOf: element.children.filter { $0.name != "connections" }, at: 0)
        }
        let eventsFirst = context.sdk <= 10
        let ordered = connections.enumerated().sorted { a, b in
            if a.element.isEvent != b.element.isEvent { return a.element.isEvent == eventsFirst }
            if a.element.label != b.element.label { return a.element.label < b.element.label }
            return a.offset < b.offset
        }
        return ordered.compactMap { $0.element.make(&context) }
    }

    private static func add(_ connection: XIBElement, of owner: XIBElement, to connections: inout [Connection],
                            collections: inout [String: Int], context: inout UIKitContext) {
        guard let ownerID = owner[attribute: "id"] else {
            context.warn("<\(connection.name)> inside an element without an id is left out", at: connection)
            return
        }
        guard let destinationID = connection[attribute: "destination"] else {
            context.error("<\(connection.name)> has no destination", at: connection)
            return
        }
        let order = connections.count
        switch connection.name {
        case "outlet":
            let property = connection[attribute: "property"] ?? ""
            connections.append(Connection(isEvent: false, label: property, documentOrder: order) { context in
                guard let source = context.reference(toID: ownerID, from: connection),
                      let destination = context.reference(toID: destinationID, from: connection) else { return nil }
                let object = context.builder.addObject("UIRuntimeOutletConnection")
                context.appendString("UILabel", property, to: object)
                context.append("UISource", .object(source), to: object)
                context.append("UIDestination", .object(destination), to: object)
                return object
            })
        case "action":
            let selector = connection[attribute: "selector"] ?? ""
            let mask = connection[attribute: "eventType"].flatMap { eventMasks[$0] }
            if let type = connection[attribute: "eventType"], mask == nil {
                context.warn("event type \"\(type)\" is not known; the action has no event mask", at: connection)
            }
            connections.append(Connection(isEvent: true, label: selector, documentOrder: order) { context in
                guard let source = context.reference(toID: ownerID, from: connection),
                      let destination = context.reference(toID: destinationID, from: connection) else { return nil }
                let object = context.builder.addObject("UIRuntimeEventConnection")
                context.appendString("UILabel", selector, to: object)
                context.append("UISource", .object(source), to: object)
                context.append("UIDestination", .object(destination), to: object)
                if let mask { context.append("UIEventMask", .integer(mask), to: object) }
                return object
            })
        default:
            context.warn("<\(connection.name)> connections are not supported yet; left out", at: connection)
        }
    }
}
