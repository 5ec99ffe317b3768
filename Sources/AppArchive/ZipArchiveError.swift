/// Why a zip archive, or one entry of it, could not be read.
///
/// Names the archive, the entry when the problem is one entry's, and the byte
/// offset in the archive where the fault was found when there is one.
public struct ZipArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The operating system could not read the archive file.
        case unreadable(reason: String)
        /// No end-of-central-directory record in the last 64 KiB: not a zip archive, or cut short.
        case notAZipArchive
        /// The archive is split over several files (volumes); only single-file archives are read.
        case multiVolume
        /// A record (`what`) does not start with its signature: the offsets or sizes point at the wrong place.
        case badSignature(record: String)
        /// The central directory does not lie inside the archive before its end record.
        case centralDirectoryOutOfBounds(offset: Int, size: Int)
        /// The central directory ends (or breaks) after `read` of the `declared` entries.
        case truncatedCentralDirectory(read: Int, declared: Int)
        /// The archive declares more entries than ``ZipArchiveOptions/maximumEntries``; the rest are not read.
        case tooManyEntries(declared: Int, limit: Int)
        /// A zip64 extra field is missing or too short for the sizes it must hold.
        case badZip64Field
        /// The entry's name has a `..` component.
        case unsafePath
        /// The entry's name has more components than ``ZipArchiveOptions/maximumPathDepth``.
        case pathTooDeep(depth: Int, limit: Int)
        /// The entry's name is empty (or only slashes and dots).
        case emptyName
        /// An earlier entry has the same path; the first one is kept.
        case duplicateName
        /// The entry's local header or data overlap another entry's (the overlapping-entries zip bomb).
        case overlapsEntry(String)
        /// The entry's data runs past the start of the central directory.
        case dataOutOfBounds(end: Int, limit: Int)
        /// The local header disagrees with the central directory (about `field`).
        case localHeaderMismatch(field: String)
        /// The entry is encrypted (traditional PKWARE, strong or AES encryption).
        case encrypted
        /// The entry uses a compression method other than stored (0) or deflate (8).
        case unsupportedCompression(method: Int)
        /// The entry is a directory, which has no bytes to read.
        case isDirectory
        /// The entry's inflated size is over ``ZipArchiveOptions/maximumEntrySize``.
        case entryTooLarge(size: Int, limit: Int)
        /// The entry inflates more than ``ZipArchiveOptions/maximumCompressionRatio`` times its compressed size.
        case compressionRatioTooHigh(size: Int, compressedSize: Int, limit: Int)
        /// Reading the entry would take the bytes inflated from this archive over ``ZipArchiveOptions/maximumTotalSize``.
        case totalSizeLimitReached(limit: Int)
        /// A stored entry's compressed and uncompressed sizes differ.
        case storedSizesDiffer(compressed: Int, uncompressed: Int)
        /// The entry inflates to more bytes than its declared size.
        case inflatesPastDeclaredSize(declared: Int)
        /// The entry inflates to fewer bytes than its declared size.
        case inflatesShortOfDeclaredSize(declared: Int, actual: Int)
        /// The deflate stream is damaged (zlib's message) or ends before its last block.
        case corruptDeflateStream(String)
        /// The inflated bytes' CRC-32 is not the one the central directory declares.
        case checksumMismatch(declared: UInt32, actual: UInt32)
    }

    /// The archive's path as given.
    public let archive: String
    /// The entry's name as stored, when the problem is one entry's.
    public let entry: String?
    /// Byte offset in the archive of the record at fault, when known.
    public let offset: Int?
    public let kind: Kind

    public init(archive: String, entry: String? = nil, offset: Int? = nil, _ kind: Kind) {
        self.archive = archive
        self.entry = entry
        self.offset = offset
        self.kind = kind
    }

    /// `ARCHIVE//ENTRY: MESSAGE (offset 0x…)`.
    public var description: String {
        let place = entry.map { "\(archive)//\($0)" } ?? archive
        return "\(place): \(messageWithOffset)"
    }

    /// The message and, when known, the offset in hexadecimal.
    public var messageWithOffset: String {
        offset.map { "\(message) (offset 0x\(String($0, radix: 16)))" } ?? message
    }

    /// What is wrong, without the location.
    public var message: String {
        switch kind {
        case let .unreadable(reason): reason
        case .notAZipArchive: "not a zip archive, or cut short: no end-of-central-directory record in the last 64 KiB"
        case .multiVolume: "archive is split over several volumes; only single-file archives are read"
        case let .badSignature(record): "\(record) does not start with its signature"
        case let .centralDirectoryOutOfBounds(offset, size):
            "central directory (\(size) bytes at offset \(offset)) does not lie inside the archive"
        case let .truncatedCentralDirectory(read, declared): "central directory breaks off after \(read) of \(declared) entries"
        case let .tooManyEntries(declared, limit): "\(declared) entries, more than the limit of \(limit); the rest are not read"
        case .badZip64Field: "zip64 extra field missing or too short for the sizes marked 0xFFFFFFFF"
        case .unsafePath: "entry name has a '..' component"
        case let .pathTooDeep(depth, limit): "entry name has \(depth) components, more than the limit of \(limit)"
        case .emptyName: "entry name is empty"
        case .duplicateName: "an earlier entry has the same path; that one is used"
        case let .overlapsEntry(other): "entry's bytes overlap those of entry \(other)"
        case let .dataOutOfBounds(end, limit): "entry's data ends at \(end), past the central directory at \(limit)"
        case let .localHeaderMismatch(field): "local header disagrees with the central directory about the \(field)"
        case .encrypted: "entry is encrypted"
        case let .unsupportedCompression(method): "compression method \(method) is not supported (only stored and deflate)"
        case .isDirectory: "entry is a directory"
        case let .entryTooLarge(size, limit): "entry inflates to \(size) bytes, more than the limit of \(limit)"
        case let .compressionRatioTooHigh(size, compressed, limit):
            "entry inflates \(compressed) bytes to \(size), a ratio over the limit of \(limit):1 (a zip bomb?)"
        case let .totalSizeLimitReached(limit): "bytes inflated from this archive would pass the limit of \(limit)"
        case let .storedSizesDiffer(compressed, uncompressed):
            "stored entry declares \(compressed) compressed and \(uncompressed) uncompressed bytes"
        case let .inflatesPastDeclaredSize(declared): "entry inflates to more than its declared \(declared) bytes"
        case let .inflatesShortOfDeclaredSize(declared, actual): "entry inflates to \(actual) bytes, not its declared \(declared)"
        case let .corruptDeflateStream(reason): "deflate stream is damaged: \(reason)"
        case let .checksumMismatch(declared, actual):
            "CRC-32 is 0x\(String(actual, radix: 16)), not the declared 0x\(String(declared, radix: 16))"
        }
    }
}
