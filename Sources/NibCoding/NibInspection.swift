import KeyedArchive
import NIBArchive
import NibBytes
import NibGraph

/// What `ibtool`'s inspection flags show, read straight from the graph (no
/// object is instantiated): the nib's objects, connections, view hierarchy
/// and classes, for UIKit and AppKit nibs alike.
public struct NibInspection {
    public let graph: NibGraph
    /// The text of each string object (`NSString`, `NSMutableString`) by
    /// object index, decoded once: many objects may name one string, and
    /// copying its bytes for each of them would cost its length every time.
    let strings: [Int: String]
    /// Whether the nib is an AppKit one (its root has `IB.objectdata`), worked out once.
    public let isAppKit: Bool
    /// The File's Owner of an AppKit nib (`NSRoot`), worked out once.
    private(set) var owner: Int?
    /// The indices of the top-level objects, worked out once.
    private(set) var topLevel: Set<Int> = []

    public init(graph: NibGraph) {
        self.graph = graph
        self.strings = Self.decodeStrings(graph)
        self.isAppKit = graph.objects.first?["IB.objectdata"] != nil
        if isAppKit, case .object(let owner)? = objectData?["NSRoot"] { self.owner = owner }
        self.topLevel = Set(topLevelIndices)
    }

    /// The text of every string object in `graph`, by object index. Objects
    /// whose `NS.bytes` are the same bytes of the same storage share one
    /// `String`: in a NIBArchive many objects may list one value (value
    /// ranges may overlap), and a copy each would let a 110 KB file take
    /// about 1 GB (`nibtool objects`).
    static func decodeStrings(_ graph: NibGraph) -> [Int: String] {
        var strings: [Int: String] = [:]
        var decoded: [ByteView.Place: String] = [:]
        for (index, object) in graph.objects.enumerated()
        where object.className == "NSString" || object.className == "NSMutableString" {
            guard case .data(let bytes)? = object["NS.bytes"] else { continue }
            // The graph holds every storage, so places stay valid.
            let place = bytes.place
            if let known = decoded[place] {
                strings[index] = known
            } else {
                let text = String(decoding: bytes, as: UTF8.self)
                decoded[place] = text
                strings[index] = text
            }
        }
        return strings
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

    /// An outlet, outlet collection, action or (AppKit) binding.
    public struct Connection: Sendable, Equatable {
        public enum Kind: String, Sendable { case outlet, outletCollection, action, binding }
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
        objectIndices.map { summary($0) }
    }

    var root: NibGraph.Object? { graph.objects.first }

    var objectData: NibGraph.Object? {
        guard case .object(let index)? = root?["IB.objectdata"], graph.objects.indices.contains(index) else { return nil }
        return graph.objects[index]
    }

    var objectIndices: [Int] {
        isAppKit ? references(objectData?["NSObjectsKeys"]) : references(root?["UINibObjectsKey"])
    }

    /// The indices of the top-level objects (File's Owner's children in an AppKit nib), in the nib's order.
    public var topLevelIndices: [Int] {
        if let owner, let data = objectData {
            let keys = references(data["NSObjectsKeys"]), parents = references(data["NSObjectsValues"])
            return zip(keys, parents).filter { $0.1 == owner }.map(\.0)
        }
        return references(root?["UINibTopLevelObjectsKey"])
    }

    /// The references in the collection object `value` points at.
    public func references(_ value: NibGraph.Value?) -> [Int] {
        guard case .object(let index)? = value, graph.objects.indices.contains(index),
              case .array(let items)? = graph.objects[index]["NS.objects"]
        else { return [] }
        return items.compactMap { if case .object(let element) = $0, graph.objects.indices.contains(element) { element } else { nil } }
    }

    /// The text of a string value: inline, or a string object's (decoded once, in `strings`).
    public func string(_ value: NibGraph.Value?) -> String? {
        switch value {
        case .string(let text)?: text
        case .object(let index)?: strings[index]
        default: nil
        }
    }

    /// The object at `index` as a person would name it.
    public func summary(_ index: Int) -> ObjectSummary {
        let object = graph.objects[index]
        var summary = ObjectSummary(index: index, className: object.className, archivedClassName: nil, placeholder: nil,
                                    isTopLevel: topLevel.contains(index))
        if let key = Self.classNameKey(object.className) {
            summary.className = string(object[key]) ?? object.className
            summary.archivedClassName = object.className
        }
        switch object.className {
        case "NSClassSwapper", "NSCustomObject":
            if owner == index { summary.placeholder = "IBFilesOwner" }
            if summary.className == "FirstResponder" { summary.placeholder = "IBFirstResponder" }
        case "UIProxyObject":
            summary.placeholder = string(object["UIProxiedObjectIdentifier"])
        default:
            break
        }
        return summary
    }

    /// The key under which a class swapper or custom object of class
    /// `archivedClassName` names the class the runtime builds; nil for other classes.
    static func classNameKey(_ archivedClassName: String) -> String? {
        switch archivedClassName {
        case "UIClassSwapper": "UIClassName"
        case "NSClassSwapper", "NSCustomObject": "NSClassName"
        default: nil
        }
    }

    // MARK: Connections

    /// The nib's connections. Outlet collections that share one destination
    /// array share one list of its summaries, so many collections naming one
    /// large array cost its size once, not once each.
    public var connections: [Connection] {
        let list = isAppKit ? references(objectData?["NSConnections"]) : references(root?["UINibConnectionsKey"])
        var collections: [Int: [ObjectSummary]] = [:]
        var result: [Connection] = []
        for index in list {
            if let connection = connection(index, collections: &collections) { result.append(connection) }
        }
        return result
    }

    /// The connection object at `index`, or nil when it is not one;
    /// `collections` keeps the destination lists of the arrays already listed.
    func connection(_ index: Int, collections: inout [Int: [ObjectSummary]]) -> Connection? {
        let object = graph.objects[index]
        let (labelKey, sourceKey, destinationKey) = isAppKit ? ("NSLabel", "NSSource", "NSDestination") : ("UILabel", "UISource", "UIDestination")
        let kind: Connection.Kind
        switch object.className {
        case "UIRuntimeOutletConnection", "NSNibOutletConnector": kind = .outlet
        case "UIRuntimeOutletCollectionConnection": kind = .outletCollection
        case "UIRuntimeEventConnection", "NSNibControlConnector": kind = .action
        case "NSNibBindingConnector": kind = .binding
        default: return nil
        }
        var destinations: [ObjectSummary] = []
        switch object[destinationKey] {
        case .object(let target)? where graph.objects.indices.contains(target):
            if kind == .outletCollection, ["NSArray", "NSMutableArray"].contains(graph.objects[target].className) {
                if let listed = collections[target] {
                    destinations = listed
                } else {
                    destinations = references(.object(target)).map { summary($0) }
                    collections[target] = destinations
                }
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
        guard let frame = uikitFrame(object) else { return nil }
        func text(_ value: Double) -> String {
            let description = "\(value)"
            return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
        }
        return "{{\(text(frame.origin.x)), \(text(frame.origin.y))}, {\(text(frame.size.width)), \(text(frame.size.height))}}"
    }

    /// A view's frame in its superview's coordinates, as stored: `NSFrame` or
    /// `NSFrameSize` (AppKit: y up unless the superview is flipped), or
    /// `UIBounds` and `UICenter` (UIKit: y down). Nil when the object has none.
    public func frame(of object: NibGraph.Object) -> NibRect? {
        if let text = string(object["NSFrame"]) { return Self.rect(text) }
        if let text = string(object["NSFrameSize"]) { return Self.numbers(text, shape: .pair).map { NibRect(x: 0, y: 0, width: $0[0], height: $0[1]) } }
        return uikitFrame(object)
    }

    /// `UIBounds` and `UICenter` as a frame: NIBArchive float arrays, or a keyed archive's geometry strings.
    func uikitFrame(_ object: NibGraph.Object) -> NibRect? {
        guard let b = geometry(object["UIBounds"], shape: .rect), let c = geometry(object["UICenter"], shape: .pair) else { return nil }
        return NibRect(x: c[0] - b[2] / 2, y: c[1] - b[3] / 2, width: b[2], height: b[3])
    }

    /// The numbers of a geometry value of `shape`: a float array, or a `{…}` string.
    func geometry(_ value: NibGraph.Value?, shape: GeometryString.Shape) -> [Double]? {
        if case .data(let bytes)? = value {
            guard let values = NIBFloatArray(data: bytes)?.values, values.count == shape.count else { return nil }
            return values
        }
        return string(value).flatMap { Self.numbers($0, shape: shape) }
    }

    /// A `{{x, y}, {w, h}}` string (`NSFrame`, `NSWindowRect`) as a rectangle.
    public static func rect(_ text: String) -> NibRect? {
        numbers(text, shape: .rect).map { NibRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    /// The numbers of the geometry string `text` (`{x, y}`, `{{x, y}, {w, h}}`).
    static func numbers(_ text: String, shape: GeometryString.Shape) -> [Double]? {
        GeometryString.numbers(forUTF8: text.utf8, shape: shape).map { numbers in (0..<numbers.count).map { numbers[$0] } }
    }

    // MARK: Classes

    /// Classes by the number of objects, most first; custom classes (swapped or
    /// custom objects) are marked, with their Swift module when the name says one.
    public var classes: [(name: String, count: Int, isCustom: Bool, swiftName: SwiftClassName?)] {
        // Counted first by the identity of each name's `String` (the graph's, or one of
        // `strings`), so a long name that many objects share is hashed once, not once per object.
        var names = GraphNameCounts()
        var isCustom: [Bool] = []
        for index in graph.objects.indices.dropFirst() {
            let summary = summary(index)
            let number = names.add(summary.className)
            if number == isCustom.count { isCustom.append(false) }
            if summary.archivedClassName != nil && summary.placeholder == nil { isCustom[number] = true }
        }
        var byName: [String: (count: Int, isCustom: Bool)] = [:]
        for number in 0..<names.identityCount {
            let total = byName[names.name(number)] ?? (0, false)
            byName[names.name(number)] = (total.count + names.count(number), total.isCustom || isCustom[number])
        }
        return byName.map { ($0.key, $0.value.count, $0.value.isCustom, SwiftClassName($0.key)) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }
}
