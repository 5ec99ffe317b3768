/// Decimal text of doubles as C's `printf` writes it, in plain Swift.
///
/// Interface Builder writes color components as `%.3g` (UIKit) or
/// `%.<digits>g` (AppKit) text; the compilers need those bytes exactly, and
/// Foundation's `String(format:)` costs more than the rest of a color.
public enum DecimalText {
    /// `value` as `%.<significantDigits>g` formats it: rounded half to even
    /// from the double's exact value to that many significant digits, in
    /// fixed notation when the decimal exponent is from −4 to below the
    /// digit count, else as `d.ddde±XX`, trailing zeros removed.
    public static func general(_ value: Double, significantDigits: Int) -> String {
        var text: [UInt8] = []
        appendGeneral(value, significantDigits: significantDigits, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the bytes of ``general(_:significantDigits:)`` to `text`, so a
    /// writer of several numbers builds one buffer instead of a string each.
    public static func appendGeneral(_ value: Double, significantDigits: Int, to text: inout [UInt8]) {
        if value.isNaN { return text += Array((value.sign == .minus ? "-nan" : "nan").utf8) }
        if value.sign == .minus { text.append(UInt8(ascii: "-")) }
        if value.isInfinite { return text += Array("inf".utf8) }
        if value == 0 { return text.append(UInt8(ascii: "0")) }
        let precision = max(1, significantDigits)
        if let (digits, exponent) = roundedDigits(of: value.magnitude, precision: precision) {
            return layout(digits, exponent: exponent, precision: precision, to: &text)
        }
        var (digits, exponent) = exactDigits(of: value.magnitude)
        if digits.count > precision { exponent += round(&digits, to: precision) }
        layout(digits, exponent: exponent, precision: precision, to: &text)
    }

    /// The first `precision` digits of a positive finite double below 2⁵³,
    /// rounded half to even, and the power of ten of the first digit, in
    /// 64-bit arithmetic: the double is m × 2⁻ᵏ, so its digits scaled by 10ˢ
    /// are the 128-bit m × 10ˢ shifted right by k, and the bits shifted out
    /// settle the rounding exactly. Nil where that does not fit (huge,
    /// tiny or subnormal values, or more than 17 digits).
    static func roundedDigits(of value: Double, precision: Int) -> (digits: [UInt8], exponent: Int)? {
        guard value.isNormal, precision <= 17 else { return nil }
        let significand = value.significandBitPattern | 1 << 52
        let shift = 1075 - Int(value.exponentBitPattern)
        guard shift > 0, shift < 128 else { return nil }
        // The decimal exponent is this estimate or one more.
        var exponent = Int((Double(value.exponent) * 0.301_029_995_663_981_2).rounded(.down))
        for _ in 0..<3 {
            let scale = precision - 1 - exponent
            guard scale >= 0, scale < powersOf10.count else { return nil }
            let product = significand.multipliedFullWidth(by: powersOf10[scale])
            let scaled: UInt64, cutHigh: UInt64, cutLow: UInt64, halfHigh: UInt64, halfLow: UInt64
            if shift < 64 {
                guard product.high >> shift == 0 else { return nil }
                scaled = product.high << (64 - shift) | product.low >> shift
                (cutHigh, cutLow) = (0, product.low & (1 << shift - 1))
                (halfHigh, halfLow) = (0, 1 << (shift - 1))
            } else {
                scaled = product.high >> (shift - 64)
                (cutHigh, cutLow) = (shift == 64 ? 0 : product.high & (1 << (shift - 64) - 1), product.low)
                (halfHigh, halfLow) = shift == 64 ? (0, 1 << 63) : (1 << (shift - 65), 0)
            }
            if scaled >= powersOf10[precision] {
                exponent += 1
                continue
            }
            if scaled < powersOf10[precision - 1] {
                exponent -= 1
                continue
            }
            var rounded = scaled
            if (cutHigh, cutLow) > (halfHigh, halfLow) || ((cutHigh, cutLow) == (halfHigh, halfLow) && scaled & 1 == 1) {
                rounded += 1
            }
            if rounded == powersOf10[precision] {
                rounded = powersOf10[precision - 1]
                exponent += 1
            }
            var digits = [UInt8](repeating: 0, count: precision)
            for index in digits.indices.reversed() {
                digits[index] = UInt8(rounded % 10)
                rounded /= 10
            }
            return (digits, exponent)
        }
        return nil
    }

    private static let powersOf10: [UInt64] = (0...19).map { n in (0..<n).reduce(1) { value, _ in value * 10 } }

    /// Every decimal digit of a positive finite double, most significant
    /// first with no leading zero, and the power of ten of the first digit.
    static func exactDigits(of value: Double) -> (digits: [UInt8], exponent: Int) {
        var integer = Limbs(value.significandBitPattern | (value.isNormal ? 1 << 52 : 0))
        var binaryExponent = (value.isNormal ? Int(value.exponentBitPattern) : 1) - 1075
        // value = integer × 2^binaryExponent; a negative power of two becomes
        // 5^n / 10^n, so the digits are those of integer × 5^n.
        var pointShift = 0
        while binaryExponent > 0 {
            let step = min(binaryExponent, 29)
            integer.multiply(by: 1 << step)
            binaryExponent -= step
        }
        while binaryExponent < 0 {
            let step = min(-binaryExponent, 12)
            integer.multiply(by: power5[step])
            pointShift -= step
            binaryExponent += step
        }
        let digits = integer.decimalDigits()
        return (digits, digits.count - 1 + pointShift)
    }

    /// Rounds `digits` to `count` digits, half to even on what is cut off;
    /// returns 1 when a carry adds a digit in front (then the last is dropped).
    static func round(_ digits: inout [UInt8], to count: Int) -> Int {
        let first = digits[count]
        let restIsZero = digits[(count + 1)...].allSatisfy { $0 == 0 }
        let roundsUp = first > 5 || (first == 5 && (!restIsZero || digits[count - 1] % 2 == 1))
        digits.removeLast(digits.count - count)
        guard roundsUp else { return 0 }
        var index = count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return 0
            }
            digits[index] = 0
            index -= 1
        }
        digits.insert(1, at: 0)
        digits.removeLast()
        return 1
    }

    /// `%g`'s choice between fixed and exponent notation, without trailing
    /// zeros, appended to `text`.
    static func layout(_ digits: [UInt8], exponent: Int, precision: Int, to text: inout [UInt8]) {
        // The digits that are written: up to `precision`, trailing zeros dropped (one digit at least).
        var count = min(digits.count, precision)
        while count > 1, digits[count - 1] == 0 { count -= 1 }
        let significant = digits[..<count]
        func append(_ digit: UInt8) { text.append(UInt8(ascii: "0") + digit) }
        if exponent < -4 || exponent >= precision {
            append(significant[0])
            if count > 1 {
                text.append(UInt8(ascii: "."))
                significant.dropFirst().forEach(append)
            }
            text.append(UInt8(ascii: "e"))
            text.append(UInt8(ascii: exponent < 0 ? "-" : "+"))
            let magnitude = abs(exponent)
            if magnitude < 10 { text.append(UInt8(ascii: "0")) }
            text += Array(String(magnitude).utf8)
        } else if exponent < 0 {
            text.append(UInt8(ascii: "0"))
            text.append(UInt8(ascii: "."))
            for _ in 0..<(-exponent - 1) { text.append(UInt8(ascii: "0")) }
            significant.forEach(append)
        } else {
            for (index, digit) in significant.enumerated() {
                if index == exponent + 1 { text.append(UInt8(ascii: ".")) }
                append(digit)
            }
            for _ in count..<max(count, exponent + 1) { append(0) }
        }
    }

    private static let power5: [UInt64] = (0...12).map { n in (0..<n).reduce(1) { value, _ in value * 5 } }

    /// A non-negative integer in base 10⁹ limbs, least significant first.
    struct Limbs {
        static let base: UInt64 = 1_000_000_000
        var limbs: [UInt64]

        init(_ value: UInt64) {
            limbs = [value % Self.base, (value / Self.base) % Self.base, value / Self.base / Self.base]
            while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
        }

        /// Multiplies by a factor below 2³⁰ (so each product fits in 64 bits).
        mutating func multiply(by factor: UInt64) {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] * factor + carry
                limbs[index] = product % Self.base
                carry = product / Self.base
            }
            while carry > 0 {
                limbs.append(carry % Self.base)
                carry /= Self.base
            }
        }

        /// The decimal digits, most significant first, without leading zeros.
        func decimalDigits() -> [UInt8] {
            var digits: [UInt8] = []
            digits.reserveCapacity(limbs.count * 9)
            for (position, limb) in limbs.enumerated().reversed() {
                var chunk = [UInt8](repeating: 0, count: 9)
                var rest = limb
                for index in (0..<9).reversed() {
                    chunk[index] = UInt8(rest % 10)
                    rest /= 10
                }
                digits += position == limbs.count - 1 ? Array(chunk.drop { $0 == 0 }) : chunk
            }
            return digits
        }
    }
}
