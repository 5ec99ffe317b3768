/// How a graph is written as a NIBArchive: what the writer is asked for, as
/// opposed to what a decoded graph's ``NibGraph/archiveLayout`` remembers of
/// the file it came from.
public struct NIBArchiveEncodingOptions: Sendable, Hashable {
    /// The header's coder version (9 up to the iOS 14 SDK, 10 from iOS 15);
    /// nil keeps the decoded layout's, or 9 for a graph from elsewhere.
    public var coderVersion: UInt32?
    /// The largest archive to make, in bytes: a graph may hold one string or
    /// data value for many objects, which the archive then stores for each.
    public var maximumSize: Int

    public init(coderVersion: UInt32? = nil, maximumSize: Int = .max) {
        self.coderVersion = coderVersion
        self.maximumSize = maximumSize
    }

    public static let `default` = NIBArchiveEncodingOptions()
}
