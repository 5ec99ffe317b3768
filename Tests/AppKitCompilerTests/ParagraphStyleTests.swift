import NibGraph
import Testing
@testable import AppKitCompiler

/// `<paragraphStyle key="NSParagraphStyle">` in a text view's attributed
/// string: AppKit's default style as the 12 SDK's Flycut bundle archives it
/// (its NIBArchive: `NSParagraphStyle` {`NSAlignment` 4,
/// `NSTighteningFactorForTruncation` 0.05 as float32, `NSTabStops` nil,
/// `NSAllowsTighteningForTruncation` 1}, between the color and the font).
struct ParagraphStyleTests {
    static func textView(_ style: String) throws -> AppKitCompilation {
        try compileMacWindow("""
            <textView id="t">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <attributedString key="textStorage">
                    <fragment content="Hello">
                        <attributes>
                            <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                            <font key="NSFont" usesAppearanceFont="YES"/>
                            \(style)
                        </attributes>
                    </fragment>
                </attributedString>
            </textView>
            """)
    }

    /// The attributes dictionary's keys and its paragraph style.
    static func attributes(_ compilation: AppKitCompilation) throws -> (keys: [String], style: NibGraph.Object?) {
        let graph = compilation.graph
        let storage = try #require(graph.objects(ofClass: "NSTextStorage").first)
        let dictionary = try #require(graph.target(storage["NSAttributes"]))
        guard case .array(let keys)? = dictionary["NS.keys"], case .array(let values)? = dictionary["NS.objects"] else {
            Issue.record("not a dictionary")
            return ([], nil)
        }
        let names = keys.map { graph.text($0) ?? "" }
        let style = names.firstIndex(of: "NSParagraphStyle").flatMap { graph.target(values[$0]) }
        return (names, style)
    }

    @Test func defaultStyleAsTheFlycutBundleHasIt() throws {
        let compilation = try Self.textView("""
            <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>
            """)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let (keys, style) = try Self.attributes(compilation)
        #expect(keys == ["NSColor", "NSParagraphStyle", "NSFont"])
        let paragraph = try #require(style)
        #expect(paragraph.className == "NSParagraphStyle")
        #expect(paragraph.keys == ["NSAlignment", "NSTighteningFactorForTruncation", "NSTabStops", "NSAllowsTighteningForTruncation"])
        #expect(paragraph["NSAlignment"] == .integer(4, .int8))
        #expect(paragraph["NSTighteningFactorForTruncation"] == .double(0.05000000074505806))
        #expect(paragraph["NSTabStops"] == .null)
        #expect(paragraph["NSAllowsTighteningForTruncation"] == .integer(1, .int8))
    }

    @Test func otherValuesFollowTheEncoderWithAWarning() throws {
        let compilation = try Self.textView("""
            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" \
            baseWritingDirection="rightToLeft" headIndent="12" allowsDefaultTighteningForTruncation="NO"/>
            """)
        #expect(compilation.diagnostics.map(\.message) == [AppKitContext.unverifiedParagraphStyle])
        let paragraph = try #require(try Self.attributes(compilation).style)
        #expect(paragraph.keys == ["NSAlignment", "NSLineBreakMode", "NSHeadIndent", "NSTighteningFactorForTruncation",
                                   "NSTabStops", "NSWritingDirection"])
        #expect(paragraph["NSAlignment"] == .integer(2, .int8))
        #expect(paragraph["NSLineBreakMode"] == .integer(4, .int8))
        #expect(paragraph["NSHeadIndent"] == .double(12))
        #expect(paragraph["NSWritingDirection"] == .integer(2, .int8))
    }

    @Test func noStyleKeepsColorThenFont() throws {
        #expect(try Self.attributes(Self.textView("")).keys == ["NSColor", "NSFont"])
    }
}
