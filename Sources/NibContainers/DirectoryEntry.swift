/// One entry of a directory that is not on disk, such as a folder inside a zip
/// archive: what ``NibContainer/open(path:entries:options:)`` needs to recognise it.
public struct DirectoryEntry: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        /// A regular file: its size and its first bytes (``NibFileFormat/bytesNeeded``
        /// of them, or all when it is shorter; more are ignored).
        case file(size: Int, head: [UInt8])
        /// A directory and its entries (they may be left empty when the directory
        /// cannot be a scene: only a storyboard's `*.nib` entries are looked into).
        case directory([DirectoryEntry])
        /// Anything else (a link, a device); examining it is an error.
        case other
    }

    public var name: String
    public var content: Content

    public init(name: String, content: Content) {
        self.name = name
        self.content = content
    }
}

/// A directory described by a list of ``DirectoryEntry`` values.
struct EntryList: EntryListing {
    let path: String
    let names: [String]
    let options: NibContainerOptions
    private let contents: [String: DirectoryEntry.Content]

    /// Fails when there are more than `options.maximumEntries` entries; of entries
    /// sharing a name, the first is kept.
    init(path: String, entries: [DirectoryEntry], options: NibContainerOptions) throws(NibContainerError) {
        guard entries.count <= options.maximumEntries else {
            throw NibContainerError(path: path, .tooManyEntries(limit: options.maximumEntries))
        }
        var contents: [String: DirectoryEntry.Content] = [:]
        for entry in entries where contents[entry.name] == nil {
            contents[entry.name] = entry.content
        }
        self.path = path
        self.names = contents.keys.sorted()
        self.options = options
        self.contents = contents
    }

    var decodableNames: [String] { names }

    func file(_ name: String) throws(NibContainerError) -> ContainedFile {
        guard case let .file(file) = try fileOrDirectory(name) else {
            throw NibContainerError(path: path(of: name), .notARegularFile)
        }
        return file
    }

    func fileOrDirectory(_ name: String) throws(NibContainerError) -> ListedEntry {
        switch contents[name] {
        case let .file(size, head):
            let format = NibFileFormat.detect(head.prefix(NibFileFormat.bytesNeeded))
            return .file(ContainedFile(name: name, path: path(of: name), size: size, format: format))
        case let .directory(entries):
            return .directory(try EntryList(path: path(of: name), entries: entries, options: options))
        case .other, nil:
            throw NibContainerError(path: path(of: name), .notARegularFile)
        }
    }

    func head(_ name: String) throws(NibContainerError) -> [UInt8] {
        guard case let .file(_, head) = contents[name] else { throw NibContainerError(path: path(of: name), .notARegularFile) }
        return Array(head.prefix(NibFileFormat.bytesNeeded))
    }
}
