import NibBytes
import Typedstream

extension NibGraph {
    /// Decodes a NeXT typedstream (an old nib bundle's `objects.nib`) into a graph.
    ///
    /// A typedstream names no keys, so values are named by where they stand:
    /// `G.V` is value V of the object's group G, both counted from 0 (a group
    /// is one `encodeValuesOfObjCTypes:` call; an object's groups run from its
    /// most basic class's to its own, with no mark where a class's end, so
    /// the key cannot name the class). A structure's or array's members are
    /// `G.V.M`. The root (class `NSObject`) holds the top-level groups the
    /// same way; object N of the stream is graph object N + 1.
    ///
    /// Strings, arrays, sets and dictionaries take the graph's Foundation
    /// shapes (`NS.bytes`, `NS.objects`, `NS.keys`) when their values have
    /// the shape Foundation writes (a `+` string; a count, then that many
    /// objects, or pairs for a dictionary), so every tool reads them as it
    /// reads other nibs' strings and collections.
    public init(typedstream archive: TypedstreamArchive) {
        var objects: [Object] = [Object(className: "NSObject", entries: Self.positionalEntries(archive.contents, in: archive))]
        objects.reserveCapacity(archive.objects.count + 1)
        // One chain per class, shared by its objects.
        var chains: [Int: [String]] = [:]
        for index in archive.objects.indices {
            let object = archive.objects[index]
            let className = archive.className(of: index)
            let entries = Self.foundationEntries(object, className: className)
                ?? Self.positionalEntries(object.groups, in: archive)
            let chain = chains[object.classIndex] ?? archive.classChain(ofClass: object.classIndex)
            chains[object.classIndex] = chain
            objects.append(Object(className: className, classChain: chain, entries: entries))
        }
        self.init(objects: objects)
    }

    /// Decodes typedstream bytes into a graph.
    public init(typedstreamBytes bytes: ByteView, options: TypedstreamOptions = .default) throws(TypedstreamError) {
        self.init(typedstream: try TypedstreamArchive(bytes: bytes, options: options))
    }

    /// The key of value `value` of group `group` (see ``init(typedstream:)``).
    public static func typedstreamKey(group: Int, value: Int) -> String { "\(group).\(value)" }

    private static func positionalEntries(_ groups: [TypedstreamGroup], in archive: TypedstreamArchive) -> [Entry] {
        var entries: [Entry] = []
        for (groupIndex, group) in groups.enumerated() {
            for (valueIndex, value) in group.values.enumerated() {
                append(value, key: typedstreamKey(group: groupIndex, value: valueIndex), to: &entries, archive: archive)
            }
        }
        return entries
    }

    private static func append(_ value: TypedstreamValue, key: String, to entries: inout [Entry], archive: TypedstreamArchive) {
        switch value {
        case .array(let members), .structure(let members):
            for (index, member) in members.enumerated() {
                append(member, key: key + ".\(index)", to: &entries, archive: archive)
            }
        case .ignored:
            break
        default:
            entries.append(Entry(key, graphValue(value, archive: archive)))
        }
    }

    private static func graphValue(_ value: TypedstreamValue, archive: TypedstreamArchive) -> Value {
        switch value {
        case let .integer(number, type):
            let width: IntegerWidth = switch UnicodeScalar(type) {
            case "c", "C": .int8
            case "s", "S": .int16
            case "q", "Q": .int64
            default: .int32
            }
            return width.holds(number) ? .integer(number, width) : .integer(number)
        case .float(let number): return .float(number)
        case .double(let number): return .double(number)
        case .sharedString(let bytes?):
            if let text = String(validating: bytes, as: UTF8.self) { return .string(text) }
            return .data(bytes)
        case .sharedString(nil), .object(nil), .class(nil): return .null
        case .bytes(let bytes): return .data(bytes)
        case .object(let index?): return .object(index + 1)
        case .class(let index?): return archive.classes.indices.contains(index) ? .string(archive.classes[index].name) : .null
        case .array, .structure, .ignored: return .null
        }
    }

    /// A string's or collection's entries in the graph's Foundation shape, or
    /// nil when the class is not one or its values are not in Foundation's order.
    private static func foundationEntries(_ object: TypedstreamObject, className: String) -> [Entry]? {
        guard let role = FoundationClasses.role(of: className) else { return nil }
        let values = object.groups.flatMap(\.values)
        switch role {
        case .string:
            guard values.count == 1, case .bytes(let bytes) = values[0] else { return nil }
            return [Entry(FoundationClasses.bytesKey, .data(bytes))]
        case .array, .set, .dictionary:
            guard case .integer(let count, _)? = values.first else { return nil }
            var references: [Value] = []
            for value in values.dropFirst() {
                guard case .object(let index?) = value else { return nil }
                references.append(.object(index + 1))
            }
            if role == .dictionary {
                guard Int64(references.count) == count * 2 else { return nil }
                let keys = stride(from: 0, to: references.count, by: 2).map { references[$0] }
                let items = stride(from: 1, to: references.count, by: 2).map { references[$0] }
                return [Entry(FoundationClasses.keysKey, .array(keys)), Entry(FoundationClasses.objectsKey, .array(items))]
            }
            guard Int64(references.count) == count else { return nil }
            return [Entry(FoundationClasses.objectsKey, .array(references))]
        case .number, .data:
            return nil
        }
    }
}
