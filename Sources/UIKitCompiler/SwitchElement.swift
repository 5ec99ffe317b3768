import NibBytes
import XIBReader

/// `<switch>` → `UISwitch`: the view and control keys, then `UISwitchEnabled`
/// and `UISwitchOn`, both always written (Apple's output of an iOS 4 era
/// Calculator nib shows them in that order, the switch enabled and on), then
/// the tint colors.
///
/// `UISwitchOnTintColor` and `UISwitchThumbTintColor` are the mapping notes'
/// (§2, secondary sources); no Apple output shows them or their place.
enum SwitchElement {
    static let attributes: NameSet = ["on"]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginControl(element, object, className: "UISwitch", attributes: attributes)
        context.appendValue(element, "enabled", default: 1, key: "UISwitchEnabled", as: .bool, to: object)
        context.appendValue(element, "on", default: 0, key: "UISwitchOn", as: .bool, to: object)
        context.appendColors(element, ["onTintColor": "UISwitchOnTintColor", "thumbTintColor": "UISwitchThumbTintColor"], to: object)
        context.endObject(object, of: element, className: "UISwitch")
    }
}
