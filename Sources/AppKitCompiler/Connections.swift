import NibGraph
import XIBReader

/// `<outlet>` → `NSNibOutletConnector` (`NSSource`, `NSDestination`,
/// `NSLabel`, `NSChildControllerCreationSelectorName`) and `<action>` →
/// `NSNibControlConnector` (`NSSource`, `NSDestination`, `NSLabel`). An action
/// sent to First Responder has no destination. Connections come in the order
/// the document walk reached their owners, each owner's in document order.
enum Connections {
    static func compileAll(_ context: inout AppKitContext) -> [Reference] {
        var made: [Reference] = []
        for owner in context.connectionOwners {
            guard let source = owner[attribute: "id"].map({ context.object(forID: $0) }) else { continue }
            for connection in owner.children(of: "connections") {
                if let reference = compile(&context, connection, source: source) { made.append(reference) }
            }
        }
        return made
    }

    private static func compile(_ context: inout AppKitContext, _ element: XIBElement, source: Reference) -> Reference? {
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
            return connector
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
            return connector
        default:
            context.warn("<\(element.name)> connections are not supported yet; it is left out", at: element)
            return nil
        }
    }
}

extension AppKitContext {
    /// The object a connection ends at: `.some(nil)` for First Responder, nil
    /// (with a diagnostic) when the end cannot be compiled.
    mutating func connectionEnd(_ id: String, from element: XIBElement) -> Reference?? {
        if id == Placeholders.firstResponder { return .some(nil) }
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
