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
}
