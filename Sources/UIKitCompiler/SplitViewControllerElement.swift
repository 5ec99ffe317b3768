import NibGraph
import XIBReader

/// `<splitViewController>` → `UISplitViewController`: a view controller
/// (``ViewControllerElement``) whose `UIChildViewControllers` are its
/// master then its detail controller (its relationship segues
/// `masterViewController` and `detailViewController`), followed by the keys
/// its implementation object writes.
///
/// UIKitCore's `-[UISplitViewController encodeWithCoder:]` (iOS 18.2) calls
/// its superclass's, then its implementation's. The iOS 14 column-style
/// implementation, `-[UISplitViewControllerPanelImpl encodeWithCoder:]`,
/// writes the preferred display mode and split behavior when set, the column
/// widths when not automatic, then always `UISplitViewControllerPrimaryEdge`
/// (0, leading), `UISplitViewControllerPresentsWithGesture` (YES),
/// `UISplitViewControllerShowsSecondaryOnlyButton` (NO),
/// `UISplitViewControllerUsesDeviceOverlayPreferences` (YES for apps built
/// with a current SDK), `UISplitViewControllerUsesExtraWidePrimaryColumn`
/// (NO) and `UISplitViewControllerStyle` (0, unspecified). The classic
/// implementation (`UISplitViewControllerClassicImpl`) writes the same keys
/// without the button and style ones. Which of the two ibtool's simulator
/// runtime uses for an unspecified style is not shown by the decompiled code,
/// and no Apple nib shows a split view controller: the column-style keys are
/// written, with a warning once per document. The children are not in a
/// `UIViewControllers` list: the split view controller reads them back from
/// its child controllers.
enum SplitViewControllerElement {
    /// Relationship segues that give a split view controller a child, in the order UIKit keeps its children.
    static let childRelationships = ["masterViewController", "detailViewController"]

    /// The warning that no Apple nib checks a split view controller's keys.
    static let unverified = "a split view controller's keys (its master and detail controllers in "
        + "UIChildViewControllers, then UISplitViewControllerPrimaryEdge 0, PresentsWithGesture YES, "
        + "ShowsSecondaryOnlyButton NO, UsesDeviceOverlayPreferences YES, UsesExtraWidePrimaryColumn NO, Style 0) "
        + "are written as UIKit's -[UISplitViewControllerPanelImpl encodeWithCoder:] writes them for an unspecified "
        + "style; no Apple nib checks them"

    /// Appends the split view controller's own keys to `object`, after the view controller's.
    static func appendKeys(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        context.warn(unverified, at: element)
        context.append("UISplitViewControllerPrimaryEdge", .integer(0), to: object)
        context.append("UISplitViewControllerPresentsWithGesture", .bool(true), to: object)
        context.append("UISplitViewControllerShowsSecondaryOnlyButton", .bool(false), to: object)
        context.append("UISplitViewControllerUsesDeviceOverlayPreferences", .bool(true), to: object)
        context.append("UISplitViewControllerUsesExtraWidePrimaryColumn", .bool(false), to: object)
        context.append("UISplitViewControllerStyle", .integer(0), to: object)
    }

    /// The order of a child reached by `relationship` among the split view controller's children.
    static func rank(of relationship: String) -> Int {
        childRelationships.firstIndex(of: relationship) ?? childRelationships.count
    }
}
