import Foundation
import NibContainers
import Testing
import TestSupport

/// Directories described in memory (as folders inside zip archives are) are
/// recognised exactly as the same directories on disk.
struct InMemoryDirectoryTests {
    static let nibArchive = VariantSelectionTests.nibArchive
    static let storyboardInfo = Array("bplist00".utf8) + Array("UIStoryboardVersion".utf8)
    static let bundleInfo = Array("bplist00".utf8) + Array("CFBundleIdentifier".utf8)

    /// The entries of directory `path` on disk, with subdirectories one level down.
    static func entries(of path: String, depth: Int = 1) throws -> [DirectoryEntry] {
        try FileManager.default.contentsOfDirectory(atPath: path).map { name in
            let full = path + "/" + name
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                return DirectoryEntry(name: name, content: .directory(depth > 0 ? try entries(of: full, depth: depth - 1) : []))
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: full))
            return DirectoryEntry(name: name, content: .file(size: data.count, head: Array(data.prefix(NibFileFormat.bytesNeeded))))
        }
    }

    @Test func storyboardWithADirectorySceneMatchesTheDisk() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Main.storyboardc")
        try temporary.file("Main.storyboardc/Info.plist", Self.storyboardInfo)
        try temporary.file("Main.storyboardc/UIViewController-BYZ-38-t0r.nib", Self.nibArchive)
        try temporary.directory("Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib")
        try temporary.file("Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/runtime.nib", Self.nibArchive)
        try temporary.file("Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib", Self.nibArchive)
        let memory = try NibContainer.open(path: path, entries: Self.entries(of: path))
        #expect(memory == (try NibContainer.open(path: path)))
        guard case let .storyboard(bundle) = memory else {
            Issue.record("not a storyboard: \(memory)")
            return
        }
        #expect(bundle.scenes.map(\.name) == ["BYZ-38-t0r-view-8bC-Xf-vdC", "UIViewController-BYZ-38-t0r"])
        guard case let .directory(scene) = bundle.scenes[0].content else {
            Issue.record("scene is not a directory")
            return
        }
        #expect(scene.variant(forDeploymentTarget: nil)?.file.path == path + "/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib")
    }

    @Test func everyCorpusNibBundleMatchesTheDisk() throws {
        guard SharedCorpus.shouldRun else { return }
        let folders = try SharedCorpus.names(in: "nib-bundle")
        #expect(folders.count >= 30)
        for folder in folders {
            let path = SharedCorpus.path("nib-bundle/" + folder)
            let disk = try NibContainer.open(path: path)
            #expect(try NibContainer.open(path: path, entries: Self.entries(of: path)) == disk, "\(folder)")
            #expect(try NibDirectory.open(path: path, entries: Self.entries(of: path)).kind == NibDirectory.open(path: path).kind)
        }
    }

    @Test func appBundleWithFlatNibsIsNotAStoryboard() throws {
        let entries = [
            DirectoryEntry(name: "Info.plist", content: .file(size: Self.bundleInfo.count, head: Self.bundleInfo)),
            DirectoryEntry(name: "LaunchScreen.nib", content: .file(size: 18, head: Self.nibArchive)),
            DirectoryEntry(name: "Main.storyboardc", content: .directory([])),
        ]
        #expect(throws: NibContainerError(path: "App.app", .notAContainer)) {
            try NibContainer.open(path: "App.app", entries: entries)
        }
        // The same on disk.
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("App.app")
        try temporary.file("App.app/Info.plist", Self.bundleInfo)
        try temporary.file("App.app/LaunchScreen.nib", Self.nibArchive)
        #expect(throws: NibContainerError(path: path, .notAContainer)) { try NibContainer.open(path: path) }
    }

    @Test func limitsAndOddEntries() throws {
        let many = (0..<11).map { DirectoryEntry(name: "image\($0).png", content: .file(size: 0, head: [])) }
            + [DirectoryEntry(name: "runtime.nib", content: .file(size: 18, head: Self.nibArchive))]
        #expect(throws: NibContainerError(path: "Big.nib", .tooManyEntries(limit: 10))) {
            try NibContainer.open(path: "Big.nib", entries: many, options: NibContainerOptions(maximumEntries: 10))
        }
        let directory = try NibDirectory.open(path: "Big.nib", entries: many)
        #expect(directory.variants.map(\.file.path) == ["Big.nib/runtime.nib"] && directory.otherEntries.count == 11)

        let link = [DirectoryEntry(name: "runtime.nib", content: .other)]
        #expect(throws: NibContainerError(path: "Odd.nib/runtime.nib", .notARegularFile)) {
            try NibContainer.open(path: "Odd.nib", entries: link)
        }
        let sceneNotANib = [
            DirectoryEntry(name: "Info.plist", content: .file(size: 30, head: Self.storyboardInfo)),
            DirectoryEntry(name: "Scene.nib", content: .directory([DirectoryEntry(name: "readme", content: .file(size: 1, head: [0]))])),
        ]
        #expect(throws: NibContainerError(path: "S.storyboardc/Scene.nib", .notAContainer)) {
            try StoryboardBundle.open(path: "S.storyboardc", entries: sceneNotANib)
        }
        #expect(throws: NibContainerError(path: "Empty", .notAContainer)) { try NibContainer.open(path: "Empty", entries: []) }
    }
}
