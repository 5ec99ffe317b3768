@testable import KeyedArchive
import NibBytes
@testable import NibGraph
import NibFuzzing
import PropertyList
import Testing
import TestSupport

/// The one-pass scan of keyed archives takes the archives NSKeyedArchiver
/// writes, and never takes one the full checks refuse or reads one differently.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct KeyedArchiveScanTests {
    @Test func everyKeyedNibOfTheCorpusIsScannedAsTheFullChecksReadIt() throws {
        var scanned = 0
        for (path, bytes) in try KeyedArchiveObjectsTests.binaryKeyedArchives() {
            #expect(KeyedArchiveObjects.scanDisagreement(bytes) == nil, "\(path)")
            let archive = try KeyedArchiveObjects(bytes: bytes, options: .default, forGraph: false)
            if archive.entryUses != nil { scanned += 1 }
        }
        // All 112: Apple's archiver writes nothing the scan leaves to the full checks.
        #expect(scanned >= 100, "\(scanned) scanned")
    }

    @Test func damagedArchivesAreScannedOnlyAsTheFullChecksReadThem() throws {
        var generator = SeededGenerator(seed: 0x5343_414E)
        var scanned = 0, declined = 0
        for (path, bytes) in try KeyedArchiveObjectsTests.binaryKeyedArchives() {
            for (copy, damaged) in generator.damagedCopies(of: bytes.array, count: 30).enumerated() {
                let view = ByteView(copying: damaged)
                #expect(KeyedArchiveObjects.scanDisagreement(view) == nil, "\(path) copy \(copy)")
                let archive = try? KeyedArchiveObjects(bytes: view, options: .default, forGraph: false)
                if archive?.entryUses != nil { scanned += 1 } else { declined += 1 }
            }
        }
        #expect(scanned > 500 && declined > 500, "\(scanned) scanned, \(declined) declined")
    }

    /// A keyed archive whose one object holds `items`: an array whose element
    /// is a UID (`selfContaining: false`) or the array itself.
    static func archive(selfContaining: Bool) -> ByteView {
        func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
        let objects: [[UInt8]] = [
            [0xD4, 5, 6, 7, 8, 1, 2, 3, 4],                // 0 root
            [0x5F, 0x10, 15] + Array("NSKeyedArchiver".utf8), // 1
            [0x12, 0x00, 0x01, 0x86, 0xA0],                // 2 100000
            [0xD1, 9, 10],                                 // 3 $top {root: UID 1}
            [0xA3, 11, 12, 14],                            // 4 $objects
            ascii("$archiver"), ascii("$version"), ascii("$top"), ascii("$objects"), ascii("root"), // 5...9
            [0x80, 1],                                     // 10 UID 1
            ascii("$null"),                                // 11
            [0xD2, 16, 17, 18, 13],                        // 12 {$class: UID 2, items: 13}
            selfContaining ? [0xA1, 13] : [0xA1, 10],      // 13 items
            [0xD2, 19, 20, 21, 22],                        // 14 {$classname: "NSObject", $classes: 22}
            ascii("unused"),                               // 15
            ascii("$class"), ascii("items"), [0x80, 2],    // 16...18
            ascii("$classname"), ascii("$classes"), ascii("NSObject"), // 19...21
            [0xA1, 21],                                    // 22
        ]
        var bytes = Array("bplist00".utf8)
        var starts: [UInt8] = []
        for object in objects {
            starts.append(UInt8(bytes.count))
            bytes += object
        }
        let table = UInt8(bytes.count)
        bytes += starts
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [UInt8](repeating: 0, count: 8)
            + [0, 0, 0, 0, 0, 0, 0, table]
        return ByteView(copying: bytes)
    }

    @Test func anArrayValueThatContainsItselfIsNotScanned() throws {
        let plain = Self.archive(selfContaining: false)
        let archive = try KeyedArchiveObjects(bytes: plain, options: .default, forGraph: false)
        #expect(archive.entryUses != nil, "the well-formed twin is scanned")
        #expect(archive.className(of: 1) == "NSObject")
        #expect(archive.value(forKey: "items", ofObject: 1) == .array([.object(1)]))

        let cyclic = Self.archive(selfContaining: true)
        do {
            try BinaryPropertyListObjects(cyclic).validate()
            Issue.record("the self-containing array was not found")
        } catch {
            #expect(error.kind == .cycle)
        }
        #expect(KeyedArchiveObjects.scanDisagreement(cyclic) == nil)
        #expect(throws: KeyedArchiveObjects.Unsupported.self) { try KeyedArchiveObjects(bytes: cyclic) }
        #expect(throws: NibGraphError.self) { try NibGraph(keyedArchiveBytes: cyclic) }
    }
}
