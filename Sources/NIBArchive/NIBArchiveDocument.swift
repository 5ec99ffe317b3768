import NibBytes

/// A NIBArchive as plain, owned values: the four tables exactly as they are
/// in the file, ready to edit or to hand to ``NIBArchiveWriter``.
///
/// Object value ranges are kept as written (Apple gives empty objects a
/// start of 0), so decoding a canonical file and writing it back is
/// byte-identical. To write a new archive object by object,
/// ``NIBArchiveStreamWriter`` is easier.
public struct NIBArchiveDocument: Sendable, Hashable {
    public struct ClassName: Sendable, Hashable {
        public var name: String
        /// Indices of other entries to use when this class is missing.
        public var fallbacks: [Int]

        public init(name: String, fallbacks: [Int] = []) {
            self.name = name
            self.fallbacks = fallbacks
        }
    }

    public var formatVersion: UInt32
    public var coderVersion: UInt32
    public var objects: [NIBObjectTable.Entry]
    public var keys: [String]
    public var values: [NIBKeyedValue]
    public var classes: [ClassName]
    /// Bytes written after the last table (empty in Apple's output).
    public var trailingBytes: [UInt8]

    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 9,
        objects: [NIBObjectTable.Entry] = [], keys: [String] = [], values: [NIBKeyedValue] = [],
        classes: [ClassName] = [], trailingBytes: [UInt8] = []
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classes = classes
        self.trailingBytes = trailingBytes
    }

    /// Copies decoded tables into a document. Throws when a key or class
    /// name is not valid UTF-8. Data values stay views of the archive's storage.
    public init(_ tables: NIBArchiveTables) throws(NIBArchiveError) {
        let base = tables.bytes.storageOffset
        var keys: [String] = []
        keys.reserveCapacity(tables.keys.count)
        for index in 0..<tables.keys.count {
            guard let key = tables.keys.validatedKey(at: index) else {
                throw NIBArchiveError(.invalidUTF8, table: .keys, index: index,
                                      offset: base + Int(tables.keys.spans[index].start))
            }
            keys.append(key)
        }
        var classes: [ClassName] = []
        classes.reserveCapacity(tables.classes.count)
        for index in 0..<tables.classes.count {
            guard let name = tables.classes.validatedName(at: index) else {
                throw NIBArchiveError(.invalidUTF8, table: .classes, index: index,
                                      offset: base + Int(tables.classes.spans[index].nameStart))
            }
            classes.append(ClassName(name: name, fallbacks: tables.classes.fallbacks(at: index)))
        }
        self.init(
            formatVersion: tables.header.formatVersion,
            coderVersion: tables.header.coderVersion,
            objects: tables.objects.entries,
            keys: keys,
            values: (0..<tables.values.count).map { tables.values[$0] },
            classes: classes,
            trailingBytes: tables.trailingBytes.array
        )
    }

    /// Reads `bytes` into a document.
    public init(bytes: ByteView, options: NIBArchiveOptions = .default) throws(NIBArchiveError) {
        try self.init(NIBArchiveReader.read(bytes, options: options))
    }

    /// Writes this document in Apple's canonical layout.
    public func encoded() throws(NIBArchiveError) -> [UInt8] {
        try NIBArchiveWriter.encode(self)
    }
}
