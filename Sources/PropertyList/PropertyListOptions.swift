/// Limits for reading property lists.
public struct PropertyListOptions: Sendable, Equatable {
    /// How deep collections may nest.
    public var maximumDepth: Int

    public init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    public static let `default` = PropertyListOptions()
}
