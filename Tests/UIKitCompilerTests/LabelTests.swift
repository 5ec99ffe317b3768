import NibGraph
import Testing
@testable import UIKitCompiler

/// Labels beyond the core keys (`CoreElementTests`): text Interface Builder
/// writes as a `<string>` child, the keys `-[UILabel encodeWithCoder:]`
/// (decompiled UIKitCore, iOS 18.2) writes for switches the pairs do not
/// show, and the warning for an attribute the compiler does not know.
struct LabelTests {
    /// Text with a line break is a `<string key="text">` child (the corpus's
    /// pocket-casts `PromotionAcknowledgementViewController.xib`, line 48).
    @Test func textWithLineBreaksComesFromItsStringChild() throws {
        let compilation = try compileXIB("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" id="2">
                <rect key="frame" x="20" y="251" width="280" height="123"/>
                <string key="text">TEST
            When your trial is over.</string>
                <nil key="textColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" id="3">
                <rect key="frame" x="20" y="400" width="280" height="21"/>
                <string key="text" base64-UTF8="YES">QQlC
                </string>
            </label>
            """, sdk: 14)
        let labels = compilation.graph.objects(ofClass: "UILabel")
        #expect(labels.count == 2)
        #expect(compilation.graph.text(labels.first?["UIText"]) == "TEST\nWhen your trial is over.")
        // base64 of "A\tB": a tab, which XML text cannot keep as written.
        #expect(compilation.graph.text(labels.last?["UIText"]) == "A\tB")
        #expect(!compilation.diagnostics.contains { $0.message.contains("<string>") })
    }

    /// `adjustsLetterSpacingToFitWidth`, `enabled="NO"` and tvOS's marquee
    /// switch, each where the iOS 18.2 encoder writes it: letter spacing
    /// between the minimum scale factor and the preferred width, the other
    /// two right after the alignment.
    @Test func switchesGoWhereUIKitsEncoderWritesThem() throws {
        let compilation = try compileXIB("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Time" minimumScaleFactor="0.5" \
            adjustsLetterSpacingToFitWidth="YES" enabled="NO" enablesMarqueeWhenAncestorFocused="YES" \
            preferredMaxLayoutWidth="100" id="2">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
            </label>
            """, sdk: 14)
        let label = try #require(compilation.graph.objects(ofClass: "UILabel").first)
        let keys = label.keys
        let alignment = try #require(keys.firstIndex(of: "UITextAlignment"))
        #expect(Array(keys[alignment...alignment + 2]) == ["UITextAlignment", "UIEnabled", "UIEnablesMarqueeWhenAncestorFocused"])
        let scale = try #require(keys.firstIndex(of: "UIMinimumScaleFactor"))
        #expect(Array(keys[scale...scale + 2]) == ["UIMinimumScaleFactor", "UIAdjustsLetterSpacingToFit", "UIPreferredMaxLayoutWidth"])
        #expect(label["UIEnabled"] == .bool(false))
        #expect(label["UIEnablesMarqueeWhenAncestorFocused"] == .bool(true))
        #expect(label["UIAdjustsLetterSpacingToFit"] == .bool(true))
    }

    /// UIKit's defaults write nothing: letter spacing NO, enabled YES.
    @Test func defaultsWriteNothing() throws {
        let compilation = try compileXIB("""
            <label opaque="NO" contentMode="left" text="Time" adjustsLetterSpacingToFitWidth="NO" enabled="YES" id="2">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
            </label>
            """, sdk: 14)
        let label = try #require(compilation.graph.objects(ofClass: "UILabel").first)
        #expect(label["UIAdjustsLetterSpacingToFit"] == nil)
        #expect(label["UIEnabled"] == nil)
    }

    @Test func anUnknownAttributeIsNamedWithItsPlace() throws {
        let compilation = try compileXIB("""
            <label opaque="NO" contentMode="left" text="Time" showsExpansionTextWhenTruncated="YES" id="2">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
            </label>
            """, sdk: 14)
        let warning = try #require(compilation.diagnostics.first { $0.message.contains("showsExpansionTextWhenTruncated") })
        #expect(warning.message == "<label> attribute showsExpansionTextWhenTruncated is not supported yet; left out")
        #expect(warning.line == 5)
    }

    /// Dynamic Type (iOS 10): `UIAdjustsFontForContentSizeCategory` YES right
    /// before `UIFont`, where -[UILabel encodeWithCoder:] (iOS 18.2) writes it
    /// and Xcode 27's output shows it; the iOS 9 SDK has no such property.
    @Test func dynamicTypeComesRightBeforeTheFont() throws {
        let label = """
            <label opaque="NO" contentMode="left" text="Title" adjustsFontForContentSizeCategory="YES" id="2">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </label>
            """
        let compiled = try #require(compileXIB(label, sdk: 14).graph.objects(ofClass: "UILabel").first)
        let font = try #require(compiled.keys.firstIndex(of: "UIFont"))
        #expect(compiled.keys[font - 1] == "UIAdjustsFontForContentSizeCategory")
        #expect(compiled["UIAdjustsFontForContentSizeCategory"] == .bool(true))
        let older = try #require(compileXIB(label, sdk: 9).graph.objects(ofClass: "UILabel").first)
        #expect(older["UIAdjustsFontForContentSizeCategory"] == nil)
    }
}
