import AppKitCompiler
import NibGraph
import Testing

/// Auto Layout constraints and layout guides, checked against Apple's output
/// for the same markup in viraptor's pairs (test21_masktranslate, test3,
/// test4, layout_guide, StatusBar, test32_hugging_priority).
struct LayoutConstraintTests {
    /// A window whose content view holds `subviews`, `constraints` and `extra` children.
    func compile(_ subviews: String, constraints: String, extra: String = "") throws -> AppKitCompilation {
        try compileMacWindow(subviews, afterSubviews: "<constraints>\n\(constraints)\n</constraints>\n\(extra)",
                             attributes: "useAutolayout=\"YES\"")
    }

    @Test func constraintKeysAndOrder() throws {
        let compilation = try compile("""
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="357" y="567" width="139" height="68"/>
            </customView>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="357" y="497" width="139" height="62"/>
                <constraints>
                    <constraint firstAttribute="height" constant="62" id="h"/>
                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="64" priority="750" id="wd"/>
                </constraints>
            </customView>
            <customView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="20" y="567" width="128" height="68"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            </customView>
            """, constraints: """
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="2"/>
            <constraint firstItem="b" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" constant="76" id="4"/>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let views = graph.objects(ofClass: "NSCustomView")
        let (a, b, free) = (views[0], views[1], views[2])
        #expect(a["NSDoNotTranslateAutoresizingMask"] == .bool(true))
        // A view no constraint places keeps translating its mask.
        #expect(free["NSDoNotTranslateAutoresizingMask"] == nil)
        let content = try #require(graph.objects(ofClass: "NSView").first)
        let constraints = graph.elements(content["NSViewConstraints"])
        #expect(constraints.map(\.className) == Array(repeating: "NSLayoutConstraint", count: 4))
        // Grouped by item, attributes descending: trailing, leading, top (to a.bottom), top (to a.top).
        #expect(constraints.map { $0["NSFirstAttribute"] } == [6, 5, 3, 3].map { .integer($0, .int8) })
        let symbolic = constraints[2]
        #expect(graph.target(symbolic["NSFirstItem"]) == b && graph.target(symbolic["NSSecondItem"]) == a)
        #expect(symbolic.entries.map(\.key) == [
            "NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSSecondItem", "NSSecondAttributeV2",
            "NSSecondAttribute", "NSSymbolicConstant", "NSShouldBeArchived",
        ])
        #expect(graph.text(symbolic["NSSymbolicConstant"]) == "NSSpace")
        #expect(constraints[3]["NSConstantV2"] == .double(76) && constraints[3]["NSConstant"] == .double(76))

        // A view's own constraints: on the view itself, width before height.
        let own = graph.elements(b["NSViewConstraints"])
        #expect(own.map { $0["NSFirstAttribute"] } == [.integer(7, .int8), .integer(8, .int8)])
        #expect(own[0].entries.map(\.key) == [
            "NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSRelation", "NSConstantV2", "NSShouldBeArchived",
            "NSPriority", "NSConstant",
        ])
        #expect(graph.target(own[0]["NSFirstItem"]) == b)

        // Constraints are listed under their view after its subtree.
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSObjectsKeys"]).map(\.className) == [
            "NSCustomObject", "NSWindowTemplate", "NSView", "NSCustomView", "NSCustomView", "NSLayoutConstraint",
            "NSLayoutConstraint", "NSCustomView", "NSLayoutConstraint", "NSLayoutConstraint", "NSLayoutConstraint",
            "NSLayoutConstraint",
        ])
    }

    @Test func safeAreaGuide() throws {
        let compilation = try compile("""
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                <rect key="frame" x="0" y="0" width="676" height="663"/>
            </customView>
            """, constraints: """
            <constraint firstItem="cv" firstAttribute="leading" secondItem="sg" secondAttribute="leading" id="c1"/>
            """, extra: """
            <viewLayoutGuide key="safeArea" id="sg"/>
            <viewLayoutGuide key="layoutMargins" id="mg"/>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let content = try #require(graph.objects(ofClass: "NSView").first)
        let guide = try #require(graph.elements(content["NSViewLayoutGuides"]).first)
        #expect(guide.className == "NSLayoutGuide")
        #expect(graph.text(guide["NSLayoutGuideIdentifier"]) == "NSViewSafeAreaLayoutGuide")
        #expect(guide["NSLayoutGuideLockedToOwningView"] == .bool(true))
        let constraint = try #require(graph.elements(content["NSViewConstraints"]).first)
        #expect(graph.target(constraint["NSSecondItem"]) == guide)
        #expect(graph.target(content["IBNSSafeAreaLayoutGuide"])?["IBNSLayoutGuideSystemType"] == .integer(2, .int8))
        #expect(graph.target(content["IBNSLayoutMarginsGuide"])?["IBNSLayoutGuideSystemType"] == .integer(1, .int8))
        // The guide is in no object list.
        let data = try #require(graph.objectData)
        #expect(!graph.elements(data["NSObjectsKeys"]).contains(guide))
    }

    @Test func topLevelViewListsSubviewsBackToFront() throws {
        let compilation = try compileMacXIB("""
            <customView id="top">
                <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <customView id="first"><rect key="frame" x="0" y="0" width="10" height="10"/></customView>
                    <button id="second"><rect key="frame" x="20" y="0" width="10" height="10"/></button>
                </subviews>
            </customView>
            """)
        let graph = compilation.graph
        let top = try #require(graph.objects(ofClass: "NSCustomView").first { $0["NSSubviews"] != nil })
        #expect(graph.elements(top["NSSubviews"]).map(\.className) == ["NSButton", "NSCustomView"])
        let data = try #require(graph.objectData)
        let listed = graph.elements(data["NSObjectsKeys"]).map(\.className)
        #expect(listed.firstIndex(of: "NSCustomView")! < listed.firstIndex(of: "NSButton")!)
    }
}
