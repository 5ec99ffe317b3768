import NibBytes
import NIBArchive
import Testing
import TestSupport

struct WriterTests {
    /// Rebuilds Corpus/samples/Hello.nib with NIBArchiveBuilder in the same order as
    /// Corpus/make_samples.py (an independent Python writer) and expects the same bytes.
    @Test func builderReproducesTheIndependentlyWrittenSample() throws {
        var b = NIBArchiveBuilder(coderVersion: 9)
        func string(_ text: String) -> NIBValue {
            .object(b.addObject(className: "NSString", values: [("NS.bytes", .data(ByteView(copying: Array(text.utf8))))]))
        }
        func array(_ className: String, _ items: [Int]) -> Int {
            b.addObject(className: className,
                        values: [("NSInlinedValue", .bool(true))] + items.map { ("UINibEncoderEmptyKey", .object($0)) })
        }
        func floats(_ values: Double...) -> NIBValue {
            .data(ByteView(copying: NIBFloatArray(elementType: .float64, values: values).encoded))
        }
        let root = b.reserveObject()
        let owner = b.addObject(className: "UIProxyObject", values: [("UIProxiedObjectIdentifier", string("IBFilesOwner"))])
        let first = b.addObject(className: "UIProxyObject", values: [("UIProxiedObjectIdentifier", string("IBFirstResponder"))])
        let view = b.reserveObject()
        let label = b.reserveObject()
        let color = b.addObject(className: "UIColor", fallbacks: ["NSColor"], values: [
            ("UIColorComponentCount", .integer(4)), ("UIRed", .float32(1)), ("UIGreen", .float32(0.5)),
            ("UIBlue", .float32(0.25)), ("UIAlpha", .float32(1)),
        ])
        b.setObject(label, className: "UILabel", values: [
            ("UIBounds", floats(0, 0, 280, 21)), ("UICenter", floats(160, 100.5)), ("UISuperview", .object(view)),
            ("UIText", string("Hello, nib")), ("UITextColor", .object(color)), ("UITag", .integer(7)),
            ("UIHidden", .bool(false)), ("UIFont", .null),
        ])
        let subviews = array("NSMutableArray", [label])
        b.setObject(view, className: "UIView", values: [
            ("UIBounds", floats(0, 0, 320, 480)), ("UICenter", floats(160, 240)), ("UISubviews", .object(subviews)),
            ("UIOpaque", .bool(true)), ("UIAutoresizingMask", .integer(300)),
            ("UIViewContentHuggingPriority", .integer(100_000)), ("UIViewSemanticContentAttribute", .integer(-1)),
            ("UIAlpha", .float64(0.75)),
        ])
        let outlet = b.addObject(className: "UIRuntimeOutletConnection", values: [
            ("UILabel", string("view")), ("UISource", .object(owner)), ("UIDestination", .object(view)),
        ])
        let top = array("NSArray", [owner, first, view])
        let objects = array("NSArray", [view, label])
        let connections = array("NSArray", [outlet])
        let empty = array("NSArray", [])
        let answerKey = string("answer")
        let answer = b.addObject(className: "NSNumber", values: [("NS.intval", .integer(42))])
        let pairs = b.addObject(className: "NSDictionary", values: [
            ("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", answerKey), ("UINibEncoderEmptyKey", .object(answer)),
        ])
        b.setObject(root, className: "NSObject", values: [
            ("UINibTopLevelObjectsKey", .object(top)), ("UINibObjectsKey", .object(objects)),
            ("UINibConnectionsKey", .object(connections)), ("UINibVisibleWindowsKey", .object(empty)),
            ("UINibAccessibilityConfigurationsKey", .object(empty)), ("UINibKeyValuePairsKey", .object(pairs)),
        ])
        let sample = try Corpus.repositoryBytes("Corpus/samples/Hello.nib")
        #expect(try b.encoded() == sample.array)
    }

    @Test func integersUseApplesWidths() {
        #expect(NIBValue.integer(0) == .int8(0))
        #expect(NIBValue.integer(127) == .int8(127))
        #expect(NIBValue.integer(128) == .int16(128))
        #expect(NIBValue.integer(32767) == .int16(32767))
        #expect(NIBValue.integer(32768) == .int32(32768))
        #expect(NIBValue.integer(Int64(Int32.max) + 1) == .int64(Int64(Int32.max) + 1))
        #expect(NIBValue.integer(-1) == .int64(-1))
    }

    @Test func builderStoresKeysAndClassNamesOnce() throws {
        var b = NIBArchiveBuilder()
        b.addObject(className: "A", values: [("x", .null), ("y", .null)])
        b.addObject(className: "A", values: [("y", .null), ("x", .null)])
        let document = try NIBArchiveDocument(bytes: ByteView(copying: b.encoded()), options: .strict)
        #expect(document.keys == ["x", "y"])
        #expect(document.classes.map(\.name) == ["A"])
        #expect(document.values.count == 4)
    }

    @Test func writerRejectsInconsistentDocuments() {
        var document = NIBArchiveDocument()
        document.objects = [.init(classIndex: 0, valuesStart: 0, valueCount: 0)]
        #expect(throws: NIBArchiveError.self) { try document.encoded() }   // no class 0
        document.classes = [.init(name: "A")]
        document.keys = ["k"]
        document.values = [NIBKeyedValue(keyIndex: 0, value: .object(5))]
        #expect(throws: NIBArchiveError.self) { try document.encoded() }   // object 5 does not exist
        document.values = [NIBKeyedValue(keyIndex: 0, value: .object(0))]
        #expect(throws: Never.self) { try document.encoded() }
    }

    @Test func nonCanonicalInputIsWrittenCanonically() throws {
        var shuffled = ArchiveBytes.minimal
        shuffled.order = [2, 0, 3, 1]
        shuffled.gap = 5
        let tables = try NIBArchiveReader.read(ByteView(copying: shuffled.bytes))
        let canonical = try NIBArchiveDocument(tables).encoded()
        #expect(canonical == ArchiveBytes.minimal.bytes)
    }

    @Test func floatPayloadsKeepTheirBitPatterns() throws {
        var b = NIBArchiveBuilder()
        let nan = Float(bitPattern: 0x7FC0_1234)
        b.addObject(className: "A", values: [("f", .float32(nan)), ("d", .float64(-0.0))])
        let bytes = try b.encoded()
        let again = try NIBArchiveDocument(bytes: ByteView(copying: bytes)).encoded()
        #expect(again == bytes)
        let tables = try NIBArchiveReader.read(ByteView(copying: bytes))
        guard case .float32(let read) = tables.values[0].value else { Issue.record("not a float"); return }
        #expect(read.bitPattern == 0x7FC0_1234)
    }
}
