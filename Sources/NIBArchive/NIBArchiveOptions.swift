/// Limits and policies for reading NIBArchive bytes.
public struct NIBArchiveOptions: Sendable, Equatable {
    /// In strict mode, non-canonical layout is an error: non-minimal varints,
    /// tables not contiguous from offset 50 in Apple's order, trailing bytes,
    /// and a format version other than 1. Tolerant (the default) accepts them;
    /// layout findings become warnings.
    public var strict: Bool

    /// How many NIBArchives may nest inside data values (table-view prototype
    /// cells hold nested nibs). Deeper nesting is an error.
    public var maximumNestingDepth: Int

    public init(strict: Bool = false, maximumNestingDepth: Int = 16) {
        self.strict = strict
        self.maximumNestingDepth = maximumNestingDepth
    }

    /// Tolerant reading with default limits.
    public static let `default` = NIBArchiveOptions()
    /// Strict reading with default limits.
    public static let strict = NIBArchiveOptions(strict: true)
}
