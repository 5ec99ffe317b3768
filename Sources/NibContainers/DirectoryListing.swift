#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one directory, read with a limit, and a safe way to reach each of them.
///
/// This file and `FileSystem.swift` are the module's only contact with the
/// operating system, and hold its only raw pointers. An entry is reached
/// through ``entry(_:)``, which follows a symbolic link only when it resolves
/// to a place strictly inside the directory; anything else is an error, never
/// a silent detour.
struct DirectoryListing: EntryListing {
    /// The directory's path as given.
    let path: String
    /// The limits subdirectories are listed with.
    let options: NibContainerOptions
    /// The directory's path with every symbolic link resolved.
    let realPath: String
    /// Entry names, sorted, without `.` and `..`.
    let names: [String]
    /// The names in ``names`` that are not valid UTF-8, shown with U+FFFD in place of
    /// the bad bytes. They cannot be opened by that name and are never examined.
    let undecodableNames: Set<String>

    /// Lists `path`, failing when it has more than `options.maximumEntries` entries.
    init(path: String, options: NibContainerOptions) throws(NibContainerError) {
        self.path = path
        self.options = options
        self.realPath = try FileSystem.realPath(path)
        guard let directory = opendir(path) else { throw FileSystem.error(path) }
        defer { closedir(directory) }
        var names: [String] = []
        var undecodable: Set<String> = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw FileSystem.error(path) }
                break
            }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            let name = String(decoding: bytes, as: UTF8.self)
            if name == "." || name == ".." { continue }
            if !name.utf8.elementsEqual(bytes) { undecodable.insert(name) }
            guard names.count < options.maximumEntries else {
                throw NibContainerError(path: path, .tooManyEntries(limit: options.maximumEntries))
            }
            names.append(name)
        }
        self.names = names.sorted()
        self.undecodableNames = undecodable
    }

    /// The names that can be examined: all but the undecodable ones.
    var decodableNames: [String] {
        undecodableNames.isEmpty ? names : names.filter { !undecodableNames.contains($0) }
    }

    /// Examines entry `name`, following a symbolic link only to a place inside this directory.
    func entry(_ name: String) throws(NibContainerError) -> FileSystem.Entry {
        let entryPath = path(of: name)
        var info = FileSystem.Status()
        guard lstat(entryPath, &info) == 0 else { throw FileSystem.error(entryPath) }
        guard (info.st_mode & S_IFMT) == S_IFLNK else {
            return FileSystem.Entry(path: entryPath, realPath: FileSystem.join(realPath, name), status: info)
        }
        let target = try FileSystem.realPath(entryPath)
        if target == "/" || target == realPath || realPath.hasPrefix(target + "/") {
            throw NibContainerError(path: entryPath, .symbolicLinkLoop)
        }
        guard target.hasPrefix(FileSystem.join(realPath, "")) else {
            throw NibContainerError(path: entryPath, .symbolicLinkLeavesContainer(target: target))
        }
        guard stat(target, &info) == 0 else { throw FileSystem.error(entryPath) }
        return FileSystem.Entry(path: entryPath, realPath: target, status: info)
    }

    func file(_ name: String) throws(NibContainerError) -> ContainedFile {
        let entry = try entry(name)
        guard entry.isRegularFile else { throw NibContainerError(path: entry.path, .notARegularFile) }
        return try ContainedFile.read(entry, name: name)
    }

    func fileOrDirectory(_ name: String) throws(NibContainerError) -> ListedEntry {
        let entry = try entry(name)
        if entry.isRegularFile { return .file(try ContainedFile.read(entry, name: name)) }
        guard entry.isDirectory else { throw NibContainerError(path: entry.path, .notARegularFile) }
        return .directory(try DirectoryListing(path: entry.path, options: options))
    }

    func head(_ name: String) throws(NibContainerError) -> [UInt8] {
        let entry = try entry(name)
        guard entry.isRegularFile else { throw NibContainerError(path: entry.path, .notARegularFile) }
        return try FileSystem.head(of: entry, count: NibFileFormat.bytesNeeded).bytes
    }
}
