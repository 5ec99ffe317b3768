import NibBytes
import NibCompiler
import NibGraph
import Testing
import TestSupport
import UIKitCompiler

/// What Xcode 27's ibtool writes for iOS documents, where it differs from the
/// iOS 15 SDK's: checked against the mapping notes' Appendix A (a one-label
/// xib as Xcode 27 compiles it, byte-verified by its source) and against the
/// one Apple nib of the corpus that ends in `LNE\0`.
struct Xcode27OutputTests {
    static func graph(_ bytes: [UInt8]) throws -> NibGraph { try NibGraph(nibArchiveBytes: ByteView(copying: bytes)) }

    /// Appendix A's TinyLabel.xib: File's Owner, First Responder, one 88 × 21
    /// label "Hello, nib" with the 17-point system font and no text color.
    static let tinyLabel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
        verticalHuggingPriority="251" text="Hello, nib" textAlignment="natural" lineBreakMode="tailTruncation" \
        baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                    <rect key="frame" x="0.0" y="0.0" width="88" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
            </objects>
        </document>
        """

    static func compile(_ text: String, sdk: Int?, path: String = "TinyLabel.xib") throws -> NibCompiler.Output {
        try NibCompiler.compile(ByteView(copying: Array(text.utf8)), path: path,
                                options: NibCompilerOptions(uikit: UIKitCompilerOptions(sdkVersion: sdk)))
    }

    @Test func tinyLabelIsAppendixA() throws {
        let output = try Self.compile(Self.tinyLabel, sdk: 27)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(Array(output.bytes.suffix(4)) == Array("LNE\0".utf8))
        let graph = try Self.graph(output.bytes)
        let root = graph.objects[0]
        #expect(root.entries.map(\.key) == ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
                              "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey",
                              "IBUINibLNEVersionKey"])
        #expect(root["IBUINibLNEVersionKey"] == .integer(1, .int8))
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(label.entries.map(\.key) == [
            "UIBounds", "UICenter", "UIDeepDrawRect", "UIUserInteractionDisabled", "UIAutoresizeSubviews", "UIAutoresizingMask",
            "UIContentMode", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewContentHuggingPriority",
            "UIViewSemanticContentAttribute", "UIViewLargeContentStoredProperties", "UIText", "UIFont", "UITextColor",
            "UIShadowOffset", "UITextAlignment", "UIDisableUpdateTextColorOnTraitCollectionChange",
        ])
        #expect(label["UIDisableUpdateTextColorOnTraitCollectionChange"] == .bool(true))
        let descriptor = try #require(graph.objects.first { $0.className == "UIFontDescriptor" })
        #expect(descriptor.entries.map(\.key) == ["UIFontDescriptorAttributes", "UIFontDescriptorOptions"])
        #expect(descriptor["UIFontDescriptorOptions"] == .integer(2_147_517_444, .int64))
        if case .object(let attributes)? = descriptor["UIFontDescriptorAttributes"] {
            #expect(graph.objects[attributes].className == "NSDictionary")
        } else {
            Issue.record("no attributes dictionary")
        }
    }

    /// The iOS 15 SDK's form of the same label, which the Apple pairs of that
    /// SDK check: no trailer or version key, a mutable attributes dictionary
    /// without options, and no text color update switch without a text color.
    @Test func theIOS15FormStaysAsItWas() throws {
        let output = try Self.compile(Self.tinyLabel, sdk: 15)
        #expect(Array(output.bytes.suffix(4)) != Array("LNE\0".utf8))
        let graph = try Self.graph(output.bytes)
        #expect(graph.objects[0]["IBUINibLNEVersionKey"] == nil)
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(label["UIDisableUpdateTextColorOnTraitCollectionChange"] == .bool(false))
        let descriptor = try #require(graph.objects.first { $0.className == "UIFontDescriptor" })
        #expect(descriptor.entries.map(\.key) == ["UIFontDescriptorAttributes"])
    }

    /// A document Xcode 27 saved (its ibtool is build 25098) compiles as Xcode
    /// 27 does without `--sdk`; one Xcode 13 saved, as the iOS 15 SDK.
    @Test func toolsVersionPicksTheSDK() {
        #expect(UIKitCompilerOptions.sdkVersion(forToolsVersion: 25098) == 27)
        #expect(UIKitCompilerOptions.sdkVersion(forToolsVersion: 20037) == 15)
    }

    /// The corpus's Apple nib that ends in `LNE\0` (leaf456/nib-opener) is the
    /// view nib of a launch-screen storyboard: its controller `01J-lp-oVM` and
    /// view `Ze5-6b-2t3` are Xcode's launch-screen template's. The corpus does
    /// not hold its storyboard, so the test compiles the template with the
    /// nib's view (375 × 667, an sRGB background of 18/255 gray, a safe-area
    /// guide): Apple's nib lists the placeholders before the view, rounds the
    /// color's doubles and ends with the version key and trailer, as Xcode 27's
    /// output does.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func launchScreenViewNibIsApples() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="25098" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" \
            useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="01J-lp-oVM">
                <scenes>
                    <scene sceneID="EHf-IW-A2E">
                        <objects>
                            <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                    <color key="backgroundColor" red="0.070588235294117646" green="0.070588235294117646" \
            blue="0.070588235294117646" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="iYj-Kq-Ea1" userLabel="First Responder" \
            sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let output = try Self.compile(storyboard, sdk: nil, path: "LaunchScreen.storyboard")
        #expect(!output.hasErrors)
        let ours = try #require(output.directory?.first { $0.name == "01J-lp-oVM-view-Ze5-6b-2t3.nib" })
        let apple = try FileBytes.read(path: SharedCorpus.path("nib-archive/leaf456__nib-opener__01J-lp-oVM-view-Ze5-6b-2t3.nib"))
        let comparison = NibGraphComparison(try NibGraph(nibArchiveBytes: ByteView(apple)), try Self.graph(ours.bytes))
        #expect(comparison.isEqual, "\(comparison.differences.map(\.path))")
        #expect(Array(ours.bytes.suffix(4)) == Array(ByteView(apple).array.suffix(4)))
    }
}
