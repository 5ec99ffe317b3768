import Foundation
import KeyedArchive
import NibBytes
@_spi(Checking) import NibGraph
import PropertyList
import Testing
import TestSupport

/// Reading keyed archives with each object checked as it is read gives what
/// reading them after validating the whole archive gives.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct KeyedArchiveLazyObjectsTests {
    @Test func everyCorpusKeyedNibReadsObjectByObjectAsWhenValidatedFirst() throws {
        var files = 0, objects = 0, classes = 0, plain = 0
        for (path, bytes) in try KeyedArchiveObjectsTests.binaryKeyedArchives() {
            files += 1
            #expect(KeyedArchiveLazyObjects.disagreement(bytes) == nil, "\(path)")
            let archive = try KeyedArchiveLazyObjects(bytes: bytes)
            // Everything, once, within the read limit.
            var errors: [String] = []
            #expect(try KeyedArchiveLazyObjects(bytes: bytes).readAll { errors.append("$objects[\($0)]: \($1)") } == archive.count,
                    "\(path): \(errors)")
            for index in 1..<archive.count {
                switch try archive.read(index, { _, _ in }) {
                case .object: objects += 1
                case .classDictionary: classes += 1
                case .plain: plain += 1
                }
            }
        }
        // The 112 keyed nibs of the corpus: 9,962 archived objects, 2,764 class dictionaries and
        // 15,806 strings, numbers and data stored as entries.
        #expect(files >= 100 && objects > 9_000 && classes > 2_500 && plain > 15_000,
                "\(files) files, \(objects) objects, \(classes) classes, \(plain) plain entries")
    }

    /// Damaged copies of every keyed nib: each entry reads or throws a
    /// `KeyedArchiveError`, and whatever `KeyedArchiveObjects` opens reads alike.
    @Test func damagedArchivesReadOrThrowEntryByEntry() throws {
        var generator = SeededGenerator(seed: 0x4C41_5A59)
        var opened = 0, refused = 0, entriesRead = 0, entriesRefused = 0
        for (path, bytes) in try KeyedArchiveObjectsTests.binaryKeyedArchives() {
            for damaged in generator.damagedCopies(of: bytes.array, count: 20) {
                let view = ByteView(copying: damaged)
                #expect(KeyedArchiveLazyObjects.disagreement(view) == nil, "\(path)")
                guard let archive = try? KeyedArchiveLazyObjects(bytes: view) else {
                    refused += 1
                    continue
                }
                opened += 1
                let (read, refused) = try KeyedArchiveLazyObjectsSeedTests.readEveryEntry(of: archive)
                entriesRead += read
                entriesRefused += refused
            }
        }
        #expect(opened > 100 && refused > 100 && entriesRead > 10_000 && entriesRefused > 100,
                "\(opened) opened, \(refused) refused, \(entriesRead) entries read, \(entriesRefused) refused")
    }
}

/// The lazily checked reader on archives kept in the repository or made
/// here: runs without the shared corpus.
struct KeyedArchiveLazyObjectsSeedTests {
    /// The bytes of a file of the repository, by its path there.
    static func repositoryFile(_ path: String) throws -> ByteView {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ByteView(try FileBytes.read(path: repository.appendingPathComponent(path).path))
    }

    static func seed() throws -> ByteView { try repositoryFile("Corpus/InstantiateNib/cycle.keyed") }

    @Test func theCycleSeedReadsAsWhenValidatedFirst() throws {
        let bytes = try Self.seed()
        #expect(KeyedArchiveLazyObjects.disagreement(bytes) == nil)
        let archive = try KeyedArchiveLazyObjects(bytes: bytes)
        // $objects[1] is the window; its UIBounds names the string "{{0, 0}, {320, 480}}".
        var window: [String: KeyedArchiveItem] = [:]
        guard case .object(let windowClass) = try archive.read(1, { window[archive.name(of: $0)] = $1 }) else {
            Issue.record("$objects[1] is not an archived object")
            return
        }
        #expect(try archive.className(at: windowClass) == "UIWindow")
        #expect(try archive.keyedClass(at: windowClass).classes == ["UIWindow", "UIView", "UIResponder", "NSObject"])
        guard case .object(let bounds)? = window["UIBounds"], case .plain(.string(let text)) = try archive.read(bounds, { _, _ in })
        else {
            Issue.record("UIBounds does not name a string entry: \(window.keys.sorted())")
            return
        }
        #expect(archive.string(text) == "{{0, 0}, {320, 480}}")
        // The label: the key `$$escaped` is the key `$escaped` (nil), its superview is the window (a UID cycle).
        var label: [String: KeyedArchiveItem] = [:]
        guard case .object(let labelClass) = try archive.read(6, { label[archive.name(of: $0)] = $1 }) else {
            Issue.record("$objects[6] is not an archived object")
            return
        }
        #expect(try archive.keyedClass(at: labelClass) == KeyedClass(name: "MyLabel", classes: ["MyLabel", "UILabel", "UIView", "NSObject"], hints: ["UILabel"]))
        guard case .null? = label["$escaped"], case .object(1)? = label["UISuperview"], case .integer(7)? = label["UITag"] else {
            Issue.record("the label reads \(label)")
            return
        }
        // A class dictionary read as an entry is one.
        guard case .classDictionary = try archive.read(windowClass, { _, _ in }) else {
            Issue.record("the window's class entry is not a class dictionary")
            return
        }
    }

    /// Items and keys of one reader are empty to another.
    @Test func itemsAndKeysOfAnotherReaderReadAsEmpty() throws {
        let bytes = try Self.seed()
        let one = try KeyedArchiveLazyObjects(bytes: bytes), other = try KeyedArchiveLazyObjects(bytes: bytes)
        var strings = 0
        try one.forEachTopItem { key, _ in #expect(other.name(of: key) == "" && one.name(of: key) != "") }
        for index in 1..<one.count {
            let entry = try one.read(index) { key, item in
                #expect(other.name(of: key) == "")
                if case .array(let array, let count) = item {
                    var seen = 0
                    try other.forEachItem(inArray: array) { _ in seen += 1 }
                    #expect(seen == 0 && count > 0)
                }
            }
            if case .plain(.string(let text)) = entry {
                strings += 1
                #expect(other.string(text) == "" && other.withUTF8(text) { $0.count } == 0 && !one.string(text).isEmpty)
            }
        }
        #expect(strings > 0)
    }

    /// An archive made here, its one object (`$objects[1]`) holding `value` under "value".
    static func archive(value: PropertyListValue, extraObjects: [PropertyListValue] = [],
                        key: PropertyListValue = .string("value"),
                        classExtra: (PropertyListValue, PropertyListValue)? = nil) throws -> ByteView {
        func dictionary(_ entries: [(PropertyListValue, PropertyListValue)]) -> PropertyListValue {
            .dictionary(entries.map { PropertyListEntry(key: $0.0, value: $0.1) })
        }
        let object = dictionary([(key, value), (.string("$class"), .uid(2))])
        let objects: [PropertyListValue] = [.string("$null"), object,
                                            dictionary([(.string("$classname"), .string("Thing")),
                                                        (.string("$classes"), .array([.string("Thing"), .string("NSObject")]))]
                                                       + (classExtra.map { [$0] } ?? []))]
            + extraObjects
        let root = dictionary([(.string("$archiver"), .string("NSKeyedArchiver")), (.string("$version"), .integer(100_000)),
                               (.string("$top"), dictionary([(.string("root"), .uid(1))])),
                               (.string("$objects"), .array(objects))])
        return ByteView(copying: try BinaryPropertyList.encode(root))
    }

    /// Reads everything `archive` holds (`readAll`): how many entries read,
    /// and how many errors (all `KeyedArchiveError`s, or the test fails).
    static func readEveryEntry(of archive: KeyedArchiveLazyObjects) throws -> (read: Int, refused: Int) {
        var refused = 0
        let read = try archive.readAll { _, _ in refused += 1 }
        return (read, refused)
    }

    /// The error reading `$objects[1]` of `bytes` throws.
    static func readError(_ bytes: ByteView) throws -> KeyedArchiveError? {
        var first: KeyedArchiveError?
        try KeyedArchiveLazyObjects(bytes: bytes).readAll { index, error in if index == 1, first == nil { first = error } }
        return first
    }

    @Test func aWellFormedMadeArchiveReads() throws {
        let bytes = try Self.archive(value: .array([.uid(1), .integer(-3), .string("text")]))
        #expect(try KeyedArchiveObjects(bytes: bytes).count == 3)
        #expect(KeyedArchiveLazyObjects.disagreement(bytes) == nil)
        #expect(try Self.readError(bytes) == nil)
    }

    /// The comparison with `KeyedArchiveObjects` finds a difference when
    /// there is one: one item of one entry changed before it is compared.
    @Test func theComparisonFindsAChangedItem() throws {
        let bytes = try Self.archive(value: .array([.uid(1), .integer(-3), .string("text")]))
        let found = KeyedArchiveLazyObjects.disagreement(bytes) { index, items in
            if index == 1 { items[0] += " and more" }
        }
        #expect(found?.hasPrefix("$objects[1]: items") == true, "\(found ?? "nothing found")")
        #expect(KeyedArchiveLazyObjects.disagreement(bytes) { index, items in if index == 0 { items.removeAll() } }?
            .hasPrefix("$objects[0]") == true)
    }

    /// A key that is a UTF-16 string (NSKeyedArchiver writes non-ASCII keys
    /// so) reads with its name, as `KeyedArchiveObjects` reads one in `$top`.
    @Test func utf16KeysRead() throws {
        let archive = try KeyedArchiveLazyObjects(bytes: Self.archive(value: .integer(4), key: .string("clé")))
        var names: [String] = []
        try archive.read(1) { key, _ in names.append(archive.name(of: key)) }
        #expect(names == ["clé"])
    }

    /// A class dictionary with a value no object holds: `KeyedArchiveObjects`
    /// takes it (it reads only what a class needs), this reader refuses to
    /// read it as an entry, and the comparison allows that one difference.
    @Test func aClassDictionaryWithADateIsRefusedAsAnEntryOnly() throws {
        let bytes = try Self.archive(value: .integer(1), classExtra: (.string("made"), .date(0)))
        let archive = try KeyedArchiveLazyObjects(bytes: bytes)
        #expect(try archive.className(at: 2) == "Thing")
        #expect(throws: KeyedArchiveError(.invalidObject("a value of kind date"), object: 2, key: "made")) {
            try archive.read(2) { _, _ in }
        }
        #expect(KeyedArchiveLazyObjects.disagreement(bytes) == nil)
    }

    /// 5,000 entries, each a dictionary of 15 values that are the same
    /// 4,000-byte string (stored once): a 369 KB file that stands for 300 MB
    /// of strings. The string is checked once, when first read, and every
    /// entry reads, within the read limit (the reader's notes on what it has
    /// checked make the other 74,999 reads of it look-ups).
    @Test func aSharedLongStringIsReadByEveryEntry() throws {
        let text = PropertyListValue.string(String(repeating: "A", count: 4_000))
        let shared = PropertyListValue.dictionary((0..<15).map { PropertyListEntry(key: .string("k\($0)"), value: text) }
            + [PropertyListEntry(key: .string("$class"), value: .uid(2))])
        let bytes = try Self.archive(value: .integer(1), extraObjects: Array(repeating: shared, count: 5_000))
        #expect(bytes.count < 400_000)
        let archive = try KeyedArchiveLazyObjects(bytes: bytes)
        var errors: [KeyedArchiveError] = []
        #expect(try archive.readAll { _, error in errors.append(error) } == archive.count, "\(errors.prefix(3))")
        // Each property-list object's header once: the root's four (read at opening) aside, 5,000
        // dictionaries, 16 keys, 1 string, the class's few, not 5,000 × 32.
        #expect(archive.headersChecked < 5_100, "\(archive.headersChecked) headers checked")
    }

    /// A string whose bytes are not ASCII, named by three entries: each read
    /// gives the same error, with its byte offset, and its text is read once.
    @Test func aBadStringGivesTheSameErrorEveryTime() throws {
        var bytes = try Self.archive(value: .integer(1), extraObjects: Array(repeating: .string("caf\u{7F}"), count: 3)).array
        // The three entries are one property-list string; make its last byte 0xE9.
        let text = Array("caf\u{7F}".utf8)
        let at = try #require((0...(bytes.count - text.count)).first { Array(bytes[$0..<($0 + text.count)]) == text })
        bytes[at + 3] = 0xE9
        let archive = try KeyedArchiveLazyObjects(bytes: ByteView(copying: bytes))
        var errors: [Int: KeyedArchiveError] = [:]
        try archive.readAll { index, error in errors[index] = error }
        #expect(errors.keys.sorted() == [3, 4, 5])
        #expect(archive.headersChecked < 12, "\(archive.headersChecked) headers checked")
        for (index, error) in errors {
            guard case .propertyList(let problem) = error.kind else {
                Issue.record("$objects[\(index)]: \(error)")
                continue
            }
            #expect(problem.kind == .invalidASCII && problem.offset == at && error.object == index, "\(error)")
        }
    }

    @Test func badObjectsThrowWhatAndWhere() throws {
        // A UID past the end of $objects (3 entries).
        let outOfRange = try #require(try Self.readError(Self.archive(value: .uid(9))))
        #expect(outOfRange.kind == .referenceOutOfRange(uid: 9, count: 3))
        #expect(outOfRange.object == 1 && outOfRange.key == "value")
        // A dictionary, a set, a date as values: not values an archived object holds.
        for value: PropertyListValue in [.dictionary([]), .set([]), .date(0)] {
            let error = try #require(try Self.readError(Self.archive(value: value)), "\(value)")
            #expect(error.object == 1 && error.key == "value", "\(error)")
            guard case .invalidObject = error.kind else {
                Issue.record("\(value): \(error)")
                continue
            }
        }
        // A key that is not a string.
        let badKey = try #require(try Self.readError(Self.archive(value: .integer(1), key: .integer(5))))
        #expect(badKey == KeyedArchiveError(.invalidObject("a key that is not a string (integer)"), object: 1))
        // A UID past the end in an array item: the array's byte offset says where.
        let inArray = try #require(try Self.readError(Self.archive(value: .array([.integer(1), .uid(7)]))))
        #expect(inArray.kind == .referenceOutOfRange(uid: 7, count: 3) && inArray.object == nil)
        let offset = try #require(inArray.offset)
        let bytes = try Self.archive(value: .array([.integer(1), .uid(7)]))
        #expect(bytes.array[offset] == 0xA2, "offset \(offset) is not the two-item array's marker")
        // An array inside an array (the other reader takes it; this one refuses it, so that no reader of items recurses).
        let nested = try #require(try Self.readError(Self.archive(value: .array([.array([.integer(1)])]))))
        #expect(nested.kind == .invalidObject("an array inside an array"))
        // An entry read as a class dictionary that has no $classname (the object itself).
        let archive = try KeyedArchiveLazyObjects(bytes: Self.archive(value: .integer(1)))
        #expect(throws: KeyedArchiveError(.invalidClassDictionary("no $classname"), object: 1)) { try archive.className(at: 1) }
    }

    @Test func badRootsSayWhatIsWrong() throws {
        let good = try Self.archive(value: .integer(1))
        // "NSKeyedArchiver" → "NSKeyedArchivex".
        var bytes = good.array
        let name = Array("NSKeyedArchiver".utf8)
        let at = try #require((0...(bytes.count - name.count)).first { Array(bytes[$0..<($0 + name.count)]) == name })
        bytes[at + name.count - 1] = UInt8(ascii: "x")
        #expect(throws: KeyedArchiveError(.unknownArchiver("NSKeyedArchivex"))) {
            try KeyedArchiveLazyObjects(bytes: ByteView(copying: bytes))
        }
        // A root of 17 entries: this reader takes 16 at most.
        guard case .dictionary(var root) = try BinaryPropertyList.decode(good) else { throw KeyedArchiveError(.notAPropertyList) }
        root += (0..<13).map { PropertyListEntry(key: .string("extra\($0)"), value: .integer(Int64($0))) }
        let wide = ByteView(copying: try BinaryPropertyList.encode(.dictionary(root)))
        #expect(throws: KeyedArchiveError(.invalidRootEntry("a root of 17 entries (this reader takes at most 16)"))) {
            try KeyedArchiveLazyObjects(bytes: wide)
        }
        // KeyedArchiveObjects takes it: the comparison allows this one refusal.
        #expect(try KeyedArchiveObjects(bytes: wide).count == 3)
        #expect(KeyedArchiveLazyObjects.disagreement(wide) == nil)
        // $top missing.
        root.removeAll { $0.key == .string("$top") }
        root.removeAll { if case .string(let key) = $0.key { key.hasPrefix("extra") } else { false } }
        #expect(throws: KeyedArchiveError(.missingRootEntry("$top"))) {
            try KeyedArchiveLazyObjects(bytes: ByteView(copying: BinaryPropertyList.encode(.dictionary(root))))
        }
        // Not a property list at all: the byte offset of the problem.
        do {
            _ = try KeyedArchiveLazyObjects(bytes: ByteView(copying: Array("bplist00".utf8) + [UInt8](repeating: 0, count: 10)))
            Issue.record("a truncated property list opened")
        } catch {
            guard case .propertyList(let problem) = error.kind else {
                Issue.record("\(error)")
                return
            }
            #expect(problem.offset == 18, "\(problem)")
        }
    }

    /// 2,000 entries share one property-list dictionary of 200 values
    /// (`Corpus/make_expansion_regressions.py`): a 7 KB file that stands for
    /// 400,000 values. Reading every entry stops at the limit, the file's
    /// size plus the 65,536 items `maximumSharedExpansion` allows.
    @Test func readsOfASharedDictionaryStopAtTheLimit() throws {
        let bytes = try Self.repositoryFile("Corpus/regressions/KeyedArchiveLazyRead/expansion-shared-dictionary.keyed")
        let archive = try KeyedArchiveLazyObjects(bytes: bytes)
        var read = 0
        var stop: KeyedArchiveError?
        for index in 1..<archive.count {
            do {
                try archive.read(index) { _, _ in }
                read += 1
            } catch let error as KeyedArchiveError {
                stop = error
                break
            }
        }
        let limit = bytes.count + 65_536
        #expect(stop == KeyedArchiveError(.readLimitReached(limit: limit), object: read + 1))
        // Each entry is 201 items: its 200 values and its $class.
        #expect(read == limit / 201, "\(read) entries read")
        // Each reader counts its own reads: a new one reads again.
        #expect(throws: Never.self) { try KeyedArchiveLazyObjects(bytes: bytes).read(1) { _, _ in } }
    }

    /// Every truncation of the seed, and every one-byte change to it, opens
    /// or throws a `KeyedArchiveError`, and each entry of those that open
    /// reads or throws one (never a trap).
    @Test func everyTruncationAndByteChangeOfTheSeedReadsOrThrows() throws {
        let bytes = try Self.seed().array
        var variants: [[UInt8]] = (0..<bytes.count).map { Array(bytes[..<$0]) }
        for position in bytes.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0xFF, bytes[position] ^ 0x01] where replacement != bytes[position] {
                var changed = bytes
                changed[position] = replacement
                variants.append(changed)
            }
        }
        var opened = 0, entriesRead = 0, entriesRefused = 0
        for variant in variants {
            guard let archive = try? KeyedArchiveLazyObjects(bytes: ByteView(copying: variant)) else { continue }
            opened += 1
            let (read, refused) = try Self.readEveryEntry(of: archive)
            entriesRead += read
            entriesRefused += refused
        }
        #expect(opened > 100 && entriesRead > 1_000 && entriesRefused > 100,
                "\(opened) opened, \(entriesRead) entries read, \(entriesRefused) refused")
    }
}

