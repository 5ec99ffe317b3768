import NibBytes
import PropertyList

/// A problem found in an NSKeyedArchiver archive.
///
/// Property-list problems keep their byte offset; archive-level problems
/// say which `$objects` entry (and key) is wrong.
public struct KeyedArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The bytes are not a valid property list.
        case propertyList(PropertyListError)
        /// The bytes are neither a binary nor an XML property list.
        case notAPropertyList
        /// The root is not a dictionary, or lacks `$archiver`, `$version`, `$top` or `$objects`.
        case missingRootEntry(String)
        /// `$archiver` is not `NSKeyedArchiver`.
        case unknownArchiver(String)
        /// `$version` is not 100000.
        case unsupportedVersion(Int64)
        /// A root entry has the wrong type.
        case invalidRootEntry(String)
        /// `$objects[0]` is not the string `$null`.
        case missingNullObject
        /// A UID names no `$objects` entry.
        case referenceOutOfRange(uid: UInt64, count: Int)
        /// An object's `$class` is missing or is not a UID.
        case missingClass
        /// A `$class` UID does not name a class dictionary with a `$classname` string.
        case invalidClassDictionary(String)
        /// An `$objects` entry has a type no archived object has.
        case invalidObject(String)
        /// The archive holds more objects than the options allow.
        case tooManyObjects(limit: Int)
        /// A reader that checks objects as it reads them has visited more
        /// items than the archive's size allows (entries or arrays read again,
        /// or shared by many values).
        case readLimitReached(limit: Int)
    }

    public let kind: Kind
    /// The `$objects` index the problem belongs to, when there is one.
    public let object: Int?
    /// The key inside that object, when there is one.
    public let key: String?
    /// The byte offset of the property-list object the problem lies in, when
    /// neither an entry nor a property-list error says where (an array's
    /// items read on their own).
    public let offset: Int?

    public init(_ kind: Kind, object: Int? = nil, key: String? = nil, offset: Int? = nil) {
        self.kind = kind
        self.object = object
        self.key = key
        self.offset = offset
    }

    /// This error with `offset` as its byte offset, unless it already says where.
    public func placed(at offset: Int) -> KeyedArchiveError {
        if case .propertyList = kind { return self }
        guard object == nil, self.offset == nil else { return self }
        return KeyedArchiveError(kind, key: key, offset: offset)
    }

    public var description: String {
        if case .propertyList(let error) = kind { return error.description }
        let text = ErrorPlace.describe(message, object: object, key: key) { "$objects[\($0)]" }
        return offset.map { "\(text) (offset 0x\(String($0, radix: 16)))" } ?? text
    }

    public var message: String {
        switch kind {
        case .propertyList(let error): error.message
        case .notAPropertyList: "not a property list (neither 'bplist0' nor '<?xml')"
        case .missingRootEntry(let key): "the archive has no \(key) entry"
        case .unknownArchiver(let name): "unknown archiver '\(name)' (expected NSKeyedArchiver)"
        case .unsupportedVersion(let version): "unsupported archive version \(version) (expected 100000)"
        case .invalidRootEntry(let what): "invalid root entry: \(what)"
        case .missingNullObject: "$objects[0] is not the string $null"
        case let .referenceOutOfRange(uid, count): "UID \(uid) is out of range ($objects has \(count) entries)"
        case .missingClass: "the object has no $class UID"
        case .invalidClassDictionary(let what): "invalid class dictionary: \(what)"
        case .invalidObject(let what): "invalid object: \(what)"
        case .tooManyObjects(let limit): "more than \(limit) objects"
        case .readLimitReached(let limit):
            "the reads so far visit more than \(limit) items (entries or arrays read again, or shared); open the archive again to read it again"
        }
    }
}
