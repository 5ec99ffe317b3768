import KeyedArchive
import Foundation
import NibBytes
import NibGraph
import PropertyList
import Testing
import TestSupport

/// Keyed archives read in place give the objects and values the graph decoder
/// gives, and take only archives the graph decoder takes.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct KeyedArchiveObjectsTests {
    static func binaryKeyedArchives() throws -> [(String, ByteView)] {
        try SharedCorpus.keyedArchives.compactMap { path in
            let bytes = ByteView(try FileBytes.read(path: path))
            return BinaryPropertyList.hasMagic(bytes) ? (path, bytes) : nil
        }
    }

    /// The graph index of each in-place object, when the two number objects
    /// alike (the archive has no string used only as geometry, which the graph leaves out).
    static func graphIndices(_ archive: KeyedArchiveObjects, _ graph: NibGraph) -> [Int: Int]? {
        var map = [0: 0]
        for index in 1..<archive.count where archive.isObject(index) { map[index] = map.count }
        return map.count == graph.objects.count ? map : nil
    }

    static func renumbered(_ value: NibGraph.Value, _ map: [Int: Int]) -> NibGraph.Value {
        switch value {
        case .object(let index): .object(map[index] ?? -1)
        case .array(let items): .array(items.map { renumbered($0, map) })
        default: value
        }
    }

    @Test func everyKeyedNibOfTheCorpusReadsInPlaceAsItsGraph() throws {
        var compared = 0
        for (path, bytes) in try Self.binaryKeyedArchives() {
            let graph = try NibGraph(keyedArchiveBytes: bytes)
            let archive = try KeyedArchiveObjects(bytes: bytes)
            guard let map = Self.graphIndices(archive, graph) else { continue }
            compared += 1
            for (index, graphIndex) in map {
                let expected = graph.objects[graphIndex]
                #expect(archive.className(of: index) == expected.className, "\(path) #\(index)")
                #expect(archive.fallbackClassNames(of: index) == expected.fallbackClassNames, "\(path) #\(index)")
                let entries = archive.entries(of: index).map { NibGraph.Entry($0.key, Self.renumbered($0.value, map)) }
                #expect(entries == expected.entries, "\(path) #\(index)")
                for entry in expected.entries {
                    let value = archive.value(forKey: entry.key, ofObject: index).map { Self.renumbered($0, map) }
                    #expect(value == expected[entry.key], "\(path) #\(index) \(entry.key)")
                }
            }
        }
        // Every keyed nib of the corpus (112), none of which has geometry-only strings.
        #expect(compared >= 100, "\(compared) files compared")
    }

    @Test func geometryStringsUnderGeometryKeysReadAsBlobs() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let seed = repository.appendingPathComponent("Corpus/InstantiateNib/cycle.keyed").path
        let archive = try KeyedArchiveObjects(bytes: ByteView(FileBytes.read(path: seed)))
        // $objects[1] is the window: UIBounds "{{0, 0}, {320, 480}}", UICenter "{160, 240}".
        #expect(archive.className(of: 1) == "UIWindow")
        let bounds = try #require(archive.geometry(forKey: "UIBounds", ofObject: 1))
        #expect((0..<bounds.count).map { bounds[$0] } == [0, 0, 320, 480])
        guard case .data(let blob)? = archive.value(forKey: "UIBounds", ofObject: 1) else {
            Issue.record("UIBounds is not a blob")
            return
        }
        #expect(blob.count == 33 && blob.first == 7)
        // A UID cycle: the label's superview is the window, whose subviews hold the label.
        #expect(archive.value(forKey: "UISuperview", ofObject: 6) == .object(1))
        #expect(archive.value(forKey: "$escaped", ofObject: 6) == .null)
        #expect(archive.fallbackClassNames(of: 6) == ["UILabel"])
    }

    @Test func damagedArchivesReadInPlaceOnlyWhenTheGraphDecoderTakesThem() throws {
        var generator = SeededGenerator(seed: 0x4B41_4F31)
        var opened = 0, refused = 0
        for (path, bytes) in try Self.binaryKeyedArchives() {
            for damaged in generator.damagedCopies(of: bytes.array, count: 20) {
                let view = ByteView(copying: damaged)
                guard let archive = try? KeyedArchiveObjects(bytes: view) else {
                    refused += 1
                    continue
                }
                opened += 1
                #expect(throws: Never.self, "\(path)") { _ = try NibGraph(keyedArchiveBytes: view) }
                for index in 0..<archive.count where archive.isObject(index) {
                    _ = archive.className(of: index)
                    for entry in archive.entries(of: index) where archive.value(forKey: entry.key, ofObject: index) == nil {
                        Issue.record("\(path): object \(index) has no value under its key \(entry.key)")
                    }
                }
            }
        }
        #expect(opened > 100 && refused > 100, "\(opened) opened, \(refused) refused")
    }

    @Test func keyNamesAskedForOnManyThreadsAtOnce() async throws {
        let files = try Self.binaryKeyedArchives().prefix(8)
        for (path, bytes) in files {
            let alone = try KeyedArchiveObjects(bytes: bytes)
            // The first archived object (its entries have key names).
            let object = try #require((1..<alone.count).first { (alone.classSlot(of: $0) ?? .max) < alone.classes.count })
            let expected = alone.entries(of: object)
            let archive = try KeyedArchiveObjects(bytes: bytes)
            let results = await withTaskGroup(of: [NibGraph.Entry].self) { group in
                for _ in 0..<8 { group.addTask { archive.entries(of: object) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 8 && results.allSatisfy { $0 == expected }, "\(path)")
        }
    }
}

/// Reading in place a nib kept in the repository: runs without the shared corpus.
struct KeyedArchiveObjectsSeedTests {
    @Test func escapedKeysAndGeometryFromTheCycleSeed() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let seed = repository.appendingPathComponent("Corpus/InstantiateNib/cycle.keyed").path
        let archive = try KeyedArchiveObjects(bytes: ByteView(FileBytes.read(path: seed)))
        // The window's UIBounds names the string "{{0, 0}, {320, 480}}", read as numbers and as a blob.
        let numbers = try #require(archive.geometry(forKey: "UIBounds", ofObject: 1))
        #expect((0..<numbers.count).map { numbers[$0] } == [0, 0, 320, 480])
        #expect(archive.value(forKey: "UIBounds", ofObject: 1) == .data(ByteView(copying: GeometryString.blob(numbers))))
        // The label's key `$$escaped` is the key `$escaped`, whose value is nil.
        #expect(archive.entries(of: 6).contains(NibGraph.Entry("$escaped", .null)))
        #expect(archive.value(forKey: "$escaped", ofObject: 6) == .null)
        #expect(archive.value(forKey: "UISuperview", ofObject: 6) == .object(1))
    }
}
