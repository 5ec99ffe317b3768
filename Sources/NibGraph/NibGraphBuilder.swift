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
    private var pooledStrings: [String: Reference] = [:]
    /// Equal numbers are one object too (Apple's encoder shares them): by key and value.
    private var pooledNumbers: [NumberKey: Reference] = [:]

    private struct NumberKey: Hashable, Sendable {
        let key: String
        let value: NibGraph.Value
    }

    /// A builder whose root (object 0) is of class `rootClassName`.
    public init(rootClassName: String = "NSObject") {
        objects = [NibGraph.Object(className: rootClassName)]
    }

    /// The root object: its entries are the archive's top-level keys.
    public var root: Reference { Reference(index: 0) }

    /// The graph built so far.
    public var graph: NibGraph { NibGraph(objects: objects) }

    /// How many objects there are.
    public var count: Int { objects.count }

    /// A new empty object of `className`, with classes to use when that one is missing.
    public mutating func addObject(_ className: String, fallbacks: [String] = []) -> Reference {
        objects.append(NibGraph.Object(className: className, fallbackClassNames: fallbacks))
        return Reference(index: objects.count - 1)
    }

    /// Stores `value` under `key` after the object's other values.
    public mutating func append(_ key: String, _ value: Value, to object: Reference) {
        objects[object.index].entries.append(NibGraph.Entry(key, value.graphValue))
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
        if let pooled = pooledStrings[text] { return pooled }
        let reference = unpooledString(text, className: FoundationClasses.string)
        pooledStrings[text] = reference
        return reference
    }

    /// A string object of its own (not shared with equal strings), of `className`.
    public mutating func unpooledString(_ text: String, className: String) -> Reference {
        let reference = addObject(className)
        append(FoundationClasses.bytesKey, .data(Array(text.utf8)), to: reference)
        return reference
    }

    /// An `NSNumber` holding an integer (at Apple's width), a double or a boolean:
    /// one object per distinct number of a kind, as Apple's encoder shares them
    /// (the same `NSNumber 0` keys several button state dictionaries).
    public mutating func number(_ value: Int64) -> Reference {
        numberObject(FoundationClasses.integerKey, .integer(value))
    }

    public mutating func number(_ value: Double) -> Reference {
        numberObject(FoundationClasses.doubleKey, .double(value))
    }

    public mutating func number(_ value: Bool) -> Reference {
        numberObject(FoundationClasses.boolKey, .bool(value))
    }

    /// Makes `number(value)` return `reference`, an equal number of another
    /// kind: Apple's encoder shares numbers that compare equal (a double 11
    /// and an integer 11) as the object encoded first.
    public mutating func shareNumber(_ reference: Reference, asInteger value: Int64) {
        pooledNumbers[NumberKey(key: FoundationClasses.integerKey, value: Value.integer(value).graphValue)] = reference
    }

    private mutating func numberObject(_ key: String, _ value: Value) -> Reference {
        let poolKey = NumberKey(key: key, value: value.graphValue)
        if let pooled = pooledNumbers[poolKey] { return pooled }
        let reference = addObject(FoundationClasses.number)
        append(key, value, to: reference)
        pooledNumbers[poolKey] = reference
        return reference
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
