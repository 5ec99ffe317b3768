import NibGraph
import Testing
@testable import UIKitCompiler

/// The collection view family's own keys in the order UIKit's encoders write
/// them (docs/uikit-encoders.md, decompiled UIKitCore): no Apple nib of the
/// corpus holds one, so each expectation cites the encoder it comes from.
struct CollectionViewEncoderTests {
    /// `-[UICollectionView encodeWithCoder:]` (iOS 26.1 dump,
    /// `UIKitCore/UICollectionView.m` ≈146,500): after `[super
    /// encodeWithCoder:]` (the scroll keys), `UICollectionLayout` (object),
    /// then only the flags that differ from `initWithFrame:`'s defaults, of
    /// which Interface Builder can set none; user-initiated multiple selection
    /// is on by default and written as YES; prototypes (none in a xib);
    /// `UICollectionViewPrefetchingEnabled` (bool) always, last. The mapping
    /// notes' Xcode 12.4 nibs (C.5) show the same three keys in this order.
    @Test func collectionViewWritesItsOwnKeysInItsEncodersOrder() throws {
        let compilation = try compileXIB("""
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" prefetchingEnabled="NO" dataMode="none" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" id="2"/>
            </collectionView>
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="3">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" id="4"/>
            </collectionView>
            """, sdk: 15)
        let views = compilation.graph.objects(ofClass: "UICollectionView")
        #expect(views.count == 2)
        for view in views {
            let own = Array(view.keys.drop { $0 != "UICollectionLayout" })
            #expect(own == ["UICollectionLayout", "UIAllowsUserInitiatedMultipleSelection", "UICollectionViewPrefetchingEnabled"])
            #expect(compilation.graph.target(view["UICollectionLayout"])?.className == "UICollectionViewFlowLayout")
            #expect(view["UIAllowsUserInitiatedMultipleSelection"] == .bool(true))
            // Keys the encoder writes only for values Interface Builder cannot set.
            for key in ["UIBackgroundView", "UIAllowsSelection", "UIAllowsMultipleSelection", "UIAllowsSelectionDuringEditing",
                        "UIAllowsMultipleSelectionDuringEditing", "UISpringLoaded"] {
                #expect(view[key] == nil, "\(key)")
            }
        }
        #expect(views.map { $0["UICollectionViewPrefetchingEnabled"] } == [.bool(false), .bool(true)])
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0 == CollectionViewElement.unverified }.count == 1)
    }

    /// A collection view reads every scroll view attribute a scroll view
    /// does: `automaticallyAdjustsScrollIndicatorInsets="NO"` is the indicator
    /// inset behavior never (2), not an attribute named as unsupported.
    @Test func collectionViewReadsTheScrollViewsAttributes() throws {
        let compilation = try compileXIB("""
            <collectionView contentMode="scaleToFill" automaticallyAdjustsScrollIndicatorInsets="NO" dataMode="none" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" id="2"/>
            </collectionView>
            """, sdk: 14)
        let view = try #require(compilation.graph.objects(ofClass: "UICollectionView").first)
        #expect(view["UIScrollViewIndicatorInsetAdjustmentBehavior"] == .integer(2))
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }

    /// The encoder writes `UICollectionLayout` only when the layout is not
    /// nil: a collection view without one leaves the key out (with a warning
    /// at its place) and goes on with the next key.
    @Test func collectionViewWithoutALayoutLeavesTheKeyOut() throws {
        let compilation = try compileXIB("""
            <collectionView contentMode="scaleToFill" dataMode="none" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            </collectionView>
            """, sdk: 14)
        let view = try #require(compilation.graph.objects(ofClass: "UICollectionView").first)
        #expect(view["UICollectionLayout"] == nil)
        #expect(Array(view.keys.suffix(2)) == ["UIAllowsUserInitiatedMultipleSelection", "UICollectionViewPrefetchingEnabled"])
        let missing = compilation.diagnostics.filter { $0.message == "<collectionView> without a collectionViewLayout" }
        #expect(missing.count == 1)
        #expect(missing.first?.line != nil)
    }

    /// Interitem then line spacing (float32) and item size always, as the
    /// mapping notes' Xcode 12.4 nibs show (C.5); then as
    /// `-[UICollectionViewFlowLayout encodeWithCoder:]` (iOS 26.1 dump,
    /// `UIKitCore/UICollectionViewFlowLayout.m` ≈10,600) writes them: header
    /// then footer size (when not zero), section inset (when an edge is not 0),
    /// inset reference, scroll direction (`encodeInteger:`, when not 0).
    @Test func flowLayoutWritesOnlyValuesThatAreNotDefaults() throws {
        let compilation = try compileXIB("""
            <collectionView contentMode="scaleToFill" dataMode="none" id="1">
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" \
            sectionInsetReference="safeArea" minimumLineSpacing="2" minimumInteritemSpacing="3" id="2">
                    <size key="itemSize" width="80" height="40"/>
                    <size key="headerReferenceSize" width="0.0" height="20"/>
                    <size key="footerReferenceSize" width="10" height="0.0"/>
                    <inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>
                </collectionViewFlowLayout>
            </collectionView>
            <collectionView contentMode="scaleToFill" dataMode="none" id="3">
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="4">
                    <size key="itemSize" width="50" height="50"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
            </collectionView>
            """, sdk: 14)
        let layouts = compilation.graph.objects(ofClass: "UICollectionViewFlowLayout")
        #expect(layouts.count == 2)
        let custom = try #require(layouts.first)
        #expect(custom.keys == ["UIInteritemSpacing", "UILineSpacing", "UIItemSize", "UIHeaderReferenceSize",
                                "UIFooterReferenceSize", "UISectionInset", "UISectionInsetReference", "UIScrollDirection"])
        #expect(custom["UIInteritemSpacing"] == .float(3))
        #expect(custom["UILineSpacing"] == .float(2))
        #expect(custom["UISectionInsetReference"] == .integer(1))
        #expect(custom["UIScrollDirection"] == .integer(1))
        // Top, left, bottom, right from minY, minX, maxY, maxX.
        #expect(custom["UISectionInset"] == StoryboardPrototypeTests.geometry([2, 1, 4, 3]))
        #expect(try #require(layouts.last).keys == ["UIInteritemSpacing", "UILineSpacing", "UIItemSize"])
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0 == CollectionViewFlowLayoutElement.unverified }.count == 1)
        #expect(messages.filter { $0 == UIKitContext.unverifiedInsets }.count == 1)
    }

    /// `-[UICollectionViewCell encodeWithCoder:]` (iOS 18.0 dump,
    /// `UICollectionViewCell.m` ≈94,800): `[super encodeWithCoder:]` first
    /// (`UICollectionReusableView`: the view keys, then `UIReuseIdentifier`),
    /// then `UISystemBackgroundView` and `UIContentConfigurationView` with no
    /// condition (nil for a cell Interface Builder made), then `UIContentView`
    /// when set. Before the iOS 14 SDK (no configurations) only the content view.
    @Test func cellWritesTheReusableViewKeysThenItsOwn() throws {
        let cellXML = """
            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="1">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <view key="contentView" opaque="NO" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                </view>
            </collectionViewCell>
            """
        let modern = try compileXIB(cellXML, sdk: 14)
        let cell = try #require(modern.graph.objects(ofClass: "UICollectionViewCell").first)
        #expect(Array(cell.keys.suffix(4)) == ["UIReuseIdentifier", "UISystemBackgroundView", "UIContentConfigurationView",
                                               "UIContentView"])
        #expect(cell["UISystemBackgroundView"] == .null)
        #expect(cell["UIContentConfigurationView"] == .null)
        #expect(modern.graph.target(cell["UIContentView"])?.className == "UIView")
        #expect(modern.diagnostics.map(\.message) == [CollectionViewCellElement.unverified])
        let older = try compileXIB(cellXML, sdk: 12)
        let olderCell = try #require(older.graph.objects(ofClass: "UICollectionViewCell").first)
        #expect(Array(olderCell.keys.suffix(2)) == ["UIReuseIdentifier", "UIContentView"])
    }

    /// A cell's background views are not written yet (their place among the
    /// subviews is not known): a warning with the element's place, never a
    /// silent drop.
    @Test func cellBackgroundViewsAreLeftOutWithAWarning() throws {
        let compilation = try compileXIB("""
            <collectionViewCell opaque="NO" contentMode="center" id="1">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <view key="contentView" opaque="NO" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                </view>
                <view key="selectedBackgroundView" contentMode="scaleToFill" id="2"/>
            </collectionViewCell>
            """, sdk: 15)
        let cell = try #require(compilation.graph.objects(ofClass: "UICollectionViewCell").first)
        #expect(!cell.keys.contains("UISelectedBackgroundView"))
        #expect(!cell.keys.contains("UIReuseIdentifier"))
        let left = compilation.diagnostics.filter { $0.message.contains(#"<view key="selectedBackgroundView">"#) }
        #expect(left.count == 1)
        #expect(left.first?.line != nil)
    }

    /// `-[UICollectionReusableView encodeWithCoder:]` (iOS 18.0 dump,
    /// `UICollectionReusableView.m` ≈41,600): `[super encodeWithCoder:]`
    /// (UIView) then `UIReuseIdentifier` only when set.
    @Test func reusableViewWritesItsIdentifierLastWhenSet() throws {
        let compilation = try compileXIB("""
            <collectionReusableView opaque="NO" contentMode="center" reuseIdentifier="Header" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
            </collectionReusableView>
            <collectionReusableView opaque="NO" contentMode="center" id="2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
            </collectionReusableView>
            """, sdk: 14)
        let views = compilation.graph.objects(ofClass: "UICollectionReusableView")
        #expect(views.map { $0.keys.last } == ["UIReuseIdentifier", "UIViewLargeContentStoredProperties"])
        #expect(compilation.graph.text(views.first?["UIReuseIdentifier"]) == "Header")
        #expect(compilation.diagnostics.isEmpty)
    }
}
