import Foundation
import IBDocument
import IBToolCLI
import NibBytes
import NibGraph
import Testing
import TestSupport
import UIKitCompiler

/// `--generate-strings-file` and `--strings-file`: the texts of a document out
/// as a `.strings` file Foundation reads, and a translated copy back in,
/// changing exactly the translated values.
struct IBToolLocalizationTests {
    @Test func stringsFileOfTheSample() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("Hello.strings")
        let result = IBTool.run(arguments: ["--generate-strings-file", strings.path, IBToolCompileTests.hello])
        #expect(result.status == 0)
        let data = try Data(contentsOf: strings)
        #expect(Array(data.prefix(2)) == [0xFF, 0xFE], "UTF-16 with a byte-order mark")
        let text = try #require(String(data: data, encoding: .utf16))
        #expect(text.contains("/* Class = \"UILabel\"; text = \"Hello, nib\"; ObjectID = \"lbl-01-hel\"; */"))
        let entries = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(entries == ["lbl-01-hel.text": "Hello, nib", "btn-02-say.normalTitle": "Say hello"])
    }

    @Test func translatedCopyChangesExactlyTheTranslatedValues() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let translated = folder.appendingPathComponent("fr.strings")
        try Data("\"lbl-01-hel.text\" = \"Bonjour, nib\";\n".utf8).write(to: translated)
        let base = folder.appendingPathComponent("base.nib").path, french = folder.appendingPathComponent("fr.nib").path
        #expect(IBTool.run(arguments: ["--compile", base, IBToolCompileTests.hello]).status == 0)
        #expect(IBTool.run(arguments: ["--strings-file", translated.path, "--compile", french, IBToolCompileTests.hello]).status == 0)
        let comparison = NibGraphComparison(try NibGraph(nibArchiveBytes: ByteView(FileBytes.read(path: base))),
                                            try NibGraph(nibArchiveBytes: ByteView(FileBytes.read(path: french))))
        #expect(comparison.differences.map(\.path) == ["UINibTopLevelObjectsKey[2].UISubviews[0].UIText"])
        #expect(comparison.differences.first?.right == "\"Bonjour, nib\"")
    }

    /// Every iOS 3.0 xib of the corpus gives a strings file Foundation reads, with one entry per text.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func everyCorpusXibGivesAReadableStringsFile() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xibs = SharedCorpus.files(startingWith: "<?xml").filter { path in
            guard let head = FileManager.default.contents(atPath: path)?.prefix(600) else { return false }
            return String(decoding: head, as: UTF8.self).contains("CocoaTouch.XIB\" version=\"3.0\"")
        }
        #expect(xibs.count >= 150)
        var entries = 0
        for path in xibs {
            let strings = folder.appendingPathComponent("out.strings")
            let result = IBTool.run(arguments: ["--generate-strings-file", strings.path, path])
            #expect(result.status == 0, "\(path)")
            let data = try Data(contentsOf: strings)
            let read = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
            let texts = UIKitLocalization.strings(of: document)
            #expect(read?.count == texts.count, "\(path)")
            #expect(texts.allSatisfy { read?[$0.key] == $0.text }, "\(path)")
            entries += read?.count ?? 0
        }
        #expect(entries > 200)
    }
}
