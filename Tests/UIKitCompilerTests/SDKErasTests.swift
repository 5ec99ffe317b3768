import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// Per-SDK key sets of views, buttons, colors, images and constraints, as the
/// iOS 8 and iOS 15 SDK pairs show them.
struct SDKErasTests {
    static let viewWithButton = """
        <view contentMode="scaleToFill" id="1">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="2">
                    <rect key="frame" x="20" y="79" width="280" height="37"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <state key="normal" title="A">
                        <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <color key="titleShadowColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </state>
                </button>
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="a.png" id="3">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </imageView>
            </subviews>
            <color key="backgroundColor" red="0.69803921568627447" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        """

    @Test func iOS15AddsLargeContentButtonConfigurationAndImageKeys() throws {
        let graph = try compileXIB(Self.viewWithButton, sdk: 15).graph
        let view = try #require(graph.objects(ofClass: "UIView").first)
        #expect(view.keys.last == "UIViewLargeContentStoredProperties")
        #expect(view["UIViewLargeContentStoredProperties"] == .null)
        let button = try #require(graph.objects(ofClass: "UIButton").first)
        #expect(Array(button.keys.suffix(3)) == ["UIButtonType", "UIFont", "UIButtonConfiguration"])
        let placeholder = try #require(graph.objects(ofClass: "UIImageNibPlaceholder").first)
        #expect(placeholder.keys == ["UIImageWidth", "UIImageHeight", "UIResourceName", "UISystemSymbolResourceName",
                                     "UISymbolImageConfiguration", "UIResourceCatalogName"])
    }

    @Test func iOS11HasNoModernKeys() throws {
        let graph = try compileXIB(Self.viewWithButton, sdk: 11).graph
        #expect(graph.objects(ofClass: "UIView").first?.keys.contains("UIViewLargeContentStoredProperties") == false)
        #expect(graph.objects(ofClass: "UIButton").first?.keys.last == "UIFont")
        #expect(graph.objects(ofClass: "UIImageNibPlaceholder").first?.keys == ["UIImageWidth", "UIImageHeight", "UIResourceName"])
    }

    /// A component float32 cannot hold gets its `-Double` twin from iOS 13;
    /// equal colors are one object.
    @Test func colorDoubleTwinsAndSharing() throws {
        let graph = try compileXIB(Self.viewWithButton, sdk: 15).graph
        let colors = graph.objects(ofClass: "UIColor")
        #expect(colors.count == 2)
        let background = try #require(colors.first { $0.keys.contains("UIRed-Double") })
        #expect(background.keys == ["UIColorComponentCount", "UIRed", "UIRed-Double", "UIGreen", "UIBlue", "UIAlpha",
                                    "NSRGB", "NSColorSpace"])
        #expect(background["UIRed-Double"] == .double(0.69803921568627447))
        let old = try compileXIB(Self.viewWithButton, sdk: 11).graph.objects(ofClass: "UIColor")
        #expect(old.allSatisfy { !$0.keys.contains("UIRed-Double") })
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        let graph = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <color key="backgroundColor" red="0.7005" green="0.6993" blue="0.8889" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            </view>
            """, sdk: 15).graph
        let color = try #require(graph.objects(ofClass: "UIColor").first)
        guard case .float(let blue) = color["UIBlue"] else { Issue.record("no float UIBlue"); return }
        #expect(abs(Double(blue) - 0.9048) < 0.0005)
        #expect(!color.keys.contains("UIBlue-Double"))
    }

    /// A color-matched document's calibrated RGB is matched to sRGB, near
    /// Apple's value for this green (AndriFannar's storyboard pair: 0.11697
    /// 0.51863 0.25066), with a warning said once; without `colorMatched`
    /// the components stay as written.
    @Test(arguments: [true, false])
    func calibratedRGBIsMatchedInAColorMatchedDocument(_ matched: Bool) throws {
        let green = #"<color key="backgroundColor" colorSpace="calibratedRGB" red="0.10980392156862745" "#
            + #"green="0.45490196078431372" blue="0.19215686274509805" alpha="1"/>"#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" \
            targetRuntime="iOS.CocoaTouch" colorMatched="\(matched ? "YES" : "NO")">
                <objects>
                    <view contentMode="scaleToFill" id="1">\(green)</view>
                    <view contentMode="scaleToFill" id="2">\(green)</view>
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        let compilation = try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: 10))
        let color = try #require(compilation.graph.objects(ofClass: "UIColor").first)
        let expected: [Double] = matched ? [0.11697, 0.51863, 0.25066] : [0.10980, 0.45490, 0.19216]
        for (key, value) in zip(["UIRed", "UIGreen", "UIBlue"], expected) {
            guard case .float(let component) = color[key] else { Issue.record("no float \(key)"); continue }
            #expect(abs(Double(component) - value) < 0.001, "\(key)")
        }
        let warnings = compilation.diagnostics.filter { $0.message.hasPrefix("calibrated RGB colors of a color-matched") }
        #expect(warnings.count == (matched ? 1 : 0))
    }

    /// iOS 8: calibrated whites are RGB; a left-aligned label leaves its alignment out.
    @Test func iOS8CalibratedWhiteAndLabelAlignment() throws {
        let graph = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="x" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                    </label>
                </subviews>
                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
            </view>
            """, sdk: 8).graph
        let background = try #require(graph.objects(ofClass: "UIColor").first { !$0.keys.contains("UISystemColorName") })
        #expect(background["UIColorComponentCount"] == .integer(4))
        #expect(background["UIRed"] == .float(0.5))
        #expect(background["NSColorSpace"] == .integer(2))
        #expect(graph.objects(ofClass: "UILabel").first?.keys.contains("UITextAlignment") == false)
    }

    /// iOS 8: the legacy attributes and constant follow `NSShouldBeArchived`.
    @Test func iOS8ConstraintKeyOrder() throws {
        let objects = """
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="2">
                        <rect key="frame" x="20" y="20" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="2" firstAttribute="centerY" secondItem="1" secondAttribute="bottom" multiplier="1/3" constant="1" id="c1"/>
                </constraints>
            </view>
            """
        let constraint = try #require(try compileXIB(objects, sdk: 8, autolayout: true).graph.objects(ofClass: "NSLayoutConstraint").first)
        #expect(constraint.keys == ["NSFirstItem", "NSFirstAttributeV2", "NSMultiplier", "NSSecondItem", "NSSecondAttributeV2",
                                    "NSConstantV2", "NSShouldBeArchived", "NSFirstAttribute", "NSSecondAttribute", "NSConstant"])
        let modern = try #require(try compileXIB(objects, sdk: 10, autolayout: true).graph.objects(ofClass: "NSLayoutConstraint").first)
        #expect(modern.keys == ["NSFirstItem", "NSFirstAttributeV2", "NSFirstAttribute", "NSMultiplier", "NSSecondItem",
                                "NSSecondAttributeV2", "NSSecondAttribute", "NSConstantV2", "NSShouldBeArchived", "NSConstant"])
    }

    /// Up to iOS 9 a fixed-frame view that does not translate its mask is
    /// pinned by four prototyping constraints in its superview; later it translates.
    @Test func prototypingConstraintsForFixedFrames() throws {
        let objects = """
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="2">
                        <rect key="frame" x="0.0" y="123" width="300" height="30"/>
                    </view>
                </subviews>
            </view>
            """
        let graph = try compileXIB(objects, sdk: 8, autolayout: true).graph
        let constraints = graph.objects(ofClass: "NSIBPrototypingLayoutConstraint")
        #expect(constraints.map { $0["NSFirstAttributeV2"] } == [.integer(1), .integer(3), .integer(7), .integer(8)])
        #expect(constraints[0].keys == ["NSFirstItem", "NSFirstAttributeV2", "NSSecondItem", "NSSecondAttributeV2",
                                        "NSShouldBeArchived", "NSLayoutIdentifier", "NSFirstAttribute", "NSSecondAttribute"])
        #expect(constraints[2].keys == ["NSFirstItem", "NSFirstAttributeV2", "NSSecondAttributeV2", "NSConstantV2",
                                        "NSShouldBeArchived", "NSLayoutIdentifier", "NSFirstAttribute", "NSSecondAttribute",
                                        "NSConstant"])
        let subview = try #require(graph.objects(ofClass: "UIView").first { $0["UIBounds"] != graph.objects[1]["UIBounds"] && $0.keys.contains("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") })
        #expect(subview["UIAutoresizingMask"] == .integer(36))

        let modern = try compileXIB(objects, sdk: 10, autolayout: true).graph
        #expect(modern.objects(ofClass: "NSIBPrototypingLayoutConstraint").isEmpty)
        #expect(modern.objects(ofClass: "UIView").allSatisfy { !$0.keys.contains("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") })
    }

    /// `UINibObjectsKey` lists nested views level by level.
    @Test func objectsAreListedBreadthFirst() throws {
        let graph = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <subviews>
                    <view contentMode="scaleToFill" id="2"><subviews><label text="deep" id="4"/></subviews></view>
                    <imageView contentMode="scaleToFill" id="3"/>
                </subviews>
            </view>
            """, sdk: 8).graph
        let list = try #require(graph.topLevel.first { $0.key == "UINibObjectsKey" }?.object)
        let values = graph.objects[list].entries.flatMap { entry -> [NibGraph.Value] in
            if case .array(let items) = entry.value { return items }
            return [entry.value]
        }
        let classes = values.compactMap { value -> String? in
            if case .object(let index) = value { return graph.objects[index].className }
            return nil
        }
        #expect(classes == ["UIProxyObject", "UIView", "UIView", "UIImageView", "UILabel"])
    }
}

/// The deployment target Xcode passes (`--minimum-deployment-target`) is the
/// least SDK to imitate: an app is built with an SDK at least as new as its target.
struct DeploymentTargetTests {
    func sdk(toolsVersion: Int, plugIn: String? = nil, target: Int?, sdkVersion: Int? = nil) throws -> Int {
        let dependencies = plugIn.map {
            "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"\($0)\"/></dependencies>"
        } ?? ""
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">\(dependencies)<objects/></document>
            """
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        return UIKitCompilerOptions(sdkVersion: sdkVersion, minimumDeploymentTarget: target).sdk(for: document)
    }

    @Test func theTargetRaisesTheSuggestedSDK() throws {
        // Xcode 6.1's toolsVersion suggests the iOS 8 SDK.
        #expect(try sdk(toolsVersion: 6211, target: nil) == 8)
        #expect(try sdk(toolsVersion: 6211, target: 7) == 8)
        #expect(try sdk(toolsVersion: 6211, target: 11) == 11)
        // An SDK between 15 and 27 (written as the iOS 15 SDK's), no newer SDK than the compiler knows;
        // an explicit SDK wins.
        #expect(try sdk(toolsVersion: 6211, target: 17) == 17)
        #expect(try sdk(toolsVersion: 6211, target: 30) == UIKitCompilerOptions.newestSDK)
        #expect(try sdk(toolsVersion: 6211, target: 11, sdkVersion: 9) == 9)
    }

    /// Xamarin's iOS designer saves Xcode 6.1's toolsVersion with a newer
    /// plug-in; the plug-in, when newer, is what the SDK is suggested from.
    /// (Xcode's own documents carry a plug-in a little below their toolsVersion.)
    @Test func aNewerPlugInSuggestsTheSDK() throws {
        #expect(try sdk(toolsVersion: 6211, plugIn: "7026.1", target: nil) == 9)
        #expect(try sdk(toolsVersion: 6214, plugIn: "6207", target: nil) == 8)
        #expect(try sdk(toolsVersion: 20037, plugIn: "20020", target: nil) == 15)
        #expect(try sdk(toolsVersion: 6211, plugIn: "not a number", target: nil) == 8)
    }
}
