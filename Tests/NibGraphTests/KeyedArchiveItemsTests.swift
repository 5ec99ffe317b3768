import Foundation
import NibBytes
@_spi(Checking) import NibGraph
import PropertyList
import Testing
import TestSupport

/// Reading a keyed archive in place item by item (`forEachItem(of:_:)`) gives
/// what reading it entry by entry gives, and what the property list holds.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct KeyedArchiveItemsTests {
    @Test func everyObjectOfTheCorpusKeyedNibsReadsItemByItemAsEntryByEntry() throws {
        var objects = 0, arrays = 0, strings = 0, geometry = 0
        for (path, bytes) in try KeyedArchiveObjectsTests.binaryKeyedArchives() {
            let archive = try KeyedArchiveObjects(bytes: bytes)
            for index in 0..<archive.count where archive.isObject(index) {
                objects += 1
                #expect(archive.itemsDisagreement(of: index) == nil, "\(path)")
                archive.forEachItem(of: index) { key, item in
                    switch item {
                    case .array: arrays += 1
                    case .string: strings += 1
                    case .object: if archive.geometry(of: item, under: key) != nil { geometry += 1 }
                    default: break
                    }
                }
            }
        }
        // The corpus's 112 keyed nibs hold every kind of item: 25,880 objects, 2,234 arrays, 485
        // inline strings, and 2 UIDs naming geometry strings (most geometry strings are inline).
        #expect(objects > 20_000 && arrays > 1_000 && strings > 300 && geometry > 0,
                "\(objects) objects, \(arrays) arrays, \(strings) strings, \(geometry) geometry strings")
    }

    /// Key names are made once, by whichever reader asks first: readers on
    /// many threads at once all get the names one reader gets alone.
    @Test func keyNamesAskedForOnManyThreadsAtOnce() async throws {
        let files = try KeyedArchiveObjectsTests.binaryKeyedArchives().prefix(8)
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

    /// Items against the property list itself, as `BinaryPropertyList.decode` reads it.
    @Test func itemsAreWhatThePropertyListHolds() throws {
        for (path, bytes) in try KeyedArchiveObjectsTests.binaryKeyedArchives().prefix(20) {
            guard case .dictionary(let root) = try BinaryPropertyList.decode(bytes),
                  case .array(let entries)? = root.first(where: { $0.key == .string("$objects") })?.value
            else {
                Issue.record("\(path): no $objects")
                continue
            }
            let archive = try KeyedArchiveObjects(bytes: bytes)
            var names: [Int: String] = [:]
            for index in 1..<archive.count where archive.isObject(index) {
                if let plain = archive.plainItem(of: index) {
                    #expect(Self.matches(plain, entries[index], archive), "\(path) #\(index)")
                    continue
                }
                guard case .dictionary(let expected) = entries[index] else {
                    Issue.record("\(path) #\(index) is not a dictionary")
                    continue
                }
                var read: [(String, KeyedArchiveItem)] = []
                archive.forEachItem(of: index) { key, item in
                    let name = archive.name(of: key)
                    // One name per key number, the same in every object. (Not one number per
                    // name: some of the corpus's archives store the key NSClassName twice.)
                    #expect(names[key.number, default: name] == name, "\(path) \(name) \(index)")
                    names[key.number] = name
                    read.append((name, item))
                }
                let values = expected.filter { $0.key != .string("$class") }
                #expect(read.map(\.0) == values.map { Self.unescaped(Self.text($0.key) ?? "") }, "\(path) #\(index)")
                for ((_, item), entry) in zip(read, values) {
                    #expect(Self.matches(item, entry.value, archive), "\(path) #\(index)")
                }
            }
        }
    }

    /// Items and keys from one archive handed to another read as empty:
    /// no bytes, no array items, no key name or shape; an object number
    /// beyond the archive names no geometry. The other archive is unchanged.
    @Test func itemsAndKeysHandedToAnotherArchiveAreEmpty() throws {
        let archives = try KeyedArchiveObjectsTests.binaryKeyedArchives().map { try KeyedArchiveObjects(bytes: $0.1) }
        let small = try #require(archives.min { $0.bytes.count < $1.bytes.count })
        let large = try #require(archives.max { $0.bytes.count < $1.bytes.count })
        var items: [(KeyedArchiveObjects.Key?, KeyedArchiveItem)] = []
        for index in 0..<large.count where large.isObject(index) {
            if let plain = large.plainItem(of: index) { items.append((nil, plain)) }
            large.forEachItem(of: index) { key, item in items.append((key, item)) }
        }
        let before = (0..<small.count).map { small.entries(of: $0) }
        var strings = 0, arrays = 0, keys = 0
        for (key, item) in items {
            switch item {
            case .string(let text):
                if large.withUTF8(text, { $0.count }) > 0 { strings += 1 }
                #expect(small.string(text) == "" && small.withUTF8(text) { $0.count } == 0)
            case .data(let data): #expect(small.bytes(data).count == 0)
            case .array(let array, let count):
                arrays += 1
                var read = 0
                small.forEachItem(inArray: array) { _ in read += 1 }
                large.forEachItem(inArray: array) { _ in read += 1 }
                #expect(read == count)
            default: break
            }
            if let key {
                keys += 1
                #expect(small.name(of: key) == "" && small.shape(of: key) == nil && !large.name(of: key).isEmpty)
            }
        }
        #expect(strings > 10 && arrays > 10 && keys > 1_000, "\(strings) non-empty strings, \(arrays) arrays, \(keys) keys")
        #expect((0..<small.count).map { small.entries(of: $0) } == before)
        // An object number an archive does not have, under one of its geometry keys.
        var geometryKey: (KeyedArchiveObjects, KeyedArchiveObjects.Key)?
        for archive in archives where geometryKey == nil {
            for index in 0..<archive.count where geometryKey == nil {
                archive.forEachItem(of: index) { key, _ in if archive.shape(of: key) != nil { geometryKey = (archive, key) } }
            }
        }
        let (archive, key) = try #require(geometryKey)
        #expect(archive.geometry(of: .object(archive.count + 1_000_000), under: key) == nil)
        #expect(archive.value(of: .object(archive.count), under: key) == .object(archive.count))
    }

    /// Whether `item` stands for the property-list value `value`.
    static func matches(_ item: KeyedArchiveItem, _ value: PropertyListValue, _ archive: KeyedArchiveObjects) -> Bool {
        switch (item, value) {
        case (.null, .uid(0)): return true
        case (.object(let target), .uid(let uid)): return uid == UInt64(target) && target > 0
        case (.integer(let number), .integer(let expected)): return number == expected
        case (.bool(let flag), .bool(let expected)): return flag == expected
        case (.double(let number), .real(let expected)): return number.bitPattern == expected.bitPattern
        case (.float(let number), .real32(let expected)): return number.bitPattern == expected.bitPattern
        case (.string(let text), .string(let expected)):
            return archive.string(text) == expected && archive.withUTF8(text) { Array($0) } == Array(expected.utf8)
        case (.data(let data), .data(let expected)): return archive.bytes(data).array == expected.array
        case (.array(let array, let count), .array(let expected)):
            var items: [KeyedArchiveItem] = []
            archive.forEachItem(inArray: array) { items.append($0) }
            return items.count == count && count == expected.count
                && zip(items, expected).allSatisfy { matches($0, $1, archive) }
        default: return false
        }
    }

    /// NSKeyedArchiver writes a key starting with `$` with a second `$` in front.
    static func unescaped(_ key: String) -> String { key.hasPrefix("$$") ? String(key.dropFirst()) : key }

    static func text(_ key: PropertyListValue) -> String? {
        if case .string(let text) = key { return text }
        return nil
    }
}

/// Item reading of a nib kept in the repository: runs without the shared corpus.
struct KeyedArchiveItemsSeedTests {
    @Test func escapedKeysAndGeometryFromTheCycleSeed() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let seed = repository.appendingPathComponent("Corpus/InstantiateNib/cycle.keyed").path
        let archive = try KeyedArchiveObjects(bytes: ByteView(FileBytes.read(path: seed)))
        var items: [String: KeyedArchiveItem] = [:]
        var keys: [String: KeyedArchiveObjects.Key] = [:]
        archive.forEachItem(of: 1) { key, item in
            items[archive.name(of: key)] = item
            keys[archive.name(of: key)] = key
        }
        // The window's UIBounds names the string "{{0, 0}, {320, 480}}".
        let bounds = try #require(items["UIBounds"]), boundsKey = try #require(keys["UIBounds"])
        guard case .object(let target) = bounds, case .string(let text)? = archive.plainItem(of: target) else {
            Issue.record("UIBounds does not name a string object")
            return
        }
        #expect(archive.string(text) == "{{0, 0}, {320, 480}}")
        #expect(archive.shape(of: boundsKey) == .rect)
        let numbers = try #require(archive.geometry(of: bounds, under: boundsKey))
        #expect((0..<numbers.count).map { numbers[$0] } == [0, 0, 320, 480])
        // The label's key `$$escaped` is the key `$escaped`, whose value is nil.
        var labelItems: [String: KeyedArchiveItem] = [:]
        archive.forEachItem(of: 6) { key, item in labelItems[archive.name(of: key)] = item }
        guard case .null? = labelItems["$escaped"] else {
            Issue.record("no $escaped key, or not nil: \(labelItems.keys.sorted())")
            return
        }
        guard case .object(1)? = labelItems["UISuperview"] else {
            Issue.record("the label's superview is not the window")
            return
        }
    }
}
