import NibBytes
import NIBArchive
import Testing

/// `NIBArchiveStreamWriter`: Apple's files written again entry by entry, and
/// what it refuses.
struct StreamWriterTests {
    /// Writes `document`'s objects in order, their values as the file lists them,
    /// its key and class tables as presets.
    static func rewrite(_ document: NIBArchiveDocument, maximumSize: Int = .max) throws(NIBArchiveError) -> [UInt8] {
        var writer = NIBArchiveStreamWriter(
            formatVersion: document.formatVersion, coderVersion: document.coderVersion, presetKeys: document.keys,
            presetClasses: document.classes, maximumSize: maximumSize)
        for object in document.objects {
            writer.beginObject(classIndex: object.classIndex)
            for value in document.values[object.valueRange] { writer.appendValue(keyIndex: value.keyIndex, value.value) }
        }
        return try writer.finish(trailingBytes: document.trailingBytes)
    }

    /// Whether each object's values follow the previous object's, as a writer
    /// that walks objects in order lays them out (Apple's files do).
    static func valuesInObjectOrder(_ document: NIBArchiveDocument) -> Bool {
        var next = 0
        for object in document.objects where object.valueCount > 0 {
            guard object.valuesStart == next else { return false }
            next += object.valueCount
        }
        return next == document.values.count
    }

    @Test(.enabled(if: Corpus.shouldRun))
    func corpusFilesAreWrittenAgainByteForByte() throws {
        var written = 0
        for path in Corpus.nibArchivePaths {
            let bytes = ByteView(try FileBytes.read(path: path))
            let document = try NIBArchiveDocument(bytes: bytes)
            guard Self.valuesInObjectOrder(document) else { continue }
            #expect(try Self.rewrite(document) == bytes.array, "\(path)")
            written += 1
        }
        // Every Apple-written NIBArchive of the corpus (229 today) lays its values out in object order.
        #expect(written >= 200)
    }

    @Test func namesAreStoredOnceInOrderOfFirstUse() throws {
        var writer = NIBArchiveStreamWriter()
        let view = writer.classIndex("UIView")
        let color = writer.classIndex("UIColor", fallbacks: ["NSColor"])
        #expect((view, color) == (0, 2))
        #expect(writer.classIndex("NSColor") == 1)
        let bounds = writer.keyIndex("UIBounds")
        #expect(writer.keyIndex("UIColor") == 1)
        #expect(writer.keyIndex("UIBounds") == bounds)
        writer.beginObject(classIndex: view)
        writer.appendValue(keyIndex: bounds, .object(1))
        writer.beginObject(classIndex: color)
        writer.appendValue(keyIndex: 1, utf8: "1 0.5 0")
        let tables = try NIBArchiveReader.read(ByteView(copying: try writer.finish()))
        #expect((0..<tables.keys.count).map { tables.keys[$0] } == ["UIBounds", "UIColor"])
        #expect((0..<tables.classes.count).map { tables.classes[$0] } == ["UIView", "NSColor", "UIColor"])
        #expect(tables.classes.fallbacks(at: 2) == [1])
        #expect(tables.values(ofObject: 1).map(\.value) == [.data(ByteView(copying: Array("1 0.5 0".utf8)))])
    }

    @Test func aReferenceToAnObjectNeverBegunIsRefused() {
        var writer = NIBArchiveStreamWriter()
        writer.beginObject(classIndex: writer.classIndex("NSObject"))
        writer.appendValue(keyIndex: writer.keyIndex("next"), .object(1))
        #expect(throws: NIBArchiveError.self) { try writer.finish() }
    }

    /// Indices the writer did not give are refused when the archive is
    /// finished, never written (a varint of a negative number would trap).
    @Test func indicesThatNameNoEntryAreRefused() {
        var badClass = NIBArchiveStreamWriter()
        badClass.beginObject(classIndex: 3)
        var badKey = NIBArchiveStreamWriter()
        badKey.beginObject(classIndex: badKey.classIndex("NSObject"))
        badKey.appendValue(keyIndex: -1, .bool(true))
        var noObject = NIBArchiveStreamWriter()
        noObject.appendValue(keyIndex: noObject.keyIndex("flag"), utf8: "text")
        var badFallback = NIBArchiveStreamWriter(presetClasses: [.init(name: "UIColor", fallbacks: [5])])
        badFallback.beginObject(classIndex: 0)
        var negativeFallback = NIBArchiveStreamWriter(presetClasses: [.init(name: "UIColor", fallbacks: [-2])])
        negativeFallback.beginObject(classIndex: 0)
        for (writer, message) in [(badClass, "class index 3"), (badKey, "key index -1"), (noObject, "before any object"),
                                  (badFallback, "fallback index 5"), (negativeFallback, "fallback index -2")] {
            var writer = writer
            do {
                _ = try writer.finish()
                Issue.record("\(message) was written")
            } catch {
                #expect(error.description.contains(message), "\(error)")
            }
        }
    }

    @Test func anArchivePastTheLimitIsRefused() throws {
        var writer = NIBArchiveStreamWriter(maximumSize: 1000)
        let key = writer.keyIndex("NS.bytes")
        for _ in 0..<100 {
            writer.beginObject(classIndex: writer.classIndex("NSData"))
            writer.appendValue(keyIndex: key, .data(ByteView(copying: [UInt8](repeating: 7, count: 100))))
        }
        do {
            _ = try writer.finish()
            Issue.record("10 KB written under a 1 KB limit")
        } catch {
            guard case .outputTooLarge(let size, let limit) = error.kind else { throw error }
            // The size it would have taken: 100 values of 100 bytes with their headers, and the tables.
            #expect(size > 100 * 103 && size < 100 * 103 + 400)
            #expect(limit == 1000)
        }
    }
}
