import NibGraph
import Testing
@testable import UIKitCompiler

/// Attributed text on labels, text views and button states, checked against
/// Foundation's keyed encoding as Apple's AppKit NIBArchives in the corpus
/// show it, UIKit's decompiled encoders (iOS 18.2) and the mapping notes'
/// observations of Xcode 12.4 nibs (Appendix C).
struct AttributedStringTests {
    /// A label like the corpus's `ActionMessageView.xib` one: a single run with
    /// color, font and paragraph style.
    static let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" \
        lineBreakMode="tailTruncation" numberOfLines="0" id="2">
            <rect key="frame" x="13" y="12" width="280" height="21"/>
            <attributedString key="attributedText">
                <fragment content="Label">
                    <attributes>
                        <color key="NSColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <font key="NSFont" size="16" metaFont="system"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping" \
        baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
            </attributedString>
            <nil key="highlightedColor"/>
        </label>
        """

    @Test func labelWritesPlainTextAndAttributedTextBeforeItsLastKey() throws {
        let compilation = try compileXIB(Self.label, sdk: 14)
        let graph = compilation.graph
        let label = try #require(graph.objects(ofClass: "UILabel").first)
        // `-[UILabel encodeWithCoder:]`: UIText is the plain text; UIAttributedText comes
        // after the alignment, before UIMinimumScaleFactor, so before the last key here
        // (Xcode 12.4's UITableViewLabel, mapping notes C.5).
        #expect(graph.text(label["UIText"]) == "Label")
        let keys = label.keys
        #expect(keys.suffix(3) == ["UITextAlignment", "UIAttributedText", "UIDisableUpdateTextColorOnTraitCollectionChange"])
        // The alignment is the first run's, as UIKit's NSTextAlignment (right 2).
        #expect(label["UITextAlignment"] == .integer(2))
        let font = try #require(graph.target(label["UIFont"]))
        #expect(font["UIFontPointSize"] == .double(16))

        let string = try #require(graph.target(label["UIAttributedText"]))
        #expect(string.className == "NSMutableAttributedString")
        // One run: NSString (an NSMutableString) and its attribute dictionary, no NSAttributeInfo
        // (Apple's `textview_attributedstring` nib).
        #expect(string.keys == ["NSString", "NSAttributes"])
        #expect(graph.target(string["NSString"])?.className == "NSMutableString")
        #expect(graph.text(string["NSString"]) == "Label")
        let attributes = try #require(graph.target(string["NSAttributes"]))
        #expect(attributes.className == "NSDictionary")
        #expect(graph.target(label["UITextColor"]) != nil)

        #expect(compilation.diagnostics.contains { $0.message == AttributedText.unverified })
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }

    @Test func paragraphStyleKeysFollowUIFoundationsEncoder() throws {
        let graph = try compileXIB(Self.label, sdk: 14).graph
        let style = try #require(graph.objects(ofClass: "NSMutableParagraphStyle").first)
        // Right is CoreText's 1 in the archive; word wrapping (0) and natural direction are
        // left out; a tightening factor other than 0.05 is kept; NSTabStops is always nil.
        #expect(style.keys == ["NSAlignment", "NSTighteningFactorForTruncation", "NSTabStops"])
        #expect(style["NSAlignment"] == .integer(1))
        #expect(style["NSTighteningFactorForTruncation"] == .double(0))
        #expect(style["NSTabStops"] == .null)
    }

    @Test func severalRunsWriteDistinctDictionariesAndRunLengths() throws {
        let graph = try compileXIB("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="2">
                <rect key="frame" x="0" y="0" width="240" height="128"/>
                <attributedString key="attributedText">
                    <fragment content="Hello ">
                        <attributes><font key="NSFont" size="14" metaFont="system"/></attributes>
                    </fragment>
                    <fragment content="bold">
                        <attributes><font key="NSFont" size="14" metaFont="systemBold"/></attributes>
                    </fragment>
                    <fragment content=" world">
                        <attributes><font key="NSFont" size="14" metaFont="system"/></attributes>
                    </fragment>
                </attributedString>
            </textView>
            """, sdk: 14).graph
        let textView = try #require(graph.objects(ofClass: "UITextView").first)
        #expect(!textView.keys.contains("UIText"))
        let string = try #require(graph.target(textView["UIAttributedText"]))
        // Apple's `textview_multiattr` nib: the same three runs give two dictionaries and
        // the run info 6,0 4,1 6,0.
        #expect(string.keys == ["NSString", "NSAttributes", "NSAttributeInfo"])
        let array = try #require(graph.target(string["NSAttributes"]))
        #expect(array.className == "NSMutableArray")
        #expect(graph.elements(array).count == 2)
        let info = try #require(graph.target(string["NSAttributeInfo"]))
        #expect(info.className == "NSMutableData")
        guard case .data(let bytes)? = info["NS.bytes"] else { Issue.record("NS.bytes"); return }
        #expect(bytes.array == [0x06, 0x00, 0x04, 0x01, 0x06, 0x00])
    }

    @Test func buttonStateWritesAttributedTitleAfterTitle() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" hasAttributedTitle="YES" id="3">
                <rect key="frame" x="303" y="9" width="30" height="27"/>
                <state key="normal" title="Edit">
                    <attributedString key="attributedTitle">
                        <fragment content="Edit">
                            <attributes>
                                <font key="NSFont" size="15" metaFont="systemBold"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <color key="titleColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </state>
            </button>
            """, sdk: 14)
        let graph = compilation.graph
        let content = try #require(graph.objects(ofClass: "UIButtonContent").first)
        // `-[UIButtonContent encodeWithCoder:]`: UITitle, UIAttributedTitle, …, UITitleColor.
        #expect(content.keys == ["UITitle", "UIAttributedTitle", "UITitleColor"])
        let title = try #require(graph.target(content["UIAttributedTitle"]))
        #expect(title.className == "NSAttributedString")
        #expect(graph.text(title["NSString"]) == "Edit")
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }

    /// Interface Builder's comment for localizers is its own: nothing is written or said.
    @Test func userCommentsAreInterfaceBuildersOwn() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" id="3">
                <state key="normal" title="Go"/>
                <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
            </button>
            """, sdk: 14)
        #expect(compilation.diagnostics.isEmpty)
        #expect(compilation.graph.objects(ofClass: "NSAttributedString").isEmpty)
    }

    /// The dictionary order agrees with the pairs Apple's nibs show: "NSColor" before
    /// "NSFont" (the AppKit pairs) and "NSParagraphStyle" before "NSFont" (Xcode 12.4,
    /// mapping notes C.3); the three together keep both.
    @Test func attributeDictionaryOrderAgreesWithApplesNibs() {
        #expect(AttributeDictionaryOrder.order(of: ["NSColor", "NSFont"]) == [0, 1])
        #expect(AttributeDictionaryOrder.order(of: ["NSFont", "NSColor"]) == [1, 0])
        #expect(AttributeDictionaryOrder.order(of: ["NSFont", "NSParagraphStyle"]) == [1, 0])
        let three = ["NSColor", "NSFont", "NSParagraphStyle"]
        let order = AttributeDictionaryOrder.order(of: three).map { three[$0] }
        #expect(order.firstIndex(of: "NSColor")! < order.firstIndex(of: "NSFont")!)
        #expect(order.firstIndex(of: "NSParagraphStyle")! < order.firstIndex(of: "NSFont")!)
    }
}
