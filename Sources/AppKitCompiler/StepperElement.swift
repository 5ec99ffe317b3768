import NibBytes
import NibGraph
import XIBReader

/// `<stepper>` → `NSStepper` and `<stepperCell>` → `NSStepperCell`.
///
/// A stepper writes its view keys, its control keys (continuous and with
/// send-action mask 0x10002, mouse down and periodic, when it autorepeats,
/// which it does unless told not to; else mask 4), then its own
/// `NSStepperMinValue`, `NSStepperMaxValue`, `NSStepperIncrement`,
/// `NSStepperWraps` and `NSStepperAutorepeat`: zero and false in the 26
/// SDK's output (the cell holds the real values); the 12 SDK's (the Flycut
/// bundle's three steppers, all wrapping and autorepeating) writes an
/// increment of 1 and true for both flags (see ``AppKitSDKEra/stepperWritesCellValues(sdk:)``).
///
/// Its cell writes its flags (an autorepeating cell acts on mouse down, not
/// on mouse up, and is continuous unless `continuous="NO"`; `state="on"` is
/// NSCell's state bit), `NSControlView`,
/// `NSValue`, `NSMinValue` and `NSMaxValue` (each when not 0), `NSIncrement`
/// and, when it autorepeats, `NSValueWraps` (when the document says) and `NSAutorepeat`.
enum StepperElement {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ stepper: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "stepperCell:cell", "connections"])
        context.beginObject(stepper, of: element, className: "NSStepper")
        context.appendViewKeys(element, to: stepper)
        let cell = element.child(named: "stepperCell", key: "cell")
        let continuous = cell.map(isContinuous) ?? false
        context.appendControlKeys(element, to: stepper, sendActionMask: continuous ? 0x10002 : 4, continuous: continuous)
        context.append("NSStepperMinValue", .double(0), to: stepper)
        context.append("NSStepperMaxValue", .double(0), to: stepper)
        let values = AppKitSDKEra.stepperWritesCellValues(sdk: context.options.sdk)
        if values, let cell, cell[attribute: "increment"] != nil || cell.bool("valueWraps") != true || !autorepeats(cell) {
            context.warnOnce(unverifiedStepperValues, at: element)
        }
        let increment = values ? (cell.flatMap { context.number($0, "increment") } ?? 1) : 0
        context.append("NSStepperIncrement", .double(increment), to: stepper)
        context.append("NSStepperWraps", .bool(values && cell?.bool("valueWraps") == true), to: stepper)
        context.append("NSStepperAutorepeat", .bool(values && cell.map(autorepeats) ?? true), to: stepper)
    }

    /// The warning, said once per document, that the older SDKs' stepper values are checked only for the defaults.
    static let unverifiedStepperValues = "a stepper's NSStepperIncrement, NSStepperWraps and NSStepperAutorepeat are written "
        + "as its cell's increment, valueWraps and autorepeat for SDKs before 26; Apple's nibs of the corpus check only "
        + "an increment of 1 on a wrapping, autorepeating stepper"

    static func autorepeats(_ cell: XIBElement) -> Bool { cell.bool("autorepeat") ?? true }

    static func isContinuous(_ cell: XIBElement) -> Bool { autorepeats(cell) && cell.bool("continuous") != false }

    /// The attributes a stepper cell compiles.
    static let cellAttributes: NameSet = [
        "key", "id", "alignment", "continuous", "autorepeat", "valueWraps", "minValue", "maxValue", "doubleValue",
        "increment", "controlSize", "enabled", "refusesFirstResponder", "userLabel", "state",
    ]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: cellAttributes)
        context.warnUnknownChildren(of: element, known: [])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSStepperCell")
        var flags: Int64 = 0
        if autorepeats(element) {
            flags |= AppKitContext.CellFlags.actsOnMouseDown | AppKitContext.CellFlags.doesNotActOnMouseUp
            if isContinuous(element) { flags |= AppKitContext.CellFlags.continuous }
        }
        if element.bool("enabled") == false { flags |= AppKitContext.CellFlags.disabled }
        // NSCell's state bit, as a slider cell's `state="on"` sets it (test_slider).
        if element[attribute: "state"] == "on" { flags |= AppKitContext.CellFlags.stateOn }
        context.append("NSCellFlags", AppKitContext.flagWord(flags), to: cell)
        context.append("NSCellFlags2", AppKitContext.flagWord(context.cellFlags2(element)), to: cell)
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        for (key, attribute) in [("NSValue", "doubleValue"), ("NSMinValue", "minValue"), ("NSMaxValue", "maxValue")] {
            if let value = context.number(element, attribute), value != 0 { context.append(key, .double(value), to: cell) }
        }
        context.append("NSIncrement", .double(context.number(element, "increment") ?? 1), to: cell)
        if autorepeats(element) {
            if let wraps = element.bool("valueWraps") { context.append("NSValueWraps", .bool(wraps), to: cell) }
            context.append("NSAutorepeat", .bool(true), to: cell)
        }
    }
}
