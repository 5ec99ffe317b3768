import NibBytes
import NIBArchive
import Testing

/// Malformed archives, built by hand: each gives the right typed error at the right place.
struct ReaderValidationTests {
    func read(_ archive: ArchiveBytes, options: NIBArchiveOptions = .default) throws(NIBArchiveError) -> NIBArchiveTables {
        try NIBArchiveReader.read(ByteView(copying: archive.bytes), options: options)
    }

    func error(_ archive: ArchiveBytes, options: NIBArchiveOptions = .default) -> NIBArchiveError? {
        do {
            _ = try read(archive, options: options)
            return nil
        } catch {
            return error
        }
    }

    @Test func minimalArchiveDecodes() throws {
        let tables = try read(.minimal)
        #expect(tables.className(ofObject: 0) == "NSObject")
        #expect(tables.values[0] == NIBKeyedValue(keyIndex: 0, value: .int8(7)))
        #expect(tables.warnings.isEmpty)
    }

    @Test func badMagicAndShortHeader() throws {
        #expect(throws: NIBArchiveError(.badMagic, table: .header, offset: 0)) {
            try NIBArchiveReader(copying: Array("NIBArchivX".utf8) + [UInt8](repeating: 0, count: 40))
        }
        #expect(throws: NIBArchiveError(.truncated, table: .header, offset: 30)) {
            try NIBArchiveReader(copying: Array(ArchiveBytes.minimal.bytes.prefix(30)))
        }
    }

    @Test func countsTheFileCannotHoldAreRejectedBeforeAllocating() throws {
        var bytes = ArchiveBytes.minimal.bytes
        // value count (header word at offset 34) = 2^31
        bytes.replaceSubrange(34..<38, with: ArchiveBytes.le32(1 << 31))
        let error = #expect(throws: NIBArchiveError.self) { try NIBArchiveReader(copying: bytes) }
        #expect(error?.table == .header)
        #expect(error?.offset == 34)
        guard case .countTooLarge(let count, _)? = error?.kind else { Issue.record("wrong kind"); return }
        #expect(count == 1 << 31)
    }

    @Test func tableOffsetBeyondTheFile() {
        var bytes = ArchiveBytes.minimal.bytes
        bytes.replaceSubrange(46..<50, with: ArchiveBytes.le32(10_000))
        #expect(throws: NIBArchiveError(.tableOffsetOutOfBounds(offset: 10_000, fileSize: bytes.count),
                                        table: .header, offset: 46)) {
            try NIBArchiveReader(copying: bytes)
        }
    }

    @Test func classIndexOutOfRangeNamesTheObject() {
        var archive = ArchiveBytes.minimal
        archive.object(classIndex: 1, start: 0, count: 0)   // only one class exists
        let offsets = archive.layout().offsets
        #expect(error(archive) == NIBArchiveError(.classIndexOutOfRange(index: 1, count: 1),
                                                  table: .objects, index: 1, offset: offsets[0] + 3))
    }

    @Test func valueRangeOutsideTheValueTable() {
        var archive = ArchiveBytes.minimal
        archive.object(classIndex: 0, start: 1, count: 1)   // values 1..<2, but only 1 value exists
        let offsets = archive.layout().offsets
        #expect(error(archive) == NIBArchiveError(.valueRangeOutOfRange(start: 1, count: 1, valueCount: 1),
                                                  table: .objects, index: 1, offset: offsets[0] + 3))
    }

    @Test func keyIndexOutOfRange() {
        var archive = ArchiveBytes.minimal
        archive.value(key: 1, type: 9)
        let offsets = archive.layout().offsets
        #expect(error(archive) == NIBArchiveError(.keyIndexOutOfRange(index: 1, count: 1),
                                                  table: .values, index: 1, offset: offsets[2] + 3))
    }

    @Test(arguments: [UInt8(11), 0x80, 0xFF])
    func unknownValueTypes(type: UInt8) {
        var archive = ArchiveBytes.minimal
        archive.value(key: 0, type: type)
        let offsets = archive.layout().offsets
        #expect(error(archive) == NIBArchiveError(.unknownValueType(type), table: .values, index: 1,
                                                  offset: offsets[2] + 4))
    }

    @Test func objectReferenceOutOfRange() {
        var archive = ArchiveBytes.minimal
        archive.value(key: 0, type: 10, payload: ArchiveBytes.le32(1))   // only object 0 exists
        let offsets = archive.layout().offsets
        #expect(error(archive) == NIBArchiveError(.objectReferenceOutOfRange(index: 1, count: 1),
                                                  table: .values, index: 1, offset: offsets[2] + 5))
    }

    @Test func dataLongerThanTheFile() {
        var archive = ArchiveBytes.minimal
        archive.value(key: 0, type: 8, payload: ArchiveBytes.varint(1000) + [1, 2, 3])
        #expect(error(archive)?.kind == .truncated)
        #expect(error(archive)?.table == .values)
        #expect(error(archive)?.index == 1)
    }

    @Test func fallbackIndexOutOfRangeOrNegative() {
        for fallback: Int32 in [1, -1] {
            var archive = ArchiveBytes.minimal
            archive.classes = []
            archive.classCount = 0
            archive.className("NSObject", fallbacks: [fallback])
            let offsets = archive.layout().offsets
            #expect(error(archive) == NIBArchiveError(.fallbackIndexOutOfRange(index: Int(fallback), count: 1),
                                                      table: .classes, index: 0, offset: offsets[3] + 2))
        }
    }

    @Test func classNamesMustBeNonEmptyAndNULTerminated() {
        var empty = ArchiveBytes.minimal
        empty.classes = [0x80, 0x80, 0xEE]   // length 0, no fallbacks, one stray byte
        #expect(error(empty)?.kind == .emptyClassName)

        var unterminated = ArchiveBytes.minimal
        unterminated.classes = ArchiveBytes.varint(3) + [0x80] + Array("abc".utf8)
        let offsets = unterminated.layout().offsets
        #expect(error(unterminated) == NIBArchiveError(.classNameNotTerminated, table: .classes, index: 0,
                                                       offset: offsets[3] + 4))
    }

    @Test func tablesInAnyOrderWithGapsDecodeWhenTolerantAndAreReportedWhenStrict() throws {
        var shuffled = ArchiveBytes.minimal
        shuffled.order = [3, 2, 1, 0]
        shuffled.gap = 3
        let tables = try read(shuffled)
        #expect(tables.className(ofObject: 0) == "NSObject")
        #expect(tables.keys[0] == "k")
        #expect(tables.values[0].value == .int8(7))
        #expect(tables.warnings.contains { $0.message.contains("non-canonical layout") })
        guard case .nonCanonicalLayout? = error(shuffled, options: .strict)?.kind else {
            Issue.record("strict mode accepted a non-canonical layout")
            return
        }
    }

    @Test func overlappingValueRangesAreLegal() throws {
        var archive = ArchiveBytes.minimal
        archive.object(classIndex: 0, start: 0, count: 1)   // shares value 0 with object 0
        let tables = try read(archive)
        #expect(Array(tables.values(ofObject: 0)) == Array(tables.values(ofObject: 1)))
    }

    /// 1,000 values and `objects` objects whose ranges all hold every one of them.
    static func overlapping(objects: Int) -> ArchiveBytes {
        var archive = ArchiveBytes()
        archive.key("k")
        for _ in 0..<1_000 { archive.value(key: 0, type: 0, payload: [1]) }
        archive.className("NSObject")
        for _ in 0..<objects { archive.object(classIndex: 0, start: 0, count: 1_000) }
        return archive
    }

    @Test func rangesListingMoreValuesThanTheFileJustifiesAreRefused() throws {
        // 64 objects list 64,000 values from a 3.3 KB file: within the allowance of 65,536.
        let fits = try read(Self.overlapping(objects: 64))
        #expect(fits.values(ofObject: 63).count == 1_000)
        // 100 objects would list 100,000. An object entry takes 4 bytes (varints 0, 0 and 1,000), and
        // object i brings the count to 1,000 × (i + 1): the first past the limit is object limit / 1,000.
        let archive = Self.overlapping(objects: 100)
        let (offsets, bytes) = archive.layout()
        #expect(bytes.count == 50 + 4 * 100 + 2 + 3 * 1_000 + 11)
        let limit = bytes.count + 65_536
        #expect(error(archive) == NIBArchiveError(.valueRangesOverlapTooMuch(limit: limit), table: .objects,
                                                  index: limit / 1_000, offset: offsets[0] + 4 * (limit / 1_000)))
        // The allowance is an option. With none, 3 objects (3,000 values, 3,075 bytes) pass and 4 do not.
        let none = NIBArchiveOptions(maximumSharedValues: 0)
        #expect(error(Self.overlapping(objects: 3), options: none) == nil)
        #expect(error(Self.overlapping(objects: 4), options: none)?.kind == .valueRangesOverlapTooMuch(limit: 3_079))
    }

    @Test func booleanPolarity() throws {
        var archive = ArchiveBytes.minimal
        archive.value(key: 0, type: 4)
        archive.value(key: 0, type: 5)
        archive.objects = []
        archive.objectCount = 0
        archive.object(classIndex: 0, start: 0, count: 3)
        let tables = try read(archive)
        #expect(tables.values[1].value == .bool(false))
        #expect(tables.values[2].value == .bool(true))
    }

    @Test func versionsOutsideTheUsualAreWarningsOrStrictErrors() throws {
        var archive = ArchiveBytes.minimal
        archive.coderVersion = 11
        #expect(try read(archive).warnings.map(\.message) == ["coder version 11 is neither 9 nor 10"])
        archive.coderVersion = 9
        archive.formatVersion = 2
        #expect(try read(archive).warnings.count == 1)
        #expect(error(archive, options: .strict) == NIBArchiveError(.unsupportedFormatVersion(2), table: .header,
                                                                    offset: 10))
    }

    @Test func errorDescriptionsSayWhatAndWhere() {
        let error = NIBArchiveError(.objectReferenceOutOfRange(index: 900, count: 512), table: .values, index: 123,
                                    offset: 0x4F2)
        #expect(error.description == "value table, item 123: object reference 900 is out of range (object count 512) (offset 0x4f2)")
    }
}

extension ReaderValidationTests {
    @Test func everyHeaderCountIsCheckedBeforeAnyAllocation() {
        // All four counts at their maximum, in a file of 50 bytes: rejected at the first count.
        var bytes = Array("NIBArchive".utf8) + ArchiveBytes.le32(1) + ArchiveBytes.le32(9)
        for _ in 0..<4 { bytes += ArchiveBytes.le32(UInt32.max) + ArchiveBytes.le32(50) }
        #expect(throws: NIBArchiveError(.countTooLarge(count: Int(UInt32.max), bytesAvailable: 0), table: .header,
                                        offset: 18)) {
            try NIBArchiveReader(copying: bytes)
        }
    }
}
