@testable import PropertyList
import NibBytes
import Testing
import TestSupport

/// UTF-16 strings transcode to the UTF-8 the standard library gives for them,
/// unpaired surrogates included.
struct BinaryPropertyListTextTests {
    static func transcoded(_ units: [UInt16]) -> [UInt8] {
        let bytes = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        return BinaryPropertyListObjects.utf8(fromUTF16BigEndian: ByteView(copying: bytes))
    }

    static func expected(_ units: [UInt16]) -> [UInt8] {
        Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// `string(ascii:)` gives what `String(decoding:as:)` gives for any bytes:
    /// ASCII ones of every length around the small-string limit (15 bytes),
    /// and bytes that are not ASCII, valid UTF-8 or not, which it repairs alike.
    @Test func asciiStringsAndAnyOtherBytesDecodeAsTheStandardLibraryDoes() {
        var generator = SeededGenerator(seed: 0x4153_4349)
        var cases: [[UInt8]] = (0...40).map { Array(repeating: UInt8(ascii: "a"), count: $0) }
        cases += [[0xC3, 0xA9], [0xC3], [0xFF], [0x41, 0xE2, 0x82], Array("h\u{E9}llo w\u{F6}rld, \u{1F600}!".utf8)]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...40, using: &generator)
            let high = Bool.random(using: &generator)
            cases.append((0..<count).map { _ in UInt8.random(in: 0...(high ? 255 : 127), using: &generator) })
        }
        for bytes in cases {
            let view = ByteView(copying: bytes)
            #expect(BinaryPropertyListObjects.string(ascii: view) == String(decoding: bytes, as: UTF8.self), "\(bytes)")
            #expect(Array(BinaryPropertyListObjects.string(ascii: view).utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
        }
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
