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

extension SharedCorpus {
    /// The path of `relative` inside the corpus.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The sorted names inside corpus folder `relative`.
    public static func names(in relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }

    /// The format column of `MANIFEST.tsv`, by corpus-relative path.
    public static func manifestFormats() -> [String: String] {
        var formats: [String: String] = [:]
        for row in tableRows("MANIFEST.tsv") where row.count > 6 { formats[row[0]] = row[6] }
        return formats
    }

    /// The rows of `MANIFEST.tsv` (a row per corpus file) whose `format` column is `format`.
    public static func manifestCount(format: String) -> Int {
        tableRows("MANIFEST.tsv").filter { $0.count > 6 && $0[6] == format }.count
    }

    /// The pair folders of `pairs/INDEX.tsv` whose `kind` column starts with `kindPrefix`
    /// (`storyboard->`, `xib->NIBArchive`, …).
    public static func pairs(kindPrefix: String) -> [String] {
        tableRows("pairs/INDEX.tsv").filter { $0.count > 1 && $0[1].hasPrefix(kindPrefix) }.map { $0[0] }
    }

    /// A tab-separated table of the corpus, without its header row.
    private static func tableRows(_ name: String) -> [[String]] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }
}
