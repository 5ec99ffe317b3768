/// A `.nib` directory, recognised by its contents whatever its name.
///
/// Lists every file whose name makes it part of a nib (``NibVariantKind``)
/// with the format of its bytes, and the names of everything else.
/// ``variant(forDeploymentTarget:)`` picks the file a runtime would load.
public struct NibDirectory: Sendable, Hashable {
    /// The directory's path as given.
    public let path: String
    /// Every nib file present: object graphs in the order a runtime looks for them
    /// (versioned ones newest first), then the editing metadata.
    public let variants: [NibVariant]
    /// Names of the other entries (images kept in old nib bundles, `.DS_Store`, …),
    /// sorted. They are listed, never opened.
    public let otherEntries: [String]

    /// Examines the directory at `path`.
    ///
    /// Throws ``NibContainerError/Kind/notAContainer`` when it holds no nib file,
    /// and an error naming the entry when a nib file is not a readable regular
    /// file or is a symbolic link leading out of the directory.
    public static func open(path: String, options: NibContainerOptions = .default) throws(NibContainerError) -> NibDirectory {
        let listing = try DirectoryListing(path: path, options: options)
        guard let directory = try NibDirectory(listing: listing) else {
            throw NibContainerError(path: path, .notAContainer)
        }
        return directory
    }

    /// Recognises a directory described in memory (a folder inside a zip archive)
    /// by the same rules as ``open(path:options:)``.
    public static func open(path: String, entries: [DirectoryEntry], options: NibContainerOptions = .default)
        throws(NibContainerError) -> NibDirectory
    {
        guard let directory = try NibDirectory(listing: EntryList(path: path, entries: entries, options: options)) else {
            throw NibContainerError(path: path, .notAContainer)
        }
        return directory
    }

    /// Reads the nib files of `listing`; nil when it has none.
    init?(listing: some EntryListing) throws(NibContainerError) {
        var variants: [NibVariant] = []
        var others: [String] = []
        for name in listing.names {
            guard let kind = NibVariantKind(fileName: name) else {
                others.append(name)
                continue
            }
            variants.append(NibVariant(kind: kind, file: try listing.file(name)))
        }
        guard !variants.isEmpty else { return nil }
        self.path = listing.path
        self.variants = variants.sorted(by: NibVariant.isListedBefore)
        self.otherEntries = others
    }

    /// The file of the given kind, when present.
    public func variant(_ kind: NibVariantKind) -> NibVariant? {
        variants.first { $0.kind == kind }
    }

    /// What sort of nib directory this is.
    public var kind: NibDirectoryKind {
        if case .typedstream = variant(forDeploymentTarget: nil)?.file.format { return .nextTypedstream }
        let kinds = Set(variants.map(\.kind))
        if kinds.contains(.designable) { return .interfaceBuilder3 }
        if kinds.contains(.classes) || kinds.contains(.info) || kinds.contains(.dataClasses) { return .interfaceBuilder2 }
        return usesUIKitNames ? .uiKit : .appKit
    }

    /// Whether any object graph is named the way UIKit names them (`runtime.nib`, `objects-X.Y+.nib`).
    var usesUIKitNames: Bool {
        variants.contains { variant in
            switch variant.kind {
            case .runtime, .objectsSince: true
            default: false
            }
        }
    }
}

extension ContainedFile {
    /// Reads the first bytes of regular file `entry`.
    static func read(_ entry: FileSystem.Entry, name: String) throws(NibContainerError) -> ContainedFile {
        let head = try FileSystem.head(of: entry, count: NibFileFormat.bytesNeeded)
        return ContainedFile(name: name, path: entry.path, size: head.size, format: NibFileFormat.detect(head.bytes))
    }
}
