import NibGraph
import XIBReader

/// The root object: `UINibTopLevelObjectsKey` (placeholders, then the
/// document's top-level objects), `UINibObjectsKey` (those, then every
/// descendant), `UINibConnectionsKey`, and the lists for visible windows,
/// accessibility, trait storage and runtime attributes (empty lists are one
/// shared empty array).
extension UIKitContext {
    mutating func compileRoot() {
        var topLevel: [Reference] = []
        for element in document.objects {
            if let object = compile(element) { topLevel.append(object) }
        }
        var all: [Reference] = []
        for element in document.objects { collectObjects(element, into: &all) }
        let connections = Connections.compileAll(&self, in: document.objects)

        let root = builder.root
        append("UINibTopLevelObjectsKey", .object(builder.array(topLevel)), to: root)
        append("UINibObjectsKey", .object(builder.array(all)), to: root)
        var empty: Reference?
        func list(_ items: [Reference], _ builder: inout NibGraphBuilder) -> Reference {
            if !items.isEmpty { return builder.array(items) }
            if let empty { return empty }
            let made = builder.array([])
            empty = made
            return made
        }
        append("UINibConnectionsKey", .object(list(connections, &builder)), to: root)
        append("UINibVisibleWindowsKey", .object(list([], &builder)), to: root)
        append("UINibAccessibilityConfigurationsKey", .object(list([], &builder)), to: root)
        if sdk >= 9 { append("UINibTraitStorageListsKey", .object(list([], &builder)), to: root) }
        append("UINibKeyValuePairsKey", .object(list([], &builder)), to: root)
    }

    /// `element`'s object and those under it, breadth first: each level lists,
    /// per element, its constraints, its subviews, then its nested objects
    /// (a bar's items, an item's bar button items and custom view) — the
    /// order ibtool's object list shows when bars nest items under views.
    private mutating func collectObjects(_ element: XIBElement, into list: inout [Reference]) {
        var level = [element]
        while !level.isEmpty {
            var next: [XIBElement] = []
            for element in level {
                guard let kind = UIKitElements.kind(named: element.name), let id = element[attribute: "id"] else { continue }
                list.append(object(forID: id))
                for constraint in ConstraintElement.ordered(element.children(of: "constraints"), owner: id, in: document)
                where constraint[attribute: "id"] != nil {
                    list.append(object(forID: constraint[attribute: "id"]!))
                }
                next += element.children(of: "subviews") + kind.nestedObjects(element)
            }
            level = next
        }
    }
}
