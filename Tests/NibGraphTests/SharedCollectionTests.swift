import KeyedArchive
import NibBytes
@_spi(Checking) @testable import NibGraph
import PropertyList
import Testing

/// Keyed archives whose `$objects` entries share one dictionary, which
/// NSKeyedArchiver never writes: read within the allowance for sharing,
/// refused past it, before anything is built and whichever path reads them.
struct SharedCollectionTests {
    /// A keyed archive of `objects` archived objects (`$objects[1...objects]`)
    /// that are all the same property-list dictionary: a `$class` and the
    /// integers `k0 = 0`, `k1 = 1`, ... of `values` keys. Returns the bytes and
    /// the property-list object number of `$objects`.
    static func sharedDictionaryArchive(objects: Int, values: Int) throws -> (bytes: ByteView, list: Int) {
        var writer = BinaryPropertyListWriter()
        let root = try writer.collection(.dictionary, count: 4, depth: 0)
        for (position, key) in ["$archiver", "$version", "$top", "$objects"].enumerated() {
            writer.setReference(root, at: position, to: try writer.string(key, depth: 1))
        }
        writer.setReference(root, at: 4, to: try writer.string("NSKeyedArchiver", depth: 1))
        writer.setReference(root, at: 5, to: try writer.integer(100_000, depth: 1))
        let top = try writer.collection(.dictionary, count: 1, depth: 1)
        writer.setReference(root, at: 6, to: top.number)
        writer.setReference(top, at: 0, to: try writer.string("root", depth: 2))
        writer.setReference(top, at: 1, to: try writer.uid(1, depth: 2))
        let list = try writer.collection(.array, count: objects + 2, depth: 1)
        writer.setReference(root, at: 7, to: list.number)
        writer.setReference(list, at: 0, to: try writer.string("$null", depth: 2))
        let shared = try writer.collection(.dictionary, count: values + 1, depth: 2)
        for position in 1...objects { writer.setReference(list, at: position, to: shared.number) }
        writer.setReference(shared, at: 0, to: try writer.string("$class", depth: 3))
        writer.setReference(shared, at: values + 1, to: try writer.uid(UInt64(objects + 1), depth: 3))
        for index in 0..<values {
            writer.setReference(shared, at: 1 + index, to: try writer.string("k\(index)", depth: 3))
            writer.setReference(shared, at: values + 2 + index, to: try writer.integer(Int64(index), depth: 3))
        }
        let classDictionary = try writer.collection(.dictionary, count: 2, depth: 2)
        writer.setReference(list, at: objects + 1, to: classDictionary.number)
        writer.setReference(classDictionary, at: 0, to: try writer.string("$classname", depth: 3))
        writer.setReference(classDictionary, at: 1, to: try writer.string("$classes", depth: 3))
        writer.setReference(classDictionary, at: 2, to: try writer.string("NSObject", depth: 3))
        let chain = try writer.collection(.array, count: 1, depth: 3)
        writer.setReference(classDictionary, at: 3, to: chain.number)
        writer.setReference(chain, at: 0, to: try writer.string("NSObject", depth: 4))
        return (ByteView(copying: writer.bytes()), list.number)
    }

    @Test func aSharedDictionaryWithinTheAllowanceGivesEveryObjectItsValues() throws {
        let (bytes, _) = try Self.sharedDictionaryArchive(objects: 3, values: 4)
        let expected = (0..<4).map { NibGraph.Entry("k\($0)", .integer(Int64($0))) }

        // The one-pass scan leaves shared collections to the full checks, which take this one.
        let inPlace = try KeyedArchiveObjects(bytes: bytes, options: .default, forGraph: false)
        #expect(inPlace.entryUses == nil)
        #expect(KeyedArchiveObjects.scanDisagreement(bytes) == nil)
        for object in 1...3 {
            #expect(inPlace.className(of: object) == "NSObject")
            #expect(inPlace.entries(of: object) == expected)
        }

        let graph = try NibGraph(keyedArchiveBytes: bytes)
        #expect(graph == (try NibGraph(keyedArchive: KeyedArchive.decode(bytes))))
        #expect(graph.objects.count == 4)
        for object in 1...3 { #expect(graph.objects[object].entries == expected) }
    }

    @Test func aSharedDictionaryPastTheAllowanceIsRefusedWhereItIsShared() throws {
        // 300 objects share 300 values: read as a tree, about 300 × 600 keys and values, from a 5 KB file.
        let (bytes, list) = try Self.sharedDictionaryArchive(objects: 300, values: 300)
        #expect(bytes.count < 6_000)
        let limit = bytes.count + PropertyListOptions.default.maximumSharedExpansion
        // $objects is where the tree passes the limit: the dictionary alone stands for 603 objects.
        let expected = PropertyListError(.expandsTooMuch(limit: limit), object: list,
                                         offset: try BinaryPropertyListObjects(bytes).startOffset(of: list))
        #expect(throws: expected) { try BinaryPropertyList.decode(bytes) }
        #expect(throws: expected) { try BinaryPropertyListObjects(bytes).validate() }
        #expect(throws: KeyedArchiveError(.propertyList(expected))) { try KeyedArchive.decode(bytes) }
        #expect(throws: NibGraphError(.keyedArchive(KeyedArchiveError(.propertyList(expected))))) {
            try NibGraph(keyedArchiveBytes: bytes)
        }
        #expect(throws: KeyedArchiveObjects.Unsupported.self) { try KeyedArchiveObjects(bytes: bytes) }
        #expect(KeyedArchiveObjects.scanDisagreement(bytes) == nil)

        // A larger allowance takes it.
        let generous = KeyedArchiveOptions(propertyList: PropertyListOptions(maximumSharedExpansion: 1 << 20))
        let inPlace = try KeyedArchiveObjects(bytes: bytes, options: generous)
        #expect(inPlace.entries(of: 300).count == 300)
    }
}
