import KeyedArchive
import NIBArchive
import NibBytes
import NibGraph

/// Decodes one object's values, like the `NSCoder` an `init(coder:)` receives.
///
/// Missing keys decode as nil, 0 or false, as with `NSCoder`; a value of the
/// wrong type is a ``NibCodingError`` (`.typeMismatch`). Works the same over
/// NIBArchive and keyed archives: values are ``NibGraph`` values whether they
/// come from a graph or straight from the file (``NibObjects``).
public struct NibObjectDecoder {
    public let unarchiver: NibUnarchiver
    /// The index of the object being decoded (see ``NibObjects``).
    public let objectIndex: Int
    /// The class being built (after class swapping).
    public let className: String
    /// The coded values, read on demand.
    let values: NibObjectValues
    /// Where unkeyed decoding (`$1`, `$2`, …) goes next; UINibEncoder numbers
    /// generic keys from `$1`, Foundation's keyed archiver from `$0`.
    private var nextUnkeyed: Int?

    init(unarchiver: NibUnarchiver, objectIndex: Int, className: String) {
        self.unarchiver = unarchiver
        self.objectIndex = objectIndex
        self.className = className
        values = unarchiver.objects.values(of: objectIndex)
    }

    /// The raw coded values, in order (built on each call for a file read in place).
    public var entries: [NibGraph.Entry] { values.entries }

    /// The classes to use when ``className`` is not available.
    public var fallbackClassNames: [String] { unarchiver.objects.fallbackClassNames(of: objectIndex) }

    public func containsValue(forKey key: String) -> Bool { raw(key) != nil }

    @inline(__always)
    func raw(_ key: String) -> NibGraph.Value? { values.value(forKey: key) }

    // MARK: Objects

    /// The object or value under `key` (see ``NibUnarchiver/object(at:)`` for what it can be).
    public func decodeObject(forKey key: String) throws -> Any? {
        guard let value = raw(key) else { return nil }
        return try resolve(value, key: key)
    }

    /// The object under `key` as a `T`, or a `.typeMismatch` error.
    public func decodeObject<T>(of type: T.Type, forKey key: String) throws -> T? {
        guard let object = try decodeObject(forKey: key) else { return nil }
        guard let typed = object as? T else {
            throw NibCodingError(.typeMismatch(expected: "\(T.self)", found: Self.describeType(object)), object: objectIndex, key: key)
        }
        return typed
    }

    /// The object under `key`, if its class is one of `classNames` (secure decoding).
    public func decodeObject(forKey key: String, allowing classNames: Set<String>) throws -> Any? {
        guard let value = raw(key) else { return nil }
        if case .object(let index) = value {
            guard unarchiver.hasObject(index) else { throw NibCodingError(.missingObject(index), object: objectIndex, key: key) }
            let name = unarchiver.objects.className(of: index)
            guard classNames.contains(name) else { throw NibCodingError(.classNotAllowed(name), object: index, key: key) }
        }
        return try resolve(value, key: key)
    }

    /// Delivers the object under `key` now, or once it has finished decoding when it is
    /// still being decoded (a reference back up the tree, such as a subview's superview).
    public func decodeObject(forKey key: String, whenAvailable deliver: @escaping (Any?) -> Void) throws {
        guard let value = raw(key) else { return deliver(nil) }
        if case .object(let index) = value { return try unarchiver.whenAvailable(index, deliver) }
        deliver(try resolve(value, key: key))
    }

    /// The next unkeyed object (`$1`, `$2`, … in order).
    public mutating func decodeNextObject() throws -> Any? {
        let position = nextUnkeyed ?? (raw("$0") != nil ? 0 : 1)
        nextUnkeyed = position + 1
        return try decodeObject(forKey: "$\(position)")
    }

    // MARK: Scalars

    public func decodeInt64(forKey key: String) throws -> Int64 {
        switch raw(key) {
        case nil, .null?: return 0
        case .integer(let number, _)?: return number
        case .bool(let flag)?: return flag ? 1 : 0
        case .float(let number)?: return Int64(exactly: number.rounded(.towardZero)) ?? 0
        case .double(let number)?: return Int64(exactly: number.rounded(.towardZero)) ?? 0
        case let other?: throw mismatch("an integer", other, key)
        }
    }

    public func decodeInteger(forKey key: String) throws -> Int { Int(truncatingIfNeeded: try decodeInt64(forKey: key)) }

    public func decodeBool(forKey key: String) throws -> Bool {
        switch raw(key) {
        case nil, .null?: return false
        case .bool(let flag)?: return flag
        case .integer(let number, _)?: return number != 0
        case let other?: throw mismatch("a boolean", other, key)
        }
    }

    public func decodeDouble(forKey key: String) throws -> Double {
        switch raw(key) {
        case nil, .null?: return 0
        case .double(let number)?: return number
        case .float(let number)?: return Double(number)
        case .integer(let number, _)?: return Double(number)
        case let other?: throw mismatch("a floating-point number", other, key)
        }
    }

    public func decodeFloat(forKey key: String) throws -> Float { Float(try decodeDouble(forKey: key)) }

    /// A string: an `NSString` object, or an inline string (keyed archives).
    public func decodeString(forKey key: String) throws -> String? {
        guard let value = raw(key) else { return nil }
        if case .string(let text) = value { return text }
        guard let object = try resolve(value, key: key) else { return nil }
        guard let text = object as? String else { throw NibCodingError(.typeMismatch(expected: "a string", found: Self.describeType(object)), object: objectIndex, key: key) }
        return text
    }

    /// Bytes: inline data, or an `NSData` object.
    public func decodeData(forKey key: String) throws -> [UInt8]? {
        guard let value = raw(key) else { return nil }
        if case .data(let bytes) = value {
            try unarchiver.account(bytes: bytes.count, object: objectIndex)
            return bytes.array
        }
        guard let object = try resolve(value, key: key) else { return nil }
        guard let bytes = object as? [UInt8] else { throw NibCodingError(.typeMismatch(expected: "data", found: Self.describeType(object)), object: objectIndex, key: key) }
        return bytes
    }

    public func decodeArray(forKey key: String) throws -> [Any]? { try decodeObject(of: [Any].self, forKey: key) }
    public func decodeDictionary(forKey key: String) throws -> [String: Any]? { try decodeObject(of: [String: Any].self, forKey: key) }

    // MARK: Geometry

    /// The numbers of a geometry value: NIBArchive's typed float blob, or a keyed archive's string.
    func geometry(_ key: String, shape: GeometryString.Shape) throws -> GeometryNumbers? {
        // A keyed archive read in place: the string parsed where it lies, no blob made.
        if case .keyedArchive(let archive, let index) = values, let numbers = archive.geometry(forKey: key, ofObject: index),
           numbers.count == shape.count
        {
            return numbers
        }
        guard let value = raw(key) else { return nil }
        let count = shape.count
        func parse(_ text: String) -> [Double]? {
            GeometryString.blob(forString: text, shape: shape).flatMap { NIBFloatArray(data: ByteView(copying: $0))?.values }
        }
        var numbers: [Double]?
        switch value {
        case .data(let bytes):
            // The common case, read in place: 0x07 and `count` float64s.
            if bytes.count == 1 + 8 * count, bytes.first == 7 {
                return GeometryNumbers(count: count) { bytes.float64(at: 1 + 8 * $0)! }
            }
            numbers = NIBFloatArray(data: bytes)?.values
        case .string(let text): numbers = parse(text)
        case .object:
            if let text = try resolve(value, key: key) as? String { numbers = parse(text) }
        default: break
        }
        guard let numbers, numbers.count == count else { throw mismatch("\(count) geometry numbers", value, key) }
        return GeometryNumbers(count: count) { numbers[$0] }
    }

    public func decodePoint(forKey key: String) throws -> NibPoint {
        guard let n = try geometry(key, shape: .pair) else { return NibPoint(x: 0, y: 0) }
        return NibPoint(x: n[0], y: n[1])
    }

    public func decodeSize(forKey key: String) throws -> NibSize {
        guard let n = try geometry(key, shape: .pair) else { return NibSize(width: 0, height: 0) }
        return NibSize(width: n[0], height: n[1])
    }

    public func decodeRect(forKey key: String) throws -> NibRect {
        guard let n = try geometry(key, shape: .rect) else { return NibRect(x: 0, y: 0, width: 0, height: 0) }
        return NibRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    public func decodeEdgeInsets(forKey key: String) throws -> NibEdgeInsets {
        guard let n = try geometry(key, shape: .insets) else { return NibEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        return NibEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public func decodeAffineTransform(forKey key: String) throws -> NibAffineTransform {
        guard let n = try geometry(key, shape: .transform) else { return NibAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        return NibAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    // MARK: Values and built-in classes

    func resolve(_ value: NibGraph.Value, key: String) throws -> Any? {
        switch value {
        case .null: return nil
        case .object(let index):
            guard unarchiver.hasObject(index) else {
                throw NibCodingError(.missingObject(index), object: objectIndex, key: key)
            }
            return try unarchiver.object(at: index)
        case .integer(let number, _): return number
        case .bool(let flag): return flag
        case .float(let number): return number
        case .double(let number): return number
        case .data(let bytes):
            try unarchiver.account(bytes: bytes.count, object: objectIndex)
            return bytes.array
        case .string(let text):
            try unarchiver.account(bytes: text.utf8.count, object: objectIndex)
            return text
        case .array(let items):
            var result: [Any] = []
            result.reserveCapacity(items.count)
            for item in items {
                guard let element = try resolve(item, key: key) else { throw NibCodingError(.cycle, object: objectIndex, key: key) }
                result.append(element)
            }
            return result
        }
    }

    func stringContents() throws -> String {
        if case .string(let text)? = raw("NS.string") {
            try unarchiver.account(bytes: text.utf8.count, object: objectIndex)
            return text
        }
        guard case .data(let bytes)? = raw("NS.bytes") else { throw NibCodingError(.typeMismatch(expected: "NS.bytes data", found: "none"), object: objectIndex, key: "NS.bytes") }
        try unarchiver.account(bytes: bytes.count, object: objectIndex)
        return bytes.decodedUTF8
    }

    func numberContents() throws -> Any {
        switch raw("NS.intval") ?? raw("NS.dblval") ?? raw("NS.boolval") {
        case .integer(let number, _)?: return number
        case .double(let number)?: return number
        case .float(let number)?: return Double(number)
        case .bool(let flag)?: return flag
        default: throw NibCodingError(.typeMismatch(expected: "NS.intval, NS.dblval or NS.boolval", found: "none"), object: objectIndex)
        }
    }

    func dataContents() throws -> [UInt8] {
        guard let bytes = try decodeData(forKey: raw("NS.bytes") != nil ? "NS.bytes" : "NS.data") else { return [] }
        return bytes
    }

    func arrayContents() throws -> [Any] {
        guard let value = raw("NS.objects") else { return [] }
        guard let array = try resolve(value, key: "NS.objects") as? [Any] else { throw mismatch("an array", value, "NS.objects") }
        return array
    }

    func dictionaryContents() throws -> Any {
        guard let keys = raw("NS.keys"), let values = raw("NS.objects") else { return [String: Any]() }
        guard let keyList = try resolve(keys, key: "NS.keys") as? [Any], let valueList = try resolve(values, key: "NS.objects") as? [Any],
              keyList.count == valueList.count
        else { throw mismatch("matching NS.keys and NS.objects arrays", keys, "NS.keys") }
        var result: [String: Any] = [:]
        for (key, value) in zip(keyList, valueList) {
            guard let name = key as? String else { throw NibCodingError(.typeMismatch(expected: "string keys", found: Self.describeType(key)), object: objectIndex, key: "NS.keys") }
            result[name] = value
        }
        return result
    }

    private func mismatch(_ expected: String, _ value: NibGraph.Value, _ key: String) -> NibCodingError {
        NibCodingError(.typeMismatch(expected: expected, found: Self.describe(value)), object: objectIndex, key: key)
    }

    static func describe(_ value: NibGraph.Value) -> String {
        switch value {
        case .integer: "an integer"
        case .bool: "a boolean"
        case .float, .double: "a floating-point number"
        case .data: "data"
        case .string: "a string"
        case .null: "nil"
        case .object: "an object"
        case .array: "an array"
        }
    }

    static func describeType(_ object: Any) -> String {
        if let dynamic = object as? NibDynamicObject { return dynamic.className }
        return "\(type(of: object))"
    }
}
