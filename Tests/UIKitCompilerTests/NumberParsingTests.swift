import IBDocument
import Testing
import XIBReader

/// `XIBElement.number` reads short plain decimals itself; it must give the
/// very double the standard library's parser gives, and leave every other
/// spelling to that parser.
struct NumberParsingTests {
    @Test func plainDecimalsMatchTheStandardParser() {
        var texts = ["0", "-0", "1", "20", "375", "0.5", "-0.5", "16.5", "0.1", "0.2", "0.3", "1.0000001",
                     "0.33333333333333", "123456789012345", "99999999999999.9", "0.000000000000001",
                     "568", "-44.5", "007", "0.0", "0.60000002384185791", "0.9843137255"]
        for whole in stride(from: -500, through: 500, by: 7) {
            for fraction in ["", ".5", ".25", ".333", ".66666666666", ".1", ".05", ".999999"] {
                texts.append("\(whole)\(fraction)")
            }
        }
        for text in texts {
            #expect(XIBElement.number(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
            if let fast = XIBElement.plainDecimal(text) { #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)") }
        }
    }

    @Test func otherSpellingsAreLeftToTheStandardParser() {
        for text in ["", "-", ".5", "5.", "1e3", "+1", "1234567890123456", "1.2.3", " 1", "1 ", "nan", "inf", "0x10", "--1", "1-"] {
            #expect(XIBElement.plainDecimal(text) == nil, "\(text)")
        }
        #expect(XIBElement.number("1/3") == 1.0 / 3.0)
        #expect(XIBElement.number("1e3") == 1000)
    }
}
