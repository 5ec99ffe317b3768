import IBDocument
import NibBytes
@testable import UIKitCompiler
import NibGraph
import Testing
import TestSupport

/// The first element kinds (view, label, button, text field, image view,
/// constraint, connections, custom classes, colors, fonts), each in the
/// smallest xib that shows it, checked against what Apple's ibtool wrote for
/// the same markup in the corpus's pairs (React Native's launch screen for
/// the iOS 11 SDK, Xamarin's ViewControllerName for iOS 10).
struct CoreElementTests {
    static let viewKeys = ["UIBounds", "UICenter", "UIDeepDrawRect", "UIUserInteractionDisabled", "UIAutoresizeSubviews",
                           "UIAutoresizingMask", "UIContentMode", "UIClipsToBounds",
                           "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewContentHuggingPriority",
                           "UIViewSemanticContentAttribute"]

    @Test func labelAsTheIOS11LaunchScreenShowsIt() throws {
        let graph = try compileXIB("""
            <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
            verticalHuggingPriority="251" text="AwesomeProject" textAlignment="center" lineBreakMode="middleTruncation" \
            baselineAdjustment="alignBaselines" minimumFontSize="18" translatesAutoresizingMaskIntoConstraints="NO" id="kId">
                <rect key="frame" x="20" y="140" width="441" height="43"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                <nil key="highlightedColor"/>
            </label>
            """, sdk: 11).graph
        let label = try #require(graph.objects(ofClass: "UILabel").first)
        #expect(label.keys == Self.viewKeys + [
            "UIText", "UIFont", "UITextColor", "UIShadowOffset", "UIAdjustsFontSizeToFit", "UIMinimumFontSize",
            "UILineBreakMode", "UITextAlignment", "UIMinimumScaleFactor", "UIDisableUpdateTextColorOnTraitCollectionChange",
        ])
        #expect(label["UIBounds"] == geometry([0, 0, 441, 43]))
        #expect(label["UICenter"] == geometry([240.5, 161.5]))
        #expect(label["UIAutoresizingMask"] == .integer(36, .int8))
        #expect(label["UIContentMode"] == .integer(7, .int8))
        #expect(label["UILineBreakMode"] == .integer(5, .int8))
        #expect(label["UIMinimumFontSize"] == .float(18))
        #expect(label["UIMinimumScaleFactor"] == .float(0.5))
        #expect(label["UIShadowOffset"] == geometry([0, -1]))

        guard case .object(let fontIndex) = label["UIFont"] else { Issue.record("no font"); return }
        let font = graph.objects[fontIndex]
        #expect(font.className == "UIFont" && font.fallbackClassNames == ["NSFont"])
        #expect(font.keys == ["UIFontName", "UIFontDescriptor", "UIFontPointSize", "UIFontTextStyleForScaling",
                              "UIFontPointSizeForScaling", "UIFontMaximumPointSizeAfterScaling", "UIFontTraits", "UISystemFont",
                              "NSName", "NSSize"])
        #expect(font["UIFontName"] == font["NSName"], "one string object for both names")
        #expect(font["UIFontTraits"] == .integer(2, .int8))

        guard case .object(let colorIndex) = label["UITextColor"] else { Issue.record("no color"); return }
        let color = graph.objects[colorIndex]
        #expect(color.keys == ["UISystemColorName", "UIColorComponentCount", "UIWhite", "UIAlpha", "NSWhite", "NSColorSpace"])
        #expect(color["NSColorSpace"] == .integer(4, .int8))
    }

    @Test func buttonAndTextFieldAsTheIOS10PairShowsThem() throws {
        let graph = try compileXIB("""
            <view contentMode="scaleToFill" id="2">
                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                <subviews>
                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" \
            contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="13">
                        <rect key="frame" x="139" y="208" width="97" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" buttonType="roundedRect" id="14">
                        <rect key="frame" x="156" y="308" width="62" height="30"/>
                        <state key="normal" title="Submit"/>
                        <connections>
                            <action selector="submit:" destination="-1" eventType="touchUpInside" id="17"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """, sdk: 10).graph
        let field = try #require(graph.objects(ofClass: "UITextField").first)
        #expect(Array(field.keys.drop { $0 != "UIContentHorizontalAlignment" }) == [
            "UIContentHorizontalAlignment", "UIFont", "UITextAlignment", "UITextColor", "UIBorderStyle", "UIAdjustsFontSizeToFit",
            "UIMinimumFontSize", "UIClearButtonOffset", "UIDisableTextColorUpdateOnTraitCollectionChange",
        ])
        #expect(field["UIBorderStyle"] == .integer(3, .int8))
        let button = try #require(graph.objects(ofClass: "UIButton").first)
        #expect(Array(button.keys.drop { $0 != "UIButtonStatefulContent" }) == [
            "UIButtonStatefulContent", "UIAdjustsImageWhenHighlighted", "UIAdjustsImageWhenDisabled", "UIButtonType", "UIFont",
        ])
        let action = try #require(graph.objects(ofClass: "UIRuntimeEventConnection").first)
        #expect(action.keys == ["UILabel", "UISource", "UIDestination", "UIEventMask"])
        #expect(action["UIEventMask"] == .integer(64, .int8))
    }

    @Test func constraintsLegacyAndMarginAttributes() throws {
        let graph = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                        <rect key="frame" x="28" y="100" width="100" height="50"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="leadingMargin" secondItem="v" secondAttribute="leading" \
            constant="20" id="c1"/>
                    <constraint firstItem="s" firstAttribute="centerY" secondItem="v" secondAttribute="bottom" multiplier="1/3" \
            priority="750" identifier="third" id="c2"/>
                </constraints>
            </view>
            """, sdk: 11, autolayout: true).graph
        let constraints = graph.objects(ofClass: "NSLayoutConstraint")
        #expect(constraints.count == 2)
        let margin = try #require(constraints.first { $0["NSFirstAttributeV2"] == .integer(17, .int8) })
        #expect(margin["NSFirstAttribute"] == .integer(5, .int8), "the legacy attribute is the margin's edge")
        #expect(margin["NSConstantV2"] == .double(20))
        #expect(margin["NSConstant"] == .double(28), "the legacy constant moves by the 8-point margin")
        let third = try #require(constraints.first { $0["NSFirstAttributeV2"] == .integer(10, .int8) })
        #expect(third["NSMultiplier"] == .double(Double(Float(1.0 / 3))))
        #expect(third["NSPriority"] == .integer(750, .int16))
        #expect(third.keys.last == "NSLayoutIdentifier")
    }

    @Test func customClassesAreSwappedAndMangled() throws {
        let compiled = try compileXIB("""
            <view contentMode="scaleToFill" id="v" customClass="Card" customModule="Shop"/>
            <view contentMode="scaleToFill" id="w" customClass="Plain"/>
            """, sdk: 11)
        let swappers = compiled.graph.objects(ofClass: "UIClassSwapper")
        #expect(swappers.count == 2)
        let names = swappers.compactMap { swapper -> String? in
            guard case .object(let index) = swapper["UIClassName"], case .data(let bytes)? = compiled.graph.objects[index]["NS.bytes"] else {
                return nil
            }
            return String(decoding: Array(bytes), as: UTF8.self)
        }
        #expect(Set(names) == ["_TtC4Shop4Card", "Plain"])
        #expect(swappers.allSatisfy { Array($0.keys.suffix(2)) == ["UIClassName", "UIOriginalClassName"] })
    }

    @Test func calibratedWhiteIsMatchedToTheDeviceGrayFromIOS9() throws {
        let graph = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
            </view>
            """, sdk: 10).graph
        let color = try #require(graph.objects(ofClass: "UIColor").first)
        // Apple's iOS 10 output for this color (Xamarin's ViewControllerName pair).
        #expect(color["UIWhite"] == .float(0.572306752204895))
        #expect(color["NSWhite"] == .data(.init(copying: Array("0.572".utf8))))
    }

    /// The Xcode 8 document format's `<frame key="frameInset" minX minY width
    /// height>` is the view's frame from its superview's top left corner: the
    /// same document's cell frame (320 × 45) holds a content view inset to
    /// 320 × 44 (the separator's point, as `<rect key="frame">` documents
    /// show). A frame measured from the far edges still says it is left out.
    @Test func xcode8FrameInsets() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <frame key="frameInset" width="320" height="44"/>
                <subviews>
                    <view contentMode="scaleToFill" id="2">
                        <frame key="frameInset" minX="8" minY="12" width="75" height="20"/>
                    </view>
                    <view contentMode="scaleToFill" id="3">
                        <frame key="frameInset" minY="12" width="75" height="20" maxX="8"/>
                    </view>
                </subviews>
            </view>
            """, sdk: 10)
        let views = compilation.graph.objects(ofClass: "UIView")
        #expect(views.map { $0["UIBounds"] } == [geometry([0, 0, 320, 44]), geometry([0, 0, 75, 20]), geometry([0, 0, 1000, 1000])])
        #expect(views.map { $0["UICenter"] } == [geometry([160, 22]), geometry([45.5, 22]), geometry([500, 500])])
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0 == UIKitContext.frameInsetAssumed }.count == 1)
        #expect(messages.filter { $0.contains("frameInset") && $0.contains("left out") }.count == 1)
    }

    /// The corpus's Xcode 8 format cell: its label's frame inset (8, 12, 75 × 20) gives its bounds and center.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusCellWithFrameInsets() throws {
        let path = SharedCorpus.path("xib-ios/ChatSecure__ChatSecure-iOS__OTRResources_Interface_OTRUsernameCell.xib")
        let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
        let compiled = try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: 10))
        let label = try #require(compiled.graph.objects(ofClass: "UILabel").first)
        #expect(label["UIBounds"] == geometry([0, 0, 75, 20]) && label["UICenter"] == geometry([45.5, 22]))
        #expect(!compiled.diagnostics.contains { $0.message.contains("frameInset") && $0.message.contains("left out") })
        #expect(compiled.diagnostics.filter { $0.message == UIKitContext.frameInsetAssumed }.count == 1)
    }

    func geometry(_ numbers: [Double]) -> NibGraph.Value {
        var bytes: [UInt8] = [7]
        for number in numbers { withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes += $0 } }
        return .data(.init(copying: bytes))
    }
}

/// Asset-catalog colors: the catalog name first, then the `<namedColor>` resource's components.
struct CatalogColorTests {
    @Test func namedColorCarriesItsCatalogNameAndFallback() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
                <objects>
                    <view contentMode="scaleToFill" id="v">
                        <color key="backgroundColor" name="Main Orange"/>
                    </view>
                </objects>
                <resources>
                    <namedColor name="Main Orange">
                        <color red="0.998" green="0.428" blue="0.13" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                </resources>
            </document>
            """
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "t.xib")
        let graph = try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: 14)).graph
        let color = try #require(graph.objects(ofClass: "UIColor").first)
        #expect(Array(color.keys.prefix(3)) == ["UIDynamicCatalogName", "UIDynamicCatalogUseNibBundle", "UIColorComponentCount"])
        #expect(color["UIColorComponentCount"] == .integer(4, .int8))
        #expect(color["NSRGB"] == .data(ByteView(copying: Array("0.998 0.428 0.13".utf8))))
    }
}
