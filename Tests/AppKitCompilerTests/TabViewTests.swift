import AppKitCompiler
import NibGraph
import Testing

/// Tab views, checked against Apple's output for the same markup in
/// viraptor's pairs (nkv_simple, nkv_overlap, tabview_notabsnoborder, tabview_scrollview_chain).
struct TabViewTests {
    static func button(_ id: String, x: Int, y: Int, height: Int = 18) -> String {
        """
        <button id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="80" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <buttonCell key="cell" type="push" title="\(id)" bezelStyle="rounded" alignment="center" borderStyle="border" id="\(id)c">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    static func tabView(items: String, attributes: String = "") -> String {
        """
        <tabView \(attributes) id="tabs">
            <rect key="frame" x="10" y="10" width="280" height="180"/>
            <autoresizingMask key="autoresizingMask"/>
            <tabViewItems>
        \(items)
            </tabViewItems>
        </tabView>
        """
    }

    @Test func emptyTabViewWritesItsKeys() throws {
        let compilation = try compileMacWindow("""
            <tabView drawsBackground="NO" type="noTabsNoBorder" id="tabs">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <font key="font" metaFont="system"/>
            </tabView>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let tabView = try #require(graph.objects(ofClass: "NSTabView").first)
        #expect(Array(tabView.keys.suffix(4)) == ["NSTabViewItems", "NSFont", "NSTvFlags", "NSAllowTruncatedLabels"])
        #expect(graph.elements(tabView["NSSubviews"]).isEmpty)
        #expect(tabView["NSTvFlags"] == .integer(6, .int8))
        #expect(graph.target(tabView["NSFont"])?["NSSize"] == .double(13))
    }

    @Test func selectedItemViewIsTheSubviewAndOthersAreOutsideTheTree() throws {
        let graph = try compileMacWindow(Self.tabView(items: """
            <tabViewItem label="One" identifier="one" id="i1">
                <view key="view" id="v1"><rect key="frame" x="10" y="33" width="260" height="134"/></view>
            </tabViewItem>
            <tabViewItem label="Two" id="i2">
                <view key="view" id="v2"><rect key="frame" x="10" y="33" width="260" height="134"/></view>
            </tabViewItem>
            """, attributes: #"initialItem="i2""#)).graph
        let tabView = try #require(graph.objects(ofClass: "NSTabView").first)
        #expect(Array(tabView.keys.suffix(6)) == ["NSTabViewItems", "NSSelectedTabViewItem", "NSFont", "NSTvFlags",
                                                   "NSAllowTruncatedLabels", "NSDrawsBackground"])
        let font = try #require(graph.target(tabView["NSFont"]))
        #expect(font["NSSize"] == .double(11))
        let items = graph.elements(tabView["NSTabViewItems"])
        #expect(items.map(\.keys) == [["NSIdentifier", "NSView", "NSLabel", "NSColor", "NSTabView"],
                                      ["NSView", "NSLabel", "NSColor", "NSTabView"]])
        let selected = try #require(graph.target(tabView["NSSelectedTabViewItem"]))
        #expect(graph.text(selected["NSLabel"]) == "Two")
        let subviews = graph.elements(tabView["NSSubviews"])
        #expect(subviews.count == 1)
        let hidden = try #require(graph.target(items[0]["NSView"]))
        #expect(hidden["NSNextResponder"] == .null)
        #expect(hidden["NSSuperview"] == nil)
    }

    /// The key view loop from the tab view back to it: each view's cell's title, else its class.
    static func keyViewChain(_ graph: NibGraph) throws -> [String] {
        let tabView = try #require(graph.objects(ofClass: "NSTabView").first)
        var chain: [String] = []
        var view = graph.target(tabView["NSNextKeyView"])
        while let current = view, current.className != "NSTabView", chain.count < 10 {
            chain.append(graph.text(graph.target(current["NSCell"])?["NSContents"]) ?? current.className)
            view = graph.target(current["NSNextKeyView"])
        }
        return chain
    }

    @Test func keyViewLoopGoesByRowsOfOverlappingViews() throws {
        // Rows as in nkv_overlap: A, B and C overlap vertically (A through B),
        // so they read left to right, then top down: A, C, B; D and E follow.
        let graph = try compileMacWindow(Self.tabView(items: """
            <tabViewItem label="Tab" id="i1">
                <view key="view" id="v1">
                    <rect key="frame" x="10" y="33" width="260" height="134"/>
                    <subviews>
                        <customView id="container">
                            <rect key="frame" x="0" y="0" width="260" height="134"/>
                            <subviews>
            \(Self.button("A", x: 20, y: 100))
            \(Self.button("B", x: 160, y: 95, height: 25))
            \(Self.button("C", x: 20, y: 80))
            \(Self.button("D", x: 20, y: 60))
            \(Self.button("E", x: 20, y: 10))
                            </subviews>
                        </customView>
                    </subviews>
                </view>
            </tabViewItem>
            """)).graph
        let chain = try Self.keyViewChain(graph)
        #expect(chain == ["NSView", "NSCustomView", "A", "C", "B", "D", "E"])
        // A custom view lists its subviews back to front.
        let container = try #require(graph.objects(ofClass: "NSCustomView").first)
        #expect(graph.elements(container["NSSubviews"]).map { graph.text(graph.target($0["NSCell"])?["NSContents"]) }
            == ["E", "D", "C", "B", "A"])
    }

    /// Views whose extents overlap by one point stay in separate rows, as in
    /// the Flycut bundle's preferences (a check box at y 243 and a 21-point
    /// field at 242 read before the check box at 223 and the field at 222).
    @Test func onePointOverlapKeepsRowsApart() throws {
        let graph = try compileMacWindow(Self.tabView(items: """
            <tabViewItem label="Tab" id="i1">
                <view key="view" id="v1">
                    <rect key="frame" x="10" y="33" width="260" height="134"/>
                    <subviews>
            \(Self.button("P", x: 20, y: 100))
            \(Self.button("T", x: 160, y: 99, height: 21))
            \(Self.button("D", x: 20, y: 80))
            \(Self.button("N", x: 200, y: 79, height: 21))
                    </subviews>
                </view>
            </tabViewItem>
            """)).graph
        let chain = try Self.keyViewChain(graph)
        #expect(chain == ["NSView", "P", "T", "D", "N"])
    }

    /// The Flycut bundle's "Saving" rows: a label (y 88) and a 32-point
    /// button (79) that overlaps the next row's label (64) by 1 point and its
    /// button (55) by 8 read before that row: label, button, label, button, then the check boxes.
    @Test func overlapsAreComparedTwoAtATime() throws {
        let graph = try compileMacWindow(Self.tabView(items: """
            <tabViewItem label="Tab" id="i1">
                <view key="view" id="v1">
                    <rect key="frame" x="10" y="33" width="260" height="134"/>
                    <subviews>
            \(Self.button("L1", x: 14, y: 88, height: 16))
            \(Self.button("B1", x: 134, y: 79, height: 32))
            \(Self.button("L2", x: 14, y: 64, height: 16))
            \(Self.button("B2", x: 162, y: 55, height: 32))
            \(Self.button("C", x: 246, y: 63))
                    </subviews>
                </view>
            </tabViewItem>
            """)).graph
        #expect(try Self.keyViewChain(graph) == ["NSView", "L1", "B1", "L2", "B2", "C"])
    }

    /// `controlSize` goes in `NSTvFlags` bits 26 and 27, where GNUstep's
    /// `-[NSTabView initWithCoder:]` reads it from Apple's nibs (mini 2, as
    /// Adium's MessageWindow.xib sets it); no Apple nib of the corpus has a
    /// tab view of another size, which a warning says once.
    @Test func controlSizeIsInTheFlags() throws {
        let compilation = try compileMacWindow("""
            <tabView drawsBackground="NO" controlSize="mini" type="noTabsNoBorder" id="tabs">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
            </tabView>
            <tabView controlSize="small" id="tabs2">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
            </tabView>
            """)
        #expect(compilation.diagnostics.map(\.message) == [
            "a tab view's control size is written in NSTvFlags bits 26 and 27, where GNUstep reads it; "
                + "no Apple nib of the corpus checks the encoding",
        ])
        let tabViews = compilation.graph.objects(ofClass: "NSTabView")
        #expect(tabViews.map { $0["NSTvFlags"] } == [.integer(0x800_0006, .int32), .integer(0x400_0000, .int32)])
    }
}
