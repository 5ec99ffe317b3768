import XIBReader

/// Typed reading of Interface Builder elements: children by name or `key`,
/// and attributes as the booleans and numbers Interface Builder writes.
extension XIBElement {
    /// The first child named `name`.
    public func child(named name: String) -> XIBElement? {
        children.first { $0.name == name }
    }

    /// The first child whose `key` attribute is `key` (`<rect key="frame">`, `<color key="textColor">`).
    public func child(key: String) -> XIBElement? {
        children.first { $0[attribute: "key"] == key }
    }

    /// The first child named `name` whose `key` is `key`.
    public func child(named name: String, key: String) -> XIBElement? {
        children.first { $0.name == name && $0[attribute: "key"] == key }
    }

    /// The children of the first child named `name` (`subviews`, `constraints`, `connections`).
    public func children(of name: String) -> [XIBElement] {
        child(named: name)?.children ?? []
    }

    /// `YES`/`NO` as a Bool; nil when absent or anything else.
    public func bool(_ name: String) -> Bool? {
        switch self[attribute: name] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A number attribute (`x="20"`, `pointSize="17"`, `multiplier="1/3"` as a fraction).
    public func double(_ name: String) -> Double? {
        guard let text = self[attribute: name] else { return nil }
        return Self.number(text)
    }

    /// An integer attribute.
    public func integer(_ name: String) -> Int64? {
        guard let text = self[attribute: name] else { return nil }
        return Int64(text)
    }

    /// A number as Interface Builder writes it: decimal, or `a/b` and `a:b` ratios.
    public static func number(_ text: String) -> Double? {
        if let separator = text.utf8.first(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ":") }) {
            let parts = text.split(separator: Character(Unicode.Scalar(separator)), omittingEmptySubsequences: false)
            guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 else { return nil }
            return top / bottom
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
