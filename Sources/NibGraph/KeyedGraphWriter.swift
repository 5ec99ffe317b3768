import KeyedArchive
import NibBytes
import PropertyList

/// Writes a graph as a binary keyed archive without building its property
/// list first: the graph's objects go straight into a
/// ``BinaryPropertyListWriter``, numbered as CoreFoundation numbers an
/// archive's property list. It is the one keyed writer; the tests and the
/// fuzzers check it against a property-list tree built apart (in `NibFuzzing`),
/// which, encoded, gives the same bytes and warnings.
///
/// The archive's root dictionary is `$archiver`, `$version`, `$top`,
/// `$objects` and, with a layout or integer widths, `$nibarchive`: its keys
/// are numbered first, then `NSKeyedArchiver`, `100000`, the `$top`
/// dictionary, the `$objects` array (`$null`, the graph's objects, then the
/// class dictionaries and geometry strings in the order the objects first
/// used them) and the `$nibarchive` dictionary.
///
/// ``bytes(of:warnings:)`` throws the first problem met in that order: an
/// empty graph, a reference to no object, or a property-list limit (nesting
/// depth, object count).
struct KeyedGraphWriter {
    let graph: NibGraph
    var writer = BinaryPropertyListWriter()
    var warnings: [NibGraphWarning] = []
    /// Integers stored wider than Apple's encoder would pick: (object, entry position, width).
    var widths: [(object: Int, position: Int, width: NibGraph.IntegerWidth)] = []
    /// Entries under a key their object already has, for `duplicateKeys`.
    var repeated: [NibGraph.RepeatedEntry] = []

    /// `$objects` entries after the graph's objects, in order.
    enum Appended {
        case keyedClass(KeyedClass)
        case geometry(String)
    }
    var appended: [Appended] = []
    /// The first class dictionary appended with each content; made from ``appended`` when a lookup
    /// first needs it (see ``classUIDByContent(_:isNewASCIIName:)``). Keyed
    /// by the whole class (``KeyedClassKeys``), not its name: a file can give
    /// one name thousands of variants (different hints), and comparing each
    /// with all before it would make conversion quadratic (`nibtool convert --to keyed` of a
    /// 649 KB file would take about 14 s).
    var classUIDs: [[Int]: UInt64]?
    var classKeys = KeyedClassKeys()
    /// Whether every class dictionary appended so far has an ASCII name.
    var classNamesAreASCII = true
    /// Class names, by the `String`s the graph holds and by their bytes (an index in the
    /// arrays below), with the chain, hints and class UID of the first object of that
    /// name: most objects find their class dictionary there, without hashing a `String`
    /// or building a ``KeyedClass``.
    var classNames = BinaryPropertyListStringTable()
    var classNameIdentities = StringIdentityTable()
    var firstChains: [[String]] = []
    var firstHints: [[String]] = []
    var firstUIDs: [UInt64] = []

    /// The numbers of the graph's ASCII keys (of their escaped strings), by the `String`s the
    /// graph holds: most entries find their key's number there, without hashing its bytes.
    var keyNumbers = StringIdentityTable()
    /// Per string number: the last graph object with a key of that string, to find duplicate keys.
    var keyLastObject: [Int] = []
    /// The references of the dictionary being written: `$class` and its kept keys, then the
    /// class UID and their values.
    var dictionaryReferences: [Int] = []
    /// Per entry of the object being written: whether it is kept (false for a duplicate key);
    /// empty when every entry is, as in most objects.
    var keptEntries: [Bool] = []
    /// The numbers of class names and chain strings, by the `String`s the graph holds
    /// (see ``graphString(_:depth:)``).
    var stringNumbers = StringIdentityTable()
    /// Numbers of strings the archive repeats, once they have one.
    var classKeyNumber: Int?
    var classDictionaryKeyNumbers: [Int] = []

    /// `graph.objects.count`, read without touching `graph` (see ``writeObjects()``).
    let objectCount: Int

    init(graph: NibGraph) {
        self.graph = graph
        objectCount = graph.objects.count
        keyNumbers.reserveCapacity(128)
        classNames.reserveCapacity(64)
    }

    /// The graph as a binary keyed archive. On an error, `warnings` gets the
    /// warnings made before it.
    static func bytes(of graph: NibGraph, warnings: inout [NibGraphWarning]) throws(NibGraphError) -> [UInt8] {
        // The `$nibarchive` entry depends on integer widths and repeated keys found on the
        // way, which do not depend on the entry: when the first guess was wrong, the second
        // run, knowing, is right.
        var hasLayoutEntry = graph.archiveLayout != nil
        while true {
            var writer = KeyedGraphWriter(graph: graph)
            // Most archives have a few plist objects per graph object (its dictionary, keys, UID, values).
            writer.writer.reserveCapacity(objects: 4 * graph.objects.count)
            do {
                try writer.write(hasLayoutEntry: hasLayoutEntry)
            } catch {
                warnings += writer.warnings
                switch error {
                case let error as NibGraphError: throw error
                case let error as PropertyListError: throw NibGraphError(.keyedArchive(KeyedArchiveError(.propertyList(error))))
                default: throw NibGraphError(.unsupportedValue("\(error)"))
                }
            }
            let needsLayoutEntry = graph.archiveLayout != nil || !writer.widths.isEmpty || !writer.repeated.isEmpty
            if needsLayoutEntry == hasLayoutEntry {
                warnings += writer.warnings
                return writer.writer.bytes()
            }
            hasLayoutEntry = needsLayoutEntry
        }
    }

    /// Numbers the whole archive; `hasLayoutEntry` says whether the root has a `$nibarchive` entry.
    mutating func write(hasLayoutEntry: Bool) throws {
        guard let root = graph.objects.first else { throw NibGraphError(.emptyGraph) }
        if root.className != "NSObject" || !root.fallbackClassNames.isEmpty {
            warnings.append(NibGraphWarning(object: 0, "root class \(root.className) is not kept ($top has no class)"))
        }
        let rootKeys = ["$archiver", "$version", "$top", "$objects"] + (hasLayoutEntry ? [NibGraph.layoutKey] : [])
        let rootDictionary = try writer.collection(.dictionary, count: rootKeys.count, depth: 0)
        for (position, key) in rootKeys.enumerated() {
            writer.setReference(rootDictionary, at: position, to: try writer.string(key, depth: 1))
        }
        let count = rootKeys.count
        writer.setReference(rootDictionary, at: count, to: try writer.string(KeyedArchive.archiverName, depth: 1))
        writer.setReference(rootDictionary, at: count + 1, to: try writer.integer(KeyedArchive.version, depth: 1))
        writer.setReference(rootDictionary, at: count + 2, to: try writeTop(root))
        writer.setReference(rootDictionary, at: count + 3, to: try writeObjects())
        if hasLayoutEntry {
            // Never nil here: `bytes(of:warnings:)` asks for the entry only when there is something to keep.
            let hint = NibGraph.layoutHint(graph.archiveLayout, objectCount: objectCount, widths: widths, repeated: repeated)
                ?? .dictionary([])
            writer.setReference(rootDictionary, at: count + 4, to: try writer.value(hint, depth: 1))
        }
    }

    /// `$top`: the root's entries, but for repeated keys (kept for `duplicateKeys`).
    mutating func writeTop(_ root: NibGraph.Object) throws -> Int {
        var seen: Set<String> = []
        let kept = root.entries.map { seen.insert($0.key).inserted }
        let keptCount = kept.count { $0 }
        let top = try writer.collection(.dictionary, count: keptCount, depth: 1)
        var slot = 0
        for (position, entry) in root.entries.enumerated() where kept[position] {
            writer.setReference(top, at: slot, to: try writer.string(entry.key, depth: 2))
            slot += 1
        }
        for (position, entry) in root.entries.enumerated() {
            guard kept[position] else {
                try keepRepeated(entry, object: 0, position: position)
                continue
            }
            writer.setReference(top, at: slot, to: try value(entry.value, object: 0, position: position, key: entry.key, depth: 2))
            slot += 1
        }
        return top.number
    }

    /// `$objects`: `$null`, the graph's objects, then what they appended.
    mutating func writeObjects() throws -> Int {
        let list = try writer.collection(.array, count: 0, depth: 1)
        var numbers: [Int] = []
        numbers.reserveCapacity(objectCount + 64)
        numbers.append(try writer.string("$null", depth: 2))
        // Objects and entries are read in place (`objects[index]`, `entries[position]`) rather than
        // copied out, which would retain and release everything they hold; and from a local array:
        // reading `graph` while `self` changes had the whole graph copied for each object.
        let objects = graph.objects
        for index in objects.indices.dropFirst() {
            if let number = try plainValue(objects, index: index) {
                numbers.append(number)
            } else {
                numbers.append(try dictionary(objects, index: index))
            }
        }
        for item in appended {
            switch item {
            case .keyedClass(let keyedClass):
                numbers.append(try classDictionary(keyedClass))
            case .geometry(let text):
                numbers.append(try writer.string(text, depth: 2))
            }
        }
        writer.setReferences(list, numbers, kind: .array)
        return list.number
    }

    /// The UID the next appended `$objects` entry gets.
    var nextAppendedUID: UInt64 { UInt64(objectCount + appended.count) }

    /// Strings, numbers and data that NSKeyedArchiver stores as plain values,
    /// numbered; nil for other objects.
    mutating func plainValue(_ objects: [NibGraph.Object], index: Int) throws -> Int? {
        guard objects[index].entries.count == 1, objects[index].fallbackClassNames.isEmpty, objects[index].classChain.isEmpty else { return nil }
        let entry = objects[index].entries[0]
        switch entry.value {
        case .data(let bytes):
            if objects[index].className == "NSData", entry.key == "NS.bytes" { return try writer.data(bytes, depth: 2) }
            guard objects[index].className == "NSString", entry.key == "NS.bytes" else { return nil }
            // ASCII is valid UTF-8; other bytes are checked as String(validating:) does.
            let valid = bytes.isASCII || bytes.validatedUTF8 != nil
            return valid ? try writer.string(utf8: bytes, depth: 2) : nil
        case let .integer(number, width):
            guard objects[index].className == "NSNumber", entry.key == "NS.intval" else { return nil }
            if width != .minimal(for: number) { widths.append((index, 0, width)) }
            return try writer.integer(number, depth: 2)
        case .double(let number):
            guard objects[index].className == "NSNumber", entry.key == "NS.dblval" else { return nil }
            return try writer.real(number, depth: 2)
        case .float(let number):
            guard objects[index].className == "NSNumber", entry.key == "NS.dblval" else { return nil }
            return try writer.real32(number, depth: 2)
        case .bool(let flag):
            guard objects[index].className == "NSNumber", entry.key == "NS.boolval" else { return nil }
            return try writer.bool(flag, depth: 2)
        default:
            return nil
        }
    }

    /// An archived object, `objects[index]`: `$class`, then its entries but for repeated keys
    /// (kept for `duplicateKeys`).
    /// (This and the functions it calls take the array and the index, and read the object's
    /// fields in place: passing the object itself copied it.)
    mutating func dictionary(_ objects: [NibGraph.Object], index: Int) throws -> Int {
        let classUID = classUID(objects, index: index)
        let entries = objects[index].entries
        // Numbered without references: how many keys are kept is known once they are numbered,
        // and the references are given at the end.
        let dictionary = try writer.collection(.dictionary, count: 0, depth: 2)
        let classKey = try classKeyNumber ?? writer.string("$class", depth: 3)
        classKeyNumber = classKey
        dictionaryReferences.removeAll(keepingCapacity: true)
        dictionaryReferences.append(classKey)
        try numberKeys(entries, object: index)
        dictionaryReferences.append(try writer.uid(classUID, depth: 3))
        for position in entries.indices {
            guard keptEntries.isEmpty || keptEntries[position] else {
                try keepRepeated(entries[position], object: index, position: position)
                continue
            }
            dictionaryReferences.append(try entryValue(entries, position: position, object: index))
        }
        writer.setReferences(dictionary, dictionaryReferences, kind: .dictionary)
        return dictionary.number
    }

    /// Keeps `entry`, whose key an earlier entry of the object has, for `duplicateKeys`
    /// (the dictionary holds the first value).
    mutating func keepRepeated(_ entry: NibGraph.Entry, object: Int, position: Int) throws {
        let value = try NibGraph.propertyListValue(entry.value, object: object, position: position, key: entry.key,
                                                   objectCount: objectCount, widths: &widths, warnings: &warnings)
        repeated.append(.init(object: object, position: position, key: entry.key, value: value))
    }

    /// Numbers the escaped strings of the kept keys of `entries` in order, appending them to
    /// ``dictionaryReferences``, and fills ``keptEntries`` (a key equal to an earlier one of the
    /// object is dropped), which stays empty when every key is kept.
    ///
    /// ASCII keys are equal exactly when their bytes are, that is when their strings have the
    /// same number: their duplicates are found through ``keyLastObject``. From the first key
    /// that is not ASCII on (which Swift might call equal to another spelled differently),
    /// keys are compared as ``SeenKeys`` does, before they are numbered.
    mutating func numberKeys(_ entries: [NibGraph.Entry], object: Int) throws {
        keptEntries.removeAll(keepingCapacity: true)
        for position in entries.indices {
            guard let number = try asciiKeyNumber(entries[position].key) else {
                if keptEntries.isEmpty { keptEntries = Array(repeating: true, count: position) }
                try numberKeysByComparing(entries, from: position)
                return
            }
            if number >= keyLastObject.count {
                keyLastObject += repeatElement(0, count: max(number + 1, 2 * keyLastObject.count, 64) - keyLastObject.count)
            }
            if keyLastObject[number] != object {
                keyLastObject[number] = object
                dictionaryReferences.append(number)
                if !keptEntries.isEmpty { keptEntries.append(true) }
            } else {
                // The first duplicate: every entry before it was kept.
                if keptEntries.isEmpty { keptEntries = Array(repeating: true, count: position) }
                keptEntries.append(false)
            }
        }
    }

    /// Whether `text` is ASCII, read eight bytes at a time (`utf8.allSatisfy` takes
    /// hundreds of instructions for a long class name).
    static func isASCII(_ text: String) -> Bool {
        ByteView.isASCII(text.utf8)
    }

    /// ``numberKeys(_:object:)`` for `entries[start...]`, comparing keys as ``SeenKeys`` does.
    mutating func numberKeysByComparing(_ entries: [NibGraph.Entry], from start: Int) throws {
        var seen = SeenKeys()
        for position in start..<entries.count {
            let kept = seen.insert(entries[position].key, position: position, in: entries)
            if kept {
                dictionaryReferences.append(try writer.string(NibGraph.escape(entries[position].key), depth: 3))
            }
            keptEntries.append(kept)
        }
    }

    /// The number of the escaped string of `name`, a key the graph holds, numbering it when
    /// it is new; nil when `name` is not ASCII.
    mutating func asciiKeyNumber(_ name: String) throws -> Int? {
        if let known = keyNumbers.number(of: name) { return known }
        guard Self.isASCII(name) else { return nil }
        let number = try writer.string(NibGraph.escape(name), depth: 3)
        keyNumbers.insert(name, number: number)
        return number
    }

    /// The UID of the class dictionary of `objects[index]`, appending it when it is new.
    ///
    /// An object whose class name has the same bytes, and whose chain and hints
    /// are equal, as the first object of that name has that object's class; any
    /// other is looked up by content (``classUIDByContent(_:isNewASCIIName:)``).
    mutating func classUID(_ objects: [NibGraph.Object], index: Int) -> UInt64 {
        let nameIndex: Int
        if let known = classNameIdentities.number(of: objects[index].className) {
            nameIndex = known
        } else {
            let found = classNames.number(of: objects[index].className, orInsert: firstUIDs.count)
            nameIndex = found.number
            classNameIdentities.insert(objects[index].className, number: nameIndex)
            if found.inserted {
                let isASCII = Self.isASCII(objects[index].className)
                let uid = classUIDByContent(objects[index], isNewASCIIName: isASCII)
                firstChains.append(objects[index].classChain)
                firstHints.append(objects[index].fallbackClassNames)
                firstUIDs.append(uid)
                return uid
            }
        }
        if firstChains[nameIndex] == objects[index].classChain, firstHints[nameIndex] == objects[index].fallbackClassNames {
            return firstUIDs[nameIndex]
        }
        return classUIDByContent(objects[index], isNewASCIIName: false)
    }

    /// The UID of `object`'s class dictionary (``ClassChain/keyedClass(of:)``),
    /// found by its content, appending it when it is new.
    ///
    /// `isNewASCIIName` says that no object before had a class name of the same
    /// bytes, and that this one is ASCII: while every name appended is ASCII too,
    /// none can be equal to it (Swift compares ASCII strings by their bytes), so
    /// it is appended without a lookup.
    mutating func classUIDByContent(_ object: NibGraph.Object, isNewASCIIName: Bool) -> UInt64 {
        let keyedClass = ClassChain.keyedClass(of: object)
        if !(isNewASCIIName && classNamesAreASCII) {
            if classUIDs == nil { classUIDs = appendedClassUIDs() }
            if let known = classUIDs![classKeys.key(of: keyedClass)] { return known }
            classNamesAreASCII = classNamesAreASCII && Self.isASCII(keyedClass.name)
        }
        let uid = nextAppendedUID
        appended.append(.keyedClass(keyedClass))
        if classUIDs != nil {
            let key = classKeys.key(of: keyedClass)
            if classUIDs?[key] == nil { classUIDs?[key] = uid }
        }
        return uid
    }

    /// The class dictionaries appended so far: the first UID of each content.
    mutating func appendedClassUIDs() -> [[Int]: UInt64] {
        var table: [[Int]: UInt64] = [:]
        for (offset, item) in appended.enumerated() {
            guard case .keyedClass(let keyedClass) = item else { continue }
            let key = classKeys.key(of: keyedClass)
            if table[key] == nil { table[key] = UInt64(objectCount + offset) }
        }
        return table
    }

    /// A class dictionary (`$classname`, `$classes`, and `$classhints` when there are hints), numbered.
    mutating func classDictionary(_ keyedClass: KeyedClass) throws -> Int {
        let count = keyedClass.hints.isEmpty ? 2 : 3
        let dictionary = try writer.collection(.dictionary, count: count, depth: 2)
        for (position, key) in ["$classname", "$classes", "$classhints"].prefix(count).enumerated() {
            if position == classDictionaryKeyNumbers.count { classDictionaryKeyNumbers.append(try writer.string(key, depth: 3)) }
            writer.setReference(dictionary, at: position, to: classDictionaryKeyNumbers[position])
        }
        writer.setReference(dictionary, at: count, to: try graphString(keyedClass.name, depth: 3))
        writer.setReference(dictionary, at: count + 1, to: try stringList(keyedClass.classes, depth: 3))
        if count == 3 { writer.setReference(dictionary, at: count + 2, to: try stringList(keyedClass.hints, depth: 3)) }
        return dictionary.number
    }

    /// An array of strings, numbered.
    mutating func stringList(_ strings: [String], depth: Int) throws -> Int {
        let list = try writer.collection(.array, count: strings.count, depth: depth)
        for (position, text) in strings.enumerated() {
            writer.setReference(list, at: position, to: try graphString(text, depth: depth + 1))
        }
        return list.number
    }

    /// The number of `text`, found first by the identity of the `String` (``StringIdentityTable``):
    /// class dictionaries repeat the graph's class names (`NSObject`, `UIView`) many times.
    /// `text` must be a string the graph holds, or a literal.
    mutating func graphString(_ text: String, depth: Int) throws -> Int {
        try stringNumbers.number(of: text) { try writer.string(text, depth: depth) }
    }

    /// The number of the value of `entries[position]` of `objects[object]`, at depth 3.
    ///
    /// Integers and references, most values, are read in place: passing the value and its
    /// key to ``value(_:object:position:key:depth:)`` copies them (retaining what they hold).
    mutating func entryValue(_ entries: [NibGraph.Entry], position: Int, object: Int) throws -> Int {
        switch entries[position].value {
        case let .integer(number, width):
            return try integer(number, width: width, object: object, position: position, depth: 3)
        case .object(let target) where isPlainReference(target):
            return try writer.uid(UInt64(target), depth: 3)
        default:
            return try value(entries[position].value, object: object, position: position, key: entries[position].key, depth: 3)
        }
    }

    /// Whether a reference to `target` is written as its UID, with no error or warning.
    func isPlainReference(_ target: Int) -> Bool {
        target > 0 && target < objectCount
    }

    /// The number of an integer, noting its width when Apple's encoder would pick another.
    mutating func integer(_ number: Int64, width: NibGraph.IntegerWidth, object: Int, position: Int, depth: Int) throws -> Int {
        if width != .minimal(for: number) { widths.append((object, position, width)) }
        return try writer.integer(number, depth: depth)
    }

    /// The number of one value: geometry data under a geometry key becomes a string
    /// appended to `$objects`, any other value as ``NibGraph/propertyListValue(_:object:position:key:objectCount:widths:warnings:)``
    /// gives it.
    mutating func value(_ value: NibGraph.Value, object: Int, position: Int, key: String, depth: Int) throws -> Int {
        switch value {
        case let .integer(number, width):
            return try integer(number, width: width, object: object, position: position, depth: depth)
        case .bool(let flag): return try writer.bool(flag, depth: depth)
        case .float(let number): return try writer.real32(number, depth: depth)
        case .double(let number): return try writer.real(number, depth: depth)
        case .data(let bytes):
            if let text = GeometryString.string(forBlob: bytes, key: key) {
                let uid = nextAppendedUID
                appended.append(.geometry(text))
                return try writer.uid(uid, depth: depth)
            }
            return try writer.data(bytes, depth: depth)
        case .string(let text): return try writer.string(text, depth: depth)
        case .null: return try writer.uid(0, depth: depth)
        case .object(let target):
            guard target >= 0, target < objectCount else {
                throw NibGraphError(.referenceOutOfRange(index: target, count: objectCount), object: object, key: key)
            }
            if target == 0 {
                warnings.append(NibGraphWarning(object: object, key: key, "reference to the root object written as nil ($top is not an object)"))
            }
            return try writer.uid(UInt64(target), depth: depth)
        case .array(let items):
            let list = try writer.collection(.array, count: items.count, depth: depth)
            for slot in items.indices {
                // References, most items, are read in place (see entryValue).
                let number = if case .object(let target) = items[slot], isPlainReference(target) {
                    try writer.uid(UInt64(target), depth: depth + 1)
                } else {
                    try self.value(items[slot], object: object, position: position, key: "", depth: depth + 1)
                }
                writer.setReference(list, at: slot, to: number)
            }
            return list.number
        }
    }
}

/// The keys of one object seen so far, to find repeated ones: a few keys are
/// compared one by one, many go through a set. Package-wide so the writer's
/// check (in `NibFuzzing`) finds repeated keys by the same rule.
package struct SeenKeys {
    static let linearLimit = 16
    var set: Set<String>?

    package init() {}

    /// Whether `key`, the key of `entries[position]`, is new among the keys of `entries[..<position]`.
    package mutating func insert(_ key: String, position: Int, in entries: [NibGraph.Entry]) -> Bool {
        if position < Self.linearLimit {
            // Comparing lengths first spares most string comparisons.
            let length = key.utf8.count
            return !entries[..<position].contains { $0.key.utf8.count == length && $0.key == key }
        }
        if set == nil { set = Set(entries[..<position].map(\.key)) }
        return set!.insert(key).inserted
    }
}
