import Foundation
import KeyedArchive
import NibBytes
@testable import NibGraph
import NibFuzzing
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

/// Collections that share their bytes rather than their object number: many
/// property-list objects whose offsets all point at one array.
extension SharedCollectionTests {
    /// A keyed archive of `objects` archived objects, each `{$class, a: A_i}`,
    /// where the arrays `A_i` are distinct objects whose offsets all point at
    /// one array of `elements` UID 0s, or (`sameObject`) one array object
    /// that every `a` names. 2-byte offsets and references.
    static func aliasedArrayArchive(objects: Int, elements: Int, sameObject: Bool = false) -> ByteView {
        func ascii(_ text: String) -> [UInt8] {
            let length = text.utf8.count
            return (length < 15 ? [0x50 | UInt8(length)] : [0x5F, 0x10, UInt8(length)]) + Array(text.utf8)
        }
        func ref(_ index: Int) -> [UInt8] { [UInt8(index >> 8), UInt8(index & 0xFF)] }
        func count(_ marker: UInt8, _ count: Int) -> [UInt8] { [marker | 0x0F, 0x11] + ref(count) }
        // Numbering: the fixed objects, then the archived objects, then the arrays.
        let dictionaries = 21, arrays = dictionaries + objects
        var bodies: [[UInt8]] = [
            [0xD4] + ref(1) + ref(2) + ref(3) + ref(4) + ref(5) + ref(6) + ref(7) + ref(8),   // 0 root
            ascii("$archiver"), ascii("$version"), ascii("$top"), ascii("$objects"),          // 1...4
            ascii("NSKeyedArchiver"), [0x12, 0x00, 0x01, 0x86, 0xA0],                        // 5, 6
            [0xD1] + ref(9) + ref(10),                                                        // 7 $top {root: UID 1}
            count(0xA0, objects + 2) + ref(11) + (0..<objects).flatMap { ref(dictionaries + $0) } + ref(12), // 8 $objects
            ascii("root"), [0x80, 1], ascii("$null"),                                         // 9...11
            [0xD2] + ref(13) + ref(14) + ref(15) + ref(16),                                   // 12 class dictionary
            ascii("$classname"), ascii("$classes"), ascii("NSObject"), [0xA1] + ref(15),      // 13...16
            ascii("$class"), ascii("a"), [0x81] + ref(objects + 1), [0x80, 0],                // 17...20
        ]
        for object in 0..<objects {
            bodies.append([0xD2] + ref(17) + ref(18) + ref(19) + ref(arrays + (sameObject ? 0 : object)))
        }
        bodies.append(count(0xA0, elements) + Array(repeating: ref(20), count: elements).flatMap { $0 })
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for body in bodies {
            offsets.append(bytes.count)
            bytes += body
        }
        // The other arrays start where the first one does.
        offsets += Array(repeating: offsets[arrays], count: objects - 1)
        let table = bytes.count
        for offset in offsets { bytes += ref(offset) }
        func word(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2] + word(offsets.count) + word(0) + word(table)
        return ByteView(copying: bytes)
    }

    @Test func arraysSharingTheirBytesCountAsManyArrays() throws {
        // 3 objects of 10 UIDs each: read, by the scan, as the graph's values.
        let small = Self.aliasedArrayArchive(objects: 3, elements: 10)
        let inPlace = try KeyedArchiveObjects(bytes: small, options: .default, forGraph: false)
        #expect(inPlace.entryUses != nil)
        #expect(KeyedArchiveObjects.scanDisagreement(small) == nil)
        for object in 1...3 {
            #expect(inPlace.entries(of: object) == [NibGraph.Entry("a", .array(Array(repeating: .null, count: 10)))])
        }
        #expect(try NibGraph(keyedArchiveBytes: small) == NibGraph(keyedArchive: KeyedArchive.decode(small)))

        // 300 objects of 300: 90,000 UIDs from a 5 KB file, past the limit on every path.
        let large = Self.aliasedArrayArchive(objects: 300, elements: 300)
        #expect(large.count < 6_000)
        #expect(KeyedArchiveObjects.scanDisagreement(large) == nil)
        #expect(throws: KeyedArchiveObjects.Unsupported.self) { try KeyedArchiveObjects(bytes: large) }
        do {
            try BinaryPropertyListObjects(large).validate()
            Issue.record("validation took the aliased arrays")
        } catch {
            #expect(error.kind == .expandsTooMuch(limit: large.count + 65_536))
            #expect(error.object == 8, "the limit is passed in $objects")
        }
        #expect(throws: NibGraphError.self) { try NibGraph(keyedArchiveBytes: large) }
    }

    @Test func anArrayNamedByManyValuesIsLeftToTheFullChecks() throws {
        // Within the allowance: the scan declines (it reads each collection once), the full checks take it.
        let small = Self.aliasedArrayArchive(objects: 3, elements: 10, sameObject: true)
        let inPlace = try KeyedArchiveObjects(bytes: small, options: .default, forGraph: false)
        #expect(inPlace.entryUses == nil)
        #expect(inPlace.entries(of: 3) == [NibGraph.Entry("a", .array(Array(repeating: .null, count: 10)))])
        // Past it: refused on every path.
        let large = Self.aliasedArrayArchive(objects: 300, elements: 300, sameObject: true)
        #expect(KeyedArchiveObjects.scanDisagreement(large) == nil)
        #expect(throws: KeyedArchiveObjects.Unsupported.self) { try KeyedArchiveObjects(bytes: large) }
        #expect(throws: NibGraphError.self) { try NibGraph(keyedArchiveBytes: large) }
    }
}

/// Values that name one inline string.
extension SharedCollectionTests {
    /// 300 objects whose values all name one 20,000-byte inline string
    /// (written by `Corpus/make_expansion_regressions.py`): read in place,
    /// every value shares one `String`, so a caller keeping them all keeps
    /// 20 KB, not 6 MB.
    @Test func valuesNamingOneInlineStringShareOneString() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/regressions/CLIInspect/expansion-shared-string.keyed").path
        let archive = try KeyedArchiveObjects(bytes: ByteView(try FileBytes.read(path: path)))
        var storage = Set<UInt>(), strings = 0
        for index in 1..<archive.count where archive.isObject(index) {
            for entry in archive.entries(of: index) {
                guard case .string(var text) = entry.value else { continue }
                strings += 1
                #expect(text.utf8.count == 20_000)
                text.withUTF8 { storage.insert(UInt(bitPattern: $0.baseAddress)) }
                guard case .string(var again)? = archive.value(forKey: entry.key, ofObject: index) else {
                    Issue.record("no value under \(entry.key)")
                    continue
                }
                again.withUTF8 { storage.insert(UInt(bitPattern: $0.baseAddress)) }
            }
        }
        #expect(strings == 300)
        #expect(storage.count == 1)
    }
}
