import AppKitCompiler
import NibGraph
import Testing

/// `<outlet>` and `<action>` → `NSNibOutletConnector`, `NSNibControlConnector`.
struct ConnectionTests {
    @Test func outletsAndActionsInWalkOrder() throws {
        let compilation = try compileMacXIB("""
            <window title="W" id="w">
                <view key="contentView" id="v">
                    <subviews>
                        <customView id="c">
                            <rect key="frame" x="1" y="1" width="10" height="10"/>
                            <connections>
                                <action selector="first:" target="-1" id="a1"/>
                                <action selector="second:" target="-2" id="a2"/>
                            </connections>
                        </customView>
                    </subviews>
                </view>
                <connections>
                    <outlet property="delegate" destination="-2" id="o1"/>
                    <outlet property="missing" destination="nowhere" id="o2"/>
                </connections>
            </window>
            """)
        #expect(compilation.diagnostics.map(\.severity) == [.error])
        let graph = compilation.graph
        let data = try #require(graph.objectData)
        let connections = graph.elements(data["NSConnections"])
        #expect(connections.map(\.className) == ["NSNibOutletConnector", "NSNibControlConnector", "NSNibControlConnector"])
        #expect(connections.map(\.keys) == [
            ["NSSource", "NSDestination", "NSLabel", "NSChildControllerCreationSelectorName"],
            ["NSSource", "NSLabel"],
            ["NSSource", "NSDestination", "NSLabel"],
        ])
        #expect(graph.target(connections[0]["NSSource"])?.className == "NSWindowTemplate")
        // Oids: owner, Application, window, content view, custom view, then the connections.
        #expect(graph.elements(data["NSOidsKeys"]).count == 8)
    }

    /// An outlet may end at a layout constraint: an `NSNibOutletConnector`
    /// whose destination is the `NSLayoutConstraint` (Apple's
    /// transmission_MainMenu.nib: `fTorrentPriorityViewWidthConstraint`).
    @Test func outletToAConstraint() throws {
        let compilation = try compileMacXIB("""
            <window title="W" id="w">
                <view key="contentView" id="v">
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="c">
                            <rect key="frame" x="1" y="1" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="k"/>
                            </constraints>
                        </customView>
                    </subviews>
                </view>
                <connections>
                    <outlet property="widthConstraint" destination="k" id="o1"/>
                </connections>
            </window>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let data = try #require(graph.objectData)
        let connections = graph.elements(data["NSConnections"])
        #expect(connections.map(\.className) == ["NSNibOutletConnector"])
        #expect(graph.target(connections.first?["NSDestination"])?.className == "NSLayoutConstraint")
        #expect(graph.text(connections.first?["NSLabel"]) == "widthConstraint")
    }
}
