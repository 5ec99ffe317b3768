import NibBytes

/// A zip archive (`.ipa`, `.zip`) read in memory: its central directory is
/// parsed with every offset and size checked, and entries are read on demand,
/// never extracted to disk.
///
/// Opening fails only when there is no usable central directory at all. A
/// problem with one entry (an unsafe or too deep name, a bad local header,
/// data overlapping another entry's, data past the directory) leaves that
/// entry out and is listed in ``problems``; a directory that breaks off keeps
/// the entries before the break. Reading an entry (``read(_:)``) checks the
/// limits of ``ZipArchiveOptions`` before allocating, and the size, CRC-32 and
/// stream after inflating.
public struct ZipArchive: Sendable {
    /// The archive's path as given (or a label, for bytes in memory).
    public let path: String
    /// The archive's bytes.
    public let bytes: ByteView
    public let options: ZipArchiveOptions
    /// The readable entries, in central-directory order.
    public let entries: [ZipEntry]
    /// Entries left out and other problems found while opening, in directory order.
    public let problems: [ZipArchiveError]
    /// Bytes inflated so far, shared by every copy of this archive.
    let budget: InflationBudget
    private let entryByPath: [String: Int]

    /// Memory-maps and opens the archive at `path`.
    public static func open(path: String, options: ZipArchiveOptions = .default) throws(ZipArchiveError) -> ZipArchive {
        let storage: ByteStorage
        do {
            storage = try FileBytes.read(path: path)
        } catch {
            throw ZipArchiveError(archive: path, .unreadable(reason: error.reason))
        }
        return try ZipArchive(bytes: ByteView(storage), path: path, options: options)
    }

    /// Opens the archive held in `bytes`; `path` names it in errors.
    public init(bytes: ByteView, path: String, options: ZipArchiveOptions = .default) throws(ZipArchiveError) {
        let directory = try CentralDirectory(locatingIn: bytes, path: path)
        var reader = EntryReader(archive: bytes, path: path, directory: directory, options: options)
        reader.readAll()
        self.path = path
        self.bytes = bytes
        self.options = options
        self.entries = reader.entries
        self.problems = reader.problems
        self.budget = InflationBudget(limit: options.maximumTotalSize)
        self.entryByPath = Dictionary(reader.entries.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entry whose normalised path is `path` (`a/b.nib`; a leading or doubled `/` is ignored).
    public func entry(atPath path: String) -> ZipEntry? {
        entryByPath[ZipEntry.normalised(path)].map { entries[$0] }
    }

    /// Whether `bytes` start like a zip archive: a local header, or the end record of an empty archive.
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool {
        let head = Array(bytes.prefix(4))
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }
}
