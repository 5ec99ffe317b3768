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
    private var builder = NibGraphBuilder()
    private var indices: [ObjectIdentifier: NibGraphBuilder.Reference] = [:]

    public init() {}

    /// Adds a top-level entry to the root object (`UINibTopLevelObjectsKey`, …).
    public func encodeRoot(_ value: Any?, forKey key: String) throws {
        let reference = try self.reference(value)
        builder.append(key, reference, to: builder.root)
    }

    /// The graph built so far.
    public var graph: NibGraph { builder.graph }

    func reference(_ value: Any?) throws -> NibGraphBuilder.Value {
        guard let value else { return .null }
        switch value {
        case let object as NibEncodable:
            if let reference = indices[ObjectIdentifier(object)] { return .object(reference) }
            let reference = builder.addObject(object.nibClassName)
            indices[ObjectIdentifier(object)] = reference
            try object.encode(with: NibObjectEncoder(encoder: self, object: reference))
            return .object(reference)
        case let text as String:
            return .object(builder.unpooledString(text, className: FoundationClasses.string))
        case let flag as Bool:
            return .object(builder.number(flag))
        case let number as Int:
            return .object(builder.number(Int64(number)))
        case let number as Int64:
            return .object(builder.number(number))
        case let number as Double:
            return .object(builder.number(number))
        case let bytes as [UInt8]:
            return .object(builder.dataObject(bytes))
        case let array as [Any]:
            let collection = builder.addObject(FoundationClasses.array)
            var items: [NibGraphBuilder.Reference] = []
            for element in array { items.append(try objectReference(element)) }
            builder.append(FoundationClasses.objectsKey, items, to: collection)
            return .object(collection)
        case let dictionary as [String: Any]:
            let collection = builder.addObject(FoundationClasses.dictionary)
            var keys: [NibGraphBuilder.Reference] = [], values: [NibGraphBuilder.Reference] = []
            for (key, element) in dictionary.sorted(by: { $0.key < $1.key }) {
                keys.append(try objectReference(key))
                values.append(try objectReference(element))
            }
            builder.append(FoundationClasses.keysKey, keys, to: collection)
            builder.append(FoundationClasses.objectsKey, values, to: collection)
            return .object(collection)
        default:
            throw NibCodingError(.typeMismatch(expected: "an encodable value", found: "\(type(of: value))"))
        }
    }

    /// A collection element: an object (nil has no place in a collection).
    private func objectReference(_ value: Any?) throws -> NibGraphBuilder.Reference {
        guard case .object(let reference) = try self.reference(value) else {
            throw NibCodingError(.typeMismatch(expected: "a collection element", found: "nil"))
        }
        return reference
    }

    func append(_ key: String, _ value: NibGraphBuilder.Value, to object: NibGraphBuilder.Reference) {
        builder.append(key, value, to: object)
    }
}

/// Writes one object's values, the counterpart of ``NibObjectDecoder``.
public struct NibObjectEncoder {
    let encoder: NibGraphEncoder
    let object: NibGraphBuilder.Reference
    /// The index of the object being written in the graph.
    public var objectIndex: Int { object.index }

    init(encoder: NibGraphEncoder, object: NibGraphBuilder.Reference) {
        self.encoder = encoder
        self.object = object
    }

    public func encodeObject(_ value: Any?, forKey key: String) throws {
        encoder.append(key, try encoder.reference(value), to: object)
    }

    public func encode(_ value: Int, forKey key: String) { encoder.append(key, .integer(Int64(value)), to: object) }
    public func encode(_ value: Int64, forKey key: String) { encoder.append(key, .integer(value), to: object) }
    public func encode(_ value: Bool, forKey key: String) { encoder.append(key, .bool(value), to: object) }
    public func encode(_ value: Float, forKey key: String) { encoder.append(key, .float(value), to: object) }
    public func encode(_ value: Double, forKey key: String) { encoder.append(key, .double(value), to: object) }

    /// Geometry as ibtool writes it: a float64 blob (keyed archives turn it into a string).
    public func encodeGeometry(_ values: [Double], forKey key: String) {
        encoder.append(key, .geometry(values), to: object)
    }

    public func encode(_ rect: NibRect, forKey key: String) {
        encodeGeometry([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], forKey: key)
    }

    public func encode(_ point: NibPoint, forKey key: String) { encodeGeometry([point.x, point.y], forKey: key) }
    public func encode(_ size: NibSize, forKey key: String) { encodeGeometry([size.width, size.height], forKey: key) }
}
