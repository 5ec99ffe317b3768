import NibBytes
import NibGraph
import XIBReader

/// `<collectionView>` → `NSCollectionView`, the grid of copies of an item
/// prototype (the `itemPrototype` outlet to a `<collectionViewItem>`).
///
/// No Apple nib of the corpus holds one. The keys are those GNUstep's
/// `-[NSCollectionView encodeWithCoder:]` writes after the view keys, named
/// as Cappuccino's nib2cib reads them from Apple's nibs: `NSMinGridSize` and
/// `NSMaxGridSize` (when given, as size strings), `NSMaxNumberOfGridRows`
/// and `NSMaxNumberOfGridColumns` (0 for no limit), `NSSelectable`,
/// `NSAllowsMultipleSelection` and `NSBackgroundColors` (the primary and
/// secondary background colors, when given). A warning says once per
/// document that the encoding is not checked. A collection view laid out by
/// a `collectionViewLayout` (macOS 10.11's API) is warned about and its
/// layout left out.
enum CollectionViewElement {
    static let known: NameSet = [
        "id", "focusRingType", "ambiguous", "misplaced", "selectable", "allowsMultipleSelection", "maxNumberOfRows",
        "maxNumberOfColumns", "customClass", "customModule", "customModuleProvider", "userLabel", "hidden",
        "wantsLayer", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "horizontalHuggingPriority",
        "verticalHuggingPriority",
    ]

    /// The warning, said once per document, that no Apple nib checks the encoding.
    static let unverified = "a collection view is written with the grid keys GNUstep encodes (NSMinGridSize, NSMaxGridSize, "
        + "NSMaxNumberOfGridRows, NSMaxNumberOfGridColumns, NSSelectable, NSAllowsMultipleSelection, NSBackgroundColors) "
        + "after its view keys; no Apple nib of the corpus checks the encoding"

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: [
            "rect", "autoresizingMask", "color:primaryBackgroundColor", "color:secondaryBackgroundColor",
            "size:minItemSize", "size:maxItemSize", "connections",
        ])
        context.warnOnce(unverified, at: element)
        context.beginObject(view, of: element, className: "NSCollectionView")
        context.appendViewKeys(element, to: view, hugging: ViewElement.hugging)
        for key in ["minItemSize", "maxItemSize"] {
            guard let size = context.sizeValue(element, key: key) else { continue }
            let name = key == "minItemSize" ? "NSMinGridSize" : "NSMaxGridSize"
            context.appendString(name, GeometryText.size(size.0, size.1), to: view)
        }
        context.append("NSMaxNumberOfGridRows", .integer(count(&context, element, "maxNumberOfRows")), to: view)
        context.append("NSMaxNumberOfGridColumns", .integer(count(&context, element, "maxNumberOfColumns")), to: view)
        context.append("NSSelectable", .bool(element.bool("selectable") == true), to: view)
        context.append("NSAllowsMultipleSelection", .bool(element.bool("allowsMultipleSelection") == true), to: view)
        let colors = ["primaryBackgroundColor", "secondaryBackgroundColor"].compactMap { context.colorChild(element, key: $0) }
        if !colors.isEmpty { context.append("NSBackgroundColors", .object(context.builder.array(colors)), to: view) }
    }

    /// A grid limit: a count of rows or columns, 0 (no limit) when absent or not a count.
    private static func count(_ context: inout AppKitContext, _ element: XIBElement, _ name: String) -> Int64 {
        guard let value = context.number(element, name) else { return 0 }
        guard value >= 0, value == value.rounded() else {
            context.warn("\(name)=\"\(element[attribute: name] ?? "")\" is not a count; no limit is written", at: element)
            return 0
        }
        return Int64(value)
    }
}
