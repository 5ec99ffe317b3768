import NibGraph
import Testing

/// `<scrollView>` and `<textView>`, with the keys the iOS 7 SDK pairs show.
struct ScrollViewTests {
    @Test func scrollView() throws {
        let compilation = try compileXIB("""
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="10" width="320" height="75"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            </scrollView>
            """, sdk: 8)
        let scrollView = try #require(compilation.graph.objects(ofClass: "UIScrollView").first)
        #expect(scrollView.keys == ["UIBounds", "UICenter", "UIOpaque", "UIMultipleTouchEnabled", "UIAutoresizeSubviews",
                                    "UIAutoresizingMask", "UIClipsToBounds", "UIBouncesZoom"])
        #expect(scrollView["UIBouncesZoom"] == .bool(true))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func scrollViewAttributesWithoutKnownKeysWarn() throws {
        let compilation = try compileXIB("""
            <scrollView contentMode="scaleToFill" pagingEnabled="YES" id="1"/>
            """, sdk: 8)
        #expect(compilation.diagnostics.contains { $0.message.contains("pagingEnabled") })
    }

    @Test func textView() throws {
        let compilation = try compileXIB("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="1">
                <rect key="frame" x="10" y="339" width="300" height="128"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            """, sdk: 7)
        let textView = try #require(compilation.graph.objects(ofClass: "UITextView").first)
        #expect(textView.keys == ["UIBounds", "UICenter", "UIBackgroundColor", "UIOpaque", "UIMultipleTouchEnabled",
                                  "UIAutoresizeSubviews", "UIAutoresizingMask", "UIClipsToBounds", "UIBouncesZoom",
                                  "UIContentSize", "UIFont", "UITextAlignment"])
        #expect(textView["UITextAlignment"] == .integer(0))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func textViewTextAndTraitsBeyondTheDefaults() throws {
        let compilation = try compileXIB("""
            <textView contentMode="scaleToFill" id="1">
                <string key="text">Hello</string>
                <textInputTraits key="textInputTraits" autocorrectionType="no"/>
            </textView>
            """, sdk: 7)
        let textView = try #require(compilation.graph.objects(ofClass: "UITextView").first)
        #expect(textView.keys.firstIndex(of: "UIText") == textView.keys.firstIndex(of: "UIFont").map { $0 - 1 })
        // A trait other than the default is written after the alignment (its place in the iOS 7 SDK assumed).
        #expect(textView.keys.last == "UIAutocorrectionType" && textView["UIAutocorrectionType"] == .integer(1, .int8))
        #expect(compilation.diagnostics.contains { $0.message.hasPrefix("text input traits are written") })
        #expect(compilation.diagnostics.contains { $0.message.contains("content size") })
    }

    @Test func modernScrollViewsWriteTheContentInsetBehavior() throws {
        let compilation = try compileXIB("""
            <scrollView contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" id="1"/>
            """, sdk: 11)
        let scrollView = try #require(compilation.graph.objects(ofClass: "UIScrollView").first)
        #expect(Array(scrollView.keys.suffix(3)) == ["UIViewSemanticContentAttribute", "UIBouncesZoom",
                                                     "UIScrollViewContentInsetAdjustmentBehavior"])
        #expect(scrollView["UIScrollViewContentInsetAdjustmentBehavior"] == .integer(2))
    }

    /// From the iOS 13 SDK the indicator inset adjustment behavior is the first
    /// scroll key (Appendix C.5's Xcode 12.4 text and table views); a table
    /// also writes `UIInsetsContentViewsToSafeArea` after its heights and
    /// `UISeparatorInsetReference` last. Values are UIKit's, said unchecked once.
    @Test func iOS13SafeAreaScrollAndTableKeys() throws {
        let compilation = try compileXIB("""
            <scrollView contentMode="scaleToFill" automaticallyAdjustsScrollIndicatorInsets="NO" id="1"/>
            <tableView contentMode="scaleToFill" style="plain" separatorStyle="default" rowHeight="-1" \
            contentViewInsetsToSafeArea="NO" separatorInsetReference="fromAutomaticInsets" id="2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </tableView>
            """, sdk: 14)
        let scrollView = try #require(compilation.graph.objects(ofClass: "UIScrollView").first)
        #expect(Array(scrollView.keys.suffix(3)) == ["UIScrollViewIndicatorInsetAdjustmentBehavior", "UIBouncesZoom",
                                                     "UIScrollViewContentInsetAdjustmentBehavior"])
        #expect(scrollView["UIScrollViewIndicatorInsetAdjustmentBehavior"] == .integer(2, .int8))
        let table = try #require(compilation.graph.objects(ofClass: "UITableView").first)
        let scrollKeys = Array(table.keys.drop { $0 != "UIViewSemanticContentAttribute" }.dropFirst(2))
        #expect(scrollKeys.first == "UIScrollViewIndicatorInsetAdjustmentBehavior")
        #expect(Array(table.keys.suffix(3)) == ["UIRowHeight", "UIInsetsContentViewsToSafeArea", "UISeparatorInsetReference"])
        #expect(table["UIInsetsContentViewsToSafeArea"] == .bool(false))
        #expect(table["UISeparatorInsetReference"] == .integer(1, .int8))
        #expect(compilation.diagnostics.filter { $0.message.contains("UIScrollViewIndicatorInsetAdjustmentBehavior") }.count == 1)
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
        // Before the iOS 13 SDK none of them is written.
        let twelve = try compileXIB("<tableView contentMode=\"scaleToFill\" id=\"2\"/>", sdk: 12)
        let oldTable = try #require(twelve.graph.objects(ofClass: "UITableView").first)
        #expect(!oldTable.keys.contains { $0.hasPrefix("UIScrollViewIndicator") || $0 == "UISeparatorInsetReference" })
    }

    /// `<inset>`s: `UISeparatorInset` (tables), `UIContentInset` and
    /// `UIScrollIndicatorInsets` (every scroll view) as `UIEdgeInsets` (top,
    /// left, bottom, right) — names and places from the mapping notes' §2
    /// scrollView and tableView lists; no Apple nib shows them.
    @Test func edgeInsets() throws {
        let compilation = try compileXIB("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" \
            separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <inset key="separatorInset" minX="16" minY="0.0" maxX="0.0" maxY="0.0"/>
                <inset key="scrollIndicatorInsets" minX="15" minY="1" maxX="15" maxY="2"/>
            </tableView>
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <inset key="contentInset" minX="0.0" minY="8" maxX="0.0" maxY="0.0"/>
                <inset key="scrollIndicatorInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                <collectionViewFlowLayout key="collectionViewLayout" id="3"/>
            </collectionView>
            """, sdk: 10)
        let table = try #require(compilation.graph.objects(ofClass: "UITableView").first)
        let keys = table.keys
        let size = try #require(keys.firstIndex(of: "UIContentSize"))
        #expect(keys[size + 1] == "UIScrollIndicatorInsets")
        #expect(table["UIScrollIndicatorInsets"] == StoryboardPrototypeTests.geometry([1, 15, 2, 15]))
        let style = try #require(keys.firstIndex(of: "UISeparatorStyleIOS5AndLater"))
        #expect(keys[style + 1] == "UISeparatorInset")
        #expect(table["UISeparatorInset"] == StoryboardPrototypeTests.geometry([0, 16, 0, 0]))
        let collection = try #require(compilation.graph.objects(ofClass: "UICollectionView").first)
        #expect(collection["UIContentInset"] == StoryboardPrototypeTests.geometry([8, 0, 0, 0]))
        // A zero inset is UIKit's default: no key.
        #expect(!collection.keys.contains("UIScrollIndicatorInsets"))
        #expect(!compilation.diagnostics.contains { $0.message.contains("<inset") })
        #expect(compilation.diagnostics.filter { $0.message.hasPrefix("edge insets") }.count == 1)
    }
}
