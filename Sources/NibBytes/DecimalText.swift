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
        if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let sign = value.sign == .minus ? "-" : ""
        if value == 0 { return sign + "0" }
        let precision = max(1, significantDigits)
        if let (digits, exponent) = roundedDigits(of: value.magnitude, precision: precision) {
            return sign + layout(digits, exponent: exponent, precision: precision)
        }
        var (digits, exponent) = exactDigits(of: value.magnitude)
        if digits.count > precision { exponent += round(&digits, to: precision) }
        return sign + layout(digits, exponent: exponent, precision: precision)
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

    /// `%g`'s choice between fixed and exponent notation, without trailing zeros.
    static func layout(_ digits: [UInt8], exponent: Int, precision: Int) -> String {
        var significant = digits + [UInt8](repeating: 0, count: max(0, precision - digits.count))
        while significant.count > 1, significant.last == 0 { significant.removeLast() }
        var text: [UInt8] = []
        func append(_ digit: UInt8) { text.append(UInt8(ascii: "0") + digit) }
        if exponent < -4 || exponent >= precision {
            append(significant[0])
            if significant.count > 1 {
                text.append(UInt8(ascii: "."))
                significant.dropFirst().forEach(append)
            }
            text += Array((exponent < 0 ? "e-" : "e+").utf8)
            let magnitude = abs(exponent)
            if magnitude < 10 { text.append(UInt8(ascii: "0")) }
            text += Array(String(magnitude).utf8)
        } else if exponent < 0 {
            text += Array("0.".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: -exponent - 1)
            significant.forEach(append)
        } else {
            for (index, digit) in significant.enumerated() {
                if index == exponent + 1 { text.append(UInt8(ascii: ".")) }
                append(digit)
            }
            for _ in significant.count..<max(significant.count, exponent + 1) { append(0) }
        }
        return String(decoding: text, as: UTF8.self)
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
