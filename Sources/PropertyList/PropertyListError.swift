/// A problem found in property-list bytes.
///
/// Says what and where: the object index (for binary plists) and the byte offset.
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
        /// A value the writer cannot represent.
        case unencodable(String)
    }

    public let kind: Kind
    /// The object's index in the offset table, when the problem belongs to one object.
    public let object: Int?
    /// Byte offset from the start of the data.
    public let offset: Int

    public init(_ kind: Kind, object: Int? = nil, offset: Int) {
        self.kind = kind
        self.object = object
        self.offset = offset
    }

    public var description: String {
        let place = object.map { "object \($0): " } ?? ""
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
        case let .unencodable(what): "cannot encode: \(what)"
        }
    }
}
