import AppArchive
import Foundation
import NibBytes
import Testing

/// Archives written by the project's writer, read back.
struct ZipReadingTests {
    static let text = Array("Hello, nib. ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 3000)

    @Test func storedAndDeflatedEntriesReadBack() throws {
        let archive = try ZipPatch { writer in
            writer.addDirectory("Payload/App.app")
            writer.addFile("Payload/App.app/Info.plist", Self.text, compress: false)
            writer.addFile("Payload/App.app/Base.lproj/View.nib/runtime.nib", Self.text)
            writer.addFile("empty", [])
            writer.addFile("empty-deflated", [], compress: true)
        }.open()
        #expect(archive.problems.isEmpty)
        #expect(archive.entries.map(\.path) == [
            "Payload/App.app", "Payload/App.app/Info.plist", "Payload/App.app/Base.lproj/View.nib/runtime.nib",
            "empty", "empty-deflated",
        ])
        #expect(archive.entries[0].isDirectory)
        let stored = try #require(archive.entry(atPath: "/Payload//App.app/Info.plist"))
        #expect(stored.method == 0)
        #expect(try archive.read(stored).array == Self.text)
        let deflated = try #require(archive.entry(atPath: "Payload/App.app/Base.lproj/View.nib/runtime.nib"))
        #expect(deflated.method == 8 && deflated.compressedSize < deflated.size)
        #expect(try archive.read(deflated).array == Self.text)
        #expect(try archive.readPrefix(deflated, count: 5).array == Array("Hello".utf8))
        #expect(try archive.readPrefix(deflated, count: 1 << 20).count == Self.text.count)
        #expect(try archive.read(#require(archive.entry(atPath: "empty"))).isEmpty)
        #expect(try archive.read(#require(archive.entry(atPath: "empty-deflated"))).isEmpty)
        #expect(throws: ZipArchiveError.self) { try archive.read(archive.entries[0]) }
    }

    @Test func emptyArchiveAndMagic() throws {
        let bytes = ZipWriter().finish()
        #expect(ZipArchive.hasMagic(bytes))
        let archive = try ZipArchive(bytes: ByteView(copying: bytes), path: "empty.zip")
        #expect(archive.entries.isEmpty && archive.problems.isEmpty)
        #expect(!ZipArchive.hasMagic(Array("NIBArchive".utf8)))
    }

    @Test func openFromDiskMapsTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swift-nib-zip-\(UUID()).zip").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var writer = ZipWriter()
        writer.addFile("a/b.txt", Self.text)
        _ = FileManager.default.createFile(atPath: path, contents: Data(writer.finish()))
        let archive = try ZipArchive.open(path: path)
        #expect(try archive.read(archive.entries[0]).array == Self.text)
        #expect(throws: ZipArchiveError(archive: "/nonexistent.zip", .unreadable(reason: "No such file or directory"))) {
            try ZipArchive.open(path: "/nonexistent.zip")
        }
    }

    /// Archives written by Python's zipfile (Corpus/make_samples.py), an independent writer.
    @Test func pythonWrittenSeedsRead() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/ZipArchiveScan")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var readEntries = 0
        for name in names where name.hasPrefix("python-") {
            let archive = try ZipArchive.open(path: folder.appendingPathComponent(name).path)
            #expect(archive.problems.isEmpty, "\(name): \(archive.problems)")
            for entry in archive.entries where !entry.isDirectory && !entry.isEncrypted {
                _ = try archive.read(entry)
                readEntries += 1
            }
        }
        #expect(readEntries >= 10)
    }

    @Test func zip64SeedHasItsFieldsResolved() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/ZipArchiveScan/python-zip64.zip").path
        let archive = try ZipArchive.open(path: path)
        #expect(archive.problems.isEmpty)
        let entry = try #require(archive.entry(atPath: "Payload/App.app/Base.lproj/View.nib/runtime.nib"))
        #expect(try archive.read(entry).starts(with: Array("NIBArchive".utf8)))
    }
}
