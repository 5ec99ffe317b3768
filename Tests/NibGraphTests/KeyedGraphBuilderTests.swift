import KeyedArchive
import NibBytes
@testable import NibGraph
import PropertyList
import Testing
import TestSupport

/// The graph built from an archive read in place is the graph the general path
/// (KeyedArchive, then NibGraph(keyedArchive:)) gives, and
/// `NibGraph(keyedArchiveBytes:)` gives the same errors.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct KeyedGraphBuilderTests {
    /// The graph through KeyedArchive (the general path).
    static func generalPath(_ bytes: ByteView) throws(NibGraphError) -> NibGraph {
        let archive: KeyedArchive
        do { archive = try KeyedArchive.decode(bytes) } catch { throw NibGraphError(.keyedArchive(error)) }
        return try NibGraph(keyedArchive: archive)
    }

    /// The graph built from the archive read in place, or nil when it is left to the general path.
    static func directPath(_ bytes: ByteView) -> NibGraph? {
        guard let archive = try? KeyedArchiveObjects(bytes: bytes, options: .default, forGraph: true) else {
            return nil
        }
        return try? KeyedGraphBuilder.graph(of: archive)
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
