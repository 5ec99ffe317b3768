import NibBytes
import PropertyList

/// An NSKeyedArchiver archive (`$archiver`, `$version`, `$top`, `$objects`),
/// validated: every UID names an `$objects` entry, `$objects[0]` is `$null`,
/// and every archived object's `$class` names a class dictionary.
///
/// Objects stay property-list values; ``KeyedClass`` describes their classes.
/// UID 0 means nil. Object cycles are legal and need no special handling
/// here, since objects refer to each other only by UID.
///
/// Reading one from bytes (``decode(_:options:)``, ``init(propertyList:options:)``)
/// is package-only: it is the general path of `NibGraph(keyedArchiveBytes:)`,
/// the only reader of XML archives and of binary ones the in-place builder
/// leaves, not a second public reader. The product reads keyed archives with
/// that decoder or in place (``KeyedArchiveObjects``). Encoding one
/// (``encoded()``) is package-only too: the keyed writer's check in `NibFuzzing`.
public struct KeyedArchive: Sendable, Equatable {
    /// The archiver name NSKeyedUnarchiver requires.
    public static let archiverName = "NSKeyedArchiver"
    /// The only archive version NSKeyedUnarchiver reads.
    public static let version: Int64 = 100_000

    /// One `$top` entry: a top-level key and its value, normally the UID of
    /// an object (NSKeyedArchiver stores top-level scalars inline).
    package struct TopEntry: Sendable, Hashable {
        package var key: String
        package var value: PropertyListValue

        package init(key: String, value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }

    /// `$top`, in file order.
    package var top: [TopEntry]
    /// `$objects`, index 0 being `$null`.
    package var objects: [PropertyListValue]
    /// Root entries other than the four archiver ones, in file order.
    package var extraRootEntries: [PropertyListEntry]
    /// Class dictionaries by their `$objects` index, filled when decoding.
    private var classCache: [Int: KeyedClass] = [:]

    /// An archive from its parts, unchecked (see ``validated()``).
    package init(top: [TopEntry], objects: [PropertyListValue], extraRootEntries: [PropertyListEntry] = []) {
        self.top = top
        self.objects = objects
        self.extraRootEntries = extraRootEntries
    }

    /// Whether `bytes` start like a property list this layer can read.
    public static func isPropertyList(_ bytes: some Collection<UInt8>) -> Bool {
        BinaryPropertyList.hasMagic(bytes) || XMLPropertyList.hasMagic(bytes)
    }

    /// Decodes a binary or XML property list and validates it as a keyed archive.
    package static func decode(_ bytes: ByteView, options: KeyedArchiveOptions = .default) throws(KeyedArchiveError)
        -> KeyedArchive
    {
        let plist: PropertyListValue
        do {
            if BinaryPropertyList.hasMagic(bytes) {
                plist = try BinaryPropertyList.decode(bytes, options: options.propertyList)
            } else if XMLPropertyList.hasMagic(bytes) {
                plist = try XMLPropertyList.decode(bytes, options: options.propertyList)
            } else {
                throw KeyedArchiveError(.notAPropertyList)
            }
        } catch let error as PropertyListError {
            throw KeyedArchiveError(.propertyList(error))
        } catch let error as KeyedArchiveError {
            throw error
        } catch {
            throw KeyedArchiveError(.notAPropertyList)
        }
        return try KeyedArchive(propertyList: plist, options: options)
    }

    /// Reads and validates an archive from its root property list.
    package init(propertyList root: PropertyListValue, options: KeyedArchiveOptions = .default) throws(KeyedArchiveError) {
        guard case .dictionary(let entries) = root else { throw KeyedArchiveError(.missingRootEntry("$archiver")) }
        var archiver: PropertyListValue?, version: PropertyListValue?, top: PropertyListValue?, objects: PropertyListValue?
        var extra: [PropertyListEntry] = []
        for entry in entries {
            switch entry.key {
            case .string("$archiver"): archiver = entry.value
            case .string("$version"): version = entry.value
            case .string("$top"): top = entry.value
            case .string("$objects"): objects = entry.value
            default: extra.append(entry)
            }
        }
        guard let archiver else { throw KeyedArchiveError(.missingRootEntry("$archiver")) }
        guard case .string(let name) = archiver, name == Self.archiverName else {
            throw KeyedArchiveError(.unknownArchiver(Self.describe(archiver)))
        }
        guard let version else { throw KeyedArchiveError(.missingRootEntry("$version")) }
        guard case .integer(let number) = version, number == Self.version else {
            if case .integer(let number) = version { throw KeyedArchiveError(.unsupportedVersion(number)) }
            throw KeyedArchiveError(.invalidRootEntry("$version is a \(version.typeName), not an integer"))
        }
        guard let top else { throw KeyedArchiveError(.missingRootEntry("$top")) }
        guard case .dictionary(let topEntries) = top else {
            throw KeyedArchiveError(.invalidRootEntry("$top is a \(top.typeName), not a dictionary"))
        }
        guard let objects else { throw KeyedArchiveError(.missingRootEntry("$objects")) }
        guard case .array(let list) = objects else {
            throw KeyedArchiveError(.invalidRootEntry("$objects is a \(objects.typeName), not an array"))
        }
        guard list.count <= options.maximumObjects else { throw KeyedArchiveError(.tooManyObjects(limit: options.maximumObjects)) }
        guard list.first == .string("$null") else { throw KeyedArchiveError(.missingNullObject, object: 0) }
        var topList: [TopEntry] = []
        topList.reserveCapacity(topEntries.count)
        for entry in topEntries {
            guard case .string(let key) = entry.key else {
                throw KeyedArchiveError(.invalidRootEntry("a $top key is a \(entry.key.typeName), not a string"))
            }
            topList.append(TopEntry(key: key, value: entry.value))
        }
        self.init(top: topList, objects: list, extraRootEntries: extra)
        for entry in topList { try checkReferences(in: entry.value, object: nil, key: entry.key) }
        try validateObjects()
    }

    /// Checks every UID and `$class`, and records the class dictionaries.
    private mutating func validateObjects() throws(KeyedArchiveError) {
        for index in 1..<objects.count {
            guard case .dictionary(let entries) = objects[index] else { continue }
            var classUID: UInt64?
            for entry in entries {
                let key: String
                if case .string(let text) = entry.key { key = text } else { key = "(\(entry.key.typeName) key)" }
                if key == "$class" {
                    guard case .uid(let uid) = entry.value else {
                        throw KeyedArchiveError(.missingClass, object: index, key: key)
                    }
                    classUID = uid
                }
                try checkReferences(in: entry.value, object: index, key: key)
            }
            if let classUID {
                let classIndex = Int(classUID)
                if classCache[classIndex] == nil {
                    classCache[classIndex] = try Self.keyedClass(objects[classIndex], index: classIndex)
                }
            } else if entries.contains(where: { $0.key == .string("$classname") }) {
                continue  // a class dictionary
            } else {
                throw KeyedArchiveError(.missingClass, object: index)
            }
        }
    }

    private func checkReferences(in value: PropertyListValue, object: Int?, key: String) throws(KeyedArchiveError) {
        switch value {
        case .uid(let uid):
            guard uid < UInt64(objects.count) else {
                throw KeyedArchiveError(.referenceOutOfRange(uid: uid, count: objects.count), object: object, key: key)
            }
        case .array(let items), .set(let items):
            for item in items { try checkReferences(in: item, object: object, key: key) }
        case .dictionary(let entries):
            for entry in entries { try checkReferences(in: entry.value, object: object, key: key) }
        default:
            break
        }
    }

    private static func keyedClass(_ value: PropertyListValue, index: Int) throws(KeyedArchiveError) -> KeyedClass {
        guard case .dictionary = value else {
            throw KeyedArchiveError(.invalidClassDictionary("a \(value.typeName), not a dictionary"), object: index)
        }
        guard case .string(let name)? = value["$classname"] else {
            throw KeyedArchiveError(.invalidClassDictionary("no $classname string"), object: index)
        }
        func strings(_ key: String) throws(KeyedArchiveError) -> [String] {
            guard let list = value[key] else { return [] }
            guard case .array(let items) = list else {
                throw KeyedArchiveError(.invalidClassDictionary("\(key) is not an array"), object: index, key: key)
            }
            var names: [String] = []
            for item in items {
                guard case .string(let name) = item else {
                    throw KeyedArchiveError(.invalidClassDictionary("\(key) holds a \(item.typeName)"), object: index, key: key)
                }
                names.append(name)
            }
            return names
        }
        return KeyedClass(name: name, classes: try strings("$classes"), hints: try strings("$classhints"))
    }

    /// The class of archived object `index`, or nil for objects stored as
    /// plain property-list values (strings, numbers, data) and for class dictionaries.
    package func keyedClass(ofObject index: Int) throws(KeyedArchiveError) -> KeyedClass? {
        guard objects.indices.contains(index), case .uid(let uid)? = objects[index]["$class"] else { return nil }
        if let known = classCache[Int(uid)] { return known }
        guard uid < UInt64(objects.count) else {
            throw KeyedArchiveError(.referenceOutOfRange(uid: uid, count: objects.count), object: index, key: "$class")
        }
        return try Self.keyedClass(objects[Int(uid)], index: Int(uid))
    }

    /// The root property list: `$archiver`, `$version`, `$top`, `$objects`, then any extra entries.
    package var propertyList: PropertyListValue {
        var root: [PropertyListEntry] = [
            .init(key: .string("$archiver"), value: .string(Self.archiverName)),
            .init(key: .string("$version"), value: .integer(Self.version)),
            .init(key: .string("$top"), value: .dictionary(top.map { .init(key: .string($0.key), value: $0.value) })),
            .init(key: .string("$objects"), value: .array(objects)),
        ]
        root += extraRootEntries
        return .dictionary(root)
    }

    /// The archive as a binary property list: the tree the keyed writer's
    /// check (`NibFuzzing`) builds, encoded. The product writes keyed archives
    /// with `NibGraph.keyedArchiveBytes(warnings:)`.
    package func encoded() throws(KeyedArchiveError) -> [UInt8] {
        do {
            return try BinaryPropertyList.encode(propertyList)
        } catch {
            throw KeyedArchiveError(.propertyList(error))
        }
    }

    public static func == (lhs: KeyedArchive, rhs: KeyedArchive) -> Bool {
        lhs.top == rhs.top && lhs.objects == rhs.objects && lhs.extraRootEntries == rhs.extraRootEntries
    }

    private static func describe(_ value: PropertyListValue) -> String {
        if case .string(let text) = value { return text }
        return "(\(value.typeName))"
    }
}
