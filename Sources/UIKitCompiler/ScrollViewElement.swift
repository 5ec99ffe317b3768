import XIBReader

/// The `UIScrollView` values after the view's, in the order Apple's nibs show
/// them: the indicator and scrolling switches when off (see
/// ``appendScrollSwitches(_:to:)``), `UIBouncesZoom` (always),
/// `UIAlwaysBounceVertical` when YES, `UIContentSize` when not empty, and from
/// the iOS 11 SDK the content inset adjustment behavior (always); from the iOS
/// 13 SDK the indicator inset adjustment behavior comes first (always).
///
/// The other scroll attributes are written under the mapping notes' key names
/// (§2 scrollView; the same names XibDecoder reads from Apple nibs), each only
/// when not UIKit's default, in places no Apple nib of the corpus shows (a
/// warning says so once per document): see ``appendScrollBehavior(_:to:)``,
/// ``appendScrollTouchAndZoom(_:to:)`` and ``appendKeyboardDismissMode(_:to:)``.
extension UIKitContext {
    /// The scroll attributes ``appendScrollSwitches(_:to:)`` writes.
    static let scrollSwitchAttributes = ["showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "scrollEnabled"]
    /// The scroll attributes whose keys' places follow the notes (``unverifiedScrollKeys``).
    static let assumedScrollAttributes = [
        "pagingEnabled", "directionalLockEnabled", "bounces", "alwaysBounceHorizontal", "delaysContentTouches",
        "canCancelContentTouches", "minimumZoomScale", "maximumZoomScale", "indicatorStyle", "keyboardDismissMode",
    ]

    /// The warning, said once per document, that the notes' scroll keys are placed by assumption.
    static let unverifiedScrollKeys = "scroll view keys UIPagingEnabled, UIDirectionalLockEnabled, UIBounceEnabled "
        + "(after the scroll switches), UIAlwaysBounceHorizontal, UIDelaysContentTouches, UICanCancelContentTouches, "
        + "UIMinimumZoomScale, UIMaximumZoomScale (float32), UIIndicatorStyle (after UIAlwaysBounceVertical) and "
        + "UIKeyboardDismissMode (after UIContentSize) are written under the mapping notes' names when not UIKit's "
        + "default; no Apple nib of the corpus checks their places or types (not checked)"

    /// `indicatorStyle` → `UIIndicatorStyle` (UIKit's `UIScrollViewIndicatorStyle`).
    static let indicatorStyles: [String: Int64] = ["default": 0, "black": 1, "white": 2]
    /// `keyboardDismissMode` → `UIKeyboardDismissMode` (UIKit's `UIScrollViewKeyboardDismissMode`).
    static let keyboardDismissModes: [String: Int64] = [
        "none": 0, "onDrag": 1, "interactive": 2, "onDragWithAccessory": 3, "interactiveWithAccessory": 4,
    ]

    /// `UIShowsHorizontalScrollIndicator` NO, `UIShowsVerticalScrollIndicator`
    /// NO and `UIScrollDisabled` YES, each when the document turns it off, in
    /// that order, first of the scroll keys (right after the view's, before
    /// `UIBouncesZoom`): what real iOS 6 SDK ibtool output shows for text views
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

    /// `UIPagingEnabled` YES, `UIDirectionalLockEnabled` YES and
    /// `UIBounceEnabled` NO, each when the document changes UIKit's default,
    /// right after the scroll switches (the notes' order; not checked).
    mutating func appendScrollBehavior(_ element: XIBElement, to scrollView: Reference) {
        let switches: [(attribute: String, key: String, default: Bool)] = [
            ("pagingEnabled", "UIPagingEnabled", false), ("directionalLockEnabled", "UIDirectionalLockEnabled", false),
            ("bounces", "UIBounceEnabled", true),
        ]
        appendAssumedSwitches(switches, of: element, to: scrollView)
    }

    /// After `UIAlwaysBounceVertical`, each when not UIKit's default and in the
    /// notes' order (not checked): `UIAlwaysBounceHorizontal` YES,
    /// `UIDelaysContentTouches` NO, `UICanCancelContentTouches` NO,
    /// `UIMinimumZoomScale` and `UIMaximumZoomScale` (float32, as UIKit's
    /// other CGFloat keys of its era such as `UIRowHeight`; default 1) and
    /// `UIIndicatorStyle` (default 0).
    mutating func appendScrollTouchAndZoom(_ element: XIBElement, to scrollView: Reference) {
        let switches: [(attribute: String, key: String, default: Bool)] = [
            ("alwaysBounceHorizontal", "UIAlwaysBounceHorizontal", false),
            ("delaysContentTouches", "UIDelaysContentTouches", true), ("canCancelContentTouches", "UICanCancelContentTouches", true),
        ]
        appendAssumedSwitches(switches, of: element, to: scrollView)
        for (attribute, key) in [("minimumZoomScale", "UIMinimumZoomScale"), ("maximumZoomScale", "UIMaximumZoomScale")] {
            guard let scale = number(element, attribute), scale != 1 else { continue }
            warn(Self.unverifiedScrollKeys, at: element)
            append(key, .float(Float(scale)), to: scrollView)
        }
        appendAssumedEnumeration(element, "indicatorStyle", Self.indicatorStyles, key: "UIIndicatorStyle", to: scrollView)
    }

    /// `UIKeyboardDismissMode` when not none, right after `UIContentSize`:
    /// where Appendix C.5 of the mapping notes shows it in Xcode 12.4's text
    /// views (before the content inset adjustment behavior; its place against
    /// the edge insets is not known).
    mutating func appendKeyboardDismissMode(_ element: XIBElement, to scrollView: Reference) {
        appendAssumedEnumeration(element, "keyboardDismissMode", Self.keyboardDismissModes, key: "UIKeyboardDismissMode",
                                 to: scrollView)
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
        appendIndicatorInsetAdjustmentBehavior(element, to: scrollView)
        appendScrollSwitches(element, to: scrollView)
        appendScrollBehavior(element, to: scrollView)
        append("UIBouncesZoom", .bool(element.bool("bouncesZoom") ?? true), to: scrollView)
        if element.bool("alwaysBounceVertical") == true { append("UIAlwaysBounceVertical", .bool(true), to: scrollView) }
        appendScrollTouchAndZoom(element, to: scrollView)
        let size = contentSize ?? element.child(named: "size", key: "contentSize").map { ($0.double("width") ?? 0, $0.double("height") ?? 0) }
        if let size, size != (0, 0) { append("UIContentSize", geometry([size.0, size.1]), to: scrollView) }
        appendKeyboardDismissMode(element, to: scrollView)
        appendScrollInsets(element, to: scrollView)
        appendContentInsetAdjustmentBehavior(element, to: scrollView)
    }

    /// The warning, said once per document, that edge insets follow the notes.
    static let unverifiedInsets = "edge insets are written under the mapping notes' keys (UIContentInset, "
        + "UIScrollIndicatorInsets after UIContentSize; UISeparatorInset after the separator style; a flow layout's "
        + "UISectionInset after its sizes; a button's UIContentEdgeInsets, UITitleEdgeInsets, UIImageEdgeInsets after "
        + "UIAdjustsImageWhenDisabled); no Apple nib of the corpus checks them"

    /// The `<inset>` keys every scroll view reads, by XML key.
    static let scrollInsetKeys: KeyValuePairs<String, String> = [
        "contentInset": "UIContentInset", "scrollIndicatorInsets": "UIScrollIndicatorInsets",
    ]

    /// `UIContentInset` and `UIScrollIndicatorInsets` (`<inset key="contentInset">`,
    /// `<inset key="scrollIndicatorInsets">`), each when not zero. Names, the
    /// edge-insets form and their place (after `UIContentSize`, before the
    /// adjustment behavior) are the mapping notes' (§2 scrollView, from UIKit
    /// reimplementations); no Apple nib of the corpus shows them, so a
    /// warning says so once per document.
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
            warn("<inset key=\"\(child[attribute: "key"] ?? "")\"> in <\(element.name)> is not supported yet; left out", at: child)
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
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIScrollView")
        context.appendViewKeys(element, to: object)
        context.appendScrollViewKeys(element, to: object)
        context.endObject(object, of: element, className: "UIScrollView")
    }
}
