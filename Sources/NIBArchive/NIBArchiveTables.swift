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

        let base = reader.bytes.storageOffset
        let dataEnd = min(reader.bytes.count, max(NIBArchiveHeader.size, objects.byteRange.upperBound,
                                                  keys.byteRange.upperBound, values.byteRange.upperBound,
                                                  classes.byteRange.upperBound))
        let trailingCount = reader.bytes.count - dataEnd

        // Apple's layout: contiguous from offset 50, in the order objects, keys, values, class names.
        // A finding points at the table, or at the header field holding its offset when that is past the end.
        func place(_ range: Range<Int>, headerField: Int) -> Int {
            range.lowerBound <= reader.bytes.count ? range.lowerBound : headerField
        }
        var finding: (what: String, offset: Int)?
        if objects.byteRange.lowerBound != NIBArchiveHeader.size {
            finding = ("object table starts at \(objects.byteRange.lowerBound), expected 50",
                       place(objects.byteRange, headerField: 22))
        } else if keys.byteRange.lowerBound != objects.byteRange.upperBound {
            finding = ("key table starts at \(keys.byteRange.lowerBound), expected \(objects.byteRange.upperBound)",
                       place(keys.byteRange, headerField: 30))
        } else if values.byteRange.lowerBound != keys.byteRange.upperBound {
            finding = ("value table starts at \(values.byteRange.lowerBound), expected \(keys.byteRange.upperBound)",
                       place(values.byteRange, headerField: 38))
        } else if classes.byteRange.lowerBound != values.byteRange.upperBound {
            finding = ("class-name table starts at \(classes.byteRange.lowerBound), expected \(values.byteRange.upperBound)",
                       place(classes.byteRange, headerField: 46))
        }

        var warnings = reader.warnings
        if let finding {
            if reader.options.strict {
                throw NIBArchiveError(.nonCanonicalLayout(finding.what), table: .layout, offset: base + finding.offset)
            }
            warnings.append(NIBArchiveWarning("non-canonical layout: \(finding.what)", offset: base + finding.offset))
        }
        if trailingCount > 0 {
            if reader.options.strict {
                throw NIBArchiveError(.trailingBytes(count: trailingCount), table: .layout, offset: base + dataEnd)
            }
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
