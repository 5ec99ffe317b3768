import AppKitCompiler
import NibGraph
import Testing

/// `<window>` → `NSWindowTemplate`: keys, flags, frame and sizes.
struct WindowTests {
    static let keys = ["NSWindowBacking", "NSWindowRect", "NSWTFlags", "NSWindowTitle", "NSWindowSubtitle", "NSWindowClass",
                       "NSViewClass", "NSUserInterfaceItemIdentifier"]

    @Test func hiddenWindowWithDefaults() throws {
        let graph = try compileMacXIB("""
            <window title="Window" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" \
            restorable="NO" visibleAtLaunch="NO" animationBehavior="default" tabbingMode="disallowed" id="1"/>
            """).graph
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        #expect(window.keys == Self.keys + ["NSWindowView", "NSScreenRect", "NSMaxSize", "NSWindowIsRestorable",
                                            "NSMinFullScreenContentSize", "NSMaxFullScreenContentSize", "NSWindowTabbingMode"])
        #expect(window["NSWTFlags"] == .integer(0x2078_0000, .int32))
        #expect(graph.text(window["NSWindowRect"]) == "{{0, 0}, {0, 0}}")
        #expect(window["NSWindowView"] == .null)
        let visible = graph.elements(graph.objectData?["NSVisibleWindows"])
        #expect(visible.isEmpty)
    }

    /// `titlebarAppearsTransparent="YES"` is `NSTitlebarAppearsTransparent`
    /// true after `NSMaxFullScreenContentSize`, as the window of Apple's
    /// SUUpdateAlert.nib (Transmission's Sparkle framework) ends.
    @Test func transparentTitleBar() throws {
        let compilation = try compileMacXIB("""
            <window title="W" visibleAtLaunch="NO" titlebarAppearsTransparent="YES" id="1"/>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let window = try #require(compilation.graph.objects(ofClass: "NSWindowTemplate").first)
        #expect(window.keys.suffix(2) == ["NSMaxFullScreenContentSize", "NSTitlebarAppearsTransparent"])
        #expect(window["NSTitlebarAppearsTransparent"] == .bool(true))
    }

    /// The frame autosave name follows the frame's limits and comes before
    /// the collection behavior (Sparkle's SUUpdateAlert.nib in Transmission,
    /// a NIBArchive; transmission_MainMenu).
    @Test func frameAutosaveNameFollowsTheFrameLimits() throws {
        let compilation = try compileMacXIB("""
            <window title="W" visibleAtLaunch="NO" frameAutosaveName="Alert" id="1">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <windowCollectionBehavior key="collectionBehavior" fullScreenAuxiliary="YES"/>
                <rect key="contentRect" x="0" y="0" width="300" height="200"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                <value key="minSize" type="size" width="200" height="100"/>
            </window>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        let index = try #require(window.keys.firstIndex(of: "NSFrameAutosaveName"))
        #expect(Array(window.keys[(index - 2)...(index + 2)])
            == ["NSMinSize", "NSMaxSize", "NSFrameAutosaveName", "NSWindowCollectionBehavior", "NSWindowIsRestorable"])
        #expect(graph.text(window["NSFrameAutosaveName"]) == "Alert")
    }

    @Test func frameIsCentredAndSizesIncludeTheTitleBar() throws {
        let graph = try compileMacXIB("""
            <window title="W" hidesOnDeactivate="YES" id="1" customClass="MyWindow">
                <windowStyleMask key="styleMask" titled="YES" closable="YES" resizable="YES"/>
                <rect key="contentRect" x="100" y="100" width="400" height="201"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
                <value key="minSize" type="size" width="300" height="200"/>
                <view key="contentView" id="2">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="201"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            </window>
            """).graph
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        #expect(window.keys.first == "NSWindowStyleMask")
        #expect(window["NSWindowStyleMask"] == .integer(11, .int8))
        #expect(graph.text(window["NSWindowRect"]) == "{{520, 338}, {400, 201}}")
        #expect(graph.text(window["NSWindowClass"]) == "MyWindow")
        #expect(graph.text(window["NSWindowContentMinSize"]) == "{300, 200}")
        #expect(graph.text(window["NSMinSize"]) == "{300, 232}")
        #expect(window.keys.last == "IBClassReference")
        // Hiding on deactivation makes the flags negative: stored in 8 bytes.
        guard case .integer(let flags, .int64)? = window["NSWTFlags"] else { Issue.record("NSWTFlags"); return }
        #expect(flags < 0)
        let visible = graph.elements(graph.objectData?["NSVisibleWindows"])
        #expect(visible.count == 1)
        #expect(graph.target(window["NSWindowView"])?.className == "NSView")
    }
    /// `nonactivatingPanel` is style mask bit 0x80 (HSChooserWindow.nib: 0x8080
    /// with a full-size content view), `texturedBackground` 0x100 (the
    /// Provenance AboutBox bundle's keyedobjects.nib: 257 with `titled`).
    @Test func panelAndTexturedStyleBits() throws {
        for (attributes, mask) in [("nonactivatingPanel=\"YES\" fullSizeContentView=\"YES\"", Int64(0x8080)),
                                   ("titled=\"YES\" texturedBackground=\"YES\"", 257)] {
            let compilation = try Self.styleMaskWindow(attributes)
            #expect(compilation.diagnostics.isEmpty)
            let window = try #require(compilation.graph.objects(ofClass: "NSWindowTemplate").first)
            #expect(window["NSWindowStyleMask"].flatMap { if case .integer(let value, _) = $0 { value } else { nil } } == mask)
        }
    }

    /// `unifiedTitleAndToolbar` is AppKit's 0x1000 bit (its public
    /// `NSWindowStyleMaskUnifiedTitleAndToolbar`), with the other bits as above
    /// (Simple Comic's session window: titled, closable, miniaturizable,
    /// resizable and unified); no Apple nib shows it, which one warning says.
    @Test func unifiedTitleAndToolbarStyleBit() throws {
        let compilation = try Self.styleMaskWindow(
            "titled=\"YES\" closable=\"YES\" miniaturizable=\"YES\" resizable=\"YES\" unifiedTitleAndToolbar=\"YES\"")
        #expect(compilation.diagnostics.map(\.message) == [
            "unifiedTitleAndToolbar is written as AppKit's NSWindowStyleMaskUnifiedTitleAndToolbar bit (0x1000); "
                + "no Apple nib of the corpus checks it",
        ])
        let window = try #require(compilation.graph.objects(ofClass: "NSWindowTemplate").first)
        #expect(window["NSWindowStyleMask"] == .integer(0x100F, .int16))
    }

    /// A 400 × 200 window whose `<windowStyleMask>` has `attributes`.
    static func styleMaskWindow(_ attributes: String) throws -> AppKitCompilation {
        try compileMacXIB("""
            <window title="W" id="1">
                <windowStyleMask key="styleMask" \(attributes)/>
                <rect key="contentRect" x="100" y="100" width="400" height="200"/>
                <view key="contentView" id="2">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            </window>
            """)
    }

    /// A window of `styleMask` whose 509 × 281 content rect holds a 529 × 178
    /// content view with one auto-layout subview filling it.
    static func contentRectWindow(_ styleMask: String) throws -> NibGraph {
        let compilation = try compileMacXIB("""
            <window title="W" visibleAtLaunch="NO" id="w">
                <windowStyleMask key="styleMask" \(styleMask)/>
                <rect key="contentRect" x="574" y="449" width="509" height="281"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="529" height="178"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="effect">
                            <rect key="frame" x="0.0" y="0.0" width="529" height="178"/>
                        </customView>
                    </subviews>
                </view>
            </window>
            """, attributes: "useAutolayout=\"YES\"")
        #expect(compilation.diagnostics.isEmpty)
        return compilation.graph
    }

    /// Apple's HSChooserWindow pair: a borderless window's content view takes
    /// the content rect's size (509 × 281 for a 529 × 178 frame) and its
    /// subview, flexible at the right and bottom, keeps its distance from the
    /// top: `{{0, 103}, {529, 178}}`.
    @Test func borderlessContentViewTakesTheContentRect() throws {
        let graph = try Self.contentRectWindow("nonactivatingPanel=\"YES\" fullSizeContentView=\"YES\"")
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        let content = try #require(graph.target(window["NSWindowView"]))
        #expect(graph.text(content["NSFrameSize"]) == "{509, 281}")
        #expect(content["NSvFlags"] == .integer(0x100, .int16))
        let subview = try #require(graph.elements(content["NSSubviews"]).first)
        #expect(subview["NSvFlags"] == .integer(0x10C, .int16))
        #expect(graph.text(subview["NSFrame"]) == "{{0, 103}, {529, 178}}")
    }

    /// Apple's test25_hugging and transmission_MainMenu pairs: a titled
    /// window's content view keeps its frame (480 × 89 in a 480 × 158 content
    /// rect; 480 × 348 in a 480 × 269 full-size one).
    @Test func titledContentViewKeepsItsFrame() throws {
        let graph = try Self.contentRectWindow("titled=\"YES\" fullSizeContentView=\"YES\"")
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        let content = try #require(graph.target(window["NSWindowView"]))
        #expect(graph.text(content["NSFrameSize"]) == "{529, 178}")
        let subview = try #require(graph.elements(content["NSSubviews"]).first)
        #expect(graph.text(subview["NSFrameSize"]) == "{529, 178}")
    }

    /// `<value key="minFullScreenContentSize">` (MacVim's WhatsNew.xib) is
    /// the size `NSMinFullScreenContentSize` holds, which every Apple nib of
    /// the corpus writes as "{0, 0}"; a set one is said once to be unchecked.
    @Test func fullScreenContentSizes() throws {
        let compilation = try compileMacXIB("""
            <window title="W" visibleAtLaunch="NO" id="1">
                <value key="minFullScreenContentSize" type="size" width="580" height="400"/>
            </window>
            """)
        #expect(compilation.diagnostics.count == 1)
        #expect(compilation.diagnostics.first?.message.contains("NSMinFullScreenContentSize") == true)
        let graph = compilation.graph
        let window = try #require(graph.objects(ofClass: "NSWindowTemplate").first)
        #expect(graph.text(window["NSMinFullScreenContentSize"]) == "{580, 400}")
        #expect(graph.text(window["NSMaxFullScreenContentSize"]) == "{0, 0}")
    }
}
