import KeyedArchive
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

