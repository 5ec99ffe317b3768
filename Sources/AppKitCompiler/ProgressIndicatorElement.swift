import NibBytes
import NibGraph
import XIBReader

/// `<progressIndicator>` → `NSProgressIndicator`, a view without a cell.
///
/// It writes its view keys (hugging omitted at 250 and 750; it hosts a layer
/// tree unless constraints lay it out, as Apple's pairs show), then
/// `NSpiFlags`, `NSMinValue` (when not 0), `NSMaxValue` (100 by default) and
/// `NSProgressIndicatorDoubleValue` (when the document gives a value).
///
/// `NSpiFlags` is 0x4004 with bezeled 0x1, indeterminate 0x2, the control
/// size in bits 8–9, spinning 0x1000 and hidden when stopped 0x2000.
enum ProgressIndicatorElement {
    static let known: NameSet = TextFieldElement.knownFieldAttributes.union([
        "minValue", "maxValue", "doubleValue", "bezeled", "indeterminate", "style", "displayedWhenStopped", "controlSize",
        "usesThreadedAnimation",
    ])

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ indicator: Reference) {
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "connections"])
        context.beginObject(indicator, of: element, className: "NSProgressIndicator")
        let hostsLayer = element.bool("wantsLayer") ?? (element.bool("translatesAutoresizingMaskIntoConstraints") != false)
        context.appendViewKeys(element, to: indicator, parts: .init(wantsLayer: hostsLayer), hugging: .init(omitted: (250, 750)))
        var flags: Int64 = 0x4004
        if element.bool("bezeled") ?? true { flags |= 0x1 }
        if element.bool("indeterminate") == true { flags |= 0x2 }
        let size = element[attribute: "controlSize"] ?? "regular"
        if let sizeValue = AppKitContext.controlSizes[size] {
            flags |= sizeValue << 8
        } else {
            context.warn("controlSize=\"\(size)\" is not supported yet; regular is used", at: element)
        }
        switch element[attribute: "style"] ?? "bar" {
        case "bar": break
        case "spinning": flags |= 0x1000
        case let style: context.warn("style=\"\(style)\" is not supported yet; bar is used", at: element)
        }
        if element.bool("displayedWhenStopped") == false { flags |= 0x2000 }
        context.append("NSpiFlags", .integer(flags), to: indicator)
        if let minimum = context.number(element, "minValue"), minimum != 0 {
            context.append("NSMinValue", .double(minimum), to: indicator)
        }
        context.append("NSMaxValue", .double(context.number(element, "maxValue") ?? 100), to: indicator)
        if let value = context.number(element, "doubleValue") {
            context.append("NSProgressIndicatorDoubleValue", .double(value), to: indicator)
        }
    }
}
