import NibBytes
import NibGraph
import XIBReader

/// `<box>` → `NSBox`.
///
/// A box writes `NSSubviews` even when empty (its content view, if any),
/// its hugging priorities when not 250 both ways, then `NSOffsets` (the
/// content view margins: 5 by 5 for a separator, none for a primary box
/// unless the document gives them), `NSTitleCell` (an `NSTextFieldCell`
/// without control view: the title, centred, in the small system font,
/// label color on text background color; a separator's title is always
/// "Title"; a box without `title` has an empty one), `NSContentView`,
/// `NSBorderType` (3, groove; an old-style box's `borderType`), `NSBoxType`,
/// `NSTitlePosition` (2, at the top; 0 for `noTitle`), `NSTransparent` and,
/// with a content view, `IBNSBoxIsUsingDocumentContentView`.
///
/// AppKit lays the content view out itself: under a title at the top it
/// fills the box's width and its height less 12 points and is sizable both
/// ways, whatever the document says, and its subviews are autoresized by the
/// difference. An old-style box without a title (the Flycut bundle, Sparkle
/// 2.2's SUUpdateAlert.nib) has its content view fill it inside its border
/// (none: 0 points, line: 1).
enum BoxElement {
    static let boxTypes: [String: Int64] = ["primary": 0, "secondary": 1, "separator": 2, "oldStyle": 3, "custom": 4]
    /// `NSBorderType` of each `borderType`, and how far an old-style box's border insets its content view.
    static let borderTypes: [String: (type: Int64, inset: Double?)] = [
        "none": (0, 0), "line": (1, 1), "bezel": (2, nil), "groove": (3, nil),
    ]
    /// The height a title at the top takes from the content view.
    static let titleHeight = 12.0

    static let known: NameSet = TextFieldElement.knownFieldAttributes.union([
        "title", "boxType", "titlePosition", "borderType", "transparent", "key",
    ])

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ box: Reference) {
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: [
            "rect", "autoresizingMask", "view:contentView", "font:titleFont", "color:borderColor", "color:fillColor",
            "connections", "size:contentViewMargins",
        ])
        let typeName = element[attribute: "boxType"] ?? "primary"
        let type = boxTypes[typeName] ?? 0
        if boxTypes[typeName] == nil { context.warn("boxType=\"\(typeName)\" is not supported yet; primary is used", at: element) }
        let separator = type == 2
        let oldStyle = type == 3
        var titlePosition: Int64 = 2
        var border = (type: Int64(3), inset: Double?.none)
        if oldStyle, let name = element[attribute: "borderType"] {
            if let known = borderTypes[name] { border = known } else {
                context.warn("borderType=\"\(name)\" is not supported yet; groove is used", at: element)
            }
        }
        // Where an untitled box's content view goes is known for old-style boxes with no or a line border.
        let untitledInset = oldStyle ? border.inset : nil
        if !separator, let position = element[attribute: "titlePosition"], position != "atTop" {
            if position == "noTitle", untitledInset != nil {
                titlePosition = 0
            } else {
                context.warn("titlePosition=\"\(position)\" is not supported yet; the title is laid out at the top", at: element)
            }
        }
        if oldStyle, titlePosition != 0 {
            context.warn("an old-style box with a title or a bezel or groove border is not supported yet; it is laid out as a primary box",
                         at: element)
        }
        if type == 4 {
            context.warn("the colors and border of a custom box are not supported yet; they are left out", at: element)
        }
        context.beginObject(box, of: element, className: "NSBox")
        let frame = element.child(named: "rect", key: "frame").map { context.rect($0) } ?? [0, 0, 0, 0]
        let contentElement = separator ? nil : element.child(named: "view", key: "contentView")
        let contentView = contentElement.flatMap { $0[attribute: "id"] }.map { context.object(forID: $0) }
        if contentElement != nil {
            // Width and height sizable.
            if titlePosition == 0, let inset = untitledInset {
                context.laidOutView = (box, [inset, inset, max(frame[2] - 2 * inset, 0), max(frame[3] - 2 * inset, 0)], 0x12)
            } else {
                context.laidOutView = (box, [0, 0, frame[2], max(frame[3] - titleHeight, 0)], 0x12)
            }
        }
        context.appendViewKeys(element, to: box, parts: .init(subviews: contentElement.map { [$0] } ?? []),
                               hugging: .init(omitted: (250, 250)), alwaysSubviews: true)
        context.laidOutView = nil
        let margins = element.child(named: "size", key: "contentViewMargins").map {
            (context.number($0, "width") ?? 0, context.number($0, "height") ?? 0)
        } ?? (separator ? (5, 5) : (0, 0))
        context.appendString("NSOffsets", GeometryText.size(margins.0, margins.1), to: box)
        context.append("NSTitleCell", .object(titleCell(&context, element, separator: separator)), to: box)
        if let contentView { context.append("NSContentView", .object(contentView), to: box) }
        context.append("NSBorderType", .integer(border.type), to: box)
        context.append("NSBoxType", .integer(type), to: box)
        context.append("NSTitlePosition", .integer(titlePosition), to: box)
        context.append("NSTransparent", .bool(element.bool("transparent") == true), to: box)
        if contentView != nil { context.append("IBNSBoxIsUsingDocumentContentView", .bool(true), to: box) }
    }

    /// The box's title cell: not an element of the document, so not listed.
    static func titleCell(_ context: inout AppKitContext, _ element: XIBElement, separator: Bool) -> Reference {
        let cell = context.builder.addObject("NSTextFieldCell")
        context.append("NSCellFlags", .integer(AppKitContext.CellFlags.textCell), to: cell)
        // Centred: AppKit's legacy alignment 2 in bits 26–28.
        context.append("NSCellFlags2", .integer(2 << 26), to: cell)
        context.appendString("NSContents", separator ? "Title" : element[attribute: "title"] ?? "", to: cell)
        let font = separator ? nil : element.child(named: "font", key: "titleFont")
        let support = font.map { context.font($0) } ?? context.fontObject(name: AppKitContext.systemFontName, size: 11, flags: 0xC1C)
        context.append("NSSupport", .object(support), to: cell)
        if AppKitSDKEra.boxTitleCellWritesControlView(sdk: context.options.sdk) {
            context.append("NSControlView", .null, to: cell)
        }
        context.append("NSBackgroundColor", .object(context.catalogColor("textBackgroundColor")), to: cell)
        context.append("NSTextColor", .object(context.catalogColor("labelColor")), to: cell)
        return cell
    }
}
