import Foundation
import NibBytes

/// Where the shared corpus is, and which of its files are NIBArchives.
///
/// The corpus lives beside the repository at `../shared/corpus` and is read
/// in place. With `CI=true` the corpus tests must run: a missing corpus is a
/// failure. Without it they are skipped with a message.
enum Corpus {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let root = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: root.path) }
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
    /// Whether corpus tests should run (and fail if the corpus is missing).
    static var shouldRun: Bool {
        if !isAvailable && !isRequired {
            print("note: ../shared/corpus not found; corpus tests are skipped (they are required when CI=true)")
        }
        return isAvailable || isRequired
    }

    /// Every file under the corpus that starts with the NIBArchive magic, sorted by path.
    static let nibArchivePaths: [String] = {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var paths: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let handle = try? FileHandle(forReadingFrom: url) else { continue }
            let head = (try? handle.read(upToCount: 10)) ?? Data()
            try? handle.close()
            if head == Data("NIBArchive".utf8) { paths.append(url.path) }
        }
        return paths.sorted()
    }()

    /// The bytes of a corpus file given relative to the corpus root.
    static func bytes(_ relativePath: String) throws -> ByteView {
        ByteView(try FileBytes.read(path: root.appendingPathComponent(relativePath).path))
    }

    /// The bytes of a file inside this repository.
    static func repositoryBytes(_ relativePath: String) throws -> ByteView {
        ByteView(try FileBytes.read(path: repositoryRoot.appendingPathComponent(relativePath).path))
    }
}
