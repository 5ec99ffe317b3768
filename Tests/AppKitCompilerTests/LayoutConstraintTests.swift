import AppKitCompiler
import IBDocument
import NibBytes
import NibGraph
import Testing
import TestSupport

/// Auto Layout constraints and layout guides, checked against Apple's output
/// for the same markup in viraptor's pairs (test21_masktranslate, test3,
/// test4, layout_guide, StatusBar, test32_hugging_priority, the Flycut bundle).
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
        // One group (b's): trailing, leading, top (to a.bottom), top (to a.top).
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

    /// test3's window (viraptor's pair): ibtool of the 26 SDK groups the
    /// constraints by the item they place, groups by how far the item's
    /// top-left corner lies from the view's (title 191, version 198,
    /// copyright 300, button 526); within a group those to the view first
    /// (centers, trailing, leading, bottom, top), then those to other items
    /// (trailing, leading, centers, bottom, top, width). Older ibtools (the
    /// 12 SDK's Flycut bundle) keep the document's order within a group.
    @Test func constraintOrderFollowsItemDistance() throws {
        func item(_ id: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String {
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            </customView>
            """
        }
        let subviews = [item("title", 190, 288, 158, 29), item("button", 437, 13, 87, 32), item("version", 190, 263, 158, 17),
                        item("copyright", 18, 23, 77, 14), item("icon", 126, 259, 64, 64)].joined(separator: "\n")
        // In Interface Builder's order: by id.
        let constraints = [
            ("c1", #"firstItem="copyright" firstAttribute="baseline" secondItem="button" secondAttribute="baseline""#),
            ("c2", #"firstItem="title" firstAttribute="top" secondItem="icon" secondAttribute="top" constant="5" priority="249""#),
            ("c3", #"firstItem="title" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="2""#),
            ("c4", #"firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20""#),
            ("c5", #"firstItem="copyright" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20""#),
            ("c6", #"firstItem="version" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8""#),
            ("c7", #"firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="20""#),
            ("c8", #"firstItem="version" firstAttribute="width" secondItem="title" secondAttribute="width""#),
            ("c9", #"firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="20""#),
            ("d1", #"firstItem="button" firstAttribute="leading" secondItem="copyright" secondAttribute="trailing" constant="8""#),
            ("d2", #"firstItem="title" firstAttribute="centerX" secondItem="content" secondAttribute="centerX""#),
            ("d3", #"firstItem="version" firstAttribute="centerX" secondItem="title" secondAttribute="centerX""#),
        ].map { id, text in "<constraint \(text) identifier=\"\(id)\" id=\"\(id)\"/>" }.joined(separator: "\n")
        func order(sdk: AppKitSDKVersion?) throws -> [String] {
            let compilation = try compileMacWindow(subviews, afterSubviews: "<constraints>\n\(constraints)\n</constraints>",
                                                   attributes: "useAutolayout=\"YES\"", size: (538, 337), sdk: sdk)
            let graph = compilation.graph
            let content = try #require(graph.objects(ofClass: "NSView").first)
            return graph.elements(content["NSViewConstraints"]).map { graph.text($0["NSLayoutIdentifier"]) ?? "" }
        }
        #expect(try order(sdk: nil) == ["d2", "c4", "c3", "c2", "d3", "c6", "c8", "c5", "c1", "c7", "c9", "d1"])
        #expect(try order(sdk: AppKitSDKVersion(12)) == ["c2", "c3", "c4", "d2", "c6", "c8", "d3", "c1", "c5", "c7", "c9", "d1"])
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

/// The constraint order of Apple's nibs compiled by an ibtool older than the
/// 26 SDK's: Sparkle 2.2's NIBArchives (Xcode 13), whose groups keep the
/// document's order, compile from their xibs with the 12 SDK.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct OlderConstraintOrderTests {
    @Test(arguments: ["SUStatus", "SUUpdateAlert", "SUUpdatePermissionPrompt"])
    func sparkleConstraintOrder(name: String) throws {
        let folder = "pairs/sparkle-2.2.2__sveinbjornt__Platypus__" + name
        let source = SharedCorpus.path("\(folder)/\(name).xib")
        let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: source)), path: source)
        let ours = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(colorProfiles: corpusProfiles,
                                                                                         sdkVersion: AppKitSDKVersion(12))).graph
        let apple = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(
            path: SharedCorpus.path("\(folder)/\(name).nib/keyedobjects-101300.nib"))))
        #expect(apple.objects.filter { $0.className == "NSLayoutConstraint" }.count > 10)
        let orders = NibGraphComparison(apple, ours).differences.filter { $0.kind == .order && $0.path.hasSuffix("NSViewConstraints") }
        #expect(orders.isEmpty)
    }
}
