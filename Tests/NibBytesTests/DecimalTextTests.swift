import Foundation
import NibBytes
import Testing

/// `DecimalText.general` against the C library's `%.Pg` (through Foundation),
/// which Interface Builder's color text follows.
@Suite struct DecimalTextTests {
    static func printf(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)g", value) }

    @Test(arguments: [1, 2, 3, 6, 9, 10, 17])
    func randomComponentsMatchPrintf(digits: Int) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let component = Double(Float(Double.random(in: 0...1, using: &generator)))
            #expect(DecimalText.general(component, significantDigits: digits) == Self.printf(component, digits))
            let moderate = Double.random(in: 0...1e6, using: &generator) / Double(1 << Int.random(in: 0...40, using: &generator))
            #expect(DecimalText.general(moderate, significantDigits: digits) == Self.printf(moderate, digits))
            let tie = Double(Int.random(in: 0...100_000, using: &generator)) / Double(1 << Int.random(in: 0...20, using: &generator))
            #expect(DecimalText.general(tie, significantDigits: digits) == Self.printf(tie, digits))
            let wide = Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &generator))
            #expect(DecimalText.general(wide, significantDigits: digits) == Self.printf(wide, digits))
        }
    }

    /// Ties, carries, the switch between notations and values without a fraction.
    @Test func edgesMatchPrintf() {
        let values: [Double] = [0, -0.0, 1, -1, 0.5, 0.125, 0.0625, 0.00048828125, 2.5, 0.9995, 0.99951171875, 9.995, 99.95,
                                999.5, 1000, 123456, 1e-4, 1e-5, 0.0001234, 1e15, 1e16, 1e17, 123456789012, 5e-324,
                                Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, 1.0 / 3, 2.0 / 3, 0.1, 0.2, 0.3,
                                255.0 / 255, 128.0 / 255, 0.46666666865348816]
        for value in values {
            for digits in [1, 2, 3, 4, 6, 10, 17] {
                #expect(DecimalText.general(value, significantDigits: digits) == Self.printf(value, digits), "\(value) %.\(digits)g")
            }
        }
    }

    @Test func nonFiniteValues() {
        #expect(DecimalText.general(.infinity, significantDigits: 3) == "inf")
        #expect(DecimalText.general(-.infinity, significantDigits: 3) == "-inf")
        #expect(DecimalText.general(.nan, significantDigits: 3) == "nan")
    }
}
