import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `nibtool render`: files written, formats, scenes and errors.
struct RenderCommandTests {
    static let hello = NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.xib").path

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID())-\(name)").path
    }

    @Test func writesSVG() throws {
        let output = Self.temporary("hello.svg")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try NibToolRunner.run(["render", Self.hello, "-o", output, "--outlets"])
        #expect(result.status == 0, "\(result.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(XMLParser(data: data).parse())
        #expect(String(decoding: data, as: UTF8.self).contains(">Hello, nib</text>"))
        // Deterministic: the same bytes again.
        #expect(try NibToolRunner.run(["render", Self.hello, "-o", "-", "--outlets"]).standardOutputData == data)
    }

    @Test func jsonToStandardOutput() throws {
        let result = try NibToolRunner.run(["render", "--format", "json", Self.hello, "-o", "-"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: result.standardOutputData) as! [String: Any]
        let views = (json["pictures"] as! [[String: Any]])[0]["views"] as! [[String: Any]]
        #expect(views.map { $0["class"] as! String } == ["UIView", "UILabel", "UIButton"])
        #expect(views[2]["frame"] as? [Double] == [150, 180, 75, 30])
    }

    /// An Interface Builder 3 archive is drawn from the nib it compiles to.
    @Test func legacyArchiveRendersThroughItsNib() throws {
        let legacy = NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/XIBCompile/legacy.xib").path
        let result = try NibToolRunner.run(["render", "--format", "json", legacy, "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"UILabel\""))
        #expect(result.standardOutput.contains("Hello"))
    }

    /// A Mac Interface Builder 3 archive is drawn from the nib it compiles to.
    @Test func macArchiveRendersFromItsObjects() throws {
        let archive = NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/XIBCompile/mac-archive.xib").path
        let result = try NibToolRunner.run(["render", "--format", "json", archive, "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: result.standardOutputData) as! [String: Any]
        let pictures = try #require(json["pictures"] as? [[String: Any]])
        let views = try #require(pictures.first?["views"] as? [[String: Any]])
        #expect(views.map { $0["class"] as! String } == ["NSWindow", "NSView", "NSTextField"])
        try #require(views.count == 3)
        #expect(views[2]["text"] as? String == "Hello")
        #expect(views[2]["frame"] as? [Double] == [17, 80, 266, 17])
    }

    @Test func badInputGetsAnError() throws {
        let empty = Self.temporary("empty.nib")
        FileManager.default.createFile(atPath: empty, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let output = Self.temporary("none.svg")
        let result = try NibToolRunner.run(["render", empty, "-o", output])
        #expect(result.status == 1)
        #expect(result.standardError == "\(empty): error: empty file (offset 0x0)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let missing = try NibToolRunner.run(["render", "/nonexistent.xib", "-o", output])
        #expect(missing.status == 1 && missing.standardError.hasPrefix("/nonexistent.xib: error: "))
    }

    @Test func unknownSceneIsNamed() throws {
        let result = try NibToolRunner.run(["render", Self.hello, "--scene", "nope", "-o", "-"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no picture named 'nope' (has: vw0-00-roo)"))
    }

    @Test(.enabled(if: NibToolRunner.corpusShouldRun)) func storyboardScenesGoToFiles() throws {
        let storyboard = NibToolRunner.corpus.appendingPathComponent("storyboard/ChatSecure__ChatSecure-iOS__OTRResources_Interface_OTRComposeGroup.storyboard").path
        let folder = Self.temporary("scenes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = try JSONSerialization.jsonObject(with: try NibToolRunner.run(["render", "--format", "json", storyboard, "-o", "-"]).standardOutputData)
        let names = ((json as! [String: Any])["pictures"] as! [[String: Any]]).map { $0["name"] as! String }
        let result = try NibToolRunner.run(["render", storyboard, "-o", folder + "/out.svg"])
        #expect(result.status == 0, "\(result.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        if names.count == 1 {
            #expect(written == ["out.svg"])
        } else {
            #expect(written == names.map { "out-\($0).svg" }.sorted())
            let one = try NibToolRunner.run(["render", storyboard, "--scene", names[0], "-o", "-"])
            #expect(one.status == 0 && one.standardOutput.hasPrefix("<?xml"))
        }
    }

    /// A compiled storyboard folder draws its view nibs; its Info.plist draws nothing and is no error.
    @Test(.enabled(if: NibToolRunner.corpusShouldRun)) func storyboardFolderRenders() throws {
        let storyboard = NibToolRunner.corpus.appendingPathComponent("storyboard/AFNetworking__AFNetworking__Example_iOS-Example_Launchscreen.storyboard").path
        let folder = Self.temporary("Launch.storyboardc")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try NibToolRunner.run(["compile", storyboard, "-o", folder]).status == 0)
        let result = try NibToolRunner.run(["render", "--format", "json", folder, "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let files = try #require(try JSONSerialization.jsonObject(with: result.standardOutputData) as? [[String: Any]])
        let drawn = files.filter { ($0["pictures"] as? [Any])?.isEmpty == false }.compactMap { $0["path"] as? String }
        #expect(drawn.count == 1 && drawn[0].hasSuffix("-view-Ze5-6b-2t3.nib"))
    }

    @Test(.enabled(if: NibToolRunner.corpusShouldRun)) func compiledNibRenders() throws {
        let nib = NibToolRunner.corpus.appendingPathComponent("nib-archive/GlassKit__MyGlass-Companion-iOS__GTMOAuth2ViewTouch.nib").path
        let result = try NibToolRunner.run(["render", "--format", "json", nib, "-o", "-"])
        #expect(result.status == 0)
        let pictures = (try JSONSerialization.jsonObject(with: result.standardOutputData) as! [String: Any])["pictures"] as! [[String: Any]]
        let views = pictures.flatMap { $0["views"] as! [[String: Any]] }
        // The activity indicator: center (160, 125), bounds 20 × 20 (as `nibtool hierarchy` shows it).
        #expect(views.contains { $0["id"] as? String == "#66" && $0["frame"] as? [Double] == [150, 115, 20, 20] })
    }

    @Test func pngNeedsRasterizer() throws {
        let output = Self.temporary("hello.png")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try NibToolRunner.run(["render", "--format", "png", Self.hello, "-o", output])
        let installed = ["/usr/bin", "/usr/local/bin", "/bin"].contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }
        if installed {
            #expect(result.status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: output)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        } else {
            #expect(result.status == 1 && result.standardError.contains("needs rsvg-convert"))
        }
    }
}
