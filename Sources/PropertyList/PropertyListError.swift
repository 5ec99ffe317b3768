/// A problem found in property-list bytes.
///
/// Says what and where: the object index (for binary plists), the line and
/// column (for XML plists) and the byte offset.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The data does not start with `bplist0`.
        case badMagic
        /// The bytes end before the item does.
        case truncated
        /// The 32-byte trailer's sizes, counts or offsets are impossible.
        case invalidTrailer(String)
        /// An object's offset lies outside the object area.
        case objectOffsetOutOfRange(Int)
        /// An object reference names an index beyond the object count.
        case referenceOutOfRange(index: Int, count: Int)
        /// A marker byte that bplist00 does not define.
        case unknownMarker(UInt8)
        /// An integer of a size bplist00 does not define, or a count that is not a non-negative integer.
        case invalidInteger
        /// An ASCII string holds a byte above 0x7F.
        case invalidASCII
        /// A collection contains itself.
        case cycle
        /// Collections nest deeper than the options allow.
        case tooDeep(limit: Int)
        /// Read as a tree, with every shared collection repeated wherever it is
        /// referenced, the property list holds more objects than `limit`: its
        /// size in bytes plus ``PropertyListOptions/maximumSharedExpansion``.
        case expandsTooMuch(limit: Int)
        /// A value the writer cannot represent.
        case unencodable(String)
        /// The bytes are not well-formed XML; libxml2's message.
        case invalidXML(String)
        /// An element the plist DTD does not allow at this place.
        case unexpectedElement(String)
        /// Character data where only elements (or nothing) may stand.
        case unexpectedText
        /// The text of a value element cannot be read as its type (integer, real, date, data).
        case invalidValue(String)
        /// A reference to an entity other than the five predefined ones (character references are fine).
        case entityReference(String)
        /// The document type declares an entity (entities are never expanded, so they are refused outright).
        case entityDeclaration(String)
    }

    public let kind: Kind
    /// The object's index in the offset table, when the problem belongs to one object.
    public let object: Int?
    /// Byte offset from the start of the data. For XML plists, how far libxml2
    /// had read when the problem was found.
    public let offset: Int
    /// The 1-based line, for XML plists.
    public let line: Int?
    /// The 1-based column on `line`, for XML plists.
    public let column: Int?

    public init(_ kind: Kind, object: Int? = nil, offset: Int, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.object = object
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var description: String {
        var place = object.map { "object \($0): " } ?? ""
        if let line {
            place += "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": "
        }
        return "\(place)\(message) (offset 0x\(String(offset, radix: 16)))"
    }

    public var message: String {
        switch kind {
        case .badMagic: "not a binary property list (no 'bplist0' header)"
        case .truncated: "unexpected end of data"
        case let .invalidTrailer(what): "invalid trailer: \(what)"
        case let .objectOffsetOutOfRange(offset): "object offset \(offset) is outside the object area"
        case let .referenceOutOfRange(index, count): "object reference \(index) is out of range (object count \(count))"
        case let .unknownMarker(marker): "unknown marker byte 0x\(String(marker, radix: 16))"
        case .invalidInteger: "invalid integer or count"
        case .invalidASCII: "ASCII string holds a byte above 0x7F"
        case .cycle: "a collection contains itself"
        case let .tooDeep(limit): "collections nest deeper than \(limit) levels"
        case let .expandsTooMuch(limit):
            "shared collections make the property list stand for more than \(limit) objects (each counted wherever it is referenced)"
        case let .unencodable(what): "cannot encode: \(what)"
        case let .invalidXML(what): "invalid XML: \(what)"
        case let .unexpectedElement(what): "unexpected element: \(what)"
        case .unexpectedText: "text outside a value element"
        case let .invalidValue(what): "invalid value: \(what)"
        case let .entityReference(name): "reference to entity '\(name)' (only the predefined entities and character references are allowed)"
        case let .entityDeclaration(name): "the document type declares entity '\(name)' (entity declarations are not allowed)"
        }
    }
}
