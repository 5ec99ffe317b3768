import NibGraph
import XIBReader

/// `<accessibility key="accessibilityConfiguration">` → one
/// `UIRuntimeAccessibilityConfiguration` per configured object in the root's
/// `UINibAccessibilityConfigurationsKey`, in document order.
///
/// The keys are `-[UIRuntimeAccessibilityConfiguration encodeWithCoder:]`'s,
/// each only when set, in its order: `UIAccessibileObject` (UIKit's spelling;
/// the configured object), `UIAccessibilityHint`, `UIAccessibilityIdentifier`,
/// `UIAccessibilityLabel` (strings; the hint and label localizable under
/// `ID.accessibilityHint` and `ID.accessibilityLabel`), `UIAccessibilityTraits`
/// (an `NSNumber` of the trait bits) and `UIIsAccessibilityElement` (a boolean
/// `NSNumber`). The mapping notes (§1.6) name the keys in another order, from
/// decoders; UIKit's encoder fixes the order. No Apple nib of the corpus holds
/// one, so a warning says once per document that the encoding is not checked;
/// an empty `<accessibility/>` is assumed to write nothing.
enum AccessibilityConfigurations {
    /// `UIAccessibilityTraits` bits by Interface Builder's attribute names.
    static let traitBits: [String: Int64] = [
        "none": 0, "button": 1 << 0, "link": 1 << 1, "image": 1 << 2, "selected": 1 << 3, "playsSound": 1 << 4,
        "keyboardKey": 1 << 5, "staticText": 1 << 6, "summaryElement": 1 << 7, "notEnabled": 1 << 8,
        "updatesFrequently": 1 << 9, "searchField": 1 << 10, "startsMediaSession": 1 << 11, "adjustable": 1 << 12,
        "allowsDirectInteraction": 1 << 13, "causesPageTurn": 1 << 14, "tabBar": 1 << 15, "header": 1 << 16,
    ]

    /// The warning, said once per document, that no Apple nib checks the encoding.
    static let unverified = "accessibility configurations are written as UIKit's UIRuntimeAccessibilityConfiguration "
        + "encodes them (object, hint, identifier, label, traits, is-element, each when set); no Apple nib of the corpus "
        + "checks the encoding"

    /// The configurations of the compiled objects among `elements` and their descendants.
    static func compileAll(_ context: inout UIKitContext, in elements: XIBElementList) -> [Reference] {
        guard context.document.mayContain(elementNamed: "accessibility") else { return [] }
        var configurations: [Reference] = []
        func visit(_ element: XIBElement) {
            if let accessibility = element.child(named: "accessibility", key: "accessibilityConfiguration"),
               let id = element[attribute: "id"], context.isCompiled(id),
               let configuration = compile(accessibility, of: context.object(forID: id), id: id, in: &context) {
                configurations.append(configuration)
            }
            for child in element.children where child.name != "accessibility" { visit(child) }
        }
        for element in elements { visit(element) }
        return configurations
    }

    /// The configuration `accessibility` gives `object`; nil when it sets nothing.
    static func compile(_ accessibility: XIBElement, of object: Reference, id: String,
                        in context: inout UIKitContext) -> Reference? {
        for attribute in accessibility.attributes where !["key", "label", "hint", "identifier"].contains(attribute.name) {
            context.warn("accessibility attribute \(attribute.name) is not supported yet; left out", at: accessibility)
        }
        for child in accessibility.children where !(child.name == "accessibilityTraits" && child[attribute: "key"] == "traits")
            && !(child.name == "bool" && child[attribute: "key"] == "isElement") {
            context.warn("<\(child.name)> in <accessibility> is not supported yet; left out", at: child)
        }
        let traits = accessibility.child(named: "accessibilityTraits", key: "traits").map {
            context.bitMask($0, bits: traitBits, what: "accessibility trait")
        }
        let isElement = accessibility.child(named: "bool", key: "isElement").flatMap { $0.bool("value") }
        let hint = accessibility[attribute: "hint"], identifier = accessibility[attribute: "identifier"]
        let label = accessibility[attribute: "label"]
        guard hint != nil || identifier != nil || label != nil || traits != nil || isElement != nil else { return nil }
        context.warn(unverified, at: accessibility)
        let configuration = context.builder.addObject("UIRuntimeAccessibilityConfiguration")
        context.append("UIAccessibileObject", .object(object), to: configuration)
        if let hint {
            context.append("UIAccessibilityHint", .object(context.text(hint, key: id + ".accessibilityHint")), to: configuration)
        }
        if let identifier { context.appendString("UIAccessibilityIdentifier", identifier, to: configuration) }
        if let label {
            context.append("UIAccessibilityLabel", .object(context.text(label, key: id + ".accessibilityLabel")), to: configuration)
        }
        if let traits { context.append("UIAccessibilityTraits", .object(context.builder.number(traits)), to: configuration) }
        if let isElement {
            context.append("UIIsAccessibilityElement", .object(context.builder.number(isElement)), to: configuration)
        }
        return configuration
    }
}
