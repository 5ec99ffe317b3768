import NibBytes

/// One object read straight from an archive without indexing its tables.
public struct NIBObjectLookup: Sendable {
    public let index: Int
    public let className: String
    /// Indices into the class-name table.
    public let fallbackClassIndices: [Int]
    /// The object's values in order, with their key names.
    public let values: [(key: String, value: NIBValue)]
}

extension NIBArchiveReader {
    /// Reads object `index` by scanning each table only as far as it must: the
    /// object table up to the object, the value table up to the end of its
    /// values, the key and class tables up to the highest index it uses.
    ///
    /// The cost grows with the object's position and its values, not with the
    /// size of the file, so opening a large nib and reading one early object
    /// is about as fast as in a small one. Every byte read is checked as the
    /// full reader checks it; in addition the object's key and class names
    /// must be UTF-8, since they are returned as strings (the tolerant full
    /// reader reports such names only when asked, `validatedKey(at:)`). Not
    /// checked: how many values all objects' ranges list
    /// (``NIBArchiveOptions/maximumSharedValues``), which takes the whole
    /// object table; one object's values are read whatever the others list.
    public func lookUpObject(_ index: Int) throws(NIBArchiveError) -> NIBObjectLookup {
        let header = self.header
        guard index >= 0, index < header.objectCount else {
            throw NIBArchiveError(.objectReferenceOutOfRange(index: index, count: header.objectCount), table: .objects,
                                  offset: bytes.storageOffset + header.objectsOffset)
        }
        // The object table, up to the object.
        var cursor = self.cursor(table: .objects, at: header.objectsOffset)
        var entry = NIBObjectTable.Entry(classIndex: 0, valuesStart: 0, valueCount: 0)
        for position in 0...index {
            cursor.item = position
            let start = cursor.offset
            entry = .init(classIndex: try cursor.varint(), valuesStart: try cursor.varint(), valueCount: try cursor.varint())
            guard entry.classIndex < header.classCount else {
                throw cursor.error(.classIndexOutOfRange(index: entry.classIndex, count: header.classCount), at: start)
            }
            guard entry.valuesStart <= header.valueCount, entry.valueCount <= header.valueCount - entry.valuesStart else {
                throw cursor.error(.valueRangeOutOfRange(start: entry.valuesStart, count: entry.valueCount,
                                                         valueCount: header.valueCount), at: start)
            }
        }
        // The value table, up to the end of the object's values.
        cursor = self.cursor(table: .values, at: header.valuesOffset)
        var offsets: [UInt32] = []
        offsets.reserveCapacity(entry.valueCount)
        for position in 0..<(entry.valuesStart + entry.valueCount) {
            if position >= entry.valuesStart { offsets.append(UInt32(truncatingIfNeeded: cursor.offset)) }
            do throws(NIBArchiveError) {
                try Self.skipValue(&cursor, keyCount: header.keyCount, objectCount: header.objectCount)
            } catch {
                throw NIBArchiveError(error.kind, table: .values, index: position, offset: error.offset)
            }
        }
        let table = NIBValueTable(archive: bytes, offsets: offsets, byteRange: header.valuesOffset..<cursor.offset)
        let values = (0..<offsets.count).map { table[$0] }
        // The key table, up to the highest key used.
        let neededKeys = Set(values.map(\.keyIndex))
        var names: [Int: String] = [:]
        cursor = self.cursor(table: .keys, at: header.keysOffset)
        for position in 0..<((neededKeys.max() ?? -1) + 1) {
            cursor.item = position
            let length = try cursor.varint()
            let start = cursor.offset
            try cursor.skip(length)
            guard neededKeys.contains(position) else { continue }
            guard let name = bytes.slice(offset: start, length: length)?.validatedUTF8 else {
                throw cursor.error(.invalidUTF8, at: start)
            }
            names[position] = name
        }
        // The class-name table, up to the object's class.
        cursor = self.cursor(table: .classes, at: header.classesOffset)
        var className = ""
        var fallbacks: [Int] = []
        for position in 0...entry.classIndex {
            cursor.item = position
            let entryStart = cursor.offset
            let length = try cursor.varint()
            let fallbackCount = try cursor.varint()
            guard length > 0 else { throw cursor.error(.emptyClassName, at: entryStart) }
            guard fallbackCount <= cursor.remaining / 4 else { throw cursor.error(.truncated) }
            fallbacks.removeAll(keepingCapacity: true)
            for _ in 0..<fallbackCount {
                let at = cursor.offset
                let fallback = Int(Int32(bitPattern: try cursor.uint32()))
                guard fallback >= 0, fallback < header.classCount else {
                    throw cursor.error(.fallbackIndexOutOfRange(index: fallback, count: header.classCount), at: at)
                }
                fallbacks.append(fallback)
            }
            let nameStart = cursor.offset
            try cursor.skip(length)
            guard bytes.byte(at: cursor.offset - 1) == 0 else { throw cursor.error(.classNameNotTerminated, at: cursor.offset - 1) }
            if position == entry.classIndex {
                guard let name = bytes.slice(offset: nameStart, length: length - 1)?.validatedUTF8 else {
                    throw cursor.error(.invalidUTF8, at: nameStart)
                }
                className = name
            }
        }
        return NIBObjectLookup(index: index, className: className, fallbackClassIndices: fallbacks,
                               values: values.map { (names[$0.keyIndex] ?? "", $0.value) })
    }
}
