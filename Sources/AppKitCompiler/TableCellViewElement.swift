import NibBytes
import NibGraph
import XIBReader

/// `<tableCellView>` → `NSTableCellView`: a prototype cell view of a
/// view-based table's column (`<prototypeCellViews>`).
///
/// ibtool archives each prototype twice, as Apple's pairs show:
/// - in the nib itself, listed under its column with its subviews and
///   connections, but in no view hierarchy (no next responder, no superview);
/// - as a nib of its own, an `NSNib` in the table's
///   `NSTableViewArchivedReusableViewsKey` dictionary under its reuse
///   identifier (the cell view's `identifier`, else its column's): a whole
///   NIBArchive (`NSNibFileData`) whose owner is a plain `NSCustomObject` of
///   class `NSObject`, listing the cell view's objects under it and then the
///   application placeholder (`NSApplication`), with the connections made
///   inside the cell view. There the cell view also writes its reuse
///   identifier (`NSReuseIdentifierKey`).
///
/// Both copies have the frame the table's layout gives the cell view (see
/// ``frame(of:in:)``), its subviews autoresized to it.
enum TableCellViewElement {
    static let known: NameSet = [
        "id", "identifier", "customClass", "customModule", "customModuleProvider", "userLabel",
        "translatesAutoresizingMaskIntoConstraints", "wantsLayer", "hidden", "focusRingType",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.beginObject(view, of: element, className: "NSTableCellView")
        context.warnUnknownAttributes(of: element, known: known)
        context.appendViewKeys(element, to: view, parts: .init(frame: frame(of: element, in: &context)))
    }

    /// The frame the table lays the cell view out at, as Apple's pairs show:
    /// the inset row style pads the table by 10 points on each side, and each
    /// column's cells start half the intercell spacing (rounded down) into
    /// the column, after the previous columns and their spacing; a column is
    /// as wide as its first prototype cell view, else its `width`. The height
    /// and y are the document's. An outline's outline column's cells are
    /// narrowed by how far its columns overflow the table's inset width (see
    /// ``outlineNarrowing(_:table:)``), which moves the later columns' cells too.
    static func frame(of element: XIBElement, in context: inout AppKitContext) -> [Double]? {
        guard let table = context.prototypeTable, let rect = element.child(named: "rect", key: "frame") else { return nil }
        let document = context.rect(rect)
        let spacing = TableViewElement.intercellSpacing(&context, table).width
        let narrowing = outlineNarrowing(&context, table: table)
        var x = 10 + (spacing / 2).rounded(.down)
        for column in table.children(of: "tableColumns") {
            let narrowed = column[attribute: "id"] == table[attribute: "outlineTableColumn"] ? narrowing : 0
            if prototypes(of: column).contains(where: { $0[attribute: "id"] == element[attribute: "id"] }) {
                return [x, document[1], document[2] - narrowed, document[3]]
            }
            let width = prototypes(of: column).first?.child(named: "rect", key: "frame").flatMap { context.number($0, "width") }
                ?? context.number(column, "width") ?? 0
            x += width - narrowed + spacing
        }
        return [x, document[1], document[2], document[3]]
    }

    /// How much a view-based outline narrows its outline column's cell views:
    /// by how far its columns and their intercell spacings overflow the
    /// table's width less the inset style's 10 points on each side and three
    /// intercell spacings (the fit of columns beside a vertical scroller,
    /// ``TableColumnWidths``), as Apple's pairs show (a 301-point outline
    /// with columns of 218, 34 and 31 and spacing 3: 20 points); 0 when they
    /// fit, or outside a scroll view.
    static func outlineNarrowing(_ context: inout AppKitContext, table: XIBElement) -> Double {
        guard table.name == "outlineView", table.bool("viewBased") == true, let scrolled = context.scrolledTable else { return 0 }
        let spacing = TableViewElement.intercellSpacing(&context, table).width
        let total = scrolled.columns.widths.reduce(0) { $0 + $1 + spacing }
        return max(0, total - (scrolled.tableWidth - 20 - 3 * spacing))
    }

    /// The prototype cell views of `column` (children of `<prototypeCellViews>`).
    static func prototypes(of column: XIBElement) -> XIBElementList {
        column.children(of: "prototypeCellViews").filter { $0.name == "tableCellView" }
    }

    /// Compiles the prototype cell views of the column compiled now, listed under it, outside any view hierarchy.
    static func compilePrototypes(_ context: inout AppKitContext, column: XIBElement) {
        for cellView in column.children(of: "prototypeCellViews") {
            guard cellView.name == "tableCellView" else {
                context.warn("<\(cellView.name)> in <prototypeCellViews> is not supported yet; it is left out", at: cellView)
                continue
            }
            context.withSuperview(nil) { context in _ = context.compile(cellView) }
        }
    }

    /// `NSTableViewArchivedReusableViewsKey`: each prototype cell view of
    /// `table`'s columns as its own nib under its reuse identifier, the
    /// identifiers in ascending order (as in each of Apple's pairs, whatever
    /// the document's order); nil when the table has none.
    static func archivedReusableViews(_ context: inout AppKitContext, table: XIBElement) -> Reference? {
        var pairs: [(identifier: String, nib: Reference)] = []
        for column in table.children(of: "tableColumns") {
            let columnIdentifier = column[attribute: "identifier"] ?? TableColumnElement.automaticIdentifier(of: column, in: context)
            for cellView in prototypes(of: column) {
                let identifier = cellView[attribute: "identifier"] ?? columnIdentifier
                var nested = AppKitContext(document: context.document, options: context.options, lookups: context.lookups)
                nested.prototypeTable = table
                // The table's tiling in its scroll view lays the cell view out.
                nested.scrolledTable = context.scrolledTable
                let bytes = nested.compilePrototypeNib(cellView, reuseIdentifier: identifier)
                for diagnostic in nested.diagnostics where diagnostic.severity == .error {
                    context.log.append(diagnostic)
                }
                var warnings: [NibGraphWarning] = []
                guard let bytes = try? bytes.nibArchiveBytes(warnings: &warnings) else {
                    context.error("the prototype cell view could not be archived as a nib", at: cellView)
                    continue
                }
                let nib = context.builder.addObject("NSNib")
                context.append("NSNibFileData", .object(context.builder.dataObject(bytes)), to: nib)
                context.append("NSNibFileIsKeyed", .bool(true), to: nib)
                context.append("NSNibFileUseParentBundle", .bool(true), to: nib)
                context.append("NSNibFileImages", .null, to: nib)
                context.append("NSNibFileSounds", .null, to: nib)
                pairs.append((identifier, nib))
            }
        }
        guard !pairs.isEmpty else { return nil }
        let sorted = pairs.sorted { $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8) }
        let entries = sorted.map { (key: context.builder.string($0.identifier), value: $0.nib) }
        return context.builder.dictionary(entries, className: FoundationClasses.mutableDictionary)
    }
}

extension AppKitContext {
    /// The graph of a prototype cell view's own nib (see ``TableCellViewElement``).
    mutating func compilePrototypeNib(_ cellView: XIBElement, reuseIdentifier: String) -> NibGraph {
        let root = builder.addObject("NSCustomObject")
        appendString("NSClassName", "NSObject", to: root)
        parentStack = [root]
        compilesPrototypeNib = true
        if let id = cellView[attribute: "id"] { reuseIdentifiers[object(forID: id)] = reuseIdentifier }
        withSuperview(nil) { context in _ = context.compile(cellView) }
        let application = builder.addObject("NSCustomObject")
        appendString("NSClassName", "NSApplication", to: application)
        parents.append((application, root))
        writeObjectData(root: root, connections: Connections.compileAll(&self))
        return builder.graph
    }
}
