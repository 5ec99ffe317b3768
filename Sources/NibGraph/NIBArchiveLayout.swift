import NIBArchive

/// What a NIBArchive's bytes say beyond its objects: versions, the order of
/// the key and class-name tables (Apple's encoder writes them in hash order,
/// which cannot be recomputed), and any bytes after the last table.
public struct NIBArchiveLayout: Sendable, Hashable {
    public var formatVersion: UInt32
    public var coderVersion: UInt32
    /// The key table, in file order.
    public var keys: [String]
    /// The class-name table, in file order, with fallback indices.
    public var classes: [NIBArchiveDocument.ClassName]
    public var trailingBytes: [UInt8]

    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 9, keys: [String] = [],
        classes: [NIBArchiveDocument.ClassName] = [], trailingBytes: [UInt8] = []
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.keys = keys
        self.classes = classes
        self.trailingBytes = trailingBytes
    }
}
