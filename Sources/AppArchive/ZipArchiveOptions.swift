/// Limits for reading zip archives (`.ipa`, `.zip`), so hostile archives cost
/// bounded memory and time.
///
/// Every read allocates at most the entry's declared size, and the declared
/// size is checked against these limits first; an entry that inflates past
/// its declared size is an error, found after at most one extra byte.
public struct ZipArchiveOptions: Sendable, Equatable {
    /// Entries read from the central directory; an archive declaring more is
    /// read up to the limit and reports ``ZipArchiveError/Kind/tooManyEntries(declared:limit:)``.
    public var maximumEntries: Int
    /// Inflated bytes of one entry.
    public var maximumEntrySize: Int
    /// Inflated bytes of all reads from one opened archive together (whole
    /// entries and prefixes alike).
    public var maximumTotalSize: Int
    /// Inflated size over compressed size, for entries above ``ratioExemptSize``.
    public var maximumCompressionRatio: Int
    /// Entries inflating to at most this many bytes are exempt from the ratio
    /// limit (a small file of zeros compresses a thousandfold harmlessly).
    public var ratioExemptSize: Int
    /// Components of an entry's path (`Payload/App.app/Info.plist` has 3).
    public var maximumPathDepth: Int

    public init(
        maximumEntries: Int = 100_000,
        maximumEntrySize: Int = 64 << 20,
        maximumTotalSize: Int = 1 << 30,
        maximumCompressionRatio: Int = 200,
        ratioExemptSize: Int = 1 << 20,
        maximumPathDepth: Int = 128
    ) {
        self.maximumEntries = maximumEntries
        self.maximumEntrySize = maximumEntrySize
        self.maximumTotalSize = maximumTotalSize
        self.maximumCompressionRatio = maximumCompressionRatio
        self.ratioExemptSize = ratioExemptSize
        self.maximumPathDepth = maximumPathDepth
    }

    public static let `default` = ZipArchiveOptions()
}
