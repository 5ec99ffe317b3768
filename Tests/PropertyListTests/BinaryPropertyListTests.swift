import Foundation
import NibBytes
import PropertyList
import Testing

/// Hand-built binary plists: every marker, CF's limits, and hostile structures.
struct BinaryPropertyListTests {
    /// Assembles a bplist00 from object bodies; `references` and `offsets` take the given sizes.
    static func plist(_ objects: [[UInt8]], top: Int = 0, offsetSize: Int = 1, referenceSize: Int = 1) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += bigEndian(offset, offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        out += bigEndian(objects.count, 8) + bigEndian(top, 8) + bigEndian(table, 8)
        return out
    }

    static func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }

    func decode(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        try BinaryPropertyList.decode(ByteView(copying: bytes))
    }

    @Test func everyMarker() throws {
        let value = try decode(Self.plist([
            [0xAC, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],      // array of 12
            [0x00], [0x08], [0x09],                             // null, false, true
            [0x10, 0xFF], [0x13] + Self.bigEndian(-2, 8),       // 255, -2
            [0x22, 0x3F, 0xC0, 0, 0],                           // float32 1.5
            [0x23] + Array(withUnsafeBytes(of: 2.25.bitPattern.bigEndian, Array.init)),
            [0x33] + Array(withUnsafeBytes(of: 100.0.bitPattern.bigEndian, Array.init)),
            [0x42, 0xAB, 0xCD],                                 // data
            [0x52] + Array("hi".utf8),                          // ASCII
            [0x62, 0x00, 0xE9, 0xD8, 0x3D],                     // UTF-16 "é" + a lone high surrogate, repaired
            [0x81, 0x01, 0x00],                                 // UID 256
        ]))
        #expect(value == .array([
            .null, .bool(false), .bool(true), .integer(255), .integer(-2), .real32(1.5), .real(2.25), .date(100),
            .data(ByteView(copying: [0xAB, 0xCD])), .string("hi"), .string("é\u{FFFD}"), .uid(256),
        ]))
    }

    @Test func longCountsUseAFollowingInteger() throws {
        let text = String(repeating: "x", count: 20)
        #expect(try decode(Self.plist([[0x5F, 0x10, 20] + Array(text.utf8)])) == .string(text))
        #expect(throws: PropertyListError.self) { try decode(Self.plist([[0x5F, 0x50, 20]])) }   // count not an integer
    }

    @Test func trailerRules() {
        let good = Self.plist([[0x08]])
        #expect(throws: PropertyListError(.badMagic, offset: 0)) { try decode(Array("bplist".utf8)) }
        #expect(throws: PropertyListError(.truncated, offset: 20)) { try decode(Array(good.prefix(20))) }
        var badSize = good
        badSize[badSize.count - 26] = 9                         // offset size 9
        #expect(throws: PropertyListError.self) { try decode(badSize) }
        var badTop = good
        badTop[badTop.count - 9] = 1                            // top object 1 of 1
        #expect(throws: PropertyListError.self) { try decode(badTop) }
        var hugeCount = good
        hugeCount[hugeCount.count - 20] = 0x7F                  // object count far beyond the file
        #expect(throws: PropertyListError.self) { try decode(hugeCount) }
    }

    @Test func referencesAndOffsetsAreChecked() {
        #expect(throws: PropertyListError(.referenceOutOfRange(index: 5, count: 1), object: 0, offset: 9)) {
            try decode(Self.plist([[0xA1, 5]]))
        }
        var outside = Self.plist([[0x08]])
        outside[outside.count - 33] = 200                       // the only offset points past the object area
        #expect(throws: PropertyListError.self) { try decode(outside) }
        #expect(throws: PropertyListError(.invalidASCII, object: 0, offset: 9)) { try decode(Self.plist([[0x51, 0xE9]])) }
        #expect(throws: PropertyListError(.unknownMarker(0x70), object: 0, offset: 8)) { try decode(Self.plist([[0x70]])) }
    }

    @Test func arraysContainingThemselvesAreRejected() {
        #expect(throws: PropertyListError(.cycle, object: 0, offset: 8)) { try decode(Self.plist([[0xA1, 0]])) }
        // Longer cycle: 0 -> 1 -> 0.
        #expect(throws: PropertyListError.self) { try decode(Self.plist([[0xA1, 1], [0xA1, 0]])) }
    }

    /// `levels` arrays, each holding the next one twice, then `false`: a file
    /// of 3 × levels + 1 objects that stands for 2^(levels + 1) - 1 read as a tree.
    static func doublingArrays(levels: Int) -> [UInt8] {
        var objects: [[UInt8]] = (0..<levels).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x08])
        return plist(objects)
    }

    @Test func sharedObjectsAreDecodedOnceAndReencodingIsBounded() throws {
        // 10 levels: 2^11 - 1 = 2,047 objects as a tree, within the allowance.
        let value = try decode(Self.doublingArrays(levels: 10))
        guard case .array(let halves) = value else {
            Issue.record("not an array")
            return
        }
        #expect(halves.count == 2 && halves[0] == halves[1])
        #expect(throws: PropertyListError.self) { try BinaryPropertyList.encode(value, maximumObjects: 1_000) }
    }

    @Test func sharingThatStandsForMoreObjectsThanTheFileJustifiesIsRefused() throws {
        // 40 levels: 2^41 - 1 objects from a 202-byte file.
        let bytes = Self.doublingArrays(levels: 40)
        #expect(bytes.count == 8 + 3 * 40 + 1 + 41 + 32)
        // Array k stands for 2^(41 - k) - 1 objects: array 24, whose two halves are 2^16 - 1 each,
        // is the first whose tree passes 202 + 65,536, when its second half is added. It starts at 8 + 3 × 24.
        let expected = PropertyListError(.expandsTooMuch(limit: 202 + 65_536), object: 24, offset: 8 + 3 * 24)
        #expect(throws: expected) { try decode(bytes) }
        #expect(throws: expected) { try BinaryPropertyListObjects(ByteView(copying: bytes)).validate() }
        #expect(throws: expected) { try BinaryPropertyListObjects(ByteView(copying: bytes)).validatedHeaders() }
        // With no allowance, 7 levels (255 objects as a tree, a 70-byte file) are refused too; 4 levels
        // (31 objects from 58 bytes) are not.
        let none = PropertyListOptions(maximumSharedExpansion: 0)
        #expect(throws: PropertyListError.self) {
            try BinaryPropertyList.decode(ByteView(copying: Self.doublingArrays(levels: 7)), options: none)
        }
        #expect(throws: Never.self) {
            try BinaryPropertyList.decode(ByteView(copying: Self.doublingArrays(levels: 4)), options: none)
        }
    }

    @Test func depthIsLimited() throws {
        var objects: [[UInt8]] = (0..<100).map { [0xA1, UInt8($0 + 1)] }
        objects.append([0x09])
        #expect(throws: PropertyListError.self) {
            try BinaryPropertyList.decode(ByteView(copying: Self.plist(objects)), options: .init(maximumDepth: 50))
        }
        #expect(throws: Never.self) { try decode(Self.plist(objects)) }
    }

    @Test func writerMatchesCoreFoundationsChoices() throws {
        let value = PropertyListValue.dictionary([
            PropertyListEntry(key: .string("a"), value: .array([.string("x"), .string("x"), .integer(-1), .uid(300)])),
            PropertyListEntry(key: .string("b"), value: .array([.string("x")])),
        ])
        let bytes = try BinaryPropertyList.encode(value)
        // Objects: dict, "a", "b", array, "x", -1, UID, array (collections are not merged; "x" is stored once).
        let trailer = Array(bytes.suffix(32))
        #expect(trailer[6] == 1 && trailer[7] == 1)             // one-byte offsets and references
        #expect(Self.bigEndianValue(trailer[8..<16]) == 8)
        #expect(try decode(bytes) == value)
        // Foundation reads it.
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
        #expect((object?["a"] as? [Any])?.count == 4)
        #expect((object?["a"] as? [Any])?[2] as? Int == -1)
    }

    @Test func writerStoresStringsOnceByTheirBytes() throws {
        // "K" and the Kelvin sign, "é" precomposed and decomposed: Swift calls each pair equal,
        // CoreFoundation's writer (and ours) keeps each spelling.
        let texts = ["K", "\u{212A}", "K", "\u{212A}", "\u{E9}", "e\u{301}", "\u{E9}", "", ""]
        let value = PropertyListValue.array(texts.map { .string($0) })
        let bytes = try BinaryPropertyList.encode(value)
        #expect(Self.bigEndianValue(Array(bytes.suffix(32))[8..<16]) == 6)  // the array and 5 strings
        #expect(try decode(bytes) == value)
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String]
        #expect(object?.map { Array($0.unicodeScalars) } == texts.map { Array($0.unicodeScalars) })
    }

    @Test func writerNumbersManyStringsOnce() throws {
        // Enough distinct strings for the table to grow many times, each used three times.
        let texts = (0..<20_000).map { "key \($0 % 7_000) \(String(repeating: "x", count: $0 % 7_000 % 23))" }
        let value = PropertyListValue.array(texts.map { .string($0) })
        let bytes = try BinaryPropertyList.encode(value)
        #expect(Self.bigEndianValue(Array(bytes.suffix(32))[8..<16]) == 1 + Set(texts).count)
        #expect(try decode(bytes) == value)
    }

    static func bigEndianValue(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
