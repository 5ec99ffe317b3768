import NibBytes

/// A NIBArchive with all four tables decoded and validated: every index is
/// in range and every payload inside the file, so reading objects and values
/// from here on cannot fail. Strings and data are views into the file.
public struct NIBArchiveTables: Sendable {
    public let reader: NIBArchiveReader
    public let objects: NIBObjectTable
    public let keys: NIBKeyTable
    public let values: NIBValueTable
    public let classes: NIBClassTable
    /// Bytes after the last table (some files end in `LNE\0`). Kept so they
    /// survive a round trip; Apple's own output has none.
    public let trailingBytes: ByteView
    /// The header's warnings plus layout findings (tolerant mode only).
    public let warnings: [NIBArchiveWarning]
    /// Indices of the keys the semantic helpers use.
    public let wellKnownKeys: NIBWellKnownKeys
    /// The semantic role of each class entry.
    let classRoles: [NIBClassRole]

    public var header: NIBArchiveHeader { reader.header }
    public var bytes: ByteView { reader.bytes }

    init(reader: NIBArchiveReader) throws(NIBArchiveError) {
        // The same order Apple's decoder validates in.
        let classes = try reader.classTable()
        let keys = try reader.keyTable()
        let values = try reader.valueTable()
        let objects = try reader.objectTable()

        let tables = [objects.byteRange, keys.byteRange, values.byteRange, classes.byteRange]
        let end = min(reader.bytes.count, tables.map(\.upperBound).max() ?? NIBArchiveHeader.size)
        let dataEnd = max(end, NIBArchiveHeader.size)
        let base = reader.bytes.storageOffset

        var warnings = reader.warnings
        var findings: [(String, Int)] = []
        var expected = NIBArchiveHeader.size
        for (name, range) in zip(["object", "key", "value", "class-name"], tables) {
            if range.lowerBound != expected {
                findings.append(("\(name) table starts at \(range.lowerBound), expected \(expected)", range.lowerBound))
            }
            expected = range.upperBound
        }
        let trailingCount = reader.bytes.count - dataEnd
        if reader.options.strict {
            if let (what, offset) = findings.first {
                throw NIBArchiveError(.nonCanonicalLayout(what), table: .layout, offset: base + offset)
            }
            if trailingCount > 0 {
                throw NIBArchiveError(.trailingBytes(count: trailingCount), table: .layout, offset: base + dataEnd)
            }
        }
        warnings += findings.map { NIBArchiveWarning("non-canonical layout: \($0.0)", offset: base + $0.1) }
        if trailingCount > 0 {
            warnings.append(NIBArchiveWarning("\(trailingCount) trailing bytes after the last table", offset: base + dataEnd))
        }

        self.reader = reader
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classes = classes
        self.trailingBytes = reader.bytes.slice(offset: dataEnd, length: max(0, trailingCount))
            ?? ByteView(copying: [])
        self.warnings = warnings
        self.wellKnownKeys = NIBWellKnownKeys(keys: keys)
        self.classRoles = NIBClassRole.roles(of: classes)
    }

    /// Object 0, the root of the graph.
    public static let rootObject = 0

    /// The class name of object `index`.
    public func className(ofObject index: Int) -> String {
        classes[objects[index].classIndex]
    }

    /// The class names of the fallback classes of object `index`, in order.
    public func fallbackClassNames(ofObject index: Int) -> [String] {
        classes.fallbacks(at: objects[index].classIndex).map { classes[$0] }
    }

    /// The values of object `index`, decoded as they are read.
    public func values(ofObject index: Int) -> LazyMapCollection<Range<Int>, NIBKeyedValue> {
        objects[index].valueRange.lazy.map { [values] in values[$0] }
    }

    /// The name of a value's key.
    public func key(of value: NIBKeyedValue) -> String {
        keys[value.keyIndex]
    }

    /// The first value of object `index` whose key is `keyIndex`.
    public func value(forKeyIndex keyIndex: Int, ofObject index: Int) -> NIBValue? {
        for valueIndex in objects[index].valueRange where values.keyIndex(at: valueIndex) == keyIndex {
            return values[valueIndex].value
        }
        return nil
    }

    /// The first value of object `index` whose key is `key`.
    public func value(forKey key: String, ofObject index: Int) -> NIBValue? {
        guard let keyIndex = keys.index(of: key) else { return nil }
        return value(forKeyIndex: keyIndex, ofObject: index)
    }
}
