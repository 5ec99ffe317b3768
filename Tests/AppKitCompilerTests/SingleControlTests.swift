import AppKitCompiler
import NibBytes
import NibGraph
import Testing

/// Single controls and their details, with the values Apple's ibtool wrote in
/// viraptor's pairs (progressindicator_doublevalue, searchfield_no_completion,
/// datepicker, test_path_control, test34_pdfview, securetextfield,
/// menu_action_image, metafonts_extra, textview_multiattr).
struct SingleControlTests {
    @Test func spinningProgressIndicator() throws {
        let compilation = try compileMacWindow("""
            <progressIndicator horizontalHuggingPriority="750" verticalHuggingPriority="750" minValue="16" maxValue="100" \
            doubleValue="16" bezeled="NO" indeterminate="YES" style="spinning" id="p">
                <rect key="frame" x="32" y="135" width="32" height="32"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
            </progressIndicator>
            """, attributes: "useAutolayout=\"YES\"")
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let indicator = try #require(graph.objects(ofClass: "NSProgressIndicator").first)
        #expect(indicator["NSvFlags"] == .integer(301, .int16))
        #expect(indicator["NSViewIsLayerTreeHost"] == .bool(true))
        #expect(graph.text(indicator["NSHuggingPriority"]) == "{750, 750}")
        #expect(Array(indicator.keys.suffix(4)) == ["NSpiFlags", "NSMinValue", "NSMaxValue", "NSProgressIndicatorDoubleValue"])
        #expect(indicator["NSpiFlags"] == .integer(20486, .int16))
        #expect(indicator["NSMinValue"] == .double(16))
        #expect(indicator["NSProgressIndicatorDoubleValue"] == .double(16))
    }

    /// A round search field with Interface Builder's font and colors; `field` and `cell` add attributes.
    static func searchField(field: String, cell: String) -> String {
        """
        <searchField verticalHuggingPriority="750" \(field) id="f">
            <rect key="frame" x="20" y="20" width="200" height="22"/>
            <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
        borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" \(cell) id="c">
                <font key="font" metaFont="system"/>
                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
            </searchFieldCell>
        </searchField>
        """
    }

    @Test func searchFieldWithoutCompletion() throws {
        let compilation = try compileMacWindow(
            Self.searchField(field: "textCompletion=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\"", cell: ""),
            attributes: "useAutolayout=\"YES\"")
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let field = try #require(graph.objects(ofClass: "NSSearchField").first)
        #expect(field["NSAllowsWritingTools"] == .bool(false))
        let cell = try #require(graph.target(field["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSContents", "NSSupport", "NSControlView", "NSTextBezelStyle",
                              "NSBackgroundColor", "NSTextColor", "NSAutomaticTextCompletionDisabled", "NSSearchButtonCell",
                              "NSCancelButtonCell", "NSMaximumRecents", "NSSearchFieldFlags",
                              "NSAutomaticTextCompletionStored"])
        #expect(cell["NSCellFlags2"] == .integer(268_436_544, .int32))
        let search = try #require(graph.target(cell["NSSearchButtonCell"]))
        #expect(graph.text(search["NSContents"]) == "search")
        #expect(graph.text(search["NSAction"]) == "_searchFieldSearch:")
        #expect(search["NSButtonFlags"] == .integer(138_428_416, .int32))
        let cancel = try #require(graph.target(cell["NSCancelButtonCell"]))
        #expect(cancel["NSCellFlags"] == .integer(-2_147_483_648, .int64))
        #expect(cancel.keys.contains("NSAccessibilityOverriddenAttributes"))
    }

    /// The Flycut bundle's search field, as the 12 SDK's `keyedobjects-101300.nib`
    /// writes it: the character picker after the colors, flags 0x1e for
    /// `sendsSearchStringImmediately`, and button cells without `NSControlView`.
    @Test func searchFieldSendingImmediatelyIn12SDK() throws {
        let compilation = try compileMacWindow(
            Self.searchField(field: "allowsCharacterPickerTouchBarItem=\"YES\"",
                             cell: "sendsActionOnEndEditing=\"YES\" sendsSearchStringImmediately=\"YES\""),
            sdk: AppKitSDKVersion(12))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSSearchFieldCell").first)
        #expect(Array(cell.keys.suffix(9)) == [
            "NSTextBezelStyle", "NSBackgroundColor", "NSTextColor", "NSCharacterPickerEnabled", "NSSearchButtonCell",
            "NSCancelButtonCell", "NSMaximumRecents", "NSSearchFieldFlags", "NSAutomaticTextCompletionStored",
        ])
        #expect(cell["NSCharacterPickerEnabled"] == .bool(true))
        #expect(cell["NSSearchFieldFlags"] == .data(ByteView(copying: [0x1E, 0, 0, 0])))
        for key in ["NSSearchButtonCell", "NSCancelButtonCell"] {
            let button = try #require(graph.target(cell[key]))
            #expect(!button.keys.contains("NSControlView"))
        }
    }

    /// `recentsAutosaveName` and `sendsWholeSearchString` are the keys nib
    /// converters read from Apple's nibs (`NSRecentsAutosaveName`, a string;
    /// `NSSendsWholeSearchString`, a boolean), between the button cells and
    /// `NSMaximumRecents` (whose places Apple's searchfield pairs show, as above).
    @Test func searchFieldRecentsAndWholeString() throws {
        let compilation = try compileMacWindow("""
            <searchField verticalHuggingPriority="750" id="f">
                <rect key="frame" x="20" y="20" width="200" height="22"/>
                <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
            borderStyle="bezel" alignment="left" bezelStyle="round" sendsWholeSearchString="YES" \
            recentsAutosaveName="searchStrings" id="c">
                    <font key="font" metaFont="system"/>
                </searchFieldCell>
            </searchField>
            <searchField verticalHuggingPriority="750" id="f2">
                <rect key="frame" x="20" y="60" width="200" height="22"/>
                <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
            borderStyle="bezel" alignment="left" bezelStyle="round" sendsWholeSearchString="YES" id="c2">
                    <font key="font" metaFont="system"/>
                </searchFieldCell>
            </searchField>
            """)
        #expect(compilation.diagnostics.map(\.message) == [
            "a search field cell's recentsAutosaveName and sendsWholeSearchString are written as NSRecentsAutosaveName and "
                + "NSSendsWholeSearchString before NSMaximumRecents; no Apple nib of the corpus checks the encoding",
        ])
        let graph = compilation.graph
        let cells = graph.objects(ofClass: "NSSearchFieldCell")
        try #require(cells.count == 2)
        #expect(Array(cells[0].keys.suffix(7)) == [
            "NSSearchButtonCell", "NSCancelButtonCell", "NSRecentsAutosaveName", "NSSendsWholeSearchString",
            "NSMaximumRecents", "NSSearchFieldFlags", "NSAutomaticTextCompletionStored",
        ])
        #expect(graph.text(cells[0]["NSRecentsAutosaveName"]) == "searchStrings")
        #expect(cells[0]["NSSendsWholeSearchString"] == .bool(true))
        #expect(!cells[1].keys.contains("NSRecentsAutosaveName"))
        #expect(cells[1]["NSSendsWholeSearchString"] == .bool(true))
    }

    @Test func datePickerCell() throws {
        let compilation = try compileMacWindow("""
            <datePicker verticalHuggingPriority="750" id="d">
                <rect key="frame" x="20" y="20" width="86" height="28"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="c">
                    <font key="font" metaFont="system"/>
                    <date key="date" timeIntervalSinceReferenceDate="678949666.07677197"/>
                    <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    <datePickerElements key="datePickerElements" hour="YES" minute="YES"/>
                </datePickerCell>
            </datePicker>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let picker = try #require(graph.objects(ofClass: "NSDatePicker").first)
        #expect(picker.keys.last == "presentsCalendarOverlay")
        let cell = try #require(graph.target(picker["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSContents", "NSSupport", "NSControlView", "NSTimeInterval",
                              "NSDatePickerElements", "NSBackgroundColor", "NSTextColor",
                              "NSDatePickerUseCurrentDateDuringDecoding"])
        #expect(cell["NSCellFlags"] == .integer(71_303_168, .int32))
        #expect(cell["NSDatePickerElements"] == .integer(12, .int8))
        #expect(graph.target(cell["NSContents"])?["NS.time"] == .double(678_949_666.07677197))
    }

    @Test func pathControlComponents() throws {
        let compilation = try compileMacWindow("""
            <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="p">
                <rect key="frame" x="20" y="80" width="260" height="22"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                <pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="c">
                    <font key="font" metaFont="system"/>
                    <url key="url" string="file:///usr/"/>
                    <color key="backgroundColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>
                    <allowedTypes/>
                </pathCell>
            </pathControl>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let control = try #require(graph.objects(ofClass: "NSPathControl").first)
        #expect(graph.elements(control["NSDragTypes"]).count == 2)
        let cell = try #require(graph.target(control["NSCell"]))
        let components = graph.elements(cell["NSPathComponentCells"])
        #expect(components.map { graph.text($0["NSContents"]) } == ["Macintosh HD", "usr"])
        #expect(components.map { graph.text(graph.target($0["NSURL"])?["NS.relative"]) } == ["file:///", "file:///usr"])
        // The empty allowed types are Foundation's one empty array, shared with the object data's.
        let data = try #require(graph.objectData)
        #expect(cell["NSAllowedTypes"] == data["NSAccessibilityOidsKeys"])
    }

    @Test func pdfViewWithoutViewFlags() throws {
        let compilation = try compileMacWindow("""
            <pdfView autoresizesSubviews="NO" displaysPageBreaks="NO" autoScales="YES" id="p">
                <rect key="frame" x="0" y="0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
            </pdfView>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let view = try #require(compilation.graph.objects(ofClass: "PDFView").first)
        #expect(view["NSvFlags"] == nil)
        #expect(view.keys.prefix(4) == ["NSNextResponder", "NSNibTouchBar", "NSSubviews", "NSDragTypes"])
        #expect(view["PageBreaks"] == .bool(false))
        #expect(view["AutoScale"] == .bool(true))
        #expect(view["MinScaleFactor"] == .float(0.1))
    }

    @Test func secureFieldLocales() throws {
        let compilation = try compileMacWindow("""
            <secureTextField id="s">
                <rect key="frame" x="20" y="20" width="184" height="21"/>
                <secureTextFieldCell key="cell" id="c">
                    <font key="font" metaFont="system"/>
                    <allowedInputSourceLocales>
                        <string>NSAllRomanInputSourcesLocaleIdentifier</string>
                    </allowedInputSourceLocales>
                </secureTextFieldCell>
            </secureTextField>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let field = try #require(graph.objects(ofClass: "NSSecureTextField").first)
        #expect(field["NSAllowsWritingTools"] == .bool(false))
        let cell = try #require(graph.target(field["NSCell"]))
        guard case .array(let locales)? = graph.target(cell["NSAllowedInputLocales"])?["NS.objects"] else {
            Issue.record("no locales")
            return
        }
        #expect(locales.map { graph.text($0) } == ["NSAllRomanInputSourcesLocaleIdentifier"])
    }

    @Test func menuItemActionImage() throws {
        let compilation = try compileMacXIB("""
            <menu title="File" id="m">
                <items>
                    <menuItem title="Open File" secondaryImage="folder" catalog="system" keyEquivalent="o" id="i"/>
                </items>
            </menu>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let item = try #require(graph.objects(ofClass: "NSMenuItem").first)
        #expect(item["NSHasActionImage"] == .bool(true))
        #expect(item.keys.firstIndex(of: "NSActionImage") == item.keys.firstIndex(of: "NSMnemonicLoc")! + 1)
        let image = try #require(graph.target(item["NSActionImage"]))
        #expect(graph.text(image["NSResourceName"]) == "folder")
        #expect(graph.text(image["NSCatalogName"]) == "system")
    }

    @Test func titleBarFontIsTheHeadlineStyle() throws {
        let compilation = try compileMacWindow("""
            <textField id="t">
                <rect key="frame" x="20" y="20" width="100" height="17"/>
                <textFieldCell key="cell" title="T" id="c">
                    <font key="font" metaFont="titleBar"/>
                </textFieldCell>
            </textField>
            """)
        let graph = compilation.graph
        let font = try #require(graph.objects(ofClass: "NSFont").first)
        #expect(font.keys == ["NSName", "NSSize", "NSfFlags", "NSTextStyleDescriptor", "NSHasWidth"])
        let descriptor = try #require(graph.target(font["NSTextStyleDescriptor"]))
        #expect(descriptor["NSFontDescriptorOptions"] == .integer(2_147_517_444, .int64))
        let attributes = try #require(graph.target(descriptor["NSFontDescriptorAttributes"]))
        guard case .array(let values)? = attributes["NS.objects"] else { Issue.record("no values"); return }
        // Size category 3, the style, and the size as a double.
        #expect(values.map { graph.target($0)?.keys ?? [] } == [["NS.intval"], ["NS.bytes"], ["NS.dblval"]])
        #expect(graph.text(values[1]) == "UICTFontTextStyleHeadline")
    }

    @Test func textViewRuns() throws {
        let compilation = try compileMacWindow("""
            <textView id="t">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <attributedString key="textStorage">
                    <fragment content="Hello ">
                        <attributes><font key="NSFont" metaFont="label"/></attributes>
                    </fragment>
                    <fragment content="bold">
                        <attributes><font key="NSFont" size="10" name="LucidaGrande-Bold"/></attributes>
                    </fragment>
                    <fragment content=" world">
                        <attributes><font key="NSFont" metaFont="label"/></attributes>
                    </fragment>
                </attributedString>
            </textView>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let view = try #require(graph.objects(ofClass: "NSTextView").first)
        #expect(view["NSTextViewTextColor"] == nil)
        let storage = try #require(graph.objects(ofClass: "NSTextStorage").first)
        #expect(storage.keys == ["NSString", "NSAttributes", "NSAttributeInfo", "NSDelegate"])
        #expect(graph.elements(storage["NSAttributes"]).count == 2)
        #expect(graph.target(storage["NSAttributeInfo"])?["NS.bytes"] == .data(ByteView(copying: [6, 0, 4, 1, 6, 0])))
    }
}
