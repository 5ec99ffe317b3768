import NIBArchive
import NibBytes

extension NibGraph {
    /// Classes whose NIBArchive form is an inlined collection.
    static let collectionClasses = FoundationClasses.inlinedCollections
    static let dictionaryClasses = FoundationClasses.classes(of: .dictionary)
    static let inlinedValueKey = "NSInlinedValue"
    static let emptyKey = "UINibEncoderEmptyKey"

    /// Decodes a NIBArchive's tables into a graph, keeping the table layout
    /// in ``archiveLayout`` so ``nibArchiveDocument()`` can write the same bytes.
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

    /// The graph as a NIBArchive document. With an ``archiveLayout`` the key
    /// and class tables keep its order (new names are appended), so a graph
    /// decoded from a NIBArchive is written back byte for byte.
    ///
    /// Collections become inlined collections; an `NSString`'s inline
    /// `NS.string` becomes `NS.bytes` data. Values NIBArchive cannot hold are
    /// named in `warnings`. `options.coderVersion` sets the header's coder version.
    public func nibArchiveDocument(
        options: NIBArchiveEncodingOptions = .default, warnings: inout [NibGraphWarning]
    ) throws(NibGraphError) -> NIBArchiveDocument {
        guard !objects.isEmpty else { throw NibGraphError(.emptyGraph) }
        let layout = archiveLayout ?? NIBArchiveLayout()
        var builder = NIBArchiveBuilder(
            coderVersion: options.coderVersion ?? layout.coderVersion, presetKeys: layout.keys, presetClasses: layout.classes)
        builder.reserveCapacity(objects: objects.count, values: archiveValueCount)
        var strings = StringBytes()
        var names = NIBArchiveNames()
        for index in objects.indices {
            let (classIndex, kind) = names.classIndex(of: objects[index], in: &builder)
            builder.beginObject(classIndex: classIndex)
            if case .collection(let isDictionary) = kind, isInlinable(objects[index], isDictionary: isDictionary) {
                appendInlinedElements(of: objects[index], isDictionary: isDictionary, to: &builder, names: &names)
                continue
            }
            for entry in objects[index].entries {
                if case .string = kind, entry.key == "NS.string", case .string(let text) = entry.value {
                    builder.appendValue(keyIndex: names.keyIndex("NS.bytes", in: &builder), .data(strings.view(of: text)))
                    continue
                }
                guard let value = try nibValue(entry.value, object: index, key: entry.key, strings: &strings,
                                               warnings: &warnings) else {
                    continue
                }
                builder.appendValue(keyIndex: names.keyIndex(entry.key, in: &builder), value)
            }
        }
        var document = builder.document
        document.formatVersion = layout.formatVersion
        document.trailingBytes = layout.trailingBytes
        return document
    }

    /// The graph as NIBArchive bytes, written as `options` ask: an archive
    /// larger than `options.maximumSize` is refused before it is made.
    public func nibArchiveBytes(
        options: NIBArchiveEncodingOptions = .default, warnings: inout [NibGraphWarning]
    ) throws(NibGraphError) -> [UInt8] {
        let document = try nibArchiveDocument(options: options, warnings: &warnings)
        do {
            return try NIBArchiveWriter.encode(document, maximumSize: options.maximumSize)
        } catch {
            throw NibGraphError(.encoding(error.description))
        }
    }

    /// About how many values the archive holds: one per entry, and one per
    /// element of a list (an inlined collection's elements are values of their own).
    private var archiveValueCount: Int {
        var count = 0
        for object in objects {
            count += object.entries.count
            for entry in object.entries {
                if case .array(let items) = entry.value { count += items.count }
            }
        }
        return count
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
            guard entries.count == 2, let keysEntry = entries.first(where: { $0.key == "NS.keys" }),
                  let objectsEntry = entries.first(where: { $0.key == "NS.objects" }),
                  let keyCount = referenceCount(keysEntry.value), keyCount == referenceCount(objectsEntry.value)
            else { return false }
            return true
        }
        return entries.count == 1 && entries[0].key == "NS.objects" && referenceCount(entries[0].value) != nil
    }

    /// Appends an inlinable collection's values (see ``isInlinable(_:isDictionary:)``):
    /// `NSInlinedValue` true, then each element (a dictionary's key then its
    /// value, pair by pair) under `UINibEncoderEmptyKey`.
    private func appendInlinedElements(of object: Object, isDictionary: Bool, to builder: inout NIBArchiveBuilder,
                                       names: inout NIBArchiveNames) {
        func items(_ key: String) -> [Value] {
            guard case .array(let items)? = object[key] else { return [] }
            return items
        }
        func target(_ item: Value) -> Int {
            guard case .object(let index) = item else { return 0 }
            return index
        }
        builder.appendValue(keyIndex: names.keyIndex(Self.inlinedValueKey, in: &builder), .bool(true))
        let elements = items("NS.objects")
        // Looked up with the first element: an empty collection adds no key.
        guard !elements.isEmpty else { return }
        let emptyKey = names.keyIndex(Self.emptyKey, in: &builder)
        if isDictionary {
            for (key, element) in zip(items("NS.keys"), elements) {
                builder.appendValue(keyIndex: emptyKey, .object(target(key)))
                builder.appendValue(keyIndex: emptyKey, .object(target(element)))
            }
        } else {
            for element in elements { builder.appendValue(keyIndex: emptyKey, .object(target(element))) }
        }
    }

    private func nibValue(_ value: Value, object: Int, key: String, strings: inout StringBytes,
                          warnings: inout [NibGraphWarning]) throws(NibGraphError)
        -> NIBValue?
    {
        switch value {
        case let .integer(number, width):
            guard width.holds(number) else { return .integer(number) }
            switch width {
            case .int8: return .int8(Int8(number))
            case .int16: return .int16(Int16(number))
            case .int32: return .int32(Int32(number))
            case .int64: return .int64(number)
            }
        case .bool(let flag): return .bool(flag)
        case .float(let number): return .float32(number)
        case .double(let number): return .float64(number)
        case .data(let bytes): return .data(bytes)
        case .null: return .null
        case .object(let target):
            guard objects.indices.contains(target) else {
                throw NibGraphError(.referenceOutOfRange(index: target, count: objects.count), object: object, key: key)
            }
            return .object(target)
        case .string(let text):
            warnings.append(NibGraphWarning(object: object, key: key, "inline string written as UTF-8 data (NIBArchive has no string values)"))
            return .data(strings.view(of: text))
        case .array:
            warnings.append(NibGraphWarning(object: object, key: key, "array value dropped (NIBArchive holds arrays only as collection objects)"))
            return nil
        }
    }
}
