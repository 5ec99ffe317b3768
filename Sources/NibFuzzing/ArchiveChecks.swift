import AppArchive
import NibBytes
import NibScan

/// What the zip fuzz target checks: opening, reading every entry and scanning
/// the archive end in results or typed errors; every error offset lies inside
/// the input; a read entry has its declared size and starts with its prefix;
/// the scan examines each file entry once.
enum ArchiveChecks {
    /// Small limits, so one input costs little memory and time.
    static let options = ZipArchiveOptions(
        maximumEntries: 512, maximumEntrySize: 1 << 20, maximumTotalSize: 4 << 20, ratioExemptSize: 64 << 10
    )

    static func scan(_ bytes: ByteView) -> String? {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(bytes: bytes, path: "fuzz.zip", options: options)
        } catch {
            return outside(error, bytes.count)
        }
        for problem in archive.problems {
            if let finding = outside(problem, bytes.count) { return finding }
        }
        for entry in archive.entries {
            guard entry.dataOffset + entry.compressedSize <= bytes.count, !entry.components.isEmpty,
                  entry.components.count <= options.maximumPathDepth, !entry.components.contains("..") else {
                return "entry \(entry.index) was kept with data \(entry.dataOffset)+\(entry.compressedSize) or path \(entry.components)"
            }
            guard !entry.isDirectory else { continue }
            var prefix: ByteView?
            do {
                prefix = try archive.readPrefix(entry, count: 64)
            } catch {
                if let finding = outside(error, bytes.count) { return finding }
            }
            do {
                let whole = try archive.read(entry)
                guard whole.count == entry.size else { return "entry \(entry.index) read \(whole.count) bytes, declared \(entry.size)" }
                if let prefix, !whole.starts(with: prefix) { return "entry \(entry.index): its prefix differs from its bytes" }
            } catch {
                if let finding = outside(error, bytes.count) { return finding }
            }
        }
        // Opened again for a fresh inflation budget (the reads above used the first one up); it opened once, so it opens again.
        let tree = FileTree(archive: try! ZipArchive(bytes: bytes, path: "fuzz.zip", options: options))
        let report = NibScanner(options: ScanOptions(archive: options, workers: 1)).scan(tree)
        let files = archive.entries.filter { !$0.isDirectory }.count
        guard report.fileCount == files else { return "scanned \(report.fileCount) files of \(files)" }
        guard report.nibs.count <= files else { return "more nibs than files" }
        for item in tree.nibs() {
            if case let .file(file, address) = item, address != tree.address(file.path) {
                return "the finder addressed \(file.path) as \(address)"
            }
        }
        return nil
    }

    /// A finding when the error's offset is past the end of the input.
    private static func outside(_ error: ZipArchiveError, _ count: Int) -> String? {
        guard let offset = error.offset, offset > count else { return nil }
        return "error offset \(offset) is past the end (\(count) bytes): \(error)"
    }
}
