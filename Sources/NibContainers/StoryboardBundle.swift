/// A compiled storyboard (`.storyboardc` directory), recognised by its contents.
///
/// It is one when it holds an `Info.plist` (or an `Info-X.Y+.plist`) whose bytes
/// are a property list, and at least one `*.nib` entry. Each `*.nib` entry is a
/// scene: a flat nib file or a `.nib` directory.
public struct StoryboardBundle: Sendable, Hashable {
    /// The directory's path as given.
    public let path: String
    /// `Info.plist` and any `Info-X.Y+.plist`, versioned ones first, newest first.
    public let infoPlists: [StoryboardInfoPlist]
    /// Every scene nib, sorted by name.
    public let scenes: [StoryboardScene]
    /// Names of the other entries, sorted. They are listed, never opened.
    public let otherEntries: [String]

    /// Examines the directory at `path`; throws ``NibContainerError/Kind/notAContainer``
    /// when it is not a compiled storyboard.
    public static func open(path: String, options: NibContainerOptions = .default) throws(NibContainerError) -> StoryboardBundle {
        let listing = try DirectoryListing(path: path, options: options)
        guard let bundle = try StoryboardBundle(listing: listing) else {
            throw NibContainerError(path: path, .notAContainer)
        }
        return bundle
    }

    /// Recognises a directory described in memory (a folder inside a zip archive)
    /// by the same rules as ``open(path:options:)``.
    public static func open(path: String, entries: [DirectoryEntry], options: NibContainerOptions = .default)
        throws(NibContainerError) -> StoryboardBundle
    {
        guard let bundle = try StoryboardBundle(listing: EntryList(path: path, entries: entries, options: options)) else {
            throw NibContainerError(path: path, .notAContainer)
        }
        return bundle
    }

    /// Reads `listing` as a storyboard; nil when it has no property-list `Info.plist`
    /// or no nib, or when its `Info.plist` is a bundle's (an app or framework that
    /// holds flat nibs beside its own `Info.plist`).
    init?(listing: some EntryListing) throws(NibContainerError) {
        let infoNames = listing.decodableNames.filter(StoryboardInfoPlist.isInfoPlistName)
        let sceneNames = listing.decodableNames.filter { $0.hasSuffix(".nib") && $0 != ".nib" }
        guard !infoNames.isEmpty, !sceneNames.isEmpty else { return nil }

        var infoPlists: [StoryboardInfoPlist] = []
        for name in infoNames {
            let file = try listing.file(name)
            infoPlists.append(StoryboardInfoPlist(minimumVersion: StoryboardInfoPlist.minimumVersion(ofName: name), file: file))
        }
        guard infoPlists.contains(where: { $0.file.format.isPropertyList }) else { return nil }
        for plist in infoPlists where plist.file.format.isPropertyList {
            if try BundleInfoPlist.names(listing.head(plist.file.name)) { return nil }
        }

        var scenes: [StoryboardScene] = []
        for name in sceneNames {
            scenes.append(StoryboardScene(name: String(name.dropLast(4)), content: try Self.scene(name, in: listing)))
        }
        self.path = listing.path
        self.infoPlists = infoPlists.sorted { ($0.minimumVersion ?? OSVersion(0)) > ($1.minimumVersion ?? OSVersion(0)) }
        self.scenes = scenes
        let taken = Set(infoNames).union(sceneNames)
        self.otherEntries = listing.names.filter { !taken.contains($0) }
    }

    private static func scene(_ name: String, in listing: some EntryListing) throws(NibContainerError) -> StoryboardScene.Content {
        switch try listing.fileOrDirectory(name) {
        case let .file(file):
            return .file(file)
        case let .directory(subdirectory):
            guard let directory = try NibDirectory(listing: subdirectory) else {
                throw NibContainerError(path: subdirectory.path, .notAContainer)
            }
            return .directory(directory)
        }
    }

    /// The Info plist UIKit would read for a deployment target (nil: the newest runtime):
    /// the `Info-X.Y+.plist` with the highest X.Y not above `target`, else `Info.plist`.
    ///
    /// Source: `+[UIStoryboard storyboardWithName:bundle:]` reads `Info-8.0+.plist`
    /// and falls back to `Info.plist` (iOS 26.1 UIKitCore, decompiled in
    /// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `UIKitCore/UIStoryboard.mm`);
    /// other versions are ranked the way ``NibDirectory/variant(forDeploymentTarget:)``
    /// ranks nib variants.
    public func infoPlist(forDeploymentTarget target: OSVersion?) -> StoryboardInfoPlist? {
        infoPlists.first { plist in
            guard let version = plist.minimumVersion else { return false }
            return target.map { version <= $0 } ?? true
        } ?? infoPlists.first { $0.minimumVersion == nil }
    }
}
