import NibBytes
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
        // Last of UIControl's keys in -[UIControl encodeWithCoder:] (iOS 18.2); Interface Builder offers it on buttons.
        if element.bool("pointerInteraction") == true { append("UIPointerInteractionEnabled", .bool(true), to: control) }
    }
}

extension UIKitContext {
    /// The attributes `appendControlKeys` reads, for `warnUnhandled`.
    static let controlAttributes: NameSet = [
        "contentHorizontalAlignment", "contentVerticalAlignment", "enabled", "selected", "highlighted",
    ]
}

/// How a control archives a number.
enum NumberKind {
    case float32, float64, integer, bool
}

extension UIKitContext {
    /// Appends attribute `attribute` of `element` (or `defaultValue`) under
    /// `key`, always: the control encoders Apple's output shows (`UISwitch`,
    /// `UIActivityIndicatorView`) write their values whether or not they are
    /// the defaults.
    mutating func appendValue(_ element: XIBElement, _ attribute: String, default defaultValue: Double, key: String,
                              as kind: NumberKind, to object: Reference) {
        switch kind {
        case .float32: append(key, .float(Float(number(element, attribute) ?? defaultValue)), to: object)
        case .float64: append(key, .double(number(element, attribute) ?? defaultValue), to: object)
        case .integer: append(key, .integer(element.integer(attribute) ?? Int64(defaultValue)), to: object)
        case .bool: append(key, .bool(element.bool(attribute) ?? (defaultValue != 0)), to: object)
        }
    }

    /// Appends each `<color key=…>` of `element` that `keys` names, under its
    /// nib key, in `keys`' order; other color keys (than the view's) warn.
    mutating func appendColors(_ element: XIBElement, _ keys: KeyValuePairs<String, String>, to object: Reference) {
        for child in element.children where child.name == "color" {
            let key = child[attribute: "key"] ?? ""
            if !keys.contains(where: { $0.key == key }), key != "backgroundColor", key != "tintColor" {
                warn("<\(element.name)> color \"\(key)\" is not supported yet; left out", at: child)
            }
        }
        for (xmlKey, nibKey) in keys {
            if let color = element.child(named: "color", key: xmlKey).flatMap({ self.color($0) }) {
                append(nibKey, .object(color), to: object)
            }
        }
    }
}

extension UIKitContext {
    /// Starts a control: its class, warnings for attributes neither the view,
    /// the control nor `attributes` read (nor the `<imageReference>`s of
    /// `imageKeys`), then the view and control keys.
    mutating func beginControl(_ element: XIBElement, _ control: Reference, className: String, attributes: NameSet,
                               imageKeys: [String] = [], defaults: ViewDefaults = .init()) {
        beginObject(control, of: element, className: className)
        warnUnhandled(element, attributes: attributes, also: Self.controlAttributes, children: []) { child in
            Self.isImageReference(child, keys: imageKeys)
        }
        appendViewKeys(element, to: control, defaults: defaults)
        appendControlKeys(element, to: control)
    }
}
