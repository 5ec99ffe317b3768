/// Writes small zip archives in memory: stored or deflated entries, no zip64.
///
/// For tests, benchmarks and tools that need an archive to read (the project
/// makes its own test archives); not tuned for large files.
public struct ZipWriter: Sendable {
    private var output: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    public init() {}

    /// Adds a file at `path` (`/`-separated), deflated unless `compress` is false.
    public mutating func addFile(_ path: String, _ bytes: [UInt8], compress: Bool = true) {
        let crc = bytes.withUnsafeBytes { Zlib.crc32($0) }
        let data = compress ? Zlib.deflate(bytes, level: 6) : bytes
        add(path, data: data, method: compress ? ZipMethod.deflate : ZipMethod.stored, crc: crc, size: bytes.count)
    }

    /// Adds a directory entry (`path` gets a trailing `/`).
    public mutating func addDirectory(_ path: String) {
        add(path.utf8.last == UInt8(ascii: "/") ? path : path + "/", data: [], method: ZipMethod.stored, crc: 0, size: 0)
    }

    /// The archive: the entries, their central directory and the end record.
    public func finish() -> [UInt8] {
        var archive = output
        let directoryOffset = archive.count
        archive += directory
        archive.le32(ZipSignature.end)
        archive.le16(0)
        archive.le16(0)
        archive.le16(count)
        archive.le16(count)
        archive.le32(UInt32(directory.count))
        archive.le32(UInt32(directoryOffset))
        archive.le16(0)
        return archive
    }

    private mutating func add(_ path: String, data: [UInt8], method: Int, crc: UInt32, size: Int) {
        precondition(output.count < 1 << 32 - 1 && data.count < 1 << 32 - 1 && size < 1 << 32 - 1 && count < 0xFFFF,
                     "ZipWriter writes no zip64 archives")
        let name = Array(path.utf8)
        let offset = output.count
        // Version 2.0, UTF-8 names (flag bit 11), a fixed date (1 January 2001).
        func common(_ record: inout [UInt8]) {
            record.le16(20)
            record.le16(0x0800)
            record.le16(method)
            record.le16(0)
            record.le16(0x2A21)
            record.le32(crc)
            record.le32(UInt32(data.count))
            record.le32(UInt32(size))
            record.le16(name.count)
            record.le16(0)
        }
        output.le32(ZipSignature.localHeader)
        common(&output)
        output += name
        output += data

        directory.le32(ZipSignature.centralHeader)
        directory.le16(0x0314)  // made by Unix, version 2.0
        common(&directory)
        directory.le16(0)  // comment length
        directory.le16(0)  // disk number
        directory.le16(0)  // internal attributes
        directory.le32(path.hasSuffix("/") ? 0o040755 << 16 : 0o100644 << 16)
        directory.le32(UInt32(offset))
        directory += name
        count += 1
    }
}

extension [UInt8] {
    mutating func le16(_ value: Int) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8 & 0xFF))
    }

    mutating func le32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8(value >> UInt32(shift) & 0xFF)) }
    }
}
