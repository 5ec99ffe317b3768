import Foundation

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("nibcontainers-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Creates directory `relative` (and its parents) inside this one; returns its path.
    @discardableResult
    func directory(_ relative: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        return full
    }

    /// Writes `bytes` to file `relative`; returns its path.
    @discardableResult
    func file(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Copies the bytes of `source` (a path anywhere) to file `relative`; returns its path.
    @discardableResult
    func copy(_ source: String, to relative: String) throws -> String {
        try file(relative, Array(try Data(contentsOf: URL(fileURLWithPath: source))))
    }

    /// Makes `relative` a symbolic link whose target is `destination`, as written.
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
