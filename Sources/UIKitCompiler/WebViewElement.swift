import XIBReader

/// `<webView>` → `UIWebView`: the view keys, then `UIScalesPageToFit` (when
/// YES), `UIDelegate` (nil: a delegate is an outlet connection) and
/// `UIDataDetectorTypes` (always).
///
/// `UIDelegate` nil and `UIDataDetectorTypes` 1 (phone numbers, for a
/// document without `<dataDetectorType>`) in that order are Apple's iOS 7 and
/// iOS 10+ SDK output (iYao login nib, GTMOAuth2 touch nib);
/// `UIScalesPageToFit` and its place are the notes' (§2, secondary sources).
enum WebViewElement {
    /// `UIDataDetectorTypes` bits by Interface Builder's attribute names.
    static let detectorBits: [String: Int64] = [
        "phoneNumber": 1, "link": 2, "address": 4, "calendarEvent": 8, "shipmentTrackingNumber": 16,
        "flightNumber": 32, "lookupSuggestion": 64,
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIWebView")
        context.warnUnhandled(element, attributes: ["scalesPageToFit"], children: ["dataDetectorType"])
        context.appendViewKeys(element, to: object)
        if element.bool("scalesPageToFit") == true { context.append("UIScalesPageToFit", .bool(true), to: object) }
        context.append("UIDelegate", .null, to: object)
        context.append("UIDataDetectorTypes", .integer(dataDetectorTypes(element, in: &context)), to: object)
        context.endObject(object, of: element, className: "UIWebView")
    }

    /// The mask of `<dataDetectorType key="dataDetectorTypes">`; phone numbers
    /// (UIKit's default) without one.
    static func dataDetectorTypes(_ element: XIBElement, in context: inout UIKitContext) -> Int64 {
        guard let types = element.child(named: "dataDetectorType", key: "dataDetectorTypes") else { return 1 }
        return context.bitMask(types, bits: detectorBits, what: "data detector")
    }
}
