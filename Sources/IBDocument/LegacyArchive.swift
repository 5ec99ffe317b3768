import NibBytes
import XIBReader

/// An Interface Builder 3 document: `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
/// version="7.10|8.00">` (or the `Cocoa.XIB` type of Mac documents), an XML
/// keyed archive of IB's own objects (`IBUIView`, `IBProxyObject`, `NSColor`…). Its `<data>` holds the root objects
/// (`IBDocument.RootObjects`) and the object container (`IBDocument.Objects`:
/// connection records, object records, flattened properties).
///
/// Every element becomes a ``LegacyValue``; objects, arrays and dictionaries
/// are ``LegacyObject``s that keep their entries in document order, with the
/// line and column of each. Any element may carry an `id` that `<reference ref=>`
/// names elsewhere; ``resolve(_:)`` follows such references.
public struct LegacyArchive: Sendable {
    /// Where the document came from, for diagnostics.
    public let path: String
    /// The `<archive>` element.
    public let root: XIBElement
    /// `type`: the CocoaTouch XIB, its iPad variant, or the Cocoa (Mac) XIB.
    public let type: String
    /// `version`: `7.02` to `8.00`.
    public let version: String
    /// The `<data>` element's entries.
    public let data: LegacyObject
    /// `IBDocument.InterfaceBuilderVersion` (0 when absent).
    public let interfaceBuilderVersion: Int
    /// Every value that has an `id`, by id.
    public let valuesByID: [String: LegacyValue]

    /// Reads `bytes` as an Interface Builder 3 archive.
    public init(bytes: ByteView, path: String, options: XIBReaderOptions = .default) throws(IBDocumentError) {
        try self.init(root: IBDocument.readRoot(bytes, path: path, options: options), path: path)
    }

    /// An archive from its `<archive>` element.
    public init(root: XIBElement, path: String) throws(IBDocumentError) {
        func fail(_ kind: IBDocumentError.Kind, _ element: XIBElement) -> IBDocumentError {
            IBDocumentError(kind, path: path, line: element.line, column: element.column)
        }
        guard root.name == "archive" else { throw fail(.notADocument(root.name), root) }
        let type = root[attribute: "type"] ?? ""
        guard Self.types.contains(type) else { throw fail(.unsupportedType(type), root) }
        let version = root[attribute: "version"] ?? ""
        guard Self.isReadable(version: version) else { throw fail(.unsupportedVersion(version), root) }
        guard let dataElement = root.child(named: "data") else {
            throw fail(.invalid("<archive> has no <data>"), root)
        }
        var index: [String: LegacyValue] = [:]
        var duplicate: (String, XIBElement)?
        let data = Self.object(dataElement, className: "IBDocumentData", index: &index, duplicate: &duplicate)
        if let (id, element) = duplicate {
            let first = index[id].flatMap { $0.object?.line } ?? 0
            throw fail(.duplicateID(id, firstLine: first), element)
        }
        self.path = path
        self.root = root
        self.type = type
        self.version = version
        self.data = data
        valuesByID = index
        interfaceBuilderVersion = IBDocument.leadingNumber(data["IBDocument.InterfaceBuilderVersion"]?.string ?? "")
    }

    /// The document types read: iPhone and iPad CocoaTouch xibs, and Mac (Cocoa) xibs.
    public static let types: Set<String> = [
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
        "com.apple.InterfaceBuilder3.Cocoa.XIB",
    ]

    /// Whether the archive is a Mac (Cocoa) document rather than an iOS one.
    public var isCocoa: Bool { type == "com.apple.InterfaceBuilder3.Cocoa.XIB" }

    /// The archive versions read: Interface Builder 3.0 to 3.2 and Xcode 4
    /// (`7.02` to `8.00`; one Interface Builder wrote `7.050000190734863`).
    public static func isReadable(version: String) -> Bool {
        guard let number = Double(version) else { return false }
        return (7.0..<9.0).contains(number)
    }

    // MARK: Reading values

    /// `value`, with references followed to the value they name (nil for a
    /// reference to nothing, which stands for nil).
    public func resolve(_ value: LegacyValue?) -> LegacyValue? {
        var value = value
        // References name values with ids, never other references, but stay bounded anyway.
        for _ in 0..<8 {
            guard case .reference(let id)? = value else { return value }
            value = id.flatMap { valuesByID[$0] }
        }
        return nil
    }

    /// The object `value` is or refers to.
    public func object(_ value: LegacyValue?) -> LegacyObject? { resolve(value)?.object }

    /// The entry `key` of `object`, resolved.
    public func value(_ key: String, of object: LegacyObject) -> LegacyValue? { resolve(object[key]) }

    /// The items of an array-like value (an `NSArray`, `NSMutableArray` or
    /// `<array>`), resolved; empty when it is none.
    public func items(_ value: LegacyValue?) -> [LegacyValue] {
        guard let array = object(value) else { return [] }
        return array.items.compactMap { resolve($0) }
    }

    /// The pairs of a dictionary-like value, in document order, with keys as
    /// strings: `<dictionary>` (each entry's `key` is its key), `NS.key.N` and
    /// `NS.object.N`, or `dict.sortedKeys` and `dict.values`.
    public func pairs(_ value: LegacyValue?) -> [(key: String, value: LegacyValue)] {
        guard let dictionary = object(value) else { return [] }
        if let keys = dictionary["dict.sortedKeys"] {
            let names = items(keys).map { $0.string ?? "" }
            return Array(zip(names, items(dictionary["dict.values"]))).map { (key: $0.0, value: $0.1) }
        }
        if dictionary.entries.contains(where: { $0.key?.hasPrefix("NS.key.") == true }) {
            var result: [(key: String, value: LegacyValue)] = []
            for entry in dictionary.entries {
                guard let key = entry.key, key.hasPrefix("NS.key.") else { continue }
                let suffix = key.dropFirst("NS.key.".count)
                guard let name = resolve(entry.value)?.string, let value = resolve(dictionary["NS.object." + suffix]) else {
                    continue
                }
                result.append((key: name, value: value))
            }
            return result
        }
        return dictionary.entries.compactMap { entry in
            guard let key = entry.key, let value = resolve(entry.value) else { return nil }
            return (key: key, value: value)
        }
    }

    /// The document's top-level objects (`IBDocument.RootObjects`), in order.
    public var rootObjects: [LegacyObject] {
        items(data["IBDocument.RootObjects"]).compactMap(\.object)
    }

    /// The object container (`IBDocument.Objects`).
    public var container: LegacyObject? { object(data["IBDocument.Objects"]) }

    /// The connections (`connectionRecords` → each record's `connection`), in document order.
    public var connections: [LegacyObject] {
        guard let container else { return [] }
        return items(container["connectionRecords"]).compactMap { record in
            record.object.flatMap { object($0["connection"]) }
        }
    }

    /// The object records (`objectRecords` → `orderedObjects`): each object's
    /// `objectID`, the object, its parent and its children, in document order.
    public var objectRecords: [LegacyObject] {
        guard let container, let set = object(container["objectRecords"]) else { return [] }
        return items(set["orderedObjects"]).compactMap(\.object)
    }

    /// The `flattenedProperties` of the object container: `OBJECTID.Property` → value.
    public var flattenedProperties: [String: LegacyValue] {
        guard let container else { return [:] }
        var result: [String: LegacyValue] = [:]
        for (key, value) in pairs(container["flattenedProperties"]) where result[key] == nil { result[key] = value }
        return result
    }

    // MARK: Building the model

    private static func object(_ element: XIBElement, className: String, index: inout [String: LegacyValue],
                               duplicate: inout (String, XIBElement)?) -> LegacyObject {
        var entries: [LegacyEntry] = []
        for child in element.children {
            let key = child[attribute: "key"]
            // 7.10 archives mark each array and dictionary as written by the XML coder.
            if key == "EncodedWithXMLCoder" { continue }
            let value = Self.value(child, index: &index, duplicate: &duplicate)
            entries.append(LegacyEntry(key: key, value: value, line: child.line, column: child.column))
        }
        return LegacyObject(className: className, id: element[attribute: "id"], entries: entries, line: element.line,
                            column: element.column)
    }

    private static func value(_ element: XIBElement, index: inout [String: LegacyValue],
                              duplicate: inout (String, XIBElement)?) -> LegacyValue {
        let value: LegacyValue
        switch element.name {
        case "object":
            value = .object(object(element, className: element[attribute: "class"] ?? "NSObject", index: &index,
                                   duplicate: &duplicate))
        case "array":
            value = .object(object(element, className: element[attribute: "class"] ?? "NSArray", index: &index,
                                   duplicate: &duplicate))
        case "dictionary":
            value = .object(object(element, className: element[attribute: "class"] ?? "NSDictionary", index: &index,
                                   duplicate: &duplicate))
        case "set":
            // 8.00 archives write a set as `<set>` with its members, as they write arrays as `<array>`.
            value = .object(object(element, className: element[attribute: "class"] ?? "NSSet", index: &index,
                                   duplicate: &duplicate))
        case "int", "integer":
            let text = element[attribute: "value"] ?? element.text
            value = Int64(text).map { .integer($0) } ?? .invalid(element.name, text)
        case "float", "double", "real":
            let text = element[attribute: "value"] ?? element.text
            value = XIBElement.number(text).map { .real($0) } ?? .invalid(element.name, text)
        case "bool", "boolean":
            let text = element[attribute: "value"] ?? element.text
            value = text == "YES" ? .bool(true) : text == "NO" ? .bool(false) : .invalid(element.name, text)
        case "string":
            if element[attribute: "type"] == "base64-UTF8" {
                value = Base64.decode(element.text).map { .string(String(decoding: $0, as: UTF8.self)) }
                    ?? .invalid(element.name, element.text)
            } else {
                value = .string(element.text)
            }
        case "characters":
            // An NSString's or NSMutableString's characters (`NS.bytes`), as text.
            value = .string(element.text)
        case "bytes":
            value = Base64.decode(element.text).map { .bytes($0) } ?? .invalid(element.name, element.text)
        case "reference":
            value = .reference(element[attribute: "ref"])
        case "nil":
            value = .null
        default:
            value = .invalid(element.name, "")
        }
        if let id = element[attribute: "id"] {
            if index[id] != nil {
                if duplicate == nil { duplicate = (id, element) }
            } else {
                index[id] = value
            }
        }
        return value
    }
}

/// One value of a legacy archive.
public indirect enum LegacyValue: Sendable {
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case string(String)
    /// `<bytes>`, base64 decoded.
    case bytes([UInt8])
    /// `<reference ref="ID"/>`; no `ref` stands for nil.
    case reference(String?)
    case null
    /// An `<object>`, `<array>` or `<dictionary>`.
    case object(LegacyObject)
    /// An element that is none of these, or whose text does not read as its type (element name, text).
    case invalid(String, String)

    public var object: LegacyObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// An integer, or a real that is whole.
    public var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .real(let value) where value == value.rounded() && abs(value) < 1e15: Int64(value)
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }

    public var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    public var bool: Bool? {
        switch self {
        case .bool(let value): value
        case .integer(let value): value != 0
        default: nil
        }
    }

    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}

/// An object, array or dictionary of a legacy archive: its class, its id,
/// and its entries in document order (keyed values and unkeyed items).
public struct LegacyObject: Sendable {
    public var className: String
    public var id: String?
    public var entries: [LegacyEntry]
    public var line: Int
    public var column: Int

    /// The first entry keyed `key` (unresolved).
    public subscript(key: String) -> LegacyValue? {
        entries.first { $0.key == key }?.value
    }

    /// The first entry keyed `key`, with its place.
    public func entry(_ key: String) -> LegacyEntry? {
        entries.first { $0.key == key }
    }

    /// The unkeyed entries: an array's items.
    public var items: [LegacyValue] {
        entries.filter { $0.key == nil }.map(\.value)
    }
}

/// One entry of a ``LegacyObject``: its key (nil for an array item), value and place.
public struct LegacyEntry: Sendable {
    public var key: String?
    public var value: LegacyValue
    public var line: Int
    public var column: Int
}
