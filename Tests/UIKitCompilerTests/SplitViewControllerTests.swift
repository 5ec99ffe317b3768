import NibGraph
import Testing
import UIKitCompiler

/// Split view controllers in storyboards, in the shape of Xcode's
/// "Master-Detail App" template: the split view controller holds a master
/// navigation controller (its root a table view controller) and a detail
/// navigation controller (its root a view controller). Facts:
/// UIKitCore's `-[UISplitViewController encodeWithCoder:]`,
/// `-[UISplitViewControllerPanelImpl encodeWithCoder:]` and its `_commonInit`
/// defaults (iOS 18.2, decompiled), and the container layout Apple's iOS 10
/// SDK storyboard pair shows for navigation and tab bar controllers.
struct SplitViewControllerTests {
    /// A navigation controller's scene: its bar, and its root controller `root`.
    static func navigation(_ id: String, title: String, root: String, responder: String) -> String {
        scene("""
            <navigationController \(title) id="\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)Bar">
                    <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)Root"/>
                </connections>
            </navigationController>
            """, responder: responder)
    }

    /// The detail relationship comes first in the document, to show that the master is still the first child.
    static let storyboard = storyboardDocument(initial: "split", scenes: [
        scene("""
            <splitViewController id="split" sceneMemberID="viewController">
                <connections>
                    <segue destination="detailNav" kind="relationship" relationship="detailViewController" id="r2"/>
                    <segue destination="masterNav" kind="relationship" relationship="masterViewController" id="r1"/>
                </connections>
            </splitViewController>
            """, responder: "fr1"),
        navigation("masterNav", title: #"title="Master""#, root: "master", responder: "fr2"),
        scene("""
            <tableViewController title="Master" id="master" customClass="MasterViewController" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
            dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" id="masterTable">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </tableView>
                <navigationItem key="navigationItem" title="Master" id="masterItem"/>
            </tableViewController>
            """, responder: "fr3"),
        navigation("detailNav", title: "", root: "detail", responder: "fr4"),
        scene("""
            <viewController title="Detail" id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="detailView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <navigationItem key="navigationItem" title="Detail" id="detailItem"/>
            </viewController>
            """, responder: "fr5"),
    ].joined(separator: "\n"))

    /// The whole tree lives in the split view controller's scene nib, the one
    /// `Info.plist` entry and the entry point; the two held controllers with
    /// views get view nibs.
    @Test func scenesAndInfoPlist() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 14)
        #expect(Set(compilation.nibs.map(\.name))
                == ["UISplitViewController-split", "master-view-masterTable", "detail-view-detailView"])
        #expect(compilation.identifiersToNibNames.map(\.identifier) == ["UISplitViewController-split"])
        #expect(compilation.identifiersToNibNames.map(\.nibName) == ["UISplitViewController-split"])
        #expect(compilation.entryPoint == "UISplitViewController-split")
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }

    /// The split view controller's keys: its children (master first) as
    /// UIViewController's encoder writes them, no `UIViewControllers`, then
    /// the panel implementation's keys in its order with its default values.
    @Test func keysOrderAndValues() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 14)
        let graph = try compilation.nib(named: "UISplitViewController-split")
        let split = try #require(graph.objects(ofClass: "UISplitViewController").first)
        #expect(split.keys == ["UIChildViewControllers", "UISplitViewControllerPrimaryEdge",
                               "UISplitViewControllerPresentsWithGesture", "UISplitViewControllerShowsSecondaryOnlyButton",
                               "UISplitViewControllerUsesDeviceOverlayPreferences",
                               "UISplitViewControllerUsesExtraWidePrimaryColumn", "UISplitViewControllerStyle"])
        #expect(split["UISplitViewControllerPrimaryEdge"] == .integer(0))
        #expect(split["UISplitViewControllerPresentsWithGesture"] == .bool(true))
        #expect(split["UISplitViewControllerShowsSecondaryOnlyButton"] == .bool(false))
        #expect(split["UISplitViewControllerUsesDeviceOverlayPreferences"] == .bool(true))
        #expect(split["UISplitViewControllerUsesExtraWidePrimaryColumn"] == .bool(false))
        #expect(split["UISplitViewControllerStyle"] == .integer(0))

        let children = graph.target(split["UIChildViewControllers"])
        #expect(children?.className == "NSMutableArray")
        let navigations = graph.elements(children)
        #expect(navigations.map(\.className) == ["UINavigationController", "UINavigationController"])
        #expect(graph.text(navigations.first?["UITitle"]) == "Master")
        for navigation in navigations {
            #expect(graph.target(navigation["UIParentViewController"])?.className == "UISplitViewController")
            #expect(graph.elements(graph.target(navigation["UIViewControllers"])).map(\.className) == ["UIClassSwapper"])
        }
    }

    /// The keys' encoding is UIKit's encoder's alone: one warning per document says so.
    @Test func warnsOnce() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 14)
        let warnings = compilation.diagnostics.filter { $0.message.hasPrefix("a split view controller's keys") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("no Apple nib checks them") == true)
    }
}
