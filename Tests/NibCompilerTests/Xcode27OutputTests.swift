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
    static let tinyLabel = document(objects: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
        verticalHuggingPriority="251" text="Hello, nib" textAlignment="natural" lineBreakMode="tailTruncation" \
        baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="0.0" y="0.0" width="88" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
        """)

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

    /// A xib as Xcode 27 saves one: File's Owner, First Responder, then `objects`.
    static func document(objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="25098" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(objects)
            </objects>
        </document>
        """
    }

    /// A xib with one view holding `subviews` and `constraints`, as Xcode 27 saves one.
    static func viewDocument(subviews: String, constraints: String) -> String {
        document(objects: """
            <view contentMode="scaleToFill" id="cv">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
            </view>
            """)
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
    /// Inspector and Main.storyboard goldens), as -[UILabel encodeWithCoder:]
    /// (iOS 18.2) writes it from the iOS 10 SDK on; the iOS 9 SDK has none.
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
        #expect(try keys(15, "UILabel") == ["UIText", "UIAdjustsFontForContentSizeCategory", "UIFont"])
        #expect(try keys(15, "UITextField") == ["UIAdjustsFontForContentSizeCategory", "UIFont"])
        #expect(try keys(9, "UILabel") == ["UIText", "UIFont"])
        #expect(try keys(9, "UITextField") == ["UIFont"])
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

/// Xcode 27's table view cells, checked against what omarchy's ibtool
/// (`17xande/omarchy-apple-dev` `tools/ibtool` @a5db6ba, offsets ~36,000 to
/// ~50,000: `_cell_label`, `build_content_view`, `build_cell`) writes to
/// reproduce the SettingsTableViewCell and SettingsComboTableViewCell goldens
/// byte for byte. The cell below is SettingsTableViewCell.xib's shape
/// (NetNewsWire `iOS/Settings/SettingsTableViewCell.xib`): a 414 × 44
/// custom-class Value1 cell whose 383 × 44 content view holds its text and
/// detail labels.
extension Xcode27OutputTests {
    static func cellDocument(selectionStyle: String = "default") -> String {
        document(objects: """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \
            selectionStyle="\(selectionStyle)" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="t" \
            detailTextLabel="d" style="IBUITableViewCellStyleValue1" id="c" customClass="VibrantTableViewCell" \
            customModule="NetNewsWire" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c" id="v">
                    <rect key="frame" x="0.0" y="0.0" width="383" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        \(cellLabel(id: "t", text: "Title", alignment: "natural", x: 20, width: 33.5))
                        \(cellLabel(id: "d", text: "", alignment: "right", x: 331, width: 44))
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
    }

    /// One of the cell's labels, as SettingsTableViewCell.xib writes them.
    static func cellLabel(id: String, text: String, alignment: String, x: Double, width: Double) -> String {
        """
        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" \
        text="\(text)" textAlignment="\(alignment)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
        adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="12" width="\(width)" height="20.5"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    static func cellGraph(sdk: Int, selectionStyle: String = "default") throws -> NibGraph {
        let output = try compile(cellDocument(selectionStyle: selectionStyle), sdk: sdk, path: "SettingsTableViewCell.xib")
        #expect(!output.hasErrors, "\(output.diagnostics)")
        return try graph(output.bytes)
    }

    static func cell(_ graph: NibGraph) throws -> NibGraph.Object {
        try #require(graph.objects.first { $0.className == "UIClassSwapper" })
    }

    /// The text of the string object `value` refers to.
    static func text(_ value: NibGraph.Value?, in graph: NibGraph) -> String? {
        guard case .object(let index)? = value, case .data(let bytes)? = graph.objects[index]["NS.bytes"] else { return nil }
        return String(decoding: bytes.array, as: UTF8.self)
    }

    /// A NIBArchive float64 array (type byte 7, then each number little-endian).
    static func geometry(_ numbers: [Double]) -> NibGraph.Value {
        var bytes: [UInt8] = [7]
        for number in numbers {
            let bits = number.bitPattern
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
        }
        return .data(ByteView(copying: bytes))
    }

    /// `build_cell` (~48,500): `UIIndentationWidth` always, then
    /// `UISystemBackgroundView` (nil for a custom-class cell of the default
    /// selection style, as both Settings goldens are) and
    /// `UIContentConfigurationView` nil before `UIContentView`. The iOS 15
    /// form leaves the default width and both slots out.
    @Test func cellsWriteTheIndentationWidthAndTheConfigurationSlots() throws {
        let cell = try Self.cell(Self.cellGraph(sdk: 27))
        let keys = cell.entries.map(\.key)
        #expect(Array(keys.drop { $0 != "UIIndentationWidth" }.prefix(4))
                == ["UIIndentationWidth", "UISystemBackgroundView", "UIContentConfigurationView", "UIContentView"])
        #expect(cell["UIIndentationWidth"] == .float(10))
        #expect(cell["UISystemBackgroundView"] == .null)
        #expect(cell["UIContentConfigurationView"] == .null)
        let old = try Self.cell(Self.cellGraph(sdk: 15))
        #expect(old["UIIndentationWidth"] == nil)
        #expect(old["UISystemBackgroundView"] == nil)
        #expect(old["UIContentConfigurationView"] == nil)
    }

    /// `build_cell` (~42,000 and ~49,000): a selectionStyle-none cell carries
    /// `tableCellPlainBackgroundColor` (white) and
    /// `UIDidEncodeCompatibilityBackgroundColor` YES right after `UISubviews`,
    /// `UISelectionStyle` 0, and a `_UISystemBackgroundView` as wide and high
    /// as the cell whose `UIBackgroundConfiguration` interleaves NO
    /// `hasCustomized-…` flags and ends with the default styles 1 and 11.
    @Test func selectionStyleNoneCellsCarryASystemBackground() throws {
        let graph = try Self.cellGraph(sdk: 27, selectionStyle: "none")
        let cell = try Self.cell(graph)
        let keys = cell.entries.map(\.key)
        #expect(Array(keys.prefix(6)) == ["UIBounds", "UICenter", "UISubviews", "UIBackgroundColor",
                                          "UIDidEncodeCompatibilityBackgroundColor", "UIDeepDrawRect"])
        #expect(cell["UIDidEncodeCompatibilityBackgroundColor"] == .bool(true))
        #expect(cell["UISelectionStyle"] == .integer(0, .int8))
        guard case .object(let colorIndex)? = cell["UIBackgroundColor"],
              case .object(let viewIndex)? = cell["UISystemBackgroundView"] else {
            Issue.record("no background color or view")
            return
        }
        let color = graph.objects[colorIndex]
        #expect(color["UIWhite"] == .float(1) && color["UIAlpha"] == .float(1))
        let view = graph.objects[viewIndex]
        #expect(view.className == "_UISystemBackgroundView")
        #expect(view["UIBounds"] == Self.geometry([0, 0, 414, 44]))
        #expect(view["UICenter"] == Self.geometry([207, 22]))
        guard case .object(let configurationIndex)? = view["configurationAPI"] else {
            Issue.record("no configuration")
            return
        }
        let configuration = graph.objects[configurationIndex]
        #expect(configuration.className == "UIBackgroundConfiguration")
        #expect(configuration.entries.map(\.key) == [
            "customView", "hasCustomized-customView", "cornerRadius", "hasCustomized-cornerRadius",
            "maskedCorners", "hasCustomized-maskedCorners", "backgroundColor", "hasCustomized-backgroundColor",
            "backgroundColorTransformerIdentifier", "hasCustomized-backgroundColorTransformerIdentifier",
            "visualEffect", "hasCustomized-visualEffect", "visualEffectGroupName", "hasCustomized-visualEffectGroupName",
            "visualEffectblurClippingMode", "image", "hasCustomized-image", "imageContentMode",
            "hasCustomized-imageContentMode", "backgroundInsets", "hasCustomized-backgroundInsets",
            "edgesAddingLayoutMarginsToBackgroundInsets", "hasCustomized-edgesAddingLayoutMarginsToBackgroundInsets",
            "strokeColor", "hasCustomized-strokeColor", "strokeColorTransformerIdentifier",
            "hasCustomized-strokeColorTransformerIdentifier", "strokeWidth", "hasCustomized-strokeWidth",
            "strokeOutset", "hasCustomized-strokeOutset", "strokeLocation", "defaultStyle", "defaultStyle_v2",
        ])
        #expect(configuration.entries.filter { $0.key.hasPrefix("hasCustomized-") }.allSatisfy { $0.value == .bool(false) })
        #expect(configuration["backgroundColor"] == .object(colorIndex))
        #expect(configuration["maskedCorners"] == .integer(15, .int8))
        #expect(configuration["defaultStyle"] == .integer(1, .int8))
        #expect(configuration["defaultStyle_v2"] == .integer(11, .int8))
        let old = try Self.cell(Self.cellGraph(sdk: 15, selectionStyle: "none"))
        #expect(old["UIBackgroundColor"] == nil && old["UIDidEncodeCompatibilityBackgroundColor"] == nil)
    }

    /// `build_cell` (~45,500) and `build_content_view` (~38,000): the
    /// separator is (0, 0, w − 8, 1) centred at (8 + (w − 8)/2, h − 0.5), and the
    /// content view keeps its document frame; the iOS 15 form's separator is
    /// inset 15 and half a point high, under a content view half a point shorter.
    @Test func cellSeparatorAndContentViewGeometry() throws {
        let graph = try Self.cellGraph(sdk: 27)
        let separator = try #require(graph.objects.first { $0.className == "_UITableViewCellSeparatorView" })
        #expect(separator["UIBounds"] == Self.geometry([0, 0, 406, 1]))
        #expect(separator["UICenter"] == Self.geometry([211, 43.5]))
        let content = try #require(graph.objects.first { $0.className == "UITableViewCellContentView" })
        #expect(content["UIBounds"] == Self.geometry([0, 0, 383, 44]))
        #expect(content["UICenter"] == Self.geometry([191.5, 22]))
        let old = try Self.cellGraph(sdk: 15)
        let oldSeparator = try #require(old.objects.first { $0.className == "_UITableViewCellSeparatorView" })
        #expect(oldSeparator["UIBounds"] == Self.geometry([0, 0, 399, 0.5]))
        let oldContent = try #require(old.objects.first { $0.className == "UITableViewCellContentView" })
        #expect(oldContent["UIBounds"] == Self.geometry([0, 0, 383, 43.5]))
    }

    /// `_cell_label` (~36,000): the cell's text label NO, its detail label YES,
    /// though both have a nil text color (the SettingsTableViewCell golden).
    @Test func cellLabelsTextColorSwitch() throws {
        let graph = try Self.cellGraph(sdk: 27)
        let labels = graph.objects.filter { $0.className == "UITableViewLabel" }
        let text = try #require(labels.first { Self.text($0["UIText"], in: graph) == "Title" })
        let detail = try #require(labels.first { Self.text($0["UIText"], in: graph) == "" })
        #expect(text["UIDisableUpdateTextColorOnTraitCollectionChange"] == .bool(false))
        #expect(detail["UIDisableUpdateTextColorOnTraitCollectionChange"] == .bool(true))
    }

    /// `build_cell` (~49,000) and `compile_xib`: `UINibObjectsKey` lists the
    /// owner placeholders, the cell, its content view, the detail label, then
    /// the text label (the SettingsTableViewCell golden); the iOS 15 form keeps
    /// the document's order.
    @Test func cellObjectsListTheDetailLabelFirst() throws {
        func listed(_ sdk: Int) throws -> [String] {
            let graph = try Self.cellGraph(sdk: sdk)
            guard case .object(let array)? = graph.objects[0]["UINibObjectsKey"],
                  case .array(let objects)? = graph.objects[array]["NS.objects"] else { return [] }
            return objects.compactMap { value in
                guard case .object(let index) = value else { return nil }
                let object = graph.objects[index]
                return Self.text(object["UIText"], in: graph).map { "label " + $0 } ?? object.className
            }
        }
        #expect(try listed(27) == ["UIProxyObject", "UIProxyObject", "UIClassSwapper", "UITableViewCellContentView",
                                   "label ", "label Title"])
        #expect(try listed(15).suffix(2) == ["label Title", "label "])
    }

    /// `build_cell` (~49,000): below the content view come its subviews, then
    /// its constraints, then the subviews' own constraints (the
    /// SettingsComboTableViewCell golden, whose content view holds an image
    /// view with two size constraints and a label); the iOS 15 form lists the
    /// content view's constraints before its subviews.
    @Test func cellContentViewConstraintsFollowItsSubviews() throws {
        let image = """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="i">
                <rect key="frame" x="12" y="11" width="22" height="22"/>
                <constraints><constraint firstAttribute="width" constant="22" id="w"/></constraints>
            </imageView>
            """
        let document = Self.cellDocument()
            .replacingOccurrences(of: "<subviews>", with: "<subviews>" + image)
            .replacingOccurrences(of: "</subviews>", with: """
                </subviews>
                <constraints>
                    <constraint firstItem="i" firstAttribute="leading" secondItem="v" secondAttribute="leading" constant="12" id="l"/>
                </constraints>
                """)
        func listed(_ sdk: Int) throws -> [String] {
            let graph = try Self.graph(Self.compile(document, sdk: sdk, path: "SettingsComboTableViewCell.xib").bytes)
            guard case .object(let array)? = graph.objects[0]["UINibObjectsKey"],
                  case .array(let objects)? = graph.objects[array]["NS.objects"] else { return [] }
            return objects.compactMap { value in
                guard case .object(let index) = value else { return nil }
                let object = graph.objects[index]
                guard object.className == "NSLayoutConstraint" else { return object.className }
                return object["NSFirstAttribute"] == .integer(7, .int8) ? "width" : "leading"
            }
        }
        #expect(try listed(27).suffix(5) == ["UITableViewLabel", "UITableViewLabel", "UIImageView", "leading", "width"])
        #expect(try listed(15).suffix(6) == ["UITableViewCellContentView", "leading", "UIImageView", "UITableViewLabel",
                                            "UITableViewLabel", "width"])
    }

    /// Cells without a custom class get a system background view under Xcode 27,
    /// which its goldens show only for cells whose selection style is none: the
    /// warning that says so comes once per document, however many cells there are.
    @Test func unverifiedBackgroundViewIsSaidOnce() throws {
        let cell = { (id: String) in
            """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" tableViewCell="\(id)" id="\(id)-c">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let output = try Self.compile(Self.document(objects: cell("a") + cell("b")), sdk: 27)
        #expect(output.diagnostics.filter { $0.message.contains("is given a _UISystemBackgroundView") }.count == 1)
    }
}
