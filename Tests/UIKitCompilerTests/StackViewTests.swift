import NibGraph
@testable import UIKitCompiler
import Testing

/// `<stackView>` → `UIStackView` with the mapping notes' keys, written as
/// `-[UIStackView encodeWithCoder:]` writes them (docs/uikit-encoders.md: the
/// arranged subviews when there are some, then the six values always, spacing
/// as a double); no Apple pair has one.
struct StackViewTests {
    @Test func stackViewWritesItsArrangedSubviewsAndSetValues() throws {
        let compilation = try compileXIB("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" \
            alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="100" height="21"/></view>
                    <view contentMode="scaleToFill" id="b"><rect key="frame" x="0.0" y="29" width="100" height="21"/></view>
                </subviews>
            </stackView>
            """, sdk: 14, autolayout: true)
        let graph = compilation.graph
        let stack = try #require(graph.objects(ofClass: "UIStackView").first)
        #expect(stack.keys == ["UIBounds", "UICenter", "UISubviews", "UIDeepDrawRect", "UIAutoresizeSubviews",
                               "UIAutoresizingMask", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
                               "UIViewSemanticContentAttribute", "UIViewLargeContentStoredProperties",
                               "UIStackViewArrangedSubviews", "UIStackViewAxis", "UIStackViewDistribution",
                               "UIStackViewAlignment", "UIStackViewSpacing", "UIStackViewBaselineRelative",
                               "UIStackViewLayoutMarginsRelative"])
        let arranged = graph.target(stack["UIStackViewArrangedSubviews"])
        #expect(arranged?.className == "NSMutableArray")
        #expect(graph.elements(arranged) == graph.elements(graph.target(stack["UISubviews"])))
        #expect(graph.elements(arranged).count == 2)
        #expect(stack["UIStackViewAxis"] == .integer(1))
        #expect(stack["UIStackViewDistribution"] == .integer(1))
        #expect(stack["UIStackViewAlignment"] == .integer(3))
        #expect(stack["UIStackViewSpacing"] == .double(8))
        #expect(stack["UIStackViewBaselineRelative"] == .bool(false))
        #expect(compilation.diagnostics.map(\.message) == [StackViewElement.unverified])
    }

    @Test func defaultsAreWrittenAndUnknownValuesWarn() throws {
        let compilation = try compileXIB("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="sideways" baselineRelativeArrangement="YES" \
            insetsLayoutMarginsFromSafeArea="NO" id="st"/>
            """, sdk: 14)
        let stack = try #require(compilation.graph.objects(ofClass: "UIStackView").first)
        // No arranged views: no list; every value at UIKit's default (the unknown alignment's included).
        #expect(!stack.keys.contains("UIStackViewArrangedSubviews"))
        #expect(Array(stack.keys.suffix(6)) == ["UIStackViewAxis", "UIStackViewDistribution", "UIStackViewAlignment",
                                                "UIStackViewSpacing", "UIStackViewBaselineRelative",
                                                "UIStackViewLayoutMarginsRelative"])
        #expect(stack["UIStackViewAxis"] == .integer(0) && stack["UIStackViewAlignment"] == .integer(0))
        #expect(stack["UIStackViewSpacing"] == .double(0))
        #expect(stack["UIStackViewBaselineRelative"] == .bool(true))
        #expect(stack["UIStackViewLayoutMarginsRelative"] == .bool(false))
        #expect(compilation.diagnostics.contains { $0.message.contains("sideways") })
        #expect(stack.keys.contains("UIViewInsetsLayoutMarginsFromSafeArea"))
        #expect(compilation.diagnostics.count == 2)
    }
}
