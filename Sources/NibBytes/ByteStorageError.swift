/// Why bytes could not be read from a file or stream.
public struct ByteStorageError: Error, Sendable, CustomStringConvertible {
    /// The path that was being read (`-` for standard input).
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
