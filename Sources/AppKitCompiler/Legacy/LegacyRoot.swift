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
        return AppKitCompilation(graph: LegacyCompiler.keyedForm(of: compiler.objects.builder.graph), diagnostics: compiler.diagnostics)
    }
}

/// The state of one legacy compilation.
struct LegacyCompiler {
    let archive: LegacyArchive
    var objects: LegacyObjects
    var diagnostics: [IBDiagnostic] = []
    /// `OBJECTID.Property` → value, from the object container.
    let properties: [String: LegacyValue]

    init(archive: LegacyArchive) {
        self.archive = archive
        objects = LegacyObjects(archive: archive, builder: NibGraphBuilder())
        properties = archive.flattenedProperties
    }

    /// One object record: the object, its parent, its id and name.
    struct Record {
        var object: LegacyObject
        var parent: LegacyObject?
        var id: Int64
        var name: String?
    }

    /// The object records; an archive without any (hand-written, or cut
    /// short) has its root objects as File's Owner and its top-level objects.
    var records: [Record] {
        let records = archive.objectRecords.compactMap { record -> Record? in
            guard let id = archive.value("objectID", of: record)?.integer,
                  let object = archive.object(record["object"]) else { return nil }
            return Record(object: object, parent: archive.object(record["parent"]), id: id,
                          name: archive.value("objectName", of: record)?.string)
        }
        guard records.isEmpty else { return records }
        return archive.rootObjects.enumerated().map { index, object in
            Record(object: object, parent: nil, id: index == 0 ? -2 : Int64(index), name: nil)
        }
    }

    mutating func compileRoot() {
        let records = self.records
        // Objects with a custom class are class swappers (before any is copied, so references share them).
        for record in records {
            guard let custom = properties["\(record.id).CustomClassName"]?.string else { continue }
            let swapper = objects.add(record.object)
            objects.builder.setClass("NSClassSwapper", of: swapper)
            objects.builder.append("NSClassName", .object(objects.builder.string(custom)), to: swapper)
            objects.builder.append("NSOriginalClassName", .object(objects.builder.string(record.object.className)), to: swapper)
        }
        // Object id 0 is the document itself, -2 File's Owner (the root), -1 First Responder (in no list).
        let owner = records.first { $0.id == -2 }.map { objects.add($0.object) } ?? objects.builder.addObject("NSCustomObject")
        var listed: [(object: Reference, parent: Reference, record: Record)] = []
        for record in records where record.id > 0 || record.id < -2 {
            let object = objects.add(record.object)
            let parent = record.parent.flatMap { parent -> Reference? in
                guard let id = parent.id, records.first(where: { $0.object.id == id })?.id != 0 else { return nil }
                return objects.add(parent)
            } ?? owner
            listed.append((object, parent, record))
            if record.object.className == "NSWindowTemplate" { addWindowSizes(record, to: object) }
        }
        var connections: [(Reference, Int64)] = []
        for record in archive.items(archive.container?["connectionRecords"]).compactMap(\.object) {
            guard let connection = archive.object(record["connection"]),
                  let compiled = compileConnection(connection),
                  let id = archive.value("connectionID", of: record)?.integer else { continue }
            connections.append((compiled, id))
        }

        var builder = objects.builder
        let data = builder.addObject("NSIBObjectData")
        builder.append("IB.objectdata", .object(data), to: builder.root)
        builder.append("NSRoot", .object(owner), to: data)
        let visible = listed.filter { entry in
            properties["\(entry.record.id).NSWindowTemplate.visibleAtLaunch"]?.bool == true
        }.map(\.object)
        builder.append("NSVisibleWindows", .object(builder.set(visible, className: FoundationClasses.mutableSet)), to: data)
        builder.append("NSConnections", .object(builder.array(connections.map(\.0), className: FoundationClasses.mutableArray)),
                       to: data)
        builder.append("NSObjectsKeys", .object(builder.array(listed.map(\.object))), to: data)
        builder.append("NSObjectsValues", .object(builder.array(listed.map(\.parent))), to: data)
        var names = LegacyNames(archive: archive)
        let ownerRecord = records.first { $0.id == -2 }
        var namedObjects: [Reference] = [owner]
        var nameStrings: [Reference] = [builder.string(names.unique(ownerRecord?.name ?? "File's Owner"))]
        for entry in listed {
            namedObjects.append(entry.object)
            // An object of a custom class goes by that class.
            let custom = properties["\(entry.record.id).CustomClassName"]?.string
            let name = names.name(of: entry.record.object, recordName: entry.record.name ?? custom.map(LegacyNames.words),
                                  parent: entry.record.parent)
            nameStrings.append(builder.string(name))
        }
        builder.append("NSNamesKeys", .object(builder.array(namedObjects)), to: data)
        builder.append("NSNamesValues", .object(builder.array(nameStrings)), to: data)
        let swappers = listed.filter { builder.className(of: $0.object) == "NSClassSwapper" }
        builder.append("NSClassesKeys", .object(builder.array(swappers.map(\.object))), to: data)
        let customClasses = swappers.map { properties["\($0.record.id).CustomClassName"]?.string ?? $0.record.object.className }
        builder.append("NSClassesValues", .object(builder.array(customClasses.map { builder.string($0) })), to: data)
        // Object ids: File's Owner is 1; the others keep their records' and connection records' ids.
        let numbered = [(owner, Int64(1))] + listed.map { ($0.object, $0.record.id) } + connections
        builder.append("NSOidsKeys", .object(builder.array(numbered.map(\.0))), to: data)
        builder.append("NSOidsValues", .object(builder.array(numbered.map { builder.number($0.1) })), to: data)
        let maximum = archive.value("maxID", of: archive.container ?? archive.data)?.integer ?? numbered.map(\.1).max() ?? 0
        builder.append("NSNextOid", .integer(maximum + 1), to: data)
        builder.append("NSFramework", .object(builder.string("IBCocoaFramework")), to: data)
        builder.append("NSFontManager", .null, to: data)
        builder.append("NSAccessibilityConnectors", .object(builder.array([], className: FoundationClasses.mutableArray)), to: data)
        builder.append("NSAccessibilityOidsKeys", .object(builder.array([])), to: data)
        builder.append("NSAccessibilityOidsValues", .object(builder.array([])), to: data)
        objects.builder = builder
    }

    /// The graph as the keyed archive holds it: each object with its class
    /// chain (strings, numbers and data are written as property-list values
    /// and keep none), and each view with an `NSWindow` (nil), which
    /// `NSView` always encodes.
    static func keyedForm(of graph: NibGraph) -> NibGraph {
        var graph = graph
        for index in graph.objects.indices.dropFirst() {
            let className = graph.objects[index].className
            guard !plainValues.contains(className) else { continue }
            let chain = AppKitClassChains.chain(of: className)
            if chain.count > 2 { graph.objects[index].classChain = chain }
            // Views in a view tree (they have a superview key, nil or not) encode their window.
            if chain.contains("NSView"), graph.objects[index]["NSSuperview"] != nil, graph.objects[index]["NSWindow"] == nil {
                graph.objects[index].entries.append(NibGraph.Entry("NSWindow", .null))
            }
        }
        return graph
    }

    static let plainValues: Set<String> = ["NSString", "NSMutableString", "NSNumber", "NSData", "NSMutableData"]

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
        if let destination = objects.reference(destination) {
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
