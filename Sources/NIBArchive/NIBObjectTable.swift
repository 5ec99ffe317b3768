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
    /// against the header's counts, and that the ranges do not list more
    /// values in all than ``NIBArchiveOptions/maximumSharedValues`` allows.
    public func objectTable() throws(NIBArchiveError) -> NIBObjectTable {
        let header = self.header
        // Both terms are at most Int.max / 4, and each count added below is under 2^32.
        let maximumListed = min(bytes.count, Int.max / 4) + min(max(options.maximumSharedValues, 0), Int.max / 4)
        var cursor = self.cursor(table: .objects, at: header.objectsOffset)
        var entries: [NIBObjectTable.Entry] = []
        entries.reserveCapacity(header.objectCount)
        var listed = 0
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
            listed += valueCount
            guard listed <= maximumListed else {
                throw cursor.error(.valueRangesOverlapTooMuch(limit: maximumListed), at: start)
            }
            entries.append(.init(classIndex: classIndex, valuesStart: valuesStart, valueCount: valueCount))
        }
        return NIBObjectTable(entries: entries,
                              byteRange: header.objectsOffset..<max(header.objectsOffset, cursor.offset))
    }
}
