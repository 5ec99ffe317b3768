import KeyedArchive
import NibBytes

extension KeyedArchiveLazyObjects {
    /// Where reading `bytes` object by object with this reader disagrees
    /// with ``KeyedArchiveObjects``, which validates the whole archive first;
    /// nil when they agree or when `KeyedArchiveObjects` refuses the bytes.
    ///
    /// When `KeyedArchiveObjects` takes an archive, this reader must open it
    /// and read every entry as it does: the same `$top` items, archived
    /// objects with the same items under the same key names and the same
    /// class (`$classname` and `$classhints`), the same plain entries, and
    /// class dictionaries as class dictionaries. Only the documented
    /// differences are allowed: this reader refuses an array inside an array
    /// (when the other reader's items of that entry hold one), a class
    /// dictionary with a key that is not a string or a value no object may
    /// hold (the other reads only what a class needs); an object's items are
    /// compared even when its class dictionary is refused; and a root of
    /// more than 16 entries, which this reader does not open. Strings and
    /// data are compared by their length and the hash of their first and
    /// last 256 bytes (both readers give the file's own bytes). `tampering` may
    /// change the items read of an entry before they are compared, for tests
    /// of the comparison itself. Tests and fuzz targets check this.
    @_spi(Checking)
    public static func disagreement(_ bytes: ByteView, options: KeyedArchiveOptions = .default,
                                    tampering: (Int, inout [String]) -> Void = { _, _ in }) -> String? {
        guard let checked = try? KeyedArchiveObjects(bytes: bytes, options: options) else { return nil }
        // KeyedArchiveObjects took the archive, so the tree it stands for is within the
        // property list's limit; this comparison reads it at most three times over
        // (class dictionaries as entries and as classes, twice), so its reader may read
        // three times as much.
        var roomier = options
        let allowance = min(max(0, options.propertyList.maximumSharedExpansion), Int.max / 16)
        roomier.propertyList.maximumSharedExpansion = min(2 * min(bytes.count, Int.max / 16) + 3 * allowance, Int.max / 4)
        let lazy: KeyedArchiveLazyObjects
        do { lazy = try KeyedArchiveLazyObjects(bytes: bytes, options: roomier) } catch {
            // The one refusal of the root this reader documents.
            if case .invalidRootEntry(let what) = error.kind, what.hasPrefix("a root of ") { return nil }
            return "KeyedArchiveObjects reads the archive, but this reader does not open it: \(error)"
        }
        guard lazy.count == checked.count else { return "\(lazy.count) entries, against \(checked.count)" }
        var classes: [Int: String?] = [:], names: [Int: String] = [:]
        for index in 0..<lazy.count {
            do {
                if let problem = try lazy.disagreement(at: index, checked, classes: &classes, names: &names, tampering: tampering) {
                    return "$objects[\(index)]: \(problem)"
                }
            } catch let error as KeyedArchiveError where lazy.isAllowedDifference(error, at: index, checked) {
                continue
            } catch {
                return "$objects[\(index)]: KeyedArchiveObjects reads it, but this reader throws \(error)"
            }
        }
        return nil
    }

    /// Whether `error`, thrown reading entry `index`, is a difference
    /// ``disagreement(_:options:tampering:)`` allows.
    private func isAllowedDifference(_ error: KeyedArchiveError, at index: Int, _ checked: KeyedArchiveObjects) -> Bool {
        guard case .invalidObject(let what) = error.kind else { return false }
        if what == Self.nestedArray, checked.holdsNestedArray(index) { return true }
        // Anything this reader finds in a class dictionary read as an entry, its arrays' items too.
        return index > 0 && checked.kinds[index] == 0
    }

    /// How entry `index` (`$top` for 0), read with this reader, differs from
    /// what `checked` reads. `classes` keeps each class dictionary's
    /// comparison (nil when they agree), so that each is read once, and
    /// `names` each key's name, so that each is made once.
    private func disagreement(at index: Int, _ checked: KeyedArchiveObjects, classes: inout [Int: String?],
                              names: inout [Int: String], tampering: (Int, inout [String]) -> Void) throws -> String? {
        var items: [String] = []
        func add(_ key: Key, _ item: KeyedArchiveItem) throws {
            if names[key.number] == nil { names[key.number] = name(of: key) }
            items.append("\(names[key.number] ?? "") = \(try describe(item))")
        }
        let entry: Entry
        if index == 0 {
            try forEachTopItem(add)
            entry = .object(classEntry: 0)
        } else {
            entry = try read(index, add)
        }
        tampering(index, &items)
        let kind = index == 0 ? 1 : checked.kinds[index]
        switch entry {
        case .object(let classEntry):
            guard kind > 0 else { return "an object, against kind \(kind)" }
            let theirs = try checked.describedItems(of: index)
            guard items == theirs else { return "items \(items), against \(theirs)" }
            guard index > 0 else { return nil }
            guard classEntry == checked.classEntries[Int(kind) - 1] else { return "class entry \(classEntry)" }
            if classes[classEntry] == nil {
                classes[classEntry] = .some(try classDisagreement(classEntry, checked.classes[Int(kind) - 1]))
            }
            return classes[classEntry] ?? nil
        case .plain(let item):
            guard kind < 0, let expected = checked.plainItem(of: index) else { return "a plain entry, against kind \(kind)" }
            let (mine, theirs) = (try describe(item), try checked.describe(expected))
            return mine == theirs ? nil : "\(mine), against \(theirs)"
        case .classDictionary:
            return kind == 0 ? nil : "a class dictionary, against kind \(kind)"
        }
    }

    /// How class dictionary `classEntry`, read with this reader, differs
    /// from `expected`; nil when they agree or when this reader refuses it
    /// in a way ``isAllowedDifference(_:at:_:)`` allows.
    private func classDisagreement(_ classEntry: Int, _ expected: KeyedClass) throws -> String? {
        do {
            let mine = try keyedClass(at: classEntry)
            guard mine.name == expected.name, mine.hints == expected.hints, try className(at: classEntry) == mine.name else {
                return "class \(mine), against \(expected)"
            }
            return nil
        } catch let error as KeyedArchiveError {
            guard case .invalidObject = error.kind, error.object == classEntry else { throw error }
            return nil
        }
    }

    /// Reads everything the archive holds, as a reader of the whole archive
    /// would: `$top` and every entry once, with every item, string, data and
    /// array, each key's name once, and each class dictionary once (the classes
    /// objects name, and class dictionaries read as entries). Calls `report`
    /// with each `KeyedArchiveError` and the entry it came from (any other
    /// error is thrown), and says how many entries read without one. Tests
    /// and fuzz targets read damaged archives this way.
    @_spi(Checking)
    @discardableResult
    public func readAll(_ report: (Int, KeyedArchiveError) -> Void = { _, _ in }) throws -> Int {
        func readItem(_ item: KeyedArchiveItem) throws {
            switch item {
            case .string(let text): _ = string(text)
            case .data(let data): _ = bytes(data)
            case .array(let array, _): try forEachItem(inArray: array) { try readItem($0) }
            default: break
            }
        }
        var classRead = [Bool](repeating: false, count: count)
        var named = Set<Int>()
        func readKey(_ key: Key) {
            if named.insert(key.number).inserted { _ = name(of: key) }
        }
        func readClass(_ index: Int) throws {
            guard !classRead[index] else { return }
            classRead[index] = true
            _ = try keyedClass(at: index)
        }
        var read = 0
        for index in 0..<count {
            do {
                if index == 0 {
                    try forEachTopItem { key, item in
                        readKey(key)
                        try readItem(item)
                    }
                } else {
                    let entry = try self.read(index) { key, item in
                        readKey(key)
                        try readItem(item)
                    }
                    switch entry {
                    case .object(let classEntry): try readClass(classEntry)
                    case .plain(let item): try readItem(item)
                    case .classDictionary: try readClass(index)
                    }
                }
                read += 1
            } catch let error as KeyedArchiveError {
                report(index, error)
            }
        }
        return read
    }

    /// The start of the error this reader throws for a key that is not a string.
    static let notAKey = "a key that is not a string"

    /// The error this reader throws for an array inside an array.
    static let nestedArray = "an array inside an array"
}

extension KeyedArchiveObjects {
    /// Whether an item of object `index` (the root for 0) is an array that holds an array.
    func holdsNestedArray(_ index: Int) -> Bool {
        var found = false
        forEachItem(of: index) { _, item in
            guard case .array(let array, _) = item else { return }
            forEachItem(inArray: array) { if case .array = $0 { found = true } }
        }
        return found
    }

    /// Object `index`'s items as text, with their keys' names (see ``KeyedArchiveItemReading/describe(_:)``).
    func describedItems(of index: Int) throws -> [String] {
        var items: [String] = []
        try forEachItem(of: index) { key, item in items.append("\(name(of: key)) = \(try describe(item))") }
        return items
    }
}

extension KeyedArchiveItemReading {
    /// The length of `bytes` and a 64-bit FNV-1a hash of their first and
    /// last 256: how ``describe(_:)`` gives strings and data, so that long
    /// ones, however often an archive names them, stay cheap to compare.
    static func fingerprint(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let ends = bytes.count <= 512 ? [bytes[...]] : [bytes.prefix(256), bytes.suffix(256)]
        for part in ends { for byte in part { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 } }
        return "\(bytes.count) bytes, hash \(String(hash, radix: 16))"
    }

    /// An item as text, the same for equal items of either reader (reals by
    /// their bits, so that NaNs compare).
    func describe(_ item: KeyedArchiveItem) throws -> String {
        switch item {
        case .null: return "null"
        case .object(let index): return "object \(index)"
        case .integer(let number): return "integer \(number)"
        case .bool(let flag): return "bool \(flag)"
        case .double(let number): return "double \(number.bitPattern)"
        case .float(let number): return "float \(number.bitPattern)"
        case .string(let text): return "string \(withUTF8(text) { Self.fingerprint($0) })"
        case .data(let data): return "data \(bytes(data).withUnsafeBytes { Self.fingerprint($0) })"
        case .array(let array, let count):
            var items: [String] = []
            try forEachItem(inArray: array) { items.append(try describe($0)) }
            return "array \(count) \(items)"
        }
    }
}
