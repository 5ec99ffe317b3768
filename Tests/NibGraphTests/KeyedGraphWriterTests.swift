import KeyedArchive
import NIBArchive
import NibBytes
import NibFuzzing
@testable import NibGraph
import PropertyList
import Testing
import TestSupport

/// The direct keyed writer (``KeyedGraphWriter``) against the general path
/// (``NibGraph/keyedArchiveBytesThroughArchive(warnings:)``): the same bytes
/// and warnings for every graph, or the same error.
struct KeyedGraphWriterTests {
    /// Checks that the direct writer takes `graph` and agrees with the general path.
    static func expectSameBytes(_ graph: NibGraph, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var directWarnings: [NibGraphWarning] = []
        let direct = try? KeyedGraphWriter.bytes(of: graph, warnings: &directWarnings)
        #expect(direct != nil, "\(what): the direct writer refused the graph", sourceLocation: sourceLocation)
        var generalWarnings: [NibGraphWarning] = []
        do {
            let general = try graph.keyedArchiveBytesThroughArchive(warnings: &generalWarnings)
            #expect(direct == general, "\(what): bytes differ", sourceLocation: sourceLocation)
            #expect(directWarnings == generalWarnings, "\(what): warnings differ", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(what): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Checks that `keyedArchiveBytes` throws what the general path throws, with the same warnings before it.
    static func expectSameError(_ graph: NibGraph, sourceLocation: SourceLocation = #_sourceLocation) {
        var warnings: [NibGraphWarning] = [], generalWarnings: [NibGraphWarning] = []
        let error = #expect(throws: NibGraphError.self, sourceLocation: sourceLocation) {
            try graph.keyedArchiveBytes(warnings: &warnings)
        }
        let generalError = #expect(throws: NibGraphError.self, sourceLocation: sourceLocation) {
            try graph.keyedArchiveBytesThroughArchive(warnings: &generalWarnings)
        }
        #expect(error == generalError, sourceLocation: sourceLocation)
        #expect(warnings == generalWarnings, sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: SharedCorpus.shouldRun)) func everyCorpusKeyedNibWritesTheSameBytes() throws {
        #expect(SharedCorpus.keyedArchives.count >= 100)
        for path in SharedCorpus.keyedArchives {
            let graph = try NibGraph(keyedArchiveBytes: ByteView(try FileBytes.read(path: path)))
            Self.expectSameBytes(graph, path)
        }
    }

    @Test(.enabled(if: SharedCorpus.shouldRun)) func everyCorpusNIBArchiveWritesTheSameBytes() throws {
        let paths = SharedCorpus.files(startingWith: "NIBArchive")
        #expect(paths.count >= 229)
        for path in paths {
            let graph = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(path: path)))
            Self.expectSameBytes(graph, path)
        }
    }

    /// Small graphs with what the corpus rarely has: duplicate keys (top-level
    /// and in objects, ASCII and canonically equal spellings), `$` keys, root
    /// references, wide integers without a layout, geometry, plain values,
    /// class hints and chains, inline strings and nested arrays.
    @Test func unusualGraphsWriteTheSameBytes() {
        typealias Object = NibGraph.Object
        typealias Entry = NibGraph.Entry
        let rect = ByteView(copying: NIBFloatArray(elementType: .float64, values: [0, 0.5, 320, 480]).encoded)
        let objects: [Object] = [
            Object(className: "NSObject", entries: [
                Entry("root", .object(1)), Entry("root", .object(2)), Entry("$top", .integer(5, .int64)),
                Entry("UIBounds", .data(rect)), Entry("nested", .array([.array([.integer(1), .string("K")]), .null])),
            ]),
            Object(className: "UIView", classChain: ["UIView", "UIResponder", "NSObject"], entries: [
                Entry("UIBounds", .data(rect)), Entry("UICenter", .data(rect)), Entry("k", .integer(1)), Entry("k", .integer(2)),
                Entry("$class", .object(0)), Entry("K", .bool(true)), Entry("\u{212A}", .bool(false)),
                Entry("UITag", .integer(300, .int32)), Entry("f", .float(1.5)), Entry("d", .double(-0.0)),
            ]),
            Object(className: "MyView", fallbackClassNames: ["UIView"], entries: [
                Entry("K", .string("K")), Entry("\u{212A}", .string("\u{212A}")), Entry("é", .data(ByteView(copying: [1, 2]))),
                Entry("UIFrame", .data(rect)), Entry("list", .array([.object(1), .object(3), .object(4), .object(0)])),
            ]),
            Object(className: "NSString", entries: [Entry("NS.bytes", .data(ByteView(copying: Array("héllo".utf8))))]),
            Object(className: "NSString", entries: [Entry("NS.bytes", .data(ByteView(copying: [0xFF, 0x41])))]),
            Object(className: "NSNumber", entries: [Entry("NS.intval", .integer(7, .int64))]),
            Object(className: "NSNumber", entries: [Entry("NS.dblval", .double(2.5))]),
            Object(className: "NSNumber", entries: [Entry("NS.dblval", .float(2.5))]),
            Object(className: "NSNumber", entries: [Entry("NS.boolval", .bool(true))]),
            Object(className: "NSData", entries: [Entry("NS.bytes", .data(rect))]),
            Object(className: "UIView", entries: [Entry("k", .integer(-1)), Entry("k2", .integer(1 << 40))]),
            Object(className: "UIView", classChain: ["UIView", "NSObject"]),
            Object(className: "UIView", classChain: ["UIView", "UIResponder", "NSObject"]),
            // A key that is not ASCII before ASCII duplicates; keys whose escaped strings are other strings too.
            Object(className: "UIView", entries: [
                Entry("é", .integer(1)), Entry("a", .integer(2)), Entry("a", .integer(3)), Entry("$$class", .string("$class")),
                Entry("$class", .string("$$class")), Entry("$$class", .null), Entry("k", .string("a")),
            ]),
            // Class names Swift calls equal, spelled differently: they share a class dictionary.
            Object(className: "UIButton"), Object(className: "\u{212A}"), Object(className: "K"),
            Object(className: "K", classChain: ["K", "NSObject"]), Object(className: "\u{212B}"), Object(className: "\u{00C5}"),
        ]
        Self.expectSameBytes(NibGraph(objects: objects), "unusual graph")
        Self.expectSameBytes(NibGraph(objects: [Object(className: "Root")]), "root only")
        var builder = NIBArchiveBuilder(coderVersion: 10)
        builder.addObject(className: "NSObject", values: [("b", .object(1)), ("a", .int64(5)), ("c", .int8(-1))])
        builder.addObject(className: "NSNumber", values: [("NS.intval", .int64(3))])
        if let graph = try? NibGraph(nibArchiveBytes: ByteView(copying: builder.encoded())) {
            Self.expectSameBytes(graph, "NIBArchive with widths")
        } else {
            Issue.record("the NIBArchive did not decode")
        }
    }

    /// Graphs the writers refuse: the same error, after the same warnings.
    @Test func refusedGraphsThrowTheSameErrors() {
        Self.expectSameError(NibGraph(objects: []))
        Self.expectSameError(NibGraph(objects: [
            .init(className: "Root", entries: [.init("a", .object(0))]),
            .init(className: "Thing", entries: [.init("k", .integer(1)), .init("k", .integer(1)), .init("x", .object(9))]),
        ]))
    }
}
