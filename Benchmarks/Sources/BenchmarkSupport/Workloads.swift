import NibBytes
import NibGraph
import NIBArchive

/// Keyed archives read in place: each file validated and opened as
/// `KeyedArchiveObjects`, then every value of every object read as a graph
/// value (what a `NibGraph` would hold) with its key, one object at a time.
public func keyedFullDecode(_ files: [ByteView]) throws -> Int {
    try forEachKeyedObject(files) { archive, object in
        var checksum = 0
        archive.forEachEntry(of: object) { key, value in
            checksum &+= key.utf8.count
            if case .object(let target) = value { checksum &+= target }
        }
        return checksum
    }
}

/// Opens every file in place and reads every value of every object as the
/// archive stores it (``KeyedArchiveObjects/forEachItem(of:_:)``): UIDs as
/// object numbers, scalars as values, strings and data as views of the
/// file's bytes, arrays item by item.
public func keyedItemsDecode(_ files: [ByteView]) throws -> Int {
    try forEachKeyedObject(files) { archive, object in
        if let plain = archive.plainItem(of: object) { return try itemChecksum(plain, archive) }
        var checksum = 0
        try archive.forEachItem(of: object) { key, item in checksum &+= key.number &+ (try itemChecksum(item, archive)) }
        return checksum
    }
}

/// Opens every file as `KeyedArchiveLazyObjects`, which checks each object
/// as it is read, and reads every entry: every value of every dictionary as
/// ``keyedItemsDecode(_:)`` reads it, the plain entries, and each class
/// dictionary an object names, once per file (as a decoder that keeps its
/// classes by entry would).
public func keyedLazyDecode(_ files: [ByteView]) throws -> Int {
    var checksum = 0
    for file in files {
        let archive = try KeyedArchiveLazyObjects(bytes: file)
        var classRead = [Bool](repeating: false, count: archive.count)
        try archive.forEachTopItem { key, item in checksum &+= key.number &+ (try itemChecksum(item, archive)) }
        for index in 1..<archive.count {
            let entry = try archive.read(index) { key, item in checksum &+= key.number &+ (try itemChecksum(item, archive)) }
            switch entry {
            case .object(let classEntry):
                checksum &+= classEntry
                if !classRead[classEntry] {
                    classRead[classEntry] = true
                    checksum &+= try archive.className(at: classEntry).utf8.count
                }
            case .classDictionary: checksum &+= 1
            case .plain(let item): checksum &+= try itemChecksum(item, archive)
            }
        }
    }
    return checksum
}

/// Opens every file as `KeyedArchiveObjects` and reads each of its objects
/// with `read`: the sum of what `read` returns and of the objects' class slots.
@inline(__always)
func forEachKeyedObject(_ files: [ByteView], _ read: (KeyedArchiveObjects, Int) throws -> Int) throws -> Int {
    var checksum = 0
    for file in files {
        let archive = try KeyedArchiveObjects(bytes: file)
        for object in 0..<archive.count where archive.isObject(object) {
            checksum &+= (archive.classSlot(of: object) ?? 0) &+ (try read(archive, object))
        }
    }
    return checksum
}

/// What ``keyedItemsDecode(_:)`` and ``keyedLazyDecode(_:)`` read of one item.
@inline(__always)
func itemChecksum<Reader: KeyedArchiveItemReading>(_ item: KeyedArchiveItem, _ archive: Reader) throws -> Int {
    switch item {
    case .null: return 1
    case .object(let target): return target
    case .integer(let value): return Int(truncatingIfNeeded: value)
    case .bool(let value): return value ? 1 : 0
    case .double(let value): return Int(truncatingIfNeeded: value.bitPattern)
    case .float(let value): return Int(value.bitPattern)
    case .string(let text): return archive.withUTF8(text) { $0.count }
    case .data(let data): return archive.bytes(data).count
    case .array(let array, _):
        var sum = 0
        try archive.forEachItem(inArray: array) { sum &+= try arrayItemChecksum($0, archive) }
        return sum
    }
}

/// ``itemChecksum(_:_:)`` for an array's items (which are never arrays).
func arrayItemChecksum<Reader: KeyedArchiveItemReading>(_ item: KeyedArchiveItem, _ archive: Reader) throws -> Int {
    try itemChecksum(item, archive)
}

/// Decodes every table of every file and visits every value of every object.
public func fullDecode(_ files: [ByteView]) throws -> Int {
    var checksum = 0
    for file in files {
        let tables = try NIBArchiveReader.read(file)
        for object in 0..<tables.objects.count {
            let entry = tables.objects[object]
            checksum &+= entry.classIndex
            for valueIndex in entry.valueRange {
                let keyed = tables.values[valueIndex]
                checksum &+= keyed.keyIndex
                switch keyed.value {
                case .int8(let v): checksum &+= Int(v)
                case .int16(let v): checksum &+= Int(v)
                case .int32(let v): checksum &+= Int(v)
                case .int64(let v): checksum &+= Int(truncatingIfNeeded: v)
                case .bool(let v): checksum &+= v ? 1 : 0
                case .float32(let v): checksum &+= Int(v.bitPattern)
                case .float64(let v): checksum &+= Int(truncatingIfNeeded: v.bitPattern)
                case .data(let bytes): checksum &+= bytes.count
                case .null: checksum &+= 1
                case .object(let target): checksum &+= target
                }
            }
        }
    }
    return checksum
}

