import NibBytes
import NIBArchive
import Testing
import TestSupport

/// Semantic helpers on the project's own sample (facts from Corpus/make_samples.py)
/// and on corpus files (facts checked by hand against the raw bytes).
struct SemanticsTests {
    let hello: NIBArchiveTables

    init() throws {
        hello = try NIBArchiveReader.read(Corpus.repositoryBytes("Corpus/samples/Hello.nib"))
    }

    func object(_ className: String) throws -> Int {
        try #require((0..<hello.objects.count).first { hello.className(ofObject: $0) == className })
    }

    @Test func stringsNumbersAndFallbacks() throws {
        #expect(hello.string(ofObject: 1) == "IBFilesOwner")
        #expect(hello.string(ofObject: 0) == nil)
        #expect(hello.number(ofObject: try object("NSNumber")) == .integer(42))
        #expect(hello.fallbackClassNames(ofObject: try object("UIColor")) == ["NSColor"])
    }

    @Test func inlinedCollections() throws {
        let top = try #require(try hello.inlinedCollection(ofObject: 12))
        #expect(top.kind == .array)
        #expect(top.elements == [.object(2), .object(4), .object(5)])
        let dictionary = try #require(try hello.inlinedCollection(ofObject: try object("NSDictionary")))
        #expect(dictionary.kind == .dictionary)
        #expect(dictionary.pairs.count == 1)
        #expect(try hello.inlinedCollection(ofObject: 0) == nil)
    }

    @Test func oddDictionaryIsAnError() throws {
        var b = NIBArchiveBuilder()
        b.addObject(className: "NSDictionary", values: [("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", .null)])
        let tables = try NIBArchiveReader.read(ByteView(copying: b.encoded()))
        #expect(throws: NIBArchiveError.self) { try tables.inlinedCollection(ofObject: 0) }
        #expect(throws: NIBArchiveError.self) { try tables.walk() }
    }

    @Test func floatArrays() throws {
        let view = try object("UIView")
        guard case .data(let bounds)? = hello.value(forKey: "UIBounds", ofObject: view) else {
            Issue.record("no UIBounds")
            return
        }
        #expect(NIBFloatArray(data: bounds) == NIBFloatArray(elementType: .float64, values: [0, 0, 320, 480]))
        let f32 = ByteView(copying: [6] + NIBFloatArray(elementType: .float32, values: [1.5, -2]).encoded.dropFirst())
        #expect(NIBFloatArray(data: f32)?.values == [1.5, -2])
        #expect(NIBFloatArray(data: ByteView(copying: [7, 0, 0])) == nil)   // length is not 1 + 8n
        #expect(NIBFloatArray(data: ByteView(copying: [7])) == nil)
        #expect(NIBFloatArray(data: ByteView(copying: Array("abc".utf8))) == nil)
    }

    @Test func nestedArchivesShareStorageAndReportAbsoluteOffsets() throws {
        let inner = try NIBArchiveBuilder().encodedMinimal()
        var outer = NIBArchiveBuilder()
        outer.addObject(className: "NSData", values: [("NS.bytes", .data(ByteView(copying: inner)))])
        let outerBytes = try outer.encoded()
        let tables = try NIBArchiveReader.read(ByteView(copying: outerBytes))
        guard case .data(let data) = tables.values[0].value else { Issue.record("no data"); return }
        let nested = try #require(try tables.nestedArchive(in: data))
        #expect(nested.className(ofObject: 0) == "Inner")
        #expect(nested.bytes.storage === tables.bytes.storage)
        #expect(try tables.walk().nestedArchives == 1)

        // Damage the nested archive's class table: the data is plain data then, and the error
        // saying why counts its offset from the outer file's start.
        var damaged = outerBytes
        let innerStart = data.storageOffset
        let classesOffset = Int(inner[46]) | Int(inner[47]) << 8
        damaged[innerStart + classesOffset] = 0x80   // class name length 0
        let damagedTables = try NIBArchiveReader.read(ByteView(copying: damaged))
        guard case .data(let damagedData) = damagedTables.values[0].value else { Issue.record("no data"); return }
        #expect(throws: NIBArchiveError(.emptyClassName, table: .classes, index: 0, offset: innerStart + classesOffset)) {
            try damagedTables.nestedArchive(in: damagedData)
        }
        let summary = try damagedTables.walk()
        #expect(summary.nestedArchives == 0)
        #expect(summary.nestedArchiveErrors == [NIBArchiveError(.emptyClassName, table: .classes, index: 0, offset: innerStart + classesOffset)])
    }

    /// A data value is data: one that starts with `NIBArchive` but is not an archive (cut
    /// short, followed by garbage, or holding a semantic error) is plain data to the walk.
    @Test func dataThatOnlyStartsLikeAnArchiveIsPlainData() throws {
        var builder = NIBArchiveBuilder()
        // An inner archive whose inlined dictionary has a key without a value: its tables read, its walk fails.
        var broken = NIBArchiveBuilder()
        broken.addObject(className: "NSObject", values: [("root", .object(1))])
        broken.addObject(className: "NSDictionary", values: [("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", .object(0))])
        let samples: [[UInt8]] = [
            Array("NIBArchive".utf8), Array("NIBArchive".utf8) + [1, 2] + Array("garbage".utf8),
            Array(try NIBArchiveBuilder().encodedMinimal().prefix(60)), try broken.encoded(),
        ]
        builder.addObject(className: "NSObject", values: samples.indices.map { ("k\($0)", .object($0 + 1)) })
        for sample in samples {
            builder.addObject(className: "NSData", values: [("NS.bytes", .data(ByteView(copying: sample)))])
        }
        let tables = try NIBArchiveReader.read(ByteView(copying: builder.encoded()))
        let summary = try tables.walk()
        #expect(summary.nestedArchives == 0 && summary.values == 2 * samples.count)
        #expect(summary.nestedArchiveErrors.count == samples.count)
        #expect(summary.nestedArchiveErrors.first?.kind == .truncated)
    }

    @Test func nestingDepthIsLimited() throws {
        var bytes = try NIBArchiveBuilder().encodedMinimal()
        for _ in 0..<5 {
            var b = NIBArchiveBuilder()
            b.addObject(className: "NSData", values: [("NS.bytes", .data(ByteView(copying: bytes)))])
            bytes = try b.encoded()
        }
        // Deeper than allowed, the innermost data is not opened: plain data, with the reason.
        let tables = try NIBArchiveReader.read(ByteView(copying: bytes), options: .init(maximumNestingDepth: 3))
        let limited = try tables.walk()
        #expect(limited.nestedArchives == 3)
        #expect(limited.nestedArchiveErrors.map(\.kind) == [.nestingTooDeep(limit: 3)])
        #expect(try NIBArchiveReader.read(ByteView(copying: bytes)).walk().nestedArchives == 5)
    }
}

extension NIBArchiveBuilder {
    /// An archive with one object of class `Inner`.
    func encodedMinimal() throws -> [UInt8] {
        var b = NIBArchiveBuilder()
        b.addObject(className: "Inner", values: [("k", .integer(1))])
        return try b.encoded()
    }
}
