/// Limits for examining containers.
public struct NibContainerOptions: Sendable, Equatable {
    /// How many entries one directory may hold (not counting `.` and `..`).
    /// A directory with more is an error, found before any entry is examined.
    public var maximumEntries: Int

    public init(maximumEntries: Int = 10_000) {
        self.maximumEntries = maximumEntries
    }

    public static let `default` = NibContainerOptions()
}
