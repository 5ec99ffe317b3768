import IBDocument

/// `IBUIWindow` → `UIWindow`: the view keys (hidden: a window is, until the
/// nib loader shows it), then the window's own.
///
/// | IB 3 key | UIKit key |
/// |---|---|
/// | `IBUIVisibleAtLaunch` | `UIVisibleAtLaunch` when YES, and the root's `UINibVisibleWindowsKey` |
/// | `IBUIResizesToFullScreen` | `UIResizesToFullScreen` when YES (absent is NO in an IB 3 archive) |
/// | `NSFrameMatrix` | (Interface Builder's; left out) |
enum LegacyWindow {
    static let window = LegacyClass(keys: LegacyView.keys.union(["IBUIVisibleAtLaunch", "IBUIResizesToFullScreen",
                                                                 "NSFrameMatrix"])) { context, object, reference in
        context.beginObject(reference, of: object, className: "UIWindow")
        context.appendViewKeys(object, to: reference, defaults: LegacyViewDefaults(hidden: true))
        if context.bool("IBUIVisibleAtLaunch", of: object) == true {
            context.append("UIVisibleAtLaunch", .bool(true), to: reference)
            context.base.visibleWindows.append(reference)
        }
        if context.bool("IBUIResizesToFullScreen", of: object) == true {
            context.append("UIResizesToFullScreen", .bool(true), to: reference)
        }
        context.endObject(reference, of: object, className: "UIWindow")
    }
}
