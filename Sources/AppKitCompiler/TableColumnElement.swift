import NibBytes
import NibGraph
import XIBReader

/// `<tableColumn>` → `NSTableColumn`: `NSIdentifier` (a column without one
/// gets `AutomaticTableColumnIdentifier.<index>` from the 26 SDK), its widths, `NSHeaderCell`,
/// `NSDataCell` (whose control view is the table), `NSResizingMask` with
/// `NSIsResizeable` (when the document gives a resizing mask: resize with the
/// table 1, user resizable 2), `NSIsEditable` (unless not editable), its
/// table, `NSHeaderToolTip` (the `headerToolTip` text) and its sort descriptor.
///
/// No Apple nib of the corpus has a header tool tip: the key is AppKit's
/// (localization tools read `NSHeaderToolTip` from Apple's nibs), its place
/// between `NSTableView` and `NSSortDescriptorPrototype` follows a
/// reimplementation's encoder, and a warning says so once per document.
enum TableColumnElement {
    static let known: NameSet = [
        "id", "identifier", "width", "minWidth", "maxWidth", "editable", "userLabel", "headerToolTip",
    ]

    /// The warning, said once per document, that no Apple nib checks the header tool tip's place.
    static let unverifiedHeaderToolTip = "a table column's headerToolTip is written as NSHeaderToolTip after NSTableView; "
        + "no Apple nib of the corpus checks the encoding"

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ column: Reference) {
        context.beginObject(column, of: element, className: "NSTableColumn")
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: ["tableHeaderCell:headerCell", "tableColumnResizingMask:resizingMask",
                                                         "textFieldCell:dataCell", "imageCell:dataCell", "connections",
                                                         "sortDescriptor:sortDescriptorPrototype", "prototypeCellViews"])
        let table = context.controlOfCurrentCell
        if let identifier = element[attribute: "identifier"] {
            context.appendString("NSIdentifier", identifier, to: column)
        } else if AppKitSDKEra.namesColumnsAutomatically(sdk: context.options.sdk) {
            context.appendString("NSIdentifier", automaticIdentifier(of: element, in: context), to: column)
        }
        // A scrolled table's columns may have been resized to its clip view.
        let width = context.scrolledTable?.columns.width(ofColumnID: element[attribute: "id"]) ?? context.number(element, "width") ?? 0
        context.append("NSWidth", .double(width), to: column)
        context.append("NSMinWidth", .double(context.number(element, "minWidth") ?? 0), to: column)
        context.append("NSMaxWidth", .double(context.number(element, "maxWidth") ?? 1000), to: column)
        if let header = element.child(named: "tableHeaderCell", key: "headerCell"), let cell = context.compile(header) {
            context.append("NSHeaderCell", .object(cell), to: column)
        }
        if let data = element.children.first(where: { $0[attribute: "key"] == "dataCell" }), let cell = context.compile(data) {
            context.append("NSDataCell", .object(cell), to: column)
        }
        TableCellViewElement.compilePrototypes(&context, column: element)
        if let mask = element.child(named: "tableColumnResizingMask", key: "resizingMask") {
            var bits: Int64 = 0
            if mask.bool("resizeWithTable") == true { bits |= 1 }
            if mask.bool("userResizable") == true { bits |= 2 }
            context.append("NSResizingMask", .integer(bits), to: column)
            if bits != 0 { context.append("NSIsResizeable", .bool(true), to: column) }
        }
        if element.bool("editable") ?? true { context.append("NSIsEditable", .bool(true), to: column) }
        context.append("NSTableView", table.map { .object($0) } ?? .null, to: column)
        if let toolTip = element[attribute: "headerToolTip"] {
            context.warnOnce(unverifiedHeaderToolTip, at: element)
            context.appendLocalizableString("NSHeaderToolTip", toolTip, property: "headerToolTip", of: element, to: column)
        }
        if let sort = element.child(named: "sortDescriptor", key: "sortDescriptorPrototype") {
            context.append("NSSortDescriptorPrototype", .object(sortDescriptor(&context, sort)), to: column)
        }
    }

    /// An `NSSortDescriptor`: key, ascending, selector (when given) and `NSReverseNullOrder` (false).
    static func sortDescriptor(_ context: inout AppKitContext, _ element: XIBElement) -> Reference {
        context.warnUnknownAttributes(of: element, known: ["key", "sortKey", "ascending", "selector"])
        let descriptor = context.builder.addObject("NSSortDescriptor")
        context.appendString("NSKey", element[attribute: "sortKey"] ?? "", to: descriptor)
        context.append("NSAscending", .bool(element.bool("ascending") ?? true), to: descriptor)
        if let selector = element[attribute: "selector"] { context.appendString("NSSelector", selector, to: descriptor) }
        context.append("NSReverseNullOrder", .bool(false), to: descriptor)
        return descriptor
    }

    /// The identifier AppKit gives a column without one: its index among the table's columns.
    static func automaticIdentifier(of column: XIBElement, in context: AppKitContext) -> String {
        let read = column[attribute: "id"].flatMap { context.document.elementsByID[$0] }
        return "AutomaticTableColumnIdentifier.\(read?.parent?.name == "tableColumns" ? read?.indexInParent ?? 0 : 0)"
    }
}

/// `<tableHeaderCell>` → `NSTableHeaderCell`: a text cell's flags, its
/// title, the header font (AppKit's, whatever the document says), and its
/// background and text colors; no control view.
enum TableHeaderCellElement {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.beginObject(cell, of: element, className: "NSTableHeaderCell")
        context.warnUnknownAttributes(of: element, known: ["key", "lineBreakMode", "borderStyle", "alignment", "title", "id"])
        context.warnUnknownChildren(of: element, known: ["font", "color:textColor", "color:backgroundColor"])
        context.appendCellFlags(element, textCell: true, to: cell)
        context.appendString("NSContents", element[attribute: "title"] ?? "", to: cell)
        context.append("NSSupport", .object(context.headerFont()), to: cell)
        if let background = element.child(named: "color", key: "backgroundColor").flatMap({ context.unsharedColor($0) }) {
            context.append("NSBackgroundColor", .object(background), to: cell)
        }
        if let text = context.colorChild(element, key: "textColor") {
            context.append("NSTextColor", .object(text), to: cell)
        }
    }
}

extension AppKitContext {
    /// The color of `element`, its own object unless it is a catalog color:
    /// AppKit decodes a header cell's calibrated or device color anew for each cell.
    mutating func unsharedColor(_ element: XIBElement) -> Reference? {
        guard ["calibratedWhite", "calibratedRGB", "deviceWhite", "deviceRGB"].contains(element[attribute: "colorSpace"] ?? "") else {
            return color(element)
        }
        let saved = pooled
        pooled = StringTable()
        defer { pooled = saved }
        return color(element)
    }

    /// The font of table headers: the 11-point system font carrying its text
    /// style (subheadline, size category 3), shared. The 12 SDK lists the
    /// descriptor's attributes the other way round, with other options, and no
    /// `NSHasWidth` (Sparkle 2.2's SUUpdatePermissionPrompt); the 26 SDK's form
    /// is viraptor's pairs'.
    mutating func headerFont() -> Reference {
        sharedObject("font:tableHeader", className: "NSFont") { context, font in
            context.appendString("NSName", Self.systemFontName, to: font)
            context.append("NSSize", .double(11), to: font)
            context.append("NSfFlags", .integer(16), to: font)
            let descriptor = context.builder.addObject("NSFontDescriptor")
            var attributes: [(String, Reference)] = [
                ("NSCTFontSizeCategoryAttribute", context.builder.number(Int64(3))),
                ("NSCTFontUIUsageAttribute", context.builder.string("UICTFontTextStyleSubhead")),
                ("NSFontSizeAttribute", context.builder.number(11.0)),
            ]
            let newest = context.options.sdk >= AppKitSDKVersion(26)
            if !newest { attributes.reverse() }
            let dictionary = context.builder.dictionary(attributes.map { (key: context.builder.string($0.0), value: $0.1) })
            context.append("NSFontDescriptorAttributes", .object(dictionary), to: descriptor)
            context.append("NSFontDescriptorOptions", .integer(newest ? 2_147_517_444 : 2_147_516_422), to: descriptor)
            context.append("NSTextStyleDescriptor", .object(descriptor), to: font)
            context.append("NSHasWidth", .bool(false), to: font)
        }
    }
}
