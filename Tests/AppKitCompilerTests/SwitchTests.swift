import AppKitCompiler
import NibGraph
import Testing

/// `<switch>` → `NSSwitch`, a control without a cell. No Apple nib shows
/// one: it is checked against the closest fact, the cell-less control keys
/// Apple's ibtool writes for a color well (viraptor's colorwell pairs), with
/// the switch's own control size, alignment and writing direction, and the
/// state key of GNUstep's `-[NSSwitch initWithCoder:]`.
struct SwitchTests {
    static let switches = """
        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="mini" \
        baseWritingDirection="leftToRight" alignment="left" id="off">
            <rect key="frame" x="20" y="20" width="36" height="16"/>
            <autoresizingMask key="autoresizingMask"/>
        </switch>
        <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" state="on" id="on">
            <rect key="frame" x="20" y="60" width="42" height="24"/>
            <autoresizingMask key="autoresizingMask"/>
        </switch>
        """

    /// The control keys a cell-less control writes after its view keys (Apple's color wells).
    static let controlKeys = [
        "NSEnabled", "NSAllowsLogicalLayoutDirection", "NSControlSize", "NSControlContinuous",
        "NSControlRefusesFirstResponder", "NSControlUsesSingleLineMode", "NSControlTextAlignment", "NSControlLineBreakMode",
        "NSControlWritingDirection", "NSControlSendActionMask",
    ]

    @Test func switchIsACellLessControl() throws {
        let compilation = try compileMacWindow(Self.switches)
        // One warning for the document, not one per switch.
        #expect(compilation.diagnostics.map(\.message) == [
            "a switch is written as a control without a cell (a color well's keys) with its state as NSControlContents; "
                + "no Apple nib of the corpus checks the encoding",
        ])
        let graph = compilation.graph
        let switches = graph.objects(ofClass: "NSSwitch")
        try #require(switches.count == 2)
        let off = switches[0], on = switches[1]
        #expect(!off.keys.contains("NSCell"))
        #expect(off.keys.contains("NSSubviews"))
        #expect(Array(off.keys.suffix(Self.controlKeys.count)) == Self.controlKeys)
        #expect(graph.text(off["NSHuggingPriority"]) == "{750, 750}")
        // Mini is control size 2; left alignment 0; left to right 0.
        #expect(off["NSControlSize"] == .integer(2, .int8))
        #expect(off["NSControlTextAlignment"] == .integer(0, .int8))
        #expect(off["NSControlWritingDirection"] == .integer(0, .int8))
        #expect(off["NSControlSendActionMask"] == .integer(4, .int8))
        // A switch that is on adds its state; natural alignment (4) and writing direction (-1) when not given.
        #expect(Array(on.keys.suffix(Self.controlKeys.count + 1)) == Self.controlKeys + ["NSControlContents"])
        #expect(on["NSControlContents"] == .integer(1, .int8))
        #expect(on["NSControlTextAlignment"] == .integer(4, .int8))
        #expect(on["NSControlWritingDirection"] == .integer(-1, .int64))
        // Listed under the content view like any subview.
        let content = try #require(graph.objects(ofClass: "NSView").first)
        #expect(graph.elements(content["NSSubviews"]).map(\.className) == ["NSSwitch", "NSSwitch"])
    }
}
