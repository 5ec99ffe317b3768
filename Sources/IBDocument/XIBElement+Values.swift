import XIBReader

/// Typed reading of Interface Builder elements: attributes as the booleans
/// and numbers Interface Builder writes.
extension XIBElement {
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

    /// The text of a `<string>` element (Interface Builder writes text with
    /// line breaks as `<string key="text">` instead of an attribute), decoded
    /// when it says `base64-UTF8="YES"` (text with characters XML cannot
    /// hold); text that is not base64 is kept as it is.
    public var stringContent: String {
        guard bool("base64-UTF8") == true, let bytes = Base64.decode(text) else { return text }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An integer attribute.
    public func integer(_ name: String) -> Int64? {
        guard let text = self[attribute: name] else { return nil }
        return Int64(text)
    }

    /// A number as Interface Builder writes it: decimal, or `a/b` and `a:b` ratios.
    /// The plain decimals most numbers are go first: they hold no separator.
    public static func number(_ text: String) -> Double? {
        if let value = plainDecimal(text) { return value }
        if let separator = text.utf8.first(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ":") }) {
            let parts = text.split(separator: Character(Unicode.Scalar(separator)), omittingEmptySubsequences: false)
            guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 else { return nil }
            return top / bottom
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Exact powers of ten: every one up to 10^22 is a `Double` without rounding.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// A short plain decimal (`20`, `-0.5`, `375.33`: at most 15 digits, at
    /// least one on each side of a point) without the C library's parser,
    /// which most numbers of a document are; nil for anything else.
    ///
    /// The digits as an integer and the power of ten of the fraction are both
    /// exact doubles, so the one division rounds correctly, giving the same
    /// double `Double(text)` gives.
    public static func plainDecimal(_ text: String) -> Double? {
        var digits: UInt64 = 0, digitCount = 0, fractionDigits = 0
        var negative = false, sawPoint = false, index = 0
        for byte in text.utf8 {
            defer { index += 1 }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if sawPoint { fractionDigits += 1 }
                guard digitCount <= 15 else { return nil }
            case UInt8(ascii: "-") where index == 0:
                negative = true
            case UInt8(ascii: ".") where !sawPoint && digitCount > 0:
                sawPoint = true
            default:
                return nil
            }
        }
        guard digitCount > 0, !sawPoint || fractionDigits > 0 else { return nil }
        let magnitude = Double(digits) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}
