import AppKitCompiler
import NibBytes
import NibGraph
import Testing

/// Pop-up buttons, segmented controls and color wells, checked against
/// Apple's output for the same markup in viraptor's pairs (test33_popup_pulldown,
/// popup_default_hugging, test23_segmented, segmented_fillprop, test18_autoresize).
struct PopUpSegmentedColorWellTests {
    @Test func popUpButtonWithSelectedItem() throws {
        let compilation = try compileMacWindow("""
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="200">
                <rect key="frame" x="18" y="150" width="120" height="25"/>
                <popUpButtonCell key="cell" type="push" title="Second" bezelStyle="rounded" alignment="left" \
            lineBreakMode="clipping" borderStyle="borderAndBezel" inset="2" arrowPosition="arrowAtCenter" \
            preferredEdge="maxY" selectedItem="203" id="201">
                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                    <menu key="menu" title="PopupMenu" id="202">
                        <items>
                            <menuItem title="First" id="204"/>
                            <menuItem title="Second" state="on" tag="1" id="203"/>
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let button = try #require(graph.objects(ofClass: "NSPopUpButton").first)
        #expect(button["NSHuggingPriority"] == nil)
        let cell = try #require(graph.target(button["NSCell"]))
        #expect(Array(cell.keys.suffix(8)) == ["NSMenuItem", "NSMenuItemRespectAlignment", "NSMenu", "NSSelectedIndex",
                                               "NSPreferredEdge", "NSUsesItemFromMenu", "NSAltersState", "NSArrowPosition"])
        #expect(cell["NSCellFlags"] == .integer(71_303_232, .int32))
        #expect(cell["NSButtonFlags"] == .integer(109_068_288, .int32))
        #expect(cell["NSAuxButtonType"] == .integer(0, .int8))
        #expect(cell["NSSelectedIndex"] == .integer(1, .int8))
        #expect(cell["NSPreferredEdge"] == .integer(3, .int8))
        #expect(cell["NSArrowPosition"] == .integer(1, .int8))
        // The system font of a pop-up is the menu font.
        #expect(graph.target(cell["NSSupport"])?["NSfFlags"] == .integer(1558, .int16))
        let selected = try #require(graph.target(cell["NSMenuItem"]))
        #expect(graph.text(selected["NSTitle"]) == "Second")
        #expect(graph.text(selected["NSAction"]) == "_popUpItemAction:")
        #expect(Array(selected.keys.suffix(4)) == ["NSAction", "NSTag", "NSTarget", "NSHiddenInRepresentation"])
        #expect(graph.target(selected["NSTarget"]) == cell)
    }

    @Test func pullDownHidesItsFirstItem() throws {
        let graph = try compileMacWindow("""
            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="300">
                <rect key="frame" x="18" y="100" width="120" height="25"/>
                <popUpButtonCell key="cell" type="recessed" bezelStyle="recessed" alignment="left" borderStyle="borderAndBezel" \
            pullsDown="YES" arrowPosition="noArrow" selectedItem="303" id="301">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES" changeBackground="YES" \
            changeGray="YES"/>
                    <menu key="menu" id="302">
                        <items>
                            <menuItem title="Action A" id="303"/>
                            <menuItem title="Action B" id="304"/>
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            """).graph
        let cell = try #require(graph.objects(ofClass: "NSPopUpButtonCell").first)
        #expect(cell["NSPullDown"] == .bool(true))
        #expect(cell["NSSelectedIndex"] == nil && cell["NSArrowPosition"] == nil)
        #expect(cell["NSAuxButtonType"] == .integer(1, .int8))
        #expect(cell["NSButtonFlags2"] == .integer(45, .int8))
        let items = graph.elements(graph.target(cell["NSMenu"])?["NSMenuItems"])
        #expect(items.map { $0["NSIsHidden"] } == [.bool(true), nil])
    }

    @Test func segmentedControlSegments() throws {
        let compilation = try compileMacWindow("""
            <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="151" width="104" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="separated" trackingMode="selectAny" id="sc">
                    <font key="font" metaFont="system"/>
                    <segments>
                        <segment label="abc" width="32" selected="YES"/>
                        <segment label="def" width="32" selected="YES" tag="1"/>
                        <segment width="32" imageScaling="none">
                            <nil key="label"/>
                        </segment>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let control = try #require(graph.objects(ofClass: "NSSegmentedControl").first)
        #expect(control["NSSubviews"] != nil && control["NSHuggingPriority"] == nil)
        let cell = try #require(graph.target(control["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSSupport", "NSControlView", "NSSegmentImages", "NSSelectedSegment",
                              "NSTrackingMode", "NSSegmentStyleSeparated", "NSSegmentStyle", "NSSegmentDistribution"])
        #expect(cell["NSCellFlags"] == .integer(75_497_472, .int32))
        #expect(cell["NSSelectedSegment"] == .integer(1, .int8))
        #expect(cell["NSSegmentStyle"] == .integer(9, .int8))
        let segments = graph.elements(cell["NSSegmentImages"])
        #expect(segments.map(\.keys) == [
            ["NSSegmentItemWidth", "NSSegmentItemLabel", "NSSegmentItemSelected", "NSSegmentItemImageScaling"],
            ["NSSegmentItemWidth", "NSSegmentItemLabel", "NSSegmentItemTag", "NSSegmentItemSelected", "NSSegmentItemImageScaling"],
            ["NSSegmentItemWidth", "NSSegmentItemImageScaling"],
        ])
        #expect(segments[2]["NSSegmentItemImageScaling"] == .integer(2, .int8))
    }

    /// A window holding a rounded segmented control with `segments`, tracking as `tracking` says.
    static func segmentedControl(tracking: String, segments: String) throws -> AppKitCompilation {
        try compileMacWindow("""
            <segmentedControl verticalHuggingPriority="750" id="s">
                <rect key="frame" x="20" y="151" width="104" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="\(tracking)" id="sc">
                    <font key="font" metaFont="system"/>
                    <segments>
            \(segments)
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """)
    }

    /// A segment that is not enabled writes `NSSegmentItemDisabled` (true), the
    /// key nib readers decode, just before `NSSegmentItemSelected` (between the
    /// tag and selection whose places Apple's pairs show, as above); one
    /// warning says no Apple nib checks it.
    @Test func disabledSegment() throws {
        let compilation = try Self.segmentedControl(tracking: "selectAny", segments: """
            <segment label="+" width="24" enabled="NO" tag="1" selected="YES"/>
            <segment label="-" width="24" enabled="NO"/>
            <segment label="=" width="24" enabled="YES"/>
            """)
        #expect(compilation.diagnostics.map(\.message) == [
            "a disabled segment is written as NSSegmentItemDisabled before NSSegmentItemSelected; "
                + "no Apple nib of the corpus checks the encoding",
        ])
        let segments = compilation.graph.elements(compilation.graph.objects(ofClass: "NSSegmentedCell").first?["NSSegmentImages"])
        #expect(segments.map(\.keys) == [
            ["NSSegmentItemWidth", "NSSegmentItemLabel", "NSSegmentItemTag", "NSSegmentItemDisabled", "NSSegmentItemSelected",
             "NSSegmentItemImageScaling"],
            ["NSSegmentItemWidth", "NSSegmentItemLabel", "NSSegmentItemDisabled", "NSSegmentItemImageScaling"],
            ["NSSegmentItemWidth", "NSSegmentItemLabel", "NSSegmentItemImageScaling"],
        ])
        #expect(segments.first?["NSSegmentItemDisabled"] == .bool(true))
    }

    /// A segment's `catalog` names its image's catalog, as a menu item's does:
    /// a system symbol is an NSCustomResource in the "system" catalog and namespace.
    @Test func segmentSymbolImageCatalog() throws {
        let compilation = try Self.segmentedControl(tracking: "selectOne", segments: """
            <segment image="arrow.forward.to.line" catalog="system" tag="2">
                <nil key="label"/>
            </segment>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSSegmentedCell").first)
        let segment = try #require(graph.elements(cell["NSSegmentImages"]).first)
        let image = try #require(graph.target(segment["NSSegmentItemImage"]))
        #expect(graph.text(image["NSCatalogName"]) == "system")
        #expect(graph.text(image["IBNamespaceID"]) == "system")
    }

    /// A segment's tool tip is its NSSegmentItemTooltip, as Apple's keyed nibs name it.
    @Test func segmentToolTip() throws {
        let compilation = try compileMacWindow("""
            <segmentedControl verticalHuggingPriority="750" id="s">
                <rect key="frame" x="20" y="151" width="104" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="sc">
                    <font key="font" metaFont="system"/>
                    <segments>
                        <segment label="⌘" toolTip="Command" tag="10"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSSegmentedCell").first)
        let segment = try #require(graph.elements(cell["NSSegmentImages"]).first)
        #expect(graph.text(segment["NSSegmentItemTooltip"]) == "Command")
        #expect(segment["NSSegmentItemTag"] == .integer(10, .int8))
    }

    @Test func colorWellsKeepTheirOwnColors() throws {
        let color = #"<color key="color" red="0.05813049898" green="0.055541899059999997" blue="1" alpha="1" colorSpace="calibratedRGB"/>"#
        let compilation = try compileMacWindow("""
            <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="-3" y="62" width="44" height="28"/>
                \(color)
            </colorWell>
            <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="-3" y="30" width="44" height="28"/>
                \(color)
            </colorWell>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let wells = graph.objects(ofClass: "NSColorWell")
        #expect(wells.count == 2)
        #expect(wells[0]["NSCell"] == nil && wells[0]["NSIsBordered"] == .bool(true))
        #expect(wells[0]["NSControlWritingDirection"] == .integer(0, .int8))
        #expect(graph.elements(wells[0]["NSDragTypes"]).count == 1)
        #expect(wells[0]["NSColor"] != wells[1]["NSColor"])
        #expect(wells[0].keys.suffix(2) == ["NSIsBordered", "NSColor"])
    }

    /// `placeholderIntrinsicWidth` and `placeholderIntrinsicHeight` are
    /// Interface Builder's design-time intrinsic size (the size inspector's
    /// "Intrinsic Size: Placeholder", removed at build time): the nib is the
    /// one without them, and nothing is said (ViennaRSS's Subscribe storyboard).
    @Test func placeholderIntrinsicSizeIsDesignTimeOnly() throws {
        func popUp(_ attributes: String) throws -> AppKitCompilation {
            try compileMacWindow("""
                <popUpButton verticalHuggingPriority="750" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="200">
                    <rect key="frame" x="18" y="150" width="120" height="25"/>
                    <popUpButtonCell key="cell" type="push" title="A" bezelStyle="rounded" alignment="left" \
                lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" selectedItem="203" id="201">
                        <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                        <menu key="menu" id="202">
                            <items>
                                <menuItem title="A" state="on" id="203"/>
                            </items>
                        </menu>
                    </popUpButtonCell>
                </popUpButton>
                """)
        }
        let placeholder = try popUp(#"placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite""#)
        #expect(placeholder.diagnostics.isEmpty)
        #expect(placeholder.graph == (try popUp("")).graph)
        // The canvas's layout marks are design-time too (Subler's log window's text view).
        let marked = try popUp(#"misplaced="YES" ambiguous="YES""#)
        #expect(marked.diagnostics.isEmpty)
        #expect(marked.graph == (try popUp("")).graph)
    }
}
