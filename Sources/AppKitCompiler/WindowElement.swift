import NibBytes
import NibGraph
import XIBReader

/// `<window>` → `NSWindowTemplate`: backing, frame, flags, title, classes,
/// content view, screen rect, sizes, restorability; listed in
/// `NSVisibleWindows` unless `visibleAtLaunch="NO"`.
///
/// The frame is the `contentRect`, centred on the `screenRect` along each
/// axis that has no strut in `<windowPositionMask>` (a document without a
/// screen rect keeps the content rect). Geometry is AppKit's strings.
enum WindowElement {
    /// `NSWTFlags` bits.
    enum Flags {
        static let deferred: Int64 = 0x2000_0000
        static let releasedWhenClosed: Int64 = 0x4000_0000
        static let hidesOnDeactivate: Int64 = 0x8000_0000
        static let allowsToolTipsWhenInactive: Int64 = 0x2000
        static let autorecalculatesKeyViewLoop: Int64 = 0x800
        /// The initial-position struts; all of them when no mask says otherwise.
        static let strutMask: Int64 = 0x78_0000
    }

    static let tabbingModes: [String: Int64] = ["automatic": 0, "preferred": 1, "disallowed": 2]

    /// The attributes a window compiles.
    static let knownAttributes: NameSet = [
        "title", "id", "userLabel", "deferred", "allowsToolTipsWhenApplicationIsInactive", "autorecalculatesKeyViewLoop",
        "releasedWhenClosed", "hidesOnDeactivate", "restorable", "visibleAtLaunch", "tabbingMode", "frameAutosaveName",
        "oneShot", "showsToolbarButton", "animationBehavior", "customClass", "identifier", "toolbarStyle",
        "titlebarAppearsTransparent",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ window: Reference) {
        context.builder.setClass("NSWindowTemplate", of: window)
        context.warnUnknownAttributes(of: element, known: knownAttributes)

        var content = element.child(named: "rect", key: "contentRect").map { context.rect($0) } ?? [0, 0, 0, 0]
        let screen = element.child(named: "rect", key: "screenRect").map { context.rect($0) } ?? [0, 0, 0, 0]
        var flags = Flags.strutMask
        var struts: (left: Bool, right: Bool, bottom: Bool, top: Bool)?
        if let mask = element.child(named: "windowPositionMask", key: "initialPositionMask") {
            let s = (left: mask.bool("leftStrut") == true, right: mask.bool("rightStrut") == true,
                     bottom: mask.bool("bottomStrut") == true, top: mask.bool("topStrut") == true)
            struts = s
            flags = strutFlags(s)
        }
        if screen != [0, 0, 0, 0] || struts == nil {
            if !(struts?.left ?? false || struts?.right ?? false) { content[0] = screen[2] / 2 - content[2] / 2 }
            if !(struts?.bottom ?? false || struts?.top ?? false) { content[1] = screen[3] / 2 - content[3] / 2 }
        }
        if element.bool("deferred") ?? true { flags |= Flags.deferred }
        if element.bool("allowsToolTipsWhenApplicationIsInactive") ?? true { flags |= Flags.allowsToolTipsWhenInactive }
        if element.bool("autorecalculatesKeyViewLoop") ?? true { flags |= Flags.autorecalculatesKeyViewLoop }
        if element.bool("releasedWhenClosed") == false { flags |= Flags.releasedWhenClosed }
        if element.bool("hidesOnDeactivate") == true { flags |= Flags.hidesOnDeactivate }

        let styleElement = element.child(named: "windowStyleMask", key: "styleMask")
        if let styleElement {
            context.warnUnknownAttributes(of: styleElement, known: NameSet(styleBits.map(\.0)))
            if styleElement.bool("unifiedTitleAndToolbar") == true { context.warnOnce(unverifiedUnified, at: styleElement) }
        }
        let style = styleElement.map(styleMask)
        if let style { context.append("NSWindowStyleMask", .integer(style), to: window) }
        // A full-size content view spans the title bar: the frame adds nothing to it.
        let titled = (style ?? 0) & 1 != 0 && (style ?? 0) & (1 << 15) == 0
        context.append("NSWindowBacking", .integer(2), to: window)
        context.appendString("NSWindowRect", GeometryText.rect(content), to: window)
        // A signed 32-bit value, stored in 4 bytes; a negative one (hides on
        // deactivate) in 8, as the encoder stores every negative integer.
        let signed = Int64(Int32(truncatingIfNeeded: flags))
        context.append("NSWTFlags", .integerOfWidth(signed, signed < 0 ? .int64 : .int32), to: window)
        context.appendLocalizableString("NSWindowTitle", element[attribute: "title"], property: "title", of: element, to: window)
        context.appendString("NSWindowSubtitle", "", to: window)
        context.appendString("NSWindowClass", CustomClass.runtimeName(of: element, options: context.options) ?? "NSWindow",
                             to: window)
        // A toolbar is compiled (and listed) after the content view; its object is made now.
        let toolbarElement = element.child(named: "toolbar", key: "toolbar")
        let toolbar = toolbarElement.flatMap { $0[attribute: "id"] }.map { context.object(forID: $0) }
        context.append("NSViewClass", toolbar.map { .object($0) } ?? .null, to: window)
        context.appendOptionalString("NSUserInterfaceItemIdentifier", element[attribute: "identifier"], to: window)
        let minSize = context.sizeValue(element, key: "minSize")
        let maxSize = context.sizeValue(element, key: "maxSize")
        if let maxSize { context.appendString("NSWindowContentMaxSize", GeometryText.size(maxSize.0, maxSize.1), to: window) }
        if let minSize { context.appendString("NSWindowContentMinSize", GeometryText.size(minSize.0, minSize.1), to: window) }
        let contentElement = element.child(key: "contentView").flatMap { ["view", "clipView"].contains($0.name) ? $0 : nil }
        let contentView = contentElement.flatMap { view in
            context.withSuperview(nil, defaultSize: (content[2], content[3])) { context in
                if let style, style & 1 == 0 {
                    context.sizeBorderlessContentView(view, to: (content[2], content[3]))
                } else if AppKitSDKEra.keepsContentViewTop(sdk: context.options.sdk) {
                    context.keepContentViewTop(view, contentHeight: content[3])
                }
                return context.compile(view)
            }
        }
        context.append("NSWindowView", contentView.map { .object($0) } ?? .null, to: window)
        if let toolbarElement {
            if toolbar != nil { _ = context.compile(toolbarElement) } else {
                context.warn("a <toolbar> without an id is not supported; it is left out", at: toolbarElement)
            }
        }
        context.appendString("NSScreenRect", GeometryText.rect(screen), to: window)
        // The frame's limits: the content's plus the title bar, as ibtool computes them.
        let titleBar = titled ? AppKitSDKEra.titleBarHeight(sdk: context.options.sdk) : 0
        // A window with a toolbar writes no frame limits, whatever the content's
        // (Apple's pairs: a toolbar window with a minimum content size, others without).
        if toolbar == nil {
            if let minSize { context.appendString("NSMinSize", GeometryText.size(minSize.0, minSize.1 + titleBar), to: window) }
            let frameMaxSize = maxSize.map { GeometryText.size($0.0, $0.1 + titleBar) } ?? "{10000000000000, 10000000000000}"
            context.appendString("NSMaxSize", frameMaxSize, to: window)
        }
        // After the frame's limits, before the collection behavior and
        // restorability (Sparkle's SUUpdateAlert.nib in Transmission and in
        // Platypus, caffeine's MainMenu.nib, transmission_MainMenu).
        if let name = element[attribute: "frameAutosaveName"] { context.appendString("NSFrameAutosaveName", name, to: window) }
        if let behavior = element.child(named: "windowCollectionBehavior", key: "collectionBehavior") {
            context.append("NSWindowCollectionBehavior", .integer(collectionBehavior(behavior)), to: window)
        }
        if let border = element.child(named: "contentBorderThickness") {
            for edge in ["MinY", "MaxY"] {
                guard let thickness = context.number(border, edge.prefix(1).lowercased() + edge.dropFirst()) else { continue }
                context.append("NSAutorecalculatesContentBorderThickness\(edge)", .bool(false), to: window)
                context.append("NSContentBorderThickness\(edge)", .double(thickness), to: window)
            }
        }
        context.append("NSWindowIsRestorable", .bool(element.bool("restorable") ?? true), to: window)
        // Every Apple nib of the corpus writes both as "{0, 0}" (none set); a set one is its content size as given.
        for (key, name) in [("minFullScreenContentSize", "NSMinFullScreenContentSize"),
                            ("maxFullScreenContentSize", "NSMaxFullScreenContentSize")] {
            let size = context.sizeValue(element, key: key)
            if size != nil, let child = element.child(key: key) { context.warnOnce(unverifiedFullScreenSize, at: child) }
            context.appendString(name, GeometryText.size(size?.0 ?? 0, size?.1 ?? 0), to: window)
        }
        // Apple's SUUpdateAlert.nib (Transmission's Sparkle, a NIBArchive) ends its window with it, true.
        if element.bool("titlebarAppearsTransparent") == true {
            context.append("NSTitlebarAppearsTransparent", .bool(true), to: window)
        }
        if let mode = element[attribute: "tabbingMode"] {
            if let value = tabbingModes[mode] {
                context.append("NSWindowTabbingMode", .integer(value), to: window)
            } else {
                context.warn("tabbingMode=\"\(mode)\" is not supported yet; it is left out", at: element)
            }
        }
        if let style = element[attribute: "toolbarStyle"] {
            if let value = toolbarStyles[style] {
                context.append("NSWindowToolbarStyle", .integer(value), to: window)
            } else {
                context.warn("toolbarStyle=\"\(style)\" is not supported yet; it is left out", at: element)
            }
        }
        if element[attribute: "customClass"] != nil { context.appendClassReference(element, to: window) }
        if element.bool("visibleAtLaunch") ?? true { context.visibleWindows.append(window) }
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("rect", "contentRect"), ("rect", "screenRect"), ("windowPositionMask", "initialPositionMask"),
                 ("windowStyleMask", "styleMask"), ("view", "contentView"), ("clipView", "contentView"), ("connections", nil),
                 ("value", "minSize"), ("value", "maxSize"), ("point", "canvasLocation"),
                 ("value", "minFullScreenContentSize"), ("value", "maxFullScreenContentSize"),
                 ("windowCollectionBehavior", "collectionBehavior"), ("contentBorderThickness", nil), ("toolbar", "toolbar"):
                continue
            default:
                context.warn("<\(child.name)> in a window is not supported yet; it is left out", at: child)
            }
        }
    }

    /// Said once per document where a window sets its full screen content size limits.
    static let unverifiedFullScreenSize = "a window's full screen content size limits are written as NSMinFullScreenContentSize "
        + "and NSMaxFullScreenContentSize (\"{0, 0}\" in every Apple nib of the corpus) as given; "
        + "no Apple nib of the corpus checks a set one"

    /// The `NSWTFlags` bits of the initial-position struts, as Apple's pairs show
    /// them (top and bottom struts alone: Sparkle's SUUpdateAlert, 10.9 and 12 SDKs).
    static func strutFlags(_ s: (left: Bool, right: Bool, bottom: Bool, top: Bool)) -> Int64 {
        switch (s.left, s.right, s.bottom, s.top) {
        case (true, true, true, true): 0x78_0000
        case (false, false, true, true): 0x78_0000
        case (true, _, true, _): 0
        case (_, true, true, _): 0x5_0000
        case (true, _, _, true): 0x28_0000
        case (_, true, _, true): 0x30_0000
        case (true, _, _, _): 0x68_0000
        case (_, true, _, _): 0x70_0000
        case (_, _, true, _): 0x58_0000
        case (_, _, _, true): 0x38_0000
        default: 0x78_0000
        }
    }

    static let toolbarStyles: [String: Int64] = [
        "automatic": 0, "expanded": 1, "preference": 2, "unified": 3, "compact": 4, "unifiedCompact": 4,
    ]

    /// `NSWindowCollectionBehavior` bits.
    static func collectionBehavior(_ element: XIBElement) -> Int64 {
        let bits: [(String, Int64)] = [
            ("canJoinAllSpaces", 1), ("moveToActiveSpace", 2), ("managed", 4), ("transient", 8), ("stationary", 16),
            ("participatesInCycle", 32), ("ignoresCycle", 64), ("fullScreenPrimary", 128), ("fullScreenAuxiliary", 256),
            ("fullScreenNone", 512), ("allowsTiling", 2048), ("disallowsTiling", 4096),
        ]
        return bits.reduce(0) { mask, bit in element.bool(bit.0) == true ? mask | bit.1 : mask }
    }

    /// `NSWindow.StyleMask` bits of `<windowStyleMask>`: `nonactivatingPanel`
    /// is 0x80 (HSChooserWindow: 0x8080 with a full-size content view),
    /// `texturedBackground` 0x100 (the AboutBox bundle's titled window: 257).
    /// `unifiedTitleAndToolbar` is AppKit's `NSWindowStyleMaskUnifiedTitleAndToolbar`
    /// (0x1000), as the bits Apple's nibs show are AppKit's constants; no Apple
    /// nib of the corpus has it, which a warning says once per document.
    static let styleBits: [(String, Int64)] = [
        ("titled", 1), ("closable", 2), ("miniaturizable", 4), ("resizable", 8), ("utility", 16),
        ("nonactivatingPanel", 1 << 7), ("texturedBackground", 1 << 8), ("unifiedTitleAndToolbar", 1 << 12),
        ("fullSizeContentView", 1 << 15),
    ]

    /// The warning, said once per document, that no Apple nib checks the unified style bit.
    static let unverifiedUnified = "unifiedTitleAndToolbar is written as AppKit's NSWindowStyleMaskUnifiedTitleAndToolbar "
        + "bit (0x1000); no Apple nib of the corpus checks it"

    static func styleMask(_ element: XIBElement) -> Int64 {
        styleBits.reduce(0) { mask, bit in element.bool(bit.0) == true ? mask | bit.1 : mask }
    }
}

extension AppKitContext {
    /// Interface Builder's design-time attributes: the intrinsic size
    /// placeholder ("Intrinsic Size: Placeholder" in the size inspector) and
    /// the canvas's marks for a misplaced or ambiguously laid out view. They
    /// only concern the canvas and are not archived, so any view may carry
    /// them without a warning.
    static let designTimeAttributes: NameSet = ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "misplaced", "ambiguous"]

    /// Warns about each attribute of `element` outside `known` and `extra`. `key` is
    /// always known: it says where the parent puts the object, which the
    /// parent reads; so are the ``designTimeAttributes``.
    mutating func warnUnknownAttributes(of element: XIBElement, known: NameSet, also extra: NameSet = []) {
        for attribute in element.attributes where !known.contains(attribute.name) && !extra.contains(attribute.name)
            && attribute.name != "key" && !Self.designTimeAttributes.contains(attribute.name) {
            log.warnUnsupportedAttribute(attribute.name, of: element)
        }
    }
}

extension AppKitContext {
    /// A `<value type="size">` or `<size>` child with key `key`, as width and height.
    mutating func sizeValue(_ element: XIBElement, key: String) -> (Double, Double)? {
        guard let child = element.child(key: key), child.name == "size" || child[attribute: "type"] == "size" else { return nil }
        return (number(child, "width") ?? 0, number(child, "height") ?? 0)
    }
}

extension AppKitContext {
    /// A borderless window's content view takes the content rect's size
    /// whatever its frame in the document, and autoresizes its subviews by the
    /// difference (Apple's HSChooserWindow pair: a 529 × 178 content view of a
    /// 509 × 281 content rect is 509 × 281, its effect view, flexible at the
    /// right and bottom, moves up by 103); a titled window's keeps its frame.
    mutating func sizeBorderlessContentView(_ view: XIBElement, to size: (Double, Double)) {
        guard let frame = view.child(named: "rect", key: "frame").map({ rect($0) }), (frame[2], frame[3]) != size else { return }
        let mask = view.child(named: "autoresizingMask", key: "autoresizingMask").map(Self.autoresizingMask)
            ?? (document.usesAutolayout ? ViewFlags.defaultAutolayoutMask : ViewFlags.defaultMask)
        laidOutView = (nil, [frame[0], frame[1], size.0, size.1], mask)
    }

    /// A titled window's content view whose height is not the content rect's
    /// keeps its top edge at the content rect's top in SDKs before 26 (see
    /// ``AppKitSDKEra/keepsContentViewTop(sdk:)``): it moves up by the difference.
    mutating func keepContentViewTop(_ view: XIBElement, contentHeight: Double) {
        guard let frame = view.child(named: "rect", key: "frame").map({ rect($0) }), frame[3] != contentHeight else { return }
        let mask = view.child(named: "autoresizingMask", key: "autoresizingMask").map(Self.autoresizingMask)
            ?? (document.usesAutolayout ? ViewFlags.defaultAutolayoutMask : ViewFlags.defaultMask)
        laidOutView = (nil, [frame[0], frame[1] + contentHeight - frame[3], frame[2], frame[3]], mask)
    }
}
