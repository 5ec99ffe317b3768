import NibBytes

/// Opens NIBArchive bytes without copying them.
///
/// Opening parses and checks only the 50-byte header. Each table is then
/// located by its own header offset and decoded when asked for
/// (``objectTable()``, ``keyTable()``, ``valueTable()``, ``classTable()``),
/// so tables may come in any order and with gaps. ``readTables()`` decodes
/// all four and checks the layout.
///
/// Before any table is decoded, every header count is checked against the
/// bytes that follow the table's offset, so no allocation is ever sized by a
/// count the file cannot back.
public struct NIBArchiveReader: Sendable {
    /// The archive's bytes (for a nested archive, a slice of its container's storage).
    public let bytes: ByteView
    public let header: NIBArchiveHeader
    public let options: NIBArchiveOptions
    /// Unusual but readable header facts (an unknown coder version, say).
    public let warnings: [NIBArchiveWarning]
    /// How deep inside other archives this one sits (0 for a file).
    public let nestingDepth: Int

    /// Smallest possible encoded size of one entry of each table.
    static let minimumObjectSize = 3, minimumKeySize = 1, minimumValueSize = 2, minimumClassSize = 3

    /// Opens `bytes`, checking the header.
    public init(bytes: ByteView, options: NIBArchiveOptions = .default) throws(NIBArchiveError) {
        try self.init(bytes: bytes, options: options, nestingDepth: 0)
    }

    /// Opens a private copy of `bytes`.
    public init(copying bytes: some Collection<UInt8>, options: NIBArchiveOptions = .default) throws(NIBArchiveError) {
        try self.init(bytes: ByteView(copying: bytes), options: options, nestingDepth: 0)
    }

    init(bytes: ByteView, options: NIBArchiveOptions, nestingDepth: Int) throws(NIBArchiveError) {
        let base = bytes.storageOffset
        guard nestingDepth <= options.maximumNestingDepth else {
            throw NIBArchiveError(.nestingTooDeep(limit: options.maximumNestingDepth), table: .header, offset: base)
        }
        let magic = NIBArchiveHeader.magic
        guard bytes.starts(with: magic.prefix(bytes.count)) else {
            throw NIBArchiveError(.badMagic, table: .header, offset: base)
        }
        // Offsets are 32-bit in the format and stored as UInt32 by the tables.
        guard bytes.count <= Int(UInt32.max) else {
            throw NIBArchiveError(.archiveTooLarge(size: bytes.count), table: .header, offset: base)
        }
        guard bytes.count >= NIBArchiveHeader.size else {
            throw NIBArchiveError(.truncated, table: .header, offset: base + bytes.count)
        }
        // The size check above keeps every word inside the bytes.
        func word(_ index: Int) -> UInt32 { bytes.integer(at: 10 + 4 * index, as: UInt32.self) ?? 0 }
        let header = NIBArchiveHeader(
                formatVersion: word(0), coderVersion: word(1),
                objectCount: Int(word(2)), objectsOffset: Int(word(3)),
                keyCount: Int(word(4)), keysOffset: Int(word(5)),
                valueCount: Int(word(6)), valuesOffset: Int(word(7)),
                classCount: Int(word(8)), classesOffset: Int(word(9))
        )

        var warnings: [NIBArchiveWarning] = []
        if header.formatVersion != 1 {
            if options.strict {
                throw NIBArchiveError(.unsupportedFormatVersion(header.formatVersion), table: .header, offset: base + 10)
            }
            warnings.append(NIBArchiveWarning("format version \(header.formatVersion) is not 1", offset: base + 10))
        }
        if header.coderVersion != 9 && header.coderVersion != 10 {
            warnings.append(NIBArchiveWarning("coder version \(header.coderVersion) is neither 9 nor 10", offset: base + 14))
        }

        /// A table's count must fit in the bytes after its offset, at the smallest entry size.
        func checkTable(count: Int, offset: Int, minimumSize: Int, countField: Int) throws(NIBArchiveError) {
            guard count > 0 else { return }
            guard offset <= bytes.count else {
                throw NIBArchiveError(.tableOffsetOutOfBounds(offset: offset, fileSize: bytes.count),
                                      table: .header, offset: base + countField + 4)
            }
            let available = bytes.count - offset
            guard count <= available / minimumSize else {
                throw NIBArchiveError(.countTooLarge(count: count, bytesAvailable: available),
                                      table: .header, offset: base + countField)
            }
        }
        try checkTable(count: header.objectCount, offset: header.objectsOffset, minimumSize: Self.minimumObjectSize, countField: 18)
        try checkTable(count: header.keyCount, offset: header.keysOffset, minimumSize: Self.minimumKeySize, countField: 26)
        try checkTable(count: header.valueCount, offset: header.valuesOffset, minimumSize: Self.minimumValueSize, countField: 34)
        try checkTable(count: header.classCount, offset: header.classesOffset, minimumSize: Self.minimumClassSize, countField: 42)

        self.bytes = bytes
        self.header = header
        self.options = options
        self.warnings = warnings
        self.nestingDepth = nestingDepth
    }

    /// A cursor over this archive's bytes, reading `table` from `offset`.
    func cursor(table: NIBArchiveError.Table, at offset: Int) -> ByteCursor {
        ByteCursor(bytes: bytes.reader, baseOffset: bytes.storageOffset, strict: options.strict, table: table, offset: offset)
    }

    /// Decodes all four tables and checks the layout.
    public func readTables() throws(NIBArchiveError) -> NIBArchiveTables {
        try NIBArchiveTables(reader: self)
    }

    /// Opens and fully decodes `bytes`.
    public static func read(_ bytes: ByteView, options: NIBArchiveOptions = .default) throws(NIBArchiveError) -> NIBArchiveTables {
        try NIBArchiveReader(bytes: bytes, options: options).readTables()
    }
}
