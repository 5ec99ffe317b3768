import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// Storyboards beyond single view controllers: containers holding their
/// relationship destinations in one nib, segue templates, and upstream
/// placeholders between a scene nib and a view nib (facts from Apple's iOS 10
/// SDK pair `AndriFannarFreysson/UmfnTest` `Main.storyboard`).
struct StoryboardContainerTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tab">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="551" width="600" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" id="navItem"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="20" width="600" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="main" kind="relationship" relationship="rootViewController" id="r2"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="main" customClass="MainController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="mainView">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Hi" id="label">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                    </label>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Main" id="mainItem"/>
                            <connections>
                                <outlet property="label" destination="label" id="o1"/>
                                <segue destination="detail" kind="show" id="show1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr4" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func compiled() throws -> UIKitStoryboardCompilation {
        try compileStoryboard(storyboard, sdk: 10)
    }

    static func nib(_ name: String, of compilation: UIKitStoryboardCompilation) throws -> NibGraph {
        try compilation.nib(named: name)
    }

    /// Controllers a container holds live in its nib: only the tab bar
    /// controller and the segue's destination have scene nibs and `Info.plist` entries.
    @Test func containersHoldTheirRelationshipDestinations() throws {
        let compilation = try Self.compiled()
        #expect(Set(compilation.nibs.map(\.name))
                == ["UITabBarController-tab", "UIViewController-detail", "main-view-mainView", "detail-view-detailView"])
        #expect(compilation.identifiersToNibNames.map(\.identifier) == ["UITabBarController-tab", "UIViewController-detail"])
        #expect(compilation.entryPoint == "UITabBarController-tab")

        let graph = try Self.nib("UITabBarController-tab", of: compilation)
        let topLevel = graph.rootList("UINibTopLevelObjectsKey")
        // Storyboard placeholders of the held controllers (the last held first), then the scene's own four objects.
        #expect(topLevel.map(\.className)
                == ["UIProxyObject", "UIProxyObject", "UITabBarController", "UIProxyObject", "UIProxyObject", "UIProxyObject"])
        #expect(topLevel.map { graph.text($0["UIProxiedObjectIdentifier"]) ?? "" }
                == ["UIStoryboardPlaceholder", "UIStoryboardPlaceholder", "", "IBFilesOwner", "IBFirstResponder",
                    "UIStoryboardPlaceholder"])
        let navigation = try #require(graph.objects(ofClass: "UINavigationController").first)
        #expect(navigation.keys == ["UITabBarItem", "UIParentViewController", "UIChildViewControllers", "UIViewControllers",
                                    "UINavigationBar"])
        let labels = graph.rootList("UINibConnectionsKey").map { graph.text($0["UILabel"]) ?? "" }
        #expect(labels == ["sceneViewController", "storyboard", "storyboard", "storyboard", "viewController"])
    }

    /// A held controller with a view: its view nib's name, the table naming
    /// what the view nib reaches upstream (the controller, its segue
    /// template), and its segue templates after its parent.
    @Test func heldControllerLoadsItsViewNib() throws {
        let compilation = try Self.compiled()
        let graph = try Self.nib("UITabBarController-tab", of: compilation)
        let main = try #require(graph.objects(ofClass: "UIClassSwapper").first)
        #expect(main.keys == ["UINavigationItem", "UIExternalObjectsTableForViewLoading", "UINibName", "UIParentViewController",
                              "UIStoryboardSegueTemplates", "UIClassName", "UIOriginalClassName"])
        #expect(graph.text(main["UINibName"]) == "main-view-mainView")
        let table = try #require(graph.target(main["UIExternalObjectsTableForViewLoading"]))
        guard case .array(let keys)? = table["NS.keys"], case .array(let values)? = table["NS.objects"] else {
            Issue.record("no table")
            return
        }
        let names = keys.compactMap { graph.text($0) }
        #expect(names.count == 2 && names.allSatisfy { $0.hasPrefix("UpstreamPlaceholder-") })
        #expect(values.compactMap { graph.target($0)?.className } == ["UIClassSwapper", "UIStoryboardShowSegueTemplate"])

        let template = try #require(graph.objects(ofClass: "UIStoryboardShowSegueTemplate").first)
        #expect(template.keys == ["UIDestinationViewControllerIdentifier", "UIActionName"])
        #expect(graph.text(template["UIDestinationViewControllerIdentifier"]) == "UIViewController-detail")
        #expect(graph.text(template["UIActionName"]) == "showViewController:sender:")

        // The view nib: the controller's outlet starts at the upstream placeholder the table names; `view` at File's Owner.
        let view = try Self.nib("main-view-mainView", of: compilation)
        let proxies = view.rootList("UINibTopLevelObjectsKey").dropFirst().map { view.text($0["UIProxiedObjectIdentifier"]) ?? "" }
        #expect(proxies == ["IBFilesOwner", "IBFirstResponder", names[0]])
        let connections = view.rootList("UINibConnectionsKey")
        #expect(connections.map { view.text($0["UILabel"]) ?? "" } == ["label", "view"])
        #expect(view.text(view.target(connections[0]["UISource"])?["UIProxiedObjectIdentifier"]) == names[0])
        #expect(view.text(view.target(connections[1]["UISource"])?["UIProxiedObjectIdentifier"]) == "IBFilesOwner")
    }

    /// Upstream placeholder names have Interface Builder's id form and repeat from build to build.
    @Test func upstreamNamesAreStable() throws {
        let first = try Self.compiled(), second = try Self.compiled()
        let a = try Self.nib("main-view-mainView", of: first), b = try Self.nib("main-view-mainView", of: second)
        let name = a.text(a.rootList("UINibTopLevelObjectsKey")[3]["UIProxiedObjectIdentifier"]) ?? ""
        #expect(name == b.text(b.rootList("UINibTopLevelObjectsKey")[3]["UIProxiedObjectIdentifier"]))
        #expect(name.wholeMatch(of: /UpstreamPlaceholder-[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/) != nil)
    }

    /// An empty `<toolbarItems/>` writes no `UIToolbarItems`, as UIKitCore's
    /// `-[UIViewController encodeWithCoder:]` (iOS 18.2) writes the key only
    /// for a list with items; the warning says no Apple nib checks it (no
    /// storyboard pair has one).
    @Test func emptyToolbarItemsWarnPrecisely() throws {
        let text = Self.storyboard.replacingOccurrences(of: """
            <tabBarItem key="tabBarItem" id="navItem"/>
            """, with: """
            <tabBarItem key="tabBarItem" id="navItem"/>
            <toolbarItems/>
            """)
        let compilation = try compileStoryboard(text, sdk: 10)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.contains("an empty <toolbarItems/> in <navigationController> writes no UIToolbarItems, as UIKit's "
            + "-[UIViewController encodeWithCoder:] writes the key only for a list with items; no Apple nib checks it"))
        #expect(!compilation.nibs.contains { $0.graph.objects.contains { $0.keys.contains("UIToolbarItems") } })
        #expect(!messages.contains { $0.contains("is not supported yet") })
    }

    /// `<nil name="viewControllers"/>`, which Interface Builder writes beside
    /// a navigation controller's `rootViewController` segue (all seven
    /// storyboards of the corpus that have it), archives nothing: the scene
    /// nibs are the same bytes as without it, the navigation controller's
    /// keys those of Apple's pair (whose navigation controller has the segue
    /// and no marker), and nothing is said.
    @Test func nilViewControllersBesideTheRootSegueWritesNothing() throws {
        let text = Self.storyboard.replacingOccurrences(of: """
            <tabBarItem key="tabBarItem" id="navItem"/>
            """, with: """
            <tabBarItem key="tabBarItem" id="navItem"/>
            <nil name="viewControllers"/>
            """)
        let marked = try compileStoryboard(text, sdk: 10), plain = try Self.compiled()
        #expect(marked.diagnostics.map(\.message) == plain.diagnostics.map(\.message))
        #expect(!marked.diagnostics.contains { $0.message.contains("viewControllers") })
        let graph = try Self.nib("UITabBarController-tab", of: marked)
        let navigation = try #require(graph.objects(ofClass: "UINavigationController").first)
        #expect(navigation.keys == ["UITabBarItem", "UIParentViewController", "UIChildViewControllers", "UIViewControllers",
                                    "UINavigationBar"])
        for (a, b) in zip(marked.nibs.sorted { $0.name < $1.name }, plain.nibs.sorted { $0.name < $1.name }) {
            var warnings: [NibGraphWarning] = []
            let bytes = try a.graph.nibArchiveBytes(warnings: &warnings)
            #expect(a.name == b.name)
            #expect(bytes == (try b.graph.nibArchiveBytes(warnings: &warnings)))
        }
    }

    /// A popover content size (`<value key="contentSizeForViewInPopover">`,
    /// DuckDuckGo's PrivacyDashboard.storyboard) and a `<hostingController>`
    /// scene (DuckDuckGo's Downloads.storyboard) are left out with warnings
    /// that say which fact is missing.
    @Test func popoverSizeAndHostingControllerWarnPrecisely() throws {
        let text = Self.storyboard.replacingOccurrences(of: """
            <navigationItem key="navigationItem" title="Main" id="mainItem"/>
            """, with: """
            <navigationItem key="navigationItem" title="Main" id="mainItem"/>
            <value key="contentSizeForViewInPopover" type="size" width="375" height="650"/>
            """).replacingOccurrences(of: "</scenes>", with: """
            <scene sceneID="s5">
                <objects>
                    <hostingController id="host" customClass="ListHostingController" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr5" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            </scenes>
            """)
        let compilation = try compileStoryboard(text, sdk: 10)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.contains("<value key=\"contentSizeForViewInPopover\"> in a view controller: UIKit's decoder reads "
            + "the sizes UIContentSizeForViewInPopover and UIPreferredContentSize, but no Apple nib shows which one ibtool "
            + "writes or where; left out"))
        #expect(messages.contains("<hostingController> scenes (SwiftUI's UIHostingController) are left out: no Apple nib "
            + "shows the class or keys ibtool archives for one"))
        #expect(!messages.contains { $0.contains("is not supported yet") })
        #expect(!compilation.nibs.contains { $0.name.contains("host") })
    }
}
