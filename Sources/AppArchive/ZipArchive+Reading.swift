import NibBytes

extension ZipArchive {
    /// The entry's bytes, inflated and checked: the declared size against the
    /// limits before anything is allocated, then the inflated size and CRC-32.
    /// Stored entries are views into the archive, not copies.
    public func read(_ entry: ZipEntry) throws(ZipArchiveError) -> ByteView {
        let data = try checkedData(entry, whole: true)
        try reserve(entry.size, for: entry)
        let bytes: ByteView
        switch entry.method {
        case ZipMethod.stored:
            guard entry.compressedSize == entry.size else {
                throw error(entry, .storedSizesDiffer(compressed: entry.compressedSize, uncompressed: entry.size))
            }
            bytes = data
        default:
            switch Zlib.inflate(data, capacity: entry.size, probe: true) {
            case let .ended(output) where output.count == entry.size:
                bytes = ByteView(copying: output)
            case let .ended(output):
                throw error(entry, .inflatesShortOfDeclaredSize(declared: entry.size, actual: output.count))
            case .full:
                throw error(entry, .inflatesPastDeclaredSize(declared: entry.size))
            case let .truncated(produced) where produced < entry.size:
                throw error(entry, .inflatesShortOfDeclaredSize(declared: entry.size, actual: produced))
            case .truncated:
                throw error(entry, .corruptDeflateStream("the compressed data ends before the stream's last block"))
            case let .corrupt(reason):
                throw error(entry, .corruptDeflateStream(reason))
            }
        }
        let crc = bytes.withUnsafeBytes { Zlib.crc32($0) }
        guard crc == entry.crc32 else { throw error(entry, .checksumMismatch(declared: entry.crc32, actual: crc)) }
        return bytes
    }

    /// The first `count` bytes of the entry (fewer when it is shorter), for
    /// recognising its format without inflating all of it. Not checked against
    /// the CRC-32, which covers the whole entry.
    public func readPrefix(_ entry: ZipEntry, count: Int) throws(ZipArchiveError) -> ByteView {
        let data = try checkedData(entry, whole: false)
        let wanted = min(max(0, count), entry.size)
        try reserve(wanted, for: entry)
        switch entry.method {
        case ZipMethod.stored:
            guard entry.compressedSize == entry.size else {
                throw error(entry, .storedSizesDiffer(compressed: entry.compressedSize, uncompressed: entry.size))
            }
            return data.slice(offset: 0, length: wanted) ?? data
        default:
            switch Zlib.inflate(data, capacity: wanted, probe: false) {
            case let .ended(output), let .full(output, _):
                return ByteView(copying: output)
            case let .truncated(produced):
                throw error(entry, .inflatesShortOfDeclaredSize(declared: entry.size, actual: produced))
            case let .corrupt(reason):
                throw error(entry, .corruptDeflateStream(reason))
            }
        }
    }

    /// The entry's compressed bytes, once the checks that need no inflating pass;
    /// the size limits apply when the `whole` entry is to be inflated.
    private func checkedData(_ entry: ZipEntry, whole: Bool) throws(ZipArchiveError) -> ByteView {
        if entry.isDirectory { throw error(entry, .isDirectory) }
        if entry.isEncrypted { throw error(entry, .encrypted) }
        guard entry.method == ZipMethod.stored || entry.method == ZipMethod.deflate else {
            throw error(entry, .unsupportedCompression(method: entry.method))
        }
        guard !whole || entry.size <= options.maximumEntrySize else {
            throw error(entry, .entryTooLarge(size: entry.size, limit: options.maximumEntrySize))
        }
        let (allowed, overflow) = entry.compressedSize.multipliedReportingOverflow(by: options.maximumCompressionRatio)
        if whole, entry.size > options.ratioExemptSize, !overflow, entry.size > allowed {
            throw error(entry, .compressionRatioTooHigh(size: entry.size, compressedSize: entry.compressedSize,
                                                        limit: options.maximumCompressionRatio))
        }
        guard let data = bytes.slice(offset: entry.dataOffset, length: entry.compressedSize) else {
            throw error(entry, .dataOutOfBounds(end: entry.dataOffset + entry.compressedSize, limit: bytes.count))
        }
        return data
    }

    private func reserve(_ count: Int, for entry: ZipEntry) throws(ZipArchiveError) {
        guard budget.take(count) else { throw error(entry, .totalSizeLimitReached(limit: budget.limit)) }
    }

    private func error(_ entry: ZipEntry, _ kind: ZipArchiveError.Kind) -> ZipArchiveError {
        ZipArchiveError(archive: path, entry: entry.name, offset: entry.localHeaderOffset, kind)
    }
}
