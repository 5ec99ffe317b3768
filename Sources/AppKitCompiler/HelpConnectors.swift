import NibBytes
import NibGraph
import XIBReader

/// A view's tool tip → `NSIBHelpConnector`: `NSDestination` (the view),
/// `NSFile` ("NSToolTipHelpKey") and `NSMarker` (the text). The tip is the
/// element's `toolTip` attribute or its `<string key="toolTip">` child.
///
/// ibtool makes no connector for a tip stored as base64 (`<string
/// key="toolTip" base64-UTF8="YES">`), as Apple's pairs show. Objects that
/// are not views keep their tip themselves (menu items, toolbar items,
/// segments, tab view items) and make none.
enum HelpConnectors {
    /// Elements whose `toolTip` is their own value, not a help connector.
    /// (A `NameSet`: every element is asked, and most names differ from these in length.)
    static let ownToolTips: NameSet = ["menuItem", "toolbarItem", "segment", "tabViewItem"]

    /// The tool tip a help connector carries for `element`, if any.
    static func toolTip(of element: XIBElement) -> String? {
        guard !ownToolTips.contains(element.name) else { return nil }
        if let tip = element[attribute: "toolTip"] { return tip }
        guard let child = element.child(named: "string", key: "toolTip"), child.bool("base64-UTF8") != true else { return nil }
        return child.text
    }

    /// The help connector of `element` (compiled to `view`), if it has a tool tip.
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, view: Reference) -> Reference? {
        guard let tip = toolTip(of: element) else { return nil }
        let connector = context.builder.addObject("NSIBHelpConnector")
        context.append("NSDestination", .object(view), to: connector)
        context.appendString("NSFile", "NSToolTipHelpKey", to: connector)
        context.appendString("NSMarker", tip, to: connector)
        return connector
    }
}
