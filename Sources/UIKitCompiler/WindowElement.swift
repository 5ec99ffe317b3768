import XIBReader

/// `<window>` → `UIWindow`: the view keys, hidden (a window is, until the nib
/// loader shows it), then the window's own values; a window with
/// `visibleAtLaunch="YES"` is also listed in the root's `UINibVisibleWindowsKey`.
///
/// Apple's compiled `MainWindow.nib` of an iOS 3 era pair (a keyed archive, so
/// without key order) shows a window as `UIHidden` YES with nothing of its own
/// when neither attribute applies. `UIVisibleAtLaunch` and
/// `UIResizesToFullScreen` are the mapping notes' (§2 window; not confirmed):
/// written when YES, the latter being Interface Builder's default (documents
/// say `resizesToFullScreen="NO"` to turn it off).
enum WindowElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIWindow")
        context.warnUnhandled(element, attributes: ["visibleAtLaunch", "resizesToFullScreen"],
                              children: ["simulatedStatusBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
                                         "freeformSimulatedSizeMetrics"])
        context.appendViewKeys(element, to: object, defaults: ViewDefaults(hidden: true))
        let visible = element.bool("visibleAtLaunch") == true
        if visible {
            context.append("UIVisibleAtLaunch", .bool(true), to: object)
            context.visibleWindows.append(object)
        }
        if element.bool("resizesToFullScreen") ?? true {
            context.append("UIResizesToFullScreen", .bool(true), to: object)
        }
        context.endObject(object, of: element, className: "UIWindow")
    }
}

/// `<customObject>` → `UICustomObject`, nearly always of a custom class and so a
/// `UIClassSwapper` with `UIOriginalClassName` "UICustomObject" (Apple's keyed
/// `MainWindow.nib` pair shows the app delegate so). It has no values of its own.
enum CustomObjectElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UICustomObject")
        context.warnUnhandledChildren(element) { ["connections", "userDefinedRuntimeAttributes", "point"].contains($0.name) }
        context.endObject(object, of: element, className: "UICustomObject")
    }
}
