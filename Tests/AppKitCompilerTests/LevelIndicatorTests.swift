import AppKitCompiler
import NibGraph
import Testing

/// Level indicators, as test_writing_direction shows them.
struct LevelIndicatorTests {
    @Test func cellWritesItsValuesAndStyle() throws {
        let compilation = try compileMacWindow("""
            <levelIndicator verticalHuggingPriority="800" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="20" y="200" width="200" height="18"/>
                <levelIndicatorCell key="cell" alignment="left" maxValue="10" warningValue="5" criticalValue="2" id="c"/>
            </levelIndicator>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let indicator = try #require(graph.objects(ofClass: "NSLevelIndicator").first)
        #expect(graph.text(indicator["NSHuggingPriority"]) == "{250, 800}")
        #expect(indicator["NSControlTextAlignment"] == .integer(0))
        let cell = try #require(graph.target(indicator["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSControlView", "NSMaxValue", "NSWarningValue", "NSCriticalValue",
                              "NSIndicatorStyle"])
        #expect(cell["NSMaxValue"] == .double(10))
        #expect(cell["NSIndicatorStyle"] == .integer(2))
    }
}
