/// Hand-assembles NIBArchive bytes for tests, table by table, so tests can
/// place tables anywhere and write any (even invalid) entries. Independent of
/// the writer under test.
struct ArchiveBytes {
    var formatVersion: UInt32 = 1
    var coderVersion: UInt32 = 9
    var objects: [UInt8] = []
    var objectCount = 0
    var keys: [UInt8] = []
    var keyCount = 0
    var values: [UInt8] = []
    var valueCount = 0
    var classes: [UInt8] = []
    var classCount = 0
    var trailing: [UInt8] = []
    /// The order the tables are laid out in: 0 objects, 1 keys, 2 values, 3 classes.
    var order = [0, 1, 2, 3]
    /// Bytes of padding put before each table.
    var gap = 0

    static func varint(_ value: Int) -> [UInt8] {
        var out: [UInt8] = []
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        out.append(UInt8(rest) | 0x80)
        return out
    }

    static func le32(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    mutating func object(classIndex: Int, start: Int, count: Int) {
        objects += Self.varint(classIndex) + Self.varint(start) + Self.varint(count)
        objectCount += 1
    }

    mutating func key(_ name: String) {
        keys += Self.varint(name.utf8.count) + Array(name.utf8)
        keyCount += 1
    }

    /// A value with a raw type byte and payload.
    mutating func value(key: Int, type: UInt8, payload: [UInt8] = []) {
        values += Self.varint(key) + [type] + payload
        valueCount += 1
    }

    mutating func className(_ name: String, fallbacks: [Int32] = []) {
        classes += Self.varint(name.utf8.count + 1) + Self.varint(fallbacks.count)
        for fallback in fallbacks { classes += Self.le32(UInt32(bitPattern: fallback)) }
        classes += Array(name.utf8) + [0]
        classCount += 1
    }

    /// (offset of each table, bytes)
    func layout() -> (offsets: [Int], bytes: [UInt8]) {
        let tables = [objects, keys, values, classes]
        var offsets = [0, 0, 0, 0]
        var body: [UInt8] = []
        for table in order {
            body += [UInt8](repeating: 0xEE, count: gap)
            offsets[table] = 50 + body.count
            body += tables[table]
        }
        var header = Array("NIBArchive".utf8)
        let words: [Int] = [Int(formatVersion), Int(coderVersion), objectCount, offsets[0], keyCount, offsets[1],
                            valueCount, offsets[2], classCount, offsets[3]]
        for word in words { header += Self.le32(UInt32(word)) }
        return (offsets, header + body + trailing)
    }

    var bytes: [UInt8] { layout().bytes }

    /// A minimal valid archive: one NSObject with one int8 value.
    static var minimal: ArchiveBytes {
        var archive = ArchiveBytes()
        archive.className("NSObject")
        archive.key("k")
        archive.value(key: 0, type: 0, payload: [7])
        archive.object(classIndex: 0, start: 0, count: 1)
        return archive
    }
}
