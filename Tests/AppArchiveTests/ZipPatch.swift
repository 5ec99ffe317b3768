import AppArchive
import NibBytes

/// An archive's bytes with helpers to find its records and overwrite fields,
/// for building hostile archives from well-formed ones.
struct ZipPatch {
    var bytes: [UInt8]

    init(_ build: (inout ZipWriter) -> Void) {
        var writer = ZipWriter()
        build(&writer)
        bytes = writer.finish()
    }

    var endRecord: Int { bytes.count - 22 }
    var directoryOffset: Int { u32(endRecord + 16) }

    /// Offsets of the central-directory headers, walked from the end record.
    var centralHeaders: [Int] {
        var offsets: [Int] = []
        var position = directoryOffset
        for _ in 0..<u16(endRecord + 10) {
            offsets.append(position)
            position += 46 + u16(position + 28) + u16(position + 30) + u16(position + 32)
        }
        return offsets
    }

    /// Offset of entry `index`'s local header.
    func localHeader(_ index: Int) -> Int { u32(centralHeaders[index] + 42) }

    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }

    mutating func set16(_ at: Int, _ value: Int) {
        bytes[at] = UInt8(value & 0xFF)
        bytes[at + 1] = UInt8(value >> 8 & 0xFF)
    }

    mutating func set32(_ at: Int, _ value: Int) {
        set16(at, value & 0xFFFF)
        set16(at + 2, value >> 16 & 0xFFFF)
    }

    /// Sets a field of entry `index` in both its central and local headers;
    /// `central` and `local` are the field's offsets in each header.
    mutating func setBoth16(_ index: Int, central: Int, local: Int, _ value: Int) {
        let localOffset = localHeader(index)
        set16(centralHeaders[index] + central, value)
        set16(localOffset + local, value)
    }

    func open(_ options: ZipArchiveOptions = .default) throws -> ZipArchive {
        try ZipArchive(bytes: ByteView(copying: bytes), path: "test.zip", options: options)
    }
}

/// Central-directory field offsets used by the tests.
enum Field {
    static let flags = 8, method = 10, crc = 16, compressedSize = 20, size = 24, localOffset = 42
    static let localFlags = 6, localMethod = 8
}
