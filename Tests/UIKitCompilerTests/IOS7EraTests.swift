import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// iOS 7-era (`--sdk 7`) differences the bar pairs (fengzeyan/iYao) need in the
/// shared view, label and color code: float32 geometry, calibrated white as RGB,
/// equal colors shared, label text as `NSMutableString`, no left alignment key,
/// plain black as the default label color and darkTextColor named blackColor.
struct IOS7EraTests {
    let bars = BarTests()

    @Test func labelKeysAndColors() throws {
        let graph = try bars.compile("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A" id="a">
                        <rect key="frame" x="6" y="104" width="68" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="B" id="b">
                        <rect key="frame" x="6" y="144" width="68" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="C" id="c">
                        <rect key="frame" x="6" y="184" width="68" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
            </view>
            """).graph
        let labels = bars.objects(graph, of: "UILabel")
        #expect(labels.count == 3)
        #expect(!bars.keys(labels[1]).contains("UITextAlignment"))
        #expect(bars.target(labels[1]["UIText"], in: graph)?.className == "NSMutableString")
        let named = try #require(bars.target(labels[0]["UITextColor"], in: graph))
        #expect(bars.text(named["UISystemColorName"], in: graph) == "blackColor")
        // Labels without a text color share one plain black RGB color.
        #expect(labels[1]["UITextColor"] == labels[2]["UITextColor"])
        let black = try #require(bars.target(labels[1]["UITextColor"], in: graph))
        #expect(bars.keys(black) == ["UIColorComponentCount", "UIRed", "UIGreen", "UIBlue", "UIAlpha", "NSRGB", "NSColorSpace"])
        // A custom calibrated white is RGB too.
        let view = try #require(bars.objects(graph, of: "UIView").first)
        #expect(bars.target(view["UIBackgroundColor"], in: graph)?["UIColorComponentCount"] == .integer(4, .int8))
    }

    @Test func laterSDKsKeepTheirLabelKeys() throws {
        let graph = try bars.compile("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="B" id="b">
                <rect key="frame" x="6" y="144" width="68" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, sdk: 10).graph
        let label = try #require(bars.objects(graph, of: "UILabel").first)
        #expect(bars.keys(label).contains("UITextAlignment"))
        #expect(bars.target(label["UIText"], in: graph)?.className == "NSString")
        if case .data(let bounds)? = label["UIBounds"] { #expect(bounds.count == 33) } else { Issue.record("UIBounds") }
    }

    @Test func equalNumbersAndColorsAreOneObject() throws {
        let graph = try bars.compile("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="one">
                        <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                        <state key="normal" title="One">
                            <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                        </state>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="two">
                        <rect key="frame" x="0.0" y="40" width="60" height="30"/>
                        <state key="normal" title="Two">
                            <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                        </state>
                    </button>
                </subviews>
            </view>
            """).graph
        #expect(bars.objects(graph, of: "NSNumber").count == 2)  // state 0 and the font size 15
        #expect(bars.objects(graph, of: "UIColor").count == 1)
    }
}
