import AppKitCompiler
import NibGraph
import Testing

/// Cell formatters, as viraptor's pairs (textfield_formatter,
/// dateformatter_weekday, test_date_formatter) show them.
struct FormatterTests {
    static func field(_ formatter: String) -> String {
        """
        <textField id="f">
            <rect key="frame" x="10" y="10" width="100" height="14"/>
            <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" id="c">
                \(formatter)
                <font key="font" metaFont="smallSystem"/>
            </textFieldCell>
        </textField>
        """
    }

    @Test func dateStylesGiveTheirPattern() throws {
        let compilation = try compileMacWindow(Self.field("""
            <dateFormatter key="formatter" dateStyle="long" timeStyle="short" doesRelativeDateFormatting="YES" id="d"/>
            """))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        #expect(cell.keys.prefix(5) == ["NSCellFlags", "NSCellFlags2", "NSContents", "NSSupport", "NSFormatter"])
        let formatter = try #require(graph.target(cell["NSFormatter"]))
        #expect(formatter.className == "NSDateFormatter")
        #expect(formatter.keys == ["NS.attributes", "NS.format", "NS.natural"])
        #expect(graph.text(formatter["NS.format"]) == "d MMMM y 'at' h:mm\u{202F}a")
        let attributes = try #require(graph.target(formatter["NS.attributes"]))
        #expect(attributes.className == "NSMutableDictionary")
        // The formatter is listed with its cell as parent.
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSObjectsKeys"]).map(\.className).last == "NSDateFormatter")
        #expect(graph.elements(data["NSObjectsValues"]).map(\.className).last == "NSTextFieldCell")
    }

    /// textfield_formatter, datacell_unparseable: a date-formatted title kept
    /// as text (here the empty one) sets bit 31 of `NSCellFlags2`, so the word
    /// is negative and written in 8 bytes; a field without a formatter has not.
    @Test func dateFormattedTitleKeptAsTextIsInvalid() throws {
        let graph = try compileMacWindow(Self.field("""
            <dateFormatter key="formatter" dateStyle="long" timeStyle="short" doesRelativeDateFormatting="YES" id="d"/>
            """) + Self.field("").replacingOccurrences(of: "id=\"", with: "id=\"x")).graph
        let flags = graph.objects(ofClass: "NSTextFieldCell").map { $0["NSCellFlags2"] }
        #expect(flags == [.integer(-1_874_851_840, .int64), .integer(272_631_808, .int32)])
    }

    /// dateformatter_weekday, test_date_formatter: a title the formatter
    /// parses on ibtool's machine is stored as that `NSDate` (seconds since
    /// 2001 GMT), and the cell is not marked invalid. Missing fields come
    /// from 2000-01-01: "Wednesday" is 5 January 2000 (the first week of 2000
    /// by en_AU's week rules).
    @Test func dateFormattedTitleIsTheDateItParses() throws {
        let graph = try compileMacWindow(Self.field("""
            <dateFormatter key="formatter" formatterBehavior="custom10_4" dateFormat="EEEE" id="d"/>
            """).replacingOccurrences(of: "id=\"c\"", with: "title=\"Wednesday\" id=\"c\"")
            + Self.field("""
            <dateFormatter key="formatter" dateStyle="short" timeStyle="short" id="d"/>
            """).replacingOccurrences(of: "id=\"", with: "id=\"x").replacingOccurrences(of: "id=\"xc\"", with: "title=\"4/1/1976, 11:00 pm\" id=\"xc\"")).graph
        let cells = graph.objects(ofClass: "NSTextFieldCell")
        let times = cells.map { graph.target($0["NSContents"])?["NS.time"] }
        #expect(times == [.double(-31_276_800), .double(-788_662_800)])
        #expect(cells.map { $0["NSCellFlags2"] } == [.integer(0x1040_0800, .int32), .integer(0x1040_0800, .int32)])
    }

    /// The locale decides what a title reads as and what pattern a style
    /// gives: in en_US the same short title is 1 April, and the pattern is month first.
    @Test func machineLocaleDecidesTheDateAndPattern() throws {
        let xib = Self.field("""
            <dateFormatter key="formatter" dateStyle="short" timeStyle="short" id="d"/>
            """).replacingOccurrences(of: "id=\"c\"", with: "title=\"4/1/1976, 11:00 pm\" id=\"c\"")
        let graph = try compileMacWindow(xib, machine: AppKitMachineSettings(locale: "en_US", timeZone: "GMT")).graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        #expect(graph.target(cell["NSContents"])?["NS.time"] == .double(-781_059_600))
        let formatter = try #require(graph.objects(ofClass: "NSDateFormatter").first)
        #expect(graph.text(formatter["NS.format"]) == "M/d/yy, h:mm\u{202F}a")
    }

    @Test func customDateFormatIsTheFormat() throws {
        let graph = try compileMacWindow(Self.field("""
            <dateFormatter key="formatter" formatterBehavior="custom10_4" dateFormat="EEEE" id="d"/>
            """)).graph
        let formatter = try #require(graph.objects(ofClass: "NSDateFormatter").first)
        #expect(graph.text(formatter["NS.format"]) == "EEEE")
        let attributes = try #require(graph.target(formatter["NS.attributes"]))
        guard case .array(let keyValues)? = attributes["NS.keys"] else { Issue.record("no keys"); return }
        let keys = keyValues.map { graph.text($0) }
        #expect(keys == ["dateFormat", "dateStyle", "formatterBehavior", "timeStyle"])
    }

    /// numfmt_basic: a 10.4 formatter without a style; the empty title is left out.
    @Test func numberFormatterAttributesAreSortedAndLimitsAreNumbers() throws {
        let compilation = try compileMacWindow(Self.field("""
            <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" \
            minimumIntegerDigits="0" maximumIntegerDigits="42" id="n">
                <real key="minimum" value="1"/>
                <real key="maximum" value="40320"/>
            </numberFormatter>
            """))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        #expect(cell.keys.prefix(4) == ["NSCellFlags", "NSCellFlags2", "NSSupport", "NSFormatter"])
        let formatter = try #require(graph.target(cell["NSFormatter"]))
        #expect(formatter.className == "NSNumberFormatter")
        let attributes = try #require(graph.target(formatter["NS.attributes"]))
        guard case .array(let keyValues)? = attributes["NS.keys"] else { Issue.record("no keys"); return }
        let keys = keyValues.compactMap { graph.text($0) }
        #expect(keys.count == 20)
        #expect(keys == keys.sorted())
        #expect(graph.text(formatter["NS.positiveformat"]) == String(repeating: "#", count: 42))
        #expect(graph.target(formatter["NS.min"])?["NS.dblval"] == .double(1))
        #expect(graph.target(formatter["NS.rounding"])?.className == "NSDecimalNumberHandler")
    }

    /// `localizesFormat="NO"` is the formatter's `NS.localized` false and no
    /// `NS.attributes` entry (Apple's keyed RBSplitSubviewInspector.nib of
    /// Andro/nv: `NS.localized` false, attributes without it); numfmt_basic
    /// (no attribute) has it true.
    @Test func numberFormatterLocalizesFormatIsNSLocalized() throws {
        let compilation = try compileMacWindow(Self.field("""
            <numberFormatter key="formatter" formatterBehavior="default10_4" localizesFormat="NO" usesGroupingSeparator="NO" \
            groupingSize="0" minimumIntegerDigits="0" maximumIntegerDigits="42" id="n"/>
            """) + Self.field("""
            <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" \
            minimumIntegerDigits="0" maximumIntegerDigits="42" id="n"/>
            """).replacingOccurrences(of: "id=\"", with: "id=\"x"))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let formatters = graph.objects(ofClass: "NSNumberFormatter")
        #expect(formatters.map { $0["NS.localized"] } == [.bool(false), .bool(true)])
        let attributes = try #require(graph.target(formatters.first?["NS.attributes"]))
        guard case .array(let keyValues)? = attributes["NS.keys"] else { Issue.record("no keys"); return }
        #expect(!keyValues.compactMap { graph.text($0) }.contains("localizesFormat"))
    }

    /// Symbols and affixes are NS.attributes entries under their property names;
    /// the separators are also the older NS.decimal and NS.thousand (Apple's keyed
    /// nibs hold decimalSeparator and groupingSeparator both ways).
    @Test func numberFormatterSymbolsAreAttributes() throws {
        let compilation = try compileMacWindow(Self.field("""
            <numberFormatter key="formatter" formatterBehavior="custom10_4" positiveFormat="#1" negativeFormat="#1" \
            allowsFloats="NO" usesGroupingSeparator="NO" paddingCharacter="*" groupingSize="0" minimumIntegerDigits="0" \
            maximumIntegerDigits="42" decimalSeparator="," groupingSeparator=" " currencyDecimalSeparator="." plusSign="+" \
            minusSign="-" notANumberSymbol="NaN" perMillSymbol="‰" percentSymbol="%" exponentSymbol="E" positivePrefix="" \
            positiveSuffix="" negativePrefix="-" negativeSuffix="" id="n">
                <integer key="roundingIncrement" value="1"/>
                <real key="maximum" value="9999"/>
            </numberFormatter>
            """))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let formatter = try #require(graph.objects(ofClass: "NSNumberFormatter").first)
        let attributes = try #require(graph.target(formatter["NS.attributes"]))
        guard case .array(let keyValues)? = attributes["NS.keys"], case .array(let values)? = attributes["NS.objects"] else {
            Issue.record("no keys"); return
        }
        let keys = keyValues.compactMap { graph.text($0) }
        #expect(keys == keys.sorted())
        let entries = Dictionary(uniqueKeysWithValues: zip(keys, values))
        for (key, text) in [("decimalSeparator", ","), ("groupingSeparator", " "), ("negativePrefix", "-"), ("positiveSuffix", ""),
                            ("paddingCharacter", "*"), ("perMillSymbol", "‰"), ("exponentSymbol", "E")] {
            #expect(graph.text(entries[key]) == text, "\(key)")
        }
        #expect(graph.target(entries["roundingIncrement"])?["NS.intval"] == .integer(1))
        #expect(graph.text(formatter["NS.decimal"]) == ",")
        #expect(graph.text(formatter["NS.thousand"]) == " ")
    }

    /// Digit counts out of range (negative, or more than any formatter keeps) are
    /// clamped before they size the pattern: no trap, no pattern longer than 1,000 digits a part.
    @Test func hostileDigitCountsAreClamped() throws {
        let compilation = try compileMacWindow(Self.field("""
            <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" \
            minimumIntegerDigits="999999999999" maximumIntegerDigits="-5" minimumFractionDigits="-3" maximumFractionDigits="999999999999" id="n"/>
            """))
        let formatter = try #require(compilation.graph.objects(ofClass: "NSNumberFormatter").first)
        let pattern = try #require(compilation.graph.text(formatter["NS.positiveformat"]))
        #expect(pattern.count <= 2_001 && pattern.count > 1_000)
    }

    /// numfmt_decimal: the decimal style's pattern, a numeric title, unset limits as not-a-number.
    @Test func decimalStyleTitleIsANumber() throws {
        let graph = try compileMacWindow("""
            <textField id="f">
                <rect key="frame" x="20" y="20" width="87" height="24"/>
                <textFieldCell key="cell" title="400" id="c">
                    <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" formatWidth="-1" \
            minimumIntegerDigits="1" maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="n"/>
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """).graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        #expect(graph.target(cell["NSContents"])?["NS.intval"] == .integer(400))
        let formatter = try #require(graph.target(cell["NSFormatter"]))
        #expect(graph.text(formatter["NS.positiveformat"]) == "#,##0.###")
        #expect(graph.target(formatter["NS.min"])?.className == "NSDecimalNumberPlaceholder")
        #expect(formatter["NS.hasthousands"] == .bool(true))
    }

    /// A number formatter's `<metadata>` holding the inspector's sample value
    /// (ShiftIt's PreferencesWindow.xib) is Interface Builder's own: the
    /// formatter is the one without it, and a note says so once.
    @Test func numberFormatterMetadataIsLeftOut() throws {
        func compile(_ metadata: String) throws -> AppKitCompilation {
            try compileMacWindow(Self.field("""
                <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" minimumIntegerDigits="1" \
                maximumIntegerDigits="309" maximumFractionDigits="3" id="n">
                    <real key="minimum" value="1"/>
                    \(metadata)
                </numberFormatter>
                """))
        }
        let withMetadata = try compile(#"<metadata><real key="inspectorSampleValue" value="12.45"/></metadata>"#)
        let plain = try compile("")
        let note = "a number formatter's <metadata> (the attributes inspector's sample value, which NSNumberFormatter has no "
            + "property for) is left out; no Apple nib of the corpus checks it"
        #expect(withMetadata.diagnostics.map(\.message).filter { $0 != note } == plain.diagnostics.map(\.message))
        #expect(withMetadata.diagnostics.filter { $0.message == note }.count == 1)
        #expect(withMetadata.graph == plain.graph)
    }

    /// `<customFormatter>` (CotEditor's ShortcutTreeView storyboard) is the
    /// cell's `NSFormatter`: a class swapper of its class standing for an
    /// `NSFormatter`, the keys Apple's nibs give every other custom-class
    /// object (a custom button's: `NSClassName`, `NSOriginalClassName`),
    /// listed with the cell; no Apple nib holds one, which is said once.
    @Test func customFormatterIsAClassSwapper() throws {
        let compilation = try compileMacWindow(Self.field("""
            <customFormatter key="formatter" id="cf" customClass="ShortcutFormatter" customModule="Shortcut"/>
            """))
        #expect(compilation.diagnostics.map(\.message) == [
            "a custom formatter is written as an NSClassSwapper of its class standing for an NSFormatter; "
                + "no Apple nib of the corpus checks the encoding",
        ])
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSTextFieldCell").first)
        let formatter = try #require(graph.target(cell["NSFormatter"]))
        #expect(formatter.className == "NSClassSwapper")
        #expect(formatter.keys == ["NSClassName", "NSOriginalClassName"])
        #expect(graph.text(formatter["NSClassName"]) == "_TtC8Shortcut17ShortcutFormatter")
        #expect(graph.text(formatter["NSOriginalClassName"]) == "NSFormatter")
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSObjectsValues"]).map(\.className).last == "NSTextFieldCell")
    }

    /// A formatter of the 10.0 behavior as the Flycut bundle's 12 SDK nib
    /// (`keyedobjects-101300.nib`) writes it: eleven attributes in Apple's
    /// order, behavior 1000, the zero's attributed string (an empty
    /// dictionary of attributes) as `NS.zero` too, not-a-number limits, no
    /// rounding handler and the document's thousand separator.
    @Test func behavior10_0Formatter() throws {
        let compilation = try compileMacWindow(Self.field("""
            <numberFormatter key="formatter" formatterBehavior="10_0" positiveFormat="#" negativeFormat="-#" \
            hasThousandSeparators="NO" thousandSeparator=" " id="n">
                <attributedString key="attributedStringForZero">
                    <fragment content="0"/>
                </attributedString>
                <decimal key="minimum" value="NaN"/>
                <decimal key="maximum" value="NaN"/>
            </numberFormatter>
            """))
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let formatter = try #require(graph.objects(ofClass: "NSNumberFormatter").first)
        let attributes = try #require(graph.target(formatter["NS.attributes"]))
        guard case .array(let keys)? = attributes["NS.keys"], case .array(let values)? = attributes["NS.objects"] else {
            Issue.record("NS.attributes"); return
        }
        #expect(keys.map { graph.text($0) } == [
            "positiveFormat", "groupingSeparator", "attributedStringForZero", "usesGroupingSeparator",
            "positiveInfinitySymbol", "negativeFormat", "allowsFloats", "nilSymbol", "decimalSeparator",
            "negativeInfinitySymbol", "formatterBehavior",
        ])
        #expect(graph.text(values[1]) == " " && graph.text(values[8]) == ".")
        #expect(graph.target(values[10])?["NS.intval"] == .integer(1000, .int16))
        let zero = try #require(graph.target(formatter["NS.zero"]))
        #expect(formatter["NS.zero"] == values[2])
        #expect(graph.text(zero["NSString"]) == "0")
        #expect(graph.target(zero["NSAttributes"])?.className == "NSDictionary")
        #expect(formatter["NS.rounding"] == .null)
        #expect(graph.target(formatter["NS.min"])?.className == "NSDecimalNumberPlaceholder")
        #expect(formatter["NS.min"] == formatter["NS.max"])
        #expect(graph.text(formatter["NS.thousand"]) == " ")
        #expect(formatter["NS.hasthousands"] == .bool(false))
    }
}
