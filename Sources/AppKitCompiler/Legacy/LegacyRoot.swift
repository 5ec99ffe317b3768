import IBDocument
import NibGraph

extension AppKitCompiler {
    /// Compiles a Mac Interface Builder 3 archive (`<archive
    /// type="com.apple.InterfaceBuilder3.Cocoa.XIB">`, and `designable.nib`
    /// files) into the graph of the keyed archive Interface Builder 3 wrote
    /// beside it (`keyedobjects.nib`).
    ///
    /// The archive's objects are AppKit's own and are copied as they are
    /// (``LegacyObjects``); the object records and connection records of its
    /// object container become the `NSIBObjectData`: each object's parent and
    /// object id, the connections, custom classes (as class swappers),
    /// names, visible windows and the next free id. Window sizes Interface
    /// Builder keeps aside (`windowTemplate.minSize`, `maxSize`) go on the
    /// window template.
    public static func compileLegacy(_ archive: LegacyArchive) -> AppKitCompilation {
        var compiler = LegacyCompiler(archive: archive)
        compiler.compileRoot()
        let graph = LegacyCompiler.keyedForm(of: compiler.objects.builder.graph, openEditors: compiler.openEditors)
        return AppKitCompilation(graph: graph, diagnostics: compiler.diagnostics + compiler.objects.diagnostics)
    }
}

/// The state of one legacy compilation.
struct LegacyCompiler {
    let archive: LegacyArchive
    var objects: LegacyObjects
    var diagnostics: [IBDiagnostic] = []
    /// `OBJECTID.Property` → value, from the object container.
    let properties: [String: LegacyValue]
    /// The archive id of First Responder's object (the record with object id -1).
    let firstResponderID: String?

    init(archive: LegacyArchive) {
        self.archive = archive
        objects = LegacyObjects(archive: archive, builder: NibGraphBuilder())
        properties = archive.flattenedProperties
        firstResponderID = archive.objectRecords.first { archive.value("objectID", of: $0)?.integer == -1 }
            .flatMap { archive.object($0["object"])?.id }
    }

    /// One object record: the object, its parent, its id, name and children.
    struct Record {
        var object: LegacyObject
        var parent: LegacyObject?
        var id: Int64
        var name: String?
        var children: [LegacyObject] = []
    }

    /// The object records; an archive without any (hand-written, or cut
    /// short) has its root objects as File's Owner and its top-level objects.
    var records: [Record] {
        let records = archive.objectRecords.compactMap { record -> Record? in
            guard let id = archive.value("objectID", of: record)?.integer,
                  let object = archive.object(record["object"]) else { return nil }
            return Record(object: object, parent: archive.object(record["parent"]), id: id,
                          name: archive.value("objectName", of: record)?.string,
                          children: archive.items(record["children"]).compactMap { archive.object($0) })
        }
        guard records.isEmpty else { return records }
        return archive.rootObjects.enumerated().map { index, object in
            Record(object: object, parent: nil, id: index == 0 ? -2 : Int64(index), name: nil)
        }
    }

    /// Whether Interface Builder wrote the keyed nib in the form `ibtool`
    /// compiles a document to, as Interface Builder 1938 and later did (Xcode
    /// 4.2 on; the corpus has 1938, 2182 and 2843): no names, custom class
    /// lists, next id, framework or font manager, and object ids renumbered.
    /// Earlier versions (670, 740 and 1305 in the corpus) wrote the keyed nib
    /// with names and the records' own ids.
    var writesCompiledForm: Bool { archive.interfaceBuilderVersion >= 1938 }

    /// Whether the names are the objects' positions in `NSObjectsKeys`
    /// ("0", "1"…; File's Owner keeps its name), as Interface Builder 1305
    /// (Xcode 4.0) wrote them, instead of the outline's names.
    var namesArePositions: Bool { (1305..<1938).contains(archive.interfaceBuilderVersion) }

    /// The records of the objects the object data lists (not the document,
    /// File's Owner or First Responder). In the compiled form they are in
    /// outline order, each object before its children (the top-level objects
    /// in the root record's order); in Interface Builder 3's own form in the
    /// records' order.
    func listedRecords(_ records: [Record]) -> [Record] {
        let listed = records.filter { $0.id > 0 || $0.id < -2 }
        guard writesCompiledForm, let document = records.first(where: { $0.id == 0 }) else { return listed }
        var recordByObject: [String: Record] = [:]
        for record in records {
            if let id = record.object.id, recordByObject[id] == nil { recordByObject[id] = record }
        }
        var ordered: [Record] = []
        var seen: Set<Int64> = []
        // An explicit stack (children pushed in reverse) walks the outline depth first without recursion.
        var pending = document.children.reversed().compactMap { $0.id.flatMap { recordByObject[$0] } }
        while let record = pending.popLast() {
            guard seen.insert(record.id).inserted else { continue }
            if record.id > 0 || record.id < -2 { ordered.append(record) }
            pending += record.children.reversed().compactMap { $0.id.flatMap { recordByObject[$0] } }
        }
        // Records the outline does not reach keep their place after it.
        return ordered + listed.filter { !seen.contains($0.id) }
    }

    /// The connection records with their compiled connectors. In the compiled
    /// form the outlets come first, grouped by source in the order the
    /// records first name each source, each group by label; then the other
    /// connections in the records' order (Interface Builder's own order of
    /// actions and bindings is a hash order, which the ids follow).
    mutating func compileConnections() -> [(connector: Reference, id: Int64)] {
        var outlets: [(source: String, label: String, connector: Reference, id: Int64)] = []
        var others: [(connector: Reference, id: Int64)] = []
        for record in archive.items(archive.container?["connectionRecords"]).compactMap(\.object) {
            guard let connection = archive.object(record["connection"]),
                  let compiled = compileConnection(connection),
                  let id = archive.value("connectionID", of: record)?.integer else { continue }
            if writesCompiledForm, connection.className == "IBOutletConnection" {
                let source = archive.object(connection["source"])?.id ?? ""
                outlets.append((source, archive.value("label", of: connection)?.string ?? "", compiled, id))
            } else {
                others.append((compiled, id))
            }
        }
        var sourceOrder: [String: Int] = [:]
        for outlet in outlets where sourceOrder[outlet.source] == nil { sourceOrder[outlet.source] = sourceOrder.count }
        // Labels compare by their UTF-8 bytes (`checkBox_` before `checkbox_`); the sort is stable.
        let sorted = outlets.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.source != y.source { return sourceOrder[x.source, default: 0] < sourceOrder[y.source, default: 0] }
            if x.label != y.label { return Array(x.label.utf8).lexicographicallyPrecedes(Array(y.label.utf8)) }
            return a.offset < b.offset
        }
        return sorted.map { ($0.element.connector, $0.element.id) } + others
    }

    mutating func compileRoot() {
        let records = self.records
        // Objects with a custom class are class swappers (known before any is copied, so references share them).
        for record in records {
            guard let id = record.object.id, let custom = properties["\(record.id).CustomClassName"]?.string else { continue }
            objects.customClasses[id] = custom
        }
        for record in records where record.object.id.flatMap({ objects.customClasses[$0] }) != nil { _ = objects.add(record.object) }
        // Object id 0 is the document itself, -2 File's Owner (the root), -1 First Responder (in no list).
        let owner = records.first { $0.id == -2 }.map { objects.add($0.object) } ?? objects.builder.addObject("NSCustomObject")
        var listed: [(object: Reference, parent: Reference, record: Record)] = []
        // The record id of each object (its first record), to tell a parent that is the document.
        var recordIDByObjectID: [String: Int64] = [:]
        for record in records {
            if let id = record.object.id, recordIDByObjectID[id] == nil { recordIDByObjectID[id] = record.id }
        }
        for record in listedRecords(records) {
            let object = objects.add(record.object)
            let parent = record.parent.flatMap { parent -> Reference? in
                guard let id = parent.id, recordIDByObjectID[id] != 0 else { return nil }
                return objects.add(parent)
            } ?? owner
            listed.append((object, parent, record))
            if record.object.className == "NSWindowTemplate" { addWindowSizes(record, to: object) }
        }
        let connections = compileConnections()

        var builder = objects.builder
        let data = builder.addObject("NSIBObjectData")
        builder.append("IB.objectdata", .object(data), to: builder.root)
        builder.append("NSRoot", .object(owner), to: data)
        let visible = listed.filter { entry in
            properties["\(entry.record.id).NSWindowTemplate.visibleAtLaunch"]?.bool == true
        }.map(\.object)
        builder.append("NSVisibleWindows", .object(builder.set(visible, className: FoundationClasses.mutableSet)), to: data)
        let connectors = builder.array(connections.map(\.connector), className: FoundationClasses.mutableArray)
        builder.append("NSConnections", .object(connectors), to: data)
        builder.append("NSObjectsKeys", .object(builder.array(listed.map(\.object))), to: data)
        builder.append("NSObjectsValues", .object(builder.array(listed.map(\.parent))), to: data)
        // Ids are counted on from the document's largest: kept within Int32, as Interface Builder's are,
        // so that counting on cannot overflow whatever the archive says.
        let maximum = min(max(archive.value("maxID", of: archive.container ?? archive.data)?.integer
            ?? (listed.map(\.record.id) + connections.map(\.id)).max() ?? 0, 0), Int64(Int32.max))
        let numbered: [(Reference, Int64)]
        if writesCompiledForm {
            // Numbered after the largest id the document used: the owner, the listed objects, the connections.
            let all = [owner] + listed.map(\.object) + connections.map(\.connector)
            numbered = all.enumerated().map { ($0.element, maximum + 1 + Int64($0.offset)) }
        } else {
            writeNames(owner: owner, listed: listed, records: records, data: data, builder: &builder)
            // File's Owner is 1 (Interface Builder 3.1, version 670 and earlier: the next free id); the
            // others keep their records' and connection records' ids.
            let ownerID = archive.interfaceBuilderVersion < 740 ? maximum + 1 : 1
            numbered = [(owner, ownerID)] + listed.map { ($0.object, $0.record.id) } + connections.map { ($0.connector, $0.id) }
        }
        builder.append("NSOidsKeys", .object(builder.array(numbered.map(\.0))), to: data)
        builder.append("NSOidsValues", .object(builder.array(numbered.map { builder.number($0.1) })), to: data)
        if !writesCompiledForm {
            builder.append("NSNextOid", .integer(max(maximum, numbered.map(\.1).max() ?? 0) &+ 1), to: data)
            builder.append("NSFramework", .object(builder.string("IBCocoaFramework")), to: data)
            builder.append("NSFontManager", .null, to: data)
        }
        builder.append("NSAccessibilityConnectors", .object(builder.array([], className: FoundationClasses.mutableArray)), to: data)
        let accessibilityKeys = builder.array([])
        builder.append("NSAccessibilityOidsKeys", .object(accessibilityKeys), to: data)
        // The compiled form archives the one empty array for both lists.
        builder.append("NSAccessibilityOidsValues", .object(writesCompiledForm ? accessibilityKeys : builder.array([])), to: data)
        objects.builder = builder
    }

    /// The outline's names (`NSNamesKeys`/`Values`) and the custom classes
    /// (`NSClassesKeys`/`Values`) Interface Builder 3's own form keeps.
    func writeNames(owner: Reference, listed: [(object: Reference, parent: Reference, record: Record)], records: [Record],
                    data: Reference, builder: inout NibGraphBuilder) {
        var names = LegacyNames(archive: archive)
        let ownerRecord = records.first { $0.id == -2 }
        var namedObjects: [Reference] = [owner]
        var nameStrings: [Reference] = [builder.string(names.unique(ownerRecord?.name ?? "File's Owner"))]
        for (position, entry) in listed.enumerated() {
            namedObjects.append(entry.object)
            if namesArePositions {
                nameStrings.append(builder.string(String(position)))
                continue
            }
            // An object of a custom class goes by that class.
            let custom = properties["\(entry.record.id).CustomClassName"]?.string
            let recordName = entry.record.name ?? custom.map(LegacyNames.customClassWords)
            let name = names.name(of: entry.record.object, recordName: recordName, parent: entry.record.parent)
            nameStrings.append(builder.string(name))
        }
        builder.append("NSNamesKeys", .object(builder.array(namedObjects)), to: data)
        builder.append("NSNamesValues", .object(builder.array(nameStrings)), to: data)
        let swappers = listed.filter { builder.className(of: $0.object) == "NSClassSwapper" }
        builder.append("NSClassesKeys", .object(builder.array(swappers.map(\.object))), to: data)
        let customClasses = swappers.map { properties["\($0.record.id).CustomClassName"]?.string ?? $0.record.object.className }
        builder.append("NSClassesValues", .object(builder.array(customClasses.map { builder.string($0) })), to: data)
    }

    /// The objects Interface Builder 3 had open in an editor when it saved
    /// (`IBDocument.EditedObjectIDs`: a window, a view), as graph objects.
    /// Their views were in an editor window, so each encoded its `NSWindow`
    /// (nil, as the editor window is not archived); views elsewhere encode
    /// none unless the archive has it. The compiled form keeps the archive's
    /// views as they are.
    var openEditors: [Reference] {
        guard !writesCompiledForm else { return [] }
        let edited = Set(archive.items(archive.data["IBDocument.EditedObjectIDs"]).compactMap { archive.resolve($0)?.integer })
        return records.filter { edited.contains($0.id) }.compactMap { record in
            record.object.id.flatMap { objects.referenceByID[$0] }
        }
    }

    /// The graph as the keyed archive holds it: each object with its class
    /// chain (strings, numbers and data are written as property-list values
    /// and keep none), and each view in the view trees of `openEditors` (a
    /// window's content view and its subviews, a view and its subviews) with
    /// an `NSWindow` (nil); a class swapper standing for a view is a view here.
    static func keyedForm(of graph: NibGraph, openEditors: [Reference]) -> NibGraph {
        var graph = graph
        AppKitClassChains.addChains(to: &graph)
        var pending = openEditors.map(\.index)
        var seen: Set<Int> = []
        while let index = pending.popLast() {
            guard graph.objects.indices.contains(index), seen.insert(index).inserted else { continue }
            let object = graph.objects[index]
            if case .object(let contentView)? = object["NSWindowView"] { pending.append(contentView) }
            let archivedClass = object.className == "NSClassSwapper" ? originalClassName(of: object, in: graph) : object.className
            guard AppKitClassChains.chain(of: archivedClass ?? object.className).contains("NSView") else { continue }
            if object["NSSuperview"] != nil, object["NSWindow"] == nil {
                graph.objects[index].entries.append(NibGraph.Entry("NSWindow", .null))
            }
            if case .object(let subviews)? = object["NSSubviews"], graph.objects.indices.contains(subviews),
               case .array(let items)? = graph.objects[subviews][FoundationClasses.objectsKey] {
                for case .object(let subview) in items { pending.append(subview) }
            }
        }
        return graph
    }

    /// A class swapper's `NSOriginalClassName`.
    static func originalClassName(of swapper: NibGraph.Object, in graph: NibGraph) -> String? {
        guard case .object(let index)? = swapper["NSOriginalClassName"], graph.objects.indices.contains(index),
              case .data(let bytes)? = graph.objects[index]["NS.bytes"] else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An outlet, action or binding record's connection as AppKit's connector.
    mutating func compileConnection(_ connection: LegacyObject) -> Reference? {
        let className: String
        switch connection.className {
        case "IBOutletConnection": className = "NSNibOutletConnector"
        case "IBActionConnection": className = "NSNibControlConnector"
            // An action record's source is the target and its destination the control: the connector has them the other way.
            return connector(className, source: connection["destination"], destination: connection["source"], label: connection)
        case "IBBindingConnection":
            // A binding carries its connector whole.
            return objects.reference(connection["connector"])
        default:
            diagnostics.append(IBDiagnostic(.warning, "connection class \(connection.className) is not compiled; it is left out",
                                            path: archive.path, line: connection.line, column: connection.column))
            return nil
        }
        return connector(className, source: connection["source"], destination: connection["destination"], label: connection)
    }

    /// A connector of `className` with its source, destination and the record's label.
    mutating func connector(_ className: String, source: LegacyValue?, destination: LegacyValue?,
                            label connection: LegacyObject) -> Reference {
        let connector = objects.builder.addObject(className)
        if let source = objects.reference(source) { objects.builder.append("NSSource", .object(source), to: connector) }
        // First Responder is no object of the nib: an action sent to it has no destination.
        if archive.object(destination)?.id != firstResponderID || firstResponderID == nil,
           let destination = objects.reference(destination) {
            objects.builder.append("NSDestination", .object(destination), to: connector)
        }
        if let label = archive.value("label", of: connection)?.string {
            objects.builder.append("NSLabel", .object(objects.builder.string(label)), to: connector)
        }
        return connector
    }

    /// The minimum and maximum sizes Interface Builder keeps in the flattened
    /// properties (`windowTemplate.minSize` with `hasMinSize`, and `maxSize`).
    mutating func addWindowSizes(_ record: Record, to window: Reference) {
        let prefix = "\(record.id).windowTemplate."
        let keys = Set(objects.builder.entries(of: window).map(\.key))
        if !keys.contains("NSMinSize"), properties[prefix + "hasMinSize"]?.bool == true, let size = properties[prefix + "minSize"]?.string {
            objects.builder.append("NSMinSize", .object(objects.builder.string(size)), to: window)
        }
        if !keys.contains("NSMaxSize") {
            let maximum = properties[prefix + "hasMaxSize"]?.bool == true ? properties[prefix + "maxSize"]?.string : nil
            objects.builder.append("NSMaxSize", .object(objects.builder.string(maximum ?? "{1.79769e+308, 1.79769e+308}")), to: window)
        }
    }
}
