import NibBytes
import NibGraph
import XIBReader

/// `<imageView>` → `NSImageView` and `<imageCell>` → `NSImageCell`.
///
/// An image view writes an `NSSubviews` array even when empty and its
/// `NSDragTypes` (the pasteboard types an editable image view accepts) before
/// its frame; its control keys (send-action mask 4); `NSEditable` (true, as
/// ibtool archives it whatever the document says),
/// `NSImageViewPlaceholderPrecedence` and `IBNSShadowedSymbolConfiguration`.
/// Its cell writes its flags, `NSContents` (the named image), `NSSupport`
/// (when the cell has a font), `NSControlView`, `NSAlign`, `NSScale`,
/// `NSStyle`, `NSAnimates` (by default in storyboards and in a prototype
/// cell view's own nib only) and `NSImageAnimation` (-1).
enum ImageViewElement {
    /// The pasteboard types of `NSDragTypes`, in Apple's order.
    static let dragTypes = [
        "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type", "NSFilenamesPboardType",
        "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData",
        "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]
    /// The pasteboard type SDKs up to 10.14 add (see ``AppKitSDKEra/imageViewAcceptsEPS(sdk:)``).
    static let epsDragType = "NeXT Encapsulated PostScript v1.2 pasteboard type"

    /// `NSScale` values of `imageScaling` (none when absent).
    static let scalings: [String: Int64] = ["proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3]

    /// `NSAlign` values of `imageAlignment` (center when absent).
    static let alignments: [String: Int64] = [
        "center": 0, "top": 1, "topLeft": 2, "topRight": 3, "left": 4, "bottom": 5, "bottomLeft": 6, "bottomRight": 7, "right": 8,
    ]

    /// `NSStyle` values of `imageFrameStyle`.
    static let frameStyles: [String: Int64] = ["none": 0, "photo": 1, "grayBezel": 2, "groove": 3, "button": 4]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes, also: ["editable"])
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "imageCell:cell", "connections"])
        context.beginObject(view, of: element, className: "NSImageView")
        context.appendViewKeys(element, to: view, hugging: .init(omitted: (250, 250)), alwaysSubviews: true) { context in
            let names = AppKitSDKEra.imageViewAcceptsEPS(sdk: context.options.sdk) ? dragTypes + [epsDragType] : dragTypes
            let types = names.map { context.builder.string($0) }
            context.append("NSDragTypes", .object(context.builder.set(types, className: FoundationClasses.mutableSet)), to: view)
        }
        context.appendControlKeys(element, to: view, sendActionMask: 4)
        context.append("NSEditable", .bool(true), to: view)
        context.append("NSPlaceholderImage", .null, to: view)
        context.append("NSImageViewPlaceholderPrecedence", .integer(0), to: view)
        context.append("IBNSShadowedSymbolConfiguration", .null, to: view)
    }

    /// The attributes an image cell compiles.
    static let cellAttributes: NameSet = [
        "key", "id", "refusesFirstResponder", "alignment", "animates", "imageScaling", "image", "imageAlignment",
        "imageFrameStyle", "editable", "enabled", "controlSize",
    ]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: cellAttributes)
        context.warnUnknownChildren(of: element, known: ["font", "imageReference:image"])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSImageCell")
        // A font makes the cell a text cell (`-setFont:` sets its type).
        context.appendCellFlags(element, textCell: element.child(named: "font", key: "font") != nil, to: cell)
        if let image = context.image(of: element, "image") { context.append("NSContents", .object(image), to: cell) }
        if let font = element.child(named: "font", key: "font") {
            context.append("NSSupport", .object(context.font(font)), to: cell)
        }
        if AppKitSDKEra.imageCellWritesControlView(sdk: context.options.sdk) {
            context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        }
        context.append("NSAlign", .integer(value(&context, element, "imageAlignment", in: alignments, absent: 0)), to: cell)
        context.append("NSScale", .integer(value(&context, element, "imageScaling", in: scalings, absent: 2)), to: cell)
        context.append("NSStyle", .integer(value(&context, element, "imageFrameStyle", in: frameStyles, absent: 0)), to: cell)
        // A storyboard's image cells animate unless they say otherwise (Apple's storyboard pairs); a xib's do not.
        // The cell views archived in a table's reusable views animate, their
        // copies in the window's nib do not (HSChooserWindow, transmission_MainMenu).
        let animatesByDefault = context.document.kind == .storyboard || context.compilesPrototypeNib
        context.append("NSAnimates", .bool(element.bool("animates") ?? animatesByDefault), to: cell)
        context.append("NSImageAnimation", .integerOfWidth(-1, .int64), to: cell)
    }

    /// The value of attribute `name` in `table`, `absent` without one (and, with a warning, for an unknown one).
    static func value(_ context: inout AppKitContext, _ element: XIBElement, _ name: String, in table: [String: Int64],
                      absent: Int64) -> Int64 {
        guard let text = element[attribute: name] else { return absent }
        guard let value = table[text] else {
            context.warn("\(name)=\"\(text)\" is not supported yet; the default is used", at: element)
            return absent
        }
        return value
    }
}
