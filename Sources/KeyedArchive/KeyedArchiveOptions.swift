import PropertyList

/// Limits for reading keyed archives.
public struct KeyedArchiveOptions: Sendable, Equatable {
    /// Limits for the property-list layer.
    public var propertyList: PropertyListOptions
    /// The most `$objects` entries accepted.
    public var maximumObjects: Int

    public init(propertyList: PropertyListOptions = .default, maximumObjects: Int = 1 << 22) {
        self.propertyList = propertyList
        self.maximumObjects = maximumObjects
    }

    public static let `default` = KeyedArchiveOptions()
}
