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

    /// A xib with one view holding `subviews` and `constraints`, as Xcode 27 saves one.
    static func viewDocument(subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="25098" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </objects>
        </document>
        """
    }

    static let probeLabel = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="T" textAlignment="natural" \
        translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
            <rect key="frame" x="20" y="11" width="100" height="22"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        """

    static func constraint(_ graph: NibGraph, _ index: Int) throws -> NibGraph.Object {
        let constraints = graph.objects.filter { $0.className == "NSLayoutConstraint" }
        return try #require(index < constraints.count ? constraints[index] : nil)
    }

    /// The margin probes of omarchy's golden corpus (`tests/ibtool/src/probes/m-base.xib`
    /// and `m-exp2.xib` @926ef26, compiled by ibtool 27.0; `tools/ibtool`
    /// `build_constraint` @a5db6ba reproduces their bytes): the legacy
    /// `NSConstant` is the constant in the base edges' space, the second
    /// item's margin shift minus the first's (leading/top +8, trailing/bottom
    /// −8), and a constraint whose only constant is that shift writes no
    /// `NSConstantV2`, its `NSConstant` after `NSShouldBeArchived`.
    @Test func marginConstraintsKeepTheBaseEdgesConstant() throws {
        let constraints = """
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailingMargin" id="c2"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" constant="9" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="lbl" secondAttribute="bottom" constant="7" id="c4"/>
            """
        let output = try Self.compile(Self.viewDocument(subviews: Self.probeLabel, constraints: constraints), sdk: 27,
                                      path: "m-base.xib")
        #expect(!output.hasErrors, "\(output.diagnostics)")
        let graph = try Self.graph(output.bytes)
        let all = graph.objects.filter { $0.className == "NSLayoutConstraint" }
        #expect(all.count == 4)
        // Keyed by the V2 attributes so the test does not depend on the array's order.
        func find(_ first: Int64, _ second: Int64) -> NibGraph.Object? {
            all.first { $0["NSFirstAttributeV2"] == .integer(first, .int8) && $0["NSSecondAttributeV2"] == .integer(second, .int8) }
        }
        let leading = try #require(find(5, 17))
        #expect(leading.entries.map(\.key) == ["NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSSecondItem",
                                               "NSSecondAttributeV2", "NSSecondAttribute", "NSShouldBeArchived", "NSConstant"])
        #expect(leading["NSConstant"] == .double(8))
        #expect(try #require(find(6, 18))["NSConstant"] == .double(-8))
        let top = try #require(find(3, 15))
        #expect(top["NSConstantV2"] == .double(9))
        #expect(top["NSConstant"] == .double(17))
        let bottom = try #require(find(16, 4))
        #expect(bottom["NSConstantV2"] == .double(7))
        #expect(bottom["NSConstant"] == .double(15))
    }

    /// Xcode 27 writes `NSRelation` right after the first attribute, before the
    /// second item (omarchy `tools/ibtool` `build_constraint` @a5db6ba, which
    /// reproduces its SettingsComboTableViewCell golden); the iOS 15 form keeps
    /// it after the second attribute.
    @Test func relationFollowsTheFirstAttribute() throws {
        let constraints = """
            <constraint firstItem="lbl" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="cv" \
            secondAttribute="trailing" constant="-20" id="c1"/>
            """
        let document = Self.viewDocument(subviews: Self.probeLabel, constraints: constraints)
        let modern = try Self.constraint(Self.graph(Self.compile(document, sdk: 27, path: "r.xib").bytes), 0)
        #expect(modern.entries.map(\.key).prefix(5) == ["NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSRelation",
                                                        "NSSecondItem"])
        let old = try Self.constraint(Self.graph(Self.compile(document, sdk: 15, path: "r.xib").bytes), 0)
        #expect(old.entries.map(\.key).prefix(7) == ["NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSSecondItem",
                                                     "NSSecondAttributeV2", "NSSecondAttribute", "NSRelation"])
    }

    /// A label whose text color is `<nil key="textColor"/>` keeps
    /// `UIDisableUpdateTextColorOnTraitCollectionChange` NO in Xcode 27's
    /// output (omarchy `tools/ibtool` `build_label` @a5db6ba, from its
    /// Main.storyboard goldens), while one without any text color element sets
    /// it (Appendix A).
    @Test func nilTextColorLeavesTheUpdateSwitchOff() throws {
        let label = Self.probeLabel.replacingOccurrences(of: "<nil key=\"highlightedColor\"/>",
                                                         with: "<nil key=\"textColor\"/>")
        let graph = try Self.graph(Self.compile(Self.viewDocument(subviews: label, constraints: ""), sdk: 27, path: "n.xib").bytes)
        let object = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(object["UIDisableUpdateTextColorOnTraitCollectionChange"] == .bool(false))
        let plain = try Self.graph(Self.compile(Self.viewDocument(subviews: Self.probeLabel, constraints: ""), sdk: 27,
                                                path: "n.xib").bytes)
        #expect(plain.objects.first { $0.className == "UILabel" }?["UIDisableUpdateTextColorOnTraitCollectionChange"] == .bool(true))
    }

    /// Xcode 27 writes a text field's placeholder after its font (omarchy
    /// `tools/ibtool` `build_text_field` @a5db6ba, from its Inspector goldens
    /// and the ins-textfield probe); the iOS 15 form writes it before.
    @Test func textFieldPlaceholderFollowsTheFont() throws {
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
            placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="20" y="100" width="200" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let document = Self.viewDocument(subviews: field, constraints: "")
        func keys(_ sdk: Int) throws -> [String] {
            let graph = try Self.graph(Self.compile(document, sdk: sdk, path: "t.xib").bytes)
            let keys = try #require(graph.objects.first { $0.className == "UITextField" }).entries.map(\.key)
            return keys.filter { ["UIPlaceholder", "UIFont", "UITextAlignment"].contains($0) }
        }
        #expect(try keys(27) == ["UIFont", "UIPlaceholder", "UITextAlignment"])
        #expect(try keys(15) == ["UIPlaceholder", "UIFont", "UITextAlignment"])
    }

    /// A label without `adjustsFontSizeToFit` (Interface Builder leaves it out
    /// for YES) writes `UIAdjustsFontSizeToFit` YES and `UIMinimumFontSize` 8.5
    /// after the shadow offset in Xcode 27's output (omarchy `tools/ibtool`
    /// `build_label` @a5db6ba, offset ~33,000, from the Main.storyboard goldens'
    /// oRt/TBA/LVW labels, which set `minimumScaleFactor`); the iOS 15 form is unchanged.
    @Test func labelWithoutTheAutoshrinkAttributeShrinks() throws {
        let label = Self.probeLabel.replacingOccurrences(of: "textAlignment=\"natural\"",
                                                         with: "textAlignment=\"natural\" minimumScaleFactor=\"0.5\"")
        let document = Self.viewDocument(subviews: label, constraints: "")
        func keys(_ sdk: Int) throws -> (keys: [String], object: NibGraph.Object) {
            let graph = try Self.graph(Self.compile(document, sdk: sdk, path: "a.xib").bytes)
            let object = try #require(graph.objects.first { $0.className == "UILabel" })
            let wanted = ["UIShadowOffset", "UIAdjustsFontSizeToFit", "UIMinimumFontSize", "UITextAlignment", "UIMinimumScaleFactor"]
            return (object.entries.map(\.key).filter { wanted.contains($0) }, object)
        }
        let modern = try keys(27)
        #expect(modern.keys == ["UIShadowOffset", "UIAdjustsFontSizeToFit", "UIMinimumFontSize", "UITextAlignment",
                                "UIMinimumScaleFactor"])
        #expect(modern.object["UIAdjustsFontSizeToFit"] == .bool(true))
        #expect(modern.object["UIMinimumFontSize"] == .float(8.5))
        #expect(try keys(15).keys == ["UIShadowOffset", "UITextAlignment", "UIMinimumScaleFactor"])
        // An explicit NO writes neither (Appendix A's label, the goldens' fHH/p16/eMj labels).
        let explicit = Self.viewDocument(subviews: label.replacingOccurrences(of: "id=\"lbl\"",
                                                                              with: "adjustsFontSizeToFit=\"NO\" id=\"lbl\""),
                                         constraints: "")
        let graph = try Self.graph(Self.compile(explicit, sdk: 27, path: "a.xib").bytes)
        let object = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(object["UIAdjustsFontSizeToFit"] == nil && object["UIMinimumFontSize"] == nil)
    }

    /// `adjustsFontForContentSizeCategory="YES"` is `UIAdjustsFontForContentSizeCategory`
    /// YES right before the font, for labels and text fields (omarchy `tools/ibtool`
    /// `build_label` ~33,000 and `build_text_field` ~76,000 @a5db6ba, from the
    /// Inspector and Main.storyboard goldens); SDKs before 27 are unchanged.
    @Test func contentSizeCategoryAdjustmentPrecedesTheFont() throws {
        let label = Self.probeLabel.replacingOccurrences(of: "id=\"lbl\"",
                                                         with: "adjustsFontForContentSizeCategory=\"YES\" id=\"lbl\"")
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
            textAlignment="natural" adjustsFontForContentSizeCategory="YES" minimumFontSize="17" \
            translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="20" y="100" width="200" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let document = Self.viewDocument(subviews: label + field, constraints: "")
        func keys(_ sdk: Int, _ className: String) throws -> [String] {
            let graph = try Self.graph(Self.compile(document, sdk: sdk, path: "c.xib").bytes)
            let object = try #require(graph.objects.first { $0.className == className })
            return object.entries.map(\.key).filter { ["UIText", "UIAdjustsFontForContentSizeCategory", "UIFont"].contains($0) }
        }
        #expect(try keys(27, "UILabel") == ["UIText", "UIAdjustsFontForContentSizeCategory", "UIFont"])
        #expect(try keys(27, "UITextField") == ["UIAdjustsFontForContentSizeCategory", "UIFont"])
        #expect(try keys(15, "UILabel") == ["UIText", "UIFont"])
        #expect(try keys(15, "UITextField") == ["UIFont"])
    }

    /// Xcode 27 writes a stack view's zero layout margins (`UIViewLayoutMargins`
    /// after the translation switch, before the semantic attribute) and its
    /// arranged subviews as an immutable `NSArray` (omarchy `tools/ibtool`
    /// `build_stack_view` @a5db6ba, offset ~81,000, from the Inspector goldens
    /// and the ins-stack probe); the iOS 15 form keeps neither.
    @Test func stackViewsWriteZeroMarginsAndAnArrangedArray() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="0.0" width="300" height="44"/>
                <subviews>\(Self.probeLabel)</subviews>
            </stackView>
            """
        let document = Self.viewDocument(subviews: stack, constraints: "")
        func stackView(_ sdk: Int) throws -> (NibGraph, NibGraph.Object) {
            let graph = try Self.graph(Self.compile(document, sdk: sdk, path: "s.xib").bytes)
            return (graph, try #require(graph.objects.first { $0.className == "UIStackView" }))
        }
        let (graph, modern) = try stackView(27)
        let keys = modern.entries.map(\.key)
        #expect(keys.drop { $0 != "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints" }.prefix(3)
                == ["UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLayoutMargins",
                    "UIViewSemanticContentAttribute"])
        // Geometry data: the float64 tag 7, then four zero doubles.
        #expect(modern["UIViewLayoutMargins"] == .data(ByteView(copying: [7] + [UInt8](repeating: 0, count: 32))))
        if case .object(let arranged)? = modern["UIStackViewArrangedSubviews"] {
            #expect(graph.objects[arranged].className == "NSArray")
        } else {
            Issue.record("no arranged subviews")
        }
        #expect(modern["UIStackViewBaselineRelative"] == .bool(false))
        #expect(modern["UIStackViewLayoutMarginsRelative"] == .bool(false))
        let (oldGraph, old) = try stackView(15)
        #expect(old["UIViewLayoutMargins"] == nil)
        if case .object(let arranged)? = old["UIStackViewArrangedSubviews"] {
            #expect(oldGraph.objects[arranged].className == "NSMutableArray")
        }
    }
}
