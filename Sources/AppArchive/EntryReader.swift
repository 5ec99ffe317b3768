import NibBytes

/// Reads the central directory's entries one by one, checking each against the
/// archive, its local header and the options; then drops overlapping and
/// duplicate entries.
struct EntryReader {
    let archive: ByteView
    let path: String
    let directory: CentralDirectory
    let options: ZipArchiveOptions
    private(set) var entries: [ZipEntry] = []
    private(set) var problems: [ZipArchiveError] = []

    init(archive: ByteView, path: String, directory: CentralDirectory, options: ZipArchiveOptions) {
        self.archive = archive
        self.path = path
        self.directory = directory
        self.options = options
    }

    mutating func readAll() {
        let end = directory.offset + directory.size
        let wanted = min(directory.declaredCount, options.maximumEntries)
        entries.reserveCapacity(min(wanted, directory.size / ZipSignature.centralHeaderSize))
        var position = directory.offset
        for index in 0..<wanted {
            guard end - position >= ZipSignature.centralHeaderSize,
                  let header = ZipRecord(archive, at: position, length: ZipSignature.centralHeaderSize,
                                         signature: ZipSignature.centralHeader) else {
                problems.append(ZipArchiveError(archive: path, offset: position,
                                                .truncatedCentralDirectory(read: index, declared: directory.declaredCount)))
                break
            }
            let nameLength = header.u16(28), extraLength = header.u16(30), commentLength = header.u16(32)
            let variableEnd = position + ZipSignature.centralHeaderSize + nameLength + extraLength + commentLength
            guard variableEnd <= end,
                  let name = archive.slice(offset: position + ZipSignature.centralHeaderSize, length: nameLength),
                  let extra = archive.slice(offset: position + ZipSignature.centralHeaderSize + nameLength, length: extraLength)
            else {
                problems.append(ZipArchiveError(archive: path, offset: position,
                                                .truncatedCentralDirectory(read: index, declared: directory.declaredCount)))
                break
            }
            position = variableEnd
            do {
                entries.append(try entry(index: index, header: header, rawName: name, extra: extra))
            } catch {
                problems.append(error)
            }
        }
        if directory.declaredCount > options.maximumEntries {
            problems.append(ZipArchiveError(archive: path, offset: directory.offset,
                                            .tooManyEntries(declared: directory.declaredCount, limit: options.maximumEntries)))
        }
        dropOverlapping()
        dropDuplicates()
    }

    /// The normalised path of `name`, whose components are `components`: the
    /// name itself when it has no empty or `.` component (the common case).
    static func path(_ name: String, _ components: [Substring]) -> String {
        // Only a name made of exactly its components and single slashes is that long.
        let length = components.reduce(components.count - 1) { $0 + $1.utf8.count }
        return length == name.utf8.count ? name : components.joined(separator: "/")
    }

    private func entry(index: Int, header: ZipRecord, rawName: ByteView, extra: ByteView) throws(ZipArchiveError) -> ZipEntry {
        let name = String(decoding: rawName, as: UTF8.self)
        func fail(_ kind: ZipArchiveError.Kind, at offset: Int? = header.offset) -> ZipArchiveError {
            ZipArchiveError(archive: path, entry: name, offset: offset, kind)
        }
        guard let sizes = Zip64Sizes.resolve(size: header.int32(24), compressedSize: header.int32(20),
                                             localHeaderOffset: header.int32(42), extra: extra) else {
            throw fail(.badZip64Field)
        }
        // Slices, not strings: one path is made per entry.
        let components = ZipEntry.components(of: name).filter { $0 != "." }
        if components.contains("..") { throw fail(.unsafePath) }
        if components.isEmpty { throw fail(.emptyName) }
        if components.count > options.maximumPathDepth {
            throw fail(.pathTooDeep(depth: components.count, limit: options.maximumPathDepth))
        }

        let method = header.u16(10)
        let localOffset = sizes.localHeaderOffset
        guard let local = ZipRecord(archive, at: localOffset, length: ZipSignature.localHeaderSize,
                                    signature: ZipSignature.localHeader) else {
            throw fail(.badSignature(record: "local header the central directory points to"))
        }
        let localNameLength = local.u16(26)
        let dataOffset = localOffset + ZipSignature.localHeaderSize + localNameLength + local.u16(28)
        guard let localName = archive.slice(offset: localOffset + ZipSignature.localHeaderSize, length: localNameLength),
              localName == rawName else {
            throw fail(.localHeaderMismatch(field: "name"), at: localOffset)
        }
        guard local.u16(8) == method else { throw fail(.localHeaderMismatch(field: "compression method"), at: localOffset) }
        guard dataOffset <= directory.offset, sizes.compressedSize <= directory.offset - dataOffset else {
            throw fail(.dataOutOfBounds(end: dataOffset + min(sizes.compressedSize, Int.max - dataOffset), limit: directory.offset),
                       at: localOffset)
        }
        return ZipEntry(
            index: index, name: name, path: Self.path(name, components), isDirectory: name.utf8.last == UInt8(ascii: "/"),
            method: method, flags: UInt16(header.u16(8)), crc32: header.u32(16),
            compressedSize: sizes.compressedSize, size: sizes.size,
            localHeaderOffset: localOffset, dataOffset: dataOffset
        )
    }

    /// Drops each entry whose local header starts inside an earlier entry's header or data.
    private mutating func dropOverlapping() {
        let byOffset = entries.indices.sorted { entries[$0].localHeaderOffset < entries[$1].localHeaderOffset }
        var dropped = Set<Int>()
        var reach = 0
        var owner = -1
        for index in byOffset {
            let entry = entries[index]
            if owner >= 0, entry.localHeaderOffset < reach {
                problems.append(ZipArchiveError(archive: path, entry: entry.name, offset: entry.localHeaderOffset,
                                                .overlapsEntry(entries[owner].name)))
                dropped.insert(index)
                continue
            }
            reach = entry.dataOffset + entry.compressedSize
            owner = index
        }
        if !dropped.isEmpty {
            entries = entries.indices.filter { !dropped.contains($0) }.map { entries[$0] }
        }
    }

    /// Drops each entry whose path an earlier entry already has.
    private mutating func dropDuplicates() {
        var seen = Set<String>()
        var kept: [ZipEntry] = []
        kept.reserveCapacity(entries.count)
        for entry in entries {
            if seen.insert(entry.path).inserted {
                kept.append(entry)
            } else {
                problems.append(ZipArchiveError(archive: path, entry: entry.name, offset: entry.localHeaderOffset, .duplicateName))
            }
        }
        entries = kept
    }
}
