import Foundation
import NibBytes

/// The binary property lists of ../shared/corpus (keyed-archive nibs, Info.plists), read in place.
enum PlistCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var shouldRun: Bool {
        FileManager.default.fileExists(atPath: root.path) || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Every corpus file starting with `bplist00`, sorted by path.
    static let binaryPaths: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted().map { root.appendingPathComponent($0).path }.filter { path in
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 8)) == Data("bplist00".utf8)
        }
    }()
}
