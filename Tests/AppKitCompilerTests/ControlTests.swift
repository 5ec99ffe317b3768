import AppKitCompiler
import NibBytes
import NibGraph
import Testing

/// Controls and their cells, colors and fonts, checked against what Apple's
/// ibtool wrote for the same markup in viraptor's pairs (textfield_truncates,
/// checkbox_hugging, test_named_image, white_color_format).
struct ControlTests {
    func window(_ subviews: String, attributes: String = "useAutolayout=\"YES\"") throws -> AppKitCompilation {
        try compileMacWindow(subviews, attributes: attributes)
    }

    static let controlKeys = ["NSEnabled", "NSCell", "NSAllowsLogicalLayoutDirection", "NSControlSize", "NSControlContinuous",
                              "NSControlRefusesFirstResponder", "NSControlUsesSingleLineMode", "NSControlTextAlignment",
                              "NSControlLineBreakMode", "NSControlWritingDirection", "NSControlSendActionMask"]

    @Test func textFieldAndCell() throws {
        let compilation = try window("""
            <textField verticalHuggingPriority="750" horizontalCompressionResistancePriority="250" \
            allowsCharacterPickerTouchBarItem="YES" translatesAutoresizingMaskIntoConstraints="NO" id="3">
                <rect key="frame" x="20" y="100" width="200" height="28"/>
                <textFieldCell key="cell" controlSize="small" lineBreakMode="charWrapping" truncatesLastVisibleLine="YES" \
            sendsActionOnEndEditing="YES" id="4">
                    <font key="font" metaFont="smallSystem"/>
                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                </textFieldCell>
            </textField>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let field = try #require(graph.objects(ofClass: "NSTextField").first)
        #expect(field.keys == ["NSNextResponder", "NSNibTouchBar", "NSvFlags", "NSFrame", "NSSuperview",
                               "NSViewWantsBestResolutionOpenGLSurface", "NSAntiCompressionPriority"] + ViewTests.tail.dropFirst()
            + Self.controlKeys + ["NSTextFieldAlignmentRectInsetsVersion", "NSAllowsWritingTools",
                                  "NSTextFieldAllowsWritingToolsAffordance",
                                  "NS.resolvesNaturalAlignmentWithBaseWritingDirection"])
        #expect(graph.text(field["NSAntiCompressionPriority"]) == "{250, 750}")
        #expect(field["NSControlWritingDirection"] == .integer(-1, .int64))
        #expect(field["NSControlLineBreakMode"] == .integer(1, .int8))
        let cell = try #require(graph.target(field["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSContents", "NSSupport", "NSControlView", "NSBackgroundColor",
                              "NSTextColor", "NSCharacterPickerEnabled"])
        #expect(cell["NSCellFlags"] == .integer(67_108_864, .int32))
        #expect(cell["NSCellFlags2"] == .integer(272_761_600, .int32))
        let font = try #require(graph.target(cell["NSSupport"]))
        #expect(graph.text(font["NSName"]) == ".AppleSystemUIFont")
        #expect(font["NSSize"] == .double(11))
        #expect(font["NSfFlags"] == .integer(3100, .int16))
        // The cell is listed under its field.
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSObjectsKeys"]).last?.className == "NSTextFieldCell")
        #expect(graph.elements(data["NSObjectsValues"]).last?.className == "NSTextField")
    }

    /// test25_hugging: a font that follows the appearance has the `system`
    /// meta font's flags (0x414) after `NSFontUsesAppearanceFontSize` and its size.
    @Test func appearanceFontHasTheSystemRole() throws {
        let graph = try compileMacWindow("""
            <textField id="f">
                <rect key="frame" x="0.0" y="0.0" width="96" height="21"/>
                <textFieldCell key="cell" id="c">
                    <font key="font" usesAppearanceFont="YES"/>
                </textFieldCell>
            </textField>
            """).graph
        let font = try #require(graph.objects(ofClass: "NSFont").first)
        #expect(font.keys == ["NSName", "NSFontUsesAppearanceFontSize", "NSSize", "NSfFlags"])
        #expect(font["NSfFlags"] == .integer(1044, .int16))
    }

    @Test func catalogColorsShareTheirFallbackColorSpace() throws {
        let graph = try window("""
            <textField id="3">
                <rect key="frame" x="20" y="100" width="200" height="28"/>
                <textFieldCell key="cell" id="4">
                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                </textFieldCell>
            </textField>
            """).graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        let background = try #require(graph.target(cell["NSBackgroundColor"]))
        #expect(background.keys == ["NSColorSpace", "NSCatalogName", "NSColorName", "NSColor"])
        #expect(background["NSColorSpace"] == .integer(6, .int8))
        let fallback = try #require(graph.target(background["NSColor"]))
        #expect(fallback.keys == ["NSColorSpace", "NSWhite", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"])
        #expect(fallback["NSWhite"] == .data(ByteView(copying: Array("0.602715373".utf8) + [0])))
        #expect(fallback["NSComponents"] == .data(ByteView(copying: Array("0.6666666667 1".utf8))))
        let space = try #require(graph.target(fallback["NSCustomColorSpace"]))
        #expect(space.keys == ["NSID", "NSModel", "NSICC"])
        guard case .data(let icc)? = graph.target(space["NSICC"])?["NS.bytes"] else { Issue.record("NSICC"); return }
        #expect(icc.count == 4508)
        let text = try #require(graph.target(cell["NSTextColor"]))
        #expect(graph.target(text["NSColor"])?["NSCustomColorSpace"] == fallback["NSCustomColorSpace"])
    }

    @Test func calibratedWhiteIsCText() throws {
        let graph = try window("""
            <textField id="3">
                <rect key="frame" x="20" y="100" width="200" height="28"/>
                <textFieldCell key="cell" drawsBackground="YES" id="4">
                    <color key="backgroundColor" white="0.41999999999999998" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="textColor" white="0.80000000000000004" alpha="0.0" colorSpace="deviceWhite"/>
                </textFieldCell>
            </textField>
            """).graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        let background = try #require(graph.target(cell["NSBackgroundColor"]))
        #expect(background.keys == ["NSColorSpace", "NSWhite"])
        #expect(background["NSWhite"] == .data(ByteView(copying: Array("0.42".utf8) + [0])))
        let text = try #require(graph.target(cell["NSTextColor"]))
        #expect(text["NSColorSpace"] == .integer(4, .int8))
        #expect(text["NSWhite"] == .data(ByteView(copying: Array("0.8 0".utf8) + [0])))
    }

    @Test func checkBox() throws {
        let graph = try window("""
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="10">
                <rect key="frame" x="20" y="20" width="200" height="18"/>
                <buttonCell key="cell" type="check" title="Check me" bezelStyle="regularSquare" imagePosition="left" \
            alignment="left" inset="2" id="11">
                    <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """).graph
        let button = try #require(graph.objects(ofClass: "NSButton").first)
        // Check boxes always write their hugging priorities.
        #expect(graph.text(button["NSHuggingPriority"]) == "{250, 750}")
        #expect(button.keys.last == "IBNSShadowedSymbolConfiguration")
        let cell = try #require(graph.target(button["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSContents", "NSSupport", "NSControlView", "NSButtonFlags",
                              "NSButtonFlags2", "NSBezelStyle", "NSAlternateImage", "NSAlternateContents", "NSKeyEquivalent",
                              "NSPeriodicDelay", "NSPeriodicInterval", "NSAuxButtonType"])
        #expect(cell["NSButtonFlags"] == .integer(1_211_650_304, .int32))
        #expect(cell["NSButtonFlags2"] == .integer(2, .int8))
        #expect(cell["NSAuxButtonType"] == .integer(3, .int8))
        #expect(graph.text(graph.target(cell["NSAlternateImage"])?["NSImageName"]) == "NSSwitch")
    }

    @Test func imageViewWithNamedImage() throws {
        let graph = try window("""
            <imageView id="3">
                <rect key="frame" x="10" y="10" width="8" height="12"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" animates="YES" image="NSInfo" id="4"/>
            </imageView>
            """, attributes: "").graph
        let view = try #require(graph.objects(ofClass: "NSImageView").first)
        #expect(Array(view.keys.prefix(6)) == ["NSNextResponder", "NSNibTouchBar", "NSvFlags", "NSSubviews", "NSDragTypes", "NSFrame"])
        #expect(graph.elements(view["NSDragTypes"]).count == 8)
        let cell = try #require(graph.target(view["NSCell"]))
        #expect(cell["NSCellFlags2"] == .integer(0x200_0000, .int32))
        #expect(cell["NSScale"] == .integer(2, .int8))
        let image = try #require(graph.target(cell["NSContents"]))
        #expect(image.keys == ["NSClassName", "NSResourceName", "IBNamespaceID", "IBDesignSize", "IBDesignImageConfiguration"])
        #expect(graph.text(image["IBNamespaceID"]) == "system")
        #expect(graph.text(graph.target(image["IBDesignSize"])?["NS.sizeval"]) == "{32, 32}")
    }

    /// Apple's HSChooserWindow pair: `NSActionTemplate` has AppKit's design
    /// size, 19 × 19, though the document's resource says 15 × 15.
    @Test func actionTemplateHasAppKitsDesignSize() throws {
        let compilation = try compileMacXIB("""
            <imageView id="v">
                <rect key="frame" x="0.0" y="0.0" width="36" height="44"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" \
            image="NSActionTemplate" id="c"/>
            </imageView>
            </objects>
            <resources>
                <image name="NSActionTemplate" width="15" height="15"/>
            </resources>
            <objects>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let image = try #require(graph.objects(ofClass: "NSCustomResource").first)
        #expect(graph.text(image["NSResourceName"]) == "NSActionTemplate")
        #expect(graph.text(image["IBNamespaceID"]) == "system")
        #expect(graph.text(graph.target(image["IBDesignSize"])?["NS.sizeval"]) == "{19, 19}")
    }

    @Test func unknownAttributesAndColorSpacesAreWarnings() throws {
        let compilation = try window("""
            <textField bogus="1" id="3">
                <rect key="frame" x="20" y="100" width="200" height="28"/>
                <textFieldCell key="cell" id="4">
                    <color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                </textFieldCell>
            </textField>
            """)
        #expect(compilation.diagnostics.map(\.description) == [
            "test.xib:13:28: warning: <textField> attribute bogus is not supported yet; left out",
            "test.xib:16:117: warning: <color> with customColorSpace=\"displayP3\" is not supported yet; it is left out",
        ])
    }

    /// test16_buttons: an inline-bezel button's small bold system font is the emphasized subhead style.
    @Test func inlineBezelSmallBoldFontIsEmphasizedSubhead() throws {
        let graph = try compileMacWindow("""
            <button id="b">
                <rect key="frame" x="0" y="0" width="75" height="16"/>
                <buttonCell key="cell" type="inline" bezelStyle="inline" alignment="center" borderStyle="border" inset="2" id="c">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            """).graph
        let cell = try #require(graph.objects(ofClass: "NSButtonCell").first)
        let font = try #require(graph.target(cell["NSSupport"]))
        #expect(graph.text(font["NSName"]) == ".AppleSystemUIFontDemi")
        #expect(font.keys == ["NSName", "NSSize", "NSfFlags", "NSTextStyleDescriptor", "NSHasWidth"])
    }

    /// A button cell's own tag follows its control view (SUUpdatePermissionPrompt's Apple
    /// nib: the cell of tag="1" has NSTag 1); its key equivalent's modifier mask
    /// is NSButtonFlags2 shifted by 8 bits (Apple's keyed nibs: Command with a
    /// rounded bezel is 0x10000001).
    @Test func buttonCellTagAndModifierMask() throws {
        let compilation = try window("""
            <button verticalHuggingPriority="750" tag="1" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="20" y="20" width="164" height="32"/>
                <buttonCell key="cell" type="push" title="Check" bezelStyle="rounded" alignment="center" borderStyle="border" \
            tag="1" inset="2" id="c">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                    <string key="keyEquivalent">q</string>
                    <modifierMask key="keyEquivalentModifierMask" command="YES"/>
                </buttonCell>
            </button>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let button = try #require(graph.objects(ofClass: "NSButton").first)
        let cell = try #require(graph.target(button["NSCell"]))
        // Sparkle 2.2's NIBArchive (its keyed archives keep hash order) puts the tag after the control view.
        #expect(Array(cell.keys.prefix(6)) == ["NSCellFlags", "NSCellFlags2", "NSContents", "NSSupport", "NSControlView", "NSTag"])
        #expect(cell["NSTag"] == .integer(1, .int8))
        #expect(cell["NSButtonFlags2"] == .integer(0x1000_0001, .int32))
        #expect(graph.text(cell["NSKeyEquivalent"]) == "q")
    }

    /// A `<string key="title">` is the cell's title (SUUpdatePermissionPrompt's
    /// Apple nib holds the text with its line breaks).
    @Test func textFieldCellTitleString() throws {
        let compilation = try window("""
            <textField id="f">
                <rect key="frame" x="20" y="20" width="200" height="42"/>
                <textFieldCell key="cell" sendsActionOnEndEditing="YES" id="c">
                    <font key="font" metaFont="smallSystem"/>
                    <string key="title">First line.

            Second line:</string>
                </textFieldCell>
            </textField>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        #expect(graph.text(cell["NSContents"]) == "First line.\n\nSecond line:")
    }

    /// SUStatus's Apple nib: a borderless 277-point field set at first layout has
    /// NSControlAutosetMaxLayoutWidth and a preferred width of 273.
    @Test func maxLayoutWidthSetAtFirstLayout() throws {
        let compilation = try window("""
            <textField verticalHuggingPriority="750" setsMaxLayoutWidthAtFirstLayout="YES" \
            translatesAutoresizingMaskIntoConstraints="NO" id="f">
                <rect key="frame" x="106" y="75" width="277" height="16"/>
                <textFieldCell key="cell" sendsActionOnEndEditing="YES" title="Status" id="c">
                    <font key="font" metaFont="systemBold"/>
                </textFieldCell>
            </textField>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let field = try #require(compilation.graph.objects(ofClass: "NSTextField").first)
        #expect(field["NSControlAutosetMaxLayoutWidth"] == .bool(true))
        #expect(field["NSPreferredMaxLayoutWidth"] == .double(273))
    }
}
