import IBDocument
import NibGraph
import XIBReader

/// A storyboard table's `<prototypes>`: each prototype cell becomes a nib of
/// its own, archived inside the table, as Apple's iOS 10 SDK storyboard pair
/// shows.
///
/// - `UITableViewCellPrototypeNibs`: an `NSMutableDictionary` from each
///   cell's reuse identifier to a `UINib` (`captureEnclosingNIBBundleOnDecode`
///   YES, `archiveData` the cell nib's NIBArchive bytes as `NSData`);
/// - `UITableViewCellPrototypeNibExternalObjects`: an `NSMutableDictionary`
///   from the same identifiers to an `NSMutableDictionary` (empty when the
///   cell refers to nothing outside itself) from the cell nib's upstream
///   placeholder names to the objects of the view nib they stand for.
///
/// The cell nib lists the cell, File's Owner, First Responder and one upstream
/// placeholder per segue the cell triggers (the segue template lives in the
/// scene nib, so the view nib holds a placeholder for it too, named as the
/// scene nib's `UIExternalObjectsTableForViewLoading` names the template,
/// after its other top-level objects); then the cell's content view and
/// subviews. A segue from the cell is an outlet from the cell to its
/// placeholder (`selectionSegueTemplate`, see ``SegueElement``). The cells are in document order (the
/// pair has one per table, so nothing shows the dictionary's order).
///
/// A storyboard collection view's `<cells>` and its section header and footer
/// views (`<collectionReusableView key="sectionHeaderView|sectionFooterView">`)
/// are prototypes too, in dictionaries of the same shape, under the names the
/// mapping notes (§2 collectionView) and UIKit's decoder give:
/// `UICollectionViewCellNibDict` and
/// `UICollectionViewCellPrototypeNibExternalObjects` by reuse identifier,
/// `UICollectionViewSupplementaryViewNibDict` and
/// `UICollectionViewSupplementaryViewPrototypeNibExternalObjects` by
/// "kind/identifier" (`UICollectionElementKindSectionHeader/Header`). Their
/// place among the collection view's keys is its encoder's
/// (``CollectionViewElement``); no Apple nib shows their contents, and a
/// warning says so.
enum PrototypeCells {
    /// One prototype: the dictionaries' key for it (nil when the element has
    /// no reuse identifier), and its element.
    typealias Prototype = (key: String?, element: XIBElement)

    /// The warning that a collection view's prototype dictionaries are assumed to hold what a table's do.
    static let unverifiedCollectionKeys = "a collection view's prototype nib dictionaries are assumed to hold UINibs "
        + "and external objects as a table's do (mapping notes); no Apple nib checks their contents"

    /// The prototype cells of a table.
    static func cells(of table: XIBElement) -> XIBElementList {
        table.children(of: "prototypes").filter { $0.name == "tableViewCell" }
    }

    /// The `UICollectionElementKind…` strings of a collection view's supplementary views, by element key.
    static let supplementaryKinds: [String: String] = [
        "sectionHeaderView": "UICollectionElementKindSectionHeader", "sectionFooterView": "UICollectionElementKindSectionFooter",
    ]

    /// A collection view's prototype cells.
    static func collectionCells(of collection: XIBElement) -> [Prototype] {
        collection.children(of: "cells").filter { $0.name == "collectionViewCell" }.map { ($0[attribute: "reuseIdentifier"], $0) }
    }

    /// A collection view's prototype header and footer views, keyed "kind/identifier".
    static func supplementaryViews(of collection: XIBElement) -> [Prototype] {
        collection.children.compactMap { child in
            guard child.name == "collectionReusableView", let kind = supplementaryKinds[child[attribute: "key"] ?? ""] else {
                return nil
            }
            return (child[attribute: "reuseIdentifier"].map { kind + "/" + $0 }, child)
        }
    }

    /// Whether `child` of `parent` holds prototypes, whose connections are their own nibs'.
    static func holdsPrototypes(_ child: XIBElement, of parent: XIBElement) -> Bool {
        if child.isNamed("prototypes") { return true }
        guard parent.isNamed("collectionView") else { return false }
        return child.isNamed("cells") || (child.isNamed("collectionReusableView") && supplementaryKinds[child[attribute: "key"] ?? ""] != nil)
    }

    /// The name of the upstream placeholder that stands, inside a cell's nib,
    /// for the view nib's placeholder of one of its segues.
    static func cellPlaceholderName(cellID: String, segueID: String) -> String {
        StoryboardScenes.upstreamPlaceholderName(for: cellID + "/" + segueID)
    }

    /// The warning for a prototype (`"cell"` or `"view"`) that has no reuse
    /// identifier, which keys the prototype dictionaries.
    static func withoutIdentifier(_ kind: String) -> String {
        "a prototype \(kind) without a reuseIdentifier is left out: ibtool builds it with an \"Unsupported "
            + "Configuration\" warning, and no Apple nib shows what it archives"
    }

    /// Appends the table's two prototype dictionaries to `table` when it has
    /// prototype cells: the nibs first, then their external objects.
    static func append(_ element: XIBElement, to table: Reference, in context: inout UIKitContext) {
        let prototypes = cells(of: element).map { ($0[attribute: "reuseIdentifier"], $0) }
        guard let (nibs, externals) = dictionaries(prototypes, of: element, in: &context) else { return }
        context.append("UITableViewCellPrototypeNibs", .object(nibs), to: table)
        context.append("UITableViewCellPrototypeNibExternalObjects", .object(externals), to: table)
    }

    /// The two dictionaries of `prototypes`, nil when none is compiled: each
    /// prototype's key → its `UINib`, and each prototype's key → its nib's
    /// external objects. The caller appends them in its class's order.
    static func dictionaries(_ prototypes: [Prototype], of element: XIBElement, in context: inout UIKitContext)
        -> (nibs: Reference, externals: Reference)?
    {
        guard !prototypes.isEmpty else { return nil }
        guard context.storyboard != nil else {
            context.warn("prototype cells outside a storyboard are left out", at: element)
            return nil
        }
        var nibs: [(key: Reference, value: Reference)] = []
        var externals: [(key: Reference, value: Reference)] = []
        for (key, cell) in prototypes {
            guard let key else {
                // ibtool builds such a document with its "Prototype table cells must have reuse
                // identifiers" warning (reported in public issues); what it archives is not known.
                context.warn(withoutIdentifier(cell.name == "collectionReusableView" ? "view" : "cell"), at: cell)
                continue
            }
            let (graph, placeholders) = compileNib(cell, in: &context)
            var warnings: [NibGraphWarning] = []
            guard let bytes = try? graph.nibArchiveBytes(warnings: &warnings) else {
                context.error("the prototype could not be archived as a nib", at: cell)
                continue
            }
            let nib = context.builder.addObject("UINib")
            context.append("captureEnclosingNIBBundleOnDecode", .bool(true), to: nib)
            context.append("archiveData", .object(context.builder.dataObject(bytes)), to: nib)
            nibs.append((context.builder.string(key), nib))
            let entries = placeholders.map { (key: context.builder.string($0.name), value: context.object(forID: $0.segueID)) }
            let external = context.builder.dictionary(entries, className: FoundationClasses.mutableDictionary)
            externals.append((context.builder.string(key), external))
        }
        guard !nibs.isEmpty else { return nil }
        return (context.builder.dictionary(nibs, className: FoundationClasses.mutableDictionary),
                context.builder.dictionary(externals, className: FoundationClasses.mutableDictionary))
    }

    /// The cell's own nib, and its upstream placeholders (name, and the id of the segue each stands for).
    private static func compileNib(_ cell: XIBElement, in outer: inout UIKitContext)
        -> (NibGraph, [(name: String, segueID: String)])
    {
        var context = UIKitContext(document: outer.document, options: outer.options)
        context.storyboard = outer.storyboard
        defer {
            for diagnostic in context.diagnostics { outer.log.append(diagnostic) }
            outer.runtimeAttributeOwners.formUnion(context.runtimeAttributeOwners)
        }
        guard let object = context.compile(cell) else { return (context.builder.graph, []) }
        let cellID = cell[attribute: "id"] ?? ""
        var topLevel = [object]
        topLevel.append(Storyboard.proxy("IBFilesOwner", id: Storyboard.filesOwnerID, in: &context))
        topLevel.append(Storyboard.proxy("IBFirstResponder", id: "\u{0}IBFirstResponder", in: &context))
        var placeholders: [(name: String, segueID: String)] = []
        // The cell's trigger connection (``SegueElement/trigger(of:from:in:)``) aims at these.
        for segue in cell.children(of: "connections") where segue.name == "segue" {
            guard let segueID = segue[attribute: "id"] else { continue }
            let name = cellPlaceholderName(cellID: cellID, segueID: segueID)
            topLevel.append(Storyboard.proxy(name, id: segueID, in: &context))
            placeholders.append((name, segueID))
        }
        var descendants: [Reference] = []
        context.collectObjects([cell], into: &descendants)
        let connections = Connections.compileAll(&context, in: [cell])
        let keyValuePairs = RuntimeAttributes.compileAll(&context, in: [cell], onlyCompiled: true)
        context.writeRoot(topLevel: topLevel, objects: topLevel + descendants.dropFirst(), connections: connections,
                          accessibility: AccessibilityConfigurations.compileAll(&context, in: [cell]),
                          keyValuePairs: keyValuePairs)
        return (context.builder.graph, placeholders)
    }
}
