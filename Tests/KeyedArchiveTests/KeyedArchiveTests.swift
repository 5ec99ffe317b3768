import KeyedArchive
import NibBytes
import PropertyList
import Testing
import TestSupport

/// The NSKeyedArchiver layer's validation, on hand-built archives.
struct KeyedArchiveTests {
    static func archive(top: [PropertyListEntry]? = nil, objects: [PropertyListValue], extra: [PropertyListEntry] = [],
                        archiver: PropertyListValue = .string("NSKeyedArchiver"), version: PropertyListValue = .integer(100_000))
        -> PropertyListValue
    {
        .dictionary([
            .init(key: .string("$archiver"), value: archiver),
            .init(key: .string("$version"), value: version),
            .init(key: .string("$top"), value: .dictionary(top ?? [.init(key: .string("root"), value: .uid(1))])),
            .init(key: .string("$objects"), value: .array(objects)),
        ] + extra)
    }

    static let arrayClass = PropertyListValue.dictionary([
        .init(key: .string("$classname"), value: .string("NSArray")),
        .init(key: .string("$classes"), value: .array([.string("NSArray"), .string("NSObject")])),
    ])

    static func object(classUID: UInt64, _ entries: [(String, PropertyListValue)]) -> PropertyListValue {
        .dictionary([.init(key: .string("$class"), value: .uid(classUID))]
            + entries.map { .init(key: .string($0.0), value: $0.1) })
    }

    @Test func readsTopObjectsAndClasses() throws {
        let plist = Self.archive(objects: [
            .string("$null"), Self.object(classUID: 2, [("NS.objects", .array([.uid(3)]))]), Self.arrayClass, .string("x"),
        ])
        let archive = try KeyedArchive(propertyList: plist)
        #expect(archive.top == [.init(key: "root", value: .uid(1))])
        #expect(try archive.keyedClass(ofObject: 1) == KeyedClass(name: "NSArray", classes: ["NSArray", "NSObject"]))
        #expect(try archive.keyedClass(ofObject: 3) == nil)
        // Encoding and decoding again gives the same archive.
        let again = try KeyedArchive.decode(ByteView(copying: archive.encoded()))
        #expect(again == archive)
    }

    @Test func rejectsWhatNSKeyedUnarchiverRejects() {
        let objects: [PropertyListValue] = [.string("$null"), Self.object(classUID: 2, []), Self.arrayClass]
        #expect(throws: KeyedArchiveError(.unknownArchiver("NSArchiver"))) {
            try KeyedArchive(propertyList: Self.archive(objects: objects, archiver: .string("NSArchiver")))
        }
        #expect(throws: KeyedArchiveError(.unsupportedVersion(99))) {
            try KeyedArchive(propertyList: Self.archive(objects: objects, version: .integer(99)))
        }
        #expect(throws: KeyedArchiveError(.missingNullObject, object: 0)) {
            try KeyedArchive(propertyList: Self.archive(objects: [.string("null")] + objects.dropFirst()))
        }
        #expect(throws: KeyedArchiveError(.referenceOutOfRange(uid: 9, count: 3), key: "root")) {
            try KeyedArchive(propertyList: Self.archive(top: [.init(key: .string("root"), value: .uid(9))], objects: objects))
        }
        #expect(throws: KeyedArchiveError(.referenceOutOfRange(uid: 7, count: 3), object: 1, key: "child")) {
            try KeyedArchive(propertyList: Self.archive(objects: [.string("$null"), Self.object(classUID: 2, [("child", .uid(7))]), Self.arrayClass]))
        }
        #expect(throws: KeyedArchiveError(.missingClass, object: 1)) {
            try KeyedArchive(propertyList: Self.archive(objects: [.string("$null"), .dictionary([]), Self.arrayClass]))
        }
        #expect(throws: KeyedArchiveError(.invalidClassDictionary("no $classname string"), object: 2)) {
            try KeyedArchive(propertyList: Self.archive(objects: [.string("$null"), Self.object(classUID: 2, []), .dictionary([])]))
        }
        #expect(throws: KeyedArchiveError(.missingRootEntry("$objects"))) {
            try KeyedArchive(propertyList: .dictionary([
                .init(key: .string("$archiver"), value: .string("NSKeyedArchiver")),
                .init(key: .string("$version"), value: .integer(100_000)),
                .init(key: .string("$top"), value: .dictionary([])),
            ]))
        }
    }

    @Test func aPlistWhoseArrayContainsItselfIsRejected() throws {
        // bplist: object 0 is the root dictionary {$objects: 1}; object 1 is an array holding itself.
        var bytes = Array("bplist00".utf8)
        bytes += [0xD1, 2, 1]          // 8: dict {2: 1}
        bytes += [0xA1, 1]             // 11: array [1] (itself)
        bytes += [0x58] + Array("$objects".utf8)  // 13: key
        let table = bytes.count
        bytes += [8, 11, 13]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        #expect(throws: KeyedArchiveError(.propertyList(PropertyListError(.cycle, object: 1, offset: 11)))) {
            try KeyedArchive.decode(ByteView(copying: bytes))
        }
    }
}

/// Truncated and corrupted copies of every keyed archive in the corpus give typed errors, never a crash.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct KeyedCorpusRobustnessTests {
    @Test func truncationsAndCorruptionsGiveTypedErrors() throws {
        var generator = SeededGenerator(seed: 0x6B65_7965_64)
        var errors = 0
        for path in SharedCorpus.keyedArchives {
            let original = ByteView(try FileBytes.read(path: path)).array
            var variants: [[UInt8]] = []
            for _ in 0..<24 { variants.append(Array(original.prefix(Int.random(in: 0..<original.count, using: &generator)))) }
            for _ in 0..<24 {
                var copy = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    copy[Int.random(in: 0..<copy.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                variants.append(copy)
            }
            for bytes in variants {
                do {
                    _ = try KeyedArchive.decode(ByteView(copying: bytes))
                } catch {
                    errors += 1
                    if case .propertyList(let inner) = error.kind {
                        #expect(inner.offset >= 0 && inner.offset <= bytes.count, "\(path): \(inner)")
                    }
                }
            }
        }
        #expect(errors > SharedCorpus.keyedArchives.count * 24)
    }
}
