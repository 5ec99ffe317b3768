import NibBytes
import NibGraph
import XIBReader

/// `<numberFormatter key="formatter">` → `NSNumberFormatter`, a cell's `NSFormatter`.
///
/// It writes `NS.attributes`, an `NSMutableDictionary` sorted by key: the
/// 10.4 formatter's settings, with the document's format, currency and
/// symbol strings, its rounding increment, `numberStyle` when it names one, and the
/// infinity symbols unless the document has `<nil>` for them. Then the older
/// `NS.*` keys: the positive and negative format (the document's, or the
/// pattern the digits and style give), nil attributes and zero, `NS.nil`
/// and `NS.nan` (attributed strings, the latter of the not-a-number symbol), `NS.min` and `NS.max` (the limits as
/// numbers, or the not-a-number decimal when unset), `NS.rounding` (a decimal
/// number handler), the decimal and thousand separators (the document's or "." and ","), `NS.hasthousands`,
/// `NS.localized` (`localizesFormat`) and `NS.allowsfloats`. The numfmt pairs show all of them.
enum NumberFormatterElement {
    /// `NSNumberFormatterStyle` values; only the decimal style's pattern is known.
    static let styles: [String: Int64] = ["none": 0, "decimal": 1, "currency": 2, "percent": 3, "scientific": 4, "spellOut": 5]

    /// Format strings and symbols the document may give, written under their own
    /// names (the formatter's property names, as Apple's keyed nibs show for
    /// `decimalSeparator` and `groupingSeparator`).
    static let stringAttributes = [
        "currencySymbol", "internationalCurrencySymbol", "negativeFormat", "positiveFormat", "positivePrefix",
        "positiveSuffix", "negativePrefix", "negativeSuffix", "decimalSeparator", "groupingSeparator",
        "currencyDecimalSeparator", "plusSign", "minusSign", "notANumberSymbol", "perMillSymbol", "percentSymbol",
        "exponentSymbol", "paddingCharacter",
    ]

    static let knownAttributes = NameSet(stringAttributes).union([
        "id", "formatterBehavior", "numberStyle", "allowsFloats", "alwaysShowsDecimalSeparator", "generatesDecimalNumbers",
        "lenient", "usesGroupingSeparator", "groupingSize", "minimumIntegerDigits", "maximumIntegerDigits",
        "minimumFractionDigits", "maximumFractionDigits", "formatWidth", "localizesFormat",
    ])

    /// The settings a formatter's style gives when the document leaves them out.
    struct StyleDefaults {
        var usesGroupingSeparator = false
        var groupingSize: Int64 = 0
        var minimumIntegerDigits: Int64 = 0
        var maximumIntegerDigits: Int64 = 42
        var maximumFractionDigits: Int64 = 0
    }

    static func defaults(style: Int64) -> StyleDefaults {
        style == 1
            ? StyleDefaults(usesGroupingSeparator: true, groupingSize: 3, minimumIntegerDigits: 1,
                            maximumIntegerDigits: 2_000_000_000, maximumFractionDigits: 3)
            : StyleDefaults()
    }

    /// A value of `NS.attributes`; a limit (or the rounding increment) is the `<real>` or `<integer>` element giving it.
    private enum Entry {
        case bool(Bool), integer(Int64), string(String), limit(XIBElement)
    }

    /// Said once per document for a `<metadata>` holding the inspector's sample value.
    static let inspectorSample = "a number formatter's <metadata> (the attributes inspector's sample value, "
        + "which NSNumberFormatter has no property for) is left out; no Apple nib of the corpus checks it"

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ formatter: Reference) {
        if element[attribute: "formatterBehavior"] == "10_0" {
            compileBehavior10_0(&context, element, formatter)
            return
        }
        context.warnUnknownAttributes(of: element, known: knownAttributes)
        // Interface Builder's own state: the value its inspector formats as a sample.
        for metadata in element.children where metadata.name == "metadata" {
            for child in metadata.children {
                if child[attribute: "key"] == "inspectorSampleValue" {
                    context.warnOnce(inspectorSample, at: child)
                } else {
                    context.warn("<\(child.name)> in a number formatter's <metadata> is not supported yet; it is left out", at: child)
                }
            }
        }
        context.warnUnknownChildren(of: element, known: [
            "metadata",
            "nil:negativeInfinitySymbol", "nil:positiveInfinitySymbol", "real:minimum", "real:maximum", "integer:minimum",
            "integer:maximum", "real:roundingIncrement", "integer:roundingIncrement",
        ])
        context.builder.setClass("NSNumberFormatter", of: formatter)
        let style = numberStyle(&context, element)
        let base = defaults(style: style)
        func integer(_ name: String, _ fallback: Int64) -> Int64 {
            context.number(element, name).map { Int64($0) } ?? fallback
        }
        let allowsFloats = element.bool("allowsFloats") ?? true
        let grouping = element.bool("usesGroupingSeparator") ?? base.usesGroupingSeparator
        let digits = (minInteger: integer("minimumIntegerDigits", base.minimumIntegerDigits),
                      maxInteger: integer("maximumIntegerDigits", base.maximumIntegerDigits),
                      minFraction: integer("minimumFractionDigits", 0),
                      maxFraction: integer("maximumFractionDigits", base.maximumFractionDigits))
        // Values are made in key order, as ibtool encodes them: an integer and
        // a real of equal value are one NSNumber, of the kind made first.
        var entries: [(String, Entry)] = [
            ("allowsFloats", .bool(allowsFloats)),
            ("alwaysShowsDecimalSeparator", .bool(element.bool("alwaysShowsDecimalSeparator") == true)),
            ("formatWidth", .integer(integer("formatWidth", 0))),
            ("formatterBehavior", .integer(DateFormatterElement.behavior10_4)),
            ("generatesDecimalNumbers", .bool(element.bool("generatesDecimalNumbers") == true)),
            ("groupingSize", .integer(integer("groupingSize", base.groupingSize))),
            ("lenient", .bool(element.bool("lenient") == true)),
            ("maximumFractionDigits", .integer(digits.maxFraction)),
            ("maximumIntegerDigits", .integer(digits.maxInteger)),
            ("minimumFractionDigits", .integer(digits.minFraction)),
            ("minimumIntegerDigits", .integer(digits.minInteger)),
            ("nilSymbol", .string("")),
            ("paddingPosition", .integer(0)),
            ("roundingMode", .integer(4)),
            ("secondaryGroupingSize", .integer(0)),
            ("usesGroupingSeparator", .bool(grouping)),
        ]
        for key in ["maximum", "minimum", "roundingIncrement"] {
            if let child = element.child(key: key) { entries.append((key, .limit(child))) }
        }
        for name in stringAttributes {
            if let text = element[attribute: name] { entries.append((name, .string(text))) }
        }
        if element[attribute: "numberStyle"] != nil { entries.append(("numberStyle", .integer(style))) }
        if element.child(named: "nil", key: "negativeInfinitySymbol") == nil { entries.append(("negativeInfinitySymbol", .string("-∞"))) }
        if element.child(named: "nil", key: "positiveInfinitySymbol") == nil { entries.append(("positiveInfinitySymbol", .string("+∞"))) }
        entries.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        var pairs: [(key: Reference, value: Reference)] = []
        var limits: [String: Reference] = [:]
        for (key, entry) in entries {
            let name = context.builder.string(key)
            let value: Reference
            switch entry {
            case .bool(let flag): value = context.builder.number(flag)
            case .integer(let number): value = context.builder.number(number)
            case .string(let text): value = context.builder.string(text)
            case .limit(let child):
                let number = context.number(child, "value") ?? 0
                value = child.name == "integer" ? context.builder.number(Int64(number)) : context.builder.number(number)
                limits[key] = value
            }
            pairs.append((name, value))
        }
        let attributes = context.builder.dictionary(pairs, className: FoundationClasses.mutableDictionary)
        context.append("NS.attributes", .object(attributes), to: formatter)

        let pattern = pattern(&context, element, style: style, grouping: grouping, digits: digits)
        let unset = decimalNotANumber(&context)
        appendOlderKeys(&context, element, to: formatter, OlderKeys(
            positiveFormat: element[attribute: "positiveFormat"] ?? pattern,
            negativeFormat: element[attribute: "negativeFormat"] ?? pattern,
            zero: nil, minimum: limits["minimum"] ?? unset, maximum: limits["maximum"] ?? unset,
            rounding: roundingHandler(&context), thousandSeparator: element[attribute: "groupingSeparator"] ?? ",",
            hasThousands: grouping, allowsFloats: allowsFloats))
    }

    /// The values of the `NS.*` keys both behaviors write after `NS.attributes`.
    struct OlderKeys {
        var positiveFormat: String
        var negativeFormat: String
        var zero: Reference?
        var minimum: Reference
        var maximum: Reference
        var rounding: Reference?
        var thousandSeparator: String
        var hasThousands: Bool
        var allowsFloats: Bool
    }

    /// The `NS.*` keys after `NS.attributes`: the formats, nil positive and
    /// negative attributes, `NS.zero`, `NS.nil` and `NS.nan`, the limits, the
    /// rounding, the separators and the flags.
    static func appendOlderKeys(_ context: inout AppKitContext, _ element: XIBElement, to formatter: Reference, _ keys: OlderKeys) {
        context.appendString("NS.positiveformat", keys.positiveFormat, to: formatter)
        context.appendString("NS.negativeformat", keys.negativeFormat, to: formatter)
        context.append("NS.positiveattrs", .null, to: formatter)
        context.append("NS.negativeattrs", .null, to: formatter)
        context.append("NS.zero", keys.zero.map { .object($0) } ?? .null, to: formatter)
        context.append("NS.nil", .object(attributedString(&context, "", attributes: nil)), to: formatter)
        let notANumber = element[attribute: "notANumberSymbol"] ?? "NaN"
        context.append("NS.nan", .object(attributedString(&context, notANumber, attributes: context.emptyDictionary())),
                       to: formatter)
        context.append("NS.min", .object(keys.minimum), to: formatter)
        context.append("NS.max", .object(keys.maximum), to: formatter)
        context.append("NS.rounding", keys.rounding.map { .object($0) } ?? .null, to: formatter)
        // The separators of the older keys are the document's, as Apple's keyed nibs show.
        context.appendString("NS.decimal", element[attribute: "decimalSeparator"] ?? ".", to: formatter)
        context.appendString("NS.thousand", keys.thousandSeparator, to: formatter)
        context.append("NS.hasthousands", .bool(keys.hasThousands), to: formatter)
        // `localizesFormat` is the formatter's own flag, not an `NS.attributes`
        // entry: Apple's RBSplitSubviewInspector nib has `NS.localized` false
        // with no such entry; every pair without the attribute has it true.
        context.append("NS.localized", .bool(element.bool("localizesFormat") ?? true), to: formatter)
        context.append("NS.allowsfloats", .bool(keys.allowsFloats), to: formatter)
    }

    private static func numberStyle(_ context: inout AppKitContext, _ element: XIBElement) -> Int64 {
        guard let name = element[attribute: "numberStyle"] else { return 0 }
        guard let value = styles[name] else {
            context.warn("numberStyle=\"\(name)\" is not supported yet; none is used", at: element)
            return 0
        }
        return value
    }

    /// The format pattern of the digits: for no style up to 42 optional integer
    /// digits ('#') before the required ones ('0'); the decimal style groups
    /// them ("#,##0"). Fraction digits follow a point, required then optional.
    private static func pattern(_ context: inout AppKitContext, _ element: XIBElement, style: Int64, grouping: Bool,
                                digits: (minInteger: Int64, maxInteger: Int64, minFraction: Int64, maxFraction: Int64))
        -> String
    {
        // Digit counts come from the document: clamped before they size a string, so a negative
        // count cannot trap and a huge one cannot take memory the document does not justify.
        func count(_ value: Int64) -> Int { Int(min(max(value, 0), Self.maximumPatternDigits)) }
        var integer: String
        switch style {
        case 0 where !grouping:
            let optional = max(min(digits.maxInteger, 42) - digits.minInteger, 0)
            integer = String(repeating: "#", count: count(optional)) + String(repeating: "0", count: count(digits.minInteger))
        case 1 where grouping:
            integer = "#,##" + String(repeating: "0", count: max(count(digits.minInteger), 1))
        default:
            if element[attribute: "positiveFormat"] == nil {
                context.warn("the format pattern of this number style is not known yet; it is left empty", at: element)
            }
            return ""
        }
        guard digits.maxFraction > 0 else { return integer }
        integer += "." + String(repeating: "0", count: count(digits.minFraction))
        return integer + String(repeating: "#", count: count(digits.maxFraction &- digits.minFraction))
    }

    /// The most digits a pattern spells out (NSNumberFormatter keeps far fewer).
    static let maximumPatternDigits: Int64 = 1_000

    /// An `NSAttributedString` of `text`, with `attributes` when given.
    static func attributedString(_ context: inout AppKitContext, _ text: String, attributes: Reference?) -> Reference {
        let string = context.builder.addObject("NSAttributedString")
        context.appendString("NSString", text, to: string)
        if let attributes { context.append("NSAttributes", .object(attributes), to: string) }
        return string
    }

    /// `NSDecimalNumber`'s not-a-number (an empty negative mantissa), shared as Foundation's one instance.
    static func decimalNotANumber(_ context: inout AppKitContext) -> Reference {
        context.sharedObject("decimalNotANumber", className: "NSDecimalNumberPlaceholder") { context, number in
            context.append("NS.exponent", .integer(0), to: number)
            context.append("NS.length", .integer(0), to: number)
            context.append("NS.negative", .bool(true), to: number)
            context.append("NS.compact", .bool(false), to: number)
            context.append("NS.mantissa.bo", .integer(1), to: number)
            context.append("NS.mantissa", .data([UInt8](repeating: 0, count: 16)), to: number)
        }
    }

    /// The formatter's rounding: plain rounding (3), raising on overflow, underflow and division by zero.
    private static func roundingHandler(_ context: inout AppKitContext) -> Reference {
        let handler = context.builder.addObject("NSDecimalNumberHandler")
        context.append("NS.roundingmode", .integer(3), to: handler)
        for key in ["NS.raise.overflow", "NS.raise.underflow", "NS.raise.dividebyzero"] {
            context.append(key, .bool(true), to: handler)
        }
        return handler
    }
}

extension AppKitContext {
    /// The empty `NSDictionary`: one object however often it is archived.
    mutating func emptyDictionary() -> Reference {
        sharedObject("emptyDictionary", className: FoundationClasses.dictionary) { context, dictionary in
            context.builder.append(FoundationClasses.keysKey, [], to: dictionary)
            context.builder.append(FoundationClasses.objectsKey, [], to: dictionary)
        }
    }

    /// The `NSContents` of a cell with a number formatter: its title as the
    /// `NSNumber` it reads as (an integer when it has no fraction); nil for an
    /// empty title, which ibtool leaves out.
    mutating func numberContents(_ cell: XIBElement) -> NibGraphBuilder.Value? {
        guard let title = cell[attribute: "title"], !title.isEmpty else { return nil }
        if let integer = Int64(title) { return .object(builder.number(integer)) }
        if let real = Double(title) { return .object(builder.number(real)) }
        warn("the title \"\(title)\" of a number-formatted cell is not a number; it is kept as text", at: cell)
        return .object(builder.string(title))
    }
}
