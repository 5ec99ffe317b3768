import NibBytes
import NibGraph
import XIBReader

/// `<scrollView>` → `NSScrollView`, its `<clipView>` → `NSClipView` and its
/// `<scroller>`s → `NSScroller`.
///
/// ibtool lets AppKit tile the scroll view: the clip view fills the scroll
/// view inside its border (1 point for a line or bezel, 2 for a groove), less
/// 17 points for each scroller that shows (one the scroll view has and does
/// not autohide), whatever frame the document gives it; the document view is
/// then autoresized by how much the clip view grew. The scroll view's
/// subviews are the clip view and the horizontal and vertical scrollers;
/// every scroll view has a pan gesture recognizer and magnification limits.
enum ScrollViewElement {
    /// `NSsFlags` bits of a scroll view.
    enum Flags {
        static let base: Int64 = 0x20800
        static let hasVerticalScroller: Int64 = 0x10
        static let hasHorizontalScroller: Int64 = 0x20
        static let autohidesScrollers: Int64 = 0x200
        static let usesPredominantAxisScrolling: Int64 = 0x10000
        /// Set when the document view (a table) is wider than the clip view.
        static let documentWiderThanClip: Int64 = 0x80
        /// Set when the document view (a table) is taller than the clip view below the header.
        static let documentTallerThanClip: Int64 = 0x40
        /// Where the two scroll elasticities are: 2 bits each (automatic 0, none 1, allowed 2).
        static let horizontalElasticityShift: Int64 = 12
        static let verticalElasticityShift: Int64 = 14
    }

    static let elasticities: [String: Int64] = ["automatic": 0, "none": 1, "allowed": 2]

    /// The scroll elasticity bits of `NSsFlags`. Apple's pair sets both
    /// elasticities alike (none: 0x5000, allowed: 0xA000), so it does not
    /// show which of bits 12 and 14 is horizontal; the lower is taken.
    static func elasticityFlags(_ context: inout AppKitContext, _ element: XIBElement) -> Int64 {
        let horizontal = ImageViewElement.value(&context, element, "horizontalScrollElasticity", in: elasticities, absent: 0)
        let vertical = ImageViewElement.value(&context, element, "verticalScrollElasticity", in: elasticities, absent: 0)
        return horizontal << Flags.horizontalElasticityShift | vertical << Flags.verticalElasticityShift
    }

    static let borderTypes: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "groove": 3]
    /// The width AppKit's tiling gives a showing scroller.
    static let scrollerWidth = 17.0

    static let known: NameSet = [
        "id", "key", "horizontalLineScroll", "horizontalPageScroll", "verticalLineScroll", "verticalPageScroll",
        "hasHorizontalScroller", "hasVerticalScroller", "usesPredominantAxisScrolling", "autohidesScrollers",
        "borderType", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "wantsLayer", "hidden",
        "horizontalScrollElasticity", "verticalScrollElasticity", "userLabel", "misplaced", "ambiguous",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "focusRingType", "scrollerKnobStyle",
        // A tool tip is a help connector, as for every view (HelpConnectors).
        "toolTip",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ scrollView: Reference) {
        context.beginObject(scrollView, of: element, className: "NSScrollView")
        context.warnUnknownAttributes(of: element, known: known)
        var flags = Flags.base
        let border = element[attribute: "borderType"] ?? "bezel"
        let borderFlag = borderTypes[border] ?? 2
        if borderTypes[border] == nil { context.warn("borderType=\"\(border)\" is not supported yet; bezel is used", at: element) }
        flags |= borderFlag
        let hasVertical = element.bool("hasVerticalScroller") ?? true
        let hasHorizontal = element.bool("hasHorizontalScroller") ?? true
        let autohides = element.bool("autohidesScrollers") ?? false
        if hasVertical { flags |= Flags.hasVerticalScroller }
        if hasHorizontal { flags |= Flags.hasHorizontalScroller }
        if autohides { flags |= Flags.autohidesScrollers }
        if element.bool("usesPredominantAxisScrolling") ?? true { flags |= Flags.usesPredominantAxisScrolling }

        // The clip view's frame, tiled inside the border and the showing scrollers.
        let frame = element.child(named: "rect", key: "frame").map { context.rect($0) } ?? [0, 0, 0, 0]
        let inset: Double = borderFlag == 3 ? 2 : borderFlag == 0 ? 0 : 1
        let verticalWidth = ScrolledTable.verticalScrollerWidth(element) ?? scrollerWidth
        let clip = element.child(named: "clipView", key: "contentView")
        let horizontal = element.child(named: "scroller", key: "horizontalScroller")
        let vertical = element.child(named: "scroller", key: "verticalScroller")
        // A table's scroller that shows (it does not autohide) but that the
        // document hides lies over the clip view, taking no room from it.
        let overlaid = ScrolledTable.overlaidScrollers(element, autohides: autohides)
        // Overlay scrollers (the machine's setting) never take room.
        let legacy = context.options.machine.scrollerStyle == .legacy
        let verticalTakesRoom = hasVertical && !autohides && !overlaid.vertical && legacy
        let horizontalTakesRoom = hasHorizontal && !autohides && !overlaid.horizontal && legacy
        var clipFrame = [
            inset, inset,
            frame[2] - 2 * inset - (verticalTakesRoom ? verticalWidth : 0),
            frame[3] - 2 * inset - (horizontalTakesRoom ? scrollerWidth : 0),
        ]
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("rect", "frame"), ("autoresizingMask", "autoresizingMask"), ("clipView", "contentView"),
                 ("scroller", "horizontalScroller"), ("scroller", "verticalScroller"), ("connections", nil),
                 ("tableHeaderView", "headerView"):
                continue
            // Its constraints are compiled with its view keys, as any view's.
            case (let name, nil) where LayoutConstraints.viewChildren.contains(name):
                continue
            default:
                context.warn("<\(child.name)> in a scroll view is not supported yet; it is left out", at: child)
            }
        }

        // In a tab view item's view AppKit leaves the scroll view untiled, as Apple's output shows; so does
        // a storyboard's scroll view around a custom-class text view (TextViewElement.customClassInStoryboard).
        let untiled = context.inTabViewItem || TextViewElement.isCustomClassInStoryboard(clip?.children(of: "subviews").first,
                                                                                          context.document)
        if untiled, let documentClip = clip?.child(named: "rect", key: "frame") {
            clipFrame = context.rect(documentClip)
        }
        context.scrollViewClipFrame = clipFrame
        let savedLayer = context.scrollersWantLayer
        context.scrollersWantLayer = borderFlag == 0 && clip?.children(of: "subviews").first?.name != "textView"
        // A table document view adds a header clip view and a corner view.
        let savedTable = context.scrolledTable
        let table = ScrolledTable.make(&context, scrollView: element, clipFrame: clipFrame,
                                       showsVertical: verticalTakesRoom, bordered: borderFlag != 0, overlaid: overlaid)
        context.scrolledTable = table
        defer { (context.scrollersWantLayer, context.scrolledTable) = (savedLayer, savedTable) }
        let recognizer = panRecognizer(&context, scrollView)
        let recognizers = context.builder.array([recognizer])
        let clipReference = clip.map { context.object(forID: $0[attribute: "id"] ?? "") }
        var headerClip: Reference?
        context.appendViewKeys(element, to: scrollView, parts: .init(
            subviews: XIBElementList([clip, horizontal, vertical].compactMap { $0 }), nextKeyView: clipReference,
            gestureRecognizers: recognizers, compileSubviews: table.map { table in { context in
                let compiled = [clip, horizontal, vertical].map { $0.flatMap { context.compile($0) } }
                headerClip = table.compileHeaderClip(&context, scrollView: scrollView)
                table.appendCornerKeys(&context, scrollView: scrollView)
                return [compiled[0], headerClip, compiled[1], table.cornerInScrollView ? table.cornerView : nil, compiled[2]]
                    .compactMap { $0 }
            } }))
        if table?.widerThanClip == true { flags |= Flags.documentWiderThanClip }
        if table?.tallerThanClip == true { flags |= Flags.documentTallerThanClip }
        flags |= elasticityFlags(&context, element)
        context.append("NSsFlags", .integer(flags), to: scrollView)
        context.append("NSVScroller", vertical.flatMap { $0[attribute: "id"] }.map { .object(context.object(forID: $0)) } ?? .null,
                       to: scrollView)
        context.append("NSHScroller", horizontal.flatMap { $0[attribute: "id"] }.map { .object(context.object(forID: $0)) } ?? .null,
                       to: scrollView)
        context.append("NSContentView", clipReference.map { .object($0) } ?? .null, to: scrollView)
        if let headerClip { context.append("NSHeaderClipView", .object(headerClip), to: scrollView) }
        if let table, table.cornerInScrollView { context.append("NSCornerView", .object(table.cornerView), to: scrollView) }
        var amounts = ["verticalPageScroll", "horizontalPageScroll", "verticalLineScroll", "horizontalLineScroll"]
            .map { context.number(element, $0) ?? 10 }
        // A table scrolls a line at a time: its row height and intercell spacing.
        if let lineScroll = table?.lineScroll { amounts[2] = lineScroll; amounts[3] = lineScroll }
        if amounts != [10, 10, 10, 10] {
            let bytes = amounts.flatMap { value -> [UInt8] in
                let bits = Float(value).bitPattern
                return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: bits >> $0) }
            }
            context.append("NSScrollAmts", .data(bytes), to: scrollView)
        }
        context.append("NSMinMagnification", .double(0.25), to: scrollView)
        context.append("NSMaxMagnification", .double(4), to: scrollView)
        context.append("NSMagnification", .double(1), to: scrollView)
    }

    /// The pan recognizer every scroll view encodes, aimed at the scroll view.
    static func panRecognizer(_ context: inout AppKitContext, _ scrollView: Reference) -> Reference {
        let recognizer = context.builder.addObject("NSPanGestureRecognizer")
        context.append("NSGestureRecognizer.allowedTouchTypes", .integer(1), to: recognizer)
        context.appendString("NSGestureRecognizer.action", "_panWithGestureRecognizer:", to: recognizer)
        context.append("NSGestureRecognizer.target", .object(scrollView), to: recognizer)
        context.append("NSGestureRecognizer.delegate", .object(scrollView), to: recognizer)
        context.append("NSPanGestureRecognizer.buttonMask", .integer(0), to: recognizer)
        context.append("NSPanGestureRecognizer.numberOfTouchesRequired", .integer(1), to: recognizer)
        return recognizer
    }
}

/// `<clipView>` → `NSClipView`: a scroll view's content view (framed by the
/// scroll view's tiling) or a window's (the content rect's size). Its
/// document view is its first subview, also its next key view; it draws its
/// background (`NScvFlags` 4) unless told not to, and has a cursor when the
/// document view is a text view.
enum ClipViewElement {
    /// `ambiguous` is Interface Builder's layout-issue mark: Flycut's
    /// designable MainMenu.nib has it on a box's content view and Apple's
    /// keyedobjects.nib writes nothing for it, so it is left out silently.
    static let known: NameSet = ["id", "key", "drawsBackground", "copiesOnScroll", "customClass", "customModule",
                                     "customModuleProvider", "wantsLayer", "hidden", "autoresizesSubviews", "userLabel",
                                     "ambiguous"]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ clip: Reference) {
        context.beginObject(clip, of: element, className: "NSClipView")
        context.warnUnknownAttributes(of: element, known: known)
        let inScrollView = context.scrollViewClipFrame != nil
        let documentFrame = element.child(named: "rect", key: "frame").map { context.rect($0) } ?? [0, 0, 0, 0]
        let frame = context.scrollViewClipFrame
            ?? [documentFrame[0], documentFrame[1], context.defaultViewSize.0, context.defaultViewSize.1]
        context.scrollViewClipFrame = nil
        let subviews = element.children(of: "subviews")
        let document = subviews.first
        let documentReference = document.flatMap { $0[attribute: "id"] }.map { context.object(forID: $0) }
        let isTextDocument = document?.name == "textView"
        // A window's content view has no superview, so no next responder.
        let saved = context.superview
        if !inScrollView { context.superview = nil }
        let bounds = inScrollView ? context.scrolledTable?.clipBounds : nil
        context.appendViewKeys(element, to: clip, parts: .init(frame: frame, bounds: bounds, nextKeyView: documentReference,
                                                               autoresizingMask: inScrollView ? 0 : nil))
        context.superview = saved
        context.append("NSDocView", documentReference.map { .object($0) } ?? .null, to: clip)

        let colorElement = element.child(named: "color", key: "backgroundColor")
        var background: Reference?
        if let colorElement {
            // Documents before Xcode 9 said white where AppKit kept a text view's scroll view's clip view's system color.
            if inScrollView, isTextDocument, context.document.toolsVersion <= 14268, colorElement[attribute: "colorSpace"] == "calibratedWhite" {
                background = context.catalogColor("controlBackgroundColor")
            } else {
                background = context.color(colorElement)
            }
        } else if document?[attribute: "selectionHighlightStyle"] != "sourceList" {
            // A source-list table's clip view without a color of its own has none (HSChooserWindow).
            background = context.catalogColor("controlBackgroundColor")
        }
        if let background { context.append("NSBGColor", .object(background), to: clip) }
        if isTextDocument {
            let hotSpot = AppKitSDKEra.clipViewCursorHotSpot(sdk: context.options.sdk)
            context.append("NSCursor", .object(context.cursor(type: 0, hotSpot: hotSpot)), to: clip)
        }
        var flags: Int64 = 0
        if element.bool("copiesOnScroll") == false { flags |= 0x2 }
        let draws: Bool
        if let explicit = element.bool("drawsBackground") {
            draws = explicit
        } else if !inScrollView || context.document.toolsVersion >= 14269 {
            draws = true
        } else {
            draws = colorElement?[attribute: "colorSpace"] != "calibratedWhite"
        }
        if draws || !inScrollView { flags |= 0x4 }
        if flags != 0 { context.append("NScvFlags", .integer(flags), to: clip) }
        context.append("NSAutomaticallyAdjustsContentInsets", .bool(true), to: clip)
        for child in element.children {
            switch (child.name, child[attribute: "key"]) {
            case ("rect", "frame"), ("autoresizingMask", "autoresizingMask"), ("subviews", nil), ("color", "backgroundColor"),
                 ("connections", nil):
                continue
            case (let name, nil) where LayoutConstraints.viewChildren.contains(name):
                continue
            default:
                context.warn("<\(child.name)> in a clip view is not supported yet; it is left out", at: child)
            }
        }
    }
}

/// `<scroller>` → `NSScroller`: a control aimed at its scroll view
/// (`_doScroller:`), with its knob position (`doubleValue`) and proportion.
enum ScrollerElement {
    static let known: NameSet = ["id", "key", "horizontal", "hidden", "wantsLayer", "verticalHuggingPriority",
                                     "horizontalHuggingPriority", "doubleValue", "knobProportion", "controlSize",
                                     "enabled", "refusesFirstResponder", "userLabel"]
    static let controlSizes: [String: Int64] = ["regular": 0, "small": 0x100, "mini": 0x200]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ scroller: Reference) {
        context.beginObject(scroller, of: element, className: "NSScroller")
        context.warnUnknownAttributes(of: element, known: known)
        let scrollView = context.superview
        // A table's scroll view tiles its showing vertical scroller, and hides
        // an autohiding horizontal one unless the table is wider than its clip view.
        let horizontal = element.bool("horizontal") == true
        let table = context.scrolledTable
        let hidden = horizontal ? table?.hidesHorizontalScroller : table?.hidesVerticalScroller
        let showsWideTable = hidden == false
        let tiled = horizontal ? (showsWideTable ? table?.horizontalScrollerFrame : nil) : table?.verticalScrollerFrame
        context.appendViewKeys(element, to: scroller, parts: .init(frame: tiled,
                                                                   wantsLayer: element.bool("wantsLayer") == true || context.scrollersWantLayer,
                                                                   hidden: hidden))
        // A scroller is enabled when the table overflows its clip view that way.
        let scrollsTable = horizontal ? table?.widerThanClip == true : table?.tallerThanClip == true
        if element.bool("enabled") == true || scrollsTable { context.append("NSEnabled", .bool(true), to: scroller) }
        context.append("NSAllowsLogicalLayoutDirection", context.logicalLayoutDirection, to: scroller)
        context.appendString("NSControlAction", "_doScroller:", to: scroller)
        context.append("NSControlTarget", scrollView.map { .object($0) } ?? .null, to: scroller)
        context.append("NSControlSize", .integer(0), to: scroller)
        context.append("NSControlContinuous", .bool(false), to: scroller)
        context.append("NSControlRefusesFirstResponder", .bool(element.bool("refusesFirstResponder") ?? false), to: scroller)
        context.append("NSControlUsesSingleLineMode", .bool(false), to: scroller)
        context.append("NSControlTextAlignment", .integer(0), to: scroller)
        context.append("NSControlLineBreakMode", .integer(0), to: scroller)
        context.append("NSControlWritingDirection", .integer(0), to: scroller)
        context.append("NSControlSendActionMask", .integer(4), to: scroller)
        var flags: Int64 = element.bool("horizontal") == true ? 1 : 0
        if let size = element[attribute: "controlSize"] {
            if let bits = controlSizes[size] { flags |= bits } else {
                context.warn("controlSize=\"\(size)\" is not supported yet; regular is used", at: element)
            }
        }
        if flags != 0 { context.append("NSsFlags", .integer(flags), to: scroller) }
        context.append("NSTarget", scrollView.map { .object($0) } ?? .null, to: scroller)
        context.appendString("NSAction", "_doScroller:", to: scroller)
        if let value = context.number(element, "doubleValue") { context.append("NSCurValue", .double(value), to: scroller) }
        // The knob of a shown scroller of a wide table spans the clip view's
        // share of the table; that of a tall table's vertical scroller, the
        // clip view's share of the table and its header.
        let share = table.flatMap { table in
            horizontal ? (showsWideTable && table.widerThanClip ? table.clipFrame[2] / table.tableWidth : nil)
                : (table.tallerThanClip ? table.clipFrame[3] / (table.tableSize.1 + table.headerHeight) : nil)
        }
        if let proportion = context.number(element, "knobProportion") ?? share {
            context.append("NSPercent", .double(proportion), to: scroller)
        }
    }
}
