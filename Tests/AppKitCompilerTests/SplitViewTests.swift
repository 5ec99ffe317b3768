import AppKitCompiler
import NibGraph
import Testing

/// Split views, checked against Apple's output for the same markup in
/// viraptor's pairs (test35_splitview_responder, test_splitview_props, test_splitview_swapper).
struct SplitViewTests {
    static func splitView(_ attributes: String, frames: [(Double, Double, Double, Double)]) -> String {
        let views = frames.enumerated().map { index, frame in
            """
            <customView id="v\(index)">
                <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </customView>
            """
        }.joined(separator: "\n")
        return """
            <splitView \(attributes) id="split">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
            \(views)
                </subviews>
                <holdingPriorities>
                    <real value="250"/>
                    <real value="250"/>
                </holdingPriorities>
            </splitView>
            """
    }

    @Test func verticalSplitViewKeepsTilingFramesAndClipsItsViews() throws {
        let compilation = try compileMacWindow(Self.splitView(
            #"autosaveName="Split" dividerStyle="thin" vertical="YES""#, frames: [(0, 0, 150, 200), (151, 0, 149, 200)]))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let split = try #require(graph.objects(ofClass: "NSSplitView").first)
        #expect(Array(split.keys.suffix(3)) == ["NSIsVertical", "NSDividerStyle", "NSAutosaveName"])
        #expect(split["NSDividerStyle"] == .integer(2, .int8))
        let views = graph.elements(split["NSSubviews"])
        #expect(graph.text(views[0]["NSFrameSize"]) == "{150, 200}")
        #expect(graph.text(views[1]["NSFrame"]) == "{{151, 0}, {149, 200}}")
        #expect(views.allSatisfy { $0["NSViewClipsToBoundsKeyName"] == .bool(true) })
    }

    @Test func horizontalSplitViewSharesItsHeightFromTheTop() throws {
        // Side-by-side frames in a horizontal (thick-divider) split view: AppKit
        // stacks them, sharing 200 - 9 points in proportion (95.5 each, the first rounded).
        let graph = try compileMacWindow(Self.splitView("", frames: [(0, 0, 150, 200), (151, 0, 149, 200)])).graph
        let split = try #require(graph.objects(ofClass: "NSSplitView").first)
        #expect(split["NSIsVertical"] == nil)
        #expect(split["NSDividerStyle"] == nil)
        let views = graph.elements(split["NSSubviews"])
        #expect(graph.text(views[0]["NSFrameSize"]) == "{300, 96}")
        #expect(graph.text(views[1]["NSFrame"]) == "{{0, 105}, {300, 95}}")
    }

    @Test func customClassIsSwapped() throws {
        let graph = try compileMacWindow(Self.splitView(#"vertical="YES" customClass="MySplitView""#,
                                                        frames: [(0, 0, 145, 200), (154, 0, 146, 200)])).graph
        let swapper = try #require(graph.objects(ofClass: "NSClassSwapper").first)
        #expect(graph.text(swapper["NSClassName"]) == "MySplitView")
        #expect(graph.text(swapper["NSOriginalClassName"]) == "NSSplitView")
        #expect(swapper["NSIsVertical"] == .bool(true))
    }

    @Test func otherHoldingPrioritiesWarn() throws {
        let markup = Self.splitView("", frames: [(0, 0, 300, 95), (0, 104, 300, 96)])
            .replacingOccurrences(of: #"<real value="250"/>"#, with: #"<real value="260"/>"#)
        let compilation = try compileMacWindow(markup)
        #expect(compilation.diagnostics.count == 2)
    }
}
