import NibGraph
import XIBReader

/// The root object: `UINibTopLevelObjectsKey` (placeholders, then the
/// document's top-level objects), `UINibObjectsKey` (those, then every
/// descendant), `UINibConnectionsKey`, and the lists for visible windows,
/// accessibility, trait storage (``traitStorageLists(topLevel:)``) and runtime attributes (empty lists are one
/// shared empty array, except in the iOS 3 SDK's keyed archives; the iOS 3
/// and 4 SDKs write no `UINibKeyValuePairsKey`).
extension UIKitContext {
    mutating func compileRoot() {
        var topLevel: [Reference] = []
        for element in document.objects {
            if let object = compile(element) { topLevel.append(object) }
        }
        var all: [Reference] = []
        collectObjects(document.objects, into: &all)
        let connections = Connections.compileAll(&self, in: document.objects)
        let keyValuePairs = RuntimeAttributes.compileAll(&self, in: document.objects)
        let accessibility = AccessibilityConfigurations.compileAll(&self, in: document.objects)
        writeRoot(topLevel: topLevel, objects: all, connections: connections, accessibility: accessibility,
                  keyValuePairs: keyValuePairs)
    }

    /// The root object's lists, in UIKit's order.
    mutating func writeRoot(topLevel: [Reference], objects all: [Reference], connections: [Reference],
                            accessibility: [Reference] = [], keyValuePairs: [Reference] = []) {
        let root = builder.root
        append("UINibTopLevelObjectsKey", .object(builder.array(topLevel)), to: root)
        append("UINibObjectsKey", .object(builder.array(all)), to: root)
        var empty: Reference?
        // Up to the iOS 3 SDK (keyed archives) each empty list is an object of its own.
        let sharesEmpty = sdk >= 4
        func list(_ items: [Reference], _ builder: inout NibGraphBuilder) -> Reference {
            if !items.isEmpty || !sharesEmpty { return builder.array(items) }
            if let empty { return empty }
            let made = builder.array([])
            empty = made
            return made
        }
        append("UINibConnectionsKey", .object(list(connections, &builder)), to: root)
        append("UINibVisibleWindowsKey", .object(list(visibleWindows, &builder)), to: root)
        append("UINibAccessibilityConfigurationsKey", .object(list(accessibility, &builder)), to: root)
        // Present from the iOS 8 SDK (trait collections) on.
        if sdk >= 8 {
            let traitLists = traitStorageLists(topLevel: topLevel)
            append("UINibTraitStorageListsKey", .object(list(traitLists, &builder)), to: root)
        } else {
            warnVariationsBeforeTraitCollections(topLevel: topLevel)
        }
        // Absent up to the iOS 4 SDK.
        if sdk >= 6 || !keyValuePairs.isEmpty { append("UINibKeyValuePairsKey", .object(list(keyValuePairs, &builder)), to: root) }
        if writesLNE { append("IBUINibLNEVersionKey", .integer(1), to: root) }
    }

    /// The objects of `elements` and their descendants, level by level
    /// (breadth first, as the iOS 7 and 8 SDK pairs show for nested views):
    /// each view's children are its constraints, then a cell's content view, then its subviews.
    mutating func collectObjects(_ elements: XIBElementList, into list: inout [Reference]) {
        var level = elements
        while !level.isEmpty {
            var next: XIBElementList = []
            // Most of these lists are empty (a leaf view has no constraints, guides or subviews).
            func add(_ elements: XIBElementList) {
                if !elements.isEmpty { next += elements }
            }
            for element in level {
                guard let kind = UIKitElements.kind(named: element.name), let id = element[attribute: "id"] else { continue }
                list.append(object(forID: id))
                if writesLNE, element.isNamed("tableViewCellContentView") {
                    next += cellContentViewObjects(element) + layoutGuides(of: element) + kind.nestedObjects(element)
                    continue
                }
                add(orderedConstraints(of: element))
                add(layoutGuides(of: element))
                // A table view cell's content view comes before the cell's other subviews.
                for child in element.children where child.isNamed("tableViewCellContentView") { next.append(child) }
                add(element.children(of: "subviews"))
                add(kind.nestedObjects(element))
            }
            level = next
        }
    }

    /// Xcode 27's order below a cell's content view (omarchy's `build_cell`
    /// @a5db6ba, from the SettingsTableViewCell and SettingsComboTableViewCell
    /// goldens): the cell's detail label, its text label, the other subviews,
    /// then the content view's constraints.
    private mutating func cellContentViewObjects(_ contentView: XIBElement) -> XIBElementList {
        let cell = contentView[attribute: "tableViewCell"].flatMap { document.elementsByID[$0] }
        let labelIDs = ["detailTextLabel", "textLabel"].compactMap { cell?[attribute: $0] }
        let subviews = contentView.children(of: "subviews")
        let labels = labelIDs.compactMap { id in subviews.first { $0[attribute: "id"] == id } }
        let others = subviews.filter { subview in !labels.contains { $0[attribute: "id"] == subview[attribute: "id"] } }
        return labels + others + orderedConstraints(of: contentView)
    }
}
