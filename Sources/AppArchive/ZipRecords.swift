import NibBytes

/// A fixed-size record of a zip archive at a known offset, already checked to lie
/// inside the archive; fields are little-endian.
struct ZipRecord {
    let bytes: ByteView
    /// The record's offset in the archive.
    let offset: Int

    /// The `length` bytes at `offset` of `archive`, when they are there and start with `signature`.
    init?(_ archive: ByteView, at offset: Int, length: Int, signature: UInt32) {
        guard let bytes = archive.slice(offset: offset, length: length) else { return nil }
        self.bytes = bytes
        self.offset = offset
        guard u32(0) == signature else { return nil }
    }

    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
    func u64(_ at: Int) -> UInt64 { UInt64(u32(at)) | UInt64(u32(at + 4)) << 32 }
    func int32(_ at: Int) -> Int { Int(u32(at)) }
}

/// Record signatures and sizes (APPNOTE.TXT, sections 4.3.7 to 4.3.16).
enum ZipSignature {
    static let localHeader: UInt32 = 0x0403_4B50
    static let centralHeader: UInt32 = 0x0201_4B50
    static let end: UInt32 = 0x0605_4B50
    static let zip64End: UInt32 = 0x0606_4B50
    static let zip64Locator: UInt32 = 0x0706_4B50

    static let localHeaderSize = 30
    static let centralHeaderSize = 46
    static let endSize = 22
    static let zip64EndSize = 56
    static let zip64LocatorSize = 20
    /// The end record's comment is at most 65,535 bytes, so the record lies in the last 65,557.
    static let endSearchSpan = 22 + 0xFFFF
}

/// The values a zip64 extra field (header ID 1) supplies for the 32-bit fields stored as 0xFFFFFFFF.
struct Zip64Sizes {
    var size: Int
    var compressedSize: Int
    var localHeaderOffset: Int

    /// Replaces each field that is 0xFFFFFFFF by the next 64-bit value of the zip64
    /// field in `extra`; nil when one is needed and missing or not representable.
    static func resolve(size: Int, compressedSize: Int, localHeaderOffset: Int, extra: ByteView) -> Zip64Sizes? {
        var result = Zip64Sizes(size: size, compressedSize: compressedSize, localHeaderOffset: localHeaderOffset)
        let marker = 0xFFFF_FFFF
        guard size == marker || compressedSize == marker || localHeaderOffset == marker else { return result }
        guard let field = Self.field(id: 1, in: extra) else { return nil }
        var position = 0
        func next() -> Int? {
            guard position + 8 <= field.count else { return nil }
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(field[position + index]) << (8 * index) }
            position += 8
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
        if size == marker { guard let value = next() else { return nil }; result.size = value }
        if compressedSize == marker { guard let value = next() else { return nil }; result.compressedSize = value }
        if localHeaderOffset == marker { guard let value = next() else { return nil }; result.localHeaderOffset = value }
        return result
    }

    /// The data of the first extra field with header `id`; nil when absent or cut short.
    static func field(id: Int, in extra: ByteView) -> ByteView? {
        var position = 0
        while position + 4 <= extra.count {
            let header = Int(extra[position]) | Int(extra[position + 1]) << 8
            let length = Int(extra[position + 2]) | Int(extra[position + 3]) << 8
            guard let data = extra.slice(offset: position + 4, length: length) else { return nil }
            if header == id { return data }
            position += 4 + length
        }
        return nil
    }
}
