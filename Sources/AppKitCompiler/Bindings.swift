import NibGraph
import XIBReader

/// `<binding>` → `NSNibBindingConnector`: `NSSource`, `NSDestination`,
/// `NSLabel` ("NAME: KEYPATH"), `NSBinding`, `NSKeyPath`, `NSOptions` (when
/// the binding has `<dictionary key="options">`: an `NSDictionary` of its
/// entries in document order) and `NSNibBindingConnectorVersion` 2.
enum Bindings {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, source: Reference) -> Reference? {
        guard let name = element[attribute: "name"], let keyPath = element[attribute: "keyPath"],
              let destinationID = element[attribute: "destination"]
        else {
            context.warn("<binding> needs a name, a key path and a destination; it is left out", at: element)
            return nil
        }
        guard let end = context.connectionEnd(destinationID, from: element) else { return nil }
        guard let destination = end else {
            context.warn("a binding to First Responder is not supported; it is left out", at: element)
            return nil
        }
        let connector = context.builder.addObject("NSNibBindingConnector")
        context.append("NSSource", .object(source), to: connector)
        context.append("NSDestination", .object(destination), to: connector)
        context.appendString("NSLabel", "\(name): \(keyPath)", to: connector)
        context.appendString("NSBinding", name, to: connector)
        context.appendString("NSKeyPath", keyPath, to: connector)
        if let options = element.child(named: "dictionary", key: "options") {
            context.append("NSOptions", .object(self.options(&context, options)), to: connector)
        }
        for child in element.children where !(child.name == "dictionary" && child[attribute: "key"] == "options") {
            context.warn("<\(child.name)> in <binding> is not supported yet; it is left out", at: child)
        }
        context.append("NSNibBindingConnectorVersion", .integer(2), to: connector)
        return connector
    }

    /// The options dictionary: `<integer>`, `<real>`, `<bool>` and `<string>` entries by their keys.
    private static func options(_ context: inout AppKitContext, _ dictionary: XIBElement) -> Reference {
        var pairs: [(key: Reference, value: Reference)] = []
        for entry in dictionary.children {
            guard let key = entry[attribute: "key"] else {
                context.warn("<\(entry.name)> in binding options needs a key; it is left out", at: entry)
                continue
            }
            let value: Reference
            switch entry.name {
            case "integer":
                value = context.builder.number(Int64(context.number(entry, "value") ?? 0))
            case "real":
                value = context.builder.number(context.number(entry, "value") ?? 0)
            case "bool":
                value = context.builder.number(entry.bool("value") ?? false)
            case "string":
                value = context.builder.string(AppKitContext.stringText(entry))
            default:
                context.warn("<\(entry.name)> binding options are not supported yet; it is left out", at: entry)
                continue
            }
            pairs.append((context.builder.string(key), value))
        }
        return context.builder.dictionary(pairs)
    }
}
