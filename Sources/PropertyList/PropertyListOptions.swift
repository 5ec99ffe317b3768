/// Limits for reading property lists.
public struct PropertyListOptions: Sendable, Equatable {
    /// How deep collections may nest.
    public var maximumDepth: Int
    /// How many objects shared collections may add to a binary property list
    /// read as a tree, beyond one object per byte of the file.
    ///
    /// Read as a tree, a property list repeats a collection wherever it is
    /// referenced. CoreFoundation never shares collections and gives each its
    /// own bytes, and such a file stands for fewer objects than it has bytes
    /// (each reference takes at least a byte). A hostile file can stand for
    /// exponentially many: 40 arrays that each hold the next one twice make a
    /// 202-byte file stand for 2^41 - 1 objects. Such files are refused
    /// (``PropertyListError/Kind/expandsTooMuch(limit:)``): by validation
    /// before anything is built, by the decoder as soon as it passes the limit.
    public var maximumSharedExpansion: Int

    public init(maximumDepth: Int = 512, maximumSharedExpansion: Int = 1 << 16) {
        self.maximumDepth = maximumDepth
        self.maximumSharedExpansion = maximumSharedExpansion
    }

    public static let `default` = PropertyListOptions()
}
