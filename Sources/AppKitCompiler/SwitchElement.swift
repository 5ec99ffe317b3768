import NibGraph
import XIBReader

/// `<switch>` → `NSSwitch`, a control without a cell.
///
/// No Apple nib of the corpus holds a switch, so its keys follow the closest
/// facts and a warning says so once per document: the view keys and the
/// cell-less control keys of a color well (Apple's nibs: `NSSubviews` even
/// when empty, hugging omitted at 250 and 250, `NSEnabled`,
/// `NSAllowsLogicalLayoutDirection`, control size, continuous, refuses first
/// responder, single line mode, alignment, line break mode, writing
/// direction, send-action mask 4), with the values the switch element gives
/// (its control size, alignment and writing direction are its own
/// attributes, as it has no cell); then, when on, its state as
/// `NSControlContents` (GNUstep's `-[NSSwitch initWithCoder:]` key).
enum SwitchElement {
    static let known = TextFieldElement.knownFieldAttributes.union([
        "continuous", "controlSize", "alignment", "baseWritingDirection", "state",
    ])

    /// The warning, said once per document, that no Apple nib checks the encoding.
    static let unverified = "a switch is written as a control without a cell (a color well's keys) with its state as "
        + "NSControlContents; no Apple nib of the corpus checks the encoding"

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ control: Reference) {
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "connections"])
        context.warnOnce(unverified, at: element)
        context.beginObject(control, of: element, className: "NSSwitch")
        context.appendViewKeys(element, to: control, hugging: .init(omitted: (250, 250)), alwaysSubviews: true)
        if let tag = context.number(element, "tag") { context.append("NSTag", AppKitContext.signed(Int64(tag)), to: control) }
        context.append("NSEnabled", .bool(element.bool("enabled") ?? true), to: control)
        context.append("NSAllowsLogicalLayoutDirection", context.logicalLayoutDirection, to: control)
        let size = element[attribute: "controlSize"].map { name in
            AppKitContext.controlSizes[name] ?? {
                context.warn("controlSize=\"\(name)\" is not supported yet; regular is used", at: element)
                return 0
            }()
        } ?? 0
        context.append("NSControlSize", .integer(size), to: control)
        context.append("NSControlContinuous", .bool(element.bool("continuous") == true), to: control)
        context.append("NSControlRefusesFirstResponder", .bool(element.bool("refusesFirstResponder") == true), to: control)
        context.append("NSControlUsesSingleLineMode", .bool(false), to: control)
        context.append("NSControlTextAlignment", .integer(context.textAlignment(element)), to: control)
        context.append("NSControlLineBreakMode", .integer(0), to: control)
        context.append("NSControlWritingDirection", AppKitContext.signed(writingDirection(element)), to: control)
        context.append("NSControlSendActionMask", .integer(4), to: control)
        switch element[attribute: "state"] {
        case nil, "off": break
        case "on": context.append("NSControlContents", .integer(1), to: control)
        case let state?: context.warn("state=\"\(state)\" is not supported yet; off is used", at: element)
        }
    }

    /// `NSWritingDirection` of `baseWritingDirection`: natural (-1) when absent.
    static func writingDirection(_ element: XIBElement) -> Int64 {
        switch element[attribute: "baseWritingDirection"] {
        case "leftToRight": 0
        case "rightToLeft": 1
        default: -1
        }
    }
}
