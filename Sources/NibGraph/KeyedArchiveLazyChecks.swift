import KeyedArchive
import NibBytes

extension KeyedArchiveLazyObjects {
    /// Where reading `bytes` object by object with this reader disagrees
    /// with ``KeyedArchiveObjects``, which validates the whole archive first;
    /// nil when they agree or when `KeyedArchiveObjects` refuses the bytes.
    ///
    /// When `KeyedArchiveObjects` takes an archive, this reader must open it
    /// and read every entry as it does: the same `$top` items, archived
    /// objects with the same class (the same `$classname` and
    /// `$classhints`) and the same items under the same key names, the same
    /// plain entries, and class dictionaries as class dictionaries. Two
    /// differences are allowed, both documented: this reader refuses an
    /// array inside an array, and a class dictionary with a key that is not
    /// an ASCII string (the other reader takes both: it reads only the keys
    /// a class needs). Tests and fuzz targets check this.
    @_spi(Checking)
    public static func disagreement(_ bytes: ByteView, options: KeyedArchiveOptions = .default) -> String? {
        guard let checked = try? KeyedArchiveObjects(bytes: bytes, options: options) else { return nil }
        let lazy: KeyedArchiveLazyObjects
        do { lazy = try KeyedArchiveLazyObjects(bytes: bytes, options: options) } catch {
            return "KeyedArchiveObjects reads the archive, but this reader does not open it: \(error)"
        }
        guard lazy.count == checked.count else { return "\(lazy.count) entries, against \(checked.count)" }
        for index in 0..<lazy.count {
            do {
                if let problem = try lazy.disagreement(at: index, checked) { return "$objects[\(index)]: \(problem)" }
            } catch let error as KeyedArchiveError where lazy.isAllowedDifference(error, checked) {
                continue
            } catch {
                return "$objects[\(index)]: KeyedArchiveObjects reads it, but this reader throws \(error)"
            }
        }
        return nil
    }

    /// Whether `error` is one of the two differences ``disagreement(_:options:)`` allows.
    private func isAllowedDifference(_ error: KeyedArchiveError, _ checked: KeyedArchiveObjects) -> Bool {
        switch error.kind {
        case .invalidObject(Self.nestedArray): return true
        case .invalidObject(let what) where what.hasPrefix(Self.notAKey):
            guard let entry = error.object, entry > 0, entry < checked.count else { return false }
            return checked.kinds[entry] == 0
        default: return false
        }
    }

    /// How entry `index` (`$top` for 0), read with this reader, differs from what `checked` reads.
    private func disagreement(at index: Int, _ checked: KeyedArchiveObjects) throws -> String? {
        var items: [String] = []
        guard index > 0 else {
            try forEachTopItem { key, item in items.append("\(name(of: key)) = \(try describe(item))") }
            let theirs = try checked.describedItems(of: 0)
            return items == theirs ? nil : "$top: \(items), against \(theirs)"
        }
        let entry = try read(index) { key, item in items.append("\(name(of: key)) = \(try describe(item))") }
        return try disagreement(entry, items, checked, index)
    }

    /// How `entry`, read with `items`, differs from entry `index` of `checked`.
    private func disagreement(_ entry: Entry, _ items: [String], _ checked: KeyedArchiveObjects, _ index: Int) throws -> String? {
        let kind = checked.kinds[index]
        switch entry {
        case .object(let classEntry):
            guard kind > 0 else { return "an object, against kind \(kind)" }
            let expected = checked.classes[Int(kind) - 1]
            guard classEntry == checked.classEntries[Int(kind) - 1] else { return "class entry \(classEntry)" }
            let mine = try keyedClass(at: classEntry)
            guard mine.name == expected.name, mine.hints == expected.hints, try className(at: classEntry) == mine.name else {
                return "class \(mine), against \(expected)"
            }
            let theirs = try checked.describedItems(of: index)
            return items == theirs ? nil : "items \(items), against \(theirs)"
        case .plain(let item):
            guard kind < 0, let expected = checked.plainItem(of: index) else { return "a plain entry, against kind \(kind)" }
            let (mine, theirs) = (try describe(item), try checked.describe(expected))
            return mine == theirs ? nil : "\(mine), against \(theirs)"
        case .classDictionary:
            return kind == 0 ? nil : "a class dictionary, against kind \(kind)"
        }
    }

    /// Reads everything entry `index` holds (`$top` for 0), as a reader of
    /// the whole archive would: every item, key name, string, data and
    /// array, and the class dictionary of an archived object (or the entry
    /// itself as one when it is a class dictionary). Tests and fuzz targets
    /// read every entry of damaged archives this way.
    @_spi(Checking)
    public func readEverything(of index: Int) throws {
        func readItem(_ item: KeyedArchiveItem) throws {
            switch item {
            case .string(let text): _ = string(text)
            case .data(let data): _ = bytes(data)
            case .array(let array, _): try forEachItem(inArray: array) { try readItem($0) }
            default: break
            }
        }
        guard index > 0 else {
            try forEachTopItem { key, item in
                _ = name(of: key)
                try readItem(item)
            }
            return
        }
        let entry = try read(index) { key, item in
            _ = name(of: key)
            try readItem(item)
        }
        switch entry {
        case .object(let classEntry): _ = try keyedClass(at: classEntry)
        case .plain(let item): try readItem(item)
        case .classDictionary: _ = try keyedClass(at: index)
        }
    }

    /// The start of the error this reader throws for a key that is not an ASCII string.
    static let notAKey = "a key that is not an ASCII string"

    /// The error this reader throws for an array inside an array.
    static let nestedArray = "an array inside an array"
}

extension KeyedArchiveObjects {
    /// Object `index`'s items as text, with their keys' names (see ``KeyedArchiveItemReading/describe(_:)``).
    func describedItems(of index: Int) throws -> [String] {
        var items: [String] = []
        try forEachItem(of: index) { key, item in items.append("\(name(of: key)) = \(try describe(item))") }
        return items
    }
}

extension KeyedArchiveItemReading {
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
        case .string(let text): return "string \(withUTF8(text) { Array($0) })"
        case .data(let data): return "data \(bytes(data).array)"
        case .array(let array, let count):
            var items: [String] = []
            try forEachItem(inArray: array) { items.append(try describe($0)) }
            return "array \(count) \(items)"
        }
    }
}
