/// The entries of one directory as container recognition sees them, whether the
/// directory is on disk (``DirectoryListing``) or described in memory
/// (``DirectoryEntry``, for folders inside zip archives).
protocol EntryListing {
    /// The directory's path as given.
    var path: String { get }
    /// Entry names, sorted.
    var names: [String] { get }
    /// The names that can be examined.
    var decodableNames: [String] { get }
    /// Entry `name`, which must be a regular file.
    func file(_ name: String) throws(NibContainerError) -> ContainedFile
    /// Entry `name` as a regular file or as the listing of a directory; an error for anything else.
    func fileOrDirectory(_ name: String) throws(NibContainerError) -> ListedEntry
    /// The first bytes (up to ``NibFileFormat/bytesNeeded``) of regular file `name`.
    func head(_ name: String) throws(NibContainerError) -> [UInt8]
}

/// An entry examined through an ``EntryListing``.
enum ListedEntry {
    case file(ContainedFile)
    case directory(any EntryListing)
}

extension EntryListing {
    /// The path of entry `name`.
    func path(of name: String) -> String {
        FileSystem.join(path, name)
    }
}
