import NibBytes
import NibGraph
import XIBReader

/// What a scroll view whose document view is a table (or outline) view adds
/// to its tiling: the table's header view in a clip view of its own, and a
/// corner view above the vertical scroller.
///
/// ibtool's tiling makes the content clip view fill the scroll view inside
/// its border and showing scrollers, with its bounds starting the header's
/// height above the origin (the header overlaps the clip view); the table
/// fills the clip view below the header. The header clip view sits at the
/// clip view's origin, as wide as it and as high as the header. The corner
/// view is hidden, 17 by 28, unless the vertical scroller shows; then it
/// stands at the scroll view's right edge, 18 wide and as high as the header
/// (28 without one). It is not hidden either when the table is wider than
/// its clip view, or when the document placed the (hidden) vertical scroller
/// inside the scroll view. The scroll view lists it among its subviews (between the
/// horizontal and vertical scrollers) only when the table has a header and
/// the scroll view a border, and the corner view does not show only for a
/// table wider than its clip view beside no vertical scroller; a borderless
/// one's corner view shows, outside it.
/// A showing vertical scroller is tiled at the right edge inside the border,
/// 17 wide (13 when small), below the header. A scroller that does not
/// autohide but that the document hides lies over the clip view: the clip view
/// is tiled without it, and it shows at its edge (the horizontal one as wide
/// as the clip view, the vertical one below the header, down to the bottom).
struct ScrolledTable {
    /// The `<tableHeaderView key="headerView">` child of the scroll view.
    var header: XIBElement?
    /// The header's height (0 without a header).
    var headerHeight: Double
    /// The content clip view's frame (from the scroll view's tiling).
    var clipFrame: [Double]
    var cornerView: Reference
    var cornerFrame: [Double]
    var cornerShows: Bool
    /// Whether the scroll view lists the corner view (a bordered one with a header).
    var cornerInScrollView: Bool
    /// The vertical scroller's frame when it shows: at the right edge inside the border, below the header.
    var verticalScrollerFrame: [Double]?
    /// How far the scroll view scrolls a line: the table's row height and intercell spacing.
    var lineScroll: Double
    /// Whether the scroll view has a horizontal scroller that it hides when the table fits.
    var autohidesHorizontalScroller = false
    /// Which scrollers lie over the clip view (see ``overlaidScrollers(_:autohides:)``).
    var overlaid = (horizontal: false, vertical: false)
    /// The table's height when it has one row (a view-based table's row height
    /// and intercell spacing), else 0: the table is at least that high.
    var oneRowHeight: Double = 0

    /// The columns' widths and the table's (see ``TableColumnWidths``).
    var columns: TableColumnWidths
    /// The table's width: the clip view's, or its columns' and a reserve when they stay wider.
    var tableWidth: Double { columns.tableWidth }
    /// The table's size: its width, and the clip view's height less the
    /// header, or a view-based table's one row when that is higher.
    var tableSize: (Double, Double) { (tableWidth, max(clipFrame[3] - headerHeight, oneRowHeight)) }
    /// Whether the table is wider than its clip view (the horizontal scroller is then enabled).
    var widerThanClip: Bool { tableWidth > clipFrame[2] }
    /// Whether the table is taller than its clip view below the header (the vertical scroller is then enabled).
    var tallerThanClip: Bool { tableSize.1 > clipFrame[3] - headerHeight }
    /// Where an autohiding horizontal scroller shows (when the table is wider
    /// than its clip view): at the bottom inside the border, as wide as the clip
    /// view and 17 points high (15 when small), over the clip view, which was
    /// tiled without it.
    var horizontalScrollerFrame: [Double] = []
    /// Whether an autohiding horizontal scroller is hidden (the table fits its
    /// clip view) or shown, whatever the document says; an overlaid one shows;
    /// nil otherwise (the document says).
    var hidesHorizontalScroller: Bool? {
        autohidesHorizontalScroller ? !widerThanClip : overlaid.horizontal ? false : nil
    }
    /// An overlaid vertical scroller shows; nil otherwise (the document says).
    var hidesVerticalScroller: Bool? { overlaid.vertical ? false : nil }

    /// The clip view's bounds: its size, starting the header's height above the origin.
    var clipBounds: [Double]? {
        header == nil ? nil : [0, -headerHeight, clipFrame[2], clipFrame[3]]
    }

    static let tableElementNames: Set<String> = ["tableView", "outlineView"]

    /// The table document view of `scrollView`, if it has one.
    static func table(in scrollView: XIBElement) -> XIBElement? {
        scrollView.child(named: "clipView", key: "contentView")?.children(of: "subviews").first
            .flatMap { tableElementNames.contains($0.name) ? $0 : nil }
    }

    /// Which scrollers of a table's scroll view lie over the clip view: those
    /// that show (the scroll view has them and does not autohide) but that
    /// the document hides, as Apple's pairs show.
    static func overlaidScrollers(_ scrollView: XIBElement, autohides: Bool) -> (horizontal: Bool, vertical: Bool) {
        guard table(in: scrollView) != nil, !autohides else { return (false, false) }
        func overlaid(_ key: String, has: String) -> Bool {
            scrollView.bool(has) != false && scrollView.child(named: "scroller", key: key)?.bool("hidden") == true
        }
        return (overlaid("horizontalScroller", has: "hasHorizontalScroller"), overlaid("verticalScroller", has: "hasVerticalScroller"))
    }

    /// The width a table's scroll view tiles its showing vertical scroller at
    /// when that is not the regular 17 points: 13 for a small one (other
    /// document views keep 17 for the clip view, whatever the scroller's size).
    static func verticalScrollerWidth(_ scrollView: XIBElement) -> Double? {
        guard table(in: scrollView) != nil,
              scrollView.child(named: "scroller", key: "verticalScroller")?[attribute: "controlSize"] == "small" else { return nil }
        return 13
    }

    /// The table parts of `scrollView` whose clip view's document view is a
    /// table, or nil; `showsVertical` says whether the vertical scroller shows
    /// and takes room from the clip view, `overlaid` which scrollers show over it.
    static func make(_ context: inout AppKitContext, scrollView: XIBElement, clipFrame: [Double],
                     showsVertical: Bool, bordered: Bool, overlaid: (horizontal: Bool, vertical: Bool)) -> ScrolledTable? {
        guard let document = table(in: scrollView) else { return nil }
        let header = scrollView.child(named: "tableHeaderView", key: "headerView")
        let headerHeight = header.flatMap { $0.child(named: "rect", key: "frame") }.flatMap { context.number($0, "height") }
            ?? (header == nil ? 0 : 23)
        let scrollFrame = scrollView.child(named: "rect", key: "frame").map { context.rect($0) } ?? [0, 0, 0, 0]
        let cornerFrame = showsVertical
            ? [scrollFrame[2] - 18, clipFrame[1], 18, header == nil ? 28 : headerHeight]
            : [0, 0, 17, 28]
        let scrollerWidth = verticalScrollerWidth(scrollView) ?? ScrollViewElement.scrollerWidth
        let scrollerFrame = [scrollFrame[2] - clipFrame[0] - scrollerWidth, clipFrame[1] + headerHeight, scrollerWidth,
                             clipFrame[3] - headerHeight]
        let verticalFrame = scrollView.child(named: "scroller", key: "verticalScroller")?
            .child(named: "rect", key: "frame").map { context.rect($0) }
        let verticalInside = verticalFrame.map { frame in
            frame[0] >= 0 && frame[1] >= 0 && frame[0] + frame[2] <= scrollFrame[2] && frame[1] + frame[3] <= scrollFrame[3]
        } ?? false
        let columns = TableColumnWidths.make(&context, table: document, clipWidth: clipFrame[2], showsVertical: showsVertical,
                                             verticalInside: verticalInside)
        let rowHeight = TableViewElement.rowHeight(&context, document)
        let spacing = TableViewElement.intercellSpacing(&context, document).height
        let wider = columns.tableWidth > clipFrame[2]
        let horizontalSmall = scrollView.child(named: "scroller", key: "horizontalScroller")?[attribute: "controlSize"] == "small"
        let horizontalHeight: Double = horizontalSmall ? 15 : 17
        return ScrolledTable(header: header, headerHeight: headerHeight, clipFrame: clipFrame,
                             cornerView: context.builder.addObject("_NSCornerView"), cornerFrame: cornerFrame,
                             // A borderless scroll view without a horizontal scroller hides it
                             // (transmission_MainMenu; HSChooserWindow's, with one, shows it).
                             cornerShows: showsVertical || (!bordered && scrollView.bool("hasHorizontalScroller") != false)
                                 || wider || verticalInside,
                             cornerInScrollView: header != nil && bordered && !(wider && !showsVertical),
                             verticalScrollerFrame: showsVertical || overlaid.vertical ? scrollerFrame : nil,
                             lineScroll: rowHeight + spacing,
                             autohidesHorizontalScroller: scrollView.bool("autohidesScrollers") == true
                                 && scrollView.bool("hasHorizontalScroller") != false,
                             overlaid: overlaid, oneRowHeight: document.bool("viewBased") == true ? rowHeight + spacing : 0,
                             columns: columns,
                             horizontalScrollerFrame: [clipFrame[0], scrollFrame[3] - clipFrame[1] - horizontalHeight, clipFrame[2],
                                                       horizontalHeight])
    }

    /// The corner view's keys: a plain view, in the scroll view when the table has a header.
    func appendCornerKeys(_ context: inout AppKitContext, scrollView: Reference) {
        let inScrollView = cornerInScrollView ? scrollView : nil
        context.append("NSNextResponder", inScrollView.map { .object($0) } ?? .null, to: cornerView)
        context.append("NSNibTouchBar", .null, to: cornerView)
        let flags = AppKitContext.ViewFlags.autoresizesSubviews | (cornerShows ? 0 : AppKitContext.ViewFlags.hidden)
        context.append("NSvFlags", AppKitContext.signed(flags), to: cornerView)
        context.appendFrame(cornerFrame, to: cornerView)
        if let inScrollView { context.append("NSSuperview", .object(inScrollView), to: cornerView) }
        context.appendPlainViewTail(to: cornerView)
    }

    /// Compiles the header view inside a clip view of its own, returning that clip view.
    func compileHeaderClip(_ context: inout AppKitContext, scrollView: Reference) -> Reference? {
        guard let header, let id = header[attribute: "id"] else { return nil }
        let clip = context.builder.addObject("NSClipView")
        let headerView = context.object(forID: id)
        context.append("NSNextResponder", .object(scrollView), to: clip)
        context.append("NSNibTouchBar", .null, to: clip)
        context.append("NSvFlags", .integer(AppKitContext.ViewFlags.autoresizesSubviews), to: clip)
        context.withSuperview(clip) { context in _ = context.compile(header) }
        context.append("NSSubviews", .object(context.builder.array([headerView], className: FoundationClasses.mutableArray)), to: clip)
        context.appendFrame([clipFrame[0], clipFrame[1], clipFrame[2], headerHeight], to: clip)
        context.append("NSSuperview", .object(scrollView), to: clip)
        context.append("NSNextKeyView", .object(headerView), to: clip)
        context.appendPlainViewTail(to: clip)
        context.append("NSDocView", .object(headerView), to: clip)
        context.append("NSAutomaticallyAdjustsContentInsets", .bool(true), to: clip)
        return clip
    }
}

extension AppKitContext {
    /// `NSFrameSize` for a frame at the origin, else `NSFrame`.
    mutating func appendFrame(_ frame: [Double], to view: Reference) {
        if frame[0] == 0, frame[1] == 0 {
            appendString("NSFrameSize", GeometryText.size(frame[2], frame[3]), to: view)
        } else {
            appendString("NSFrame", GeometryText.rect(frame), to: view)
        }
    }

    /// The view keys after the superview that a view AppKit made itself (no document element) writes.
    mutating func appendPlainViewTail(to view: Reference) {
        append("NSViewWantsBestResolutionOpenGLSurface", .bool(true), to: view)
        append("IBNSSafeAreaLayoutGuide", .null, to: view)
        append("IBNSLayoutMarginsGuide", .null, to: view)
        append("IBNSClipsToBounds", .integer(0), to: view)
    }
}

/// `<tableView>` → `NSTableView`, `<outlineView>` → `NSOutlineView`.
///
/// A table writes its view keys (it has no subviews; it fills its clip view
/// below the header), control keys without a cell (text alignment and
/// writing direction 0, send-action mask 0), then `NSHeaderView`,
/// `NSCornerView`, `NSTableColumns`, the intercell spacing, its background
/// and grid colors (when given), `NSRowHeight`, `NSTvFlags` (below), nil
/// delegate and data source, `NSColumnAutoresizingStyle` and its dragging,
/// type-select and group-row values.
enum TableViewElement {
    /// `NSTvFlags` bits.
    enum Flags {
        static let columnReordering: Int64 = 1 << 31
        static let columnResizing: Int64 = 1 << 30
        static let drawsGrid: Int64 = 1 << 29
        static let emptySelection: Int64 = 1 << 28
        static let multipleSelection: Int64 = 1 << 27
        static let columnSelection: Int64 = 1 << 26
        /// Set in every table Apple's pairs show.
        static let always: Int64 = 1 << 25
        static let autosaveColumns: Int64 = 1 << 24
        static let alternatingRows: Int64 = 1 << 23
        /// Bits 21 and 22 follow how the columns (with their spacing) fill the
        /// table, as Apple's pairs show: 1 when they leave 32 points or more
        /// free (imagecell_datacell_font), 2 when they leave 30 or less
        /// (transmission_MainMenu, HSChooserWindow: 29), 3 when the table is
        /// wider than its clip view (made as wide as its columns and 29
        /// points); no pair leaves 31.
        static let roomyColumns: Int64 = 1 << 21
        static let tightColumns: Int64 = 1 << 22
        /// Set with the uniform column autoresizing style.
        static let uniformAutoresizing: Int64 = 1 << 15
    }

    /// `NSGridStyleMask` bits: solid vertical and horizontal lines, dashed horizontal ones.
    static let gridLineBits: [(String, Int64)] = [("vertical", 1), ("horizontal", 2), ("dashed", 8)]

    static let autoresizingStyles: [String: Int64] = [
        "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4, "firstColumnOnly": 5,
    ]

    static let known: NameSet = [
        "id", "verticalHuggingPriority", "horizontalHuggingPriority", "allowsExpansionToolTips", "columnAutoresizingStyle",
        "alternatingRowBackgroundColors", "columnReordering", "columnResizing", "multipleSelection", "emptySelection",
        "autosaveColumns", "typeSelect", "rowHeight", "headerView", "focusRingType", "columnSelection", "autosaveName",
        "indentationPerLevel", "outlineTableColumn", "autoresizesOutlineColumn", "autosaveExpandedItems",
        "indentationMarkerFollowsCell", "customClass", "customModule", "customModuleProvider", "translatesAutoresizingMaskIntoConstraints", "userLabel",
        "wantsLayer", "hidden", "fixedFrame", "viewBased", "rowSizeStyle", "selectionHighlightStyle",
        "usesAutomaticRowHeights", "tableStyle",
    ]

    /// `NSTableView.Style` values of `tableStyle` (Apple's documentation:
    /// automatic 0, fullWidth 1, inset 2, sourceList 3, plain 4); a table
    /// without the attribute is automatic.
    static let tableStyles: [String: Int64] = ["automatic": 0, "fullWidth": 1, "inset": 2, "sourceList": 3, "plain": 4]

    /// The table's `NSTableViewStyle`, nil when it writes none.
    ///
    /// Sparkle 2.2.2's SUUpdatePermissionPrompt (toolsVersion 18122, compiled
    /// by Xcode 13) shows an automatic table: its `keyedobjects-101300.nib` and
    /// `keyedobjects.nib` (the variants for macOS before 11, where tables were
    /// plain) write 4, its `keyedobjects-110000.nib` nothing, as do the
    /// newest ibtool's nibs of viraptor's pairs. No Apple nib shows another
    /// style; it is written as its value, which one warning says.
    static func tableStyle(_ context: inout AppKitContext, _ table: XIBElement) -> Int64? {
        var style: Int64 = 0
        if let name = table[attribute: "tableStyle"] {
            guard let value = tableStyles[name] else {
                context.warn("tableStyle=\"\(name)\" is not supported yet; it is left out", at: table)
                return nil
            }
            style = value
        }
        guard context.sdkWrites("NSTableViewStyle") else { return nil }
        if style == 0 {
            let beforeEleven = context.options.deploymentTarget.map { $0 < AppKitSDKVersion(11) } ?? false
            return beforeEleven ? 4 : nil
        }
        context.warnOnce("a table's tableStyle is written as NSTableViewStyle after NSAllowsTypeSelect; "
            + "no Apple nib with a style other than automatic was found to check it", at: table)
        return style
    }

    /// `NSTableView.SelectionHighlightStyle` values of `selectionHighlightStyle`
    /// that Apple's bytes show: HSChooserWindow's source-list table writes
    /// `NSTableViewSelectionHighlightStyle` 1 and, with it,
    /// `NSTableViewDraggingDestinationStyle` 1 (source list); tables
    /// without the attribute write neither the style nor a destination style but 0.
    static let selectionHighlightStyles: [String: Int64] = ["sourceList": 1]

    /// The table's intercell spacing across (3 when absent) and down (2 when absent).
    static func intercellSpacing(_ context: inout AppKitContext, _ table: XIBElement) -> (width: Double, height: Double) {
        let size = table.child(named: "size", key: "intercellSpacing")
        return (size.flatMap { context.number($0, "width") } ?? 3, size.flatMap { context.number($0, "height") } ?? 2)
    }

    /// The table's row height: its `rowHeight` (17 when absent), or a
    /// view-based table's tallest prototype cell view when that is taller (as
    /// Apple's pairs show: prototypes 52 points high make rows of 52 where the
    /// document says 24).
    static func rowHeight(_ context: inout AppKitContext, _ table: XIBElement) -> Double {
        let declared = context.number(table, "rowHeight") ?? 17
        guard table.bool("viewBased") == true else { return declared }
        let prototypes = table.children(of: "tableColumns").flatMap { TableCellViewElement.prototypes(of: $0) }
        let heights = prototypes.compactMap { $0.child(named: "rect", key: "frame").flatMap { context.number($0, "height") } }
        return max(declared, heights.max() ?? 0)
    }

    static func compileTable(_ context: inout AppKitContext, _ element: XIBElement, _ table: Reference) {
        compile(&context, element, table, className: "NSTableView")
    }

    static func compileOutline(_ context: inout AppKitContext, _ element: XIBElement, _ outline: Reference) {
        compile(&context, element, outline, className: "NSOutlineView")
    }

    private static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ table: Reference, className: String) {
        context.beginObject(table, of: element, className: className)
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: [
            "rect", "autoresizingMask", "size:intercellSpacing", "color:backgroundColor", "color:gridColor", "tableColumns",
            "connections", "tableViewGridLines:gridStyleMask",
        ])
        let scrolled = context.scrolledTable
        let size = scrolled?.tableSize
        let documentFrame = element.child(named: "rect", key: "frame").map { context.rect($0) } ?? [0, 0, 0, 0]
        let frame = size.map { [0, 0, $0.0, $0.1] } ?? documentFrame
        // In a scroll view, the table's width and height are sizable whatever the document says.
        // A view-based table writes its (empty) subviews; a table's hugging is written unless it is
        // Interface Builder's default for tables (250 across, 750 down).
        context.appendViewKeys(element, to: table, parts: .init(frame: frame, autoresizingMask: scrolled.map { _ in 0x12 }),
                               hugging: .init(omitted: (250, 750)), alwaysSubviews: element.bool("viewBased") == true)

        context.append("NSEnabled", .bool(true), to: table)
        context.append("NSAllowsLogicalLayoutDirection", context.logicalLayoutDirection, to: table)
        if element.bool("allowsExpansionToolTips") == true {
            context.append("NSControlAllowsExpansionToolTips", .bool(true), to: table)
        }
        context.append("NSControlSize", .integer(0), to: table)
        context.append("NSControlContinuous", .bool(false), to: table)
        context.append("NSControlRefusesFirstResponder", .bool(false), to: table)
        context.append("NSControlUsesSingleLineMode", .bool(false), to: table)
        context.append("NSControlTextAlignment", .integer(0), to: table)
        context.append("NSControlLineBreakMode", .integer(0), to: table)
        context.append("NSControlWritingDirection", .integer(0), to: table)
        context.append("NSControlSendActionMask", .integer(0), to: table)

        if let headerID = element[attribute: "headerView"] {
            context.append("NSHeaderView", .object(context.object(forID: headerID)), to: table)
        }
        let corner = scrolled?.cornerView ?? context.builder.addObject("_NSCornerView")
        if scrolled == nil {
            ScrolledTable(header: nil, headerHeight: 0, clipFrame: [0, 0, 0, 0], cornerView: corner, cornerFrame: [0, 0, 17, 28],
                          cornerShows: false, cornerInScrollView: false, lineScroll: 0,
                          columns: TableColumnWidths(widths: [], tableWidth: 0, indexByID: [:])).appendCornerKeys(&context, scrollView: table)
        }
        context.append("NSCornerView", .object(corner), to: table)

        let columnElements = element.children(of: "tableColumns")
        let savedTable = context.prototypeTable
        context.prototypeTable = element
        let columns = columnElements.compactMap { context.compile($0) }
        context.prototypeTable = savedTable
        context.append("NSTableColumns", .object(context.builder.array(columns, className: FoundationClasses.mutableArray)), to: table)

        let spacing = intercellSpacing(&context, element)
        let spacingWidth = spacing.width
        context.append("NSIntercellSpacingWidth", .double(spacingWidth), to: table)
        context.append("NSIntercellSpacingHeight", .double(spacing.height), to: table)
        if let background = context.colorChild(element, key: "backgroundColor") {
            context.append("NSBackgroundColor", .object(background), to: table)
        }
        if let grid = context.colorChild(element, key: "gridColor") {
            context.append("NSGridColor", .object(grid), to: table)
        }
        context.append("NSRowHeight", .double(rowHeight(&context, element)), to: table)

        let style = ImageViewElement.value(&context, element, "columnAutoresizingStyle", in: autoresizingStyles, absent: 1)
        let widths = scrolled?.columns.widths ?? columnElements.map { context.number($0, "width") ?? 0 }
        let columnsWidth = widths.reduce(0) { total, width in total + width + spacingWidth }
        let free = frame[2] - columnsWidth
        var flags = Flags.always
        for (name, bit) in [("columnReordering", Flags.columnReordering), ("columnResizing", Flags.columnResizing),
                            ("emptySelection", Flags.emptySelection), ("multipleSelection", Flags.multipleSelection),
                            ("autosaveColumns", Flags.autosaveColumns)] where element.bool(name) ?? true {
            flags |= bit
        }
        if element.bool("columnSelection") == true { flags |= Flags.columnSelection }
        if element.bool("alternatingRowBackgroundColors") == true { flags |= Flags.alternatingRows }
        if element.child(named: "tableViewGridLines") != nil { flags |= Flags.drawsGrid }
        if scrolled?.widerThanClip == true {
            flags |= Flags.roomyColumns | Flags.tightColumns
        } else {
            flags |= free > 30 ? Flags.roomyColumns : Flags.tightColumns
        }
        if style == 1 { flags |= Flags.uniformAutoresizing }
        context.append("NSTvFlags", AppKitContext.flagWord(flags), to: table)
        context.append("NSDelegate", .null, to: table)
        context.append("NSDataSource", .null, to: table)
        if let name = element[attribute: "autosaveName"] { context.appendString("NSAutosaveName", name, to: table) }
        if let grid = element.child(named: "tableViewGridLines") {
            context.warnUnknownAttributes(of: grid, known: ["key", "vertical", "horizontal", "dashed"])
            let mask = gridLineBits.reduce(Int64(0)) { mask, bit in grid.bool(bit.0) == true ? mask | bit.1 : mask }
            if mask != 0 { context.append("NSGridStyleMask", .integer(mask), to: table) }
        }
        context.append("NSColumnAutoresizingStyle", .integer(style), to: table)
        context.append("NSDraggingSourceMaskForLocal", .integerOfWidth(-1, .int64), to: table)
        context.append("NSDraggingSourceMaskForNonLocal", .integer(0), to: table)
        context.append("NSAllowsTypeSelect", .bool(element.bool("typeSelect") ?? true), to: table)
        if let tableStyle = tableStyle(&context, element) {
            context.append("NSTableViewStyle", .integer(tableStyle), to: table)
        }
        var highlightStyle: Int64?
        if let name = element[attribute: "selectionHighlightStyle"] {
            highlightStyle = selectionHighlightStyles[name]
            if highlightStyle == nil {
                context.warn("selectionHighlightStyle=\"\(name)\" is not supported yet; it is left out", at: element)
            }
        }
        if let highlightStyle { context.append("NSTableViewSelectionHighlightStyle", .integer(highlightStyle), to: table) }
        context.append("NSTableViewDraggingDestinationStyle", .integer(highlightStyle == 1 ? 1 : 0), to: table)
        if let reusableViews = TableCellViewElement.archivedReusableViews(&context, table: element) {
            context.append("NSTableViewArchivedReusableViewsKey", .object(reusableViews), to: table)
        }
        context.append("NSTableViewGroupRowStyle", .integer(1), to: table)
        // Automatic row heights follow the group row style in HSChooserWindow's table;
        // where an outline view puts the key no Apple nib shows.
        if element.bool("usesAutomaticRowHeights") == true {
            if className == "NSOutlineView" {
                context.warn("usesAutomaticRowHeights of an outline view is not supported yet; it is left out", at: element)
            } else {
                context.append("NSTableViewUseARH", .bool(true), to: table)
            }
        }
        if className == "NSOutlineView" {
            // AppKit writes the outline column's autoresizing only when it is off.
            if element.bool("autoresizesOutlineColumn") != true {
                context.append("NSOutlineViewAutoresizesOutlineColumnKey", .bool(false), to: table)
            }
            context.append("NSOutlineViewIndentationPerLevelKey", .float(Float(context.number(element, "indentationPerLevel") ?? 0)),
                           to: table)
            if element.bool("autosaveExpandedItems") == true {
                context.append("NSOutlineViewAutosaveExpandedItemsKey", .bool(true), to: table)
            }
            // The marker follows the cell unless the document says not (Transmission's MainMenu).
            if element.bool("indentationMarkerFollowsCell") == false {
                context.append("NSOutlineViewIndentationMarkerFollowsCellKey", .bool(false), to: table)
            }
            context.append("NSOutineViewStronglyReferencesItems", .bool(true), to: table)
        }
    }
}

/// `<tableHeaderView>` → `NSTableHeaderView`: the table's header, in a clip
/// view the scroll view makes for it, as wide as the table; it names its table.
enum TableHeaderViewElement {
    static let known: NameSet = ["id", "key", "wantsLayer", "userLabel"]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ header: Reference) {
        context.beginObject(header, of: element, className: "NSTableHeaderView")
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask"])
        let size = context.scrolledTable.map { ($0.tableSize.0, $0.headerHeight) }
        context.appendViewKeys(element, to: header, parts: .init(frame: size.map { [0, 0, $0.0, $0.1] }))
        let table = element[attribute: "id"].flatMap { context.lookups.headerViewOwnerByID[$0] }
        if let tableID = table?[attribute: "id"] {
            context.append("NSTableView", .object(context.object(forID: tableID)), to: header)
        }
    }
}
