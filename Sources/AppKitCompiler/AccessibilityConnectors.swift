import NibGraph
import XIBReader

/// The accessibility connectors of `NSAccessibilityConnectors`, numbered
/// after the connections in `NSAccessibilityOidsKeys`/`Values` and ordered
/// like connections by their objects' ids (an object's attributes, then its
/// relationships, in document order).
///
/// `<accessibility description="…">` → `NSNibAXAttributeConnector`:
/// `AXDestinationArchiveKey` (the object), `AXAttributeTypeArchiveKey` (an
/// `NSMutableString` naming the attribute, "AXDescription") and
/// `AXAttributeValueArchiveKey` (the text). Other accessibility attributes
/// are warned about and left out.
///
/// `<accessibilityConnection property="title" destination="…">` in
/// `<connections>` → `NSNibAXRelationshipConnector`, an `NSNibConnector`
/// (AppKit's class; class dumps show it under `NSNibConnector`), with a
/// connector's `NSSource` (the object), `NSDestination` and `NSLabel` (the
/// accessibility attribute the relationship sets, "AXTitleUIElement" for a
/// title, named as the attribute connector names its attribute). No Apple nib
/// of the corpus has one: a warning says so once per document.
enum AccessibilityConnectors {
    /// The accessibility attributes ibtool archives, by xib attribute.
    static let attributeTypes: [String: String] = ["description": "AXDescription"]

    /// The accessibility attribute a relationship sets, by the connection's `property`.
    static let relationshipAttributes: [String: String] = ["title": "AXTitleUIElement"]

    /// The warning, said once per document, that no Apple nib checks the relationship connectors.
    static let unverifiedRelationship = "accessibility connections are written as NSNibAXRelationshipConnectors "
        + "(NSSource, NSDestination, NSLabel \"AXTitleUIElement\") among the accessibility connectors; no Apple nib of "
        + "the corpus checks the encoding"

    static func compileAll(_ context: inout AppKitContext) -> [Reference] {
        var made: [Connections.Made] = []
        for owner in context.connectionOwners {
            guard let ownerID = owner[attribute: "id"] else { continue }
            if let accessibility = owner.child(named: "accessibility") {
                compileAttributes(&context, accessibility, ownerID: ownerID, into: &made)
            }
            for connection in owner.children(of: "connections") where connection.name == "accessibilityConnection" {
                if let connector = compileRelationship(&context, connection, ownerID: ownerID) {
                    made.append(Connections.Made(group: .outlet, ownerID: ownerID, reference: connector))
                }
            }
        }
        return Connections.ordered(made).map(\.reference)
    }

    private static func compileAttributes(_ context: inout AppKitContext, _ accessibility: XIBElement, ownerID: String,
                                          into made: inout [Connections.Made]) {
        let object = context.object(forID: ownerID)
        for attribute in accessibility.attributes {
            guard let type = attributeTypes[attribute.name] else {
                context.warn("accessibility attribute \"\(attribute.name)\" is not supported yet; it is left out",
                             at: accessibility)
                continue
            }
            let connector = context.builder.addObject("NSNibAXAttributeConnector")
            context.append("AXDestinationArchiveKey", .object(object), to: connector)
            let typeName = context.builder.unpooledString(type, className: "NSMutableString")
            context.append("AXAttributeTypeArchiveKey", .object(typeName), to: connector)
            context.appendString("AXAttributeValueArchiveKey", attribute.value, to: connector)
            made.append(Connections.Made(group: .outlet, ownerID: ownerID, reference: connector))
        }
        for child in accessibility.children {
            context.warn("<\(child.name)> in <accessibility> is not supported yet; it is left out", at: child)
        }
    }

    /// The relationship connector of `<accessibilityConnection>`; nil (with a warning) when it cannot be made.
    private static func compileRelationship(_ context: inout AppKitContext, _ connection: XIBElement,
                                            ownerID: String) -> Reference? {
        context.warnUnknownAttributes(of: connection, known: ["property", "destination", "id"])
        guard let property = connection[attribute: "property"], let destinationID = connection[attribute: "destination"] else {
            context.warn("<accessibilityConnection> needs a property and a destination; it is left out", at: connection)
            return nil
        }
        guard let label = relationshipAttributes[property] else {
            context.warn("accessibility connection property \"\(property)\" is not supported yet; it is left out",
                         at: connection)
            return nil
        }
        guard let destination = context.connectionEnd(destinationID, from: connection) else { return nil }
        guard let destination else {
            context.warn("an accessibility connection to First Responder is not supported; it is left out", at: connection)
            return nil
        }
        context.warnOnce(unverifiedRelationship, at: connection)
        let connector = context.builder.addObject("NSNibAXRelationshipConnector")
        context.append("NSSource", .object(context.object(forID: ownerID)), to: connector)
        context.append("NSDestination", .object(destination), to: connector)
        context.appendString("NSLabel", label, to: connector)
        return connector
    }
}
