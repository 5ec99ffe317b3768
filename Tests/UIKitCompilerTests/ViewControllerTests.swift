import NibGraph
import Testing
@testable import UIKitCompiler

/// View controllers in a xib, with the key order of the iOS 10 SDK storyboard
/// pair (a tab bar controller holding a navigation controller) and the
/// mapping notes' Appendix C.5.
struct ViewControllerTests {
    @Test func aViewControllerWithANibNameAndCustomClass() throws {
        let compilation = try compileXIB("""
            <viewController title="Home" nibName="HomeViewController" id="10" customClass="HomeViewController">
                <extendedEdge key="edgesForExtendedLayout" top="YES" left="YES" bottom="YES" right="YES"/>
                <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
                <nil key="simulatedTopBarMetrics"/>
            </viewController>
            """, sdk: 10)
        let graph = compilation.graph
        let controller = try #require(graph.objects(ofClass: "UIClassSwapper").first)
        #expect(controller.keys == ["UITitle", "UINibName", "UIClassName", "UIOriginalClassName"])
        #expect(graph.text(controller["UINibName"]) == "HomeViewController")
        #expect(graph.text(controller["UIOriginalClassName"]) == "UIViewController")
        #expect(compilation.diagnostics.isEmpty)
    }

    /// Edges other than all are UIKit's `UIRectEdge` mask, an integer just
    /// before `UIKeyExtendedLayoutIncludesOpaqueBars`, as UIKitCore's
    /// `-[UIViewController encodeWithCoder:]` (iOS 18.2) writes it (only when
    /// not 15); no Apple nib shows it, which the warning says.
    @Test(arguments: [("", Int64(0)), (#"top="YES""#, 1), (#"top="YES" bottom="YES" right="YES""#, 13)])
    func edgesForExtendedLayoutOtherThanAll(attributes: String, mask: Int64) throws {
        let compilation = try compileXIB("""
            <viewController extendedLayoutIncludesOpaqueBars="YES" id="10">
                <extendedEdge key="edgesForExtendedLayout" \(attributes)/>
            </viewController>
            """, sdk: 14)
        let controller = try #require(compilation.graph.objects(ofClass: "UIViewController").first)
        #expect(controller.keys == ["UIKeyEdgesForExtendedLayout", "UIKeyExtendedLayoutIncludesOpaqueBars"])
        #expect(controller["UIKeyEdgesForExtendedLayout"] == .integer(mask, .int8))
        #expect(compilation.diagnostics.map(\.message) == [ViewControllerElement.edgesPlacement])
    }

    @Test func aTabBarControllerHoldingANavigationController() throws {
        let compilation = try compileXIB("""
            <tabBarController id="47">
                <tabBar key="tabBar" contentMode="scaleToFill" id="48">
                    <rect key="frame" x="0.0" y="431" width="320" height="49"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                </tabBar>
                <viewControllers>
                    <navigationController id="22">
                        <tabBarItem key="tabBarItem" title="Home" id="53"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="24">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </navigationBar>
                        <viewControllers>
                            <viewController id="23" customClass="MainViewController">
                                <navigationItem key="navigationItem" title="Demo" id="25"/>
                            </viewController>
                        </viewControllers>
                    </navigationController>
                </viewControllers>
            </tabBarController>
            """, sdk: 10)
        let graph = compilation.graph
        let tabs = try #require(graph.objects(ofClass: "UITabBarController").first)
        #expect(tabs.keys == ["UIChildViewControllers", "UITabBar", "UICustomizableViewControllers", "UIViewControllers"])
        #expect(graph.target(tabs["UIViewControllers"])?.className == "NSMutableArray")
        let navigation = try #require(graph.objects(ofClass: "UINavigationController").first)
        #expect(navigation.keys == ["UITabBarItem", "UIParentViewController", "UIChildViewControllers",
                                    "UIViewControllers", "UINavigationBar"])
        #expect(graph.target(navigation["UIParentViewController"]) == tabs)
        let main = try #require(graph.objects(ofClass: "UIClassSwapper").first)
        #expect(main.keys == ["UINavigationItem", "UIParentViewController", "UIClassName", "UIOriginalClassName"])
        // Objects list: the controller, then level by level its bar, items and children.
        #expect(graph.rootList("UINibObjectsKey").map(\.className) == [
            "UIProxyObject", "UITabBarController", "UITabBar", "UINavigationController", "UINavigationBar",
            "UITabBarItem", "UIClassSwapper", "UINavigationItem",
        ])
        // Each bar has its controller as delegate and its children's items.
        let tabBar = try #require(graph.target(tabs["UITabBar"]))
        #expect(tabBar.keys.contains("UIDelegate") && tabBar.keys.firstIndex(of: "UIDelegate")! < tabBar.keys.firstIndex(of: "UIItems")!)
        #expect(graph.target(tabBar["UIDelegate"]) == tabs)
        #expect(graph.elements(graph.target(tabBar["UIItems"])).map(\.className) == ["UITabBarItem"])
        let navigationBar = try #require(graph.target(navigation["UINavigationBar"]))
        #expect(graph.target(navigationBar["UIDelegate"]) == navigation)
        let navigationItem = try #require(graph.objects(ofClass: "UINavigationItem").first)
        #expect(graph.elements(graph.target(navigationBar["UIItems"])) == [navigationItem])
        #expect(graph.target(navigationItem["UINavigationBar"]) == navigationBar)
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func aTableViewControllerHoldsItsTableView() throws {
        let compilation = try compileXIB("""
            <tableViewController id="67">
                <tableView key="view" opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="68">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </tableView>
            </tableViewController>
            """, sdk: 10)
        let graph = compilation.graph
        let controller = try #require(graph.objects(ofClass: "UITableViewController").first)
        #expect(controller.keys == ["UIView"])
        #expect(graph.target(controller["UIView"])?.className == "UITableView")
        #expect(graph.rootList("UINibObjectsKey").map(\.className) == ["UIProxyObject", "UITableViewController", "UITableView"])
    }

    /// `definesPresentationContext` and `providesPresentationContextTransitionStyle`
    /// are the booleans `UIDefinesPresentationContext` and
    /// `UIProvidesPresentationContextTransitionStyle` that UIKitCore's
    /// `-[UIViewController encodeWithCoder:]` (iOS 18.2) writes between
    /// `UIChildViewControllers` and `UIModalPresentationStyle`; "Use
    /// Storyboard ID" (`useStoryboardIdentifierAsRestorationIdentifier`) makes
    /// the storyboard identifier the `UIRestorationIdentifier`.
    @Test func presentationContextAndStoryboardIDAsRestorationIdentifier() throws {
        let compilation = try compileXIB("""
            <viewController storyboardIdentifier="Detail" useStoryboardIdentifierAsRestorationIdentifier="YES" \
            definesPresentationContext="YES" providesPresentationContextTransitionStyle="YES" \
            modalPresentationStyle="overCurrentContext" id="10">
                <extendedEdge key="edgesForExtendedLayout" top="YES" left="YES" bottom="YES" right="YES"/>
            </viewController>
            """, sdk: 14)
        let graph = compilation.graph
        let controller = try #require(graph.objects(ofClass: "UIViewController").first)
        #expect(controller.keys == ["UIRestorationIdentifier", "UIDefinesPresentationContext",
                                    "UIProvidesPresentationContextTransitionStyle", "UIModalPresentationStyle"])
        #expect(graph.text(controller["UIRestorationIdentifier"]) == "Detail")
        #expect(controller["UIDefinesPresentationContext"] == .bool(true))
        #expect(controller["UIProvidesPresentationContextTransitionStyle"] == .bool(true))
        #expect(compilation.diagnostics.map(\.message) == [ViewControllerElement.unverifiedPresentationContext])
    }

    /// An explicit restoration identifier wins; "NO" values write nothing.
    @Test func explicitRestorationIdentifierAndNoPresentationContext() throws {
        let compilation = try compileXIB("""
            <viewController storyboardIdentifier="Detail" restorationIdentifier="Restore" \
            useStoryboardIdentifierAsRestorationIdentifier="YES" definesPresentationContext="NO" id="10">
                <extendedEdge key="edgesForExtendedLayout" top="YES" left="YES" bottom="YES" right="YES"/>
            </viewController>
            """, sdk: 14)
        let controller = try #require(compilation.graph.objects(ofClass: "UIViewController").first)
        #expect(controller.keys == ["UIRestorationIdentifier"])
        #expect(compilation.graph.text(controller["UIRestorationIdentifier"]) == "Restore")
        #expect(compilation.diagnostics.isEmpty)
    }
}
