@testable import AppKitCompiler
import NibBytes
import NibGraph
import Testing

/// Stack views, checked against Apple's output for the same markup in
/// viraptor's pairs (stackview_identifier, test22_stackview_orient, test19_layouts).
struct StackViewTests {
    @Test func stackViewWithAnArrangedView() throws {
        let compilation = try compileMacWindow("""
            <stackView identifier="MyStack" distribution="equalSpacing" orientation="horizontal" alignment="centerY" spacing="8" \
            horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
            detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sv1">
                <rect key="frame" x="20" y="88" width="260" height="24"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="c1">
                        <rect key="frame" x="0" y="4" width="37" height="16"/>
                    </customView>
                </subviews>
                <visibilityPriorities>
                    <integer value="1000"/>
                </visibilityPriorities>
                <customSpacing>
                    <real value="3.4028234663852886e+38"/>
                </customSpacing>
            </stackView>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let stack = try #require(graph.objects(ofClass: "NSStackView").first)
        #expect(graph.text(stack["NSReuseIdentifierKey"]) == "MyStack")
        #expect(stack["NSDoNotTranslateAutoresizingMask"] == .bool(true))
        #expect(stack["NSStackViewSecondaryAlignment"] == .integer(3, .int8))
        #expect(stack["NSStackViewAlignment"] == .integer(10, .int8))
        #expect(stack["NSStackViewHasEqualSpacing"] == .bool(true))
        #expect(stack["NSStackViewdistribution"] == .integer(3, .int8))
        #expect(stack["NSStackViewHorizontalHugging"] == .float(249.99998))
        let arranged = try #require(graph.elements(stack["NSSubviews"]).first)
        #expect(arranged["NSDoNotTranslateAutoresizingMask"] == .bool(true))
        let container = try #require(graph.target(stack["NSStackViewBeginningContainer"]))
        #expect(container.className == "NSStackViewContainer")
        #expect(graph.elements(container["NSStackViewContainerNonDroppedViews"]) == [arranged])
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSConnections"]).map(\.className) == ["NSNibConnector"])
        let numbered = graph.elements(data["NSOidsKeys"]).map(\.className)
        #expect(!numbered.contains("NSNibConnector"))
    }

    @Test func emptyStackViewHasNoContainer() throws {
        let compilation = try compileMacWindow("""
            <stackView distribution="fill" orientation="vertical" alignment="trailing" fixedFrame="YES" \
            translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="161" width="123" height="89"/>
                <autoresizingMask key="autoresizingMask"/>
            </stackView>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let stack = try #require(graph.objects(ofClass: "NSStackView").first)
        #expect(stack["NSStackViewBeginningContainer"] == nil && stack["NSDoNotTranslateAutoresizingMask"] == nil)
        #expect(stack["NSStackViewOrientation"] == .integer(1, .int8))
        #expect(stack["NSStackViewSecondaryAlignment"] == .integer(4, .int8))
        #expect(stack["NSStackViewSpacing"] == .float(8))
        #expect(Array(stack.keys.suffix(1)) == ["NSStackViewHasFlatViewHierarchy"])
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSConnections"]).isEmpty)
    }

    /// Vienna's ExportAccessoryViewController: a stack view without a
    /// distribution lists its views by gravity area. Every view is a subview
    /// (none is dropped), each area's views sit in that area's container, and
    /// the distribution gives way to `NSStackViewHasEqualSpacing` NO; the
    /// encoding is said to be unverified.
    @Test func gravityAreasKeepTheirViews() throws {
        let compilation = try compileMacWindow("""
            <stackView orientation="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="20" width="200" height="65"/>
                <beginningViews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0" y="45" width="200" height="20"/>
                    </customView>
                </beginningViews>
                <endViews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0" y="0" width="200" height="20"/>
                    </customView>
                </endViews>
            </stackView>
            """)
        #expect(compilation.diagnostics.map(\.message) == [StackViewElement.unverifiedGravityAreas])
        let graph = compilation.graph
        let stack = try #require(graph.objects(ofClass: "NSStackView").first)
        let subviews = graph.elements(stack["NSSubviews"])
        #expect(subviews.count == 2)
        let containers = ["Beginning", "Middle", "End"].map { graph.target(stack["NSStackView\($0)Container"]) }
        #expect(containers.map { $0.map { graph.elements($0["NSStackViewContainerNonDroppedViews"]) } }
                == [[subviews[0]], [], [subviews[1]]])
        #expect(stack["NSStackViewdistribution"] == nil)
        #expect(stack["NSStackViewHasEqualSpacing"] == .bool(false))
        #expect(Array(stack.keys.suffix(4)) == [
            "NSStackViewBeginningContainer", "NSStackViewMiddleContainer", "NSStackViewEndContainer",
            "NSStackViewHasFlatViewHierarchy",
        ])
        #expect(subviews.allSatisfy { $0["NSDoNotTranslateAutoresizingMask"] == .bool(true) })
    }

    /// Arranged `<subviews>` without a distribution keep the arranged form (fill).
    @Test func arrangedSubviewsWithoutADistributionAreArranged() throws {
        let compilation = try compileMacWindow("""
            <stackView orientation="horizontal" alignment="centerY" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="20" width="200" height="20"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0" y="0" width="200" height="20"/>
                    </customView>
                </subviews>
            </stackView>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let stack = try #require(compilation.graph.objects(ofClass: "NSStackView").first)
        #expect(stack["NSStackViewdistribution"] == .integer(0, .int8))
        #expect(stack["NSStackViewMiddleContainer"] == nil)
        #expect(compilation.graph.elements(stack["NSSubviews"]).count == 1)
    }

    /// Transmission's MainMenu: `<edgeInsets>` gives the stack's insets, as floats.
    @Test func edgeInsetsAreTheDocuments() throws {
        let graph = try compileMacWindow("""
            <stackView distribution="fill" orientation="horizontal" alignment="centerY" fixedFrame="YES" id="s">
                <rect key="frame" x="20" y="20" width="100" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <edgeInsets key="edgeInsets" left="0.0" right="4" top="2" bottom="0.0"/>
            </stackView>
            """).graph
        let stack = try #require(graph.objects(ofClass: "NSStackView").first)
        #expect(["top", "left", "right", "bottom"].map { stack["NSStackViewEdgeInsets.\($0)"] } == [.float(2), .float(0), .float(4), .float(0)])
    }
}
