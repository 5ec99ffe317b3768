import AppArchive
import NIBArchive
import NibContainers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Limits and choices for scanning folders and archives.
public struct ScanOptions: Sendable {
    /// Limits for zip archives (entry sizes, total inflated bytes, compression ratio, entry count, path depth).
    public var archive: ZipArchiveOptions
    /// Limits for folders (entries per directory, files per walk, depth).
    public var containers: NibContainerOptions
    /// How NIBArchives are decoded (tolerant by default).
    public var nibArchive: NIBArchiveOptions
    /// Files on disk larger than this are not read whole (their format is still recognised).
    public var maximumFileSize: Int
    /// Threads examining files at once.
    public var workers: Int
    /// Whether zip archives found in a folder are opened and scanned too (archives
    /// inside archives never are: they are counted as zip archives).
    public var opensArchivesInFolders: Bool

    public init(
        archive: ZipArchiveOptions = .default,
        containers: NibContainerOptions = .default,
        nibArchive: NIBArchiveOptions = .default,
        maximumFileSize: Int = 64 << 20,
        workers: Int = ScanOptions.processorCount,
        opensArchivesInFolders: Bool = true
    ) {
        self.archive = archive
        self.containers = containers
        self.nibArchive = nibArchive
        self.maximumFileSize = maximumFileSize
        self.workers = max(1, workers)
        self.opensArchivesInFolders = opensArchivesInFolders
    }

    public static let `default` = ScanOptions()

    /// The processors online.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
