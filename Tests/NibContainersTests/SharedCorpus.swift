import Foundation

/// The shared corpus at ../shared/corpus, read in place.
///
/// Corpus tests run when it is there and are required (a missing corpus fails
/// them) when `CI=true`; otherwise they are skipped with a message.
enum SharedCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus").path

    static var shouldRun: Bool {
        let present = FileManager.default.fileExists(atPath: root)
        if !present && ProcessInfo.processInfo.environment["CI"] != "true" {
            print("note: ../shared/corpus not found; NibContainers corpus tests are skipped (required when CI=true)")
            return false
        }
        return true
    }

    /// The path of `relative` inside the corpus.
    static func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// The sorted names inside corpus folder `relative`.
    static func names(in relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }

    /// The format column of MANIFEST.tsv, by corpus-relative path.
    static func manifestFormats() throws -> [String: String] {
        let text = try String(contentsOfFile: path("MANIFEST.tsv"), encoding: .utf8)
        var formats: [String: String] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count > 6 { formats[String(fields[0])] = String(fields[6]) }
        }
        return formats
    }
}
