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
}
