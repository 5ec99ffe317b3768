/// What a path is: a single file, a `.nib` directory or a compiled storyboard.
///
/// Decided by contents, never by name: a file by its first bytes, a directory
/// by which files it holds and what they are.
public enum NibContainer: Sendable, Hashable {
    /// A regular file (a flat nib, a xib, a plist, …) and its format.
    case file(ContainedFile)
    /// A `.nib` directory of variants.
    case nibDirectory(NibDirectory)
    /// A `.storyboardc` directory.
    case storyboard(StoryboardBundle)

    /// Examines `path`, following it if it is a symbolic link.
    ///
    /// A directory is a storyboard when it has a property-list `Info.plist` and
    /// `*.nib` entries, else a nib directory when it has nib files; else the error
    /// is ``NibContainerError/Kind/notAContainer``. Inside a directory, symbolic
    /// links are followed only to places inside it, and at most
    /// ``NibContainerOptions/maximumEntries`` entries are accepted.
    public static func open(path: String, options: NibContainerOptions = .default) throws(NibContainerError) -> NibContainer {
        let entry = try FileSystem.entry(path)
        if entry.isRegularFile {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return .file(try ContainedFile.read(entry, name: name))
        }
        guard entry.isDirectory else { throw NibContainerError(path: path, .notARegularFile) }
        return try recognise(DirectoryListing(path: path, options: options))
    }

    /// Recognises a directory described in memory (a folder inside a zip archive)
    /// by the same rules as ``open(path:options:)``; `path` names it in errors and
    /// in the paths of what it holds.
    public static func open(path: String, entries: [DirectoryEntry], options: NibContainerOptions = .default)
        throws(NibContainerError) -> NibContainer
    {
        try recognise(EntryList(path: path, entries: entries, options: options))
    }

    private static func recognise(_ listing: some EntryListing) throws(NibContainerError) -> NibContainer {
        if let storyboard = try StoryboardBundle(listing: listing) {
            return .storyboard(storyboard)
        }
        if let directory = try NibDirectory(listing: listing) {
            return .nibDirectory(directory)
        }
        throw NibContainerError(path: listing.path, .notAContainer)
    }

    /// The path examined, as given.
    public var path: String {
        switch self {
        case let .file(file): file.path
        case let .nibDirectory(directory): directory.path
        case let .storyboard(storyboard): storyboard.path
        }
    }
}
