import NibGraph
import Testing

/// `<viewLayoutGuide key="safeArea">`: the stub in the objects list (as an
/// Xcode 15 launch screen of the corpus shows it), the full guide in
/// `UIViewLayoutGuides` when constraints name it (the mapping notes' Xcode 12.4
/// form), and the owning view standing for it before the iOS 11 SDK.
struct LayoutGuideTests {
    static let stubKeys = ["UILayoutGuideOwningView", "UILayoutGuideIdentifier", "UILayoutGuideOwningViewIsLocked",
                           "UILayoutGuideShouldBeArchived", "UILayoutGuideAllowsNegativeDimensions"]

    static let view = """
        <view contentMode="scaleToFill" id="v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="s" firstAttribute="top" secondItem="g" secondAttribute="top" id="c1"/>
                <constraint firstItem="s" firstAttribute="height" constant="100" placeholder="YES" id="c2"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="g"/>
        </view>
        """

    @Test func aGuideNoConstraintNamesIsAStubInTheObjectsList() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <viewLayoutGuide key="safeArea" id="g"/>
            </view>
            """, sdk: 15, autolayout: true)
        let graph = compilation.graph
        let guides = graph.objects(ofClass: "UILayoutGuide")
        #expect(guides.count == 1)
        let stub = try #require(guides.first)
        #expect(stub.keys == Self.stubKeys)
        #expect(stub["UILayoutGuideOwningView"] == .null)
        #expect(graph.text(stub["UILayoutGuideIdentifier"]) == "")
        #expect(stub["UILayoutGuideShouldBeArchived"] == .bool(false))
        #expect(graph.rootList("UINibObjectsKey").map(\.className) == ["UIProxyObject", "UIView", "UILayoutGuide"])
        let view = try #require(graph.objects(ofClass: "UIView").first)
        #expect(view["UIViewLayoutGuides"] == nil)
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func constraintsNamingTheGuidePointAtTheViewsFullGuide() throws {
        let compilation = try compileXIB(Self.view, sdk: 14, autolayout: true)
        let graph = compilation.graph
        let view = try #require(graph.objects(ofClass: "UIView").first { $0["UIViewLayoutGuides"] != nil })
        #expect(Array(view.keys.suffix(4)) == ["UIViewAutolayoutConstraints", "UIViewLayoutGuides",
                                                "UIViewSemanticContentAttribute", "UIViewLargeContentStoredProperties"])
        let guides = graph.elements(graph.target(view["UIViewLayoutGuides"]))
        let full = try #require(guides.first)
        #expect(guides.count == 1)
        #expect(full.className == "UILayoutGuide")
        #expect(full.keys == Self.stubKeys + ["UILayoutGuideSystemConstraints"])
        #expect(graph.target(full["UILayoutGuideOwningView"]) == view)
        #expect(graph.text(full["UILayoutGuideIdentifier"]) == "UIViewSafeAreaLayoutGuide")
        #expect(full["UILayoutGuideOwningViewIsLocked"] == .bool(true))
        let system = graph.elements(graph.target(full["UILayoutGuideSystemConstraints"]))
        #expect(system.map { graph.text($0["NSLayoutIdentifier"]) } == [
            "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right",
            "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-bottom",
        ])
        #expect(system.allSatisfy { $0["NSShouldBeArchived"] == .bool(false) })

        // The document's constraint names the full guide; the placeholder constraint is gone.
        let constraints = graph.elements(graph.target(view["UIViewAutolayoutConstraints"]))
        #expect(constraints.count == 1)
        #expect(graph.target(constraints.first?["NSSecondItem"]) == full)
        // The objects list holds the stub (after the view's constraints, before its subviews), not the full guide.
        #expect(graph.rootList("UINibObjectsKey").map(\.className) ==
            ["UIProxyObject", "UIView", "NSLayoutConstraint", "UILayoutGuide", "UIView"])
        #expect(graph.rootList("UINibObjectsKey")[3]["UILayoutGuideOwningView"] == .null)
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func beforeTheIOS11SDKTheOwningViewStandsForTheGuide() throws {
        let compilation = try compileXIB(Self.view, sdk: 10, autolayout: true)
        let graph = compilation.graph
        #expect(graph.objects(ofClass: "UILayoutGuide").isEmpty)
        let view = try #require(graph.objects(ofClass: "UIView").first { $0["UIViewAutolayoutConstraints"] != nil })
        let constraint = try #require(graph.elements(graph.target(view["UIViewAutolayoutConstraints"])).first)
        #expect(graph.target(constraint["NSSecondItem"]) == view)
    }

    @Test func sdksBeforeIOS14WarnThatTheFormIsAssumed() throws {
        let compilation = try compileXIB(Self.view, sdk: 12, autolayout: true)
        #expect(compilation.graph.objects(ofClass: "UILayoutGuide").count == 2)
        #expect(compilation.diagnostics.contains { $0.message.contains("safe-area guide") })
    }

    @Test func unknownGuideKeysWarn() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <viewLayoutGuide key="keyboardLayoutGuide" id="g"/>
            </view>
            """, sdk: 14, autolayout: true)
        #expect(compilation.diagnostics.contains { $0.message.contains("keyboardLayoutGuide") && $0.message.contains("not supported yet") })
    }
}

/// Layout margin behavior keys, after the layout guides (mapping notes C.4).
struct LayoutMarginBehaviorTests {
    @Test func preservedAndSafeAreaMarginsFollowTheGuides() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="v"/>
            """, sdk: 14)
        let view = try #require(compilation.graph.objects(ofClass: "UIView").first)
        #expect(Array(view.keys.suffix(5)) == ["UIViewPreservesSuperviewMargins", "UIViewPreservesSpecificSuperviewMargins",
                                               "UIViewInsetsLayoutMarginsFromSafeArea", "UIViewSemanticContentAttribute",
                                               "UIViewLargeContentStoredProperties"])
        #expect(view["UIViewPreservesSpecificSuperviewMargins"] == .integer(15))
        #expect(view["UIViewInsetsLayoutMarginsFromSafeArea"] == .integer(0))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func earlierSDKsWarn() throws {
        let old = try compileXIB(#"<view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="v"/>"#, sdk: 10)
        #expect(old.graph.objects(ofClass: "UIView").first?.keys.contains("UIViewPreservesSuperviewMargins") == false)
        #expect(old.diagnostics.count == 1)
        let middle = try compileXIB(#"<view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="v"/>"#, sdk: 12)
        #expect(middle.graph.objects(ofClass: "UIView").first?.keys.contains("UIViewInsetsLayoutMarginsFromSafeArea") == true)
        #expect(middle.diagnostics.count == 1)
    }
}
