import AppKitCompiler
import Foundation
import NibBytes
import NibGraph
import Testing

/// `<tableCellView>` prototypes of a view-based table, with the keys and
/// frames Apple's ibtool wrote for viraptor's test17_scrollhiding,
/// outline_cellview and reusable_views_order pairs.
struct TableCellViewTests {
    /// A view-based table of two columns; the second's prototype names its reuse identifier.
    static let table = """
        <customView id="root">
            <rect key="frame" x="0" y="0" width="300" height="200"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <tableView rowHeight="24" rowSizeStyle="automatic" viewBased="YES" id="t">
                    <rect key="frame" x="0.0" y="0.0" width="238" height="105"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <size key="intercellSpacing" width="17" height="0.0"/>
                    <tableColumns>
                        <tableColumn identifier="Zebra" width="116" minWidth="40" maxWidth="1000" id="c0">
                            <prototypeCellViews>
                                <tableCellView id="p0">
                                    <rect key="frame" x="8" y="0.0" width="114" height="24"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="f0">
                                            <rect key="frame" x="0.0" y="4" width="114" height="16"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                            <textFieldCell key="cell" title="Cell" id="fc0">
                                                <font key="font" usesAppearanceFont="YES"/>
                                            </textFieldCell>
                                        </textField>
                                    </subviews>
                                    <connections>
                                        <outlet property="textField" destination="f0" id="o0"/>
                                    </connections>
                                </tableCellView>
                            </prototypeCellViews>
                        </tableColumn>
                        <tableColumn identifier="Apple" width="93" minWidth="40" maxWidth="1000" id="c1">
                            <prototypeCellViews>
                                <tableCellView identifier="Custom" id="p1">
                                    <rect key="frame" x="139" y="0.0" width="90" height="24"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </tableCellView>
                            </prototypeCellViews>
                        </tableColumn>
                    </tableColumns>
                </tableView>
            </subviews>
        </customView>
        """

    @Test func prototypesAreListedUnderTheirColumnsOutsideTheViews() throws {
        let compilation = try compileMacXIB(Self.table)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let cells = graph.objects(ofClass: "NSTableCellView")
        try #require(cells.count == 2)
        // No superview, no reuse identifier unless the document names one; 10 points of padding.
        #expect(cells[0]["NSNextResponder"] == .null)
        #expect(cells[0]["NSSuperview"] == nil)
        #expect(cells[0]["NSReuseIdentifierKey"] == nil)
        #expect(graph.text(cells[0]["NSFrame"]) == "{{18, 0}, {114, 24}}")
        #expect(graph.text(cells[1]["NSFrame"]) == "{{149, 0}, {90, 24}}")
        #expect(graph.text(cells[1]["NSReuseIdentifierKey"]) == "Custom")
        // The outlet inside the cell view is a connection of the nib.
        let connector = try #require(graph.objects(ofClass: "NSNibOutletConnector").first)
        #expect(graph.target(connector["NSSource"])?.className == "NSTableCellView")
        // The appearance font is the system font's role.
        let font = try #require(graph.objects(ofClass: "NSFont").first { $0["NSFontUsesAppearanceFontSize"] != nil })
        #expect(font["NSfFlags"] == .integer(0x414, .int16))
        // A view-based table writes its empty subviews.
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        #expect(graph.elements(table["NSSubviews"]).isEmpty && table["NSSubviews"] != nil)
    }

    @Test func eachPrototypeIsANibOfItsOwnUnderItsReuseIdentifier() throws {
        let graph = try compileMacXIB(Self.table).graph
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        let keys = try #require(table.keys.firstIndex(of: "NSTableViewArchivedReusableViewsKey"))
        #expect(table.keys[keys - 1] == "NSTableViewDraggingDestinationStyle")
        let dictionary = try #require(graph.target(table["NSTableViewArchivedReusableViewsKey"]))
        #expect(dictionary.className == "NSMutableDictionary")
        // Identifiers in ascending order, whatever the document's.
        func items(_ value: NibGraph.Value?) -> [NibGraph.Object] {
            guard case .array(let values)? = value else { return [] }
            return values.compactMap { graph.target($0) }
        }
        let identifiers = items(dictionary["NS.keys"]).map { key -> String in
            guard case .data(let bytes)? = key["NS.bytes"] else { return "" }
            return String(decoding: bytes.array, as: UTF8.self)
        }
        #expect(identifiers == ["Custom", "Zebra"])
        let nibs = items(dictionary["NS.objects"])
        #expect(nibs.map(\.keys) == Array(repeating: ["NSNibFileData", "NSNibFileIsKeyed", "NSNibFileUseParentBundle",
                                                       "NSNibFileImages", "NSNibFileSounds"], count: 2))
        guard case .data(let bytes)? = graph.target(nibs[1]["NSNibFileData"])?["NS.bytes"] else {
            Issue.record("no nib data")
            return
        }
        let nested = try NibGraph(nibArchiveBytes: bytes)
        let data = try #require(nested.objects(ofClass: "NSIBObjectData").first)
        let owner = try #require(nested.target(data["NSRoot"]))
        #expect(owner.keys == ["NSClassName"])
        #expect(nested.elements(data["NSObjectsKeys"]).map(\.className)
            == ["NSTableCellView", "NSTextField", "NSTextFieldCell", "NSCustomObject"])
        #expect(nested.elements(data["NSOidsKeys"]).count == 6)
        let cell = try #require(nested.objects(ofClass: "NSTableCellView").first)
        #expect(nested.text(cell["NSReuseIdentifierKey"]) == "Zebra")
        #expect(nested.text(cell["NSFrame"]) == "{{18, 0}, {114, 24}}")
    }

    /// An image cell in a prototype animates in the prototype's own nib and
    /// not in the window's copy (HSChooserWindow, transmission_MainMenu).
    @Test func prototypeImageCellsAnimateInTheirOwnNib() throws {
        let imageView = """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i0">
                <rect key="frame" x="0.0" y="4" width="16" height="16"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSFolder" id="ic0"/>
            </imageView>
            """
        let field = "<textField fixedFrame=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"f0\">"
        let text = Self.table.replacingOccurrences(of: field, with: imageView + "\n" + field)
        let graph = try compileMacXIB(text).graph
        #expect(graph.objects(ofClass: "NSImageCell").map { $0["NSAnimates"] } == [.bool(false)])
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        let dictionary = try #require(graph.target(table["NSTableViewArchivedReusableViewsKey"]))
        guard case .array(let nibs)? = dictionary["NS.objects"],
              case .data(let bytes)? = graph.target(graph.target(nibs[1])?["NSNibFileData"])?["NS.bytes"] else {
            Issue.record("no nib data")
            return
        }
        let nested = try NibGraph(nibArchiveBytes: bytes)
        #expect(nested.objects(ofClass: "NSImageCell").map { $0["NSAnimates"] } == [.bool(true)])
    }
}
