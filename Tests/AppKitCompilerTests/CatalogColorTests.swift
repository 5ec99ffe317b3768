import AppKitCompiler
import NibGraph
import Testing

/// System catalog colors carry a fallback color: Apple's where a pair shows
/// it, else the OpenStep system color list's, else black, each with a warning.
struct CatalogColorTests {
    static func compile(_ name: String) throws -> (fallback: NibGraph.Object?, graph: NibGraph, messages: [String]) {
        let compilation = try compileMacWindow("""
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="t">
                <rect key="frame" x="0" y="0" width="100" height="16"/>
                <textFieldCell key="cell" title="A" id="c">
                    <font key="font" metaFont="system"/>
                    <color key="textColor" name="\(name)" catalog="System" colorSpace="catalog"/>
                </textFieldCell>
            </textField>
            """)
        let graph = compilation.graph
        let color = graph.objects(ofClass: "NSColor").first { graph.text($0["NSColorName"]) == name }
        return (graph.target(color?["NSColor"]), graph, compilation.diagnostics.map(\.message))
    }

    @Test func openStepListFillsIn() throws {
        let (fallback, _, messages) = try Self.compile("controlShadowColor")
        // OpenStep's dark gray, 1/3, written as Apple writes disabledControlTextColor's.
        #expect(fallback?["NSComponents"] == .data(.init(copying: Array("0.3333333333 1".utf8))))
        #expect(messages.contains { $0.hasPrefix("catalog color \"controlShadowColor\" is given the fallback of the OpenStep") })
    }

    @Test func applesFallbackNeedsNoWarning() throws {
        let (fallback, _, messages) = try Self.compile("disabledControlTextColor")
        #expect(fallback?["NSComponents"] == .data(.init(copying: Array("0.3333333333 1".utf8))))
        #expect(!messages.contains { $0.contains("catalog color") })
    }

    @Test func anUnknownColorFallsBackToBlack() throws {
        let (fallback, _, messages) = try Self.compile("controlAlternatingRowColor")
        #expect(fallback?["NSComponents"] == .data(.init(copying: Array("0 1".utf8))))
        #expect(messages.contains("catalog color \"controlAlternatingRowColor\" has no known fallback; black is used"))
    }
}
