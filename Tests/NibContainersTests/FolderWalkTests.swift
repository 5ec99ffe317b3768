#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NibContainers
import Testing

/// Walking folders: every regular file once, links never followed, limits kept.
struct FolderWalkTests {
    @Test func filesAreListedAndLinksSkipped() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.directory("App.app/Base.lproj/View.nib")
        try temporary.file("App.app/Base.lproj/View.nib/runtime.nib", [1, 2, 3])
        try temporary.file("App.app/Info.plist", [])
        try temporary.link("App.app/Loop", to: ".")
        try temporary.link("App.app/Outside", to: "/etc")
        try temporary.link("App.app/Current.nib", to: "Base.lproj/View.nib/runtime.nib")
        #expect(mkfifo(temporary.path + "/App.app/pipe", 0o600) == 0)
        let walk = try FolderWalk.walk(temporary.path + "/App.app")
        #expect(walk.files.map(\.relativePath) == ["Base.lproj/View.nib/runtime.nib", "Info.plist"])
        #expect(walk.files.map(\.size) == [3, 0])
        #expect(walk.skippedLinks == 3 && walk.problems.isEmpty)
        #expect(FolderWalk.isFolder(temporary.path + "/App.app") && !FolderWalk.isFolder(temporary.path + "/App.app/Info.plist"))
    }

    @Test func limitsOnDepthFilesAndEntries() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let deep = (0..<6).map { "d\($0)" }.joined(separator: "/")
        try temporary.directory(deep)
        try temporary.file(deep + "/x.nib", [0])
        try temporary.file("top.nib", [0])
        let shallow = try FolderWalk.walk(temporary.path, options: NibContainerOptions(maximumWalkDepth: 3))
        #expect(shallow.files.map(\.relativePath) == ["top.nib"])
        #expect(shallow.problems == [NibContainerError(path: temporary.path + "/d0/d1/d2/d3", .tooDeep(limit: 3))])

        for index in 0..<5 { try temporary.file("many\(index)", [0]) }
        let few = try FolderWalk.walk(temporary.path, options: NibContainerOptions(maximumWalkFiles: 4))
        #expect(few.files.count == 4)
        #expect(few.problems == [NibContainerError(path: temporary.path, .tooManyFiles(limit: 4))])

        try temporary.directory("crowded")
        for index in 0..<10 { try temporary.file("crowded/\(index)", [0]) }
        let crowded = try FolderWalk.walk(temporary.path, options: NibContainerOptions(maximumEntries: 9))
        #expect(crowded.problems == [NibContainerError(path: temporary.path + "/crowded", .tooManyEntries(limit: 9))])
        #expect(throws: NibContainerError.self) { try FolderWalk.walk(temporary.path + "/missing") }
    }
}
