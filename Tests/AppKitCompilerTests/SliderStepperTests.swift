import AppKitCompiler
import NibBytes
import NibGraph
import Testing

/// Sliders and steppers, checked against Apple's output for the same markup
/// in viraptor's pairs (test_slider, test_slider_prefs, stepper_default, stepper_test).
struct SliderStepperTests {
    @Test func continuousSmallSliderWithTickMarks() throws {
        let graph = try compileMacWindow("""
            <slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                <rect key="frame" x="10" y="100" width="200" height="25"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <sliderCell key="cell" controlSize="small" continuous="YES" alignment="left" numberOfTickMarks="3" \
            tickMarkPosition="above" minValue="1" maxValue="10" doubleValue="5" id="sc1"/>
            </slider>
            """).graph
        let slider = try #require(graph.objects(ofClass: "NSSlider").first)
        #expect(graph.text(slider["NSHuggingPriority"]) == "{250, 250}")
        #expect(graph.elements(slider["NSSubviews"]).isEmpty && slider["NSSubviews"] != nil)
        #expect(slider["NSControlSendActionMask"] == .integer(70, .int8))
        #expect(slider["NSControlSize"] == .integer(1, .int8))
        let cell = try #require(graph.target(slider["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSControlView", "NSMaxValue", "NSMinValue", "NSValue",
                              "NSAltIncValue", "NSNumberOfTickMarks", "NSTickMarkPosition", "NSAllowsTickMarkValuesOnly",
                              "NSVertical"])
        #expect(cell["NSCellFlags"] == .integer(262_400, .int32))
        #expect(cell["NSCellFlags2"] == .integer(131_072, .int32))
        #expect(cell["NSTickMarkPosition"] == .integer(1, .int8))
    }

    @Test func sliderCellIdentifierAndState() throws {
        let graph = try compileMacWindow("""
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                <rect key="frame" x="89" y="20" width="150" height="28"/>
                <sliderCell key="cell" state="on" alignment="left" identifier="Step" maxValue="1" tickMarkPosition="below" \
            sliderType="linear" id="sc1"/>
            </slider>
            """).graph
        let slider = try #require(graph.objects(ofClass: "NSSlider").first)
        #expect(slider["NSControlSendActionMask"] == .integer(4, .int8))
        let cell = try #require(graph.target(slider["NSCell"]))
        #expect(cell["NSCellFlags"] == .integer(-2_147_483_648, .int64))
        #expect(graph.text(cell["NSCellIdentifier"]) == "Step")
        #expect(cell["NSValue"] == .double(0))
    }

    @Test func autorepeatingStepper() throws {
        let compilation = try compileMacWindow("""
            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="3">
                <rect key="frame" x="100" y="100" width="19" height="28"/>
                <stepperCell key="cell" alignment="left" minValue="0" maxValue="100" doubleValue="0" valueWraps="YES" id="4"/>
            </stepper>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let stepper = try #require(graph.objects(ofClass: "NSStepper").first)
        #expect(stepper["NSControlContinuous"] == .bool(true))
        #expect(stepper["NSControlSendActionMask"] == .integer(65_538, .int32))
        #expect(Array(stepper.keys.suffix(5)) == ["NSStepperMinValue", "NSStepperMaxValue", "NSStepperIncrement",
                                                   "NSStepperWraps", "NSStepperAutorepeat"])
        let cell = try #require(graph.target(stepper["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSControlView", "NSMaxValue", "NSIncrement", "NSValueWraps",
                              "NSAutorepeat"])
        #expect(cell["NSCellFlags"] == .integer(786_464, .int32))
    }

    /// `state="on"` on a stepper cell is NSCell's state bit 31 of
    /// `NSCellFlags`, as Apple's test_slider nib shows for a slider cell
    /// (-2147483648, an int64 word); here with the autorepeat bits 0xC0020.
    @Test func stepperCellStateIsTheCellStateBit() throws {
        let compilation = try compileMacWindow("""
            <stepper id="3">
                <rect key="frame" x="100" y="100" width="19" height="27"/>
                <stepperCell key="cell" continuous="YES" state="on" alignment="left" maxValue="999" id="4"/>
            </stepper>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let cell = try #require(compilation.graph.objects(ofClass: "NSStepperCell").first)
        #expect(cell["NSCellFlags"] == .integer(Int64(Int32(bitPattern: 0x800C_0020)), .int64))
    }

    @Test func stepperWithoutAutorepeat() throws {
        let graph = try compileMacWindow("""
            <stepper id="3">
                <rect key="frame" x="100" y="100" width="19" height="28"/>
                <stepperCell key="cell" alignment="left" minValue="14" maxValue="31" doubleValue="14" autorepeat="NO" id="4"/>
            </stepper>
            """).graph
        let stepper = try #require(graph.objects(ofClass: "NSStepper").first)
        #expect(stepper["NSControlContinuous"] == .bool(false))
        #expect(stepper["NSControlSendActionMask"] == .integer(4, .int8))
        let cell = try #require(graph.target(stepper["NSCell"]))
        #expect(cell.keys == ["NSCellFlags", "NSCellFlags2", "NSControlView", "NSValue", "NSMinValue", "NSMaxValue", "NSIncrement"])
        #expect(cell["NSCellFlags"] == .integer(0, .int8))
    }

    /// The 12 SDK's stepper writes an increment of 1 and true wrapping and
    /// autorepeat of its own (the Flycut bundle's `keyedobjects.nib`, a
    /// continuous wrapping stepper from 10 to 999); the 26 SDK's writes 0,
    /// false, false for the same markup (viraptor's stepper_vflags).
    @Test func stepperValuesFollowTheSDK() throws {
        let markup = """
            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="3">
                <rect key="frame" x="113" y="320" width="19" height="28"/>
                <stepperCell key="cell" continuous="YES" alignment="left" minValue="10" maxValue="999" doubleValue="10" valueWraps="YES" id="4"/>
            </stepper>
            """
        let old = try compileMacWindow(markup, sdk: AppKitSDKVersion(12))
        #expect(old.diagnostics.isEmpty)
        let oldStepper = try #require(old.graph.objects(ofClass: "NSStepper").first)
        #expect(oldStepper["NSStepperMinValue"] == .double(0) && oldStepper["NSStepperMaxValue"] == .double(0))
        #expect(oldStepper["NSStepperIncrement"] == .double(1))
        #expect(oldStepper["NSStepperWraps"] == .bool(true) && oldStepper["NSStepperAutorepeat"] == .bool(true))
        let new = try #require(try compileMacWindow(markup).graph.objects(ofClass: "NSStepper").first)
        #expect(new["NSStepperIncrement"] == .double(0))
        #expect(new["NSStepperWraps"] == .bool(false) && new["NSStepperAutorepeat"] == .bool(false))
    }

    /// A stepper the 12 SDK's output checks no value for (one that does not wrap) is warned about once.
    @Test func olderSDKStepperWithoutWrappingIsWarnedAbout() throws {
        let compilation = try compileMacWindow("""
            <stepper id="3"><rect key="frame" x="10" y="10" width="19" height="28"/>
                <stepperCell key="cell" alignment="left" maxValue="100" id="4"/></stepper>
            <stepper id="5"><rect key="frame" x="40" y="10" width="19" height="28"/>
                <stepperCell key="cell" alignment="left" maxValue="100" id="6"/></stepper>
            """, sdk: AppKitSDKVersion(12))
        #expect(compilation.diagnostics.count == 1)
        let stepper = try #require(compilation.graph.objects(ofClass: "NSStepper").first)
        #expect(stepper["NSStepperWraps"] == .bool(false))
    }
}
