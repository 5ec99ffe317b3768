import Foundation
import IBToolCLI
import Testing

/// Xcode's two storyboard steps: `--compilation-directory` writes
/// `NAME.storyboardc`, then `--link` copies it into the product folder.
struct IBToolStoryboardTests {
    static let storyboard = IBToolCompileTests.repositoryRoot.appendingPathComponent("Corpus/XIBCompile/scene.storyboard").path

    @Test func compileThenLink() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let intermediate = folder.appendingPathComponent("Intermediates")
        let product = folder.appendingPathComponent("App.app/Base.lproj")
        for path in [intermediate, product] { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }

        let compiled = IBTool.run(arguments: [
            "--errors", "--warnings", "--notices", "--module", "MyApp", "--target-device", "iphone",
            "--minimum-deployment-target", "13.0", "--output-format", "human-readable-text",
            "--compilation-directory", intermediate.path, Self.storyboard,
        ])
        #expect(compiled.status == 0, "\(String(decoding: compiled.standardOutput, as: UTF8.self))")
        let storyboardc = intermediate.appendingPathComponent("scene.storyboardc")
        let files = try FileManager.default.contentsOfDirectory(atPath: storyboardc.path).sorted()
        #expect(files == ["Info.plist", "UIViewController-vc1.nib", "vc1-view-v1.nib"])

        let linked = IBTool.run(arguments: ["--errors", "--output-format", "human-readable-text", "--link", product.path, storyboardc.path])
        #expect(linked.status == 0)
        for file in files {
            let copy = FileManager.default.contents(atPath: product.appendingPathComponent("scene.storyboardc/" + file).path)
            #expect(copy == FileManager.default.contents(atPath: storyboardc.appendingPathComponent(file).path), "\(file)")
        }
        let info = try #require(try PropertyListSerialization.propertyList(
            from: Data(contentsOf: product.appendingPathComponent("scene.storyboardc/Info.plist")), format: nil) as? [String: Any])
        #expect(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String == "UIViewController-vc1")
    }

    @Test func linkOfAMissingInputFailsWithoutOutput() throws {
        let folder = try IBToolCompileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = IBTool.run(arguments: ["--link", folder.path, folder.appendingPathComponent("missing.storyboardc").path])
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
