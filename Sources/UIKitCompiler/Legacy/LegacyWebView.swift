import IBDocument

/// `IBUIWebView` → `UIWebView`: the view keys, then as the 3.0 compiler's web view.
///
/// | IB 3 key | UIKit key |
/// |---|---|
/// | `IBUIScalesPageToFit` | `UIScalesPageToFit` when YES |
/// | (none) | `UIDelegate` nil (a delegate is an outlet connection) |
/// | `IBUIDataDetectorTypes` (1, phone numbers, when absent) | `UIDataDetectorTypes` |
/// | `IBUIDetectsPhoneNumbers` | (older spelling of the phone-number bit; read only when there is no mask) |
enum LegacyWebView {
    static let webView = LegacyClass(keys: LegacyView.keys.union(["IBUIScalesPageToFit", "IBUIDataDetectorTypes",
                                                                  "IBUIDetectsPhoneNumbers"])) { context, object, reference in
        context.beginObject(reference, of: object, className: "UIWebView")
        context.appendViewKeys(object, to: reference)
        if context.bool("IBUIScalesPageToFit", of: object) == true {
            context.append("UIScalesPageToFit", .bool(true), to: reference)
        }
        context.append("UIDelegate", .null, to: reference)
        let phone = context.bool("IBUIDetectsPhoneNumbers", of: object)
        let types = context.integer("IBUIDataDetectorTypes", of: object) ?? (phone == false ? 0 : 1)
        context.append("UIDataDetectorTypes", .integer(types), to: reference)
        context.endObject(reference, of: object, className: "UIWebView")
    }
}
