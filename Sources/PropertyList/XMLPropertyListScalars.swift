/// Why the text of a scalar element could not be read; becomes `PropertyListError.Kind.invalidValue`.
struct XMLScalarProblem: Error {
    let message: String
}

/// Readers for the text of the scalar elements of an XML plist: `<integer>`,
/// `<real>`, `<date>` and `<data>`. Each takes the element's text as UTF-8
/// bytes and allows XML white space around it.
enum XMLPropertyListScalars {
    /// XML's white space: space, tab, line feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func trimmed(_ text: [UInt8]) -> ArraySlice<UInt8> {
        guard let first = text.firstIndex(where: { !isWhitespace($0) }),
              let last = text.lastIndex(where: { !isWhitespace($0) })
        else { return [] }
        return text[first...last]
    }

    /// The text for a message, shortened so a hostile document cannot make it huge.
    static func quoted(_ text: some Collection<UInt8>) -> String {
        let limit = 40
        let shown = String(decoding: text.prefix(limit), as: UTF8.self)
        return "'\(shown)\(text.count > limit ? "…" : "")'"
    }

    /// `<integer>`: an optional sign, then decimal digits, or `0x` and hexadecimal
    /// digits (as CoreFoundation reads them), in the range of `Int64`.
    static func integer(_ text: [UInt8]) throws(XMLScalarProblem) -> Int64 {
        var digits = trimmed(text)
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        var radix: UInt64 = 10
        if digits.count > 2, digits.first == UInt8(ascii: "0"),
           digits.dropFirst().first == UInt8(ascii: "x") || digits.dropFirst().first == UInt8(ascii: "X")
        {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty else { throw XMLScalarProblem(message: "<integer> \(quoted(text)) has no digits") }
        var magnitude: UInt64 = 0
        for byte in digits {
            guard let digit = hexDigit(byte), UInt64(digit) < radix else {
                throw XMLScalarProblem(message: "<integer> \(quoted(text)) is not a decimal or 0x-hexadecimal integer")
            }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { throw outOfRange(text) }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw outOfRange(text) }
            return Int64(bitPattern: 0 &- magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { throw outOfRange(text) }
        return Int64(magnitude)
    }

    private static func outOfRange(_ text: [UInt8]) -> XMLScalarProblem {
        XMLScalarProblem(message: "<integer> \(quoted(text)) does not fit in a signed 64-bit integer")
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `<real>`: a decimal number with optional fraction and exponent, or (in any
    /// case) `nan`, `inf`, `infinity`, optionally signed. Too large magnitudes are infinite.
    static func real(_ text: [UInt8]) throws(XMLScalarProblem) -> Double {
        let body = trimmed(text)
        let lowered = String(decoding: body, as: UTF8.self).lowercased()
        switch lowered {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        guard isDecimalNumber(body), let value = Double(lowered) else {
            throw XMLScalarProblem(message: "<real> \(quoted(text)) is not a decimal number")
        }
        return value
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    static func isDecimalNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text[...]
        func digitCount() -> Int {
            let count = rest.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        var mantissaDigits = digitCount()
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            mantissaDigits += digitCount()
        }
        guard mantissaDigits > 0 else { return false }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digitCount() > 0 else { return false }
        }
        return rest.isEmpty
    }

    /// `<date>`: `YYYY-MM-DDTHH:MM:SSZ` (UTC, as Apple writes it), as seconds since 2001-01-01.
    static func date(_ text: [UInt8]) throws(XMLScalarProblem) -> Double {
        let body = Array(trimmed(text))
        let problem = XMLScalarProblem(message: "<date> \(quoted(text)) is not YYYY-MM-DDTHH:MM:SSZ")
        guard body.count == 20 else { throw problem }
        for (index, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")]
        where body[index] != UInt8(ascii: Unicode.Scalar(separator)!) {
            throw problem
        }
        func field(_ start: Int, _ length: Int) throws(XMLScalarProblem) -> Int {
            var value = 0
            for byte in body[start..<(start + length)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw problem }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let year = try field(0, 4), month = try field(5, 2), day = try field(8, 2)
        let hour = try field(11, 2), minute = try field(14, 2), second = try field(17, 2)
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else {
            throw XMLScalarProblem(message: "<date> \(quoted(text)) is not a valid date and time")
        }
        let days = daysSinceReferenceDate(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 2001-01-01 to the given day of the proleptic Gregorian calendar (negative before).
    static func daysSinceReferenceDate(year: Int, month: Int, day: Int) -> Int {
        /// Leap years among 1...y, for y >= 0.
        func leapYears(through y: Int) -> Int { y / 4 - y / 100 + y / 400 }
        // Every year is at least 0, so "leap years before `year`" is leapYears(through: year - 1),
        // except for year 0 (itself a leap year), before which there are none.
        let leapsBefore = year == 0 ? -1 : leapYears(through: year - 1)
        let leapsBefore2001 = leapYears(through: 2000)
        var days = 365 * (year - 2001) + (leapsBefore - leapsBefore2001)
        for earlier in 1..<month { days += daysIn(month: earlier, year: year) }
        return days + day - 1
    }

    /// `<data>`: base64 with `=` padding to a multiple of four characters; white
    /// space may stand anywhere. Any other character is an error.
    static func base64(_ text: [UInt8]) throws(XMLScalarProblem) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 4 * 3)
        var group: UInt32 = 0
        var symbols = 0
        var padding = 0
        for byte in text where !isWhitespace(byte) {
            if byte == UInt8(ascii: "=") {
                padding += 1
                guard padding <= 2 else { break }
                continue
            }
            guard padding == 0 else { throw XMLScalarProblem(message: "<data> base64 continues after '=' padding") }
            guard let sextet = base64Value(byte) else {
                throw XMLScalarProblem(message: "<data> holds \(quoted([byte])), which is not base64")
            }
            group = group << 6 | UInt32(sextet)
            symbols += 1
            if symbols % 4 == 0 {
                bytes.append(UInt8(truncatingIfNeeded: group >> 16))
                bytes.append(UInt8(truncatingIfNeeded: group >> 8))
                bytes.append(UInt8(truncatingIfNeeded: group))
                group = 0
            }
        }
        let tail = symbols % 4
        guard padding <= 2, (tail == 0 && padding == 0) || (tail >= 2 && tail + padding == 4) else {
            throw XMLScalarProblem(message: "<data> base64 is not padded to a multiple of four characters")
        }
        if tail == 2 { bytes.append(UInt8(truncatingIfNeeded: group >> 4)) }
        if tail == 3 {
            bytes.append(UInt8(truncatingIfNeeded: group >> 10))
            bytes.append(UInt8(truncatingIfNeeded: group >> 2))
        }
        return bytes
    }

    static func base64Value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
