import NibBytes
import XIBReader

/// The `UIScrollView` values after the view's, in the order
/// `-[UIScrollView encodeWithCoder:]` writes them (docs/uikit-encoders.md),
/// which agrees with every place Apple's nibs show: the edge insets, from the
/// iOS 13 SDK the indicator inset adjustment behavior (always), the indicator
/// style, bouncing, the indicator and scrolling switches when off (see
/// ``appendScrollSwitches(_:to:)``), touch delays, paging, `UIBouncesZoom`,
/// `UIAlwaysBounceVertical` when YES, horizontal bounce, directional lock,
/// zoom scales, `UIContentSize` when not empty, the keyboard dismiss mode,
/// and from the iOS 11 SDK the content inset adjustment behavior (always).
///
/// The keys no Apple nib of the corpus shows are written under UIKit's own
/// names, each only when UIKit's encoder writes it (not its default), and a
/// warning says once per document that they are not checked against an
/// Apple nib: see ``appendScrollKeys(_:to:writesBouncesZoomOff:)``.
extension UIKitContext {
    /// The scroll attributes ``appendScrollSwitches(_:to:)`` writes.
    static let scrollSwitchAttributes = ["showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "scrollEnabled"]
    /// The scroll attributes whose keys follow UIKit's encoder only (``unverifiedScrollKeys``).
    static let assumedScrollAttributes = [
        "pagingEnabled", "directionalLockEnabled", "bounces", "alwaysBounceHorizontal", "delaysContentTouches",
        "canCancelContentTouches", "minimumZoomScale", "maximumZoomScale", "indicatorStyle", "keyboardDismissMode",
    ]

    /// The warning, said once per document, that some scroll keys follow UIKit's encoder only.
    static let unverifiedScrollKeys = "scroll view keys UIIndicatorStyle, UIBounceEnabled, UIDelaysContentTouches, "
        + "UICanCancelContentTouches, UIPagingEnabled, UIAlwaysBounceHorizontal, UIDirectionalLockEnabled, "
        + "UIMinimumZoomScale, UIMaximumZoomScale (float32) and UIKeyboardDismissMode are written where and when "
        + "-[UIScrollView encodeWithCoder:] writes them; no Apple nib of the corpus checks them (not checked)"

    /// `indicatorStyle` → `UIIndicatorStyle` (UIKit's `UIScrollViewIndicatorStyle`).
    static let indicatorStyles: [String: Int64] = ["default": 0, "black": 1, "white": 2]
    /// `keyboardDismissMode` → `UIKeyboardDismissMode` (UIKit's `UIScrollViewKeyboardDismissMode`).
    static let keyboardDismissModes: [String: Int64] = [
        "none": 0, "onDrag": 1, "interactive": 2, "onDragWithAccessory": 3, "interactiveWithAccessory": 4,
    ]

    /// `UIShowsHorizontalScrollIndicator` NO, `UIShowsVerticalScrollIndicator`
    /// NO and `UIScrollDisabled` YES, each when the document turns it off, in
    /// that order, before `UIBouncesZoom` (right after the view's keys when
    /// nothing UIKit writes before them is set): what real iOS 6 SDK ibtool output shows for text views
    /// with all three off (the dumps of `ReminderCaptureViewController_iPhone.nib`
    /// and `…_iPad.nib`, index file ids 68383921833 and 68649517739). A table
    /// or collection view writes them as the scroll view it is.
    mutating func appendScrollSwitches(_ element: XIBElement, to scrollView: Reference) {
        if element.bool("showsHorizontalScrollIndicator") == false {
            append("UIShowsHorizontalScrollIndicator", .bool(false), to: scrollView)
        }
        if element.bool("showsVerticalScrollIndicator") == false {
            append("UIShowsVerticalScrollIndicator", .bool(false), to: scrollView)
        }
        if element.bool("scrollEnabled") == false { append("UIScrollDisabled", .bool(true), to: scrollView) }
    }

    /// The scroll keys up to `UIContentSize`, in `-[UIScrollView
    /// encodeWithCoder:]`'s order; each key Apple's nibs do not show is
    /// written only when not UIKit's default, with the once-per-document
    /// warning. `UIBouncesZoom` is written when YES, and when NO only if
    /// `writesBouncesZoomOff` (a scroll view does, a table does not).
    mutating func appendScrollKeys(_ element: XIBElement, to scrollView: Reference, writesBouncesZoomOff: Bool) {
        appendScrollInsets(element, to: scrollView)
        appendIndicatorInsetAdjustmentBehavior(element, to: scrollView)
        appendAssumedEnumeration(element, "indicatorStyle", Self.indicatorStyles, key: "UIIndicatorStyle", to: scrollView)
        appendAssumedSwitches([("bounces", "UIBounceEnabled", true)], of: element, to: scrollView)
        appendScrollSwitches(element, to: scrollView)
        appendAssumedSwitches([
            ("delaysContentTouches", "UIDelaysContentTouches", true), ("canCancelContentTouches", "UICanCancelContentTouches", true),
            ("pagingEnabled", "UIPagingEnabled", false),
        ], of: element, to: scrollView)
        let bouncesZoom = element.bool("bouncesZoom") ?? true
        if bouncesZoom || writesBouncesZoomOff { append("UIBouncesZoom", .bool(bouncesZoom), to: scrollView) }
        if element.bool("alwaysBounceVertical") == true { append("UIAlwaysBounceVertical", .bool(true), to: scrollView) }
        appendAssumedSwitches([
            ("alwaysBounceHorizontal", "UIAlwaysBounceHorizontal", false),
            ("directionalLockEnabled", "UIDirectionalLockEnabled", false),
        ], of: element, to: scrollView)
        for (attribute, key) in [("minimumZoomScale", "UIMinimumZoomScale"), ("maximumZoomScale", "UIMaximumZoomScale")] {
            guard let scale = number(element, attribute), scale != 1 else { continue }
            warn(Self.unverifiedScrollKeys, at: element)
            append(key, .float(Float(scale)), to: scrollView)
        }
    }

    /// The scroll keys after `UIContentSize`: `UIKeyboardDismissMode` when not
    /// none (where the mapping notes' Appendix C.5 shows it in Xcode 12.4's
    /// text views, and UIKit's encoder writes it), then the content inset
    /// adjustment behavior.
    mutating func appendScrollKeysAfterContentSize(_ element: XIBElement, to scrollView: Reference) {
        appendAssumedEnumeration(element, "keyboardDismissMode", Self.keyboardDismissModes, key: "UIKeyboardDismissMode",
                                 to: scrollView)
        appendContentInsetAdjustmentBehavior(element, to: scrollView)
    }

    /// Each switch of `switches` whose attribute is not its default, as a
    /// boolean of the document's value, with the once-per-document warning.
    private mutating func appendAssumedSwitches(_ switches: [(attribute: String, key: String, default: Bool)],
                                                of element: XIBElement, to scrollView: Reference) {
        for item in switches {
            guard let value = element.bool(item.attribute), value != item.default else { continue }
            warn(Self.unverifiedScrollKeys, at: element)
            append(item.key, .bool(value), to: scrollView)
        }
    }

    /// An enumeration written when not 0 (UIKit's default), with the once-per-document warning.
    private mutating func appendAssumedEnumeration(_ element: XIBElement, _ attribute: String, _ values: [String: Int64],
                                                   key: String, to scrollView: Reference) {
        guard let name = element[attribute: attribute], values[name] != 0 else { return }
        if values[name] != nil { warn(Self.unverifiedScrollKeys, at: element) }
        appendEnumeration(element, attribute, values, key: key, omitting: 0, to: scrollView)
    }

    static let contentInsetAdjustmentBehaviors: [String: Int64] = [
        "automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3,
    ]

    mutating func appendScrollViewKeys(_ element: XIBElement, to scrollView: Reference, contentSize: (Double, Double)? = nil) {
        appendScrollKeys(element, to: scrollView, writesBouncesZoomOff: true)
        let size = contentSize ?? element.child(named: "size", key: "contentSize").map { ($0.double("width") ?? 0, $0.double("height") ?? 0) }
        if let size, size != (0, 0) { append("UIContentSize", geometry([size.0, size.1]), to: scrollView) }
        appendScrollKeysAfterContentSize(element, to: scrollView)
    }

    /// The warning, said once per document, that edge insets follow the notes.
    static let unverifiedInsets = "edge insets are written under the mapping notes' keys (UIContentInset, "
        + "UIScrollIndicatorInsets first of the scroll keys, where -[UIScrollView encodeWithCoder:] writes them; "
        + "UISeparatorInset before the separator inset reference, where -[UITableView encodeWithCoder:] writes it; "
        + "a flow layout's UISectionInset after its sizes; a button's UIContentEdgeInsets, UITitleEdgeInsets, UIImageEdgeInsets after "
        + "UIAdjustsImageWhenDisabled); no Apple nib of the corpus checks them"

    /// The `<inset>` keys every scroll view reads, by XML key.
    static let scrollInsetKeys: KeyValuePairs<String, String> = [
        "contentInset": "UIContentInset", "scrollIndicatorInsets": "UIScrollIndicatorInsets",
    ]

    /// `UIContentInset` and `UIScrollIndicatorInsets` (`<inset key="contentInset">`,
    /// `<inset key="scrollIndicatorInsets">`), each when not zero, first of
    /// the scroll keys: names and the edge-insets form are the mapping notes'
    /// (§2 scrollView), the place `-[UIScrollView encodeWithCoder:]`'s; no
    /// Apple nib of the corpus shows them, so a warning says so once per document.
    mutating func appendScrollInsets(_ element: XIBElement, to scrollView: Reference) {
        for (name, key) in Self.scrollInsetKeys {
            guard let inset = element.child(named: "inset", key: name), let edges = edgeInsets(inset) else { continue }
            warn(Self.unverifiedInsets, at: inset)
            append(key, geometry(edges), to: scrollView)
        }
    }

    /// Warns about each `<inset>` of `element` whose key is not in `known`.
    mutating func warnUnknownInsets(_ element: XIBElement, known: Set<String>) {
        for child in element.children where child.name == "inset" && !known.contains(child[attribute: "key"] ?? "") {
            warnUnsupportedChild(child, of: element)
        }
    }

    /// An `<inset minX= minY= maxX= maxY=>` as UIKit's `UIEdgeInsets` (top,
    /// left, bottom, right); nil when all four are zero, UIKit's default.
    mutating func edgeInsets(_ inset: XIBElement) -> [Double]? {
        let edges = ["minY", "minX", "maxY", "maxX"].map { number(inset, $0) ?? 0 }
        return edges == [0, 0, 0, 0] ? nil : edges
    }

    /// The warning, said once per document, that the iOS 13+ scroll and table keys' values are UIKit's defaults.
    static let unverifiedSafeAreaKeys = "the iOS 13+ keys UIScrollViewIndicatorInsetAdjustmentBehavior (automatic 0; "
        + "never 2 when automaticallyAdjustsScrollIndicatorInsets is NO), a table's UIInsetsContentViewsToSafeArea and "
        + "UISeparatorInsetReference (from cell edges 0, automatic insets 1) are written where Appendix C's Xcode 12.4 nibs "
        + "show them; their values are UIKit's enumerations, which no Apple nib of the corpus checks"

    /// `UIScrollViewIndicatorInsetAdjustmentBehavior` from the iOS 13 SDK
    /// (the one that brought `automaticallyAdjustsScrollIndicatorInsets`), first
    /// of the scroll keys: the mapping notes' Appendix C.5 shows it there in
    /// Xcode 12.4's (iOS 14 SDK) text and table views, always written. Its value
    /// is UIKit's private enumeration (automatic 0, always 1, never 2, as
    /// WebKit's declaration of it has it); a warning says no Apple nib checks it.
    mutating func appendIndicatorInsetAdjustmentBehavior(_ element: XIBElement, to scrollView: Reference) {
        guard sdk >= 13 else { return }
        warn(Self.unverifiedSafeAreaKeys, at: element)
        let automatic = element.bool("automaticallyAdjustsScrollIndicatorInsets") ?? true
        append("UIScrollViewIndicatorInsetAdjustmentBehavior", .integer(automatic ? 0 : 2), to: scrollView)
    }

    /// From the iOS 11 SDK, `UIScrollViewContentInsetAdjustmentBehavior` (always; automatic 0 by default).
    mutating func appendContentInsetAdjustmentBehavior(_ element: XIBElement, to scrollView: Reference) {
        guard sdk >= 11 else { return }
        let name = element[attribute: "contentInsetAdjustmentBehavior"]
        let behavior = name.flatMap { Self.contentInsetAdjustmentBehaviors[$0] } ?? 0
        if let name, Self.contentInsetAdjustmentBehaviors[name] == nil {
            warn("content inset adjustment behavior \"\(name)\" is not known; automatic is used", at: element)
        }
        append("UIScrollViewContentInsetAdjustmentBehavior", .integer(behavior), to: scrollView)
    }
}

/// `<scrollView>` → `UIScrollView`: the view keys, then the scroll keys.
enum ScrollViewElement {
    /// The attributes ``UIKitContext/appendScrollViewKeys(_:to:contentSize:)`` reads.
    static let attributes = NameSet(UIKitContext.assumedScrollAttributes + UIKitContext.scrollSwitchAttributes).union([
        "alwaysBounceVertical", "bouncesZoom", "automaticallyAdjustsScrollIndicatorInsets", "contentInsetAdjustmentBehavior",
    ])
    /// The children a scroll view compiles (besides a view's): its content
    /// size, and insets (``UIKitContext/warnUnknownInsets(_:known:)`` names the others).
    static let children: NameSet = ["size", "inset"]
    static let insetKeys = Set(UIKitContext.scrollInsetKeys.map(\.key))

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIScrollView")
        context.warnUnhandled(element, attributes: attributes, children: children)
        context.warnUnknownInsets(element, known: insetKeys)
        context.appendViewKeys(element, to: object)
        context.appendScrollViewKeys(element, to: object)
        context.endObject(object, of: element, className: "UIScrollView")
    }
}
