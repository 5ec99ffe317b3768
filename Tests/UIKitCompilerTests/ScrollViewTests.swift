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
        #expect(compilation.diagnostics.contains { $0.message.contains("autocorrectionType") })
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
}
