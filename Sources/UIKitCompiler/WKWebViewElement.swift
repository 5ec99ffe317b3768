import NibBytes
import NibGraph
import XIBReader

/// `<wkWebView>` → `WKWebView`: the view keys, then WebKit's own keys in the
/// order `-[WKWebView encodeWithCoder:]` writes them after `UIView`'s:
/// `configuration` (a `WKWebViewConfiguration`, see ``WKWebViewConfigurationKeys``),
/// `allowsBackForwardNavigationGestures` (boolean), `customUserAgent` (a string,
/// nil when unset), `allowsLinkPreview` (boolean, YES unless the document says NO)
/// and, from the iOS 16 SDK (the one that brought find interactions),
/// `findInteractionEnabled` (boolean).
///
/// `-[WKWebView initWithCoder:]` builds the view from the decoded configuration,
/// so a web view always gets one: the document's `<wkWebViewConfiguration>`
/// or WebKit's defaults. The keys, their order and value types are read from
/// WebKit's open source (WKWebView.mm, WKWebViewConfiguration.mm,
/// WKPreferences.mm, WKProcessPool.mm, WKUserContentController.mm,
/// WKWebsiteDataStore.mm); no Apple-compiled nib of the corpus holds a web
/// view, so a warning says once per document that the encoding is not checked.
/// Interface Builder refuses `WKWebView` in nibs before iOS 11 ("NSCoding
/// support was broken in previous versions"), so older SDKs get the iOS 11 keys.
enum WKWebViewElement {
    /// The warning, said once per document, that the encoding is WebKit's source's.
    static let unverified = "web views are written with a WKWebViewConfiguration as WebKit's encodeWithCoder: methods "
        + "write them (encoding from WebKit's source, not checked against an Apple nib)"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "WKWebView")
        context.warnUnhandled(element, attributes: ["allowsBackForwardNavigationGestures", "allowsLinkPreview", "customUserAgent"],
                              children: ["wkWebViewConfiguration"])
        context.warn(unverified, at: element)
        context.appendViewKeys(element, to: object)
        let source = element.child(named: "wkWebViewConfiguration", key: "configuration")
        if let other = element.children.first(where: { $0.name == "wkWebViewConfiguration" && $0 != source }) {
            context.warn("<wkWebViewConfiguration> without key=\"configuration\" is left out", at: other)
        }
        let configuration = WKWebViewConfigurationKeys.compile(source, in: &context)
        context.append("configuration", .object(configuration), to: object)
        context.append("allowsBackForwardNavigationGestures",
                       .bool(element.bool("allowsBackForwardNavigationGestures") ?? false), to: object)
        if let agent = element[attribute: "customUserAgent"] {
            context.appendString("customUserAgent", agent, to: object)
        } else {
            context.append("customUserAgent", .null, to: object)
        }
        context.append("allowsLinkPreview", .bool(element.bool("allowsLinkPreview") ?? true), to: object)
        if context.sdk >= 16 { context.append("findInteractionEnabled", .bool(false), to: object) }
        context.endObject(object, of: element, className: "WKWebView")
    }
}

/// `<wkWebViewConfiguration key="configuration">` (or nothing: WebKit's
/// defaults) → `WKWebViewConfiguration`, keys in the order its
/// `encodeWithCoder:` writes them on iOS:
///
/// - `processPool` → `WKProcessPool` (no keys: the configuration's own pool is
///   not the shared one, the only one that writes `isSharedProcessPool`),
///   `preferences` → `WKPreferences`, `userContentController` →
///   `WKUserContentController` (no keys), `websiteDataStore` →
///   `WKWebsiteDataStore` {`isDefaultDataStore` YES};
/// - `suppressesIncrementalRendering` (boolean); `applicationNameForUserAgent`
///   (string, only when the document sets one); `allowsAirPlayForMediaPlayback`
///   (boolean, YES by default); from the iOS 13 SDK `drawsBackground` (YES);
/// - `dataDetectorTypes` (integer mask), `allowsInlineMediaPlayback`,
///   `allowsInlineMediaPlaybackAfterFullscreen` (the negation of the inline
///   default WebKit's `init` chose), `mediaTypesRequiringUserActionForPlayback`
///   (written with `encodeBool:`, so a boolean: YES unless the types are none),
///   `selectionGranularity` (integer, dynamic 0, character 1),
///   `allowsPictureInPictureMediaPlayback` (YES), `ignoresViewportScaleLimits`;
/// - from the iOS 12 SDK `dragLiftDelay` (integer 0), `textInteractionGesturesEnabled`
///   (YES), `longPressActionsEnabled` (YES); from the iOS 13 SDK
///   `systemPreviewEnabled` (NO), `shouldDecidePolicyBeforeLoadingQuickLookPreview`
///   (YES for apps linked on the current SDK); from the iOS 18 SDK
///   `scrollToTextFragmentIndicatorEnabled`, `scrollToTextFragmentMarkingEnabled`
///   (YES) and `multiRepresentationHEICInsertionEnabled` (NO).
///
/// The SDK each group starts at is placed by the WebKit revisions that add it
/// (assumed, not seen in Apple output). The defaults are `-[WKWebViewConfiguration init]`'s
/// for an iPhone (inline playback off), as Interface Builder shows them.
enum WKWebViewConfigurationKeys {
    /// `WKDataDetectorTypes` bits by Interface Builder's attribute names.
    static let detectorBits: [String: Int64] = [
        "none": 0, "phoneNumber": 1 << 0, "link": 1 << 1, "address": 1 << 2, "calendarEvent": 1 << 3,
        "trackingNumber": 1 << 4, "flightNumber": 1 << 5, "lookupSuggestion": 1 << 6,
    ]
    /// `WKAudiovisualMediaTypes` bits by Interface Builder's attribute names.
    static let mediaTypeBits: [String: Int64] = ["none": 0, "audio": 1 << 0, "video": 1 << 1]
    /// `WKSelectionGranularity` by Interface Builder's names.
    static let granularities: [String: Int64] = ["dynamic": 0, "character": 1]

    static let attributes: NameSet = [
        "key", "suppressesIncrementalRendering", "applicationNameForUserAgent", "allowsAirPlayForMediaPlayback",
        "allowsInlineMediaPlayback", "selectionGranularity", "allowsPictureInPictureMediaPlayback",
        "ignoresViewportScaleLimits",
    ]

    /// The configuration object `source` (nil: WebKit's defaults) gives.
    static func compile(_ source: XIBElement?, in context: inout UIKitContext) -> Reference {
        let configuration = context.builder.addObject("WKWebViewConfiguration")
        if let source { warnUnhandled(source, in: &context) }
        func flag(_ name: String, _ defaultValue: Bool) -> NibGraphBuilder.Value {
            .bool(source?.bool(name) ?? defaultValue)
        }
        context.append("processPool", .object(context.builder.addObject("WKProcessPool")), to: configuration)
        let preferences = WKPreferencesKeys.compile(source?.child(named: "wkPreferences", key: "preferences"), in: &context)
        context.append("preferences", .object(preferences), to: configuration)
        context.append("userContentController", .object(context.builder.addObject("WKUserContentController")),
                       to: configuration)
        let dataStore = context.builder.addObject("WKWebsiteDataStore")
        context.append("isDefaultDataStore", .bool(true), to: dataStore)
        context.append("websiteDataStore", .object(dataStore), to: configuration)

        context.append("suppressesIncrementalRendering", flag("suppressesIncrementalRendering", false), to: configuration)
        if let name = source?[attribute: "applicationNameForUserAgent"] {
            context.appendString("applicationNameForUserAgent", name, to: configuration)
        }
        context.append("allowsAirPlayForMediaPlayback", flag("allowsAirPlayForMediaPlayback", true), to: configuration)
        if context.sdk >= 13 { context.append("drawsBackground", .bool(true), to: configuration) }

        context.append("dataDetectorTypes", .integer(dataDetectorTypes(source, in: &context)), to: configuration)
        context.append("allowsInlineMediaPlayback", flag("allowsInlineMediaPlayback", false), to: configuration)
        context.append("allowsInlineMediaPlaybackAfterFullscreen", .bool(true), to: configuration)
        context.append("mediaTypesRequiringUserActionForPlayback",
                       .bool(mediaTypesRequiringUserAction(source, in: &context) != 0), to: configuration)
        context.append("selectionGranularity", .integer(selectionGranularity(source, in: &context)), to: configuration)
        context.append("allowsPictureInPictureMediaPlayback", flag("allowsPictureInPictureMediaPlayback", true),
                       to: configuration)
        context.append("ignoresViewportScaleLimits", flag("ignoresViewportScaleLimits", false), to: configuration)
        if context.sdk >= 12 {
            context.append("dragLiftDelay", .integer(0), to: configuration)
            context.append("textInteractionGesturesEnabled", .bool(true), to: configuration)
            context.append("longPressActionsEnabled", .bool(true), to: configuration)
        }
        if context.sdk >= 13 {
            context.append("systemPreviewEnabled", .bool(false), to: configuration)
            context.append("shouldDecidePolicyBeforeLoadingQuickLookPreview", .bool(true), to: configuration)
        }
        if context.sdk >= 18 {
            context.append("scrollToTextFragmentIndicatorEnabled", .bool(true), to: configuration)
            context.append("scrollToTextFragmentMarkingEnabled", .bool(true), to: configuration)
            context.append("multiRepresentationHEICInsertionEnabled", .bool(false), to: configuration)
        }
        return configuration
    }

    private static func warnUnhandled(_ source: XIBElement, in context: inout UIKitContext) {
        context.warnUnhandledAttributes(source, attributes)
        let known: Set<String> = ["dataDetectorTypes", "mediaTypesRequiringUserActionForPlayback", "preferences"]
        context.warnUnhandledChildren(source) { known.contains($0[attribute: "key"] ?? "") }
    }

    /// `<dataDetectorTypes key="dataDetectorTypes">`'s mask; none (WebKit's
    /// default) without one; `all` is `WKDataDetectorTypeAll`, every bit.
    static func dataDetectorTypes(_ source: XIBElement?, in context: inout UIKitContext) -> Int64 {
        guard let types = source?.child(named: "dataDetectorTypes", key: "dataDetectorTypes") else { return 0 }
        return mask(types, bits: detectorBits, what: "data detector", in: &context)
    }

    /// `<audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback">`'s
    /// mask; audio (WebKit's default for apps linked on the iOS 10 SDK or later) without one.
    static func mediaTypesRequiringUserAction(_ source: XIBElement?, in context: inout UIKitContext) -> Int64 {
        guard let types = source?.child(named: "audiovisualMediaTypes", key: "mediaTypesRequiringUserActionForPlayback")
        else { return 1 }
        return mask(types, bits: mediaTypeBits, what: "media type", in: &context)
    }

    static func selectionGranularity(_ source: XIBElement?, in context: inout UIKitContext) -> Int64 {
        guard let source, let name = source[attribute: "selectionGranularity"] else { return 0 }
        guard let value = granularities[name] else {
            context.warn("selectionGranularity \"\(name)\" is not known; dynamic is written", at: source)
            return 0
        }
        return value
    }

    /// An option-set element's mask; `all="YES"` sets every bit (WebKit's
    /// `…All` values are `NSUIntegerMax`, read back as a signed -1).
    private static func mask(_ element: XIBElement, bits: [String: Int64], what: String,
                             in context: inout UIKitContext) -> Int64 {
        if element.bool("all") == true { return -1 }
        var named = bits
        named["all"] = 0
        return context.bitMask(element, bits: named, what: what)
    }
}

/// `<wkPreferences key="preferences">` (or nothing: WebKit's defaults) →
/// `WKPreferences`, keys in its `encodeWithCoder:`'s order: up to the iOS 13
/// SDK `minimumFontSize` (double), `javaScriptEnabled`,
/// `javaScriptCanOpenWindowsAutomatically`; from the iOS 14 SDK (the one that
/// deprecated `javaScriptEnabled`) `minimumFontSize`,
/// `javaScriptCanOpenWindowsAutomatically`, `javaScriptEnabled`,
/// `shouldPrintBackgrounds` (NO) and `textInteractionEnabled` (YES), with
/// `tabFocusesLinks` (NO) before the last from the iOS 26 SDK (the WebKit
/// revision that writes it on every platform). Defaults are iOS's: font size
/// 0, JavaScript on, windows not opened automatically.
enum WKPreferencesKeys {
    static let attributes: NameSet = ["key", "minimumFontSize", "javaScriptEnabled", "javaScriptCanOpenWindowsAutomatically"]

    static func compile(_ source: XIBElement?, in context: inout UIKitContext) -> Reference {
        let preferences = context.builder.addObject("WKPreferences")
        if let source {
            context.warnUnhandledAttributes(source, attributes)
            context.warnUnhandledChildren(source) { _ in false }
        }
        let fontSize = source.flatMap { context.number($0, "minimumFontSize") } ?? 0
        let javaScript = NibGraphBuilder.Value.bool(source?.bool("javaScriptEnabled") ?? true)
        let opensWindows = NibGraphBuilder.Value.bool(source?.bool("javaScriptCanOpenWindowsAutomatically") ?? false)
        context.append("minimumFontSize", .double(fontSize), to: preferences)
        if context.sdk < 14 {
            context.append("javaScriptEnabled", javaScript, to: preferences)
            context.append("javaScriptCanOpenWindowsAutomatically", opensWindows, to: preferences)
            return preferences
        }
        context.append("javaScriptCanOpenWindowsAutomatically", opensWindows, to: preferences)
        context.append("javaScriptEnabled", javaScript, to: preferences)
        context.append("shouldPrintBackgrounds", .bool(false), to: preferences)
        if context.sdk >= 26 { context.append("tabFocusesLinks", .bool(false), to: preferences) }
        context.append("textInteractionEnabled", .bool(true), to: preferences)
        return preferences
    }
}
