import AppArchive
import NibBytes
import NibContainers

/// The files of one input, a folder on disk or a zip archive, each addressed as
/// `ROOT//PATH` and readable in memory (archive entries are never extracted).
public struct FileTree: Sendable {
    /// The input as given; addresses start with it.
    public let root: String
    /// Every regular file, sorted by path.
    public let files: [TreeFile]
    /// Folders not walked and archive entries left out, with why.
    public let problems: [ScanError]
    /// The archive, when the input is one.
    public let archive: ZipArchive?
    /// Files on disk larger than this are not read whole.
    let maximumFileSize: Int
    private let fileByPath: [String: Int]

    /// Opens `path`: a folder is walked, a file starting like a zip archive is opened;
    /// anything else is an error.
    public static func open(_ path: String, options: ScanOptions = .default) throws(ScanError) -> FileTree {
        if FolderWalk.isFolder(path) {
            do {
                return FileTree(folder: try FolderWalk.walk(path, options: options.containers), maximumFileSize: options.maximumFileSize)
            } catch {
                throw ScanError(address: path, message: error.message)
            }
        }
        let bytes: ByteStorage
        do {
            bytes = try FileBytes.read(path: path)
        } catch {
            throw ScanError(address: path, message: error.reason)
        }
        let view = ByteView(bytes)
        guard ZipArchive.hasMagic(view) else {
            throw ScanError(address: path, message: "not a folder or a zip archive (.ipa, .zip)")
        }
        do {
            return FileTree(archive: try ZipArchive(bytes: view, path: path, options: options.archive))
        } catch {
            throw ScanError(address: path, message: error.messageWithOffset)
        }
    }

    /// The files of a walked folder.
    public init(folder walk: FolderWalk, maximumFileSize: Int = ScanOptions.default.maximumFileSize) {
        self.init(root: walk.root, files: walk.files.map { TreeFile(path: $0.relativePath, size: $0.size, entry: nil) },
                  problems: walk.problems.map { ScanError(address: $0.path, message: $0.message) },
                  archive: nil, maximumFileSize: maximumFileSize)
    }

    /// The file entries of an opened archive; its problems become the tree's.
    public init(archive: ZipArchive) {
        let files = archive.entries.enumerated().filter { !$0.element.isDirectory }
            .map { TreeFile(path: $0.element.path, size: $0.element.size, entry: $0.offset) }
        let problems = archive.problems.map { problem in
            ScanError(address: problem.entry.map { "\(archive.path)//\($0)" } ?? archive.path, message: problem.messageWithOffset)
        }
        self.init(root: archive.path, files: files.sorted { $0.path < $1.path }, problems: problems,
                  archive: archive, maximumFileSize: archive.options.maximumEntrySize)
    }

    private init(root: String, files: [TreeFile], problems: [ScanError], archive: ZipArchive?, maximumFileSize: Int) {
        self.root = root
        self.files = files
        self.problems = problems
        self.archive = archive
        self.maximumFileSize = maximumFileSize
        self.fileByPath = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `ROOT//PATH`, or the root itself for the empty path.
    public func address(_ path: String) -> String {
        path.isEmpty ? root : root + "//" + path
    }

    /// The file at `path` (`/`-separated; empty and `.` components ignored, as in archive entry names).
    public func file(atPath path: String) -> TreeFile? {
        fileByPath[ZipEntry.normalised(path)].map { files[$0] }
    }

    /// The files under folder `path` (all of them for the empty path).
    public func files(under path: String) -> [TreeFile] {
        let normal = ZipEntry.normalised(path)
        guard !normal.isEmpty else { return files }
        return files.filter { FolderIndex.isInside($0.path, folder: normal) }
    }

    /// The first bytes of `file`, enough to recognise its format (``NibFileFormat/bytesNeeded``).
    public func head(_ file: TreeFile) throws(ScanError) -> ByteView {
        if let archive, let index = file.entry {
            do {
                return try archive.readPrefix(archive.entries[index], count: NibFileFormat.bytesNeeded)
            } catch {
                throw ScanError(address: address(file.path), message: error.messageWithOffset)
            }
        }
        let whole = try mapped(file)
        return whole.slice(offset: 0, length: min(whole.count, NibFileFormat.bytesNeeded)) ?? whole
    }

    /// All the bytes of `file`, within the size limit.
    public func read(_ file: TreeFile) throws(ScanError) -> ByteView {
        if let archive, let index = file.entry {
            do {
                return try archive.read(archive.entries[index])
            } catch {
                throw ScanError(address: address(file.path), message: error.messageWithOffset)
            }
        }
        guard file.size <= maximumFileSize else {
            throw ScanError(address: address(file.path), message: "file is \(file.size) bytes, more than the limit of \(maximumFileSize)")
        }
        return try mapped(file)
    }

    private func mapped(_ file: TreeFile) throws(ScanError) -> ByteView {
        do {
            return ByteView(try FileBytes.read(path: root + "/" + file.path))
        } catch {
            throw ScanError(address: address(file.path), message: error.reason)
        }
    }
}

/// One regular file of a ``FileTree``.
public struct TreeFile: Sendable, Hashable {
    /// The path inside the tree, `/`-separated.
    public let path: String
    /// The size in bytes (an archive entry's declared inflated size).
    public let size: Int
    /// The archive entry's index, for trees of archives.
    let entry: Int?

    /// The last component of ``path``.
    public var name: String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
