import NibBytes
import NibGraph
import XIBReader

/// `<datePicker>` → `NSDatePicker` and `<datePickerCell>` → `NSDatePickerCell`.
///
/// The picker writes its view keys (hugging omitted at 250 and 750), its
/// control keys (send-action mask 4), then `presentsCalendarOverlay`.
///
/// Its cell is a text cell: its flags, `NSContents` (the `<date>` as an
/// `NSDate`), `NSSupport` (its font), `NSControlView`, `NSTimeInterval`,
/// `NSDatePickerElements`, `NSDatePickerStyle` and `NSDatePickerMode` (when
/// not the first kind), its colors, `NSDrawsBackground` (when set) and
/// `NSDatePickerUseCurrentDateDuringDecoding` (false: the archived date is kept).
enum DatePickerElement {
    /// `NSDatePickerElementFlags` bits of `<datePickerElements>` attributes.
    static let elementBits: [(String, Int64)] = [
        ("second", 0x2), ("minute", 0x4), ("hour", 0x8), ("timeZone", 0x10), ("day", 0x20), ("month", 0x40),
        ("year", 0x80), ("era", 0x100),
    ]
    static let styles: [String: Int64] = ["textFieldAndStepper": 0, "clockAndCalendar": 1, "textField": 2]
    static let modes: [String: Int64] = ["single": 0, "range": 1]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ picker: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes, also: ["presentsCalendarOverlay"])
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "datePickerCell:cell", "connections"])
        context.beginObject(picker, of: element, className: "NSDatePicker")
        context.appendViewKeys(element, to: picker, hugging: .init(omitted: (250, 750)))
        context.appendControlKeys(element, to: picker, sendActionMask: 4)
        context.append("presentsCalendarOverlay", .bool(element.bool("presentsCalendarOverlay") == true), to: picker)
    }

    static let knownCellAttributes: NameSet = [
        "key", "id", "borderStyle", "alignment", "enabled", "controlSize", "datePickerStyle", "datePickerMode",
        "drawsBackground", "refusesFirstResponder", "userLabel", "focusRingType",
    ]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes)
        context.warnUnknownChildren(of: element, known: [
            "font", "date:date", "color:backgroundColor", "color:textColor", "datePickerElements:datePickerElements",
        ])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSDatePickerCell")
        context.appendCellFlags(element, textCell: true, to: cell)
        let interval = element.child(named: "date", key: "date").flatMap { context.number($0, "timeIntervalSinceReferenceDate") }
        context.append("NSContents", .object(context.date(interval ?? 0)), to: cell)
        let font = element.child(named: "font", key: "font").map { context.font($0) }
        context.append("NSSupport", font.map { .object($0) } ?? .null, to: cell)
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        context.append("NSTimeInterval", .double(0), to: cell)
        let elements = element.child(named: "datePickerElements", key: "datePickerElements")
        let bits = elements.map { flags in elementBits.reduce(0) { flags.bool($1.0) == true ? $0 | $1.1 : $0 } }
        context.append("NSDatePickerElements", .integer(bits ?? 0xEE), to: cell)
        appendChoice(&context, element, "datePickerStyle", styles, key: "NSDatePickerStyle", to: cell)
        appendChoice(&context, element, "datePickerMode", modes, key: "NSDatePickerMode", to: cell)
        if let background = context.colorChild(element, key: "backgroundColor") {
            context.append("NSBackgroundColor", .object(background), to: cell)
        }
        if let text = context.colorChild(element, key: "textColor") { context.append("NSTextColor", .object(text), to: cell) }
        if element.bool("drawsBackground") == true { context.append("NSDrawsBackground", .bool(true), to: cell) }
        context.append("NSDatePickerUseCurrentDateDuringDecoding", .bool(false), to: cell)
    }

    /// `key` = the value of attribute `name` in `values`, when it is not the first kind (0).
    private static func appendChoice(_ context: inout AppKitContext, _ element: XIBElement, _ name: String,
                                     _ values: [String: Int64], key: String, to cell: Reference) {
        guard let given = element[attribute: name] else { return }
        guard let value = values[given] else {
            context.warn("\(name)=\"\(given)\" is not supported yet; it is left out", at: element)
            return
        }
        if value != 0 { context.append(key, .integer(value), to: cell) }
    }
}
