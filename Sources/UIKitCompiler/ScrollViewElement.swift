import XIBReader

/// The `UIScrollView` values after the view's, in the order Apple's nibs show
/// them: `UIBouncesZoom` (always), `UIAlwaysBounceVertical` and
/// `UIShowsHorizontalScrollIndicator` when not the default, `UIContentSize`
/// when not empty, and from the iOS 11 SDK the content inset adjustment
/// behavior (always).
extension UIKitContext {
    /// Scroll attributes whose keys or key positions no Apple pair shows yet.
    static let unestablishedScrollAttributes = [
        "scrollEnabled", "pagingEnabled", "directionalLockEnabled", "showsVerticalScrollIndicator", "bounces",
        "alwaysBounceHorizontal", "delaysContentTouches", "canCancelContentTouches", "minimumZoomScale",
        "maximumZoomScale", "indicatorStyle", "keyboardDismissMode",
    ]

    static let contentInsetAdjustmentBehaviors: [String: Int64] = [
        "automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3,
    ]

    mutating func appendScrollViewKeys(_ element: XIBElement, to scrollView: Reference, contentSize: (Double, Double)? = nil) {
        for name in Self.unestablishedScrollAttributes where element[attribute: name] != nil {
            warn("scroll view attribute \"\(name)\" is not supported yet; it is left out", at: element)
        }
        if sdk >= 13 {
            warn("the iOS 13+ scroll indicator inset adjustment behavior is not known; it is left out", at: element)
        }
        append("UIBouncesZoom", .bool(element.bool("bouncesZoom") ?? true), to: scrollView)
        if element.bool("showsHorizontalScrollIndicator") == false {
            append("UIShowsHorizontalScrollIndicator", .bool(false), to: scrollView)
        }
        if element.bool("alwaysBounceVertical") == true { append("UIAlwaysBounceVertical", .bool(true), to: scrollView) }
        let size = contentSize ?? element.child(named: "size", key: "contentSize").map { ($0.double("width") ?? 0, $0.double("height") ?? 0) }
        if let size, size != (0, 0) { append("UIContentSize", geometry([size.0, size.1]), to: scrollView) }
        appendContentInsetAdjustmentBehavior(element, to: scrollView)
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
