/// Limits for examining containers and walking folders.
public struct NibContainerOptions: Sendable, Equatable {
    /// How many entries one directory may hold (not counting `.` and `..`).
    /// A directory with more is an error, found before any entry is examined.
    public var maximumEntries: Int
    /// How many files a ``FolderWalk`` lists before it stops.
    public var maximumWalkFiles: Int
    /// How many folders deep a ``FolderWalk`` goes.
    public var maximumWalkDepth: Int

    public init(maximumEntries: Int = 10_000, maximumWalkFiles: Int = 1_000_000, maximumWalkDepth: Int = 64) {
        self.maximumEntries = maximumEntries
        self.maximumWalkFiles = maximumWalkFiles
        self.maximumWalkDepth = maximumWalkDepth
    }

    public static let `default` = NibContainerOptions()
}
