import NibBytes

/// Where an archive's central directory is, from its end record (and the zip64
/// end record when the 32-bit fields overflow).
struct CentralDirectory {
    /// The directory's offset and byte size.
    let offset: Int
    let size: Int
    /// The number of entries the end record declares.
    let declaredCount: Int

    /// Finds the end record: the last signature in the final 65,557 bytes whose
    /// comment fits in what follows it; then the zip64 end record when there is one.
    init(locatingIn archive: ByteView, path: String) throws(ZipArchiveError) {
        let lowest = max(0, archive.count - ZipSignature.endSearchSpan)
        var candidate = archive.count - ZipSignature.endSize
        var found: ZipRecord?
        while candidate >= lowest {
            if archive[candidate] == 0x50,
               let record = ZipRecord(archive, at: candidate, length: ZipSignature.endSize, signature: ZipSignature.end),
               candidate + ZipSignature.endSize + record.u16(20) <= archive.count {
                found = record
                break
            }
            candidate -= 1
        }
        guard let end = found else { throw ZipArchiveError(archive: path, .notAZipArchive) }

        var disk = end.u16(4), directoryDisk = end.u16(6)
        var count = end.u16(10), size = end.int32(12), offset = end.int32(16)
        var boundary = end.offset
        // A zip64 locator right before the end record leads to the zip64 end record, whose
        // 64-bit fields replace the 16- and 32-bit ones (which writers set to all ones when they overflow).
        if let locator = ZipRecord(archive, at: end.offset - ZipSignature.zip64LocatorSize,
                                               length: ZipSignature.zip64LocatorSize, signature: ZipSignature.zip64Locator) {
            let recordOffset = Int(clamping: locator.u64(8))
            guard recordOffset < locator.offset,
                  let record = ZipRecord(archive, at: recordOffset, length: ZipSignature.zip64EndSize, signature: ZipSignature.zip64End)
            else {
                throw ZipArchiveError(archive: path, offset: locator.offset,
                                      .badSignature(record: "zip64 end-of-central-directory record the locator points to"))
            }
            disk = Int(record.u32(16))
            directoryDisk = Int(record.u32(20))
            count = Int(clamping: record.u64(32))
            size = Int(clamping: record.u64(40))
            offset = Int(clamping: record.u64(48))
            boundary = recordOffset
        }
        guard disk == 0, directoryDisk == 0 else { throw ZipArchiveError(archive: path, offset: end.offset, .multiVolume) }
        guard offset <= boundary, size <= boundary - offset else {
            throw ZipArchiveError(archive: path, offset: end.offset, .centralDirectoryOutOfBounds(offset: offset, size: size))
        }
        self.offset = offset
        self.size = size
        self.declaredCount = count
    }
}
