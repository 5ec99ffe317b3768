import NIBArchive
import NibBytes
import Testing

/// `lookUpObject` (one object, tables scanned only as far as needed) agrees with the full reader.
@Suite(.enabled(if: Corpus.shouldRun))
struct ObjectLookupTests {
    @Test func agreesWithTheFullReaderOnTheCorpus() throws {
        for path in Corpus.nibArchivePaths {
            let bytes = ByteView(try FileBytes.read(path: path))
            let tables = try NIBArchiveReader.read(bytes)
            let reader = try NIBArchiveReader(bytes: bytes)
            let count = tables.objects.count
            for index in Set([0, 1, count / 2, count - 1]).filter({ $0 < count }) {
                let lookup = try reader.lookUpObject(index)
                #expect(lookup.className == tables.className(ofObject: index), "\(path) #\(index)")
                #expect(lookup.fallbackClassIndices == tables.classes.fallbacks(at: tables.objects[index].classIndex))
                let expected = tables.values(ofObject: index).map { (tables.key(of: $0), $0.value) }
                #expect(lookup.values.map(\.key) == expected.map(\.0), "\(path) #\(index)")
                #expect(lookup.values.map(\.value) == expected.map(\.1), "\(path) #\(index)")
            }
        }
    }
}

struct ObjectLookupErrorTests {
    @Test func outOfRangeAndTruncatedInputsAreTypedErrors() throws {
        let sample = ByteView(try FileBytes.read(path: Corpus.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.nib").path))
        let reader = try NIBArchiveReader(bytes: sample)
        #expect(throws: NIBArchiveError.self) { try reader.lookUpObject(reader.header.objectCount) }
        // The first value's key index made 127 (past the key table): opening still works (it reads only
        // the header), and looking up object 0, whose values start there, names that byte.
        var damaged = sample.array
        damaged[reader.header.valuesOffset] = 0xFF
        let broken = try NIBArchiveReader(bytes: ByteView(copying: damaged))
        #expect(throws: NIBArchiveError(.keyIndexOutOfRange(index: 127, count: reader.header.keyCount), table: .values, index: 0,
                                        offset: reader.header.valuesOffset)) {
            try broken.lookUpObject(0)
        }
    }
}
