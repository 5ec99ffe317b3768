import NibGraph
import Testing
import UIKitCompiler

/// Prototype cells, container bars, layout-guide constraint order and gray
/// named colors in storyboards, with the facts Apple's iOS 10 SDK pair
/// `AndriFannarFreysson/UmfnTest` `Main.storyboard` shows.
struct StoryboardPrototypeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="20" width="600" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="tintColor" colorSpace="calibratedWhite" white="1" alpha="1"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" \
        separatorStyle="default" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="30" width="600" height="521"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" \
        indentationWidth="10" reuseIdentifier="Cell" id="cell">
                                                <rect key="frame" x="0.0" y="28" width="600" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="600" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="detail" kind="show" id="show"/>
                                                </connections>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="10" id="c1"/>
                                    <constraint firstItem="bottom" firstAttribute="top" secondItem="table" secondAttribute="bottom" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c3"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="List" id="item" image="a.png" selectedImage="a.png"/>
                            <navigationItem key="navigationItem" title="List" id="listItem"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A NIBArchive float64 array (type byte 7, then each number little-endian).
    static func geometry(_ numbers: [Double]) -> NibGraph.Value {
        var bytes: [UInt8] = [7]
        for number in numbers {
            let bits = number.bitPattern
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
        }
        return .data(.init(copying: bytes))
    }

    /// The entries of a dictionary object, as (key text, value object) pairs.
    static func entries(_ dictionary: NibGraph.Object?, in graph: NibGraph) -> [(key: String, value: NibGraph.Object?)] {
        guard case .array(let keys)? = dictionary?["NS.keys"], case .array(let values)? = dictionary?["NS.objects"] else {
            return []
        }
        return zip(keys, values).map { (graph.text($0.0) ?? "", graph.target($0.1)) }
    }

    /// A prototype cell is a nib of its own inside the table: the cell, File's
    /// Owner, First Responder and a placeholder for its segue's template,
    /// which the view nib's own placeholder (named as the scene nib names the
    /// template) stands for through the external objects table.
    @Test func prototypeCellIsANibInsideTheTable() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 10)
        #expect(!compilation.diagnostics.contains { $0.message.contains("prototypes") })
        let view = try compilation.nib(named: "list-view-listView")
        let table = try #require(view.objects(ofClass: "UITableView").first)
        #expect(Array(table.keys.suffix(2)) == ["UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects"])
        let nibs = Self.entries(view.target(table["UITableViewCellPrototypeNibs"]), in: view)
        #expect(view.target(table["UITableViewCellPrototypeNibs"])?.className == "NSMutableDictionary")
        #expect(nibs.map(\.key) == ["Cell"])
        let nib = try #require(nibs.first?.value)
        #expect(nib.className == "UINib")
        #expect(nib.keys == ["captureEnclosingNIBBundleOnDecode", "archiveData"])
        guard case .data(let bytes)? = view.target(nib["archiveData"])?["NS.bytes"] else {
            Issue.record("archiveData")
            return
        }
        let cellNib = try NibGraph(nibArchiveBytes: bytes)
        let topLevel = cellNib.rootList("UINibTopLevelObjectsKey")
        #expect(topLevel.map(\.className) == ["UITableViewCell", "UIProxyObject", "UIProxyObject", "UIProxyObject"])
        let cellPlaceholder = try #require(cellNib.text(topLevel[3]["UIProxiedObjectIdentifier"]))
        #expect(cellPlaceholder.hasPrefix("UpstreamPlaceholder-"))
        #expect(cellNib.rootList("UINibObjectsKey").map(\.className)
                == ["UITableViewCell", "UIProxyObject", "UIProxyObject", "UIProxyObject", "UITableViewCellContentView"])
        let connections = cellNib.rootList("UINibConnectionsKey")
        #expect(connections.map { cellNib.text($0["UILabel"]) } == ["selectionSegueTemplate"])
        #expect(cellNib.target(connections.first?["UISource"])?.className == "UITableViewCell")

        // The view nib: its placeholder for the segue template, last among the top-level objects.
        let viewTopLevel = view.rootList("UINibTopLevelObjectsKey")
        let segueName = try #require(view.text(viewTopLevel.last?["UIProxiedObjectIdentifier"]))
        let externals = Self.entries(view.target(table["UITableViewCellPrototypeNibExternalObjects"]), in: view)
        #expect(externals.map(\.key) == ["Cell"])
        let inner = Self.entries(externals.first?.value, in: view)
        #expect(inner.map(\.key) == [cellPlaceholder])
        #expect(view.text(inner.first?.value?["UIProxiedObjectIdentifier"]) == segueName)
        // No connection of the cell is left in the view nib.
        #expect(view.rootList("UINibConnectionsKey").map { view.text($0["UILabel"]) } == ["view"])

        // The scene nib names the segue template with the same name.
        let scene = try compilation.nib(named: "UINavigationController-nav")
        let controller = try #require(scene.objects(ofClass: "UIViewController").first)
        let names = Self.entries(scene.target(controller["UIExternalObjectsTableForViewLoading"]), in: scene).map(\.key)
        #expect(names == [segueName])
    }

    /// A prototype cell without a reuse identifier: ibtool builds the
    /// document with its "Prototype table cells must have reuse identifiers"
    /// warning (public issue reports: WordPress-iOS #8216, a build warning;
    /// REFrostedViewController #79, an Xcode warning), but no Apple nib shows
    /// what it archives. The cell is left out of the prototype dictionaries
    /// (which are keyed by the identifier) with a warning that says so.
    @Test func prototypeCellWithoutIdentifierIsLeftOutWithAPreciseWarning() throws {
        let text = Self.storyboard.replacingOccurrences(of: #"indentationWidth="10" reuseIdentifier="Cell" id="cell""#,
                                                        with: #"indentationWidth="10" id="cell""#)
        let compilation = try compileStoryboard(text, sdk: 10)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.contains("a prototype cell without a reuseIdentifier is left out: ibtool builds it with an "
            + "\"Unsupported Configuration\" warning, and no Apple nib shows what it archives"))
        let table = try #require(try compilation.nib(named: "list-view-listView").objects(ofClass: "UITableView").first)
        #expect(!table.keys.contains("UITableViewCellPrototypeNibs"))
    }

    /// The bottom layout guide stands at the view's bottom edge: its
    /// constraint comes after those of a subview nearer the origin.
    @Test func bottomGuideConstraintComesLast() throws {
        let view = try compileStoryboard(Self.storyboard, sdk: 10).nib(named: "list-view-listView")
        let root = try #require(view.rootList("UINibTopLevelObjectsKey").first)
        let constraints = view.elements(view.target(root["UIViewAutolayoutConstraints"])).suffix(3)
        #expect(constraints.map { $0["NSFirstAttribute"] } == [.integer(3, .int8), .integer(6, .int8), .integer(3, .int8)])
        #expect(constraints.map { view.target($0["NSFirstItem"])?.className } == ["UITableView", "UIView", "_UILayoutGuide"])
    }

    /// A container's bar is 320 points wide at the document's origin, with
    /// the container's autoresizing mask; a calibrated white 1 is `whiteColor`;
    /// a tab bar item's selected image is an object of its own.
    @Test func containerBarAndItems() throws {
        let scene = try compileStoryboard(Self.storyboard, sdk: 10).nib(named: "UINavigationController-nav")
        let bar = try #require(scene.objects(ofClass: "UINavigationBar").first)
        #expect(bar["UIBounds"] == Self.geometry([0, 0, 320, 44]))
        #expect(bar["UICenter"] == Self.geometry([160, 42]))
        #expect(bar["UIAutoresizingMask"] == .integer(2, .int8))
        #expect(scene.text(scene.target(bar["UITintColor"])?["UISystemColorName"]) == "whiteColor")
        let item = try #require(scene.objects(ofClass: "UITabBarItem").first)
        #expect(item["UIImage"] != item["UISelectedTemplateImage"])
        #expect(scene.text(scene.target(item["UISelectedTemplateImage"])?["UIResourceName"]) == "a.png")
    }
}
