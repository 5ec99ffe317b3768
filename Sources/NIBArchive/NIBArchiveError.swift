/// A problem found in NIBArchive bytes, or in a document handed to the writer.
///
/// Every error says where: the table, the item index inside that table (when
/// there is one), and the byte offset from the start of the outermost file.
public struct NIBArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The part of the archive the problem is in.
    public enum Table: String, Sendable, Equatable {
        case header = "header"
        case objects = "object table"
        case keys = "key table"
        case values = "value table"
        case classes = "class-name table"
        case layout = "layout"
        case document = "document"
    }

    /// What is wrong.
    public enum Kind: Sendable, Equatable {
        /// The file does not start with `NIBArchive`.
        case badMagic
        /// The archive is larger than its 32-bit offsets can address.
        case archiveTooLarge(size: Int)
        /// The bytes end before the item does.
        case truncated
        /// A table's offset lies outside the file.
        case tableOffsetOutOfBounds(offset: Int, fileSize: Int)
        /// A header count cannot fit in the bytes that follow the table's offset.
        case countTooLarge(count: Int, bytesAvailable: Int)
        /// A variable-length integer runs past 5 bytes.
        case varintTooLong
        /// A variable-length integer does not fit in 32 bits.
        case varintOverflow
        /// (strict) A variable-length integer is longer than it needs to be.
        case nonMinimalVarint
        /// An object names a class index beyond the class-name table.
        case classIndexOutOfRange(index: Int, count: Int)
        /// A value names a key index beyond the key table.
        case keyIndexOutOfRange(index: Int, count: Int)
        /// An object's value range does not lie inside the value table.
        case valueRangeOutOfRange(start: Int, count: Int, valueCount: Int)
        /// Overlapping value ranges list more values in all than `limit`: the
        /// archive's size in bytes plus ``NIBArchiveOptions/maximumSharedValues``.
        case valueRangesOverlapTooMuch(limit: Int)
        /// A value refers to an object index beyond the object table.
        case objectReferenceOutOfRange(index: Int, count: Int)
        /// A class's fallback index is negative or beyond the class-name table.
        case fallbackIndexOutOfRange(index: Int, count: Int)
        /// A value's type byte is not one of 0...10.
        case unknownValueType(UInt8)
        /// A class name has length 0.
        case emptyClassName
        /// A class name's last byte is not NUL.
        case classNameNotTerminated
        /// A key or class name is not valid UTF-8.
        case invalidUTF8
        /// (strict) The format version is not 1.
        case unsupportedFormatVersion(UInt32)
        /// (strict) The tables are not contiguous from offset 50 in the order objects, keys, values, class names.
        case nonCanonicalLayout(String)
        /// (strict) Bytes follow the last table.
        case trailingBytes(count: Int)
        /// Nested archives inside data values go deeper than the options allow.
        case nestingTooDeep(limit: Int)
        /// The document handed to the writer is inconsistent.
        case invalidDocument(String)
        /// The archive the writer would make is larger than the caller allows.
        case outputTooLarge(size: Int, limit: Int)
    }

    public let kind: Kind
    public let table: Table
    /// The item index inside `table`, when the problem belongs to one item.
    public let index: Int?
    /// Byte offset from the start of the outermost file.
    public let offset: Int

    public init(_ kind: Kind, table: Table, index: Int? = nil, offset: Int) {
        self.kind = kind
        self.table = table
        self.index = index
        self.offset = offset
    }

    /// One line: what, where, and the offset in hexadecimal.
    public var description: String {
        var place = table.rawValue
        if let index { place += ", item \(index)" }
        return "\(place): \(message) (offset 0x\(String(offset, radix: 16)))"
    }

    /// What is wrong, without the location.
    public var message: String {
        switch kind {
        case .badMagic: "not a NIBArchive (the first 10 bytes are not 'NIBArchive')"
        case let .archiveTooLarge(size): "archive is \(size) bytes; NIBArchive offsets address at most 4 GiB"
        case .truncated: "unexpected end of data"
        case let .tableOffsetOutOfBounds(offset, size): "table offset \(offset) is beyond the end of the file (\(size) bytes)"
        case let .countTooLarge(count, available): "count \(count) cannot fit in the \(available) bytes that follow"
        case .varintTooLong: "variable-length integer longer than 5 bytes"
        case .varintOverflow: "variable-length integer does not fit in 32 bits"
        case .nonMinimalVarint: "variable-length integer is not in its shortest form"
        case let .classIndexOutOfRange(index, count): "class index \(index) is out of range (class count \(count))"
        case let .keyIndexOutOfRange(index, count): "key index \(index) is out of range (key count \(count))"
        case let .valueRangeOutOfRange(start, count, valueCount):
            "value range \(start)..<\(start + count) is outside the value table (value count \(valueCount))"
        case let .valueRangesOverlapTooMuch(limit):
            "the objects' value ranges overlap so much that they list more than \(limit) values in all"
        case let .objectReferenceOutOfRange(index, count): "object reference \(index) is out of range (object count \(count))"
        case let .fallbackIndexOutOfRange(index, count): "fallback class index \(index) is out of range (class count \(count))"
        case let .unknownValueType(type): "unknown value type \(type)"
        case .emptyClassName: "class name has length 0"
        case .classNameNotTerminated: "class name does not end with a NUL byte"
        case .invalidUTF8: "name is not valid UTF-8"
        case let .unsupportedFormatVersion(version): "format version \(version) is not 1"
        case let .nonCanonicalLayout(what): "non-canonical layout: \(what)"
        case let .trailingBytes(count): "\(count) bytes follow the last table"
        case let .nestingTooDeep(limit): "nested archives deeper than the limit of \(limit)"
        case let .invalidDocument(what): "invalid document: \(what)"
        case let .outputTooLarge(size, limit): "the archive would take about \(size) bytes, more than the \(limit) allowed"
        }
    }
}

/// Something unusual that does not stop decoding.
public struct NIBArchiveWarning: Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (offset 0x\(String(offset, radix: 16)))" }
}
