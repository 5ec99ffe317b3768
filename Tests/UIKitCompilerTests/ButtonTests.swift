import NibGraph
import Testing
@testable import UIKitCompiler

/// Button keys the corpus's pairs do not show, placed as -[UIButton
/// encodeWithCoder:] and -[UIControl encodeWithCoder:] (decompiled UIKitCore,
/// iOS 18.2) write them, and the warning for an attribute a button does not know.
struct ButtonTests {
    /// duckduckgo's `OmniBar.xib` buttons: a word-wrapped title that reverses
    /// its shadow, here with a pointer interaction and the touch glow too.
    @Test func titleSwitchesFollowTheStatefulContent() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            buttonType="system" reversesTitleShadowWhenHighlighted="YES" showsTouchWhenHighlighted="YES" lineBreakMode="wordWrap" \
            pointerInteraction="YES" id="2">
                <rect key="frame" x="0" y="0" width="44" height="44"/>
                <state key="normal" title="Go"/>
            </button>
            """, sdk: 14)
        let button = try #require(compilation.graph.objects(ofClass: "UIButton").first)
        let keys = button.keys
        let content = try #require(keys.firstIndex(of: "UIButtonStatefulContent"))
        #expect(Array(keys[content...content + 4]) == [
            "UIButtonStatefulContent", "UILineBreakMode", "UIReversesTitleShadowWhenHighlighted", "UIShowsTouchWhenHighlighted",
            "UIAdjustsImageWhenHighlighted",
        ])
        #expect(button["UILineBreakMode"] == .integer(0, .int8))
        // UIControl's last key: after the control's alignment, before the button's own.
        let pointer = try #require(keys.firstIndex(of: "UIPointerInteractionEnabled"))
        #expect(keys[pointer + 1] == "UIButtonStatefulContent")
        #expect(button["UIPointerInteractionEnabled"] == .bool(true))
        #expect(compilation.diagnostics.filter { $0.message == ButtonElement.unverifiedTitleSwitches }.count == 1)
    }

    /// Interface Builder writes `lineBreakMode="middleTruncation"` on nearly
    /// every button: UIKit's default, so no key and no warning.
    @Test func middleTruncationWritesNothing() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" lineBreakMode="middleTruncation" pointerInteraction="NO" id="2">
                <rect key="frame" x="0" y="0" width="44" height="44"/>
            </button>
            """, sdk: 14)
        let button = try #require(compilation.graph.objects(ofClass: "UIButton").first)
        #expect(button["UILineBreakMode"] == nil)
        #expect(button["UIPointerInteractionEnabled"] == nil)
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func anUnknownAttributeIsNamed() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" id="2">
                <rect key="frame" x="0" y="0" width="44" height="44"/>
            </button>
            """, sdk: 14)
        #expect(compilation.diagnostics.map(\.message) == ["<button> attribute showsMenuAsPrimaryAction is not supported yet; left out"])
    }

    /// A state's attributes and children that its content does not read are named too.
    @Test func anUnknownStatePartIsNamed() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" id="2">
                <rect key="frame" x="0" y="0" width="44" height="44"/>
                <state key="normal" title="Go" symbol="x">
                    <color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="tintColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                </state>
            </button>
            """, sdk: 14)
        #expect(compilation.diagnostics.map(\.message) == [
            "<state> attribute symbol is not supported yet; left out",
            "<color key=\"tintColor\"> in <state> is not supported yet; left out",
        ])
    }
}
