import Foundation

/// The shared corpus at ../shared/corpus (beside the repository), read in place.
public enum SharedCorpus {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Corpus tests run when the corpus is there, and must run (and fail without it) in CI.
    public static var shouldRun: Bool {
        FileManager.default.fileExists(atPath: root.path) || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Every regular file under the corpus, sorted by path.
    public static let allFiles: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted().map { root.appendingPathComponent($0).path }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }()

    /// The files whose first bytes are `prefix`.
    public static func files(startingWith prefix: String) -> [String] {
        let magic = Data(prefix.utf8)
        return allFiles.filter { path in
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: magic.count)) == magic
        }
    }

    /// Property-list files (binary or XML) that are NSKeyedArchiver archives.
    public static let keyedArchives: [String] = (files(startingWith: "bplist00") + files(startingWith: "<?xml"))
        .filter { path in
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            return data.range(of: Data("NSKeyedArchiver".utf8)) != nil && data.range(of: Data("$objects".utf8)) != nil
        }
        .sorted()
}
