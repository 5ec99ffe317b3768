import AppKitCompiler
import NibGraph
import Testing

/// `<popover>` and the attributes beside it in Apple's caffeine bundle
/// (IntelliScape/caffeine English.lproj/MainMenu.nib, keyedobjects-101300.nib).
struct PopoverTests {
    /// A transient popover: `NSPopover` with nil responder keys, `NSBehavior`
    /// 1, content width and height 0 (float64), animating, without full-size
    /// content; its outlets to its controller are connections.
    @Test func transientPopover() throws {
        let compilation = try compileMacXIB("""
            <viewController id="vc"/>
            <popover behavior="t" id="p">
                <connections>
                    <outlet property="contentViewController" destination="vc" id="o1"/>
                </connections>
            </popover>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let popover = try #require(graph.objects(ofClass: "NSPopover").first)
        #expect(popover.keys == ["NSNextResponder", "NSNibTouchBar", "NSBehavior", "NSContentWidth", "NSContentHeight",
                                 "NSAnimates", "NSHasFullSizeContent"])
        #expect(popover["NSNextResponder"] == .null)
        #expect(popover["NSBehavior"] == .integer(1, .int8))
        #expect(popover["NSContentWidth"] == .double(0))
        #expect(popover["NSContentHeight"] == .double(0))
        #expect(popover["NSAnimates"] == .bool(true))
        #expect(popover["NSHasFullSizeContent"] == .bool(false))
        let connections = graph.elements(graph.objectData?["NSConnections"])
        #expect(connections.map { graph.target($0["NSSource"])?.className } == ["NSPopover"])
    }

    /// A behavior no Apple nib shows is written as 0, with a warning.
    @Test func unknownBehaviorWarns() throws {
        let compilation = try compileMacXIB("""
            <popover behavior="s" animates="NO" id="p"/>
            """)
        #expect(compilation.diagnostics.count == 2)
        let popover = try #require(compilation.graph.objects(ofClass: "NSPopover").first)
        #expect(popover["NSBehavior"] == .integer(0, .int8))
    }

    /// `allowsEditingTextAttributes` sets bit 30 of a text field cell's
    /// `NSCellFlags2`: caffeine's bullet list field (left aligned, sends on
    /// end editing) has 0x4040_0000.
    @Test func allowsEditingTextAttributesIsACellFlag() throws {
        let compilation = try compileMacWindow("""
            <textField focusRingType="none" verticalHuggingPriority="750" fixedFrame="YES" id="f">
                <rect key="frame" x="18" y="95" width="571" height="52"/>
                <textFieldCell key="cell" sendsActionOnEndEditing="YES" alignment="left" allowsEditingTextAttributes="YES" id="c">
                    <font key="font" metaFont="system" size="10"/>
                    <string key="title">Text</string>
                </textFieldCell>
            </textField>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let cell = try #require(compilation.graph.objects(ofClass: "NSTextFieldCell").first)
        #expect(cell["NSCellFlags2"] == .integer(0x4040_0000, .int32))
    }

    /// A pop-up button's `imageHugsTitle` is its cell's `NSButtonFlags` bit
    /// 0x20 (caffeine's duration pop-up: 0x0680_4020).
    @Test func popUpImageHugsTitle() throws {
        let compilation = try compileMacWindow("""
            <popUpButton imageHugsTitle="YES" verticalHuggingPriority="750" fixedFrame="YES" id="b">
                <rect key="frame" x="251" y="59" width="119" height="26"/>
                <popUpButtonCell key="cell" type="push" title="One" bezelStyle="rounded" alignment="left" \
            lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" \
            inset="2" selectedItem="i" id="c">
                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="m">
                        <items>
                            <menuItem title="One" state="on" id="i"/>
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let cell = try #require(compilation.graph.objects(ofClass: "NSPopUpButtonCell").first)
        #expect(cell["NSButtonFlags"] == .integer(0x0680_4020, .int32))
    }
}
