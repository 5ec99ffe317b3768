import NibBytes
import NibGraph
import XIBReader

/// `<binding>` → `NSNibBindingConnector`: `NSSource`, `NSDestination`,
/// `NSLabel` ("NAME: KEYPATH"), `NSBinding`, `NSKeyPath`, `NSOptions` (when
/// the binding has `<dictionary key="options">`: an `NSDictionary` of its
/// entries in document order), `NSPreviousConnector` (its `previousBinding`'s
/// connector) and `NSNibBindingConnectorVersion` 2.
enum Bindings {
    static let known: NameSet = ["id", "name", "keyPath", "destination", "previousBinding"]


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
        context.warnUnknownAttributes(of: element, known: known)
        // By id, so that a later binding's previousBinding finds this connector.
        let connector = element[attribute: "id"].map { context.object(forID: $0) } ?? context.builder.addObject("NSObject")
        context.builder.setClass("NSNibBindingConnector", of: connector)
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
        if let previousID = element[attribute: "previousBinding"] {
            appendPrevious(&context, previousID, of: element, to: connector)
        }
        context.append("NSNibBindingConnectorVersion", .integer(2), to: connector)
        return connector
    }

    /// `NSPreviousConnector`: the connector of the binding `previousBinding`
    /// names, after `NSKeyPath` and before the version, as Sparkle 2.2.2's
    /// SUStatus nib (Xcode 13) and Flycut's MainMenu bundle show. No Apple nib
    /// shows a binding with both options and a previous binding: the options
    /// are put first, as viraptor's ibtool does, which one warning says.
    private static func appendPrevious(_ context: inout AppKitContext, _ previousID: String, of element: XIBElement,
                                       to connector: Reference) {
        guard context.document.elementsByID[previousID]?.name == "binding" else {
            context.warn("previousBinding=\"\(previousID)\" names no binding of the document; it is left out", at: element)
            return
        }
        if element.child(named: "dictionary", key: "options") != nil {
            context.warnOnce("a binding's NSPreviousConnector is written after its NSOptions; "
                + "no Apple nib with both was found to check the order", at: element)
        }
        context.append("NSPreviousConnector", .object(context.object(forID: previousID)), to: connector)
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
                value = context.builder.string(entry.stringContent)
            default:
                context.warn("<\(entry.name)> binding options are not supported yet; it is left out", at: entry)
                continue
            }
            pairs.append((context.builder.string(key), value))
        }
        return context.builder.dictionary(pairs)
    }
}
