import NibGraph
import Testing

/// A navigation item's title view, back button title and left-items flag:
/// placed as `-[UINavigationItem encodeWithCoder:]` orders them (title view
/// between the left and right item lists, as Appendix C.5's neighbours agree).
struct NavigationItemTests {
    @Test func titleViewBackTitleAndSupplementFlag() throws {
        let compilation = try compileXIB("""
            <navigationItem title="Main" backButtonTitle="Back" leftItemsSupplementBackButton="YES" id="1">
                <barButtonItem key="leftBarButtonItem" title="L" id="2"/>
                <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" \
            selectedSegmentIndex="0" id="3">
                    <rect key="frame" x="8" y="7" width="160" height="30"/>
                    <segments>
                        <segment title="A"/>
                        <segment title="B"/>
                    </segments>
                </segmentedControl>
                <barButtonItem key="rightBarButtonItem" title="R" id="4"/>
            </navigationItem>
            """, sdk: 14)
        let graph = compilation.graph
        let item = try #require(graph.objects(ofClass: "UINavigationItem").first)
        #expect(item.keys == ["UITitle", "UIBackButtonTitle", "UILeftItemsSupplementBackButton", "UILeftBarButtonItem",
                              "UIRightBarButtonItem", "UILeftBarButtonItems", "UITitleView", "UIRightBarButtonItems",
                              "UILargeTitleDisplayMode"])
        #expect(graph.target(item["UITitleView"])?.className == "UISegmentedControl")
        #expect(graph.text(item["UIBackButtonTitle"]) == "Back")
        #expect(item["UILeftItemsSupplementBackButton"] == .bool(true))
        // The title view is one of the nib's objects.
        #expect(graph.rootList("UINibObjectsKey").contains { $0.className == "UISegmentedControl" })
        #expect(compilation.diagnostics.filter { $0.message.hasPrefix("a navigation item's") }.count == 1)
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }
}
