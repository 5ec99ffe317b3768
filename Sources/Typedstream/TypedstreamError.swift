/// A problem found in a NeXT typedstream, with the byte offset where it lies.
public struct TypedstreamError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The bytes end before the value being read does.
        case truncated
        /// The header is not a streamer version, a length of 11 and `typedstream` or `streamtyped`.
        case invalidSignature
        /// A streamer version other than 4 (the one every Mac OS X writer used).
        case unsupportedStreamerVersion(Int64)
        /// A tag byte where another kind of value was expected (`expected` names it).
        case unexpectedTag(UInt8, expected: String)
        /// A shared-string or object reference past the end of its table.
        case referenceOutOfRange(Int64, count: Int, table: String)
        /// An object reference that names a class, or a class reference that names an object.
        case wrongReferenceKind(expected: String)
        /// A type encoding that does not parse, or holds a type this reader
        /// does not know (unions, bit fields, `void`, `?`).
        case invalidTypeEncoding(String)
        /// A length below zero.
        case negativeLength(Int64)
        /// A string or byte array longer than the options allow.
        case stringTooLong(Int64, limit: Int)
        /// Objects and classes nest deeper than the options allow.
        case tooDeep(limit: Int)
        /// More objects and classes than the options allow.
        case tooManyObjects(limit: Int)
        /// More values than the options and the input's size allow.
        case tooManyValues(limit: Int)
    }

    public let kind: Kind
    /// The offset from the start of the file where the problem lies.
    public let offset: Int

    public init(_ kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    public var description: String { "\(message) (offset 0x\(String(offset, radix: 16)))" }

    public var message: String {
        switch kind {
        case .truncated: "the typedstream ends inside a value"
        case .invalidSignature: "not a typedstream (no 'typedstream' or 'streamtyped' signature)"
        case .unsupportedStreamerVersion(let version): "unsupported typedstream streamer version \(version) (expected 4)"
        case let .unexpectedTag(tag, expected): "unexpected tag 0x\(String(tag, radix: 16)) where \(expected) was expected"
        case let .referenceOutOfRange(index, count, table): "reference \(index) is out of range (the \(table) table has \(count) entries)"
        case .wrongReferenceKind(let expected): "the reference does not name \(expected)"
        case .invalidTypeEncoding(let text): "invalid type encoding '\(text)'"
        case .negativeLength(let length): "negative length \(length)"
        case let .stringTooLong(length, limit): "a string of \(length) bytes is longer than the limit of \(limit)"
        case .tooDeep(let limit): "objects nest deeper than \(limit) levels"
        case .tooManyObjects(let limit): "more than \(limit) objects and classes"
        case .tooManyValues(let limit): "more than \(limit) values"
        }
    }
}
