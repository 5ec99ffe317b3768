import KeyedArchive
import NibBytes
@testable import NibGraph
import PropertyList
import Testing
import TestSupport

/// The direct keyed decoder gives the graph the general path (KeyedArchive, then
/// NibGraph(keyedArchive:)) gives, and `NibGraph(keyedArchiveBytes:)` the same errors.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct KeyedGraphDecoderTests {
    /// The graph through KeyedArchive, as before the direct decoder.
    static func generalPath(_ bytes: ByteView) throws(NibGraphError) -> NibGraph {
        let archive: KeyedArchive
        do { archive = try KeyedArchive.decode(bytes) } catch { throw NibGraphError(.keyedArchive(error)) }
        return try NibGraph(keyedArchive: archive)
    }

    /// The direct decoder's graph, or nil when it leaves the archive to the general path.
    static func directPath(_ bytes: ByteView) -> NibGraph? {
        guard let plist = try? BinaryPropertyListObjects(bytes), let headers = try? plist.validatedHeaders(),
              var decoder = try? KeyedGraphDecoder(plist, headers: headers,
                                                   maximumObjects: KeyedArchiveOptions.default.maximumObjects)
        else { return nil }
        return try? decoder.decode()
    }

    static func binaryKeyedArchives() throws -> [(String, ByteView)] {
        try SharedCorpus.keyedArchives.compactMap { path in
            let bytes = ByteView(try FileBytes.read(path: path))
            return BinaryPropertyList.hasMagic(bytes) ? (path, bytes) : nil
        }
    }

    @Test func everyBinaryKeyedNibDecodesDirectlyToTheSameGraph() throws {
        let files = try Self.binaryKeyedArchives()
        #expect(files.count >= 100)
        for (path, bytes) in files {
            let expected = try Self.generalPath(bytes)
            let direct = Self.directPath(bytes)
            #expect(direct != nil, "\(path): the direct decoder gave up")
            #expect(direct == expected, "\(path)")
        }
    }

    @Test func everyConvertedNIBArchiveDecodesDirectlyToTheSameGraph() throws {
        for path in SharedCorpus.files(startingWith: "NIBArchive") {
            var warnings: [NibGraphWarning] = []
            let keyed = ByteView(copying: try NibGraph(nibArchiveBytes: ByteView(FileBytes.read(path: path)))
                .keyedArchiveBytes(warnings: &warnings))
            let expected = try Self.generalPath(keyed)
            let direct = Self.directPath(keyed)
            #expect(direct != nil, "\(path): the direct decoder gave up")
            #expect(direct == expected, "\(path)")
            #expect(direct?.archiveLayout == expected.archiveLayout, "\(path)")
        }
    }

    @Test func damagedArchivesGiveTheGeneralPathsGraphOrError() throws {
        var generator = SeededGenerator(seed: 0x6B67_6431)
        for (path, bytes) in try Self.binaryKeyedArchives() {
            let original = bytes.array
            for _ in 0..<40 {
                var damaged = original
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
                }
                let view = ByteView(copying: damaged)
                let expected = Result { () throws(NibGraphError) -> NibGraph in try Self.generalPath(view) }
                let actual = Result { () throws(NibGraphError) -> NibGraph in try NibGraph(keyedArchiveBytes: view) }
                #expect(actual == expected, "\(path)")
                if let direct = Self.directPath(view) { #expect(Result.success(direct) == expected, "\(path)") }
            }
        }
    }
}
