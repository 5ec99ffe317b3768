import NibGraph
import XIBReader

/// `<userDefinedRuntimeAttributes>` → one
/// `NSIBUserDefinedRuntimeAttributesConnector` per object: `NSObject` (the
/// object), `NSValues` and `NSKeyPaths` (arrays, in document order). A
/// boolean is an `NSNumber` boolean, a string an `NSString`, a number an
/// `NSNumber` (an integer when it has no fraction); other types are warned
/// about and left out.
enum RuntimeAttributes {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, object: Reference) -> Reference? {
        guard let list = element.child(named: "userDefinedRuntimeAttributes") else { return nil }
        var keyPaths: [Reference] = []
        var values: [Reference] = []
        for attribute in list.children {
            guard attribute.name == "userDefinedRuntimeAttribute", let keyPath = attribute[attribute: "keyPath"] else {
                context.warn("<\(attribute.name)> in <userDefinedRuntimeAttributes> is not supported; it is left out", at: attribute)
                continue
            }
            guard let value = self.value(&context, attribute) else { continue }
            keyPaths.append(context.builder.string(keyPath))
            values.append(value)
        }
        guard !keyPaths.isEmpty else { return nil }
        let connector = context.builder.addObject("NSIBUserDefinedRuntimeAttributesConnector")
        context.append("NSObject", .object(object), to: connector)
        context.append("NSValues", .object(context.builder.array(values)), to: connector)
        context.append("NSKeyPaths", .object(context.builder.array(keyPaths)), to: connector)
        return connector
    }

    /// The value of one attribute, or nil (with a warning) for a type not supported.
    private static func value(_ context: inout AppKitContext, _ attribute: XIBElement) -> Reference? {
        let type = attribute[attribute: "type"] ?? ""
        switch type {
        case "boolean":
            return context.builder.number(attribute.bool("value") ?? false)
        case "string":
            return context.builder.string(attribute[attribute: "value"] ?? "")
        case "number":
            guard let number = attribute.child(named: "real", key: "value").flatMap({ context.number($0, "value") })
                ?? attribute.child(named: "integer", key: "value").flatMap({ context.number($0, "value") })
                ?? context.number(attribute, "value")
            else {
                context.warn("a number runtime attribute needs a value; it is left out", at: attribute)
                return nil
            }
            let integral = number == number.rounded() && abs(number) < 1e15
            return integral ? context.builder.number(Int64(number)) : context.builder.number(number)
        default:
            context.warn("runtime attributes of type \"\(type)\" are not supported yet; it is left out", at: attribute)
            return nil
        }
    }
}
