import Foundation
import NibBytes

/// The NIBArchive files of ../shared/corpus, loaded into memory once.
public enum CorpusFiles {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus")

    /// Every corpus file that starts with the NIBArchive magic, as private copies.
    public static let nibArchives: [ByteView] = {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else {
            fatalError("benchmarks need the corpus at \(root.path)")
        }
        var files: [ByteView] = []
        for relative in walker.compactMap({ $0 as? String }).sorted() {
            let path = root.appendingPathComponent(relative).path
            guard let data = FileManager.default.contents(atPath: path), data.starts(with: Array("NIBArchive".utf8)) else {
                continue
            }
            files.append(ByteView(copying: Array(data)))
        }
        precondition(files.count >= 200, "expected the corpus's 229 NIBArchives, found \(files.count)")
        return files
    }()

    public static let totalBytes = nibArchives.reduce(0) { $0 + $1.count }
}
