import NibBytes
import XIBReader

/// `<stepper>` → `UIStepper`: the view and control keys, then `UIValue`,
/// `UIMinimumValue`, `UIMaximumValue`, `UIStepValue` (float64, UIKit's
/// `double` properties) and `UIWraps`, always.
///
/// Keys are the mapping notes' (§2, secondary sources); no Apple output shows
/// a stepper. `autorepeat` and `continuous` have no known keys and warn when
/// not UIKit's default (YES).
enum StepperElement {
    static let attributes: NameSet = [
        "value", "minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat", "continuous",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        for attribute in ["autorepeat", "continuous"] where element.bool(attribute) == false {
            context.warn("\(attribute)=\"NO\" has no known UIStepper key; left out", at: element)
        }
        context.beginControl(element, object, className: "UIStepper", attributes: attributes)
        context.appendValue(element, "value", default: 0, key: "UIValue", as: .float64, to: object)
        context.appendValue(element, "minimumValue", default: 0, key: "UIMinimumValue", as: .float64, to: object)
        context.appendValue(element, "maximumValue", default: 100, key: "UIMaximumValue", as: .float64, to: object)
        context.appendValue(element, "stepValue", default: 1, key: "UIStepValue", as: .float64, to: object)
        context.appendValue(element, "wraps", default: 0, key: "UIWraps", as: .bool, to: object)
        context.endObject(object, of: element, className: "UIStepper")
    }
}
