import NibGraph
import Testing
@testable import UIKitCompiler

/// Collection views, controls, visual effect and web views, gesture
/// recognizers and text-style fonts: classes, keys in order and value types.
struct ControlsTests {
    @Test func collectionViewWithFlowLayout() throws {
        let compilation = try compileXIB("""
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="4" minimumInteritemSpacing="10" id="2">
                    <size key="itemSize" width="60" height="40"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="8" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
            </collectionView>
            """, sdk: 14)
        let view = try #require(compilation.graph.objects(ofClass: "UICollectionView").first)
        #expect(Array(view.keys.suffix(5)) == ["UIBouncesZoom", "UIScrollViewContentInsetAdjustmentBehavior", "UICollectionLayout",
                                               "UIAllowsUserInitiatedMultipleSelection", "UICollectionViewPrefetchingEnabled"])
        #expect(view["UICollectionViewPrefetchingEnabled"] == .bool(true))
        // -[UICollectionView encodeWithCoder:] (iOS 26.1) only ever writes this key as YES.
        #expect(view["UIAllowsUserInitiatedMultipleSelection"] == .bool(true))
        let layout = try #require(compilation.graph.objects(ofClass: "UICollectionViewFlowLayout").first)
        // Spacings and item size always (notes C.5); zero header and footer sizes are left out
        // as -[UICollectionViewFlowLayout encodeWithCoder:] (iOS 26.1) leaves them (docs/uikit-encoders.md).
        #expect(layout.keys == ["UIInteritemSpacing", "UILineSpacing", "UIItemSize", "UISectionInset"])
        #expect(layout["UILineSpacing"] == .float(4))
        #expect(compilation.diagnostics.filter { $0.message.contains("collection") }.map(\.message) == [CollectionViewElement.unverified])
    }

    /// The iOS 10 to 13 SDKs: `UICollectionViewPrefetchingEnabled` (an iOS 10
    /// property) after the layout, as the iOS 14 SDK writes it (notes C.5),
    /// without the iOS 14 selection key, and a warning once that this is
    /// assumed; the iOS 9 SDK writes neither and says nothing of it.
    @Test func collectionViewPrefetchingFromIOS10() throws {
        let compilation = try compileXIB("""
            <collectionView contentMode="scaleToFill" prefetchingEnabled="NO" dataMode="none" id="1">
                <collectionViewFlowLayout key="collectionViewLayout" id="2"/>
            </collectionView>
            <collectionView contentMode="scaleToFill" dataMode="none" id="3">
                <collectionViewFlowLayout key="collectionViewLayout" id="4"/>
            </collectionView>
            """, sdk: 12)
        let views = compilation.graph.objects(ofClass: "UICollectionView")
        #expect(views.map { Array($0.keys.suffix(2)) } == Array(repeating: ["UICollectionLayout", "UICollectionViewPrefetchingEnabled"], count: 2))
        #expect(views.map { $0["UICollectionViewPrefetchingEnabled"] } == [.bool(false), .bool(true)])
        #expect(compilation.diagnostics.map(\.message) == [CollectionViewElement.unverified, CollectionViewFlowLayoutElement.unverified,
                                                           CollectionViewElement.prefetchingAssumed(sdk: 12)])
        let nine = try compileXIB("""
            <collectionView contentMode="scaleToFill" dataMode="none" id="1">
                <collectionViewFlowLayout key="collectionViewLayout" id="2"/>
            </collectionView>
            """, sdk: 9)
        #expect(try #require(nine.graph.objects(ofClass: "UICollectionView").first).keys.last == "UICollectionLayout")
        #expect(nine.diagnostics.map(\.message) == [CollectionViewElement.unverified, CollectionViewFlowLayoutElement.unverified])
    }

    /// `layoutMarginsFollowReadableWidth="YES"` (the corpus's Provenance game
    /// library cell) → `UIViewLayoutMarginsFollowReadableWidth` YES, the name
    /// XibDecoder reads from Apple nibs, after the margin behavior keys and
    /// before the semantic content attribute; said unchecked once.
    @Test func readableWidthMargins() throws {
        let compilation = try compileXIB("""
            <collectionViewCell opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" \
            layoutMarginsFollowReadableWidth="YES" reuseIdentifier="Cell" id="1">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <view key="contentView" opaque="NO" contentMode="center" layoutMarginsFollowReadableWidth="NO">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                </view>
            </collectionViewCell>
            """, sdk: 14)
        let cell = try #require(compilation.graph.objects(ofClass: "UICollectionViewCell").first)
        let margins = Array(cell.keys.drop { $0 != "UIViewPreservesSuperviewMargins" }.prefix(4))
        #expect(margins == ["UIViewPreservesSuperviewMargins", "UIViewPreservesSpecificSuperviewMargins",
                            "UIViewLayoutMarginsFollowReadableWidth", "UIViewSemanticContentAttribute"])
        #expect(cell["UIViewLayoutMarginsFollowReadableWidth"] == .bool(true))
        let content = try #require(compilation.graph.objects(ofClass: "UIView").first)
        #expect(content["UIViewLayoutMarginsFollowReadableWidth"] == nil)
        #expect(compilation.diagnostics.map(\.message) == [CollectionViewCellElement.unverified, UIKitContext.unverifiedReadableWidth])
    }

    /// `<directionalEdgeInsets key="directionalLayoutMargins">` (the corpus's
    /// Simplenote notice view, on a stack view, a label and a button) and
    /// `<edgeInsets key="layoutMargins">` → `UIViewLayoutMargins` as edge insets
    /// (top, left or leading, bottom, right or trailing) and
    /// `UIViewLayoutMarginsAreDirectional` YES for directional ones: the notes'
    /// §1.11 names; written after the margin behavior keys, said unchecked once.
    @Test func layoutMargins() throws {
        let compilation = try compileXIB("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="16" id="1">
                <rect key="frame" x="0.0" y="0.0" width="275" height="94"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="28" bottom="16" trailing="27"/>
            </stackView>
            <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="2">
                <edgeInsets key="layoutMargins" top="0.0" left="4" bottom="0.0" right="2"/>
                <edgeInsets key="somethingElse" top="1" left="1" bottom="1" right="1"/>
            </view>
            """, sdk: 14)
        let stack = try #require(compilation.graph.objects(ofClass: "UIStackView").first)
        #expect(stack["UIViewLayoutMargins"] == LegacyEraTests.geometry64([16, 28, 16, 27]))
        #expect(stack["UIViewLayoutMarginsAreDirectional"] == .bool(true))
        #expect(stack.keys.firstIndex(of: "UIViewLayoutMarginsAreDirectional")
                == stack.keys.firstIndex(of: "UIViewLayoutMargins").map { $0 + 1 })
        let view = try #require(compilation.graph.objects(ofClass: "UIView").first)
        let margins = Array(view.keys.drop { $0 != "UIViewInsetsLayoutMarginsFromSafeArea" }.prefix(3))
        #expect(margins == ["UIViewInsetsLayoutMarginsFromSafeArea", "UIViewLayoutMargins", "UIViewSemanticContentAttribute"])
        #expect(view["UIViewLayoutMargins"] == LegacyEraTests.geometry64([0, 4, 0, 2]))
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0 == UIKitContext.unverifiedLayoutMargins }.count == 1)
        #expect(messages.contains { $0.contains("somethingElse") && $0.contains("left out") })
        #expect(!messages.contains { $0.contains("directionalEdgeInsets") })
    }

    @Test func collectionViewCellAndItsIDlessContentView() throws {
        let compilation = try compileXIB("""
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="1">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="3"/>
                    </subviews>
                </view>
                <size key="customSize" width="50" height="50"/>
            </collectionViewCell>
            <collectionReusableView opaque="NO" contentMode="center" reuseIdentifier="Header" id="4"/>
            """, sdk: 12)
        let cell = try #require(compilation.graph.objects(ofClass: "UICollectionViewCell").first)
        #expect(cell.keys.first == "UIBounds")
        #expect(cell.keys.contains("UISubviews"))
        #expect(Array(cell.keys.suffix(2)) == ["UIReuseIdentifier", "UIContentView"])
        let header = try #require(compilation.graph.objects(ofClass: "UICollectionReusableView").first)
        #expect(header.keys.last == "UIReuseIdentifier")
        // The cell, its content view and the content view's subview are all in the object list.
        #expect(compilation.graph.objects(ofClass: "UIView").count == 2)
        #expect(compilation.diagnostics.map(\.message) == [CollectionViewCellElement.unverified])
    }

    @Test func switchWritesEnabledThenOn() throws {
        let compilation = try compileXIB("""
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="1">
                <rect key="frame" x="92" y="428" width="94" height="27"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <color key="onTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </switch>
            """, sdk: 7)
        let control = try #require(compilation.graph.objects(ofClass: "UISwitch").first)
        #expect(control.keys == ["UIBounds", "UICenter", "UIAutoresizeSubviews", "UIAutoresizingMask", "UISwitchEnabled",
                                 "UISwitchOn", "UISwitchOnTintColor"])
        #expect(control["UISwitchOn"] == .bool(true))
        #expect(compilation.diagnostics.isEmpty)
    }

    /// The keys of Apple's GTMOAuth2 touch nib (iOS 10+ SDK).
    @Test func activityIndicatorAndWebView() throws {
        let compilation = try compileXIB("""
            <webView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="4">
                <rect key="frame" x="0.0" y="0.0" width="320" height="460"/>
            </webView>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" animating="YES" style="gray" id="31">
                <rect key="frame" x="150" y="115" width="20" height="20"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
            </activityIndicatorView>
            """, sdk: 10)
        let indicator = try #require(compilation.graph.objects(ofClass: "UIActivityIndicatorView").first)
        #expect(indicator.keys == ["UIBounds", "UICenter", "UIDeepDrawRect", "UIAutoresizeSubviews", "UIAutoresizingMask",
                                   "UIViewContentHuggingPriority", "UIViewSemanticContentAttribute",
                                   "UIActivityIndicatorViewStyle", "UIHidesWhenStopped", "UIAnimating", "UITintColor"])
        #expect(indicator["UIActivityIndicatorViewStyle"] == .integer(2))
        #expect(indicator["UIHidesWhenStopped"] == .bool(false))
        let webView = try #require(compilation.graph.objects(ofClass: "UIWebView").first)
        #expect(Array(webView.keys.suffix(2)) == ["UIDelegate", "UIDataDetectorTypes"])
        #expect(webView["UIDataDetectorTypes"] == .integer(1))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func sliderStepperProgressAndPageControl() throws {
        let compilation = try compileXIB("""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="20" minValue="1" maxValue="50" id="1"/>
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="10" id="2"/>
            <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="3"/>
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" id="4"/>
            """, sdk: 14)
        let slider = try #require(compilation.graph.objects(ofClass: "UISlider").first)
        #expect(Array(slider.keys.suffix(3)) == ["UIValue", "UIMinValue", "UIMaxValue"])
        #expect(slider["UIMaxValue"] == .float(50))
        let stepper = try #require(compilation.graph.objects(ofClass: "UIStepper").first)
        #expect(Array(stepper.keys.suffix(5)) == ["UIValue", "UIMinimumValue", "UIMaximumValue", "UIStepValue", "UIWraps"])
        #expect(stepper["UIMaximumValue"] == .double(10))
        let progress = try #require(compilation.graph.objects(ofClass: "UIProgressView").first)
        #expect(Array(progress.keys.suffix(2)) == ["UIProgress", "UIProgressViewStyle"])
        let pages = try #require(compilation.graph.objects(ofClass: "UIPageControl").first)
        #expect(pages["UINumberOfPages"] == .integer(3))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func datePicker() throws {
        let compilation = try compileXIB("""
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="1" id="1">
                <date key="date" timeIntervalSinceReferenceDate="508107183.5"/>
            </datePicker>
            """, sdk: 14)
        let picker = try #require(compilation.graph.objects(ofClass: "UIDatePicker").first)
        #expect(picker.keys.contains("UIViewContentHuggingPriority"))
        #expect(Array(picker.keys.suffix(5)) == ["UIDatePickerMode", "UICountDownDuration", "UIMinuteInterval", "UIDate",
                                                 "UIDatePickerUseCurrentDateDuringDecoding"])
        #expect(picker["UIDatePickerMode"] == .integer(1))
        let date = try #require(compilation.graph.objects(ofClass: "NSDate").first)
        #expect(date["NS.time"] == .double(508107183.5))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func visualEffectView() throws {
        let compilation = try compileXIB("""
            <visualEffectView opaque="NO" contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="2">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </view>
                <blurEffect style="dark"/>
            </visualEffectView>
            """, sdk: 12)
        let view = try #require(compilation.graph.objects(ofClass: "UIVisualEffectView").first)
        #expect(Array(view.keys.suffix(2)) == ["UIVisualEffectViewEffect", "UIVisualEffectViewContentView"])
        #expect(compilation.graph.objects(ofClass: "_UIVisualEffectContentView").count == 1)
        let blur = try #require(compilation.graph.objects(ofClass: "UIBlurEffect").first)
        #expect(blur["UIBlurEffectStyle"] == .integer(2))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func gestureRecognizersWriteTheirNonDefaultValues() throws {
        let compilation = try compileXIB("""
            <tapGestureRecognizer numberOfTapsRequired="2" cancelsTouchesInView="NO" id="1"/>
            <panGestureRecognizer minimumNumberOfTouches="1" id="2"/>
            <swipeGestureRecognizer direction="left" id="3"/>
            """, sdk: 12)
        let tap = try #require(compilation.graph.objects(ofClass: "UITapGestureRecognizer").first)
        #expect(tap.keys == ["UIGestureRecognizer.cancelsTouchesInView", "UITapGestureRecognizer.numberOfTapsRequired"])
        #expect(tap["UIGestureRecognizer.cancelsTouchesInView"] == .bool(false))
        let pan = try #require(compilation.graph.objects(ofClass: "UIPanGestureRecognizer").first)
        #expect(pan.keys.isEmpty)
        let swipe = try #require(compilation.graph.objects(ofClass: "UISwipeGestureRecognizer").first)
        #expect(swipe["UISwipeGestureRecognizer.direction"] == .integer(2))
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func textStyleFontsNameTheirStyle() throws {
        let compilation = try compileXIB("""
            <label opaque="NO" contentMode="left" text="A" id="1">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label opaque="NO" contentMode="left" text="B" id="2">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """, sdk: 15)
        let fonts = compilation.graph.objects(ofClass: "UIFont")
        #expect(fonts.count == 1)
        let font = try #require(fonts.first)
        #expect(font.keys == ["UIFontName", "UIIBTextStyle", "UIFontPointSize", "UIFontTextStyleForScaling",
                              "UIFontPointSizeForScaling", "UIFontMaximumPointSizeAfterScaling", "UIFontTraits",
                              "UISystemFont", "NSName", "NSSize"])
        #expect(font["UIFontPointSize"] == .double(0))
        #expect(font["NSSize"] == .double(14))
        #expect(!compilation.diagnostics.contains { $0.message.contains("font") || $0.message.contains("style") })
    }
}
