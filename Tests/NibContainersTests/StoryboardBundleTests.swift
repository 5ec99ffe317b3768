import NibContainers
import Testing
import TestSupport

/// Compiled storyboards laid out in a temporary directory from the bytes of the
/// corpus's storyboard pairs (which store `X.storyboardc/NAME` flattened as
/// `X.storyboardc-NAME`), plus hand-made ones.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct StoryboardBundleTests {
    /// Rebuilds the `.storyboardc` directories of pair `pair` under `temporary`; returns
    /// each directory's path with the scene names it should list.
    static func rebuild(_ pair: String, in temporary: TemporaryDirectory) throws -> [(path: String, scenes: [String])] {
        var layouts: [String: [String]] = [:]
        for name in try SharedCorpus.names(in: "pairs/" + pair) {
            guard let range = name.range(of: ".storyboardc-") else { continue }
            let bundle = String(name[..<range.lowerBound]) + ".storyboardc"
            let entry = String(name[range.upperBound...])
            try temporary.directory(pair + "/" + bundle)
            try temporary.copy(SharedCorpus.path("pairs/\(pair)/\(name)"), to: "\(pair)/\(bundle)/\(entry)")
            layouts[bundle, default: []] += entry.hasSuffix(".nib") ? [String(entry.dropLast(4))] : []
        }
        return layouts.sorted { $0.key < $1.key }.map { ("\(temporary.path)/\(pair)/\($0.key)", $0.value.sorted()) }
    }

    @Test func everyStoryboardPairRebuildsIntoABundle() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        var bundles = 0
        for pair in try SharedCorpus.names(in: "pairs") where pair != "INDEX.tsv" {
            for (path, scenes) in try Self.rebuild(pair, in: temporary) {
                guard case let .storyboard(storyboard) = try NibContainer.open(path: path) else {
                    Issue.record("\(path) is not recognised as a storyboard")
                    continue
                }
                #expect(storyboard.scenes.map(\.name) == scenes, "\(path)")
                #expect(storyboard.infoPlists.map(\.file.format) == [.binaryPlist], "\(path)")
                #expect(storyboard.infoPlist(forDeploymentTarget: nil)?.file.name == "Info.plist")
                for scene in storyboard.scenes {
                    guard case let .file(file) = scene.content else { Issue.record("\(scene.path)"); continue }
                    #expect(file.format == .nibArchive, "\(file.path)")
                }
                #expect(storyboard.otherEntries.isEmpty)
                bundles += 1
            }
        }
        // Every storyboard pair of the index (iOS ones from Flutter and Xamarin projects, macOS
        // ones from viraptor/ibtool's samples).
        #expect(bundles == SharedCorpus.pairs(kindPrefix: "storyboard->").count)
        #expect(bundles >= 18)
    }

    @Test func flutterMainStoryboard() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let pair = "BestKai__my_flutter_wechat__build_ios_Debug-iphoneos_Runner.app_Base.lproj_Main.storyboardc"
        let path = try #require(try Self.rebuild(pair, in: temporary).first?.path)
        // A scene that is a .nib directory, from the corpus's iRET scene, and a versioned Info plist.
        let scene = "kr0no__iRET8__Base.lproj_Main_iPad.storyboardc_UIViewController-BYZ-38-t0r.nib"
        try temporary.directory(pair + "/Main.storyboardc/UIViewController-iRET.nib")
        for name in ["objects.nib", "runtime.nib"] {
            try temporary.copy(SharedCorpus.path("nib-bundle/\(scene)/\(name)"), to: "\(pair)/Main.storyboardc/UIViewController-iRET.nib/\(name)")
        }
        try temporary.copy(path + "/Info.plist", to: pair + "/Main.storyboardc/Info-8.0+.plist")
        try temporary.file(pair + "/Main.storyboardc/.DS_Store", [0, 0, 0, 1])

        let storyboard = try StoryboardBundle.open(path: path)
        #expect(storyboard.path == path)
        #expect(storyboard.scenes.map(\.name) == ["BYZ-38-t0r-view-8bC-Xf-vdC", "UIViewController-BYZ-38-t0r", "UIViewController-iRET"])
        guard case let .file(view) = storyboard.scenes[0].content else { Issue.record("not a file"); return }
        #expect(view.size == 1791 && view.format == .nibArchive && view.path == path + "/BYZ-38-t0r-view-8bC-Xf-vdC.nib")
        guard case let .directory(directory) = storyboard.scenes[2].content else { Issue.record("not a directory"); return }
        #expect(directory.kind == .uiKit && directory.variants.count == 2)
        #expect(storyboard.infoPlists.map(\.file.name) == ["Info-8.0+.plist", "Info.plist"])
        #expect(storyboard.infoPlists.allSatisfy { $0.file.size == 258 && $0.file.format == .binaryPlist })
        #expect(storyboard.infoPlist(forDeploymentTarget: OSVersion(7))?.file.name == "Info.plist")
        #expect(storyboard.infoPlist(forDeploymentTarget: OSVersion(8))?.file.name == "Info-8.0+.plist")
        #expect(storyboard.otherEntries == [".DS_Store"])
    }

    @Test func anInfoPlistThatIsNotAPlistIsNotAStoryboard() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Fake.storyboardc")
        try temporary.file("Fake.storyboardc/Info.plist", Array("not a plist".utf8))
        try temporary.file("Fake.storyboardc/Scene.nib", VariantSelectionTests.nibArchive)
        #expect(throws: NibContainerError(path: path, .notAContainer)) { try NibContainer.open(path: path) }
        #expect(throws: NibContainerError(path: path, .notAContainer)) { try StoryboardBundle.open(path: path) }
    }
}
