import NibGraph
import Testing
import UIKitCompiler

/// `<color systemColor="…">`: the components of a named system color.
struct SystemColorTests {
    /// Xcode 11 wrote a system color's components on the color element
    /// itself (no `<systemColor>` resource): they are the color's, under its name.
    @Test func inlineComponentsOfXcode11() throws {
        let compilation = try compileXIB("""
            <view id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <color key="backgroundColor" systemColor="systemPinkColor" red="1" green="0.17647058823529413" \
            blue="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="tintColor" systemColor="systemGray6Color" white="0.95" alpha="1" colorSpace="custom" \
            customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            """, sdk: 13)
        let graph = compilation.graph
        let view = try #require(graph.objects(ofClass: "UIView").first)
        let pink = try #require(graph.target(view["UIBackgroundColor"]))
        #expect(graph.text(pink["UISystemColorName"]) == "systemPinkColor")
        #expect(pink["UIRed"] == .float(1))
        #expect(pink["UIGreen"] == .float(Float(0.17647058823529413)))
        #expect(pink["UIBlue"] == .float(Float(0.33333333333333331)))
        let gray = try #require(graph.target(view["UITintColor"]))
        #expect(graph.text(gray["UISystemColorName"]) == "systemGray6Color")
        #expect(gray["UIWhite"] == .float(Float(0.95)))
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
    }

    /// Without components anywhere, an unknown system color is black, with a warning.
    @Test func noComponentsIsBlackWithAWarning() throws {
        let compilation = try compileXIB("""
            <view id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <color key="backgroundColor" systemColor="systemMadeUpColor"/>
            </view>
            """, sdk: 13)
        let view = try #require(compilation.graph.objects(ofClass: "UIView").first)
        let color = try #require(compilation.graph.target(view["UIBackgroundColor"]))
        #expect(color["UIWhite"] == .float(0))
        #expect(compilation.diagnostics.map(\.message).contains { $0.contains("black is used") })
    }
}
