import AppKitCompiler
import Foundation
import NibGraph
import Testing

/// `<tableView>`, `<tableColumn>`, `<tableHeaderView>` and `<outlineView>` in
/// their scroll view, with the keys and tiling Apple's ibtool wrote for
/// viraptor's test_table_header, table_5col_reverseseq and test_table_uniform_header pairs.
struct TableViewTests {
    static func table(border: String = "", autohides: String = "YES", columnWidth: Int = 100, resizes: String = "YES",
                      columnAttributes: String = "") -> String {
        """
        <window title="W" id="w">
            <rect key="contentRect" x="0" y="0" width="400" height="300"/>
            <view key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <scrollView \(border) autohidesScrollers="\(autohides)" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="s">
                        <rect key="frame" x="10" y="10" width="380" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <clipView key="contentView" id="c">
                            <rect key="frame" x="1" y="1" width="378" height="198"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <tableView columnAutoresizingStyle="lastColumnOnly" alternatingRowBackgroundColors="YES" multipleSelection="NO" headerView="hv" id="t">
                                    <rect key="frame" x="0.0" y="0.0" width="378" height="175"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <size key="intercellSpacing" width="3" height="2"/>
                                    <tableColumns>
                                        <tableColumn width="\(columnWidth)" minWidth="40" maxWidth="1000" \(columnAttributes) id="col">
                                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="Name">
                                                <color key="backgroundColor" white="0.33333298560000002" alpha="1" colorSpace="calibratedWhite"/>
                                            </tableHeaderCell>
                                            <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" alignment="left" id="cell">
                                                <font key="font" metaFont="system"/>
                                            </textFieldCell>
                                            <tableColumnResizingMask key="resizingMask" resizeWithTable="\(resizes)" userResizable="YES"/>
                                            <sortDescriptor key="sortDescriptorPrototype" sortKey="name" ascending="YES" selector="compare:"/>
                                        </tableColumn>
                                    </tableColumns>
                                </tableView>
                            </subviews>
                        </clipView>
                        <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="h">
                            <rect key="frame" x="-100" y="-100" width="363" height="15"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                        <scroller key="verticalScroller" horizontal="NO" id="v">
                            <rect key="frame" x="364" y="24" width="15" height="210"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                        <tableHeaderView key="headerView" id="hv">
                            <rect key="frame" x="0.0" y="0.0" width="378" height="23"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableHeaderView>
                    </scrollView>
                </subviews>
            </view>
        </window>
        """
    }

    @Test func tableKeysColumnsAndHeader() throws {
        let compilation = try compileMacXIB(Self.table(autohides: "NO"))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        #expect(table.keys.suffix(18) == [
            "NSControlLineBreakMode", "NSControlWritingDirection", "NSControlSendActionMask", "NSHeaderView", "NSCornerView",
            "NSTableColumns", "NSIntercellSpacingWidth", "NSIntercellSpacingHeight", "NSRowHeight", "NSTvFlags", "NSDelegate",
            "NSDataSource", "NSColumnAutoresizingStyle", "NSDraggingSourceMaskForLocal", "NSDraggingSourceMaskForNonLocal",
            "NSAllowsTypeSelect", "NSTableViewDraggingDestinationStyle", "NSTableViewGroupRowStyle",
        ])
        // In its scroll view the table is width and height sizable, and fills the clip view (beside the
        // showing vertical scroller) below the header.
        #expect(table["NSvFlags"] == .integer(0x112, .int16))
        #expect(graph.text(table["NSFrameSize"]) == "{361, 175}")
        // Reordering, resizing, empty selection, autosave, alternating rows, bit 25, roomy columns.
        #expect(table["NSTvFlags"] == .integer(Int64(Int32(bitPattern: 0xD3A0_0000)), .int64))
        let column = try #require(graph.objects(ofClass: "NSTableColumn").first)
        #expect(graph.text(column["NSIdentifier"]) == "AutomaticTableColumnIdentifier.0")
        #expect(column["NSResizingMask"] == .integer(3, .int8))
        #expect(graph.target(column["NSTableView"])?.className == "NSTableView")
        #expect(graph.target(column["NSSortDescriptorPrototype"])?.keys == ["NSKey", "NSAscending", "NSSelector", "NSReverseNullOrder"])
        let cell = try #require(graph.target(column["NSDataCell"]))
        #expect(graph.target(cell["NSControlView"])?.className == "NSTableView")
        let font = try #require(graph.target(graph.target(column["NSHeaderCell"])?["NSSupport"]))
        #expect(font.keys == ["NSName", "NSSize", "NSfFlags", "NSTextStyleDescriptor", "NSHasWidth"])

        let scroll = try #require(graph.objects(ofClass: "NSScrollView").first)
        #expect(graph.elements(scroll["NSSubviews"]).map(\.className)
            == ["NSClipView", "NSClipView", "NSScroller", "_NSCornerView", "NSScroller"])
        // The line scroll follows the row height and intercell spacing: 19 points.
        guard case .data(let amounts)? = scroll["NSScrollAmts"] else { Issue.record("NSScrollAmts"); return }
        #expect(amounts.array == [0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x98, 0, 0, 0x41, 0x98, 0, 0])
        let clips = graph.objects(ofClass: "NSClipView")
        #expect(graph.text(clips[0]["NSBounds"]) == "{{0, -23}, {361, 198}}")
        // The showing vertical scroller is tiled below the header; the corner view shows above it.
        let vertical = try #require(graph.target(scroll["NSVScroller"]))
        #expect(graph.text(vertical["NSFrame"]) == "{{362, 24}, {17, 175}}")
        let corner = try #require(graph.target(scroll["NSCornerView"]))
        #expect(graph.text(corner["NSFrame"]) == "{{362, 1}, {18, 23}}")
    }

    /// A column's `headerToolTip` is `NSHeaderToolTip`, the key Apple's nibs
    /// carry it in (localization tools read it there), after `NSTableView`
    /// and before `NSSortDescriptorPrototype` (whose places Apple's pairs
    /// show); no Apple nib shows the tip's own place, which one warning says.
    @Test func headerToolTipFollowsTheTable() throws {
        let compilation = try compileMacXIB(Self.table(autohides: "NO", columnAttributes: "headerToolTip=\"Sorts by name\""))
        #expect(compilation.diagnostics.map(\.message) == [
            "a table column's headerToolTip is written as NSHeaderToolTip after NSTableView; "
                + "no Apple nib of the corpus checks the encoding",
        ])
        let graph = compilation.graph
        let column = try #require(graph.objects(ofClass: "NSTableColumn").first)
        #expect(column.keys.suffix(4) == ["NSIsEditable", "NSTableView", "NSHeaderToolTip", "NSSortDescriptorPrototype"])
        #expect(graph.target(column["NSHeaderToolTip"])?.className == "NSString")
        #expect(graph.text(column["NSHeaderToolTip"]) == "Sorts by name")
    }

    /// A borderless scroll view keeps the corner view out; it shows
    /// (outline_2col_default) unless the scroll view has no horizontal
    /// scroller (transmission_MainMenu: hidden).
    @Test func borderlessScrollViewKeepsTheCornerViewOut() throws {
        let withScroller = Self.table(border: "borderType=\"none\"")
            .replacingOccurrences(of: "hasHorizontalScroller=\"NO\" ", with: "")
        let graph = try compileMacXIB(withScroller).graph
        let scroll = try #require(graph.objects(ofClass: "NSScrollView").first)
        #expect(scroll["NSCornerView"] == nil)
        let corner = try #require(graph.objects(ofClass: "_NSCornerView").first)
        #expect(corner["NSNextResponder"] == .null)
        #expect(corner["NSvFlags"] == .integer(256, .int16))
        let withoutScroller = try compileMacXIB(Self.table(border: "borderType=\"none\"")).graph
        let hiddenCorner = try #require(withoutScroller.objects(ofClass: "_NSCornerView").first)
        // Hidden (bit 31) and autoresizing subviews, a negative 64-bit integer.
        #expect(hiddenCorner["NSvFlags"] == .integer(-2_147_483_392, .int64))
    }

    /// Columns leaving 30 points of a 378-point table free (with a 3-point
    /// spacing) set the tight bit of `NSTvFlags` (transmission_MainMenu:
    /// 448 + 2 of 480), 32 points the roomy bit (imagecell_datacell_font: 340 + 6 of 378).
    @Test func columnsLeavingThirtyPointsFreeAreTight() throws {
        for (width, tight) in [(345, true), (343, false)] {
            let graph = try compileMacXIB(Self.table(columnWidth: width)).graph
            let table = try #require(graph.objects(ofClass: "NSTableView").first)
            guard case .integer(let flags, _)? = table["NSTvFlags"] else {
                Issue.record("no NSTvFlags")
                continue
            }
            #expect((flags >> 21) & 3 == (tight ? 2 : 1))
        }
    }

    /// Columns that cannot resize with the table and leave less than 29 points
    /// free make the table as wide as them and 29 points (test_outline_header).
    @Test func wideColumnsWidenTheTable() throws {
        let graph = try compileMacXIB(Self.table(columnWidth: 400, resizes: "NO")).graph
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        #expect(graph.text(table["NSFrameSize"]) == "{432, 175}")
        let scroll = try #require(graph.objects(ofClass: "NSScrollView").first)
        // Autohiding, vertical scroller, bezel border, and the table wider than the clip view (0x80).
        #expect(scroll["NSsFlags"] == .integer(0x20800 | 0x200 | 0x10 | 0x80 | 2, .int32))
    }

    /// An autohiding horizontal scroller shows for a table wider than its clip
    /// view, whatever the document says: at the bottom inside the border, 17
    /// high, its knob the clip view's share of the table; the corner view then
    /// shows outside the scroll view (test_6col, test24_tables_elastic). For a
    /// table that fits, it is hidden (sv_hs_visible).
    @Test func autohidingHorizontalScrollerFollowsTheTableWidth() throws {
        let wide = Self.table(columnWidth: 400, resizes: "NO").replacingOccurrences(of: "hasHorizontalScroller=\"NO\"", with: "")
        let graph = try compileMacXIB(wide).graph
        let scroller = try #require(graph.objects(ofClass: "NSScroller").first)
        #expect(scroller["NSvFlags"] == .integer(256, .int16))
        #expect(graph.text(scroller["NSFrame"]) == "{{1, 182}, {378, 17}}")
        #expect(scroller["NSPercent"] == .double(378.0 / 432))
        let scroll = try #require(graph.objects(ofClass: "NSScrollView").first)
        #expect(scroll["NSCornerView"] == nil)

        let fits = Self.table().replacingOccurrences(of: "hasHorizontalScroller=\"NO\"", with: "")
            .replacingOccurrences(of: "<scroller key=\"horizontalScroller\" hidden=\"YES\"", with: "<scroller key=\"horizontalScroller\"")
        let shown = try #require(try compileMacXIB(fits).graph.objects(ofClass: "NSScroller").first)
        #expect(shown["NSvFlags"] == .integer(-0x8000_0000 | 256, .int64))
        #expect(shown["NSPercent"] == nil)
    }

    /// A table writes `NSHuggingPriority` unless it is 250 across and 750 down
    /// (Interface Builder's default for tables; test_6col has none, so 250 both ways).
    @Test func tableHuggingOtherThanItsDefaultIsWritten() throws {
        let withDefault = Self.table().replacingOccurrences(of: "<tableView ", with: "<tableView verticalHuggingPriority=\"750\" ")
        let table = try #require(try compileMacXIB(withDefault).graph.objects(ofClass: "NSTableView").first)
        #expect(table["NSHuggingPriority"] == nil)
        let graph = try compileMacXIB(Self.table()).graph
        let plain = try #require(graph.objects(ofClass: "NSTableView").first)
        #expect(graph.text(plain["NSHuggingPriority"]) == "{250, 250}")
    }

    /// Columns that resize with the table and leave less than 29 points free
    /// are resized instead, and the table fills its clip view: narrower than
    /// the clip view they shrink by the 29 points (test_table_1col_autohide),
    /// wider ones are fitted to it less three intercell spacings
    /// (scrollview_table), as they are beside a showing scroller (sv16b).
    @Test func columnsResizeToTheClipView() throws {
        for (autohides, width, expected) in [("YES", 350, 321.0), ("YES", 400, 366), ("NO", 350, 349)] {
            let graph = try compileMacXIB(Self.table(autohides: autohides, columnWidth: width)).graph
            let column = try #require(graph.objects(ofClass: "NSTableColumn").first)
            #expect(column["NSWidth"] == .double(expected))
            let table = try #require(graph.objects(ofClass: "NSTableView").first)
            #expect(graph.text(table["NSFrameSize"]) == (autohides == "YES" ? "{378, 175}" : "{361, 175}"))
            let scroll = try #require(graph.objects(ofClass: "NSScrollView").first)
            guard case .integer(let flags, _)? = scroll["NSsFlags"] else { Issue.record("NSsFlags"); continue }
            #expect(flags & 0x80 == 0)
        }
    }

    /// `<tableViewGridLines>` writes `NSGridStyleMask` after the autosave name (test_table_vignettes).
    @Test func gridLinesWriteTheGridStyleMask() throws {
        let xib = Self.table().replacingOccurrences(of: "<size key=\"intercellSpacing\"",
            with: "<tableViewGridLines key=\"gridStyleMask\" vertical=\"YES\" horizontal=\"YES\"/>\n<size key=\"intercellSpacing\"")
        let compilation = try compileMacXIB(xib)
        #expect(compilation.diagnostics.isEmpty)
        let table = try #require(compilation.graph.objects(ofClass: "NSTableView").first)
        #expect(table["NSGridStyleMask"] == .integer(3, .int8))
        #expect(table.keys.firstIndex(of: "NSGridStyleMask") == table.keys.firstIndex(of: "NSColumnAutoresizingStyle").map { $0 - 1 })
    }
    /// A source-list table (HSChooserWindow.nib): `NSTableViewSelectionHighlightStyle`
    /// 1 before `NSTableViewDraggingDestinationStyle`, which is 1 too;
    /// automatic row heights write `NSTableViewUseARH` after the group row
    /// style; its clip view without a color of its own writes no `NSBGColor`.
    @Test func sourceListTable() throws {
        let xib = Self.table().replacingOccurrences(of: "multipleSelection=\"NO\"",
            with: "multipleSelection=\"NO\" selectionHighlightStyle=\"sourceList\" usesAutomaticRowHeights=\"YES\"")
        let compilation = try compileMacXIB(xib)
        #expect(compilation.diagnostics.isEmpty)
        let table = try #require(compilation.graph.objects(ofClass: "NSTableView").first)
        #expect(table["NSTableViewSelectionHighlightStyle"] == .integer(1, .int8))
        #expect(table["NSTableViewDraggingDestinationStyle"] == .integer(1, .int8))
        #expect(table["NSTableViewUseARH"] == .bool(true))
        let keys = table.keys
        #expect(keys.firstIndex(of: "NSTableViewSelectionHighlightStyle").map { $0 + 1 }
            == keys.firstIndex(of: "NSTableViewDraggingDestinationStyle"))
        #expect(keys.last == "NSTableViewUseARH")
        #expect(keys.firstIndex(of: "NSTableViewGroupRowStyle").map { $0 + 1 } == keys.firstIndex(of: "NSTableViewUseARH"))
        let clip = try #require(compilation.graph.target(table["NSNextResponder"]))
        #expect(clip.className == "NSClipView")
        #expect(clip["NSBGColor"] == nil)
        // A plain table's clip view keeps its background, and the table its destination style 0.
        let plain = try compileMacXIB(Self.table()).graph
        let plainTable = try #require(plain.objects(ofClass: "NSTableView").first)
        #expect(plainTable["NSTableViewSelectionHighlightStyle"] == nil)
        #expect(plainTable["NSTableViewDraggingDestinationStyle"] == .integer(0, .int8))
        #expect(plain.target(plainTable["NSNextResponder"])?["NSBGColor"] != nil)
    }
}
