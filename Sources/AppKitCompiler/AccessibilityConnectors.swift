import NibGraph
import XIBReader

/// `<accessibility description="…">` → `NSNibAXAttributeConnector` in
/// `NSAccessibilityConnectors`: `AXDestinationArchiveKey` (the object),
/// `AXAttributeTypeArchiveKey` (an `NSMutableString` naming the attribute,
/// "AXDescription") and `AXAttributeValueArchiveKey` (the text). They are
/// numbered after the connections in `NSAccessibilityOidsKeys`/`Values`,
/// ordered like connections by their objects' ids. Other accessibility
/// attributes are warned about and left out.
enum AccessibilityConnectors {
    /// The accessibility attributes ibtool archives, by xib attribute.
    static let attributeTypes: [String: String] = ["description": "AXDescription"]

    static func compileAll(_ context: inout AppKitContext) -> [Reference] {
        var made: [Connections.Made] = []
        for owner in context.connectionOwners {
            guard let ownerID = owner[attribute: "id"], let accessibility = owner.child(named: "accessibility") else { continue }
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
        return Connections.ordered(made).map(\.reference)
    }
}
