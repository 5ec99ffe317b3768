import NibBytes
import XIBReader

/// `<datePicker>` → `UIDatePicker`: the view keys (content hugging always
/// written) and control keys, then `UIDatePickerMode`, `UICountDownDuration`
/// (float32), `UIMinuteInterval`, the dates and locale, and
/// `UIDatePickerUseCurrentDateDuringDecoding`.
///
/// Mode, duration, interval and the use-current-date flag, in that order, are
/// the mapping notes' Appendix C.5 (real Xcode 12.4 / iOS 14 SDK nibs); earlier
/// SDKs are not shown and warn. The dates (`UIDate`, `UIMinimumDate`,
/// `UIMaximumDate` → `NSDate` {`NS.time`}) and `UILocale` → `NSLocale`
/// {`NS.identifier`} come from the notes' secondary sources; their place before
/// the flag is not shown by any Apple output.
enum DatePickerElement {
    static let modes: [String: Int64] = ["time": 0, "date": 1, "dateAndTime": 2, "countDownTimer": 3]
    static let attributes: NameSet = UIKitContext.controlAttributes.union([
        "datePickerMode", "countDownDuration", "minuteInterval", "useCurrentDate",
    ])

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIDatePicker")
        context.warnUnhandled(element, attributes: attributes, also: ["style"], children: ["date", "locale"])
        if context.sdk < 14 {
            context.warn("UIDatePicker keys are known from the iOS 14 SDK only; the iOS \(context.sdk) SDK's may differ",
                         at: element)
        }
        if let style = element[attribute: "style"], style != "wheels" {
            context.warn("date picker style \"\(style)\" has no known key; left out", at: element)
        }
        context.appendViewKeys(element, to: object, defaults: ViewDefaults(writesContentHugging: true))
        context.appendControlKeys(element, to: object)
        let name = element[attribute: "datePickerMode"] ?? "dateAndTime"
        if modes[name] == nil { context.warn("date picker mode \"\(name)\" is not known; dateAndTime is used", at: element) }
        context.append("UIDatePickerMode", .integer(modes[name] ?? 2), to: object)
        context.appendValue(element, "countDownDuration", default: 0, key: "UICountDownDuration", as: .float32, to: object)
        context.appendValue(element, "minuteInterval", default: 1, key: "UIMinuteInterval", as: .integer, to: object)
        for (key, name) in [("date", "UIDate"), ("minimumDate", "UIMinimumDate"), ("maximumDate", "UIMaximumDate")] {
            guard let date = element.child(named: "date", key: key) else { continue }
            guard let seconds = context.number(date, "timeIntervalSinceReferenceDate") else {
                context.warn("<date key=\"\(key)\"> without timeIntervalSinceReferenceDate is left out", at: date)
                continue
            }
            let dateObject = context.builder.addObject("NSDate")
            context.append("NS.time", .double(seconds), to: dateObject)
            context.append(name, .object(dateObject), to: object)
        }
        if let locale = element.child(named: "locale", key: "locale") {
            if let identifier = locale[attribute: "localeIdentifier"] {
                let value = context.builder.addObject("NSLocale")
                context.appendString("NS.identifier", identifier, to: value)
                context.append("UILocale", .object(value), to: object)
            } else {
                context.warn("<locale> without localeIdentifier is left out", at: locale)
            }
        }
        context.appendValue(element, "useCurrentDate", default: 0, key: "UIDatePickerUseCurrentDateDuringDecoding", as: .bool,
                            to: object)
        context.endObject(object, of: element, className: "UIDatePicker")
    }
}
