import NibBytes
import NibGraph
import XIBReader

/// `<levelIndicator>` → `NSLevelIndicator` and `<levelIndicatorCell>` →
/// `NSLevelIndicatorCell`.
///
/// The indicator writes its view keys (hugging omitted at 250 and 750) and
/// its control keys (send-action mask 4). Its cell writes its flags (not a
/// text cell: no contents or font), `NSControlView`, `NSMinValue` (when not
/// 0), `NSMaxValue`, `NSWarningValue`, `NSCriticalValue` (doubles) and
/// `NSIndicatorStyle` (discrete capacity, 2, when the document names none),
/// as test_writing_direction shows.
enum LevelIndicatorElement {
    /// `NSLevelIndicatorStyle` values of `levelIndicatorStyle`.
    static let styles: [String: Int64] = ["relevancy": 0, "continuousCapacity": 1, "discreteCapacity": 2, "rating": 3]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ indicator: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "levelIndicatorCell:cell", "connections"])
        context.beginObject(indicator, of: element, className: "NSLevelIndicator")
        context.appendViewKeys(element, to: indicator, hugging: .init(omitted: (250, 750)))
        context.appendControlKeys(element, to: indicator, sendActionMask: 4)
    }

    /// The attributes a level indicator cell compiles.
    static let cellAttributes: NameSet = [
        "id", "alignment", "minValue", "maxValue", "warningValue", "criticalValue", "levelIndicatorStyle", "enabled",
        "continuous", "refusesFirstResponder", "controlSize",
    ]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: cellAttributes)
        context.warnUnknownChildren(of: element, known: [])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSLevelIndicatorCell")
        context.appendCellFlags(element, textCell: false, to: cell)
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        if let minimum = context.number(element, "minValue"), minimum != 0 {
            context.append("NSMinValue", .double(minimum), to: cell)
        }
        for (name, key) in [("maxValue", "NSMaxValue"), ("warningValue", "NSWarningValue"), ("criticalValue", "NSCriticalValue")] {
            context.append(key, .double(context.number(element, name) ?? 0), to: cell)
        }
        var style: Int64 = 2
        if let name = element[attribute: "levelIndicatorStyle"] {
            if let value = styles[name] { style = value } else {
                context.warn("levelIndicatorStyle=\"\(name)\" is not supported yet; discrete capacity is used", at: element)
            }
        }
        context.append("NSIndicatorStyle", .integer(style), to: cell)
    }
}
