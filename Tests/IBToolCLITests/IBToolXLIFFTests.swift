import Foundation
import NibBytes
import NibGraph
import IBToolCLI
import Testing
import TestSupport

/// `--export-xliff` and `--import-xliff`: a document's texts out as XLIFF 1.2
/// and a translated copy back in, changing exactly the translated values; an
/// untouched round trip (every `<target>` its `<source>`) changes nothing.
struct IBToolXLIFFTests {
    static func export(_ input: String, to path: String, _ extra: [String] = []) throws -> String {
        let result = IBTool.run(arguments: extra + ["--export-xliff", path, input])
        #expect(result.status == 0, "\(String(decoding: result.standardOutput, as: UTF8.self))")
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// `xliff` with a `<target>` after each `<source>`: `translate` of the source text as written in the file.
    static func translated(_ xliff: String, _ translate: (String) -> String) -> String {
        var out = ""
        var rest = Substring(xliff)
        while let open = rest.range(of: "<source>"), let close = rest.range(of: "</source>", range: open.upperBound..<rest.endIndex) {
            let text = String(rest[open.upperBound..<close.lowerBound])
            out += rest[..<close.upperBound] + "<target>" + translate(text) + "</target>"
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    static func graph(_ path: String) throws -> NibGraph {
        try NibGraph(nibArchiveBytes: ByteView(FileBytes.read(path: path)))
    }

    @Test func sampleExport() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xliff = try Self.export(IBToolCompileTests.hello, to: folder.appendingPathComponent("Hello.xliff").path,
                                    ["--source-language", "en", "--target-language", "fr"])
        #expect(xliff.contains("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">"))
        #expect(xliff.contains("<file original=\"Hello.xib\" source-language=\"en\" target-language=\"fr\" datatype=\"plaintext\">"))
        #expect(xliff.contains("<trans-unit id=\"lbl-01-hel.text\" xml:space=\"preserve\">\n        <source>Hello, nib</source>"))
        #expect(xliff.contains("<note>Class = \"UIButton\"; normalTitle = \"Say hello\"; ObjectID = \"btn-02-say\";</note>"))
    }

    @Test func translatedCopyChangesExactlyTheTranslatedValues() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = try Self.export(IBToolCompileTests.hello, to: folder.appendingPathComponent("Hello.xliff").path)
        // Only the label is translated, with white space at both ends that must survive.
        let french = Self.translated(exported) { $0 == "Hello, nib" ? " Bonjour &amp; salut " : $0 }
            .replacingOccurrences(of: "<target>Say hello</target>", with: "")
        let translatedPath = folder.appendingPathComponent("fr.xliff").path
        try french.write(toFile: translatedPath, atomically: true, encoding: .utf8)
        let base = folder.appendingPathComponent("base.nib").path, localized = folder.appendingPathComponent("fr.nib").path
        #expect(IBTool.run(arguments: ["--compile", base, IBToolCompileTests.hello]).status == 0)
        #expect(IBTool.run(arguments: ["--import-xliff", translatedPath, "--compile", localized, IBToolCompileTests.hello]).status == 0)
        let comparison = NibGraphComparison(try Self.graph(base), try Self.graph(localized))
        #expect(comparison.differences.map(\.path) == ["UINibTopLevelObjectsKey[2].UISubviews[0].UIText"])
        #expect(comparison.differences.first?.right == "\" Bonjour & salut \"")
    }

    /// Every iOS xib pair of the corpus: exported, each target set to its
    /// source, imported: the nib is the one compiled without translations.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func untouchedRoundTripChangesNothing() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var units = 0
        for pair in SharedCorpus.pairs(kindPrefix: "xib->NIBArchive") where !pair.hasPrefix("viraptor__") {
            let pairFolder = SharedCorpus.path("pairs/" + pair)
            guard let xib = try FileManager.default.contentsOfDirectory(atPath: pairFolder).first(where: { $0.hasSuffix(".xib") }),
                  let head = FileManager.default.contents(atPath: pairFolder + "/" + xib)?.prefix(400),
                  String(decoding: head, as: UTF8.self).contains("CocoaTouch.XIB\" version=\"3.0\"") else { continue }
            let input = pairFolder + "/" + xib
            let exported = try Self.export(input, to: folder.appendingPathComponent("out.xliff").path)
            units += exported.components(separatedBy: "<trans-unit ").count - 1
            let same = folder.appendingPathComponent("same.xliff").path
            try Self.translated(exported) { $0 }.write(toFile: same, atomically: true, encoding: .utf8)
            let base = folder.appendingPathComponent("base.nib").path, again = folder.appendingPathComponent("again.nib").path
            #expect(IBTool.run(arguments: ["--compile", base, input]).status == 0)
            #expect(IBTool.run(arguments: ["--import-xliff", same, "--compile", again, input]).status == 0)
            let identical = try Data(contentsOf: URL(fileURLWithPath: base)) == Data(contentsOf: URL(fileURLWithPath: again))
            #expect(identical, "\(pair)")
        }
        #expect(units > 20)
    }

    @Test func notXLIFFIsAnErrorAndWritesNothing() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.xliff").path
        try "<plist><dict/></plist>".write(toFile: bad, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.nib").path
        let result = IBTool.run(arguments: ["--import-xliff", bad, "--compile", output, IBToolCompileTests.hello])
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
        let report = try IBToolCompileTests.plist(result.standardOutput)
        let errors = try #require(report["com.apple.ibtool.document.errors"] as? [[String: Any]])
        #expect((errors.first?["description"] as? String)?.contains("the root element is <plist>, not <xliff>") == true)
    }
}
