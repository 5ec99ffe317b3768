/// The fixed 50-byte header: the magic `NIBArchive`, then ten little-endian
/// 32-bit words.
public struct NIBArchiveHeader: Sendable, Equatable {
    /// The 10 magic bytes every NIBArchive starts with.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// The header's size, and where Apple's object table starts.
    public static let size = 50

    /// Always 1 in files written by Apple.
    public var formatVersion: UInt32
    /// 9 in iOS ibtool output, 10 in macOS ibtool output.
    public var coderVersion: UInt32
    public var objectCount: Int
    public var objectsOffset: Int
    public var keyCount: Int
    public var keysOffset: Int
    public var valueCount: Int
    public var valuesOffset: Int
    public var classCount: Int
    public var classesOffset: Int

    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 9,
        objectCount: Int = 0, objectsOffset: Int = 50,
        keyCount: Int = 0, keysOffset: Int = 50,
        valueCount: Int = 0, valuesOffset: Int = 50,
        classCount: Int = 0, classesOffset: Int = 50
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objectCount = objectCount
        self.objectsOffset = objectsOffset
        self.keyCount = keyCount
        self.keysOffset = keysOffset
        self.valueCount = valueCount
        self.valuesOffset = valuesOffset
        self.classCount = classCount
        self.classesOffset = classesOffset
    }

    /// Whether `bytes` start with the NIBArchive magic.
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: magic)
    }

    /// The ten header words in file order.
    var words: [UInt32] {
        [formatVersion, coderVersion,
         UInt32(objectCount), UInt32(objectsOffset), UInt32(keyCount), UInt32(keysOffset),
         UInt32(valueCount), UInt32(valuesOffset), UInt32(classCount), UInt32(classesOffset)]
    }
}
