import NibBytes

/// The geometry strings of keyed archives: UIKit codes points, sizes, rects,
/// insets and transforms under the keys below as the strings of
/// `NSStringFromCGPoint`, `NSStringFromCGRect`, `NSStringFromUIEdgeInsets`
/// and `NSStringFromCGAffineTransform`.
///
/// The keyed readers classify keys and parse these strings here, in the
/// format layer; NibGraph converts them to and from NIBArchive's float64
/// blobs for the same keys only, so a conversion and its reverse always agree.
public enum GeometryString {
    /// The shape a key's value has.
    public enum Shape: Sendable {
        /// `{x, y}`: CGPoint, CGSize, UIOffset.
        case pair
        /// `{{x, y}, {w, h}}`: CGRect.
        case rect
        /// `{top, left, bottom, right}`: UIEdgeInsets.
        case insets
        /// `[a, b, c, d, tx, ty]`: CGAffineTransform.
        case transform

        public var count: Int {
            switch self {
            case .pair: 2
            case .rect, .insets: 4
            case .transform: 6
            }
        }
    }

    /// UIKit keys coded with the geometry methods (`encodeCGRect:forKey:` and friends).
    public static let keys: [String: Shape] = [
        "UIBounds": .rect, "UIFrame": .rect, "UIContentStretch": .rect,
        "UICenter": .pair, "UIShadowOffset": .pair, "UITitleShadowOffset": .pair,
        "UIClearButtonOffset": .pair, "UIContentSize": .pair, "UIItemSize": .pair,
        "UIContentSizeForViewInPopover": .pair, "UIContentOffset": .pair,
        "UIContentInset": .insets, "UIScrollIndicatorInsets": .insets, "UIContentEdgeInsets": .insets,
        "UIImageEdgeInsets": .insets, "UITitleEdgeInsets": .insets, "UISectionInset": .insets,
        "UISeparatorInset": .insets, "UITransform": .transform,
    ]

    /// The shape of `key`'s values, or nil when it is not a geometry key
    /// (``keys``). Most keys are ruled out by their length and first two
    /// bytes, without hashing them.
    public static func shape(forKey key: String) -> Shape? {
        let length = key.utf8.count
        guard length < 64, keyLengths & (1 << UInt64(length)) != 0, key.utf8.starts(with: "UI".utf8) else { return nil }
        return keys[key]
    }

    /// Whether the ASCII key spelled by `bytes` may be a geometry key: the
    /// test ``shape(forKey:)`` makes before hashing, on bytes, for readers
    /// that have the bytes before the `String`. Calling ``shape(forKey:)``
    /// for every key instead costs about 1.2 M more instructions per keyed
    /// corpus pass (callgrind, `DecodeProfile keyed-inplace`). The first two bytes
    /// are compared before the lengths are looked up: few keys start with
    /// `UI`, and the lengths are a global read through a lazy initializer.
    package static func mayBeKey(ascii bytes: ByteView) -> Bool {
        bytes.count >= 2 && bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")
            && bytes.count < 64 && keyLengths & (1 << UInt64(bytes.count)) != 0
    }

    /// Bit n is set when some geometry key is n bytes long.
    private static let keyLengths: UInt64 = keys.keys.reduce(0) { $0 | 1 << UInt64($1.utf8.count) }

    /// The numbers of a geometry string of `shape` given as UTF-8 bytes, or
    /// nil when the string is not of that shape: numbers `Double` reads,
    /// spaces around them, and the shape's braces, brackets and commas,
    /// nothing else. Allocates nothing.
    ///
    /// Works on bytes: the delimiters and the space are ASCII, and no other
    /// byte of UTF-8 text can be taken for them, so splitting the bytes splits
    /// the text as its characters would.
    @inlinable
    public static func numbers<Bytes: BidirectionalCollection<UInt8>>(forUTF8 text: Bytes, shape: Shape) -> GeometryNumbers? {
        let pattern = switch shape {
        case .pair: pairPattern
        case .rect: rectPattern
        case .insets: insetsPattern
        case .transform: transformPattern
        }
        var numbers = GeometryNumbers()
        var matched = 0  // how much of `pattern` the text has matched
        var tokenStart = text.startIndex
        var position = text.startIndex
        while true {
            let atEnd = position == text.endIndex
            let byte: UInt8 = atEnd ? 0 : text[position]
            if atEnd || isDelimiter(byte) {
                // The token between the delimiters, without spaces around it.
                var start = tokenStart, end = position
                while start < end, text[start] == UInt8(ascii: " ") { start = text.index(after: start) }
                while end > start, text[text.index(before: end)] == UInt8(ascii: " ") { end = text.index(before: end) }
                if start < end {
                    // The pattern has at most six n's, so at most six numbers are appended.
                    guard matched < pattern.count, pattern[matched] == UInt8(ascii: "n"),
                          let number = number(text, from: start, to: end)
                    else {
                        return nil
                    }
                    matched += 1
                    numbers.append(number)
                }
                if atEnd { break }
                guard matched < pattern.count, pattern[matched] == byte else { return nil }
                matched += 1
                tokenStart = text.index(after: position)
            }
            position = text.index(after: position)
        }
        guard matched == pattern.count else { return nil }
        return numbers
    }

    /// Each shape's delimiters, with `n` where a number stands.
    @usableFromInline static let pairPattern = Array("{n,n}".utf8)
    @usableFromInline static let rectPattern = Array("{{n,n},{n,n}}".utf8)
    @usableFromInline static let insetsPattern = Array("{n,n,n,n}".utf8)
    @usableFromInline static let transformPattern = Array("[n,n,n,n,n,n]".utf8)

    /// The number `Double(String)` reads from `token`, or nil.
    ///
    /// Plain decimals (`-12`, `10.5`) of at most 15 significant digits and 22
    /// decimals, nearly every number in a nib, are read directly: the digits
    /// and the power of ten are both exact doubles, so one correctly rounded
    /// division gives the correctly rounded value (Clinger's fast path).
    /// Everything else (exponents, long numbers, `inf`) goes to `Double(String)`.
    @inlinable
    static func number<Bytes: Collection<UInt8>>(_ text: Bytes, from start: Bytes.Index, to end: Bytes.Index) -> Double? {
        var position = start
        let negative = position < end && text[position] == UInt8(ascii: "-")
        if negative { position = text.index(after: position) }
        var digits: UInt64 = 0, significant = 0, decimals = 0, integerDigits = 0
        var sawDot = false, plain = position < end
        while plain, position < end {
            let byte = text[position]
            position = text.index(after: position)
            if byte == UInt8(ascii: ".") {
                plain = !sawDot && integerDigits > 0
                sawDot = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if digits != 0 || byte != UInt8(ascii: "0") { significant += 1 }
                digits = digits &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                if sawDot { decimals += 1 } else { integerDigits += 1 }
            } else {
                plain = false
            }
        }
        if plain, significant <= 15, decimals <= 22, !sawDot || decimals > 0 {
            let magnitude = Double(digits) / powersOfTen[decimals]
            return negative ? -magnitude : magnitude
        }
        return Double(String(decoding: text[start..<end], as: UTF8.self))
    }

    /// 10⁰ … 10²², every one an exact double.
    @usableFromInline static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    @inlinable
    static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: ",")
    }
}
