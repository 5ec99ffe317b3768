import NibBytes
import NibGraph
import XIBReader

/// `<segmentedControl>` → `UISegmentedControl`, its `<segments>` →
/// `UISegment`s. No Apple nib of the corpus holds one, so the encoding
/// follows the mapping notes (§2 segmentedControl, Appendix C.5 from Xcode
/// 12.4 nibs) and UIKit's own `encodeWithCoder:` of the two classes, and a
/// warning says so once per document.
///
/// The control: the view keys (its tint color under
/// `UISegmentedControlTintColor`, the class's tint archiving key, where C.4
/// places it), then `UIControl`'s from the iOS 14 SDK on in the order C.5
/// shows (`UIHighlighted`/`UISelected`/`UIDisabled` when set,
/// `UIContentVerticalAlignment` and `UIContentVerticalAlignment2` when not
/// centered, `UIContentHorizontalAlignment` when not centered; earlier SDKs
/// keep ``UIKitContext/appendControlKeys(_:to:)``'s order), then [`UIMomentary`
/// YES], [`UISegments` → `NSMutableArray` of the segments],
/// [`UIUseProportionalWidthSegments` YES] (`apportionsSegmentWidthsByContent`),
/// `UISelectedSegmentIndex` (always; −1 for none), [`UISpringLoaded` YES],
/// [`UISegmentedControlSelectedSegmentTintColor`]. `segmentControlStyle` has
/// no key: UIKit's encoder writes no style.
///
/// The segments are also the control's `UISubviews`, in order but with the
/// selected one last (UIKit's layout brings it to the front). Each segment:
/// the view keys without a mask (not opaque; `UIUserInteractionDisabled` when
/// `enabled="NO"`), `UISegmentInfo` (the title, an `NSString` or localizable
/// text keyed `ID.segmentTitles[i]`, or the image as a `UIImageNibPlaceholder`,
/// a system symbol for `catalog="system"`), [`UISegmentWidth` float32],
/// [`UISegmentContentOffset` size], `UISegmentStyle` 5 (a constant of UIKit's
/// encoder), [`UISegmentPosition` i: 1 middle, 2 last, 3 only; 0 first is left out].
///
/// Assumed, and said in the warning: segments have no divider spacing, so
/// each fixed `width` is kept and the rest of the control's width is shared
/// evenly (each share rounded down, the last up), as UIKit's layout does.
/// The segments are not in the nib's object list (no id of their own).
enum SegmentedControlElement {
    /// The warning that the encoding is the notes', not checked against Apple's output.
    static let unverified = "a segmented control's keys and its segments' frames follow the mapping notes and UIKit's "
        + "encoder (segments share the control's width evenly, no divider spacing); no Apple nib checks them"
    static let attributes: NameSet = [
        "segmentControlStyle", "selectedSegmentIndex", "momentary", "springLoaded", "apportionsSegmentWidthsByContent",
    ]
    static let segmentAttributes: NameSet = ["title", "image", "catalog", "enabled", "width"]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.warn(unverified, at: element)
        let segmentElements = segments(of: element, in: &context)
        let selected = element.integer("selectedSegmentIndex") ?? -1
        let frames = segmentFrames(segmentElements, control: element, in: &context)
        var segmentObjects: [Reference] = []
        for (index, segment) in segmentElements.enumerated() {
            segmentObjects.append(compileSegment(segment, index: index, count: segmentElements.count, frame: frames[index],
                                                 control: element, in: &context))
        }
        var subviews = segmentObjects
        if segmentObjects.indices.contains(Int(selected)) { subviews.append(subviews.remove(at: Int(selected))) }

        context.beginObject(object, of: element, className: "UISegmentedControl")
        context.warnUnhandled(element, attributes: attributes, also: UIKitContext.controlAttributes,
                              children: ["segments"])
        context.appendViewKeys(element, to: object,
                               overrides: ViewOverrides(subviews: subviews, tintColorKey: "UISegmentedControlTintColor"))
        if context.sdk >= 14 { appendControlKeys(element, to: object, in: &context) }
        else { context.appendControlKeys(element, to: object) }
        if element.bool("momentary") == true { context.append("UIMomentary", .bool(true), to: object) }
        if !segmentObjects.isEmpty {
            context.append("UISegments", .object(context.builder.array(segmentObjects,
                                                                       className: FoundationClasses.mutableArray)), to: object)
        }
        if element.bool("apportionsSegmentWidthsByContent") == true {
            context.append("UIUseProportionalWidthSegments", .bool(true), to: object)
        }
        context.append("UISelectedSegmentIndex", .integer(selected), to: object)
        if element.bool("springLoaded") == true { context.append("UISpringLoaded", .bool(true), to: object) }
        context.appendColors(element, ["selectedSegmentTintColor": "UISegmentedControlSelectedSegmentTintColor"],
                             to: object)
        context.endObject(object, of: element, className: "UISegmentedControl")
    }

    /// `UIControl`'s keys as its iOS 14 SDK encoder writes them: the state
    /// flags, then the vertical alignment twice (old and new key), then the horizontal.
    private static func appendControlKeys(_ element: XIBElement, to control: Reference, in context: inout UIKitContext) {
        if element.bool("highlighted") == true { context.append("UIHighlighted", .bool(true), to: control) }
        if element.bool("selected") == true { context.append("UISelected", .bool(true), to: control) }
        if element.bool("enabled") == false { context.append("UIDisabled", .bool(true), to: control) }
        let vertical = element[attribute: "contentVerticalAlignment"].flatMap { TextEnumerations.verticalAlignments[$0] } ?? 0
        if vertical != 0 {
            context.append("UIContentVerticalAlignment", .integer(vertical), to: control)
            context.append("UIContentVerticalAlignment2", .integer(vertical), to: control)
        }
        let horizontal = element[attribute: "contentHorizontalAlignment"]
            .flatMap { TextEnumerations.horizontalAlignments[$0] } ?? 0
        if horizontal != 0 { context.append("UIContentHorizontalAlignment", .integer(horizontal), to: control) }
    }

    /// The `<segment>`s of `element`; other children of `<segments>` warn.
    private static func segments(of element: XIBElement, in context: inout UIKitContext) -> XIBElementList {
        var found: XIBElementList = []
        for child in element.children(of: "segments") {
            if child.name == "segment" { found.append(child) }
            else { context.warn("<\(child.name)> in <segments> is not supported yet; left out", at: child) }
        }
        return found
    }

    /// One `UISegment`.
    private static func compileSegment(_ segment: XIBElement, index: Int, count: Int, frame: [Double],
                                       control: XIBElement, in context: inout UIKitContext) -> Reference {
        context.warnUnhandledAttributes(segment, segmentAttributes)
        context.warnUnhandledChildren(segment) {
            ($0.name == "size" && $0[attribute: "key"] == "contentOffset") || UIKitContext.isImageReference($0, keys: ["image"])
        }
        let object = context.builder.addObject("UISegment")
        let defaults = ViewDefaults(opaque: false, userInteractionEnabled: segment.bool("enabled") ?? true)
        context.appendViewKeys(segment, to: object, defaults: defaults,
                               overrides: ViewOverrides(frame: frame, subviews: [], autoresizingMask: 0))
        if let image = context.image(of: segment, "image") {
            context.append("UISegmentInfo", .object(image), to: object)
        } else if let title = segment[attribute: "title"] {
            let key = control[attribute: "id"].map { "\($0).segmentTitles[\(index)]" }
            context.append("UISegmentInfo", .object(context.text(title, key: key)), to: object)
        } else {
            context.append("UISegmentInfo", .null, to: object)
        }
        if let width = context.number(segment, "width"), width != 0 {
            context.append("UISegmentWidth", .float(Float(width)), to: object)
        }
        if let offset = segment.child(named: "size", key: "contentOffset") {
            let size = [context.number(offset, "width") ?? 0, context.number(offset, "height") ?? 0]
            if size != [0, 0] { context.append("UISegmentContentOffset", context.geometry(size), to: object) }
        }
        context.append("UISegmentStyle", .integer(5), to: object)
        let position: Int64 = count == 1 ? 3 : index == 0 ? 0 : index == count - 1 ? 2 : 1
        if position != 0 { context.append("UISegmentPosition", .integer(position), to: object) }
        return object
    }

    /// Each segment's x, y, width, height in the control: a segment's own
    /// `width` is kept, the rest of the control's width is shared by the
    /// others, each share rounded down but the last, which is rounded up.
    static func segmentFrames(_ segments: XIBElementList, control: XIBElement,
                              in context: inout UIKitContext) -> [[Double]] {
        let frame = control.child(named: "rect", key: "frame")
        let width = frame.flatMap { context.number($0, "width") } ?? 0
        let height = frame.flatMap { context.number($0, "height") } ?? 0
        let fixed = segments.map { context.number($0, "width") ?? 0 }
        let free = fixed.filter { $0 <= 0 }.count
        let share = free == 0 ? 0 : (width - fixed.filter { $0 > 0 }.reduce(0, +)) / Double(free)
        var frames: [[Double]] = []
        var x = 0.0, carry = 0.0
        for index in segments.indices {
            var segmentWidth = fixed[index]
            if segmentWidth <= 0 {
                let exact = share + carry
                segmentWidth = index < segments.count - 1 ? exact.rounded(.down) : exact.rounded(.up)
                carry = share - segmentWidth
            }
            let end = (x + segmentWidth).rounded(.down)
            frames.append([x, 0, end - x, height])
            x = end
        }
        return frames
    }
}
