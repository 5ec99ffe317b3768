import IBDocument
import NibCoding
import NibGraph
import XIBReader

/// What the rules read from a nib, whatever it was written as: its objects
/// (class, custom class, placeholder, tag, subviews), which of them are top
/// level, and its outlets and actions. Built from an Interface Builder
/// document (with lines and columns) or from a compiled nib's object graph.
public struct LintNib: Sendable {
    public enum Kind: Sendable, Equatable { case xib, storyboard, compiled }

    /// One object of the nib.
    public struct Object: Sendable, Equatable {
        /// The document's `id`, or `#INDEX` in a compiled nib.
        public var id: String
        /// The element name (`view`, `label`, `placeholder`) or, compiled, the archived class.
        public var element: String
        /// The class the runtime builds: the custom class when there is one.
        public var className: String
        /// The custom class as written (`customClass`, a class swapper's class), without its module.
        public var customClass: String?
        /// `IBFilesOwner`, `IBFirstResponder` or an external object's identifier.
        public var placeholder: String?
        public var isView: Bool
        public var tag: Int64?
        /// Indices of the object's subviews, in order.
        public var subviews: [Int]
        public var place: LintPlace
    }

    /// An outlet, outlet collection or action.
    public struct Connection: Sendable, Equatable {
        public enum Kind: String, Sendable { case outlet, outletCollection, action }
        public var kind: Kind
        /// The outlet's property or the action's selector.
        public var name: String
        /// The object the connection is written on (an outlet's owner, an action's sender).
        public var source: Int?
        /// The destination's id as written; nil when the connection names none (an action to the first responder).
        public var destinationID: String?
        /// The destination, when the id names an object.
        public var destination: Int?
        public var place: LintPlace
    }

    public let path: String
    public let kind: Kind
    /// The name code loads the nib by: the file name without its extension.
    public let name: String
    public var objects: [Object] = []
    /// The top-level objects, one list per nib: one for a xib or compiled nib, one per scene of a storyboard.
    public var topLevel: [[Int]] = []
    public var connections: [Connection] = []

    /// The File's Owner of each top-level list (nil when there is none).
    public func owner(of list: [Int]) -> Int? {
        if let owner = list.first(where: { objects[$0].placeholder == "IBFilesOwner" }) { return owner }
        // An AppKit nib lists its top-level objects as the owner's children, without the owner.
        guard kind == .compiled else { return nil }
        return objects.indices.first { objects[$0].placeholder == "IBFilesOwner" }
    }

    /// The top-level objects that are not placeholders.
    public func instantiated(_ list: [Int]) -> [Int] {
        list.filter { objects[$0].placeholder == nil }
    }

    /// `index` and every view under it, depth first.
    public func tree(_ index: Int) -> [Int] {
        var result: [Int] = []
        var pending = [index]
        var seen: Set<Int> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            pending.append(contentsOf: objects[next].subviews.reversed())
        }
        return result
    }

    /// The nib's name for loads: `Foo` for `Foo.xib`, `dir/Foo.nib` and `Foo.nib//runtime.nib`.
    public static func loadName(_ path: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        // An entry inside a .nib directory is loaded by the directory's name.
        if components.count > 1, let folder = components.dropLast().last(where: { $0.hasSuffix(".nib") }) {
            components = [folder]
        }
        var file = components.last ?? path
        if let dot = file.lastIndex(of: "."), dot != file.startIndex { file = String(file[..<dot]) }
        // `Name~iphone` and `Name@2x`-style suffixes are chosen by the loader, not named by code.
        if let tilde = file.firstIndex(of: "~") { file = String(file[..<tilde]) }
        return file
    }
}

// MARK: From a document

extension LintNib {
    /// The nib a xib or storyboard describes.
    public init(document: IBDocument) {
        path = document.path
        kind = document.kind == .storyboard ? .storyboard : .xib
        name = Self.loadName(document.path)
        var builder = DocumentBuilder(document: document)
        if document.kind == .storyboard {
            for scene in document.root.children(of: "scenes") where scene.name == "scene" {
                topLevel.append(scene.children(of: "objects").map { builder.add($0) })
            }
        } else {
            topLevel.append(document.objects.map { builder.add($0) })
        }
        builder.connect()
        objects = builder.objects
        connections = builder.connections
    }

    /// Walks a document's elements into objects: every element with an id under
    /// `<objects>`, except the ones that are parts rather than objects.
    private struct DocumentBuilder {
        let document: IBDocument
        var objects: [Object] = []
        var indexByID: [String: Int] = [:]
        /// Elements with connections, and the index of the object they belong to.
        var sources: [(XIBElement, Int)] = []

        init(document: IBDocument) { self.document = document }

        /// Elements that carry an id but are not objects a nib instantiates with connections of their own.
        static let parts: Set<String> = [
            "outlet", "action", "outletCollection", "segue", "binding", "rect", "color", "size", "point",
            "fontDescription", "font", "state", "image", "variation", "mask", "scene",
        ]

        mutating func add(_ element: XIBElement) -> Int {
            let index = objects.count
            let id = element[attribute: "id"] ?? ""
            let custom = element[attribute: "customClass"]
            objects.append(Object(
                id: id, element: element.name,
                className: custom ?? Self.defaultClass(element.name, platform: document.platform),
                customClass: custom, placeholder: element[attribute: "placeholderIdentifier"] ?? macPlaceholder(element, id: id),
                isView: Self.isView(element), tag: element.integer("tag"), subviews: [],
                place: LintPlace(path: document.path, line: element.line, column: element.column)))
            if !id.isEmpty { indexByID[id] = index }
            if element.child(named: "connections") != nil { sources.append((element, index)) }
            var subviews: [Int] = []
            for child in element.children {
                if child.name == "subviews" {
                    for view in child.children { subviews.append(add(view)) }
                } else if child.name != "connections" {
                    addDescendants(of: child)
                }
            }
            objects[index].subviews = subviews
            return index
        }

        /// macOS documents write File's Owner, First Responder and Application as
        /// custom objects with the ids -2, -1 and -3.
        func macPlaceholder(_ element: XIBElement, id: String) -> String? {
            guard document.platform == .macOS, element.name == "customObject" else { return nil }
            return ["-2": "IBFilesOwner", "-1": "IBFirstResponder", "-3": "NSApplication"][id]
        }

        /// Objects nested in `element` that are not subviews (cells, items, gesture recognizers in a property).
        private mutating func addDescendants(of element: XIBElement) {
            if element[attribute: "id"] != nil, !Self.parts.contains(element.name) {
                _ = add(element)
                return
            }
            for child in element.children where child.name != "connections" { addDescendants(of: child) }
        }

        /// The object with `id`; an element the walk left out (one of the parts) becomes one on its own.
        mutating func object(id: String) -> Int? {
            if let known = indexByID[id] { return known }
            guard let element = document.elementsByID[id] else { return nil }
            let custom = element[attribute: "customClass"]
            objects.append(Object(
                id: id, element: element.name, className: custom ?? Self.defaultClass(element.name, platform: document.platform),
                customClass: custom, placeholder: nil, isView: false, tag: nil, subviews: [],
                place: LintPlace(path: document.path, line: element.line, column: element.column)))
            indexByID[id] = objects.count - 1
            return objects.count - 1
        }

        mutating func connect() {
            for (element, index) in sources {
                for child in element.children(of: "connections") {
                    let kind: Connection.Kind
                    switch child.name {
                    case "outlet": kind = .outlet
                    case "outletCollection": kind = .outletCollection
                    case "action": kind = .action
                    default: continue
                    }
                    let name = (kind == .action ? child[attribute: "selector"] : child[attribute: "property"]) ?? ""
                    let destinationID = child[attribute: "destination"] ?? child[attribute: "target"]
                    connections.append(Connection(
                        kind: kind, name: name, source: index, destinationID: destinationID,
                        destination: destinationID.flatMap { object(id: $0) },
                        place: LintPlace(path: document.path, line: child.line, column: child.column)))
                }
            }
        }

        var connections: [Connection] = []

        /// The class an element builds when it names no custom class.
        static func defaultClass(_ element: String, platform: IBDocument.Platform) -> String {
            let prefix = platform == .macOS ? "NS" : "UI"
            switch element {
            case "placeholder", "customObject": return "NSObject"
            case "customView": return "NSView"
            case "constraint": return "NSLayoutConstraint"
            case "wkWebView": return "WKWebView"
            case "mapView": return "MKMapView"
            case "arscnView": return "ARSCNView"
            case "sceneKitView": return "SCNView"
            case "mtkView": return "MTKView"
            case "glkView": return "GLKView"
            default: return prefix + element.prefix(1).uppercased() + element.dropFirst()
            }
        }

        /// Whether an element is a view: it has a frame, or is one of the views that may have none.
        static func isView(_ element: XIBElement) -> Bool {
            if element.child(named: "rect", key: "frame") != nil { return true }
            return ["view", "customView", "tableViewCellContentView", "collectionViewCellContentView"].contains(element.name)
        }
    }
}

// MARK: From a compiled nib

extension LintNib {
    /// The nib a compiled object graph (NIBArchive or keyed archive) holds. No
    /// lines: places are the file.
    public init(graph: NibGraph, path: String) {
        self.path = path
        kind = .compiled
        name = Self.loadName(path)
        let inspection = NibInspection(graph: graph)
        let place = LintPlace(path: path)
        var indexByGraphIndex: [Int: Int] = [:]
        var objects: [Object] = []
        func add(_ summary: NibInspection.ObjectSummary) -> Int {
            if let known = indexByGraphIndex[summary.index] { return known }
            let object = graph.objects[summary.index]
            let className = Self.plainClassName(summary.className)
            var tag: Int64?
            if case .integer(let value, _)? = object["UITag"] ?? object["NSTag"] { tag = value }
            let isView = object["UIBounds"] != nil || object["UICenter"] != nil || object["NSFrame"] != nil
                || object["NSFrameSize"] != nil || object["UISubviews"] != nil || object["NSSubviews"] != nil
            indexByGraphIndex[summary.index] = objects.count
            objects.append(Object(
                id: "#\(summary.index)", element: summary.archivedClassName ?? summary.className, className: className,
                customClass: summary.archivedClassName == nil || ["NSObject", "FirstResponder"].contains(className)
                    || (className == "NSApplication" && summary.placeholder != "IBFilesOwner") ? nil : className,
                placeholder: summary.placeholder ?? (summary.archivedClassName == "NSCustomObject" && className == "NSApplication" ? "NSApplication" : nil),
                isView: isView, tag: tag, subviews: [], place: place))
            return objects.count - 1
        }
        let listed = inspection.objects
        for summary in listed { _ = add(summary) }
        func attach(_ node: NibInspection.ViewNode) -> Int {
            let index = add(node.object)
            objects[index].subviews = node.subviews.map(attach)
            return index
        }
        for node in inspection.hierarchy { _ = attach(node) }
        topLevel = [listed.filter(\.isTopLevel).map { add($0) }]
        for connection in inspection.connections {
            let kind: Connection.Kind
            switch connection.kind {
            case .outlet: kind = .outlet
            case .outletCollection: kind = .outletCollection
            case .action: kind = .action
            case .binding: continue  // the lint rules are about outlets and actions
            }
            let destination = connection.destinations.first.map { add($0) }
            connections.append(Connection(
                kind: kind, name: connection.label, source: connection.source.map { add($0) },
                destinationID: destination.map { objects[$0].id }, destination: destination, place: place))
        }
        self.objects = objects
    }

    /// A class name as Swift source declares it: `Module.Class` and mangled
    /// Swift names to the class's own name.
    static func plainClassName(_ name: String) -> String {
        if let swift = SwiftClassName(name), let last = swift.names.last { return last }
        return name
    }
}
