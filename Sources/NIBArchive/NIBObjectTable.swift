/// The object table: for each object, its class and its range of values.
public struct NIBObjectTable: Sendable {
    /// One object: a class-name index and a range of the value table.
    /// Ranges may overlap and need not follow object order.
    public struct Entry: Sendable, Hashable {
        public var classIndex: Int
        public var valuesStart: Int
        public var valueCount: Int

        public init(classIndex: Int, valuesStart: Int, valueCount: Int) {
            self.classIndex = classIndex
            self.valuesStart = valuesStart
            self.valueCount = valueCount
        }

        /// The indices of this object's values in the value table.
        public var valueRange: Range<Int> { valuesStart..<(valuesStart + valueCount) }
    }

    public let entries: [Entry]
    /// Where the table lies, in archive offsets.
    public let byteRange: Range<Int>

    public var count: Int { entries.count }
    public subscript(index: Int) -> Entry { entries[index] }
}

extension NIBArchiveReader {
    /// Decodes the object table, checking every class index and value range
    /// against the header's counts.
    public func objectTable() throws(NIBArchiveError) -> NIBObjectTable {
        let header = self.header
        return try bytes.withUnsafeBytes { raw throws(NIBArchiveError) -> NIBObjectTable in
            var cursor = self.cursor(raw, table: .objects, at: header.objectsOffset)
            var entries: [NIBObjectTable.Entry] = []
            entries.reserveCapacity(header.objectCount)
            for index in 0..<header.objectCount {
                cursor.item = index
                let start = cursor.offset
                let classIndex = try cursor.varint()
                let valuesStart = try cursor.varint()
                let valueCount = try cursor.varint()
                guard classIndex < header.classCount else {
                    throw cursor.error(.classIndexOutOfRange(index: classIndex, count: header.classCount), at: start)
                }
                guard valuesStart <= header.valueCount, valueCount <= header.valueCount - valuesStart else {
                    throw cursor.error(.valueRangeOutOfRange(start: valuesStart, count: valueCount,
                                                             valueCount: header.valueCount), at: start)
                }
                entries.append(.init(classIndex: classIndex, valuesStart: valuesStart, valueCount: valueCount))
            }
            return NIBObjectTable(entries: entries,
                                  byteRange: header.objectsOffset..<max(header.objectsOffset, cursor.offset))
        }
    }
}
