#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading whole files into a ``ByteStorage`` without copying where possible.
public enum FileBytes {
    /// Reads `path` (or standard input when `path` is `-`).
    ///
    /// Regular files are memory-mapped read-only; pipes and other streams are
    /// read into memory. `maximumSize` bounds what is accepted from either.
    public static func read(path: String, maximumSize: Int = 1 << 32) throws(ByteStorageError) -> ByteStorage {
        if path == "-" {
            return try readStream(fd: STDIN_FILENO, path: path, maximumSize: maximumSize)
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw error(path) }
        defer { close(fd) }

        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw ByteStorageError(path: path, reason: "is a directory")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return try readStream(fd: fd, path: path, maximumSize: maximumSize)
        }
        let size = Int(info.st_size)
        guard size <= maximumSize else {
            throw ByteStorageError(path: path, reason: "file is \(size) bytes, more than the limit of \(maximumSize)")
        }
        if size == 0 {
            return ByteStorage(copying: [])
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            // Some file systems cannot map; fall back to reading.
            return try readStream(fd: fd, path: path, maximumSize: maximumSize)
        }
        return ByteStorage(bytes: UnsafeRawBufferPointer(start: base, count: size), release: .unmap)
    }

    private static func readStream(fd: Int32, path: String, maximumSize: Int) throws(ByteStorageError) -> ByteStorage {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw error(path)
            }
            if n == 0 { break }
            guard result.count + n <= maximumSize else {
                throw ByteStorageError(path: path, reason: "input is more than the limit of \(maximumSize) bytes")
            }
            result.append(contentsOf: chunk[0..<n])
        }
        return ByteStorage(copying: result)
    }

    private static func error(_ path: String) -> ByteStorageError {
        ByteStorageError(path: path, reason: String(cString: strerror(errno)))
    }
}
