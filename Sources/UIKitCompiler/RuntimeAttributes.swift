import NibGraph
import XIBReader

/// `<userDefinedRuntimeAttributes>` → one `UINibKeyValuePair` per attribute in
/// the root's `UINibKeyValuePairsKey`, in document order.
///
/// Keys `UIObject` (the owning object), `UIValue`, `UIKeyPath`: 31 of 31 pairs
/// in Xcode 12.4 / iOS 14 SDK output (mapping notes §1.6, Appendix C.5); no
/// Apple nib of this corpus has one, and earlier SDKs' order is not known, so
/// below the iOS 14 SDK they are written the same with a warning. Values by
/// `type`: `number` → `NSNumber` (`<integer>` as `NS.intval`, `<real>` as
/// `NS.dblval`, as the notes observed), `boolean` → `NSNumber` (its encoding is
/// unsettled in the notes; a boolean `NSNumber` is written), `string` → `NSString`,
/// `color` → `UIColor`, `image` → `UIImageNibPlaceholder`, `nil` → nil.
/// Points, sizes, rects and ranges (`NSValue`) are not supported yet.
///
/// A storyboard's nibs (scene, view and prototype nibs) each carry the
/// attributes of the objects compiled into them, encoded as in a xib, in
/// document order (`onlyCompiled`): a pair names its object inside its own
/// archive, so an attribute can only go with the nib that holds its object;
/// a controller's go with its scene nib, where the controller is made (its
/// view nib holds only a File's Owner or placeholder standing for it). No
/// Apple storyboard of the corpus holds a runtime attribute; the encoding is
/// the xib's, and the placement follows from the pair naming its object.
enum RuntimeAttributes {
    /// The pairs of the attributes of `elements` and their descendants. In a
    /// xib every owner is compiled (on demand); with `onlyCompiled` (a
    /// storyboard's nibs) only the attributes of objects already compiled into
    /// this nib are written, and their owners' ids are recorded in
    /// ``UIKitContext/runtimeAttributeOwners``: the others go with another nib.
    static func compileAll(_ context: inout UIKitContext, in elements: XIBElementList, onlyCompiled: Bool = false) -> [Reference] {
        guard context.document.mayContain(elementNamed: "userDefinedRuntimeAttributes") else { return [] }
        var pairs: [Reference] = []
        var warnedSDK = false
        // Document order, depth first, each element's attributes before those of the
        // elements inside it; walked in place (elements nest at most the reader's depth limit).
        func visit(_ element: XIBElement) {
            for attribute in element.children(of: "userDefinedRuntimeAttributes") {
                guard attribute.name == "userDefinedRuntimeAttribute" else {
                    context.warn("<\(attribute.name)> in <userDefinedRuntimeAttributes> is not supported; left out", at: attribute)
                    continue
                }
                let id = element[attribute: "id"]
                if onlyCompiled {
                    guard let id, context.compiledObject(forID: id) != nil else { continue }
                    context.runtimeAttributeOwners.insert(id)
                }
                guard let id, let owner = context.reference(toID: id, from: attribute) else {
                    context.warn("a runtime attribute of an object that is not compiled is left out", at: attribute)
                    continue
                }
                guard let value = value(of: attribute, in: &context) else { continue }
                if context.sdk < 14, !warnedSDK {
                    warnedSDK = true
                    context.warn("runtime attributes' key order is known from the iOS 14 SDK on; SDK \(context.sdk) is assumed to write the same",
                                 at: attribute)
                }
                let pair = context.builder.addObject("UINibKeyValuePair")
                context.append("UIObject", .object(owner), to: pair)
                context.append("UIValue", value, to: pair)
                context.appendString("UIKeyPath", attribute[attribute: "keyPath"] ?? "", to: pair)
                pairs.append(pair)
            }
            for child in element.children where child.name != "userDefinedRuntimeAttributes" { visit(child) }
        }
        for element in elements { visit(element) }
        return pairs
    }

    /// The attribute's value, or nil (with a warning) when its type is not supported.
    private static func value(of attribute: XIBElement, in context: inout UIKitContext) -> NibGraphBuilder.Value? {
        let type = attribute[attribute: "type"] ?? ""
        switch type {
        case "boolean":
            return .object(context.builder.number(attribute.bool("value") ?? false))
        case "number":
            if let integer = attribute.child(named: "integer", key: "value"), let number = integer.integer("value") {
                return .object(context.builder.number(number))
            }
            if let real = attribute.child(named: "real", key: "value"), let number = real.double("value") {
                return .object(context.builder.number(number))
            }
        case "string":
            return .object(context.builder.string(attribute[attribute: "value"] ?? ""))
        case "color":
            if let color = attribute.child(named: "color", key: "value").flatMap({ context.color($0) }) {
                return .object(color)
            }
        case "image":
            if let name = attribute[attribute: "value"] { return .object(context.image(named: name)) }
        case "nil":
            return .null
        default:
            context.warn("runtime attribute type \"\(type)\" is not supported yet; \(attribute[attribute: "keyPath"] ?? "it") is left out",
                         at: attribute)
            return nil
        }
        context.warn("runtime attribute \(attribute[attribute: "keyPath"] ?? "") has no value of its type \"\(type)\"; left out",
                     at: attribute)
        return nil
    }
}
