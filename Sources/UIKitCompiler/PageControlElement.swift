import NibBytes
import XIBReader

/// `<pageControl>` → `UIPageControl`: the view and control keys, then
/// `UINumberOfPages`, `UICurrentPage`, `UIHideForSinglePage` and
/// `UIDefersCurrentPageDisplay` (always), and the indicator tint colors.
///
/// Keys are the mapping notes' (§2, from a decoder); no Apple output shows a
/// page control, so order and presence are theirs.
enum PageControlElement {
    static let attributes: NameSet = [
        "numberOfPages", "currentPage", "hidesForSinglePage", "defersCurrentPageDisplay",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginControl(element, object, className: "UIPageControl", attributes: attributes)
        context.appendValue(element, "numberOfPages", default: 0, key: "UINumberOfPages", as: .integer, to: object)
        context.appendValue(element, "currentPage", default: 0, key: "UICurrentPage", as: .integer, to: object)
        context.appendValue(element, "hidesForSinglePage", default: 0, key: "UIHideForSinglePage", as: .bool, to: object)
        context.appendValue(element, "defersCurrentPageDisplay", default: 0, key: "UIDefersCurrentPageDisplay", as: .bool,
                            to: object)
        context.appendColors(element, [
            "pageIndicatorTintColor": "UIPageIndicatorTintColor",
            "currentPageIndicatorTintColor": "UICurrentPageIndicatorTintColor",
        ], to: object)
        context.endObject(object, of: element, className: "UIPageControl")
    }
}
