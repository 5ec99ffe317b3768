/// A regular file inside a container: where it is, how big, and what it holds.
public struct ContainedFile: Sendable, Hashable {
    /// The file's name inside its directory.
    public var name: String
    /// The directory's path as given, joined with ``name``.
    public var path: String
    /// The size in bytes.
    public var size: Int
    /// The format recognised from the file's first bytes.
    public var format: NibFileFormat

    public init(name: String, path: String, size: Int, format: NibFileFormat) {
        self.name = name
        self.path = path
        self.size = size
        self.format = format
    }
}
