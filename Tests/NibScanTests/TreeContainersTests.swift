import AppArchive
import NibBytes
@testable import NibScan
import Testing

/// The folder index behind ``TreeContainers``: folders by number, each with its
/// own name only, found and listed as the tree's paths say.
struct TreeContainersTests {
    static func files(_ paths: [String]) -> [TreeFile] {
        paths.sorted().map { TreeFile(path: $0, size: 1, entry: nil) }
    }

    @Test func foldersAreNumberedOncePerPathAndKnowTheirPaths() {
        let index = FolderIndex(Self.files(["a/b/c/x.nib", "a/b/y", "a/d/z", "top", "a/b/c/w"]))
        // The root, a, a/b, a/b/c, a/d: each once, however many files lie under it.
        let paths = index.folders.indices.map(index.path(of:))
        #expect(paths.sorted() == ["", "a", "a/b", "a/b/c", "a/d"])
        let byPath = Dictionary(uniqueKeysWithValues: index.folders.indices.map { (index.path(of: $0), $0) })
        #expect(index.folders[byPath["a/b/c"]!].files.map(\.name) == ["w", "x.nib"])
        #expect(index.folders[byPath[""]!].files.map(\.path) == ["top"])
        #expect(index.folders[byPath["a"]!].subfolders.map(index.path(of:)).sorted() == ["a/b", "a/d"])
        #expect(index.folders[byPath["a/b"]!].parent == byPath["a"])
    }

    @Test func aSlashBeforeACombiningMarkSeparatesFolders() {
        // "/\u{301}" is one Character, but its `/` byte still ends a folder name,
        // as in the archive's own paths.
        let index = FolderIndex(Self.files(["d/\u{301}e/f.nib", "d/x"]))
        #expect(index.folders.indices.map(index.path(of:)).sorted() == ["", "d", "d/\u{301}e"])
        #expect(FolderIndex.parent(of: "d/\u{301}e/f.nib") == "d/\u{301}e")
        #expect(TreeFile(path: "d/\u{301}e", size: 0, entry: nil).name == "\u{301}e")
        #expect(FolderIndex.isInside("d/\u{301}e/f.nib", folder: "d") && FolderIndex.isInside("d/x", folder: "d"))
        #expect(!FolderIndex.isInside("d", folder: "d") && !FolderIndex.isInside("dx/y", folder: "d") && !FolderIndex.isInside("d/", folder: "d"))
    }

    @Test func treePathsAreFoundAsArchiveEntriesAreNamed() throws {
        var writer = ZipWriter()
        writer.addFile("d/\u{301}e/f.nib", [1])
        writer.addFile("dx/g", [2])
        let tree = FileTree(archive: try ZipArchive(bytes: ByteView(copying: writer.finish()), path: "d.zip"))
        #expect(tree.files(under: "d").map(\.path) == ["d/\u{301}e/f.nib"])
        #expect(tree.files(under: "./d/").map(\.path) == ["d/\u{301}e/f.nib"])
        #expect(tree.file(atPath: "d//\u{301}e/./f.nib")?.path == "d/\u{301}e/f.nib")
    }

    @Test func aContainerWhoseNameEndsInAPrependCharacterIsRead() throws {
        // U+0600 joins the `/` after it into one Character: the container's
        // files must still be found under it (found by bytes, as it is indexed).
        var writer = ZipWriter()
        writer.addFile("a\u{0600}/runtime.nib", SampleApp.nibArchive())
        writer.addFile("a\u{0600}/objects-13.0+.nib", SampleApp.nibArchive())
        writer.addFile("x/V.nib/runtime.nib", SampleApp.nibArchive())
        writer.addFile("x/Loose.nib", SampleApp.nibArchive())
        let tree = FileTree(archive: try ZipArchive(bytes: ByteView(copying: writer.finish()), path: "p.zip"))
        let found = tree.nibs().map { item -> String in
            switch item {
            case let .file(file, _): file.path
            case let .note(address, _): "note " + address
            case let .failure(error): "failure \(error.address)"
            }
        }
        #expect(found == ["a\u{0600}/objects-13.0+.nib", "x/Loose.nib", "x/V.nib/runtime.nib"])
        // A folder given with `.` or doubled slashes is the same folder.
        for folder in ["x", "./x", "x/.", "x//"] {
            #expect(tree.nibs(under: folder).count == 2, "\(folder)")
        }
    }

    @Test func entriesListFilesThenSubfoldersByName() throws {
        // Subfolders come in name order whatever order the files arrive in;
        // only `*.nib` subfolders are described a level down.
        var writer = ZipWriter()
        for path in ["s/b.nib/runtime.nib", "s/a.nib/runtime.nib", "s/Info.plist", "s/other/x"] { writer.addFile(path, [1]) }
        let tree = FileTree(archive: try ZipArchive(bytes: ByteView(copying: writer.finish()), path: "s.zip"))
        let index = FolderIndex(tree.files)
        let folder = try #require(index.folders.indices.first { index.path(of: $0) == "s" })
        let entries = index.entries(of: folder, in: tree, depth: 1)
        #expect(entries.map(\.name) == ["Info.plist", "a.nib", "b.nib", "other"])
        guard case let .directory(inner) = entries[1].content, case let .directory(none) = entries[3].content else {
            Issue.record("expected directories")
            return
        }
        #expect(inner.map(\.name) == ["runtime.nib"] && none.isEmpty)
        // A storyboard-like folder (an Info.plist beside *.nib entries) and the
        // folders holding nib variants are the candidates, in path order.
        #expect(index.candidates.map(\.path) == ["s", "s/a.nib", "s/b.nib"])
    }

    @Test func containersDeepInAnArchiveAreFound() throws {
        // 120 folders of 200-byte names. (What this costs in memory is measured
        // with Corpus/make_hostile_zips.py, not here.)
        let deep = (0..<120).map { String(format: "%03d", $0) + String(repeating: "d", count: 197) }.joined(separator: "/")
        var writer = ZipWriter()
        writer.addFile(deep + "/View.nib/runtime.nib", SampleApp.nibArchive())
        writer.addFile(deep + "/View.nib/objects-8.0+.nib", SampleApp.nibArchive())
        writer.addFile(deep + "/Loose.nib", SampleApp.nibArchive())
        let archive = try ZipArchive(bytes: ByteView(copying: writer.finish()), path: "deep.zip")
        let tree = FileTree(archive: archive)
        let containers = TreeContainers(tree)
        #expect(Array(containers.byFolder.keys) == [deep + "/View.nib"])
        let report = NibScanner().scan(tree)
        #expect(report.failures.isEmpty, "\(report.failures)")
        let folder = "deep.zip//\(deep)/"
        #expect(report.nibs.allSatisfy { $0.address.hasPrefix(folder) })
        #expect(report.nibs.map { $0.address.dropFirst(folder.count) } == ["Loose.nib", "View.nib/objects-8.0+.nib", "View.nib/runtime.nib"])
    }
}
