import NIBArchive
import NibBytes
import NibCoding
import NibGraph
import Testing

/// A UIKit-shaped graph made with ``NibGraphBuilder`` is one both writers
/// accept: each output decodes to the same graph, re-encodes to the same
/// bytes, and instantiates.
struct GraphBuilderTests {
    static func uikitShapedGraph() -> NibGraph {
        var builder = NibGraphBuilder()
        let view = builder.addObject("UIView")
        let label = builder.addObject("UILabel")
        builder.append("UIBounds", .geometry([0, 0, 100, 20]), to: label)
        builder.append("UIText", .object(builder.string("Hello")), to: label)
        builder.append("UIBounds", .geometry([0, 0, 320, 480]), to: view)
        builder.append("UISubviews", .object(builder.array([label], className: FoundationClasses.mutableArray)), to: view)
        builder.append("UIOpaque", .bool(true), to: view)
        builder.append("UITag", .integer(300), to: view)
        builder.append("UIAlpha", .float(0.5), to: view)
        builder.append("UIBackgroundColor", .null, to: view)
        let topLevel = builder.array([view])
        builder.append("UINibTopLevelObjectsKey", .object(topLevel), to: builder.root)
        builder.append("UINibObjectsKey", .object(builder.array([view, label])), to: builder.root)
        builder.append("UINibConnectionsKey", .object(builder.array([])), to: builder.root)
        return builder.graph
    }

    @Test func builtGraphIsWrittenInBothFormats() throws {
        let graph = Self.uikitShapedGraph()
        #expect(graph.objects[0].className == "NSObject")
        var warnings: [NibGraphWarning] = []
        let nibArchive = try graph.nibArchiveBytes(warnings: &warnings)
        let keyed = try graph.keyedArchiveBytes(warnings: &warnings)
        #expect(warnings.isEmpty)

        let fromNIBArchive = try NibGraph(nibArchiveBytes: ByteView(copying: nibArchive))
        #expect(NibGraphComparison(graph, fromNIBArchive).isEqual)
        #expect(try fromNIBArchive.nibArchiveBytes(warnings: &warnings) == nibArchive)
        let fromKeyed = try NibGraph(keyedArchiveBytes: ByteView(copying: keyed))
        #expect(NibGraphComparison(graph, fromKeyed).isEqual)

        for bytes in [nibArchive, keyed] {
            let nib = try NibFile(bytes: ByteView(copying: bytes)).instantiate()
            let view = try #require(nib.topLevelObjects.first as? NibDynamicObject)
            #expect(nib.topLevelObjects.count == 1)
            #expect(view.className == "UIView")
            #expect(Set(view.entries.map(\.key)) == ["UIBounds", "UISubviews", "UIOpaque", "UITag", "UIAlpha", "UIBackgroundColor"])
        }
    }

    @Test func equalStringsAreOneObject() {
        var builder = NibGraphBuilder()
        let first = builder.string("same")
        #expect(builder.string("same") == first)
        #expect(builder.string("other") != first)
        #expect(builder.unpooledString("same", className: FoundationClasses.string) != first)
    }

    /// Equal numbers are one object in the graph whatever their kind:
    /// `NSNumber` equality ignores whether it holds an integer or a double.
    /// The builder makes one object per kind; the graph keeps the one
    /// reached first from the root (see EqualNumberTests).
    @Test func equalIntegerAndDoubleNumbersAreOneObject() {
        var builder = NibGraphBuilder()
        let size = builder.number(13.0)
        #expect(builder.number(13.0) == size)
        let integer = builder.number(Int64(13))
        #expect(builder.number(3.5) != size)
        builder.append("size", .object(size), to: builder.root)
        builder.append("count", .object(integer), to: builder.root)
        let graph = builder.graph
        #expect(graph.objects[0]["size"] == graph.objects[0]["count"])
        guard case .object(let index)? = graph.objects[0]["size"] else { Issue.record("no number"); return }
        #expect(graph.objects[index].entries.map(\.key) == [FoundationClasses.doubleKey])
    }
}
