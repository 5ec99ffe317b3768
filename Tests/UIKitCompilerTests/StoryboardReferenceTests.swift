import NibGraph
import Testing
import UIKitCompiler

/// Storyboard references (`<viewControllerPlaceholder>`), checked against
/// what UIKit's decompiled decoders read (no Apple nib holds one):
/// `UIStoryboardViewControllerPlaceholder` decodes `UIStoryboardIdentifier`
/// and `UIParentViewController`; `UIStoryboard` looks that identifier up in
/// `Info.plist`'s `UIViewControllerIdentifiersToExternalStoryboardReferences`
/// (`UIReferencedStoryboardName`, optional `UIReferencedControllerIdentifier`);
/// a segue template reaches its destination through
/// `UIViewControllerIdentifiersToNibNames`, whose nib's outlet decodes the
/// placeholder.
struct StoryboardReferenceTests {
    /// A tab bar controller whose second tab is a reference to Settings'
    /// initial controller (with the tab bar item Interface Builder shows), and
    /// whose first tab shows a reference to `Profile` in the Account storyboard.
    static let storyboard = storyboardDocument(initial: "tab", scenes: [
        scene("""
            <tabBarController id="tab" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="551" width="600" height="49"/>
                </tabBar>
                <connections>
                    <segue destination="main" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="settings" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
            </tabBarController>
            """, responder: "fr1"),
        scene("""
            <viewController id="main" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="mainView">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                </view>
                <tabBarItem key="tabBarItem" title="Main" id="mainItem"/>
                <connections>
                    <segue destination="profile" kind="show" identifier="showProfile" id="show1"/>
                </connections>
            </viewController>
            """, responder: "fr2"),
        scene("""
            <viewControllerPlaceholder storyboardName="Settings" id="settings" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Item" id="settingsItem"/>
            </viewControllerPlaceholder>
            """, responder: "fr3"),
        scene(#"<viewControllerPlaceholder storyboardName="Account" referencedIdentifier="Profile" id="profile" sceneMemberID="viewController"/>"#,
              responder: "fr4"),
    ].joined(separator: "\n"))

    @Test func infoPlistMapsEachReference() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 12)
        #expect(compilation.externalReferences == [
            UIKitStoryboardReference(identifier: "UIViewController-settings", storyboardName: "Settings", controllerIdentifier: nil),
            UIKitStoryboardReference(identifier: "UIViewController-profile", storyboardName: "Account", controllerIdentifier: "Profile"),
        ])
        // Only the reference a segue reaches has a nib: the one in the tab bar lives in its container's nib.
        #expect(compilation.identifiersToNibNames.map(\.identifier).sorted()
                == ["UITabBarController-tab", "UIViewController-profile"])
        #expect(!compilation.diagnostics.contains { $0.severity == .error })
        let notes = compilation.diagnostics.filter { $0.message.hasPrefix("storyboard references are compiled") }
        #expect(notes.count == 1)
        #expect(compilation.diagnostics.contains { $0.message.hasPrefix("<tabBarItem> in <viewControllerPlaceholder> is left out") })
    }

    /// A reference without a storyboard name is one into this storyboard:
    /// its entry has no `UIReferencedStoryboardName` (UIKit then answers itself).
    @Test func referenceIntoThisStoryboard() throws {
        let text = storyboardDocument(initial: "same", scenes: scene(
            #"<viewControllerPlaceholder referencedIdentifier="Detail" id="same" sceneMemberID="viewController"/>"#,
            responder: "fr1"))
        let compilation = try compileStoryboard(text, sdk: 12)
        #expect(compilation.externalReferences == [
            UIKitStoryboardReference(identifier: "UIViewController-same", storyboardName: nil, controllerIdentifier: "Detail"),
        ])
        #expect(compilation.entryPoint == "UIViewController-same")
        #expect(!compilation.diagnostics.contains { $0.severity == .error })
    }

    /// The reference a container holds: the placeholder among its children,
    /// no storyboard placeholder or `storyboard` outlet of its own, and no tab
    /// bar item (UIKit does not decode one).
    @Test func containerHoldsThePlaceholder() throws {
        let graph = try compileStoryboard(Self.storyboard, sdk: 12).nib(named: "UITabBarController-tab")
        let tab = try #require(graph.objects(ofClass: "UITabBarController").first)
        let children = graph.elements(graph.target(tab["UIViewControllers"]))
        #expect(children.map(\.className) == ["UIViewController", "UIStoryboardViewControllerPlaceholder"])
        let placeholder = try #require(children.last)
        #expect(placeholder.keys == ["UIStoryboardIdentifier", "UIParentViewController"])
        #expect(graph.text(placeholder["UIStoryboardIdentifier"]) == "UIViewController-settings")
        #expect(graph.target(placeholder["UIParentViewController"])?.className == "UITabBarController")
        let proxies = graph.objects(ofClass: "UIProxyObject").compactMap { graph.text($0["UIProxiedObjectIdentifier"]) }
        #expect(proxies.filter { $0 == "UIStoryboardPlaceholder" }.count == 2)
        let items = graph.elements(graph.target(graph.target(tab["UITabBar"])?["UIItems"]))
        #expect(items.count == 1)
        #expect(graph.objects(ofClass: "UITabBarItem").count == 1)
    }

    /// The reference a segue reaches: the template names its identifier, and
    /// that identifier's nib leads `sceneViewController` to the placeholder.
    @Test func segueReachesTheReferenceThroughItsNib() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 12)
        let scene = try compilation.nib(named: "UITabBarController-tab")
        let template = try #require(scene.objects(ofClass: "UIStoryboardShowSegueTemplate").first)
        #expect(scene.text(template["UIDestinationViewControllerIdentifier"]) == "UIViewController-profile")

        let graph = try compilation.nib(named: "UIViewController-profile")
        let placeholder = try #require(graph.objects(ofClass: "UIStoryboardViewControllerPlaceholder").first)
        #expect(placeholder.keys == ["UIStoryboardIdentifier"])
        #expect(graph.text(placeholder["UIStoryboardIdentifier"]) == "UIViewController-profile")
        let connections = graph.rootList("UINibConnectionsKey")
        #expect(connections.map { graph.text($0["UILabel"]) } == ["sceneViewController"])
        #expect(graph.target(connections.first?["UIDestination"])?.className == "UIStoryboardViewControllerPlaceholder")
        let proxies = graph.objects(ofClass: "UIProxyObject").compactMap { graph.text($0["UIProxiedObjectIdentifier"]) }
        #expect(proxies == ["IBFilesOwner", "IBFirstResponder"])
    }
}
