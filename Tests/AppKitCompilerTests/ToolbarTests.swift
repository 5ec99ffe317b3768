import AppKitCompiler
import NibGraph
import Testing

/// Window toolbars, as viraptor's pairs (toolbar_button_item,
/// toolbar_default_refs, toolbar_searchfield_view) show them.
struct ToolbarTests {
    static func window(_ items: String, defaults: String) throws -> AppKitCompilation {
        try compileMacWindow("", windowChildren: """
                <toolbar key="toolbar" implicitIdentifier="TB" displayMode="iconAndLabel" sizeMode="regular" id="tb">
                    <allowedToolbarItems>
            \(items)
                    </allowedToolbarItems>
                    <defaultToolbarItems>
            \(defaults)
                    </defaultToolbarItems>
                </toolbar>
            """)
    }

    @Test func toolbarIsTheTemplatesViewClass() throws {
        let compilation = try Self.window("""
            <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="i1"/>
            """, defaults: """
            <toolbarItem reference="i1"/>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        let toolbar = try #require(graph.target(window["NSViewClass"]))
        #expect(toolbar.className == "NSToolbar")
        // A window with a toolbar has no default maximum size.
        #expect(window["NSMaxSize"] == nil)
        #expect(graph.text(toolbar["NSToolbarIdentifier"]) == "TB")
        #expect(toolbar.keys.last == "NSToolbarIBSelectableItems")
        let item = try #require(graph.objects(ofClass: "NSToolbarFlexibleSpaceItem").first)
        #expect(graph.text(item["NSToolbarItemPaletteLabel"]) == "Flexible Space")
        #expect(graph.text(item["NSToolbarItemMaxSize"]) == "{20000, 24}")
        #expect(graph.target(item["NSToolbarItemMenuFormRepresentation"])?.className == "NSMenuItem")
        // Allowed and default lists hold the one item.
        #expect(graph.elements(toolbar["NSToolbarIBDefaultItems"]).map(\.className) == ["NSToolbarFlexibleSpaceItem"])
        // Listed: window, content view, toolbar, item.
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSObjectsKeys"]).map(\.className).suffix(3) == ["NSView", "NSToolbar", "NSToolbarFlexibleSpaceItem"])
    }

    /// A custom item class is an `NSClassSwapper` naming it and
    /// `NSToolbarItem`, then the item's own keys: ibtool swaps every custom
    /// class so (Apple's RBSplitSubviewSizeInspector.nib of Andro/nv for an
    /// NSNumberFormatter, sb_swift_wc for an NSViewController); the swapper
    /// stands for the item in the toolbar's lists.
    @Test func customItemClassIsAClassSwapper() throws {
        let compilation = try Self.window("""
            <toolbarItem implicitItemIdentifier="X" label="Turn" paletteLabel="Turn" id="i1" customClass="PageTurnItem">
                <nil key="toolTip"/>
                <size key="minSize" width="47" height="25"/>
                <size key="maxSize" width="47" height="25"/>
            </toolbarItem>
            """, defaults: """
            <toolbarItem reference="i1"/>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let item = try #require(graph.objects(ofClass: "NSClassSwapper").first)
        #expect(item.keys.prefix(3) == ["NSClassName", "NSOriginalClassName", "NSToolbarItemIdentifier"])
        #expect(graph.text(item["NSClassName"]) == "PageTurnItem")
        #expect(graph.text(item["NSOriginalClassName"]) == "NSToolbarItem")
        #expect(item["NSToolbarItemToolTip"] == .null)
        let toolbar = try #require(graph.objects(ofClass: "NSToolbar").first)
        #expect(graph.elements(toolbar["NSToolbarIBDefaultItems"]).map(\.className) == ["NSClassSwapper"])
    }

    @Test func buttonViewGivesBorderAndTitle() throws {
        let compilation = try Self.window("""
            <toolbarItem implicitItemIdentifier="X" explicitItemIdentifier="Home" label="Home" paletteLabel="Home" id="i1">
                <size key="minSize" width="50" height="25"/>
                <size key="maxSize" width="50" height="25"/>
                <button key="view" id="b">
                    <rect key="frame" x="7" y="14" width="50" height="25"/>
                    <buttonCell key="cell" type="roundTextured" title="Go" bezelStyle="texturedRounded" borderStyle="border" id="bc">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </toolbarItem>
            """, defaults: "")
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let item = try #require(graph.objects(ofClass: "NSToolbarItem").first)
        #expect(graph.text(item["NSToolbarItemIdentifier"]) == "Home")
        #expect(item["NSToolbarItemBordered"] == .bool(true))
        #expect(graph.text(item["NSToolbarItemTitle"]) == "Go")
        #expect(graph.text(item["NSToolbarItemMinSize"]) == "{50, 25}")
        let button = try #require(graph.target(item["NSToolbarItemView"]))
        #expect(button["NSNextResponder"] == .null)
        #expect(button["NSSuperview"] == nil)
    }

    /// Apple's sb_toolbar and sb_toolbar_colors_tv storyboards: the colors
    /// item, an item's named image, identified items by identifier, no
    /// default list without `<defaultToolbarItems>`, no frame limits.
    @Test func colorsItemImageAndIdentifierOrder() throws {
        let compilation = try compileMacWindow("", windowChildren: """
                <value key="minSize" type="size" width="100" height="50"/>
                <toolbar key="toolbar" implicitIdentifier="TB" displayMode="iconOnly" sizeMode="regular" id="tb">
                    <allowedToolbarItems>
                        <toolbarItem implicitItemIdentifier="NSToolbarShowColorsItem" id="i1"/>
                        <toolbarItem implicitItemIdentifier="Clear" label="Clear" paletteLabel="Clear" image="NSTrashEmpty" id="i2"/>
                        <toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="i3"/>
                        <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="i4"/>
                    </allowedToolbarItems>
                </toolbar>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        #expect(graph.text(window["NSWindowContentMinSize"]) == "{100, 50}")
        #expect(window["NSMinSize"] == nil)
        let toolbar = try #require(graph.target(window["NSViewClass"]))
        #expect(toolbar["NSToolbarIBDefaultItems"] == nil)
        let identified = try #require(graph.target(toolbar["NSToolbarIBIdentifiedItems"]))
        guard case .array(let keyValues)? = identified["NS.keys"] else {
            Issue.record("no identified item keys")
            return
        }
        let keys = keyValues.map { graph.text($0) }
        #expect(keys == ["Clear", "NSToolbarFlexibleSpaceItem", "NSToolbarShowColorsItem", "NSToolbarSpaceItem"])
        let items = graph.objects(ofClass: "NSToolbarItem")
        let colors = try #require(items.first { graph.text($0["NSToolbarItemIdentifier"]) == "NSToolbarShowColorsItem" })
        #expect(graph.text(colors["NSToolbarItemLabel"]) == "Colors")
        #expect(graph.text(colors["NSToolbarItemToolTip"]) == "Show Color Panel")
        #expect(colors["NSToolbarItemBordered"] == .bool(true))
        #expect(graph.text(colors["NSToolbarItemAction"]) == "orderFrontColorPanel:")
        #expect(graph.text(colors["NSToolbarItemMinSize"]) == "{44, 42}")
        #expect(colors["NSToolbarItemMenuFormRepresentation"] == nil)
        let colorsImage = try #require(graph.target(colors["NSToolbarItemImage"]))
        #expect(graph.text(colorsImage["NSResourceName"]) == "NSToolbarShowColors")
        #expect(colorsImage["IBNamespaceID"] == .null)
        let clear = try #require(items.first { graph.text($0["NSToolbarItemIdentifier"]) == "Clear" })
        let clearImage = try #require(graph.target(clear["NSToolbarItemImage"]))
        #expect(graph.text(clearImage["NSResourceName"]) == "NSTrashEmpty")
        #expect(graph.text(clearImage["IBNamespaceID"]) == "system")
    }
}
