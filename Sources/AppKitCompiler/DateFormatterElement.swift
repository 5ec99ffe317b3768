import NibGraph
import XIBReader

/// `<dateFormatter key="formatter">` → `NSDateFormatter`, a cell's `NSFormatter`.
///
/// It writes `NS.attributes` (an `NSMutableDictionary` by key name:
/// `dateFormat` for a custom format, `dateStyle`, `doesRelativeDateFormatting`
/// when set, `formatterBehavior` 1040 and `timeStyle`), `NS.format` (the
/// custom format, or the pattern the styles give) and `NS.natural`.
///
/// ibtool writes the pattern its machine's locale gives the styles; the
/// pairs show day-first English patterns with a 12-hour clock, which
/// ``stylePatterns`` holds. Other styles are warned about (the pattern
/// is left empty).
enum DateFormatterElement {
    /// `NSDateFormatterStyle` values.
    static let styles: [String: Int64] = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]

    /// The date and time patterns of the styles seen in Apple's output, and
    /// how a date and a time are joined for each date style.
    static let datePatterns: [Int64: String] = [1: "d/M/y", 3: "d MMMM y"]
    /// The time pattern puts a narrow no-break space (U+202F) before the AM/PM marker, as current ICU does.
    static let timePatterns: [Int64: String] = [1: "h:mm\u{202F}a"]
    static let joiners: [Int64: String] = [1: ", ", 3: " 'at' "]

    /// `formatterBehavior` 10.4, the only behavior AppKit's formatters archive.
    static let behavior10_4: Int64 = 1040

    static let knownAttributes: Set<String> = [
        "key", "id", "formatterBehavior", "dateFormat", "dateStyle", "timeStyle", "doesRelativeDateFormatting",
        "allowNaturalLanguage",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ formatter: Reference) {
        context.warnUnknownAttributes(of: element, known: knownAttributes)
        context.warnUnknownChildren(of: element, known: [])
        context.builder.setClass("NSDateFormatter", of: formatter)
        let custom = element[attribute: "dateFormat"]
        let dateStyle = custom == nil ? style(&context, element, "dateStyle") : 0
        let timeStyle = custom == nil ? style(&context, element, "timeStyle") : 0
        var entries: [(String, Reference)] = []
        if let custom { entries.append(("dateFormat", context.builder.string(custom))) }
        entries.append(("dateStyle", context.builder.number(dateStyle)))
        if element.bool("doesRelativeDateFormatting") == true {
            entries.append(("doesRelativeDateFormatting", context.builder.number(true)))
        }
        entries.append(("formatterBehavior", context.builder.number(behavior10_4)))
        entries.append(("timeStyle", context.builder.number(timeStyle)))
        let attributes = context.builder.dictionary(entries.map { (context.builder.string($0.0), $0.1) },
                                                    className: FoundationClasses.mutableDictionary)
        context.append("NS.attributes", .object(attributes), to: formatter)
        let format = custom ?? pattern(&context, element, dateStyle: dateStyle, timeStyle: timeStyle)
        context.appendString("NS.format", format, to: formatter)
        context.append("NS.natural", .bool(element.bool("allowNaturalLanguage") == true), to: formatter)
    }

    private static func style(_ context: inout AppKitContext, _ element: XIBElement, _ name: String) -> Int64 {
        guard let text = element[attribute: name] else { return 0 }
        guard let value = styles[text] else {
            context.warn("\(name)=\"\(text)\" is not a date formatter style; none is used", at: element)
            return 0
        }
        return value
    }

    /// The pattern of the styles: the date's and the time's, joined as the date style joins them.
    private static func pattern(_ context: inout AppKitContext, _ element: XIBElement, dateStyle: Int64, timeStyle: Int64) -> String {
        let date = dateStyle == 0 ? "" : datePatterns[dateStyle]
        let time = timeStyle == 0 ? "" : timePatterns[timeStyle]
        guard let date, let time else {
            context.warn("the pattern of these date and time styles is not known yet; it is left empty", at: element)
            return ""
        }
        if date.isEmpty || time.isEmpty { return date + time }
        return date + (joiners[dateStyle] ?? " ") + time
    }
}

extension AppKitContext {
    /// A cell's `NSFormatter`: its `<… key="formatter">` child, compiled (listed with the cell as its parent).
    ///
    /// ibtool stores the title of a date-formatted cell as the `NSDate` it
    /// parses in its machine's locale and time zone; that date is not
    /// computed here, so such a title stays text, with a warning.
    mutating func appendFormatter(_ cell: XIBElement, to object: Reference) {
        guard let element = cell.child(key: "formatter"), let formatter = compile(element) else { return }
        append("NSFormatter", .object(formatter), to: object)
        if element.name == "dateFormatter", let title = cell[attribute: "title"], !title.isEmpty {
            warn("the title of a date-formatted cell is kept as text; ibtool stores the date it parses", at: cell)
        }
    }
}
