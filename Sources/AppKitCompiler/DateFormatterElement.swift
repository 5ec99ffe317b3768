import NibBytes
import Foundation
import NibGraph
import XIBReader

/// `<dateFormatter key="formatter">` → `NSDateFormatter`, a cell's `NSFormatter`.
///
/// It writes `NS.attributes` (an `NSMutableDictionary` by key name:
/// `dateFormat` for a custom format, `dateStyle`, `doesRelativeDateFormatting`
/// when set, `formatterBehavior` 1040 and `timeStyle`), `NS.format` (the
/// custom format, or the pattern the styles give) and `NS.natural`.
///
/// ibtool writes the pattern its machine's locale gives the styles (see
/// ``AppKitMachineSettings``); Foundation's formatter gives the same
/// patterns from the same locale data (ICU's).
enum DateFormatterElement {
    /// `NSDateFormatterStyle` values.
    static let styles: [String: Int64] = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]

    /// `formatterBehavior` 10.4, the only behavior AppKit's formatters archive.
    static let behavior10_4: Int64 = 1040

    static let knownAttributes: NameSet = [
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
        let format = custom ?? context.foundationFormatter(element).dateFormat ?? ""
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

    /// Foundation's formatter for `element` (its custom format, or its
    /// styles) in the machine's locale and time zone.
    static func foundationFormatter(_ element: XIBElement, machine: AppKitMachineSettings) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: machine.locale)
        formatter.timeZone = TimeZone(identifier: machine.timeZone) ?? TimeZone(secondsFromGMT: 0)
        if let custom = element[attribute: "dateFormat"] {
            formatter.dateFormat = custom
        } else {
            formatter.dateStyle = element[attribute: "dateStyle"].flatMap { styles[$0] }.flatMap { DateFormatter.Style(rawValue: UInt($0)) } ?? .none
            formatter.timeStyle = element[attribute: "timeStyle"].flatMap { styles[$0] }.flatMap { DateFormatter.Style(rawValue: UInt($0)) } ?? .none
        }
        return formatter
    }
}

extension AppKitContext {
    /// A cell's `NSFormatter`: its `<… key="formatter">` child, compiled (listed with the cell as its parent).
    ///
    mutating func appendFormatter(_ cell: XIBElement, to object: Reference) {
        guard let element = cell.child(key: "formatter"), let formatter = compile(element) else { return }
        append("NSFormatter", .object(formatter), to: object)
    }

    /// An `NSDate`: `NS.time`, seconds since 2001-01-01 00:00 GMT.
    mutating func date(_ interval: Double) -> Reference {
        let date = builder.addObject("NSDate")
        append("NS.time", .double(interval), to: date)
        return date
    }

    /// The date a date-formatted cell's title reads as, in seconds since
    /// 2001, or nil when it does not read as one (or the cell has no date
    /// formatter). ibtool stores that date as the cell's `NSContents`, parsed
    /// in its machine's locale and time zone; a title that does not parse
    /// (an empty one included) stays text, and the cell is marked invalid.
    mutating func dateContents(_ cell: XIBElement) -> Double? {
        guard let element = cell.child(key: "formatter"), element.name == "dateFormatter",
              let title = cell[attribute: "title"], !title.isEmpty
        else { return nil }
        return foundationFormatter(element).date(from: title)?.timeIntervalSinceReferenceDate
    }

    /// ``DateFormatterElement/foundationFormatter(_:machine:)`` for
    /// `element`, made once per format or pair of styles in a compilation:
    /// a cell asks for it three times (its format, its flags, its
    /// contents), and each new one opens an ICU formatter.
    mutating func foundationFormatter(_ element: XIBElement) -> DateFormatter {
        let key = element[attribute: "dateFormat"].map { "format " + $0 }
            ?? "styles \(element[attribute: "dateStyle"] ?? "") \(element[attribute: "timeStyle"] ?? "")"
        if let formatter = dateFormatters[key] { return formatter }
        let formatter = DateFormatterElement.foundationFormatter(element, machine: options.machine)
        dateFormatters[key] = formatter
        return formatter
    }
}
