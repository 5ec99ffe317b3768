import AppArchive
import Foundation
import NibBytes
import NibScan
import Testing
import TestSupport

/// The shared corpus scanned as a folder and as a zip of it made here: the same counts.
struct CorpusScanTests {
    @Test func folderAndZipOfTheCorpusAgree() throws {
        guard SharedCorpus.shouldRun else { return }
        let root = SharedCorpus.root.path
        var writer = ZipWriter()
        for path in SharedCorpus.allFiles {
            let relative = String(path.dropFirst(root.count + 1))
            writer.addFile("corpus/" + relative, Array(try Data(contentsOf: URL(fileURLWithPath: path))), compress: relative.count % 3 != 0)
        }
        let zipped = NibScanner().scan(FileTree(archive: try ZipArchive(bytes: ByteView(copying: writer.finish()), path: "corpus.zip")))
        let folder = NibScanner().scan([root])

        #expect(folder.fileCount == SharedCorpus.allFiles.count && zipped.fileCount == folder.fileCount)
        #expect(zipped.byteCount == folder.byteCount)
        #expect(zipped.formats == folder.formats)
        #expect(zipped.coderVersions == folder.coderVersions)
        #expect(zipped.containers == folder.containers)
        #expect(zipped.classes == folder.classes)
        #expect(zipped.customClasses == folder.customClasses)
        #expect(zipped.nibs.count == folder.nibs.count)
        #expect(zipped.failures.map { $0.address.replacingOccurrences(of: "corpus.zip//corpus", with: root) }
                == folder.failures.map { $0.address.replacingOccurrences(of: root + "//", with: root + "/") })

        // Facts of the corpus: its NIBArchives (as its manifest counts them), and its Swift classes.
        #expect(folder.formats[.nibArchive] == SharedCorpus.manifestCount(format: "NIBArchive"))
        #expect(folder.customClasses["_TtC7TestApp20MainWindowController"]?.displayName == "TestApp.MainWindowController")
        print("corpus scan: \(folder.fileCount) files, \(folder.nibCount) nibs, formats \(folder.formats), containers \(folder.containers), \(folder.failures.count) failures")
    }
}
