import NibGraph
import XIBReader

/// `<popover>` → `NSPopover` (Apple's caffeine bundle, SDK 10.13): the
/// responder keys `NSNextResponder` and `NSNibTouchBar` (both nil), then
/// `NSBehavior` (`NSPopover.Behavior`), `NSContentWidth` and
/// `NSContentHeight` (float64, 0 for a popover whose content size comes
/// from its controller), `NSAnimates` (true) and `NSHasFullSizeContent` (false).
/// Its content view controller and delegate are outlets, compiled as connections.
enum PopoverElement {
    /// The `behavior` values Apple's bytes show, as `NSPopover.Behavior` raw values.
    static let behaviors: [String: Int64] = ["t": 1]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ popover: Reference) {
        context.warnUnknownAttributes(of: element, known: ["id", "behavior", "customClass", "customModule",
                                                           "customModuleProvider", "userLabel"])
        context.warnUnknownChildren(of: element, known: [])
        context.beginObject(popover, of: element, className: "NSPopover")
        context.append("NSNextResponder", .null, to: popover)
        context.append("NSNibTouchBar", .null, to: popover)
        var behavior: Int64 = 0
        if let name = element[attribute: "behavior"] {
            if let value = behaviors[name] {
                behavior = value
            } else {
                context.warn("<popover> behavior=\"\(name)\" is not supported yet; 0 (application defined) is written",
                             at: element)
            }
        }
        context.append("NSBehavior", .integer(behavior), to: popover)
        context.append("NSContentWidth", .double(0), to: popover)
        context.append("NSContentHeight", .double(0), to: popover)
        context.append("NSAnimates", .bool(true), to: popover)
        context.append("NSHasFullSizeContent", .bool(false), to: popover)
    }
}
