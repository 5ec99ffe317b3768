import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// A storyboard collection view's prototype cells and section header, each a
/// nib of its own in the mapping notes' dictionaries (``PrototypeCells``).
struct CollectionViewPrototypeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        dataMode="prototypes" id="grid">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
        minimumInteritemSpacing="10" id="flow">
                                            <size key="itemSize" width="50" height="50"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
        contentMode="center" reuseIdentifier="Tile" id="tile" customClass="TileCell">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
        contentMode="center">
                                                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A" id="tileLabel">
                                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </view>
                                                <connections>
                                                    <outlet property="label" destination="tileLabel" id="o1"/>
                                                </connections>
                                            </collectionViewCell>
                                        </cells>
                                        <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" \
        contentMode="center" reuseIdentifier="Header" id="header">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                                        </collectionReusableView>
                                    </collectionView>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func prototypeNibDictionaries() throws {
        let compiled = try compileStoryboard(Self.storyboard, sdk: 14)
        let messages = compiled.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("not supported") }, "\(messages)")
        #expect(messages.filter { $0.contains("prototype nib dictionaries") }.count == 1)
        let nib = try compiled.nib(named: "vc-view-root")
        let grid = try #require(nib.objects(ofClass: "UICollectionView").first)
        // -[UICollectionView encodeWithCoder:] (iOS 26.1, docs/uikit-encoders.md): both external objects
        // dictionaries, then both nib dictionaries, then prefetching.
        #expect(Array(grid.keys.suffix(6)) == [
            "UIAllowsUserInitiatedMultipleSelection",
            "UICollectionViewCellPrototypeNibExternalObjects", "UICollectionViewSupplementaryViewPrototypeNibExternalObjects",
            "UICollectionViewCellNibDict", "UICollectionViewSupplementaryViewNibDict",
            "UICollectionViewPrefetchingEnabled",
        ])
        let entries = StoryboardPrototypeTests.entries
        let cells = entries(nib.target(grid["UICollectionViewCellNibDict"]), nib)
        #expect(cells.map(\.key) == ["Tile"])
        #expect(cells.first?.value?.className == "UINib")
        #expect(entries(nib.target(grid["UICollectionViewCellPrototypeNibExternalObjects"]), nib).map(\.key) == ["Tile"])
        let views = entries(nib.target(grid["UICollectionViewSupplementaryViewNibDict"]), nib)
        #expect(views.map(\.key) == ["UICollectionElementKindSectionHeader/Header"])
        #expect(entries(nib.target(grid["UICollectionViewSupplementaryViewPrototypeNibExternalObjects"]), nib).map(\.key)
                == ["UICollectionElementKindSectionHeader/Header"])

        // The cell's nib holds the cell and its outlet; the view nib holds neither.
        guard case .data(let bytes)? = nib.target(cells.first?.value?["archiveData"])?["NS.bytes"] else {
            Issue.record("no archiveData")
            return
        }
        let cellNib = try NibGraph(nibArchiveBytes: bytes)
        #expect(cellNib.rootList("UINibTopLevelObjectsKey").first?.className == "UIClassSwapper")
        #expect(cellNib.rootList("UINibConnectionsKey").map { cellNib.text($0["UILabel"]) } == ["label"])
        #expect(nib.rootList("UINibConnectionsKey").map { nib.text($0["UILabel"]) } == ["view"])
        #expect(!nib.objects.contains { $0.className == "UICollectionReusableView" || $0.className == "UIClassSwapper" })
    }
}
