import AppArchive
import Foundation
import NibBytes

/// The whole shared corpus as one zip archive, made in memory with the project's
/// writer (every file deflated at level 6, paths as in the corpus folder).
public enum CorpusZip {
    public static let bytes: ByteView = {
        guard let walker = FileManager.default.enumerator(atPath: CorpusFiles.root.path) else {
            fatalError("benchmarks need the corpus at \(CorpusFiles.root.path)")
        }
        var writer = ZipWriter()
        var count = 0
        for relative in walker.compactMap({ $0 as? String }).sorted() {
            let path = CorpusFiles.root.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            writer.addFile("corpus/" + relative, Array(data))
            count += 1
        }
        precondition(count >= 900, "expected the whole corpus, found \(count) files")
        return ByteView(copying: writer.finish())
    }()
}
