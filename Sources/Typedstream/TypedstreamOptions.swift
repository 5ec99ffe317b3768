/// Limits for reading a typedstream, so hostile input cannot take more
/// stack, time or memory than its size justifies.
public struct TypedstreamOptions: Sendable, Equatable {
    /// How deep objects, structures and arrays may nest inside one another
    /// (each level is a recursion of the reader).
    public var maximumDepth: Int
    /// The most objects and classes the shared object table may hold.
    public var maximumObjects: Int
    /// The longest string or byte array, in bytes.
    public var maximumStringLength: Int
    /// The most values read in all. Every value but an empty structure takes
    /// at least a byte, so the reader also stops at one value per input byte
    /// plus 4,096, whichever is lower.
    public var maximumValues: Int

    public init(maximumDepth: Int = 128, maximumObjects: Int = 1 << 20, maximumStringLength: Int = 1 << 24,
                maximumValues: Int = 1 << 24) {
        self.maximumDepth = maximumDepth
        self.maximumObjects = maximumObjects
        self.maximumStringLength = maximumStringLength
        self.maximumValues = maximumValues
    }

    /// The default limits.
    public static let `default` = TypedstreamOptions()
}
