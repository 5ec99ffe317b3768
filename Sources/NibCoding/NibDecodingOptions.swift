/// Limits and rules for one decode.
public struct NibDecodingOptions: Sendable, Equatable {
    /// Nested object decoding (an object's `init(coder:)` decoding another) beyond this fails.
    public var maximumDepth: Int
    /// At most this many objects are built.
    public var maximumObjects: Int
    /// At most this many bytes of strings and data are decoded.
    public var maximumBytes: Int
    /// When set, only objects of these classes (after class swapping) may be built.
    public var allowedClassNames: Set<String>?
    /// Nib loads nested inside `init(coder:)` beyond this fail (the infinite-load trap).
    public var maximumNestedLoads: Int

    public init(
        maximumDepth: Int = 200, maximumObjects: Int = 1 << 20, maximumBytes: Int = 1 << 30,
        allowedClassNames: Set<String>? = nil, maximumNestedLoads: Int = 8
    ) {
        self.maximumDepth = maximumDepth
        self.maximumObjects = maximumObjects
        self.maximumBytes = maximumBytes
        self.allowedClassNames = allowedClassNames
        self.maximumNestedLoads = maximumNestedLoads
    }

    public static let `default` = NibDecodingOptions()
}
