import Foundation
import IBDocument
import NibBytes
import NibGraph
import Testing
import TestSupport
@testable import UIKitCompiler

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

    /// The scroll attributes beyond Apple's checked keys, each off UIKit's
    /// default: the names, types and defaults are the mapping notes' §2
    /// scrollView list (UIKit's enumerations: indicator style default 0,
    /// black 1, white 2; keyboard dismiss mode none 0, onDrag 1, interactive 2).
    /// Their order is the one `-[UIScrollView encodeWithCoder:]` writes
    /// (docs/uikit-encoders.md: indicator style, bounce, the switches, touch
    /// delays, paging, `UIBouncesZoom`, `UIAlwaysBounceVertical`, horizontal
    /// bounce, directional lock, zoom scales as floats, content size, keyboard
    /// dismiss mode), which keeps every pair Apple's nibs place in their
    /// order (switches, `UIBouncesZoom`, `UIAlwaysBounceVertical`,
    /// `UIContentSize`; `UIKeyboardDismissMode` after the content size as
    /// Appendix C.5 shows); a warning says once that the rest is not checked.
    @Test func scrollAttributesBeyondTheDefaults() throws {
        let compilation = try compileXIB("""
            <scrollView contentMode="scaleToFill" showsHorizontalScrollIndicator="NO" pagingEnabled="YES" \
            directionalLockEnabled="YES" bounces="NO" alwaysBounceVertical="YES" alwaysBounceHorizontal="YES" \
            delaysContentTouches="NO" canCancelContentTouches="NO" minimumZoomScale="0.5" maximumZoomScale="4" \
            indicatorStyle="white" keyboardDismissMode="interactive" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <size key="contentSize" width="640" height="200"/>
            </scrollView>
            <scrollView contentMode="scaleToFill" keyboardDismissMode="onDrag" indicatorStyle="black" id="2"/>
            """, sdk: 10)
        let scrollViews = compilation.graph.objects(ofClass: "UIScrollView")
        let scrollView = try #require(scrollViews.first { $0.keys.contains("UIPagingEnabled") })
        let scrollKeys = Array(scrollView.keys.drop { $0 != "UIIndicatorStyle" })
        #expect(scrollKeys == ["UIIndicatorStyle", "UIBounceEnabled", "UIShowsHorizontalScrollIndicator",
                               "UIDelaysContentTouches", "UICanCancelContentTouches", "UIPagingEnabled", "UIBouncesZoom",
                               "UIAlwaysBounceVertical", "UIAlwaysBounceHorizontal", "UIDirectionalLockEnabled",
                               "UIMinimumZoomScale", "UIMaximumZoomScale", "UIContentSize", "UIKeyboardDismissMode"])
        #expect(scrollView["UIPagingEnabled"] == .bool(true) && scrollView["UIDirectionalLockEnabled"] == .bool(true))
        #expect(scrollView["UIBounceEnabled"] == .bool(false) && scrollView["UIAlwaysBounceHorizontal"] == .bool(true))
        #expect(scrollView["UIDelaysContentTouches"] == .bool(false) && scrollView["UICanCancelContentTouches"] == .bool(false))
        #expect(scrollView["UIMinimumZoomScale"] == .float(0.5) && scrollView["UIMaximumZoomScale"] == .float(4))
        #expect(scrollView["UIIndicatorStyle"] == .integer(2) && scrollView["UIKeyboardDismissMode"] == .integer(2))
        let other = try #require(scrollViews.first { !$0.keys.contains("UIPagingEnabled") })
        #expect(other["UIIndicatorStyle"] == .integer(1) && other["UIKeyboardDismissMode"] == .integer(1))
        #expect(compilation.diagnostics.map(\.message) == [UIKitContext.unverifiedScrollKeys])
    }

    /// Attributes that say UIKit's defaults write nothing and say nothing.
    @Test func scrollAttributesAtTheDefaultsWriteNothing() throws {
        let compilation = try compileXIB("""
            <scrollView contentMode="scaleToFill" pagingEnabled="NO" directionalLockEnabled="NO" bounces="YES" \
            alwaysBounceHorizontal="NO" delaysContentTouches="YES" canCancelContentTouches="YES" minimumZoomScale="1" \
            maximumZoomScale="1" indicatorStyle="default" keyboardDismissMode="none" id="1"/>
            """, sdk: 8)
        let scrollView = try #require(compilation.graph.objects(ofClass: "UIScrollView").first)
        #expect(scrollView.keys.last == "UIBouncesZoom")
        #expect(compilation.diagnostics.isEmpty)
    }

    /// A table writes the same keys around the ones it always writes.
    @Test func tableScrollAttributes() throws {
        let compilation = try compileXIB("""
            <tableView contentMode="scaleToFill" bounces="NO" alwaysBounceVertical="YES" keyboardDismissMode="onDrag" \
            style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </tableView>
            """, sdk: 10)
        let table = try #require(compilation.graph.objects(ofClass: "UITableView").first)
        let scrollKeys = Array(table.keys.drop { $0 != "UIBounceEnabled" }.prefix(5))
        #expect(scrollKeys == ["UIBounceEnabled", "UIBouncesZoom", "UIAlwaysBounceVertical", "UIContentSize",
                               "UIKeyboardDismissMode"])
        #expect(compilation.diagnostics.filter { $0.message == UIKitContext.unverifiedScrollKeys }.count == 1)
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

    /// `editable="NO"` and `selectable="NO"` → `UIEditable` NO and
    /// `UISelectable` NO after `UITextAlignment`, before the traits (the
    /// mapping notes' §2 textView order; names as XibDecoder reads them from
    /// Apple nibs); YES (UIKit's default) writes nothing.
    @Test func textViewEditingSwitches() throws {
        let compilation = try compileXIB("""
            <textView contentMode="scaleToFill" editable="NO" selectable="NO" id="1">
                <textInputTraits key="textInputTraits" autocorrectionType="no"/>
            </textView>
            <textView contentMode="scaleToFill" editable="YES" selectable="YES" id="2"/>
            """, sdk: 7)
        let textViews = compilation.graph.objects(ofClass: "UITextView")
        let readOnly = try #require(textViews.first { $0.keys.contains("UIEditable") })
        let after = Array(readOnly.keys.drop { $0 != "UITextAlignment" })
        #expect(after == ["UITextAlignment", "UIEditable", "UISelectable", "UIAutocorrectionType"])
        #expect(readOnly["UIEditable"] == .bool(false) && readOnly["UISelectable"] == .bool(false))
        let editable = try #require(textViews.first { !$0.keys.contains("UIEditable") })
        #expect(editable.keys.last == "UITextAlignment")
        #expect(compilation.diagnostics.filter { $0.message == TextViewElement.unverifiedEditing }.count == 1)
        #expect(!compilation.diagnostics.contains { $0.message.contains("left out") })
    }

    /// `allowsEditingTextAttributes` and `adjustsFontForContentSizeCategory`
    /// YES → `UIAllowsEditingTextAttributes` and
    /// `UIAdjustsFontForContentSizeCategory` YES between the text and
    /// `UIFont`, the order of `-[UITextView encodeWithCoder:]`
    /// (docs/uikit-encoders.md §2); NO writes nothing, nor does Dynamic Type
    /// before the iOS 10 SDK.
    @Test func textViewTextAttributeSwitches() throws {
        let document = """
            <textView contentMode="scaleToFill" allowsEditingTextAttributes="YES" adjustsFontForContentSizeCategory="YES" id="1">
                <string key="text">Hello</string>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </textView>
            <textView contentMode="scaleToFill" allowsEditingTextAttributes="NO" adjustsFontForContentSizeCategory="NO" id="2">
                <string key="text">Hi</string>
            </textView>
            """
        let compilation = try compileXIB(document, sdk: 14)
        let textViews = compilation.graph.objects(ofClass: "UITextView")
        #expect(textViews.count == 2)
        let switched = try #require(textViews.first { $0.keys.contains("UIAllowsEditingTextAttributes") })
        let text = try #require(switched.keys.firstIndex(of: "UIText"))
        #expect(Array(switched.keys[text...].prefix(4))
                == ["UIText", "UIAllowsEditingTextAttributes", "UIAdjustsFontForContentSizeCategory", "UIFont"])
        #expect(switched["UIAllowsEditingTextAttributes"] == .bool(true))
        #expect(switched["UIAdjustsFontForContentSizeCategory"] == .bool(true))
        let plain = try #require(textViews.first { !$0.keys.contains("UIAllowsEditingTextAttributes") })
        #expect(!plain.keys.contains("UIAdjustsFontForContentSizeCategory"))
        #expect(compilation.diagnostics.filter { $0.message == TextViewElement.unverifiedTextSwitches }.count == 1)
        #expect(!compilation.diagnostics.contains { $0.message.contains("left out") })

        let iOS9 = try compileXIB(document, sdk: 9)
        let early = try #require(iOS9.graph.objects(ofClass: "UITextView").first { $0.keys.contains("UIAllowsEditingTextAttributes") })
        #expect(!early.keys.contains("UIAdjustsFontForContentSizeCategory"))
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
    /// left, bottom, right) — names from the mapping notes' §2 scrollView and
    /// tableView lists; the scroll insets first of the scroll keys, where
    /// `-[UIScrollView encodeWithCoder:]` writes them; no Apple nib shows them.
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
        let zoom = try #require(keys.firstIndex(of: "UIBouncesZoom"))
        #expect(keys[zoom - 1] == "UIScrollIndicatorInsets")
        #expect(table["UIScrollIndicatorInsets"] == StoryboardPrototypeTests.geometry([1, 15, 2, 15]))
        // Before the iOS 13 SDK's separator inset reference, the table's last key.
        #expect(keys.last == "UISeparatorInset")
        #expect(table["UISeparatorInset"] == StoryboardPrototypeTests.geometry([0, 16, 0, 0]))
        let collection = try #require(compilation.graph.objects(ofClass: "UICollectionView").first)
        #expect(collection["UIContentInset"] == StoryboardPrototypeTests.geometry([8, 0, 0, 0]))
        // A zero inset is UIKit's default: no key.
        #expect(!collection.keys.contains("UIScrollIndicatorInsets"))
        #expect(!compilation.diagnostics.contains { $0.message.contains("<inset") })
        #expect(compilation.diagnostics.filter { $0.message.hasPrefix("edge insets") }.count == 1)
    }

    /// The corpus documents with read-only text views or zoom scales write
    /// the keys (values as their attributes say) with the warnings that say
    /// the places are not checked, instead of leaving them out.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusDocumentsWithEditingAndZoomAttributes() throws {
        let documents: [(name: String, key: String, value: NibGraph.Value)] = [
            ("Provenance-Emu__Provenance__PVPatreon_Sources_PVPatreonUI_Resources_AboutPatreonHeaderView.xib", "UISelectable", .bool(false)),
            ("xmartlabs__Eureka__Example_Example_CustomDesign_TextCell.xib", "UISelectable", .bool(false)),
            ("Automattic__simplenote-ios__Simplenote_Classes_SPDiagnosticsViewController.xib", "UIEditable", .bool(false)),
            ("jessesquires__JSQMessagesViewController__JSQMessagesViewController_Controllers_JSQMessagesViewController.xib",
             "UIMaximumZoomScale", .float(0)),
        ]
        for (name, key, value) in documents {
            let path = SharedCorpus.path("xib-ios/" + name)
            let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
            let compiled = try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: 14))
            #expect(compiled.graph.objects.contains { $0[key] == value }, "\(name)")
            #expect(!compiled.diagnostics.contains { $0.message.contains("no Apple nib shows where its key goes") }, "\(name)")
            let notChecked = [TextViewElement.unverifiedEditing, UIKitContext.unverifiedScrollKeys]
            #expect(compiled.diagnostics.filter { notChecked.contains($0.message) }.count == 1, "\(name)")
        }
    }
}
