import NibGraph
import XIBReader

extension UIKitContext {
    /// The integer `values` give `attribute`'s text, under `key`, when the
    /// element has the attribute and the value is not `defaultValue` (nil: always
    /// written); an unknown text is a warning and nothing is written.
    mutating func appendEnumeration(_ element: XIBElement, _ attribute: String, _ values: [String: Int64],
                                    key: String, omitting defaultValue: Int64? = nil, to object: Reference) {
        guard let text = element[attribute: attribute] else { return }
        guard let value = values[text] else {
            warn("\(attribute) \"\(text)\" is not known; left out", at: element)
            return
        }
        if value != defaultValue { append(key, .integer(value), to: object) }
    }

    /// The integer `values` give `attribute`'s text, `defaultValue` without the
    /// attribute; an unknown text is a warning and gives the default.
    mutating func enumeration(_ element: XIBElement, _ attribute: String, _ values: [String: Int64],
                              default defaultValue: Int64) -> Int64 {
        guard let text = element[attribute: attribute] else { return defaultValue }
        guard let value = values[text] else {
            warn("\(attribute) \"\(text)\" is not known; the default is written", at: element)
            return defaultValue
        }
        return value
    }

    /// The mask of the bits `bits` names whose attributes in `element` are
    /// YES (an option-set element such as `<dataDetectorType>`); an unknown
    /// name is a warning calling it a `what`.
    mutating func bitMask(_ element: XIBElement, bits: [String: Int64], what: String) -> Int64 {
        var mask: Int64 = 0
        for attribute in element.attributes where attribute.name != "key" {
            guard let bit = bits[attribute.name] else {
                warn("\(what) \"\(attribute.name)\" is not known; left out", at: element)
                continue
            }
            if element.bool(attribute.name) == true { mask |= bit }
        }
        return mask
    }
}
