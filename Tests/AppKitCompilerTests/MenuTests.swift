import AppKitCompiler
import NibGraph
import Testing

/// `<menu>` and `<menuItem>`, as Apple's ibtool wrote test8_menu's main menu.
struct MenuTests {
    @Test func mainMenuWithSubmenuSeparatorAndKeyEquivalents() throws {
        let compilation = try compileMacXIB("""
            <customObject id="f" customClass="NSFontManager"/>
            <menu title="Main Menu" systemMenu="main" id="m">
                <items>
                    <menuItem title="App" id="i1">
                        <modifierMask key="keyEquivalentModifierMask"/>
                        <menu key="submenu" title="App" systemMenu="apple" id="s">
                            <items>
                                <menuItem title="About" id="a">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                </menuItem>
                                <menuItem isSeparatorItem="YES" id="sep"/>
                                <menuItem title="Settings…" keyEquivalent="," id="p"/>
                                <menuItem title="Hide Others" keyEquivalent="h" id="h">
                                    <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                </items>
            </menu>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let fontManager = try #require(graph.objects(ofClass: "NSCustomObject").last)
        #expect(fontManager.keys == ["IBClassReference", "NSClassName"])
        let menus = graph.objects(ofClass: "NSMenu")
        #expect(menus.map(\.keys) == [["NSTitle", "NSMenuItems", "NSName"], ["NSTitle", "NSMenuItems", "NSName"]])
        #expect(menus.map { graph.text($0["NSName"]) } == ["_NSMainMenu", "_NSAppleMenu"])
        let items = graph.objects(ofClass: "NSMenuItem")
        let common = ["NSAllowsKeyEquivalentLocalization", "NSAllowsKeyEquivalentMirroring", "NSTitle", "NSKeyEquiv"]
        let images = ["NSMnemonicLoc", "NSOnImage", "NSMixedImage"]
        #expect(items[0].keys == ["NSMenu"] + common + images + ["NSAction", "NSTarget", "NSSubmenu", "NSHiddenInRepresentation"])
        #expect(graph.text(items[0]["NSAction"]) == "submenuAction:")
        #expect(items[1].keys == ["NSMenu"] + common + images + ["NSHiddenInRepresentation"])
        // A separator without a <modifierMask> has no mask.
        #expect(items[2].keys == ["NSMenu", "NSIsDisabled", "NSIsSeparator"] + common + images + ["NSHiddenInRepresentation"])
        // No <modifierMask>: Command; an empty one: no mask.
        #expect(items[3]["NSKeyEquivModMask"] == .integer(0x10_0000, .int32))
        #expect(items[4]["NSKeyEquivModMask"] == .integer(0x18_0000, .int32))
        #expect(items[1]["NSMnemonicLoc"] == .integer(0x7FFF_FFFF, .int32))
        // One checkmark and one mixed-state image for every item.
        let checkmark = try #require(graph.target(items[1]["NSOnImage"]))
        #expect(items.allSatisfy { $0["NSOnImage"] == items[1]["NSOnImage"] })
        #expect(checkmark["IBNamespaceID"] == .null)
        #expect(graph.text(graph.target(checkmark["IBDesignSize"])?["NS.sizeval"]) == "{18, 16}")
        // Parents: the submenu under its item, its items under it.
        let data = try #require(graph.objectData)
        #expect(Array(graph.elements(data["NSObjectsValues"]).map(\.className).suffix(6))
            == ["NSMenu", "NSMenuItem", "NSMenu", "NSMenu", "NSMenu", "NSMenu"])
    }

    /// An empty `<attributedString key="attributedTitle"/>` (MacVim's dock
    /// menu items) is left out: the item keeps its plain title and keys, and
    /// a warning says once that no Apple nib checks it.
    @Test func emptyAttributedTitleIsLeftOut() throws {
        let compilation = try compileMacXIB("""
            <menu id="m">
                <items>
                    <menuItem title="New Window" id="a"><attributedString key="attributedTitle"/></menuItem>
                    <menuItem title="New Clean Window" id="b"><attributedString key="attributedTitle"/></menuItem>
                </items>
            </menu>
            """)
        #expect(compilation.diagnostics.map(\.message) == [
            "an empty attributed title of a menu item is left out (the item keeps its title); "
                + "no Apple nib of the corpus checks the encoding",
        ])
        let items = compilation.graph.objects(ofClass: "NSMenuItem")
        #expect(items.map { compilation.graph.text($0["NSTitle"]) } == ["New Window", "New Clean Window"])
        #expect(items.allSatisfy { $0["NSAttributedTitle"] == nil })
    }
}
