#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NibContainers
import Testing

/// Directories built to mislead: too many entries, symbolic-link loops and escapes,
/// FIFOs, directories and dangling links where files belong, empty files.
struct HostileDirectoryTests {
    static let nibArchive = VariantSelectionTests.nibArchive

    @Test func tooManyEntriesIsAnErrorBeforeAnyIsRead() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Big.nib")
        try temporary.file("Big.nib/keyedobjects.nib", Self.nibArchive)
        for index in 0..<10 { try temporary.file("Big.nib/image\(index).tiff", []) }
        #expect(throws: NibContainerError(path: path, .tooManyEntries(limit: 10))) {
            try NibContainer.open(path: path, options: NibContainerOptions(maximumEntries: 10))
        }
        let directory = try NibDirectory.open(path: path, options: NibContainerOptions(maximumEntries: 11))
        #expect(directory.otherEntries.count == 10 && directory.variants.count == 1)
    }

    @Test func symbolicLinkLoopsAreErrors() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Loop.nib")
        try temporary.link("Loop.nib/keyedobjects.nib", to: "keyedobjects.nib")
        #expect(throws: NibContainerError(path: path + "/keyedobjects.nib", .symbolicLinkLoop)) {
            try NibContainer.open(path: path)
        }
        // Two links pointing at each other.
        try temporary.directory("Pair.nib")
        try temporary.link("Pair.nib/runtime.nib", to: "objects.nib")
        try temporary.link("Pair.nib/objects.nib", to: "runtime.nib")
        #expect(throws: NibContainerError(path: temporary.path + "/Pair.nib/objects.nib", .symbolicLinkLoop)) {
            try NibDirectory.open(path: temporary.path + "/Pair.nib")
        }
    }

    @Test func sceneLinksToTheStoryboardOrAboveAreLoops() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Main.storyboardc")
        try temporary.file("Main.storyboardc/Info.plist", Array("bplist00".utf8))
        try temporary.link("Main.storyboardc/Self.nib", to: ".")
        #expect(throws: NibContainerError(path: path + "/Self.nib", .symbolicLinkLoop)) { try NibContainer.open(path: path) }
        try FileManager.default.removeItem(atPath: path + "/Self.nib")
        try temporary.link("Main.storyboardc/Up.nib", to: "..")
        #expect(throws: NibContainerError(path: path + "/Up.nib", .symbolicLinkLoop)) { try NibContainer.open(path: path) }
    }

    @Test func linksLeadingOutOfTheContainerAreRefused() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let outside = try temporary.file("secret.nib", Self.nibArchive)
        let path = try temporary.directory("Escape.nib")
        try temporary.link("Escape.nib/runtime.nib", to: "../secret.nib")
        #expect(throws: NibContainerError(path: path + "/runtime.nib", .symbolicLinkLeavesContainer(target: realPath(outside)))) {
            try NibContainer.open(path: path)
        }
        // A link that stays inside is followed.
        try FileManager.default.removeItem(atPath: path + "/runtime.nib")
        try temporary.file("Escape.nib/objects-13.0+.nib", Self.nibArchive)
        try temporary.link("Escape.nib/runtime.nib", to: "objects-13.0+.nib")
        let directory = try NibDirectory.open(path: path)
        #expect(directory.variant(.runtime)?.file.format == .nibArchive)
        #expect(directory.variant(.runtime)?.file.path == path + "/runtime.nib")
    }

    @Test func theNamedPathItselfMayBeALink() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.directory("Real.nib")
        try temporary.file("Real.nib/runtime.nib", Self.nibArchive)
        try temporary.link("Alias.nib", to: "Real.nib")
        guard case let .nibDirectory(directory) = try NibContainer.open(path: temporary.path + "/Alias.nib") else {
            Issue.record("not a nib directory")
            return
        }
        #expect(directory.variant(.runtime)?.file.path == temporary.path + "/Alias.nib/runtime.nib")
    }

    @Test func entriesThatAreNotRegularFiles() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        // A FIFO where a nib belongs is refused without being opened (opening could block).
        let fifoDirectory = try temporary.directory("Fifo.nib")
        #expect(mkfifo(fifoDirectory + "/runtime.nib", 0o600) == 0)
        #expect(throws: NibContainerError(path: fifoDirectory + "/runtime.nib", .notARegularFile)) {
            try NibContainer.open(path: fifoDirectory)
        }
        #expect(throws: NibContainerError(path: fifoDirectory + "/runtime.nib", .notARegularFile)) {
            try NibContainer.open(path: fifoDirectory + "/runtime.nib")
        }
        // A directory where a nib file belongs.
        let nested = try temporary.directory("Nested.nib")
        try temporary.directory("Nested.nib/keyedobjects.nib")
        #expect(throws: NibContainerError(path: nested + "/keyedobjects.nib", .notARegularFile)) {
            try NibContainer.open(path: nested)
        }
    }

    @Test func danglingLinksAndMissingPathsAreUnreadable() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Dangling.nib")
        try temporary.link("Dangling.nib/objects.nib", to: "gone.nib")
        #expect(throws: NibContainerError(path: path + "/objects.nib", .unreadable(reason: "No such file or directory"))) {
            try NibContainer.open(path: path)
        }
        #expect(throws: NibContainerError(path: temporary.path + "/missing", .unreadable(reason: "No such file or directory"))) {
            try NibContainer.open(path: temporary.path + "/missing")
        }
    }

    @Test func unreadableFilesAreErrorsUnlessRunningAsRoot() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Locked.nib")
        let file = try temporary.file("Locked.nib/keyedobjects.nib", Self.nibArchive)
        #expect(chmod(file, 0) == 0)
        if geteuid() == 0 {
            // Root reads regardless of permissions.
            #expect(try NibDirectory.open(path: path).variant(.keyedObjects)?.file.format == .nibArchive)
        } else {
            #expect(throws: NibContainerError(path: file, .unreadable(reason: "Permission denied"))) {
                try NibDirectory.open(path: path)
            }
        }
    }

    @Test func emptyFilesAreReportedNotRefused() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Empty.nib")
        try temporary.file("Empty.nib/runtime.nib", [])
        let directory = try NibDirectory.open(path: path)
        #expect(directory.variant(.runtime)?.file == ContainedFile(name: "runtime.nib", path: path + "/runtime.nib", size: 0, format: .empty))
        guard case let .file(file) = try NibContainer.open(path: path + "/runtime.nib") else { Issue.record("not a file"); return }
        #expect(file.format == .empty && file.name == "runtime.nib")
    }

    @Test func directoriesWithoutNibFilesAreNotContainers() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let empty = try temporary.directory("Empty.storyboardc")
        #expect(throws: NibContainerError(path: empty, .notAContainer)) { try NibContainer.open(path: empty) }
        let junk = try temporary.directory("Junk.nib")
        try temporary.file("Junk.nib/readme.txt", Array("hello".utf8))
        #expect(throws: NibContainerError(path: junk, .notAContainer)) { try NibContainer.open(path: junk) }
        #expect(throws: NibContainerError(path: junk, .notAContainer)) { try NibDirectory.open(path: junk) }
    }

    @Test func namesThatAreNotUTF8AreListedButNeverOpened() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Main.storyboardc")
        try temporary.file("Main.storyboardc/Info.plist", Array("bplist00".utf8))
        try temporary.file("Main.storyboardc/Scene.nib", Self.nibArchive)
        // "Bad\xFF.nib": opened by its raw bytes, as FileManager cannot name it.
        let raw = Array((path + "/Bad").utf8) + [0xFF] + Array(".nib".utf8) + [0]
        let fd = raw.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        }
        #expect(fd >= 0)
        close(fd)
        let storyboard = try StoryboardBundle.open(path: path)
        #expect(storyboard.scenes.map(\.name) == ["Scene"])
        #expect(storyboard.otherEntries == ["Bad\u{FFFD}.nib"])
    }

    func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
