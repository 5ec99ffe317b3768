import NIBArchive
import NibBytes

/// A NIBArchive's objects as graph objects, read in place from its tables.
///
/// Creating one checks what the tables leave unchecked (every key and class
/// name is UTF-8) and turns the key and class-name tables into strings once;
/// after that, any object's class and any value can be read without building
/// a ``NibGraph``, and ``object(at:)`` gives one object exactly as
/// `NibGraph(nibArchive:)` would (inlined collections become `NS.objects`
/// and `NS.keys` arrays). The instantiation layer reads nibs this way, so an
/// object's values are converted only when its `init(coder:)` asks for them.
///
/// A class, so the decoders of many objects share one reader without
/// copying its tables; it never changes after creation.
public final class NIBArchiveObjects: Sendable {
    public let tables: NIBArchiveTables
    /// The key table as strings, by key index.
    public let keys: [String]
    /// The class-name table, in file order, with fallback indices.
    public let classes: [NIBArchiveDocument.ClassName]
    /// Per class-name entry: its fallback classes' names.
    let fallbackNames: [[String]]
    /// Per class-name entry: whether its objects may be inlined collections.
    let isCollection: [Bool]
    /// Per key index: whether the key is `UINibEncoderEmptyKey`, the key of an inlined element.
    let isElementKey: [Bool]
    /// Per key index: the key's length in UTF-8 bytes, compared before the key itself.
    let keyLengths: [Int]

    public init(_ tables: NIBArchiveTables) throws(NibGraphError) {
        var keys: [String] = []
        keys.reserveCapacity(tables.keys.count)
        for index in 0..<tables.keys.count {
            guard let key = tables.keys.validatedKey(at: index) else { throw NibGraphError(.invalidText("key \(index)")) }
            keys.append(key)
        }
        var classes: [NIBArchiveDocument.ClassName] = []
        classes.reserveCapacity(tables.classes.count)
        for index in 0..<tables.classes.count {
            guard let name = tables.classes.validatedName(at: index) else {
                throw NibGraphError(.invalidText("class name \(index)"))
            }
            classes.append(.init(name: name, fallbacks: tables.classes.fallbacks(at: index)))
        }
        self.tables = tables
        self.keys = keys
        self.classes = classes
        fallbackNames = classes.map { $0.fallbacks.map { classes[$0].name } }
        isCollection = classes.map { NibGraph.collectionClasses.contains($0.name) }
        isElementKey = keys.map { $0 == NibGraph.emptyKey }
        keyLengths = keys.map { $0.utf8.count }
    }

    /// Reads and validates NIBArchive bytes.
    public convenience init(bytes: ByteView, options: NIBArchiveOptions = .default) throws(NibGraphError) {
        let tables: NIBArchiveTables
        do {
            tables = try NIBArchiveReader.read(bytes, options: options)
        } catch {
            throw NibGraphError(.nibArchive(error))
        }
        try self.init(tables)
    }

    /// The number of objects; object 0 is the root.
    public var count: Int { tables.objects.count }

    /// Object `index`'s class.
    public func className(of index: Int) -> String {
        classes[tables.objects[index].classIndex].name
    }

    /// The classes to use when object `index`'s class is missing.
    public func fallbackClassNames(of index: Int) -> [String] {
        fallbackNames[tables.objects[index].classIndex]
    }

    /// The value-table indices of object `index`'s values.
    public func valueRange(of index: Int) -> Range<Int> {
        tables.objects[index].valueRange
    }

    /// Whether object `index` reads differently as a graph object than its
    /// raw values say: a collection class, whose inlined form becomes
    /// `NS.objects` (and `NS.keys`) arrays in ``object(at:)``.
    public func isCollection(_ index: Int) -> Bool {
        isCollection[tables.objects[index].classIndex]
    }

    /// The key of value `valueIndex` (an index into the value table).
    @inline(__always)
    public func key(ofValue valueIndex: Int) -> String {
        keys[tables.values.keyIndex(at: valueIndex)]
    }

    /// The first value-table index in `range` whose key is `key`.
    @inline(__always)
    public func valueIndex(forKey key: String, in range: Range<Int>) -> Int? {
        let length = key.utf8.count
        for valueIndex in range {
            let keyIndex = tables.values.keyIndex(at: valueIndex)
            if keyLengths[keyIndex] == length, keys[keyIndex] == key { return valueIndex }
        }
        return nil
    }

    /// Value `valueIndex` (an index into the value table) as a graph value.
    /// Data is a view into the file; references were checked when the tables were read.
    @inline(__always)
    public func value(_ valueIndex: Int) -> NibGraph.Value {
        Self.graphValue(tables.values[valueIndex].value)
    }

    @inline(__always)
    static func graphValue(_ value: NIBValue) -> NibGraph.Value {
        switch value {
        case .int8(let v): .integer(Int64(v), .int8)
        case .int16(let v): .integer(Int64(v), .int16)
        case .int32(let v): .integer(Int64(v), .int32)
        case .int64(let v): .integer(v, .int64)
        case .bool(let v): .bool(v)
        case .float32(let v): .float(v)
        case .float64(let v): .double(v)
        case .data(let v): .data(v)
        case .null: .null
        case .object(let target): .object(target)
        }
    }

    /// Object `index` as a graph object, as `NibGraph(nibArchive:)` gives it.
    public func object(at index: Int) -> NibGraph.Object {
        let entry = tables.objects[index]
        let className = classes[entry.classIndex].name
        var entries: [NibGraph.Entry]
        if isCollection[entry.classIndex], let collection = collectionEntries(entry.valueRange, className) {
            entries = collection
        } else {
            entries = []
            entries.reserveCapacity(entry.valueCount)
            for valueIndex in entry.valueRange {
                let keyed = tables.values[valueIndex]
                entries.append(NibGraph.Entry(keys[keyed.keyIndex], Self.graphValue(keyed.value)))
            }
        }
        return NibGraph.Object(className: className, fallbackClassNames: fallbackNames[entry.classIndex], entries: entries)
    }

    /// The `NS.objects` (and, for dictionaries, `NS.keys`) entries of an
    /// inlined collection, or nil when the values are not exactly
    /// `NSInlinedValue = true` then references under `UINibEncoderEmptyKey`
    /// (and, for dictionaries, an even number of them).
    private func collectionEntries(_ range: Range<Int>, _ className: String) -> [NibGraph.Entry]? {
        guard let first = range.first, key(ofValue: first) == NibGraph.inlinedValueKey,
              case .bool(true) = tables.values[first].value
        else { return nil }
        var elements: [NibGraph.Value] = []
        elements.reserveCapacity(range.count - 1)
        for valueIndex in range.dropFirst() {
            let keyed = tables.values[valueIndex]
            guard isElementKey[keyed.keyIndex], case .object(let target) = keyed.value else { return nil }
            elements.append(.object(target))
        }
        guard NibGraph.dictionaryClasses.contains(className) else { return [NibGraph.Entry("NS.objects", .array(elements))] }
        guard elements.count % 2 == 0 else { return nil }
        let keys = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
        let values = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        return [NibGraph.Entry("NS.keys", .array(keys)), NibGraph.Entry("NS.objects", .array(values))]
    }

    /// The table layout ``NibGraph/archiveLayout`` keeps for writing the same bytes back.
    public var layout: NIBArchiveLayout {
        NIBArchiveLayout(
            formatVersion: tables.header.formatVersion, coderVersion: tables.header.coderVersion,
            keys: keys, classes: classes, trailingBytes: tables.trailingBytes.array)
    }
}
