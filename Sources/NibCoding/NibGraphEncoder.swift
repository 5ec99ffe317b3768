import NIBArchive
import NibBytes
import NibGraph

/// Objects that can be written into a graph, the encoding direction of ``NibDecodable``.
public protocol NibEncodable: AnyObject {
    /// The class name written to the nib.
    var nibClassName: String { get }
    func encode(with encoder: NibObjectEncoder) throws
}

/// Builds a ``NibGraph`` from Swift objects; write it out with the graph's
/// `nibArchiveBytes` or `keyedArchiveBytes`.
///
/// Each object is written once, however often it is referenced, and an
/// object may refer back to one still being encoded (its index is reserved first).
/// Strings become `NSString` objects, numbers given as objects `NSNumber`,
/// byte arrays `NSData`, arrays `NSArray` and string-keyed dictionaries `NSDictionary`,
/// as ibtool writes them.
public final class NibGraphEncoder {
    private var objects: [NibGraph.Object] = [NibGraph.Object(className: "NSObject")]
    private var indices: [ObjectIdentifier: Int] = [:]

    public init() {}

    /// Adds a top-level entry to the root object (`UINibTopLevelObjectsKey`, …).
    public func encodeRoot(_ value: Any?, forKey key: String) throws {
        let reference = try self.reference(value)
        objects[0].entries.append(.init(key, reference))
    }

    /// The graph built so far.
    public var graph: NibGraph { NibGraph(objects: objects) }

    func reference(_ value: Any?) throws -> NibGraph.Value {
        guard let value else { return .null }
        switch value {
        case let object as NibEncodable:
            if let index = indices[ObjectIdentifier(object)] { return .object(index) }
            let index = add(NibGraph.Object(className: object.nibClassName))
            indices[ObjectIdentifier(object)] = index
            try object.encode(with: NibObjectEncoder(encoder: self, objectIndex: index))
            return .object(index)
        case let text as String:
            return .object(add(.init(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])))
        case let flag as Bool:
            return .object(add(.init(className: "NSNumber", entries: [.init("NS.boolval", .bool(flag))])))
        case let number as Int:
            return .object(add(.init(className: "NSNumber", entries: [.init("NS.intval", .integer(Int64(number)))])))
        case let number as Int64:
            return .object(add(.init(className: "NSNumber", entries: [.init("NS.intval", .integer(number))])))
        case let number as Double:
            return .object(add(.init(className: "NSNumber", entries: [.init("NS.dblval", .double(number))])))
        case let bytes as [UInt8]:
            return .object(add(.init(className: "NSData", entries: [.init("NS.bytes", .data(ByteView(copying: bytes)))])))
        case let array as [Any]:
            let index = add(.init(className: "NSArray"))
            var items: [NibGraph.Value] = []
            for element in array { items.append(try reference(element)) }
            objects[index].entries = [.init("NS.objects", .array(items))]
            return .object(index)
        case let dictionary as [String: Any]:
            let index = add(.init(className: "NSDictionary"))
            var keys: [NibGraph.Value] = [], values: [NibGraph.Value] = []
            for (key, element) in dictionary.sorted(by: { $0.key < $1.key }) {
                keys.append(try reference(key))
                values.append(try reference(element))
            }
            objects[index].entries = [.init("NS.keys", .array(keys)), .init("NS.objects", .array(values))]
            return .object(index)
        default:
            throw NibCodingError(.typeMismatch(expected: "an encodable value", found: "\(type(of: value))"))
        }
    }

    private func add(_ object: NibGraph.Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    func append(_ key: String, _ value: NibGraph.Value, to index: Int) {
        objects[index].entries.append(.init(key, value))
    }
}

/// Writes one object's values, the counterpart of ``NibObjectDecoder``.
public struct NibObjectEncoder {
    let encoder: NibGraphEncoder
    public let objectIndex: Int

    public func encodeObject(_ value: Any?, forKey key: String) throws {
        encoder.append(key, try encoder.reference(value), to: objectIndex)
    }

    public func encode(_ value: Int, forKey key: String) { encoder.append(key, .integer(Int64(value)), to: objectIndex) }
    public func encode(_ value: Int64, forKey key: String) { encoder.append(key, .integer(value), to: objectIndex) }
    public func encode(_ value: Bool, forKey key: String) { encoder.append(key, .bool(value), to: objectIndex) }
    public func encode(_ value: Float, forKey key: String) { encoder.append(key, .float(value), to: objectIndex) }
    public func encode(_ value: Double, forKey key: String) { encoder.append(key, .double(value), to: objectIndex) }

    /// Geometry as ibtool writes it: a float64 blob (keyed archives turn it into a string).
    public func encodeGeometry(_ values: [Double], forKey key: String) {
        encoder.append(key, .data(ByteView(copying: NIBFloatArray(elementType: .float64, values: values).encoded)), to: objectIndex)
    }

    public func encode(_ rect: NibRect, forKey key: String) {
        encodeGeometry([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], forKey: key)
    }

    public func encode(_ point: NibPoint, forKey key: String) { encodeGeometry([point.x, point.y], forKey: key) }
    public func encode(_ size: NibSize, forKey key: String) { encodeGeometry([size.width, size.height], forKey: key) }
}
