import NIBArchive
import NibBytes

extension NibGraph {
    /// Classes whose NIBArchive form is an inlined collection.
    static let collectionClasses = FoundationClasses.inlinedCollections
    static let dictionaryClasses = FoundationClasses.classes(of: .dictionary)
    static let inlinedValueKey = "NSInlinedValue"
    static let emptyKey = "UINibEncoderEmptyKey"

    /// Decodes a NIBArchive's tables into a graph, keeping the table layout
    /// in ``archiveLayout`` so ``nibArchiveBytes(options:warnings:)`` can write the same bytes.
    ///
    /// Inlined collections (`NSInlinedValue` then `UINibEncoderEmptyKey`
    /// references) become `NS.objects` (and `NS.keys`) arrays.
    public init(nibArchive tables: NIBArchiveTables) throws(NibGraphError) {
        self.init(try NIBArchiveObjects(tables))
    }

    /// The graph of a NIBArchive whose tables are already read in place.
    public init(_ archive: NIBArchiveObjects) {
        var objects: [Object] = []
        objects.reserveCapacity(archive.count)
        for index in 0..<archive.count {
            objects.append(archive.object(at: index))
        }
        self.init(objects: objects, archiveLayout: archive.layout)
    }

    /// Decodes NIBArchive bytes into a graph.
    public init(nibArchiveBytes bytes: ByteView, options: NIBArchiveOptions = .default) throws(NibGraphError) {
        self.init(try NIBArchiveObjects(bytes: bytes, options: options))
    }

    /// The graph as NIBArchive bytes, written as `options` ask: an archive
    /// larger than `options.maximumSize` is refused, and it is not made
    /// larger than that on the way. With an ``archiveLayout`` the key and
    /// class tables keep its order (new names are appended), so a graph
    /// decoded from a NIBArchive is written back byte for byte.
    ///
    /// Collections become inlined collections; an `NSString`'s inline
    /// `NS.string` becomes `NS.bytes` data. Values NIBArchive cannot hold are
    /// named in `warnings`. `options.coderVersion` sets the header's coder version.
    public func nibArchiveBytes(
        options: NIBArchiveEncodingOptions = .default, warnings: inout [NibGraphWarning]
    ) throws(NibGraphError) -> [UInt8] {
        guard !objects.isEmpty else { throw NibGraphError(.emptyGraph) }
        let layout = archiveLayout ?? NIBArchiveLayout()
        var writer = NIBArchiveStreamWriter(
            formatVersion: layout.formatVersion, coderVersion: options.coderVersion ?? layout.coderVersion,
            presetKeys: layout.keys, presetClasses: layout.classes, maximumSize: options.maximumSize)
        let valueCount = objects.reduce(0) { $0 + $1.entries.count }
        writer.reserveCapacity(objects: objects.count, values: valueCount)
        var names = NIBArchiveNames()
        names.reserveCapacity(keys: min(valueCount, 128), classes: min(objects.count, 32))
        for index in objects.indices {
            let (classIndex, kind) = names.classIndex(of: objects[index].className, fallbacks: objects[index].fallbackClassNames,
                                                      in: &writer)
            writer.beginObject(classIndex: classIndex)
            if case .collection(let isDictionary) = kind, isInlinable(objects[index], isDictionary: isDictionary) {
                appendInlinedElements(of: objects[index], isDictionary: isDictionary, to: &writer, names: &names)
                continue
            }
            for entry in objects[index].entries {
                if case .string = kind, Self.isKey(entry.key, "NS.string"), case .string(let text) = entry.value {
                    writer.appendValue(keyIndex: names.keyIndex("NS.bytes", in: &writer), utf8: text)
                    continue
                }
                try append(entry, object: index, to: &writer, names: &names, warnings: &warnings)
            }
        }
        do {
            return try writer.finish(trailingBytes: layout.trailingBytes)
        } catch {
            throw NibGraphError(.encoding(error.description))
        }
    }

    /// Whether a collection object (of a collection class, a dictionary one
    /// when `isDictionary`) can be written as NIBArchive's inlined collection:
    /// its entries are lists of references to objects of the graph (for a
    /// dictionary, `NS.keys` and `NS.objects` of one length).
    private func isInlinable(_ object: Object, isDictionary: Bool) -> Bool {
        func referenceCount(_ value: Value) -> Int? {
            guard case .array(let items) = value else { return nil }
            for item in items {
                guard case .object(let index) = item, objects.indices.contains(index) else { return nil }
            }
            return items.count
        }
        let entries = object.entries
        if isDictionary {
            // Keyed archives written by Apple's own tools may list NS.objects before NS.keys.
            guard entries.count == 2, let keysEntry = entries.first(where: { Self.isKey($0.key, "NS.keys") }),
                  let objectsEntry = entries.first(where: { Self.isKey($0.key, "NS.objects") }),
                  let keyCount = referenceCount(keysEntry.value), keyCount == referenceCount(objectsEntry.value)
            else { return false }
            return true
        }
        return entries.count == 1 && Self.isKey(entries[0].key, "NS.objects") && referenceCount(entries[0].value) != nil
    }

    /// Whether `key` is `name`, lengths compared first: most keys a writer
    /// asks about differ in length from the one it looks for.
    private static func isKey(_ key: String, _ name: String) -> Bool {
        key.utf8.count == name.utf8.count && key == name
    }

    /// Appends an inlinable collection's values (see ``isInlinable(_:isDictionary:)``):
    /// `NSInlinedValue` true, then each element (a dictionary's key then its
    /// value, pair by pair) under `UINibEncoderEmptyKey`.
    private func appendInlinedElements(of object: Object, isDictionary: Bool, to writer: inout NIBArchiveStreamWriter,
                                       names: inout NIBArchiveNames) {
        func items(_ key: String) -> [Value] {
            guard case .array(let items)? = object[key] else { return [] }
            return items
        }
        func target(_ item: Value) -> Int {
            guard case .object(let index) = item else { return 0 }
            return index
        }
        writer.appendValue(keyIndex: names.keyIndex(Self.inlinedValueKey, in: &writer), .bool(true))
        let elements = items("NS.objects")
        // Looked up with the first element: an empty collection adds no key.
        guard !elements.isEmpty else { return }
        let emptyKey = names.keyIndex(Self.emptyKey, in: &writer)
        if isDictionary {
            for (key, element) in zip(items("NS.keys"), elements) {
                writer.appendValue(keyIndex: emptyKey, .object(target(key)))
                writer.appendValue(keyIndex: emptyKey, .object(target(element)))
            }
        } else {
            for element in elements { writer.appendValue(keyIndex: emptyKey, .object(target(element))) }
        }
    }

    /// Writes one entry's value, or names in `warnings` why it is left out
    /// or written otherwise (NIBArchive has no inline strings and no arrays
    /// outside collection objects).
    private func append(_ entry: Entry, object: Int, to writer: inout NIBArchiveStreamWriter,
                        names: inout NIBArchiveNames, warnings: inout [NibGraphWarning]) throws(NibGraphError) {
        let value: NIBValue
        switch entry.value {
        case let .integer(number, width):
            guard width.holds(number) else {
                value = .integer(number)
                break
            }
            switch width {
            case .int8: value = .int8(Int8(number))
            case .int16: value = .int16(Int16(number))
            case .int32: value = .int32(Int32(number))
            case .int64: value = .int64(number)
            }
        case .bool(let flag): value = .bool(flag)
        case .float(let number): value = .float32(number)
        case .double(let number): value = .float64(number)
        case .data(let bytes): value = .data(bytes)
        case .null: value = .null
        case .object(let target):
            guard objects.indices.contains(target) else {
                throw NibGraphError(.referenceOutOfRange(index: target, count: objects.count), object: object, key: entry.key)
            }
            value = .object(target)
        case .string(let text):
            warnings.append(NibGraphWarning(object: object, key: entry.key, "inline string written as UTF-8 data (NIBArchive has no string values)"))
            writer.appendValue(keyIndex: names.keyIndex(entry.key, in: &writer), utf8: text)
            return
        case .array:
            warnings.append(NibGraphWarning(object: object, key: entry.key, "array value dropped (NIBArchive holds arrays only as collection objects)"))
            return
        }
        writer.appendValue(keyIndex: names.keyIndex(entry.key, in: &writer), value)
    }
}
