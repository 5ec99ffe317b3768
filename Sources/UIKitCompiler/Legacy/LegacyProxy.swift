import IBDocument
/// `IBProxyObject` → `UIProxyObject`, `IBUICustomObject` → `UICustomObject`.
///
/// | IB 3 key | UIKit key |
/// |---|---|
/// | `IBProxiedObjectIdentifier` | `UIProxiedObjectIdentifier` |
///
/// A proxy's custom class (File's Owner's `-1.CustomClassName`) is not
/// encoded; a custom object's is, as a `UIClassSwapper`.
enum LegacyProxy {
    static let proxy = LegacyClass(keys: ["IBProxiedObjectIdentifier"]) { context, object, reference in
        context.base.builder.setClass("UIProxyObject", of: reference)
        let identifier = context.string("IBProxiedObjectIdentifier", of: object) ?? ""
        if identifier.isEmpty { context.warn("IBProxyObject without an IBProxiedObjectIdentifier", at: object) }
        context.base.appendString("UIProxiedObjectIdentifier", identifier, to: reference)
    }

    static let customObject = LegacyClass(keys: []) { context, object, reference in
        context.beginObject(reference, of: object, className: "UICustomObject")
        context.endObject(reference, of: object, className: "UICustomObject")
    }
}
