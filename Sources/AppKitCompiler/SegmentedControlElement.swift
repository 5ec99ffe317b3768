import NibBytes
import NibGraph
import XIBReader

/// `<segmentedControl>` → `NSSegmentedControl` and `<segmentedCell>` →
/// `NSSegmentedCell`, its `<segments>` → `NSSegmentItem`s.
///
/// A segmented control writes `NSSubviews` even when empty, its hugging
/// priorities when they are not 250 and 750, and its control keys (send-action
/// mask 4). Its cell writes a text cell's flags, `NSSupport` (no
/// `NSContents`), `NSControlView`, `NSSegmentImages` (its segments),
/// `NSSelectedSegment` (the last selected segment, or -1), `NSTrackingMode`
/// (when not select-one), `NSSegmentStyleSeparated` (for the separated
/// style), `NSSegmentStyle` and `NSSegmentDistribution`.
///
/// A segment writes `NSSegmentItemWidth` (when given), `NSSegmentItemImage`,
/// `NSSegmentItemLabel` ("" without a label, none for `<nil key="label">`),
/// `NSSegmentItemTooltip` (its `toolTip`, as Apple's keyed nibs name it; its place
/// among the keys is not shown by a pair), `NSSegmentItemTag` (when given),
/// `NSSegmentItemDisabled` (true, when not enabled), `NSSegmentItemSelected` (when selected)
/// and `NSSegmentItemImageScaling` (proportionally down, 0, when absent).
///
/// `NSSegmentItemDisabled` is the key the decoders of nib readers (Cocotron,
/// Cappuccino's nib2cib, GNUstep) read; no Apple nib of the corpus has a
/// disabled segment, so its place (just before `NSSegmentItemSelected`, as
/// GNUstep's encoder puts it) is said once per document to be unchecked.
enum SegmentedControlElement {
    /// The warning, said once per document, that no Apple nib checks a disabled segment.
    static let unverifiedDisabled = "a disabled segment is written as NSSegmentItemDisabled before NSSegmentItemSelected; "
        + "no Apple nib of the corpus checks the encoding"

    /// `NSSegmentStyle` values of `style`, as Apple's output shows (separated is 9).
    static let styles: [String: Int64] = [
        "automatic": 0, "rounded": 1, "texturedRounded": 2, "roundRect": 3, "texturedSquare": 4, "capsule": 5,
        "smallSquare": 6, "separated": 9,
    ]

    /// `NSSegmentSwitchTracking` values of `trackingMode`.
    static let trackingModes: [String: Int64] = ["selectOne": 0, "selectAny": 1, "momentary": 2, "momentaryAccelerator": 3]

    /// `NSSegmentDistribution` values of `segmentDistribution` (fit when absent).
    static let distributions: [String: Int64] = ["fit": 0, "fill": 1, "fillEqually": 2, "fillProportionally": 3]

    /// `NSImageScaling` values of a segment's `imageScaling`.
    static let imageScalings: [String: Int64] = [
        "proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3,
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ control: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "segmentedCell:cell", "connections"])
        context.beginObject(control, of: element, className: "NSSegmentedControl")
        context.appendViewKeys(element, to: control, hugging: .init(omitted: (250, 750)), alwaysSubviews: true)
        context.appendControlKeys(element, to: control, sendActionMask: 4)
    }

    static let knownCellAttributes: NameSet = TextFieldElement.knownCellAttributes.union([
        "style", "trackingMode", "segmentDistribution", "customClass", "customModule", "customModuleProvider",
    ])

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes)
        context.warnUnknownChildren(of: element, known: ["font", "segments"])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSSegmentedCell")
        context.appendCellFlags(element, textCell: true, to: cell)
        let support = element.child(named: "font", key: "font").map { context.font($0) }
        context.append("NSSupport", support.map { .object($0) } ?? .null, to: cell)
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        let segments = element.children(of: "segments")
        let items = segments.map { segment(&context, $0) }
        context.append("NSSegmentImages", .object(context.builder.array(items, className: FoundationClasses.mutableArray)), to: cell)
        let selected = segments.lastIndex { $0.bool("selected") == true }.map(Int64.init) ?? -1
        context.append("NSSelectedSegment", AppKitContext.signed(selected), to: cell)
        let tracking = value(&context, element, "trackingMode", in: trackingModes, default: "selectOne")
        if tracking != 0 { context.append("NSTrackingMode", .integer(tracking), to: cell) }
        let style = value(&context, element, "style", in: styles, default: "automatic")
        if element[attribute: "style"] == "separated" { context.append("NSSegmentStyleSeparated", .integer(1), to: cell) }
        context.append("NSSegmentStyle", .integer(style), to: cell)
        let distribution = value(&context, element, "segmentDistribution", in: distributions, default: "fit")
        context.append("NSSegmentDistribution", .integer(distribution), to: cell)
    }

    /// The attributes a segment compiles.
    static let segmentAttributes: NameSet = [
        "label", "width", "image", "catalog", "tag", "selected", "imageScaling", "toolTip", "enabled",
    ]

    /// One `<segment>` as an `NSSegmentItem`.
    static func segment(_ context: inout AppKitContext, _ element: XIBElement) -> Reference {
        context.warnUnknownAttributes(of: element, known: segmentAttributes)
        context.warnUnknownChildren(of: element, known: ["nil:label", "imageReference:image"])
        let item = context.builder.addObject("NSSegmentItem")
        if let width = context.number(element, "width") { context.append("NSSegmentItemWidth", .double(width), to: item) }
        // The image's catalog, as a menu item's: the element's, else its resource's.
        if let image = context.image(of: element, "image", catalog: element[attribute: "catalog"]) {
            context.append("NSSegmentItemImage", .object(image), to: item)
        }
        if element.child(named: "nil", key: "label") == nil {
            context.appendString("NSSegmentItemLabel", element[attribute: "label"] ?? "", to: item)
        }
        if let toolTip = element[attribute: "toolTip"] { context.appendString("NSSegmentItemTooltip", toolTip, to: item) }
        if let tag = context.number(element, "tag") {
            context.append("NSSegmentItemTag", AppKitContext.signed(Int64(tag)), to: item)
        }
        if element.bool("enabled") == false {
            context.warnOnce(unverifiedDisabled, at: element)
            context.append("NSSegmentItemDisabled", .bool(true), to: item)
        }
        if element.bool("selected") == true { context.append("NSSegmentItemSelected", .bool(true), to: item) }
        let scaling = value(&context, element, "imageScaling", in: imageScalings, default: "proportionallyDown")
        context.append("NSSegmentItemImageScaling", .integer(scaling), to: item)
        return item
    }

    /// The value of attribute `name` in `table`, warning when it is not there.
    static func value(_ context: inout AppKitContext, _ element: XIBElement, _ name: String, in table: [String: Int64],
                      default fallback: String) -> Int64 {
        let given = element[attribute: name] ?? fallback
        if let value = table[given] { return value }
        context.warn("\(name)=\"\(given)\" is not supported yet; \(fallback) is used", at: element)
        return table[fallback] ?? 0
    }
}
