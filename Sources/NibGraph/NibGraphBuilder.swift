import NIBArchive
import NibBytes

/// Builds a ``NibGraph`` one object at a time, with typed values, in the
/// conventions both writers accept (see ``FoundationClasses``).
///
/// Objects are added first and filled later, so an object can refer to one
/// that is not filled yet (a constraint to a sibling view, a connection to any
/// object). Equal plain strings are one object, as Apple's encoder pools them.
///
/// ```swift
/// var builder = NibGraphBuilder()
/// let view = builder.addObject("UIView")
/// builder.append("UIBounds", .geometry([0, 0, 320, 480]), to: view)
/// builder.append("UINibTopLevelObjectsKey", .object(builder.array([view])), to: builder.root)
/// let bytes = try builder.graph.nibArchiveBytes(warnings: &warnings)
/// ```
public struct NibGraphBuilder: Sendable {
    /// An object of the graph being built.
    public struct Reference: Hashable, Sendable {
        public let index: Int
    }

    /// A value to store under a key.
    public enum Value: Sendable {
        case object(Reference)
        case null
        case bool(Bool)
        /// An integer at the width Apple's encoder picks (see ``NibGraph/IntegerWidth/minimal(for:)``).
        case integer(Int64)
        /// An integer at a given width (`encodeInt64:` values are always 8 bytes).
        case integerOfWidth(Int64, NibGraph.IntegerWidth)
        case float(Float)
        case double(Double)
        case data([UInt8])
        /// Points, sizes, rects and insets: a NIBArchive float64 array
        /// (keyed archives spell it as a string).
        case geometry([Double])
        /// Geometry as a NIBArchive float32 array, as the iOS 7 SDK's encoder
        /// wrote `CGFloat`s (32-bit in its simulator builds).
        case geometry32([Double])

        var graphValue: NibGraph.Value {
            switch self {
            case .object(let reference): .object(reference.index)
            case .null: .null
            case .bool(let flag): .bool(flag)
            case .integer(let number): .integer(number)
            case .integerOfWidth(let number, let width): .integer(number, width)
            case .float(let number): .float(number)
            case .double(let number): .double(number)
            case .data(let bytes): .data(ByteView(copying: bytes))
            case .geometry(let numbers):
                .data(ByteView(copying: NIBFloatArray(elementType: .float64, values: numbers).encoded))
            case .geometry32(let numbers):
                .data(ByteView(copying: NIBFloatArray(elementType: .float32, values: numbers).encoded))
            }
        }
    }

    private var objects: [NibGraph.Object]
    private var pooledStrings = StringTable<Reference>()
    /// Equal numbers are one object too (Apple's encoder shares them): by kind and value.
    private var pooledIntegers: [Int64: Reference] = [:]
    private var pooledDoubles: [Double: Reference] = [:]
    private var pooledBools: [Bool: Reference] = [:]

    /// Integer and double numbers of equal value, made as two objects that the graph makes one.
    private var equalNumbers: [(integer: Int, double: Int)] = []

    /// A builder whose root (object 0) is of class `rootClassName`.
    public init(rootClassName: String = "NSObject") {
        objects = [NibGraph.Object(className: rootClassName)]
    }

    /// The root object: its entries are the archive's top-level keys.
    public var root: Reference { Reference(index: 0) }

    /// The graph built so far, with each integer and double of equal value
    /// made one object (see ``number(_:)-(Int64)``).
    public var graph: NibGraph {
        var copy = self
        return copy.takeGraph()
    }

    /// ``graph``, taken out of the builder, which starts over (a compiler's
    /// last step): the graph then holds the only reference to its objects,
    /// and equal numbers are merged in place instead of in a copy of every object.
    public mutating func takeGraph() -> NibGraph {
        var built = NibGraph(objects: objects)
        let pairs = equalNumbers
        self = NibGraphBuilder()
        if !pairs.isEmpty { built.mergeNumbers(pairs) }
        return built
    }

    /// Makes room for about `objects` objects, so that the list is made at its size instead of growing.
    public mutating func reserveCapacity(objects count: Int) {
        objects.reserveCapacity(count)
    }

    /// How many objects there are.
    public var count: Int { objects.count }

    /// A new empty object of `className`, with classes to use when that one is missing.
    public mutating func addObject(_ className: String, fallbacks: [String] = []) -> Reference {
        objects.append(NibGraph.Object(className: className, fallbackClassNames: fallbacks))
        return Reference(index: objects.count - 1)
    }

    /// Stores `value` under `key` after the object's other values.
    public mutating func append(_ key: String, _ value: Value, to object: Reference) {
        append(NibGraph.Entry(key, value.graphValue), to: object)
    }

    /// Stores `entry` after the object's other values.
    @inline(__always) // Inlined, the entry moves into the list instead of being copied there.
    private mutating func append(_ entry: NibGraph.Entry, to object: Reference) {
        // A first value makes room for a few more: objects of views and their parts
        // hold many, and growing one entry at a time copies the list again and again.
        if objects[object.index].entries.isEmpty { objects[object.index].entries.reserveCapacity(8) }
        objects[object.index].entries.append(entry)
    }

    /// Renames an object's class (a custom class found after its object was made).
    public mutating func setClass(_ className: String, fallbacks: [String] = [], of object: Reference) {
        objects[object.index].className = className
        objects[object.index].fallbackClassNames = fallbacks
    }

    /// The class of `object`.
    public func className(of object: Reference) -> String {
        objects[object.index].className
    }

    /// The values of `object` so far.
    public func entries(of object: Reference) -> [NibGraph.Entry] {
        objects[object.index].entries
    }

    // MARK: Foundation values

    /// The `NSString` holding `text`: one object per distinct text.
    public mutating func string(_ text: String) -> Reference {
        // A nib with strings has dozens: room for them up front spares growing the pool.
        if pooledStrings.isEmpty { pooledStrings.reserveCapacity(64) }
        // One lookup finds the text's object or stores the one made next, so new text is hashed once.
        let (reference, inserted) = pooledStrings.value(for: text) { Reference(index: objects.count) }
        if inserted { _ = unpooledString(text, className: FoundationClasses.string) }
        return reference
    }

    /// A string object of its own (not shared with equal strings), of `className`.
    public mutating func unpooledString(_ text: String, className: String) -> Reference {
        let reference = addObject(className)
        // The bytes are copied from the string straight into the value's storage.
        append(NibGraph.Entry(FoundationClasses.bytesKey, .data(ByteView(copying: text.utf8))), to: reference)
        return reference
    }

    /// The value a dictionary slot holds (or was just given).
    private static func stored(_ slot: inout Reference) -> Reference { slot }

    /// An `NSNumber` holding an integer (at Apple's width), a double or a boolean:
    /// one object per distinct number of a kind, as Apple's encoder shares them
    /// (the same `NSNumber 0` keys several button state dictionaries).
    ///
    /// An integer and a double of equal value are one object too, as
    /// `NSNumber` equality ignores the kind: the encoder keeps the kind of
    /// the one it encodes first. Both are made here, and ``graph`` keeps the
    /// one its depth-first walk from the root (the encoder's order) reaches
    /// first: an object id 13 is a font descriptor's size 13.0 encoded before it.
    public mutating func number(_ value: Int64) -> Reference {
        // As in ``string(_:)``: room up front, and one lookup finds the number's object or stores the one made next.
        if pooledIntegers.isEmpty { pooledIntegers.reserveCapacity(16) }
        let next = Reference(index: objects.count)
        let reference = Self.stored(&pooledIntegers[value, default: next])
        if reference == next { makeNumber(FoundationClasses.integerKey, .integer(value)) }
        if let double = pooledDoubles[Double(value)] {
            noteEqualNumbers(integer: reference, double: double)
        }
        return reference
    }

    public mutating func number(_ value: Double) -> Reference {
        if pooledDoubles.isEmpty { pooledDoubles.reserveCapacity(16) }
        let next = Reference(index: objects.count)
        let reference = Self.stored(&pooledDoubles[value, default: next])
        if reference == next { makeNumber(FoundationClasses.doubleKey, .double(value)) }
        if value == value.rounded(), abs(value) < 1e15, let integer = pooledIntegers[Int64(value)] {
            noteEqualNumbers(integer: integer, double: reference)
        }
        return reference
    }

    private mutating func noteEqualNumbers(integer: Reference, double: Reference) {
        if !equalNumbers.contains(where: { $0.integer == integer.index }) {
            equalNumbers.append((integer.index, double.index))
        }
    }

    public mutating func number(_ value: Bool) -> Reference {
        let next = Reference(index: objects.count)
        let reference = Self.stored(&pooledBools[value, default: next])
        if reference == next { makeNumber(FoundationClasses.boolKey, .bool(value)) }
        return reference
    }

    /// A new `NSNumber` object holding `value` under `key`.
    private mutating func makeNumber(_ key: String, _ value: Value) {
        let reference = addObject(FoundationClasses.number)
        append(NibGraph.Entry(key, value.graphValue), to: reference)
    }

    /// An `NSData` holding `bytes` (a nested archive, for one).
    public mutating func dataObject(_ bytes: [UInt8]) -> Reference {
        let reference = addObject(FoundationClasses.data)
        append(FoundationClasses.bytesKey, .data(bytes), to: reference)
        return reference
    }

    /// An array (or ordered set) of `items`, in order.
    public mutating func array(_ items: [Reference], className: String = FoundationClasses.array) -> Reference {
        let reference = addObject(className)
        append(FoundationClasses.objectsKey, items, to: reference)
        return reference
    }

    /// A set of `items` (their order is kept as given).
    public mutating func set(_ items: [Reference], className: String = FoundationClasses.set) -> Reference {
        array(items, className: className)
    }

    /// A dictionary of `pairs`, in order.
    public mutating func dictionary(_ pairs: [(key: Reference, value: Reference)],
                                    className: String = FoundationClasses.dictionary) -> Reference {
        let reference = addObject(className)
        append(FoundationClasses.keysKey, pairs.map(\.key), to: reference)
        append(FoundationClasses.objectsKey, pairs.map(\.value), to: reference)
        return reference
    }

    /// Stores a list of references under `key` (a collection's `NS.objects` or `NS.keys`), for
    /// collections made before their elements.
    public mutating func append(_ key: String, _ items: [Reference], to object: Reference) {
        objects[object.index].entries.append(NibGraph.Entry(key, .array(items.map { .object($0.index) })))
    }
}

extension NibGraph {
    /// Makes each pair of equal numbers one object: the one a
    /// depth-first walk from the root, in entry order, reaches first (the
    /// order Apple's encoder encodes objects in); the other is removed and
    /// references to it lead to the kept one. In place: each kept object
    /// moves to its new place and has its references changed there.
    mutating func mergeNumbers(_ pairs: [(integer: Int, double: Int)]) {
        let order = encodingOrder()
        // Per object: the object that replaces it, or -1 when it is kept.
        var replacement = Array(repeating: -1, count: objects.count)
        for pair in pairs {
            let integerFirst = order[pair.integer] < order[pair.double]
            if integerFirst { replacement[pair.double] = pair.integer } else { replacement[pair.integer] = pair.double }
        }
        var newIndex: [Int] = []
        newIndex.reserveCapacity(objects.count)
        var kept = 0
        for index in objects.indices {
            newIndex.append(kept)
            if replacement[index] < 0 { kept += 1 }
        }
        let count = objects.count
        func moved(_ index: Int) -> Int {
            // A reference out of range stays as it is, for the writer to report.
            guard index >= 0, index < count else { return index }
            return newIndex[replacement[index] < 0 ? index : replacement[index]]
        }
        func moved(_ value: Value) -> Value {
            switch value {
            case .object(let index): .object(moved(index))
            case .array(let items): .array(items.map(moved))
            default: value
            }
        }
        var next = 0
        for index in objects.indices where replacement[index] < 0 {
            if next != index { objects.swapAt(next, index) }
            for entry in objects[next].entries.indices {
                switch objects[next].entries[entry].value {
                case .object, .array: objects[next].entries[entry].value = moved(objects[next].entries[entry].value)
                default: break
                }
            }
            next += 1
        }
        objects.removeLast(objects.count - next)
    }

    /// Each object's position in a depth-first walk from the root that visits
    /// an object's references in entry order, the first time it meets them
    /// (`Int.max` for objects the walk does not reach).
    func encodingOrder() -> [Int] {
        var order = Array(repeating: Int.max, count: objects.count)
        guard !objects.isEmpty else { return order }
        order[0] = 0
        var reached = 1
        // Each open object, the entry it is at and, in an array entry, the item.
        var stack: [(object: Int, entry: Int, item: Int)] = [(0, 0, 0)]
        while let top = stack.last {
            let entries = objects[top.object].entries
            guard top.entry < entries.count else {
                stack.removeLast()
                continue
            }
            let reference: Int?
            switch entries[top.entry].value {
            case .object(let index):
                reference = index
                stack[stack.count - 1].entry += 1
            case .array(let items) where top.item < items.count:
                if case .object(let index) = items[top.item] { reference = index } else { reference = nil }
                stack[stack.count - 1].item += 1
            default:
                reference = nil
                stack[stack.count - 1].entry += 1
                stack[stack.count - 1].item = 0
            }
            if let reference, objects.indices.contains(reference), order[reference] == .max {
                order[reference] = reached
                reached += 1
                stack.append((reference, 0, 0))
            }
        }
        return order
    }
}
