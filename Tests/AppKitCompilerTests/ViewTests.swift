import AppKitCompiler
import NibGraph
import Testing

/// `<view>` and `<customView>`: NSView's keys, flags, frames, class swappers.
struct ViewTests {
    static let tail = ["NSViewWantsBestResolutionOpenGLSurface", "IBNSSafeAreaLayoutGuide", "IBNSLayoutMarginsGuide",
                       "IBNSClipsToBounds"]

    func window(_ subviews: String, attributes: String = "") throws -> NibGraph {
        try compileMacWindow(subviews, attributes: attributes).graph
    }

    /// A custom view hugging at 750 vertically writes `NSHuggingPriority`, a
    /// custom shadowless square button too though 750 is its default
    /// (transmission_MainMenu's bottom bar and torrent cells' action button);
    /// a custom view without priorities writes none.
    @Test func customViewAndCustomButtonHugging() throws {
        let graph = try window("""
            <customView verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="300" height="24"/>
                <subviews>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b" customClass="ActionButton">
                        <rect key="frame" x="23" y="4" width="16" height="16"/>
                        <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="NSActionTemplate" \
            imagePosition="only" alignment="center" imageScaling="proportionallyDown" inset="2" id="bc">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                </subviews>
            </customView>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="30" width="300" height="24"/>
            </customView>
            """)
        let views = graph.objects(ofClass: "NSCustomView")
        try #require(views.count == 2)
        #expect(graph.text(views[0]["NSHuggingPriority"]) == "{250, 750}")
        #expect(views[1]["NSHuggingPriority"] == nil)
        let button = try #require(graph.objects.first { $0.className == "NSClassSwapper" || $0.className == "NSButton" })
        #expect(graph.text(button["NSHuggingPriority"]) == "{250, 750}")
    }

    @Test func contentViewAndSubviews() throws {
        let graph = try window("""
            <customView id="a" customClass="Drawing">
                <rect key="frame" x="20" y="20.5" width="100" height="50"/>
            </customView>
            <view hidden="YES" wantsLayer="YES" id="b">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            """)
        let content = try #require(graph.objects(ofClass: "NSView").first)
        #expect(content.keys == ["NSNextResponder", "NSNibTouchBar", "NSvFlags", "NSSubviews", "NSFrameSize"] + Self.tail)
        #expect(content["NSvFlags"] == .integer(256, .int16))
        let custom = try #require(graph.objects(ofClass: "NSCustomView").first)
        #expect(custom.keys == ["NSNextResponder", "NSNibTouchBar", "NSvFlags", "NSFrame", "NSSuperview"] + Self.tail
            + ["IBClassReference", "NSClassName"])
        #expect(graph.text(custom["NSFrame"]) == "{{20, 20.5}, {100, 50}}")
        // No autoresizing mask: flexible top and bottom margins.
        #expect(custom["NSvFlags"] == .integer(0x128, .int16))
        let hidden = graph.objects(ofClass: "NSView")[1]
        #expect(hidden.keys.contains("NSViewIsLayerTreeHost"))
        guard case .integer(let flags, .int64)? = hidden["NSvFlags"] else { Issue.record("NSvFlags"); return }
        #expect(flags == -0x8000_0000 | 0x112)
        // Parents: window under the owner, content view under the window, subviews under it.
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSObjectsValues"]).map(\.className)
            == ["NSCustomObject", "NSCustomObject", "NSWindowTemplate", "NSView", "NSView"])
    }

    @Test func directInstantiationSwapsCustomViews() throws {
        let graph = try window("""
            <customView id="a"><rect key="frame" x="1" y="2" width="3" height="4"/></customView>
            """, attributes: "customObjectInstantitationMethod=\"direct\"")
        let swapper = try #require(graph.objects(ofClass: "NSClassSwapper").first)
        #expect(Array(swapper.keys.prefix(3)) == ["NSClassName", "NSOriginalClassName", "NSNextResponder"])
        #expect(graph.text(swapper["NSClassName"]) == "NSView")
    }

    /// A control's `identifier` is NSView's `NSReuseIdentifierKey`, after
    /// `NSViewWantsBestResolutionOpenGLSurface`: the key Apple's nibs write for
    /// a box (Flycut's MainMenu keyedobjects.nib, `identifier="testbox"`) and
    /// a stack view (stackview_identifier).
    @Test func controlIdentifierIsTheViewsReuseIdentifier() throws {
        let compilation = try compileMacWindow("""
            <textField identifier="computingField" verticalHuggingPriority="750" id="f">
                <rect key="frame" x="10" y="10" width="100" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="T" id="c">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let field = try #require(compilation.graph.objects(ofClass: "NSTextField").first)
        #expect(compilation.graph.text(field["NSReuseIdentifierKey"]) == "computingField")
        let index = try #require(field.keys.firstIndex(of: "NSReuseIdentifierKey"))
        #expect(field.keys[index - 1] == "NSViewWantsBestResolutionOpenGLSurface")
    }
}
