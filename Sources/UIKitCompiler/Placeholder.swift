import XIBReader

/// `<placeholder placeholderIdentifier="IBFilesOwner">` → `UIProxyObject`
/// holding the identifier. A placeholder's `customClass` is not encoded.
enum Placeholder {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.builder.setClass("UIProxyObject", of: object)
        let identifier = element[attribute: "placeholderIdentifier"] ?? ""
        if identifier.isEmpty { context.warn("placeholder without a placeholderIdentifier", at: element) }
        context.appendString("UIProxiedObjectIdentifier", identifier, to: object)
    }
}
