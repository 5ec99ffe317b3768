import NIBArchive
import NibBytes
import NibGraph

/// What `ibtool`'s inspection flags show, read straight from the graph (no
/// object is instantiated): the nib's objects, connections, view hierarchy
/// and classes, for UIKit and AppKit nibs alike.
public struct NibInspection {
    public let graph: NibGraph

    public init(graph: NibGraph) {
        self.graph = graph
    }

    /// One object as a person would name it.
    public struct ObjectSummary: Sendable, Equatable {
        public var index: Int
        /// The class the runtime builds (a class swapper's or custom object's class).
        public var className: String
        /// The class in the nib when it differs (`UIClassSwapper`, `NSCustomObject`).
        public var archivedClassName: String?
        /// Placeholder identifier (`IBFilesOwner`, `IBFirstResponder`, an external name).
        public var placeholder: String?
        public var isTopLevel: Bool

        /// `ClassName #index`, with the placeholder identifier when there is one.
        public var label: String {
            placeholder.map { "\(className) #\(index) (\($0))" } ?? "\(className) #\(index)"
        }
    }

    /// An outlet, outlet collection or action.
    public struct Connection: Sendable, Equatable {
        public enum Kind: String, Sendable { case outlet, outletCollection, action }
        public var kind: Kind
        public var label: String
        public var source: ObjectSummary?
        public var destinations: [ObjectSummary]
        public var eventMask: Int64?
    }

    /// A view and its subviews.
    public struct ViewNode: Sendable, Equatable {
        public var object: ObjectSummary
        /// `{{x, y}, {w, h}}` from UIBounds/UICenter or NSFrame, when the view has one.
        public var frame: String?
        public var subviews: [ViewNode]
    }

    // MARK: Objects

    /// The nib's object list (UINibObjectsKey, or NSObjectsKeys for AppKit), placeholders included.
    public var objects: [ObjectSummary] {
        let top = Set(topLevelIndices)
        return objectIndices.map { summary($0, topLevel: top) }
    }

    var root: NibGraph.Object? { graph.objects.first }

    var isAppKit: Bool { root?["IB.objectdata"] != nil }

    var objectData: NibGraph.Object? {
        guard case .object(let index)? = root?["IB.objectdata"], graph.objects.indices.contains(index) else { return nil }
        return graph.objects[index]
    }

    var objectIndices: [Int] {
        isAppKit ? references(objectData?["NSObjectsKeys"]) : references(root?["UINibObjectsKey"])
    }

    var topLevelIndices: [Int] {
        if isAppKit, let data = objectData, case .object(let owner)? = data["NSRoot"] {
            let keys = references(data["NSObjectsKeys"]), parents = references(data["NSObjectsValues"])
            return zip(keys, parents).filter { $0.1 == owner }.map(\.0)
        }
        return references(root?["UINibTopLevelObjectsKey"])
    }

    /// The references in the collection object `value` points at.
    func references(_ value: NibGraph.Value?) -> [Int] {
        guard case .object(let index)? = value, graph.objects.indices.contains(index),
              case .array(let items)? = graph.objects[index]["NS.objects"]
        else { return [] }
        return items.compactMap { if case .object(let element) = $0, graph.objects.indices.contains(element) { element } else { nil } }
    }

    func string(_ value: NibGraph.Value?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .object(let index)? where graph.objects.indices.contains(index):
            let object = graph.objects[index]
            guard object.className == "NSString" || object.className == "NSMutableString",
                  case .data(let bytes)? = object["NS.bytes"]
            else { return nil }
            return String(decoding: bytes.array, as: UTF8.self)
        default: return nil
        }
    }

    func summary(_ index: Int, topLevel: Set<Int>? = nil) -> ObjectSummary {
        let object = graph.objects[index]
        var summary = ObjectSummary(index: index, className: object.className, archivedClassName: nil, placeholder: nil,
                                    isTopLevel: (topLevel ?? Set(topLevelIndices)).contains(index))
        switch object.className {
        case "UIClassSwapper":
            summary.className = string(object["UIClassName"]) ?? object.className
            summary.archivedClassName = object.className
        case "NSClassSwapper", "NSCustomObject":
            summary.className = string(object["NSClassName"]) ?? object.className
            summary.archivedClassName = object.className
            if case .object(let owner)? = objectData?["NSRoot"], owner == index { summary.placeholder = "IBFilesOwner" }
            if summary.className == "FirstResponder" { summary.placeholder = "IBFirstResponder" }
        case "UIProxyObject":
            summary.placeholder = string(object["UIProxiedObjectIdentifier"])
        default:
            break
        }
        return summary
    }

    // MARK: Connections

    public var connections: [Connection] {
        let list = isAppKit ? references(objectData?["NSConnections"]) : references(root?["UINibConnectionsKey"])
        return list.compactMap { index in
            let object = graph.objects[index]
            let (labelKey, sourceKey, destinationKey) = isAppKit ? ("NSLabel", "NSSource", "NSDestination") : ("UILabel", "UISource", "UIDestination")
            let kind: Connection.Kind
            switch object.className {
            case "UIRuntimeOutletConnection", "NSNibOutletConnector": kind = .outlet
            case "UIRuntimeOutletCollectionConnection": kind = .outletCollection
            case "UIRuntimeEventConnection", "NSNibControlConnector": kind = .action
            default: return nil
            }
            var destinations: [ObjectSummary] = []
            switch object[destinationKey] {
            case .object(let target)? where graph.objects.indices.contains(target):
                if kind == .outletCollection, ["NSArray", "NSMutableArray"].contains(graph.objects[target].className) {
                    destinations = references(.object(target)).map { summary($0) }
                } else {
                    destinations = [summary(target)]
                }
            default: break
            }
            var source: ObjectSummary?
            if case .object(let origin)? = object[sourceKey], graph.objects.indices.contains(origin) { source = summary(origin) }
            var mask: Int64?
            if case .integer(let value, _)? = object["UIEventMask"] { mask = value }
            return Connection(kind: kind, label: string(object[labelKey]) ?? "", source: source, destinations: destinations, eventMask: mask)
        }
    }

    // MARK: Hierarchy

    /// The view trees under the top-level objects (UISubviews / NSSubviews).
    public var hierarchy: [ViewNode] {
        var visited: Set<Int> = []
        return topLevelIndices.compactMap { node($0, visited: &visited, depth: 0) }
    }

    func node(_ index: Int, visited: inout Set<Int>, depth: Int) -> ViewNode? {
        guard depth < 256, visited.insert(index).inserted else { return nil }
        let object = graph.objects[index]
        let subviews = references(object["UISubviews"] ?? object["NSSubviews"])
        let children = subviews.compactMap { node($0, visited: &visited, depth: depth + 1) }
        return ViewNode(object: summary(index), frame: frameText(object), subviews: children)
    }

    func frameText(_ object: NibGraph.Object) -> String? {
        if let frame = string(object["NSFrame"]) { return frame }
        if let size = string(object["NSFrameSize"]) { return "{{0, 0}, \(size)}" }
        guard case .data(let bounds)? = object["UIBounds"], case .data(let center)? = object["UICenter"],
              let b = NIBFloatArray(data: bounds)?.values, let c = NIBFloatArray(data: center)?.values, b.count == 4, c.count == 2
        else { return nil }
        func text(_ value: Double) -> String {
            let description = "\(value)"
            return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
        }
        return "{{\(text(c[0] - b[2] / 2)), \(text(c[1] - b[3] / 2))}, {\(text(b[2])), \(text(b[3]))}}"
    }

    // MARK: Classes

    /// Classes by the number of objects, most first; custom classes (swapped or
    /// custom objects) are marked, with their Swift module when the name says one.
    public var classes: [(name: String, count: Int, isCustom: Bool, swiftName: SwiftClassName?)] {
        var counts: [String: (Int, Bool)] = [:]
        for index in graph.objects.indices.dropFirst() {
            let summary = summary(index, topLevel: [])
            let custom = summary.archivedClassName != nil && summary.placeholder == nil
            let entry = counts[summary.className] ?? (0, false)
            counts[summary.className] = (entry.0 + 1, entry.1 || custom)
        }
        return counts.map { ($0.key, $0.value.0, $0.value.1, SwiftClassName($0.key)) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }
}
