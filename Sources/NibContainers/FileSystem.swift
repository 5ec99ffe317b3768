#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system calls the module makes: resolving paths, examining entries,
/// and reading the first bytes of a regular file.
enum FileSystem {
    typealias Status = stat

    /// A path that was examined, with what `stat` said of it.
    struct Entry {
        /// The path as the caller would name it.
        let path: String
        /// The same place with every symbolic link resolved.
        let realPath: String
        let status: Status

        var isRegularFile: Bool { FileSystem.isRegularFile(status) }
        var isDirectory: Bool { FileSystem.isDirectory(status) }
    }

    static func isRegularFile(_ status: Status) -> Bool { (status.st_mode & S_IFMT) == S_IFREG }
    static func isDirectory(_ status: Status) -> Bool { (status.st_mode & S_IFMT) == S_IFDIR }
    static func isSymbolicLink(_ status: Status) -> Bool { (status.st_mode & S_IFMT) == S_IFLNK }
    static func size(_ status: Status) -> Int { Int(status.st_size) }

    /// Examines `path`, following symbolic links (the caller named it, so it may lead anywhere).
    static func entry(_ path: String) throws(NibContainerError) -> Entry {
        var info = Status()
        guard stat(path, &info) == 0 else { throw error(path) }
        return Entry(path: path, realPath: try realPath(path), status: info)
    }

    /// What `lstat` says of `path`: a symbolic link is reported as itself, not followed.
    static func linkStatus(_ path: String) throws(NibContainerError) -> Status {
        var info = Status()
        guard lstat(path, &info) == 0 else { throw error(path) }
        return info
    }

    /// `path` with every symbolic link resolved.
    static func realPath(_ path: String) throws(NibContainerError) -> String {
        guard let resolved = realpath(path, nil) else { throw error(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The first `count` bytes of regular file `entry`, and its size.
    ///
    /// Opens the resolved path without following links and without blocking, and
    /// checks the opened file is regular, so a link or FIFO swapped in after
    /// `entry` was examined is refused rather than followed or waited on.
    static func head(of entry: Entry, count: Int) throws(NibContainerError) -> (bytes: [UInt8], size: Int) {
        let fd = open(entry.realPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { throw error(entry.path) }
        defer { close(fd) }
        var info = Status()
        guard fstat(fd, &info) == 0 else { throw error(entry.path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw NibContainerError(path: entry.path, .notARegularFile)
        }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw error(entry.path)
            }
            if n == 0 { break }
            filled += n
        }
        return (Array(bytes[0..<filled]), Int(info.st_size))
    }

    /// `name` inside `directory`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The error for a failed call on `path`, from `errno`.
    static func error(_ path: String) -> NibContainerError {
        let code = errno
        if code == ELOOP { return NibContainerError(path: path, .symbolicLinkLoop) }
        return NibContainerError(path: path, .unreadable(reason: String(cString: strerror(code))))
    }
}
