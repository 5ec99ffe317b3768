import AppKitCompiler
import Foundation
import NibBytes
import NibGraph
import Testing

/// View-based tables and outlines in their scroll views, with the tiling,
/// widths and prototype frames Apple's ibtool wrote for viraptor's
/// test17_scrollhiding, test24_tables_elastic, test28_tableview_attrs,
/// outline_cellview and reusable_views_order pairs.
struct ViewBasedTableTests {
    /// A 240 × 77 bordered scroll view (a 28-point header) holding a
    /// view-based table of columns 116 and 93 (spacing 17) whose prototypes
    /// are `cellHeight` high; `scrollAttributes` go on the scroll view,
    /// `scrollerHidden` on both scrollers.
    static func table(cellHeight: Int = 24, scrollAttributes: String = "autohidesScrollers=\"YES\"",
                      scrollerHidden: String = "hidden=\"YES\"") -> String {
        """
        <scrollView \(scrollAttributes) horizontalLineScroll="24" horizontalPageScroll="10" verticalLineScroll="24" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="s">
            <rect key="frame" x="20" y="20" width="240" height="77"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <clipView key="contentView" id="c">
                <rect key="frame" x="1" y="1" width="238" height="75"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView columnAutoresizingStyle="lastColumnOnly" multipleSelection="NO" autosaveColumns="NO" rowHeight="24" rowSizeStyle="automatic" headerView="hv" viewBased="YES" id="t">
                        <rect key="frame" x="0.0" y="0.0" width="238" height="47"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <size key="intercellSpacing" width="17" height="0.0"/>
                        <tableColumns>
                            <tableColumn identifier="A" width="116" minWidth="40" maxWidth="1000" id="c0">
                                <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                <prototypeCellViews>
                                    <tableCellView id="p0">
                                        <rect key="frame" x="8" y="0.0" width="114" height="\(cellHeight)"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                            <tableColumn identifier="B" width="93" minWidth="40" maxWidth="1000" id="c1">
                                <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                <prototypeCellViews>
                                    <tableCellView id="p1">
                                        <rect key="frame" x="139" y="0.0" width="90" height="\(cellHeight)"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
                </subviews>
            </clipView>
            <scroller key="horizontalScroller" \(scrollerHidden) horizontal="YES" id="h">
                <rect key="frame" x="1" y="118" width="238" height="16"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
            <scroller key="verticalScroller" \(scrollerHidden) horizontal="NO" id="v">
                <rect key="frame" x="224" y="17" width="15" height="102"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
            <tableHeaderView key="headerView" id="hv">
                <rect key="frame" x="0.0" y="0.0" width="238" height="28"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableHeaderView>
        </scrollView>
        """
    }

    /// Columns that overflow the clip view and cannot shrink (the last one's
    /// minimum) make the table as wide as them, their spacing between them
    /// and 32 points: 116 + 17 + 93 + 32 = 258 (test24, test28).
    @Test func overflowingColumnsWidenTheTableBy32Points() throws {
        let graph = try compileMacWindow(Self.table()).graph
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        #expect(graph.text(table["NSFrameSize"]) == "{258, 47}")
        let header = try #require(graph.objects(ofClass: "NSTableHeaderView").first)
        #expect(graph.text(header["NSFrameSize"]) == "{258, 28}")
        let horizontal = try #require(graph.objects(ofClass: "NSScroller").first)
        #expect(horizontal["NSPercent"] == .double(238.0 / 258))
    }

    /// Prototypes taller than the row height make the rows as high, and the
    /// table one row high when that is taller than its clip view: the
    /// vertical scroller is then enabled (still hidden when autohiding), its
    /// knob the clip view's share of the table and header, and the scroll
    /// view writes 0x40; elasticity "none" sets 0x5000 (test24).
    @Test func tallPrototypesMakeTallRows() throws {
        let graph = try compileMacWindow(Self.table(cellHeight: 52, scrollAttributes: """
            autohidesScrollers="YES" horizontalScrollElasticity="none" verticalScrollElasticity="none"
            """)).graph
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        #expect(table["NSRowHeight"] == .double(52))
        #expect(graph.text(table["NSFrameSize"]) == "{258, 52}")
        let vertical = try #require(graph.objects(ofClass: "NSScroller").last)
        #expect(vertical["NSEnabled"] == .bool(true))
        #expect(vertical["NSPercent"] == .double(0.9375))
        #expect(vertical["NSvFlags"] == .integer(-0x8000_0000 | 256, .int64))
        let scroll = try #require(graph.objects(ofClass: "NSScrollView").first)
        #expect(scroll["NSsFlags"] == .integer(154_354, .int32))
        #expect(scroll["NSScrollAmts"] == .data(ByteView(copying: [0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x42, 0x50, 0, 0, 0x42, 0x50, 0, 0])))
    }

    /// Scrollers that do not autohide but that the document hides lie over
    /// the clip view: it fills the scroll view inside the border, and both
    /// show at their edges; the corner view stays out of the scroll view (test17).
    @Test func hiddenScrollersThatDoNotAutohideOverlayTheClipView() throws {
        let graph = try compileMacWindow(Self.table(scrollAttributes: "autohidesScrollers=\"NO\"")).graph
        let clip = try #require(graph.objects(ofClass: "NSClipView").first { $0["NSBounds"] != nil })
        #expect(graph.text(clip["NSFrame"]) == "{{1, 1}, {238, 75}}")
        let scrollers = graph.objects(ofClass: "NSScroller")
        try #require(scrollers.count == 2)
        #expect(scrollers.map { $0["NSvFlags"] } == [.integer(256, .int16), .integer(256, .int16)])
        #expect(graph.text(scrollers[0]["NSFrame"]) == "{{1, 59}, {238, 17}}")
        #expect(graph.text(scrollers[1]["NSFrame"]) == "{{222, 29}, {17, 47}}")
        #expect(scrollers[1]["NSEnabled"] == nil)
        let scroll = try #require(graph.objects(ofClass: "NSScrollView").first)
        #expect(scroll["NSCornerView"] == nil)
        #expect(graph.elements(scroll["NSSubviews"]).map(\.className) == ["NSClipView", "NSClipView", "NSScroller", "NSScroller"])
    }

    /// A view-based outline whose columns overflow its width less the inset
    /// style's 20 points and three spacings narrows its outline column's
    /// prototypes by that much, and the next column's move with them: columns
    /// 218, 34, 31 (spacing 3) in a 301-point outline narrow a 223-point cell
    /// to 203 (outline_cellview, reusable_views_order).
    @Test func outlineNarrowsItsOutlineColumnsPrototypes() throws {
        let xib = """
            <scrollView hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="s">
                <rect key="frame" x="0" y="0" width="316" height="190"/>
                <autoresizingMask key="autoresizingMask"/>
                <clipView key="contentView" id="c">
                    <rect key="frame" x="1" y="1" width="301" height="188"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <outlineView columnReordering="NO" columnResizing="NO" autosaveColumns="NO" rowHeight="34" rowSizeStyle="automatic" viewBased="YES" indentationPerLevel="16" autoresizesOutlineColumn="YES" outlineTableColumn="c0" id="o">
                            <rect key="frame" x="0.0" y="0.0" width="301" height="188"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <size key="intercellSpacing" width="3" height="2"/>
                            <tableColumns>
                                <tableColumn identifier="Name" width="218" minWidth="38" maxWidth="1000" id="c0">
                                    <tableColumnResizingMask key="resizingMask" resizeWithTable="YES"/>
                                    <prototypeCellViews>
                                        <tableCellView id="p0">
                                            <rect key="frame" x="1" y="1" width="223" height="34"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </tableCellView>
                                    </prototypeCellViews>
                                </tableColumn>
                                <tableColumn identifier="Middle" width="34" minWidth="10" maxWidth="1000" id="c1">
                                    <prototypeCellViews>
                                        <tableCellView id="p1">
                                            <rect key="frame" x="225" y="1" width="34" height="34"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </tableCellView>
                                    </prototypeCellViews>
                                </tableColumn>
                                <tableColumn identifier="Check" width="31" minWidth="10" maxWidth="1000" id="c2"/>
                            </tableColumns>
                        </outlineView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" controlSize="small" horizontal="YES" id="h">
                    <rect key="frame" x="-100" y="-100" width="328" height="11"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" controlSize="small" horizontal="NO" id="v">
                    <rect key="frame" x="302" y="1" width="13" height="188"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
            </scrollView>
            """
        let graph = try compileMacWindow(xib).graph
        let cells = graph.objects(ofClass: "NSTableCellView")
        try #require(cells.count == 2)
        #expect(graph.text(cells[0]["NSFrame"]) == "{{11, 1}, {203, 34}}")
        #expect(graph.text(cells[1]["NSFrame"]) == "{{217, 1}, {34, 34}}")
        let outline = try #require(graph.objects(ofClass: "NSOutlineView").first)
        #expect(graph.text(outline["NSFrameSize"]) == "{301, 188}")
        #expect(outline["NSOutlineViewIndentationMarkerFollowsCellKey"] == nil)
        // Transmission's MainMenu: a marker that does not follow the cell is written, after the indentation.
        let still = try compileMacWindow(xib.replacingOccurrences(of: "indentationPerLevel=\"16\"",
                                                                  with: "indentationPerLevel=\"16\" indentationMarkerFollowsCell=\"NO\"")).graph
        let keys = try #require(still.objects(ofClass: "NSOutlineView").first).keys
        let marker = try #require(keys.firstIndex(of: "NSOutlineViewIndentationMarkerFollowsCellKey"))
        #expect(keys[marker - 1] == "NSOutlineViewIndentationPerLevelKey" && keys[marker + 1] == "NSOutineViewStronglyReferencesItems")
    }
}
