import NibBytes
import NibGraph
import XIBReader

/// `<webView>` → WebKit's legacy `WebView`, with its `<webPreferences>` → `WebPreferences`.
///
/// The facts come from the keyed archives ibtool and Interface Builder wrote
/// for Sparkle's update alert (the teleport pair, from its xib, and 20
/// Apple-compiled copies in other apps) and HotReloading's windows. A web
/// view writes its view keys without `NSSubviews` (WebKit makes its frame
/// view at load time), `NSDragTypes` (the pasteboard types WebKit accepts),
/// then `FrameName` and `GroupName` (empty strings when the document names
/// none), `Preferences`, `UseBackForwardList` (`maintainsBackForwardList`,
/// true when absent) and `AllowsUndo` (true). Its preferences write
/// `Identifier` (nil unless named) and `Values`, a mutable dictionary of the
/// `WebKit…` preference keys the document sets.
///
/// Keyed archives keep keys and dictionary entries in hash order, so the
/// order of the web view's own keys, of the preferences' keys and of their
/// values is the one WebKit's archiving code names them in, not a fact from
/// Apple's bytes.
enum WebViewElement {
    /// `NSDragTypes` in the 10.10 SDK's output (the teleport pair).
    static let dragTypes = [
        "Apple HTML pasteboard type", "Apple PDF pasteboard type", "Apple URL pasteboard type",
        "Apple Web Archive pasteboard type", "NSColor pasteboard type", "NSFilenamesPboardType", "NSStringPboardType",
        "NeXT RTFD pasteboard type", "NeXT Rich Text Format v1.0 pasteboard type", "NeXT TIFF v4.0 pasteboard type",
        "WebURLsWithTitlesPboardType", "public.png", "public.url", "public.url-name",
    ]
    /// The types the 10.14 and 11 SDKs add (Sparkle's alert in Adium, HotReloading's windows).
    static let newerDragTypes = ["Apple WebKit dummy pasteboard type", "Apple files promise pasteboard type"]

    static let known: NameSet = [
        "id", "autoresizesSubviews", "maintainsBackForwardList", "frameName", "groupName", "focusRingType",
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "userLabel", "customClass", "customModule",
        "customModuleProvider", "hidden", "wantsLayer", "misplaced", "ambiguous",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: [
            "rect", "autoresizingMask", "webPreferences:preferences", "connections",
        ])
        context.beginObject(view, of: element, className: "WebView")
        context.appendViewKeys(element, to: view, parts: AppKitContext.ViewParts(subviews: [])) { context in
            let newer = context.options.sdk >= AppKitSDKVersion(10, 14)
            let types = (dragTypes + (newer ? newerDragTypes : [])).map { context.builder.string($0) }
            context.append("NSDragTypes", .object(context.builder.set(types, className: FoundationClasses.mutableSet)),
                           to: view)
        }
        context.appendString("FrameName", element[attribute: "frameName"] ?? "", to: view)
        context.appendString("GroupName", element[attribute: "groupName"] ?? "", to: view)
        context.append("Preferences", .object(compilePreferences(&context, element.child(named: "webPreferences",
                                                                                         key: "preferences"))),
                       to: view)
        context.append("UseBackForwardList", .bool(element.bool("maintainsBackForwardList") ?? true), to: view)
        context.append("AllowsUndo", .bool(true), to: view)
    }

    /// Boolean preferences by attribute, with their `WebKit…` keys (the teleport pair).
    static let booleanPreferences: [(attribute: String, key: String)] = [
        ("plugInsEnabled", "WebKitPluginsEnabled"), ("javaEnabled", "WebKitJavaEnabled"),
        ("javaScriptCanOpenWindowsAutomatically", "WebKitJavaScriptCanOpenWindowsAutomatically"),
    ]

    /// The font sizes Interface Builder writes for every web view (12): the
    /// teleport pair's alert sets both to 12 and its nib holds neither.
    static let fontSizePreferences: [(attribute: String, key: String)] = [
        ("defaultFontSize", "WebKitDefaultFontSize"), ("defaultFixedFontSize", "WebKitDefaultFixedFontSize"),
    ]

    /// The `WebPreferences` of `element` (none: no values).
    static func compilePreferences(_ context: inout AppKitContext, _ element: XIBElement?) -> Reference {
        let preferences = context.builder.addObject("WebPreferences")
        var identifier: String?
        var values: [(key: Reference, value: Reference)] = []
        if let element {
            context.warnUnknownAttributes(of: element, known: NameSet(["key", "identifier", "minimumFontSize"]
                + booleanPreferences.map(\.attribute) + fontSizePreferences.map(\.attribute)))
            context.warnUnknownChildren(of: element, known: ["nil:identifier"])
            identifier = element[attribute: "identifier"]
            for (attribute, key) in fontSizePreferences {
                guard let size = context.number(element, attribute), size != 12 else { continue }
                context.warn("\(attribute)=\"\(GeometryText.number(size))\" is written as \(key); "
                             + "no ibtool output shows a size other than 12", at: element)
                values.append((context.builder.string(key), context.builder.number(Int64(size))))
            }
            if let size = context.number(element, "minimumFontSize") {
                values.append((context.builder.string("WebKitMinimumFontSize"), context.builder.number(Int64(size))))
            }
            for (attribute, key) in booleanPreferences {
                guard let value = element.bool(attribute) else { continue }
                values.append((context.builder.string(key), context.builder.number(value)))
            }
        }
        context.appendOptionalString("Identifier", identifier, to: preferences)
        context.append("Values", .object(context.builder.dictionary(values, className: FoundationClasses.mutableDictionary)),
                       to: preferences)
        return preferences
    }
}
