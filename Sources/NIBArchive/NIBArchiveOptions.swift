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

    /// How many values the objects' value ranges may list in all beyond one
    /// per byte of the archive, a value counted once for every object whose
    /// range holds it.
    ///
    /// Apple's ranges follow one another without overlapping, so they list
    /// each value once, and a value takes at least two bytes. Ranges that
    /// overlap could give every object the same values: 10,000 objects
    /// sharing 1,000 values take 43 KB and would decode into 10 million.
    /// Such an archive is refused (``NIBArchiveError/Kind/valueRangesOverlapTooMuch(limit:)``).
    public var maximumSharedValues: Int

    public init(strict: Bool = false, maximumNestingDepth: Int = 16, maximumSharedValues: Int = 1 << 16) {
        self.strict = strict
        self.maximumNestingDepth = maximumNestingDepth
        self.maximumSharedValues = maximumSharedValues
    }

    /// Tolerant reading with default limits.
    public static let `default` = NIBArchiveOptions()
    /// Strict reading with default limits.
    public static let strict = NIBArchiveOptions(strict: true)
}
