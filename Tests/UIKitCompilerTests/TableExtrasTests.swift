import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// Elements compiled from the mapping notes where no Apple nib of the corpus
/// shows them: a table's selection switches and header and footer views, a
/// picker view, a tab bar item's system item, a navigation controller's hidden
/// bar, and a collection view controller scene. Each says once that its
/// encoding is not checked.
struct TableExtrasTests {
    @Test func tableSelectionSwitchesAndHeaderFooterViews() throws {
        let compilation = try compileXIB("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" \
            separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" \
            allowsSelection="NO" allowsSelectionDuringEditing="YES" allowsMultipleSelectionDuringEditing="YES" id="table">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                <searchBar key="tableFooterView" contentMode="redraw" id="footer">
                    <rect key="frame" x="0.0" y="100" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </searchBar>
            </tableView>
            """, sdk: 10)
        let graph = compilation.graph
        let table = try #require(graph.objects(ofClass: "UITableView").first)
        let keys = table.keys
        let selection = ["UIAllowsSelection", "UIAllowsSelectionDuringEditing", "UIAllowsMultipleSelectionDuringEditing"]
        #expect(keys.filter { $0.hasPrefix("UIAllows") } == selection)
        #expect(table["UIAllowsSelection"] == .bool(false))
        #expect(table["UIAllowsSelectionDuringEditing"] == .bool(true))
        let header = try #require(keys.firstIndex(of: "UITableHeaderView"))
        let footer = try #require(keys.firstIndex(of: "UITableFooterView"))
        let lastSelection = try #require(keys.firstIndex(of: "UIAllowsMultipleSelectionDuringEditing"))
        #expect(lastSelection < header && header < footer)
        #expect(graph.target(table["UITableHeaderView"])?.className == "UIView")
        #expect(graph.target(table["UITableFooterView"])?.className == "UISearchBar")
        #expect(graph.elements(graph.target(table["UISubviews"])).map(\.className) == ["UIView", "UISearchBar"])
        let messages = compilation.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("not supported") })
        #expect(messages.contains { $0.hasPrefix("a table's selection switches") })
    }

    @Test func pickerView() throws {
        let compilation = try compileXIB("""
            <pickerView contentMode="scaleToFill" showsSelectionIndicator="YES" id="picker">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </pickerView>
            """, sdk: 10)
        let picker = try #require(compilation.graph.objects(ofClass: "UIPickerView").first)
        #expect(picker.keys.last == "UIShowsSelectionBar")
        #expect(picker["UIShowsSelectionBar"] == .bool(true))
        #expect(compilation.diagnostics.map(\.message).allSatisfy { $0.hasPrefix("a picker view's keys") })
        #expect(compilation.diagnostics.count == 1)
    }

    static func storyboard(_ objects: String) -> String {
        storyboardDocument(initial: "root", toolsVersion: 11762, scenes: scene(objects, responder: "fr1"))
    }

    @Test func hiddenNavigationBarAndSystemTabBarItem() throws {
        let compilation = try compileStoryboard(Self.storyboard("""
            <navigationController navigationBarHidden="YES" id="root" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" systemItem="history" tag="3" id="item"/>
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tools">
                    <autoresizingMask key="autoresizingMask"/>
                </toolbar>
            </navigationController>
            """), sdk: 10)
        let graph = try compilation.nib(named: "UINavigationController-root")
        let controller = try #require(graph.objects.first { $0.keys.contains("UINavigationBar") })
        // UIKitCore's -[UINavigationController encodeWithCoder:] writes the bar, the toolbar, then the hidden flag.
        #expect(controller.keys.filter { $0.hasPrefix("UINavigationBar") || $0 == "UIToolbar" }
            == ["UINavigationBar", "UIToolbar", "UINavigationBarHidden"])
        #expect(controller["UINavigationBarHidden"] == .bool(true))
        let item = try #require(graph.objects(ofClass: "UITabBarItem").first)
        // UIKit's encoder writes the system item first (TabBarItemTests).
        #expect(item.keys == ["UISystemItem", "UIEnabled", "UITag"])
        #expect(item["UISystemItem"] == .integer(6))
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }

    @Test func collectionViewControllerScene() throws {
        let compilation = try compileStoryboard(Self.storyboard("""
            <collectionViewController id="root" customClass="GridController" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
            dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
            minimumInteritemSpacing="10" id="layout">
                        <size key="itemSize" width="50" height="50"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                    </collectionViewFlowLayout>
                </collectionView>
            </collectionViewController>
            """), sdk: 12)
        #expect(compilation.nibs.map(\.name).sorted() == ["UICollectionViewController-root", "root-view-grid"])
        let scene = try compilation.nib(named: "UICollectionViewController-root")
        let controller = try #require(scene.objects(ofClass: "UIClassSwapper").first)
        #expect(scene.text(controller["UIOriginalClassName"]) == "UICollectionViewController")
        let view = try compilation.nib(named: "root-view-grid")
        #expect(view.objects(ofClass: "UICollectionView").count == 1)
        #expect(compilation.diagnostics.filter { $0.message.hasPrefix("a collection view controller's keys") }.count == 1)
    }

    /// Warnings that say an encoding is assumed or a value left out the same
    /// way for every element are said once per document.
    @Test func assumptionWarningsAreSaidOncePerDocument() throws {
        func indicator(_ id: String) -> String {
            #"<activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" id="\#(id)"/>"#
        }
        let compilation = try compileXIB(indicator("a") + indicator("b"), sdk: 14)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("activity indicator styles medium and large") }.count == 1)
    }

    /// `hidesAccessoryWhenEditing="NO"` archives nothing: UIKitCore's
    /// `-[UITableViewCell encodeWithCoder:]` and `-initWithCoder:` (iOS 18.2)
    /// have no key for it. The cell is the same as without it, and nothing is said.
    @Test func hidesAccessoryWhenEditingHasNoKey() throws {
        func cell(_ attribute: String) -> String {
            """
            <tableViewCell contentMode="scaleToFill" \(attribute) id="a">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="a" id="ac">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let hiding = try compileXIB(cell(#"hidesAccessoryWhenEditing="NO""#), sdk: 10)
        let plain = try compileXIB(cell(""), sdk: 10)
        #expect(hiding.diagnostics.map(\.message) == plain.diagnostics.map(\.message))
        #expect(!hiding.diagnostics.contains { $0.message.contains("hidesAccessoryWhenEditing") })
        let a = try #require(hiding.graph.objects(ofClass: "UITableViewCell").first)
        let b = try #require(plain.graph.objects(ofClass: "UITableViewCell").first)
        #expect(a.keys == b.keys)
        #expect(!a.keys.contains { $0.lowercased().contains("hidesaccessory") })
    }
}
