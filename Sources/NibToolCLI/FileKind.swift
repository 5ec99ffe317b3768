import AppArchive
#if canImport(Glibc)
import Glibc
#endif

/// What a command-line path names, before reading it.
enum FileKind {
    /// Whether `path` is a directory (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` names anything (following symbolic links).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a regular file whose first bytes are a zip archive's.
    static func startsLikeZipArchive(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 4)
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4) }
        return count == 4 && ZipArchive.hasMagic(head)
    }
}
