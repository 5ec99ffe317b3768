import NibBytes
import NibGraph
import XIBReader

/// `<numberFormatter formatterBehavior="10_0">`: a number formatter of the
/// behavior AppKit had before Mac OS X 10.4, as Apple's nib of the Flycut
/// bundle shows three (12 SDK).
///
/// `NS.attributes` holds only the settings such a formatter keeps, in the
/// order Apple's NIBArchive lists them: `positiveFormat`, `groupingSeparator`
/// (the document's `thousandSeparator`, else ","), `attributedStringForZero`
/// (when the document gives one), `usesGroupingSeparator`
/// (`hasThousandSeparators`), `positiveInfinitySymbol`, `negativeFormat`,
/// `allowsFloats`, `nilSymbol`, `decimalSeparator` ("."),
/// `negativeInfinitySymbol` and `formatterBehavior` 1000. The older keys
/// follow as for the 10.4 behavior, with the zero's attributed string as
/// `NS.zero`, the not-a-number decimal as an unset limit and no rounding handler.
extension NumberFormatterElement {
    /// `formatterBehavior` 10.0, as `NSNumberFormatterBehavior10_0` numbers it.
    static let behavior10_0: Int64 = 1000

    static let knownAttributes10_0: NameSet = [
        "id", "formatterBehavior", "positiveFormat", "negativeFormat", "hasThousandSeparators", "thousandSeparator",
        "decimalSeparator", "allowsFloats", "localizesFormat", "notANumberSymbol",
    ]

    /// Said once per document for a 10.0 formatter unlike the ones Apple's nibs show.
    static let unverified10_0 = "a number formatter of the 10.0 behavior without both formats is written with an empty "
        + "format; Apple's nibs of the corpus show only formatters with both"

    static func compileBehavior10_0(_ context: inout AppKitContext, _ element: XIBElement, _ formatter: Reference) {
        context.warnUnknownAttributes(of: element, known: knownAttributes10_0)
        context.warnUnknownChildren(of: element, known: [
            "attributedString:attributedStringForZero", "decimal:minimum", "decimal:maximum",
        ])
        context.builder.setClass("NSNumberFormatter", of: formatter)
        let positive = element[attribute: "positiveFormat"]
        let negative = element[attribute: "negativeFormat"]
        if positive == nil || negative == nil { context.warnOnce(unverified10_0, at: element) }
        let thousand = element[attribute: "thousandSeparator"] ?? ","
        let hasThousands = element.bool("hasThousandSeparators") ?? false
        let allowsFloats = element.bool("allowsFloats") ?? true
        let zero = element.child(named: "attributedString", key: "attributedStringForZero").map {
            plainAttributedString(&context, $0)
        }

        var pairs: [(key: Reference, value: Reference)] = []
        func add(_ key: String, _ value: Reference?) {
            if let value { pairs.append((context.builder.string(key), value)) }
        }
        add("positiveFormat", positive.map { context.builder.string($0) })
        add("groupingSeparator", context.builder.string(thousand))
        add("attributedStringForZero", zero)
        add("usesGroupingSeparator", context.builder.number(hasThousands))
        add("positiveInfinitySymbol", context.builder.string("+∞"))
        add("negativeFormat", negative.map { context.builder.string($0) })
        add("allowsFloats", context.builder.number(allowsFloats))
        add("nilSymbol", context.builder.string(""))
        add("decimalSeparator", context.builder.string(element[attribute: "decimalSeparator"] ?? "."))
        add("negativeInfinitySymbol", context.builder.string("-∞"))
        add("formatterBehavior", context.builder.number(behavior10_0))
        context.append("NS.attributes", .object(context.builder.dictionary(pairs, className: FoundationClasses.mutableDictionary)),
                       to: formatter)

        appendOlderKeys(&context, element, to: formatter, OlderKeys(
            positiveFormat: positive ?? "", negativeFormat: negative ?? "", zero: zero,
            minimum: decimalLimit(&context, element, key: "minimum"), maximum: decimalLimit(&context, element, key: "maximum"),
            rounding: nil, thousandSeparator: thousand, hasThousands: hasThousands, allowsFloats: allowsFloats))
    }

    /// A `<decimal>` limit: Interface Builder writes "NaN" for none, which is
    /// `NSDecimalNumber`'s not-a-number; another value is not supported yet.
    private static func decimalLimit(_ context: inout AppKitContext, _ element: XIBElement, key: String) -> Reference {
        if let limit = element.child(named: "decimal", key: key), let value = limit[attribute: "value"], value != "NaN" {
            context.warn("<decimal key=\"\(key)\" value=\"\(value)\"> is not supported yet; no limit is written", at: limit)
        }
        return decimalNotANumber(&context)
    }

    /// An `NSAttributedString` of the fragments' text with no attributes (an
    /// empty dictionary), as Apple's nib writes a formatter's string for zero;
    /// fragments' attributes are not supported yet.
    private static func plainAttributedString(_ context: inout AppKitContext, _ element: XIBElement) -> Reference {
        var text = ""
        for fragment in element.children {
            guard fragment.name == "fragment" else {
                context.warn("<\(fragment.name)> in an attributed string is not supported yet; it is left out", at: fragment)
                continue
            }
            if fragment.children.contains(where: { $0.name == "attributes" }) {
                context.warn("attributes of a number formatter's attributed string are not supported yet; they are left out",
                             at: fragment)
            }
            text += fragment[attribute: "content"] ?? ""
        }
        return attributedString(&context, text, attributes: context.emptyDictionary())
    }
}
