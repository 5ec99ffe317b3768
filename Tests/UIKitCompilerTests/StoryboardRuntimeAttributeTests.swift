import NibGraph
import Testing
import UIKitCompiler

/// Runtime attributes in storyboards: each nib (scene, view, prototype cell)
/// carries the `UINibKeyValuePair`s of the objects it holds, encoded as in a
/// xib (`UIObject`, `UIValue`, `UIKeyPath`), in document order.
struct StoryboardRuntimeAttributeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="20" width="600" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="barFlag" value="YES"/>
                                </userDefinedRuntimeAttributes>
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
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" \
        separatorStyle="default" rowHeight="44" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" \
        indentationWidth="10" reuseIdentifier="Cell" id="cell">
                                                <rect key="frame" x="0.0" y="28" width="600" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="600" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <userDefinedRuntimeAttributes>
                                                        <userDefinedRuntimeAttribute type="string" keyPath="contentTag" value="c"/>
                                                    </userDefinedRuntimeAttributes>
                                                </tableViewCellContentView>
                                                <userDefinedRuntimeAttributes>
                                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                        <integer key="value" value="4"/>
                                                    </userDefinedRuntimeAttribute>
                                                </userDefinedRuntimeAttributes>
                                            </tableViewCell>
                                        </prototypes>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="tableTag" value="t"/>
                                        </userDefinedRuntimeAttributes>
                                    </tableView>
                                </subviews>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                        <real key="value" value="0.5"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </view>
                            <navigationItem key="navigationItem" title="List" id="listItem">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="itemTag" value="i"/>
                                </userDefinedRuntimeAttributes>
                            </navigationItem>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="showDoneButton" value="YES"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="neverShowPrivacySettings" value="NO"/>
                            </userDefinedRuntimeAttributes>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <hostingController id="pages" sceneMemberID="viewController">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="lost" value="x"/>
                            </userDefinedRuntimeAttributes>
                        </hostingController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The key paths of a nib's pairs, with the class of each pair's object.
    static func pairs(of graph: NibGraph) -> [String] {
        graph.rootList("UINibKeyValuePairsKey").map { pair in
            "\(graph.target(pair["UIObject"])?.className ?? "?").\(graph.text(pair["UIKeyPath"]) ?? "?")"
        }
    }

    @Test func eachNibCarriesTheAttributesOfItsObjects() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 14)
        #expect(compilation.nibs.map(\.name) == ["list-view-listView", "UINavigationController-nav"])
        let scene = try compilation.nib(named: "UINavigationController-nav")
        // The scene nib: the bar, then the held controller and its navigation item, in document order.
        #expect(Self.pairs(of: scene) == [
            "UINavigationBar.barFlag", "UIViewController.showDoneButton", "UIViewController.neverShowPrivacySettings",
            "UINavigationItem.itemTag",
        ])
        let pairs = scene.rootList("UINibKeyValuePairsKey")
        #expect(pairs.allSatisfy { $0.className == "UINibKeyValuePair" && $0.keys == ["UIObject", "UIValue", "UIKeyPath"] })
        #expect(scene.target(pairs[1]["UIValue"])?.className == "NSNumber")
        // Every pair names an object the nib lists.
        let listed = scene.rootList("UINibObjectsKey")
        #expect(pairs.allSatisfy { pair in listed.contains { $0 == scene.target(pair["UIObject"]) } })

        // The view nib: the view's, then the table's; not the controller's (File's Owner stands for it there).
        let view = try compilation.nib(named: "list-view-listView")
        #expect(Self.pairs(of: view) == ["UIView.layer.borderWidth", "UITableView.tableTag"])
        #expect(view.target(view.rootList("UINibKeyValuePairsKey").first?["UIValue"])?["NS.dblval"] == .double(0.5))

        // The prototype cell's nib: the cell's, then its content view's.
        let cellNib = try Self.prototypeNib(in: view)
        #expect(Self.pairs(of: cellNib) == ["UITableViewCell.layer.cornerRadius", "UITableViewCellContentView.contentTag"])
        #expect(cellNib.target(cellNib.rootList("UINibKeyValuePairsKey").first?["UIValue"])?["NS.intval"] == .integer(4))
    }

    @Test func attributesOfObjectsNoNibHoldsAreWarnedAbout() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 14)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.contains("the runtime attributes of <hostingController> pages are left out: no nib holds its object"))
        #expect(messages.filter { $0.contains("runtime attributes") }.count == 1)
    }

    /// Below the iOS 14 SDK the assumed key order is said once for the whole storyboard.
    @Test func earlierSDKsWarnOncePerDocument() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 12)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("runtime attributes' key order is known from") }.count == 1)
    }

    /// The nib archived inside the view nib's table for its one prototype cell.
    static func prototypeNib(in view: NibGraph) throws -> NibGraph {
        let table = try #require(view.objects(ofClass: "UITableView").first)
        let nibs = StoryboardPrototypeTests.entries(view.target(table["UITableViewCellPrototypeNibs"]), in: view)
        let nib = try #require(nibs.first?.value)
        guard case .data(let bytes)? = view.target(nib["archiveData"])?["NS.bytes"] else {
            throw MissingArchive()
        }
        return try NibGraph(nibArchiveBytes: bytes)
    }

    struct MissingArchive: Error {}
}
