@testable import PropertyList
import Testing
import TestSupport

/// UTF-16 strings transcode to the UTF-8 the standard library gives for them,
/// unpaired surrogates included.
struct BinaryPropertyListTextTests {
    static func transcoded(_ units: [UInt16]) -> [UInt8] {
        let bytes = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        return bytes.withUnsafeBytes { BinaryPropertyListObjects.utf8(fromUTF16BigEndian: $0) }
    }

    static func expected(_ units: [UInt16]) -> [UInt8] {
        Array(String(decoding: units, as: UTF16.self).utf8)
    }

    @Test func everyKindOfUnitTranscodesAsTheStandardLibraryDoes() {
        let cases: [[UInt16]] = [
            [], [0x41], [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF], [0xE9, 0x4E2D, 0xFEFF],
            [0xD83D, 0xDE00], // a pair: U+1F600
            [0xD83D], [0xDE00], [0xD83D, 0x41], [0xDE00, 0xD83D], [0xD83D, 0xD83D, 0xDE00], [0x41, 0xDBFF, 0xDFFF, 0xDC00],
        ]
        for units in cases { #expect(Self.transcoded(units) == Self.expected(units), "\(units)") }
    }

    @Test func randomUnitsTranscodeAsTheStandardLibraryDoes() {
        var generator = SeededGenerator(seed: 0x5554_4631)
        for _ in 0..<5_000 {
            let units = (0..<Int.random(in: 0...12, using: &generator)).map { _ -> UInt16 in
                // Mostly surrogates and the edges between UTF-8 lengths, where transcoders go wrong.
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: UInt16.random(in: 0xD800...0xDFFF, using: &generator)
                case 1: [0, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFD, 0xFFFF].randomElement(using: &generator)!
                default: UInt16.random(in: 0...0xFFFF, using: &generator)
                }
            }
            #expect(Self.transcoded(units) == Self.expected(units), "\(units)")
        }
    }
}
