import Foundation
import KeyedArchive
import NibBytes
import NibGraph
import Testing
import TestSupport

private typealias Difference = NibGraphComparison.Difference

/// Comparisons of real nibs: every NIBArchive against its keyed conversion, and
/// a corpus nib against copies with known changes.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct NibGraphComparisonCorpusTests {
    /// A launch screen compiled by Apple's ibtool: a view holding two labels.
    static let launchScreen = SharedCorpus.root.appendingPathComponent(
        "pairs/React7Tech__AwesomeProject__ios_build_Build_Products_Debug-iphonesimulator_AwesomeProject.app_Base.lproj_LaunchScreen.nib-aef54914/LaunchScreen.nib"
    ).path
    static let subviews = "UINibTopLevelObjectsKey[2].UISubviews"

    static func graph(_ path: String) throws -> NibGraph {
        try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(path: path)))
    }

    static func keyedConversion(_ graph: NibGraph, keepingLayoutHint: Bool = true) throws -> NibGraph {
        var warnings: [NibGraphWarning] = []
        let bytes = try graph.keyedArchiveBytes(warnings: &warnings)
        #expect(warnings.isEmpty)
        if keepingLayoutHint { return try NibGraph(keyedArchiveBytes: ByteView(copying: bytes)) }
        var archive = try KeyedArchive.decode(ByteView(copying: bytes))
        archive.extraRootEntries = []
        return try NibGraph(keyedArchive: archive)
    }

    @Test func everyNIBArchiveEqualsItsKeyedConversion() throws {
        let paths = CorpusConversionTests.nibArchives
        #expect(paths.count >= 229)
        for path in paths {
            let graph = try Self.graph(path)
            let keyed = try Self.keyedConversion(graph)
            let comparison = NibGraphComparison(graph, keyed)
            #expect(comparison.isEqual, "\(path): \(comparison.differences.prefix(3))")
            #expect(NibGraphComparison(keyed, graph).isEqual, "\(path)")
        }
    }

    /// Without the `$nibarchive` entry a keyed archive has no integer widths:
    /// they read back as the smallest that holds each value (int64 for
    /// negatives). Every corpus NIBArchive still compares equal: Apple's
    /// encoder wrote every integer in the corpus at that width.
    @Test func withoutTheLayoutHintApplesIntegerWidthsStillAgree() throws {
        for path in CorpusConversionTests.nibArchives {
            let graph = try Self.graph(path)
            let comparison = NibGraphComparison(graph, try Self.keyedConversion(graph, keepingLayoutHint: false))
            #expect(comparison.isEqual, "\(path): \(comparison.differences.prefix(3))")
        }
    }

    /// The launch screen with one change on the right: each change gives its record.
    @Test func oneChangeGivesOneRecord() throws {
        let original = try Self.graph(Self.launchScreen)
        let labels = try Self.labels(in: original)
        func changed(_ change: (inout NibGraph) throws -> Void) throws -> NibGraph {
            var graph = original
            try change(&graph)
            return graph
        }
        let value = try changed { graph in
            try Self.set(&graph, object: labels[0], key: "UITextAlignment", to: .integer(2, .int8))
        }
        let width = try changed { graph in
            try Self.set(&graph, object: labels[0], key: "UITextAlignment", to: .integer(1, .int16))
        }
        let removed = try changed { graph in
            let count = graph.objects[labels[1]].entries.count
            graph.objects[labels[1]].entries.removeAll { $0.key == "UIClipsToBounds" }
            try #require(graph.objects[labels[1]].entries.count == count - 1)
        }
        let renamed = try changed { graph in
            guard case .object(let font)? = graph.objects[labels[0]]["UIFont"] else { throw Unexpected() }
            graph.objects[font].className = "MyFont"
        }
        let reordered = try changed { graph in try Self.swapSubviews(&graph) }

        let path = Self.subviews
        #expect(NibGraphComparison(original, original).isEqual)
        #expect(NibGraphComparison(original, value).differences == [
            Difference(path: "\(path)[0].UITextAlignment", kind: .value, left: "int8 1", right: "int8 2"),
        ])
        #expect(NibGraphComparison(original, width).differences == [
            Difference(path: "\(path)[0].UITextAlignment", kind: .type, left: "int8 1", right: "int16 1"),
        ])
        #expect(NibGraphComparison(original, removed).differences == [
            Difference(path: "\(path)[1].UIClipsToBounds", kind: .missingKey, left: "true", right: nil),
        ])
        #expect(NibGraphComparison(removed, original).differences == [
            Difference(path: "\(path)[1].UIClipsToBounds", kind: .extraKey, left: nil, right: "true"),
        ])
        #expect(NibGraphComparison(original, renamed).differences == [
            Difference(path: "\(path)[0].UIFont", kind: .className, left: "UIFont", right: "MyFont"),
        ])
        let order = Difference(path: path, kind: .order, left: "[0] UILabel #\(labels[0]), UILabel #\(labels[1])",
                               right: "[0] UILabel #\(labels[1]), UILabel #\(labels[0])")
        #expect(NibGraphComparison(original, reordered).differences == [order])
        #expect(NibGraphComparison(original, reordered, options: .init(ignoresOrder: true)).isEqual)
    }

    /// All four changes at once, the right side in keyed form.
    @Test func fourChangesAcrossFormatsGiveFourRecords() throws {
        let original = try Self.graph(Self.launchScreen)
        let labels = try Self.labels(in: original)
        var graph = original
        try Self.set(&graph, object: labels[0], key: "UITextAlignment", to: .integer(2, .int8))
        graph.objects[labels[1]].entries.removeAll { $0.key == "UIClipsToBounds" }
        guard case .object(let font)? = graph.objects[labels[0]]["UIFont"] else { throw Unexpected() }
        graph.objects[font].className = "MyFont"
        try Self.swapSubviews(&graph)
        let keyed = try Self.keyedConversion(graph)

        let path = Self.subviews
        let expected: Set<Difference> = [
            Difference(path: path, kind: .order, left: "[0] UILabel #\(labels[0]), UILabel #\(labels[1])",
                       right: "[0] UILabel #\(labels[1]), UILabel #\(labels[0])"),
            Difference(path: "\(path)[0].UITextAlignment", kind: .value, left: "int8 1", right: "int8 2"),
            Difference(path: "\(path)[0].UIFont", kind: .className, left: "UIFont", right: "MyFont"),
            Difference(path: "\(path)[1].UIClipsToBounds", kind: .missingKey, left: "true", right: nil),
        ]
        let comparison = NibGraphComparison(original, keyed)
        #expect(Set(comparison.differences) == expected)
        #expect(comparison.count == 4)
        let unordered = NibGraphComparison(original, keyed, options: .init(ignoresOrder: true))
        #expect(Set(unordered.differences) == expected.filter { $0.kind != .order })
        let limited = NibGraphComparison(original, keyed, options: .init(limit: 2))
        #expect(limited.differences.count == 2 && limited.count == 4)
    }

    /// Apple's two compilations of one xib, into a keyed archive and a
    /// NIBArchive (a `.nib` directory for macOS 10.13 and later), differ in
    /// the order of keys (a keyed archive's are in hash order) and in one
    /// more place: the NIBArchive encoder shares NSNumbers that are equal, so
    /// object ID 11 is the font size 11.0, a double. The keyed archives spell
    /// localizable strings' text as an inline `NS.string`, and nil (besides
    /// UID 0) as references to another `$null` string.
    @Test(arguments: [
        ("SUStatus", nil),
        ("SUUpdateAlert", nil),
        ("SUUpdatePermissionPrompt", Difference(path: "IB.objectdata.NSOidsValues[10]", kind: .type, left: "int8 11", right: "float64 11")),
    ] as [(String, NibGraphComparison.Difference?)])
    func applesKeyedAndNIBArchiveFormsOfOneXibAgree(name: String, difference: NibGraphComparison.Difference?) throws {
        let directory = SharedCorpus.root.appendingPathComponent("pairs/sparkle-2.2.2__sveinbjornt__Platypus__\(name)/\(name).nib")
        let keyed = try NibGraph(keyedArchiveBytes: ByteView(try FileBytes.read(path: directory.appendingPathComponent("keyedobjects.nib").path)))
        let archive = try Self.graph(directory.appendingPathComponent("keyedobjects-101300.nib").path)
        let comparison = NibGraphComparison(keyed, archive, options: .init(limit: 1000))
        #expect(comparison.differences.filter { $0.kind == .keyOrder }.count > 10)
        #expect(comparison.differences.filter { $0.kind != .keyOrder } == (difference.map { [$0] } ?? []))
        #expect(NibGraphComparison(keyed, archive, options: .init(ignoresKeyOrder: true)).differences == (difference.map { [$0] } ?? []))
    }

    struct Unexpected: Error {}

    /// The two labels, in the order of the view's `UISubviews`.
    static func labels(in graph: NibGraph) throws -> [Int] {
        let subviews = try subviewsArray(in: graph)
        guard case .array(let items)? = graph.objects[subviews]["NS.objects"] else { throw Unexpected() }
        let labels = items.compactMap { item -> Int? in
            if case .object(let index) = item, graph.objects[index].className == "UILabel" { return index }
            return nil
        }
        try #require(labels.count == 2)
        return labels
    }

    static func subviewsArray(in graph: NibGraph) throws -> Int {
        guard case .object(let top)? = graph.objects[0]["UINibTopLevelObjectsKey"],
              case .array(let items)? = graph.objects[top]["NS.objects"], items.count == 3,
              case .object(let view) = items[2], case .object(let subviews)? = graph.objects[view]["UISubviews"]
        else { throw Unexpected() }
        return subviews
    }

    static func swapSubviews(_ graph: inout NibGraph) throws {
        let subviews = try subviewsArray(in: graph)
        guard case .array(let items)? = graph.objects[subviews]["NS.objects"] else { throw Unexpected() }
        graph.objects[subviews].entries = [NibGraph.Entry("NS.objects", .array(items.reversed()))]
    }

    static func set(_ graph: inout NibGraph, object: Int, key: String, to value: NibGraph.Value) throws {
        let index = try #require(graph.objects[object].entries.firstIndex { $0.key == key })
        graph.objects[object].entries[index].value = value
    }
}

/// The comparison's rules on small graphs built here.
struct NibGraphComparisonTests {
    typealias Object = NibGraph.Object
    typealias Entry = NibGraph.Entry

    static func string(_ text: String, className: String = "NSString") -> Object {
        Object(className: className, entries: [Entry("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])
    }

    @Test func formsOfOneContentAreEqual() {
        // An inline NS.string and NS.bytes; NS.objects before NS.keys (a keyed archive's hash order)
        // and after; a set in either order; $classes on one side only; a "$null" string and nil.
        let left = NibGraph(objects: [
            Object(className: "NSObject", entries: [Entry("text", .object(1)), Entry("map", .object(2)), Entry("set", .object(5)),
                                                    Entry("none", .object(6))]),
            Object(className: "NSMutableString", entries: [Entry("NS.string", .string("héllo"))]),
            Object(className: "NSDictionary", entries: [Entry("NS.objects", .array([.object(4)])), Entry("NS.keys", .array([.object(3)]))]),
            Self.string("key"), Self.string("value"),
            Object(className: "NSSet", classChain: ["NSSet", "NSObject"], entries: [Entry("NS.objects", .array([.object(3), .object(4)]))]),
            Self.string("$null"),
        ])
        let right = NibGraph(objects: [
            Object(className: "NSObject", entries: [Entry("text", .object(1)), Entry("map", .object(2)), Entry("set", .object(5)),
                                                    Entry("none", .null)]),
            Self.string("héllo", className: "NSMutableString"),
            Object(className: "NSDictionary", entries: [Entry("NS.keys", .array([.object(3)])), Entry("NS.objects", .array([.object(4)]))]),
            Self.string("key"), Self.string("value"),
            Object(className: "NSSet", entries: [Entry("NS.objects", .array([.object(4), .object(3)]))]),
        ])
        let comparison = NibGraphComparison(left, right)
        #expect(comparison.isEqual, "\(comparison.differences)")
    }

    @Test func valuesCompareByTypeAndBits() {
        func root(_ values: [NibGraph.Value]) -> NibGraph {
            NibGraph(objects: [Object(className: "NSObject", entries: values.enumerated().map { Entry("k\($0.offset)", $0.element) })])
        }
        let left = root([.float(0), .float(1.5), .double(2), .integer(3, .int8), .bool(true), .null])
        let right = root([.float(-0.0), .double(1.5), .double(2), .integer(3, .int8), .integer(1, .int8), .object(0)])
        #expect(NibGraphComparison(left, right).differences == [
            Difference(path: "k0", kind: .value, left: "float32 0", right: "float32 -0"),
            Difference(path: "k1", kind: .type, left: "float32 1.5", right: "float64 1.5"),
            Difference(path: "k4", kind: .type, left: "bool true", right: "int8 1"),
            Difference(path: "k5", kind: .type, left: "nil", right: "NSObject #0"),
        ])
    }

    @Test func anObjectSharedOnOneSideOnlyIsADifference() {
        let view = Object(className: "UIView", entries: [Entry("tag", .integer(1))])
        let shared = NibGraph(objects: [Object(className: "NSObject", entries: [Entry("a", .object(1)), Entry("b", .object(1))]), view])
        let copied = NibGraph(objects: [Object(className: "NSObject", entries: [Entry("a", .object(1)), Entry("b", .object(2))]), view, view])
        #expect(NibGraphComparison(shared, copied).differences == [
            Difference(path: "b", kind: .sharing, left: "same object as at a", right: "not reached before"),
        ])
        #expect(NibGraphComparison(copied, shared).differences == [
            Difference(path: "b", kind: .sharing, left: "not reached before", right: "same object as at a"),
        ])
        // A cycle ends.
        let cycle = NibGraph(objects: [Object(className: "NSObject", entries: [Entry("a", .object(1))]),
                                       Object(className: "UIView", entries: [Entry("next", .object(1))])])
        #expect(NibGraphComparison(cycle, cycle).isEqual)
    }

    @Test func listElementsPairByContentWhateverTheirPositions() {
        func list(_ texts: [String]) -> NibGraph {
            NibGraph(objects: [Object(className: "NSObject", entries: [Entry("list", .object(1))]),
                               Object(className: "NSArray", entries: [Entry("NS.objects", .array(texts.indices.map { .object($0 + 2) }))])]
                     + texts.map { Self.string($0) })
        }
        // An element inserted: the others still pair.
        #expect(NibGraphComparison(list(["a", "b", "c"]), list(["a", "x", "b", "c"])).differences == [
            Difference(path: "list[1]", kind: .extraElement, left: nil, right: "\"x\""),
        ])
        // One element changed: it pairs with what took its place.
        #expect(NibGraphComparison(list(["a", "b", "c"]), list(["a", "B", "c"])).differences == [
            Difference(path: "list[1]", kind: .value, left: "\"b\"", right: "\"B\""),
        ])
        #expect(NibGraphComparison(list(["a", "b"]), list(["b", "a"]), options: .init(ignoresOrder: true)).isEqual)
    }
}

/// Archives nested in data values compare as graphs.
struct NestedArchiveComparisonTests {
    typealias Object = NibGraph.Object
    typealias Entry = NibGraph.Entry

    /// A root holding `title` and `nib`, an `NSData` object of `nested`'s bytes (none: no `nib`).
    static func graph(title: String, nested: [UInt8]? = nil) -> NibGraph {
        var objects = [Object(className: "NSObject", entries: [Entry("title", .object(1))]),
                       Object(className: "NSString", entries: [Entry("NS.bytes", .data(ByteView(copying: Array(title.utf8))))])]
        if let nested {
            objects[0].entries.append(Entry("nib", .object(2)))
            objects.append(Object(className: "NSData", entries: [Entry("NS.bytes", .data(ByteView(copying: nested)))]))
        }
        return NibGraph(objects: objects)
    }

    static func nibArchive(_ graph: NibGraph) throws -> [UInt8] {
        var warnings: [NibGraphWarning] = []
        return try graph.nibArchiveBytes(warnings: &warnings)
    }

    static func keyedArchive(_ graph: NibGraph) throws -> [UInt8] {
        var warnings: [NibGraphWarning] = []
        return try graph.keyedArchiveBytes(warnings: &warnings)
    }

    @Test func oneGraphInTwoLayoutsIsEqual() throws {
        let inner = Self.graph(title: "cell")
        let left = Self.graph(title: "outer", nested: try Self.nibArchive(inner))
        let right = Self.graph(title: "outer", nested: try Self.keyedArchive(inner))
        let comparison = NibGraphComparison(left, right)
        #expect(comparison.isEqual, "\(comparison.differences)")
        // Inline data too.
        let inline = { (bytes: [UInt8]) in
            NibGraph(objects: [Object(className: "NSObject", entries: [Entry("nib", .data(ByteView(copying: bytes)))])])
        }
        #expect(NibGraphComparison(inline(try Self.nibArchive(inner)), inline(try Self.keyedArchive(inner))).isEqual)
    }

    @Test func aNestedDifferenceHasAPathInsideTheArchive() throws {
        let left = Self.graph(title: "outer", nested: try Self.nibArchive(Self.graph(title: "cell")))
        let right = Self.graph(title: "outer", nested: try Self.keyedArchive(Self.graph(title: "Cell")))
        let comparison = NibGraphComparison(left, right)
        #expect(comparison.differences == [Difference(path: "nib>title", kind: .value, left: "\"cell\"", right: "\"Cell\"")])
        #expect(NibGraphComparison(left, right, options: .init(limit: 0)).count == 1)
    }

    @Test func dataThatIsNoArchiveComparesByBytes() throws {
        let broken = Array("NIBArchive".utf8) + [1, 2, 3]
        let archive = try Self.nibArchive(Self.graph(title: "cell"))
        let comparison = NibGraphComparison(Self.graph(title: "outer", nested: broken), Self.graph(title: "outer", nested: archive))
        #expect(comparison.differences.map(\.path) == ["nib"])
        #expect(comparison.differences.map(\.kind) == [.value])
    }

    @Test func archivesNestedTooDeepCompareByBytes() throws {
        func nested(_ title: String, depth: Int) throws -> NibGraph {
            var graph = Self.graph(title: title)
            for _ in 0..<depth { graph = Self.graph(title: "outer", nested: try Self.nibArchive(graph)) }
            return graph
        }
        let depth = NibGraphComparison.nestedDepth
        let shallow = NibGraphComparison(try nested("a", depth: depth), try nested("b", depth: depth))
        #expect(shallow.differences.map(\.path) == [String(repeating: "nib>", count: depth) + "title"])
        let deep = NibGraphComparison(try nested("a", depth: depth + 1), try nested("b", depth: depth + 1))
        #expect(deep.differences.map(\.path) == [String(repeating: "nib>", count: depth) + "nib"])
        #expect(deep.differences.map(\.kind) == [.value])
    }
}
