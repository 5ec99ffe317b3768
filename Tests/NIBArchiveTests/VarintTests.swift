@testable import NIBArchive
import NibBytes
import Testing

struct VarintTests {
    @Test(arguments: [
        (0, [0x80]), (1, [0x81]), (127, [0xFF]), (128, [0x00, 0x81]), (300, [0x2C, 0x82]),
        (16383, [0x7F, 0xFF]), (16384, [0x00, 0x00, 0x81]), (Int(UInt32.max), [0x7F, 0x7F, 0x7F, 0x7F, 0x8F]),
    ] as [(Int, [UInt8])])
    func encodesShortestFormWithHighBitOnLastByte(value: Int, expected: [UInt8]) throws {
        var out: [UInt8] = []
        Varint.append(value, to: &out)
        #expect(out == expected)
        #expect(Varint.encodedLength(value) == expected.count)
        #expect(try read(expected) == value)
    }

    func read(_ bytes: [UInt8], strict: Bool = false) throws(NIBArchiveError) -> Int {
        var cursor = ByteCursor(bytes: ByteView(copying: bytes).reader, baseOffset: 100, strict: strict, table: .keys, offset: 0)
        let result = Result { () throws(NIBArchiveError) in (try cursor.varint(), cursor.offset) }
        let (value, end) = try result.get()
        #expect(end == bytes.count)
        return value
    }

    @Test func rejectsMoreThanFiveBytes() {
        #expect(throws: NIBArchiveError(.varintTooLong, table: .keys, offset: 100)) {
            try read([0x00, 0x00, 0x00, 0x00, 0x00, 0x81])
        }
    }

    @Test func rejectsValuesAbove32Bits() {
        #expect(throws: NIBArchiveError(.varintOverflow, table: .keys, offset: 100)) {
            try read([0x7F, 0x7F, 0x7F, 0x7F, 0x9F])
        }
    }

    @Test func reportsTruncationAtTheVarintsStart() {
        #expect(throws: NIBArchiveError(.truncated, table: .keys, offset: 100)) { try read([0x05, 0x05]) }
        #expect(throws: NIBArchiveError(.truncated, table: .keys, offset: 100)) { try read([]) }
    }

    @Test func nonMinimalFormIsAcceptedWhenTolerantAndRejectedWhenStrict() throws {
        #expect(try read([0x05, 0x80]) == 5)
        #expect(throws: NIBArchiveError(.nonMinimalVarint, table: .keys, offset: 100)) {
            try read([0x05, 0x80], strict: true)
        }
    }
}
