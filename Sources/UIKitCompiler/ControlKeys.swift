import XIBReader

/// The `UIControl` values after the view's: alignment, then the state flags.
extension UIKitContext {
    mutating func appendControlKeys(_ element: XIBElement, to control: Reference) {
        if let horizontal = element[attribute: "contentHorizontalAlignment"].flatMap({ TextEnumerations.horizontalAlignments[$0] }),
           horizontal != 0 {
            append("UIContentHorizontalAlignment", .integer(horizontal), to: control)
        }
        if let vertical = element[attribute: "contentVerticalAlignment"].flatMap({ TextEnumerations.verticalAlignments[$0] }),
           vertical != 0 {
            append("UIContentVerticalAlignment", .integer(vertical), to: control)
        }
        if element.bool("enabled") == false { append("UIDisabled", .bool(true), to: control) }
        if element.bool("selected") == true { append("UISelected", .bool(true), to: control) }
        if element.bool("highlighted") == true { append("UIHighlighted", .bool(true), to: control) }
    }
}
