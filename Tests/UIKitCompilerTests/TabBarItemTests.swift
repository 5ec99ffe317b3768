import NibGraph
import Testing

/// `<tabBarItem>`: system items, tags and badges in the order
/// `-[UITabBarItem encodeWithCoder:]` writes them.
struct TabBarItemTests {
    @Test func systemItemWritesNoTitleOrImage() throws {
        let compilation = try compileXIB("""
            <tabBarItem systemItem="favorites" tag="3" id="1"/>
            """, sdk: 14)
        let item = try #require(compilation.graph.objects(ofClass: "UITabBarItem").first)
        #expect(item.keys == ["UISystemItem", "UIEnabled", "UITag"])
        #expect(item["UISystemItem"] == .integer(1, .int8) && item["UITag"] == .integer(3, .int8))
        #expect(compilation.diagnostics.filter { $0.message.hasPrefix("a tab bar item's") }.count == 1)
    }

    @Test func badgeAfterTheTitleBeforeTheImage() throws {
        let compilation = try compileXIB("""
            <tabBarItem title="Inbox" image="tray" badgeValue="3" id="1">
                <color key="badgeColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </tabBarItem>
            <tabBarItem title="Off" enabled="NO" id="2"/>
            """, sdk: 14)
        let items = compilation.graph.objects(ofClass: "UITabBarItem")
        #expect(items.first?.keys == ["UIEnabled", "UITitle", "UIBadgeValue", "UIBadgeColor", "UIImage"])
        #expect(compilation.graph.text(items.first?["UIBadgeValue"]) == "3")
        // A disabled item writes no UIEnabled (the encoder writes it only when YES).
        #expect(items.last?.keys == ["UITitle"])
    }

    /// XLPagerTabStrip's storyboard moves its items' titles up 4 points:
    /// `-[UITabBarItem encodeWithCoder:]` writes `UITitlePositionAdjustment`
    /// with `encodeUIOffset:forKey:` after the images; no Apple nib of the
    /// corpus shows its form, which the mapping notes give with the other
    /// geometry (float64 components from the iOS 8 SDK), so a warning at
    /// the offset says it is unverified.
    @Test func titlePositionAdjustmentIsAnOffset() throws {
        let compilation = try compileXIB("""
            <tabBarItem title="Bar" image="icon_bar" id="1">
                <offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="-4"/>
            </tabBarItem>
            """, sdk: 14)
        let item = try #require(compilation.graph.objects(ofClass: "UITabBarItem").first)
        #expect(item.keys == ["UIEnabled", "UITitle", "UIImage", "UITitlePositionAdjustment"])
        #expect(item["UITitlePositionAdjustment"] == LegacyEraTests.geometry64([0, -4]))
        #expect(compilation.diagnostics.contains { $0.message.hasPrefix("a tab bar item's titlePositionAdjustment") && $0.line == 6 })
    }
}
