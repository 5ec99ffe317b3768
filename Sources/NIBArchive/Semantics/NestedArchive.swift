import NibBytes

extension NIBArchiveTables {
    /// Opens a NIBArchive nested in `data` (as `UINib.archiveData` holds for
    /// table-view prototype cells), sharing this archive's storage. Returns
    /// nil when `data` does not start with the NIBArchive magic.
    public func nestedArchive(in data: ByteView) throws(NIBArchiveError) -> NIBArchiveTables? {
        guard NIBArchiveHeader.hasMagic(data) else { return nil }
        return try NIBArchiveReader(bytes: data, options: reader.options, nestingDepth: reader.nestingDepth + 1)
            .readTables()
    }
}
