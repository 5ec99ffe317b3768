import KeyedArchive
import NibGraph
import Testing
import TestSupport

/// Geometry strings read numbers exactly as `Double(String)` does, whether a
/// number takes the fast decimal path or the general one.
struct GeometryStringTests {
    /// The blob `{a, b}` should give: the element type byte, then each number's bits.
    func expectedBlob(_ numbers: [String]) -> [UInt8]? {
        var blob: [UInt8] = [0x07]
        for text in numbers {
            guard let value = Double(text) else { return nil }
            withUnsafeBytes(of: value.bitPattern.littleEndian) { blob += $0 }
        }
        return blob
    }

    @Test func numbersReadAsDoubleReadsThem() {
        let fixed = [
            "0", "-0", "1", "-1", "10.5", "0.1", "0.3", "007", "1.", ".5", "-", "1e3", "2.5E-3", "inf", "-inf", "nan",
            "1.7976931348623157e308", "123456789012345", "1234567890123456", "12345678901234567890",
            "0.000000000000000000001", "0.0000000000000000000001", "0.00000000000000000000001",
            "9007199254740993", "4.35", "1.1.1", "1-1", "--1", "+1", "0x10", "99999999999999.9", "999999999999999.9",
        ]
        var generator = SeededGenerator(seed: 0x6E0)
        var random: [String] = []
        for _ in 0..<20_000 {
            let integer = String(UInt64.random(in: 0...UInt64.random(in: 1...999_999_999_999), using: &generator))
            let decimals = String(UInt64.random(in: 0...999_999_999, using: &generator))
            let sign = Bool.random(using: &generator) ? "-" : ""
            random.append(Bool.random(using: &generator) ? sign + integer : sign + integer + "." + decimals)
        }
        for text in fixed + random {
            let pair = "{\(text), 2}"
            let blob = GeometryString.blob(forString: pair, shape: .pair)
            #expect(blob == expectedBlob([text, "2"]), "\(pair)")
        }
    }
}
