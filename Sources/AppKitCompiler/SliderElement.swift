import NibBytes
import NibGraph
import XIBReader

/// `<slider>` → `NSSlider` and `<sliderCell>` → `NSSliderCell`.
///
/// A slider writes `NSSubviews` even when empty, its hugging priorities when
/// they are not 250 and 750, and its control keys (send-action mask 70, mouse
/// down, up and dragged, when continuous, else 4). Its cell writes its flags
/// (a text cell when it has a font; a continuous slider acts on mouse down
/// and on mouse drags),
/// `NSCellIdentifier`, `NSSupport` (its font), `NSControlView`, then its
/// range and value, `NSAltIncValue`, its tick marks and `NSVertical`, all
/// written even at their defaults.
enum SliderElement {
    /// `NSTickMarkPosition` values (below and leading are 0, above and trailing 1).
    static let tickMarkPositions: [String: Int64] = ["below": 0, "above": 1, "leading": 0, "trailing": 1]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ slider: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "sliderCell:cell", "connections"])
        context.beginObject(slider, of: element, className: "NSSlider")
        context.appendViewKeys(element, to: slider, hugging: .init(omitted: (250, 750)), alwaysSubviews: true)
        let continuous = element.child(named: "sliderCell", key: "cell")?.bool("continuous") == true
        context.appendControlKeys(element, to: slider, sendActionMask: continuous ? 70 : 4)
    }

    static let knownCellAttributes: NameSet = [
        "key", "id", "state", "alignment", "continuous", "controlSize", "enabled", "refusesFirstResponder", "identifier",
        "minValue", "maxValue", "doubleValue", "altIncrementValue", "numberOfTickMarks", "tickMarkPosition",
        "allowsTickMarkValuesOnly", "sliderType", "userLabel",
    ]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes)
        context.warnUnknownChildren(of: element, known: ["font"])
        if let type = element[attribute: "sliderType"], type != "linear" {
            context.warn("sliderType=\"\(type)\" is not supported yet; linear is used", at: element)
        }
        let control = context.controlOfCurrentCell
        let font = element.child(named: "font", key: "font")
        context.beginObject(cell, of: element, className: "NSSliderCell")
        var flags = context.cellFlags(element, textCell: font != nil) & ~AppKitContext.CellFlags.continuous
        if element.bool("continuous") == true {
            flags |= AppKitContext.CellFlags.actsOnMouseDown | AppKitContext.CellFlags.actsOnMouseDragged
        }
        context.append("NSCellFlags", AppKitContext.flagWord(flags), to: cell)
        context.append("NSCellFlags2", AppKitContext.flagWord(context.cellFlags2(element)), to: cell)
        if let identifier = element[attribute: "identifier"] { context.appendString("NSCellIdentifier", identifier, to: cell) }
        if let font { context.append("NSSupport", .object(context.font(font)), to: cell) }
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        context.append("NSMaxValue", .double(context.number(element, "maxValue") ?? 1), to: cell)
        context.append("NSMinValue", .double(context.number(element, "minValue") ?? 0), to: cell)
        context.append("NSValue", .double(context.number(element, "doubleValue") ?? 0), to: cell)
        context.append("NSAltIncValue", .double(context.number(element, "altIncrementValue") ?? 0), to: cell)
        context.append("NSNumberOfTickMarks", .integer(Int64(context.number(element, "numberOfTickMarks") ?? 0)), to: cell)
        let position = element[attribute: "tickMarkPosition"] ?? "below"
        if tickMarkPositions[position] == nil {
            context.warn("tickMarkPosition=\"\(position)\" is not supported yet; below is used", at: element)
        }
        context.append("NSTickMarkPosition", .integer(tickMarkPositions[position] ?? 0), to: cell)
        context.append("NSAllowsTickMarkValuesOnly", .bool(element.bool("allowsTickMarkValuesOnly") == true), to: cell)
        context.append("NSVertical", .bool(false), to: cell)
    }
}
