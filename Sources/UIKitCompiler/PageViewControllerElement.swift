import NibBytes
import NibGraph
import XIBReader

/// `<pageViewController>` → `UIPageViewController`: a view controller (its
/// keys are ``ViewControllerElement``'s) followed by the keys UIKitCore's
/// `-[UIPageViewController encodeWithCoder:]` (iOS 18.2) writes after
/// calling its superclass's: `UITransitionStyle` (pageCurl 0, scroll 1),
/// `UINavigationOrientation` (horizontal 0, vertical 1), `UISpineLocation`
/// (none 0, min 1, mid 2, max 3), `UIDoubleSided`, then either
/// `UIViewControllersAreChildren` YES (when its page list equals its child
/// controllers) or `UIViewControllers`, then `UIPageSpacing` (an integer).
///
/// The values are the ones the controller holds after UIKit's setters: a
/// scroll controller has spine location none and is never double-sided; a
/// mid spine makes it double-sided; page spacing applies to scroll
/// controllers alone and is rounded up to an even number. Its delegate and
/// data source are outlets (nib connections), not these keys. The
/// controller never archives its view (`_shouldPersistViewWhenCoding` is NO).
///
/// A storyboard gives a page view controller no pages (no relationship
/// segue leads to one): the page list is nil, and UIKit's encoder then
/// writes `UIViewControllers` nil (a nil list does not equal the empty child
/// list). Whether the list is nil or empty when Interface Builder archives
/// the controller is set by a UIKit function the decompiled code does not
/// show, and no Apple nib shows a page view controller: a warning says so
/// once per document.
enum PageViewControllerElement {
    static let transitionStyles: [String: Int64] = ["pageCurl": 0, "scroll": 1]
    static let navigationOrientations: [String: Int64] = ["horizontal": 0, "vertical": 1]
    static let spineLocations: [String: Int64] = ["none": 0, "min": 1, "mid": 2, "max": 3]

    /// The attributes read here, beyond a view controller's.
    static let attributes: NameSet = [
        "transitionStyle", "navigationOrientation", "spineLocation", "doubleSided", "pageSpacing",
    ]

    /// The warning that no Apple nib checks a page view controller's keys.
    static let unverified = "a page view controller's keys (UITransitionStyle, UINavigationOrientation, "
        + "UISpineLocation, UIDoubleSided, UIViewControllers nil, UIPageSpacing, after the view controller's) are "
        + "written as UIKit's -[UIPageViewController encodeWithCoder:] writes them, assuming a nil page list; "
        + "no Apple nib checks them"

    /// Appends the page view controller's own keys to `object`, after the view controller's.
    static func appendKeys(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        context.warn(unverified, at: element)
        let style = context.enumeration(element, "transitionStyle", transitionStyles, default: 0)
        let orientation = context.enumeration(element, "navigationOrientation", navigationOrientations, default: 0)
        // A page curl's spine is at the leading edge unless set; a scroll controller has none.
        var spine = style == 0 ? context.enumeration(element, "spineLocation", spineLocations, default: 1) : 0
        if style == 0, spine == 0 { spine = 1 }
        let doubleSided = style == 0 && (spine == 2 || element.bool("doubleSided") == true)
        context.append("UITransitionStyle", .integer(style), to: object)
        context.append("UINavigationOrientation", .integer(orientation), to: object)
        context.append("UISpineLocation", .integer(spine), to: object)
        context.append("UIDoubleSided", .bool(doubleSided), to: object)
        context.append("UIViewControllers", .null, to: object)
        context.append("UIPageSpacing", .integer(style == 1 ? pageSpacing(element, &context) : 0), to: object)
    }

    /// `pageSpacing` as UIKit's setter keeps it: half rounded up, doubled, never negative; truncated to an integer.
    /// A spacing no screen has (beyond 2³¹ points) is warned about and 0 written.
    private static func pageSpacing(_ element: XIBElement, _ context: inout UIKitContext) -> Int64 {
        guard let spacing = context.number(element, "pageSpacing"), spacing > 0 else { return 0 }
        guard spacing < Double(Int32.max) else {
            context.warn("pageSpacing \"\(element[attribute: "pageSpacing"] ?? "")\" is out of range; 0 is written", at: element)
            return 0
        }
        return Int64((spacing / 2).rounded(.up) * 2)
    }
}
