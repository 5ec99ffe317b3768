import AppKitCompiler
import NibBytes
import NibGraph
import Testing

/// Boxes, checked against Apple's output for the same markup in viraptor's
/// pairs (test_box_titled, test_box_separator), Sparkle's and Flycut's.
struct BoxTests {
    @Test func titledBoxLaysOutItsContentView() throws {
        let compilation = try compileMacWindow("""
            <box fixedFrame="YES" title="Test Box" translatesAutoresizingMaskIntoConstraints="NO" id="10">
                <rect key="frame" x="20" y="20" width="260" height="100"/>
                <view key="contentView" id="11">
                    <rect key="frame" x="3" y="3" width="254" height="84"/>
                </view>
            </box>
            """, attributes: "useAutolayout=\"YES\"")
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let box = try #require(graph.objects(ofClass: "NSBox").first)
        #expect(Array(box.keys.suffix(8)) == ["NSOffsets", "NSTitleCell", "NSContentView", "NSBorderType", "NSBoxType",
                                               "NSTitlePosition", "NSTransparent", "IBNSBoxIsUsingDocumentContentView"])
        #expect(graph.text(box["NSOffsets"]) == "{0, 0}")
        let content = try #require(graph.target(box["NSContentView"]))
        #expect(graph.text(content["NSFrameSize"]) == "{260, 88}")
        #expect(content["NSvFlags"] == .integer(274, .int16))
        let title = try #require(graph.target(box["NSTitleCell"]))
        #expect(graph.text(title["NSContents"]) == "Test Box")
        #expect(title["NSCellFlags2"] == .integer(134_217_728, .int32))
        #expect(title["NSControlView"] == .null)
    }

    /// An old-style box without a title (Sparkle 2.2's SUUpdateAlert.nib,
    /// the Flycut bundle): box type 3, its border type, title position 0, and
    /// its content view fills it inside the border; no `title` is an empty one.
    @Test(arguments: [("line", Int64(1), "{{1, 1}, {490, 213}}"), ("none", 0, "{492, 215}")])
    func untitledOldStyleBox(border: String, borderType: Int64, contentFrame: String) throws {
        let compilation = try compileMacWindow("""
            <box boxType="oldStyle" borderType="\(border)" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="89">
                <rect key="frame" x="0.0" y="0.0" width="492" height="215"/>
                <view key="contentView" id="c">
                    <rect key="frame" x="1" y="1" width="480" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </box>
            """, attributes: "useAutolayout=\"YES\"")
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let box = try #require(graph.objects(ofClass: "NSBox").first)
        #expect(box["NSBoxType"] == .integer(3, .int8) && box["NSTitlePosition"] == .integer(0, .int8))
        #expect(box["NSBorderType"] == .integer(borderType, .int8))
        let content = try #require(graph.target(box["NSContentView"]))
        #expect(graph.text(content["NSFrame"] ?? content["NSFrameSize"]) == contentFrame)
        #expect(content["NSvFlags"] == .integer(274, .int16))
        #expect(graph.text(graph.target(box["NSTitleCell"])?["NSContents"]) == "")
    }

    @Test func separatorHasNoContentViewAndAFixedTitle() throws {
        let graph = try compileMacWindow("""
            <box focusRingType="none" verticalHuggingPriority="750" title="Box" boxType="separator" titlePosition="noTitle" id="3">
                <rect key="frame" x="20" y="90" width="260" height="5"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <font key="titleFont" metaFont="system"/>
            </box>
            """).graph
        let box = try #require(graph.objects(ofClass: "NSBox").first)
        #expect(box["NSvFlags"] == .integer(4386, .int16))
        #expect(graph.elements(box["NSSubviews"]).isEmpty)
        #expect(graph.text(box["NSHuggingPriority"]) == "{250, 750}")
        #expect(graph.text(box["NSOffsets"]) == "{5, 5}")
        #expect(box["NSBoxType"] == .integer(2, .int8))
        #expect(box["NSContentView"] == nil)
        let title = try #require(graph.target(box["NSTitleCell"]))
        #expect(graph.text(title["NSContents"]) == "Title")
        #expect(graph.target(title["NSSupport"])?["NSSize"] == .double(11))
    }
}
