import Foundation
import Testing

/// Hostile files whose dumps repeat one long name or value many times: every
/// dump hands its text to the output budget a chunk at a time, so it stops
/// with an error soon after the budget (64 times the input plus 1 MiB)
/// instead of building the whole text first and printing it all at once.
struct DumpBudgetTests {
    /// Runs `nibtool dump` with `options` on `bytes` written to a temporary file
    /// and checks that it stopped at the budget: exit status 1, the budget
    /// message, and no more output than the budget plus about two chunks.
    private func expectStoppedAtBudget(_ bytes: [UInt8], options: [String] = [], suffix: String = "nib") throws {
        let path = try temporaryFile(bytes, suffix: suffix)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try NibToolRunner.run(["dump"] + options + [path])
        #expect(result.status == 1, "\(options)")
        #expect(result.standardError.contains("output stopped after"), "\(options)")
        let budget = 64 * bytes.count + (1 << 20)
        #expect(result.standardOutputData.count > budget - (1 << 17), "\(options): stopped too early")
        #expect(result.standardOutputData.count <= budget + (1 << 17), "\(options): \(result.standardOutputData.count) bytes")
    }

    /// Runs `nibtool dump` with `options` on `bytes` and returns what it printed, expecting success.
    private func dump(_ bytes: [UInt8], options: [String] = []) throws -> String {
        let path = try temporaryFile(bytes, suffix: "nib")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try NibToolRunner.run(["dump"] + options + [path])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    private func temporaryFile(_ bytes: [UInt8], suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dump-budget-\(UUID()).\(suffix)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A binary plist (not a keyed archive) whose array lists one 2,000-byte
    /// string 4,000 times: 10 KB of input, 8 MB of text.
    @Test func plainPropertyListSharingOneStringStopsAtTheBudget() throws {
        let count = 4_000, length = 2_000
        var bytes = Array("bplist00".utf8)
        let arrayOffset = bytes.count
        bytes += [0xAF, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]      // array, 2-byte count
        for _ in 0..<count { bytes += [0x00, 0x01] }                        // 2-byte references to object 1
        let stringOffset = bytes.count
        bytes += [0x5F, 0x11, UInt8(length >> 8), UInt8(length & 0xFF)]    // ASCII string, 2-byte length
        bytes += [UInt8](repeating: UInt8(ascii: "A"), count: length)
        let offsetTable = bytes.count
        for offset in [arrayOffset, stringOffset] { bytes += bigEndian(offset, size: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2]                                  // offsets 4 bytes, references 2
        bytes += bigEndian(2, size: 8) + bigEndian(0, size: 8) + bigEndian(offsetTable, size: 8)
        try expectStoppedAtBudget(bytes, suffix: "plist")
    }

    /// 3,000 unreachable strings (leaves, printed on one line each) of a class
    /// with a 2,000-byte name: 11 KB of input, 6 MB of text.
    @Test func unreachableLeavesStopAtTheBudget() throws {
        let name = String(repeating: "C", count: 2_000)
        let archive = TestArchive(
            classes: [("NSObject", []), ("NSString", []), (name, [1])], keys: ["NS.bytes"],
            objects: [(0, 0, 0)] + Array(repeating: (2, 0, 1), count: 3_000),
            values: [TestArchive.data(key: 0, [])])
        try expectStoppedAtBudget(archive.bytes)
    }

    /// One class listing a 2,000-byte class name as its fallback 3,000 times:
    /// 14 KB of input, 6 MB of text in the JSON and the flat dump.
    @Test func aLongFallbackListStopsAtTheBudget() throws {
        let name = String(repeating: "C", count: 2_000)
        let archive = TestArchive(classes: [("NSObject", []), ("X", Array(repeating: 2, count: 3_000)), (name, [])],
                                  keys: [], objects: [(1, 0, 0)], values: [])
        try expectStoppedAtBudget(archive.bytes, options: ["--format", "json"])
        try expectStoppedAtBudget(archive.bytes, options: ["--flat"])
    }

    /// Fallback lists written one name at a time read as before.
    @Test func fallbackListsAreUnchanged() throws {
        let archive = TestArchive(classes: [("NSObject", []), ("X", [2, 0]), ("C", [])],
                                  keys: [], objects: [(1, 0, 0)], values: [])
        let flat = try dump(archive.bytes, options: ["--flat"])
        #expect(flat.contains("  [1] X fallbacks: [2] C, [0] NSObject\n"))
        #expect(flat.contains("  [2] C\n"))
        let json = try JSONSerialization.jsonObject(with: Data(try dump(archive.bytes, options: ["--format", "json"]).utf8))
        #expect((json as? [String: Any])?.object(0)["fallbackClasses"] as? [String] == ["C", "NSObject"])
    }

    /// Each reference to an inlined collection prints its element count,
    /// worked out once per collection: the root lists a 50-element array 20
    /// times and a one-entry dictionary once.
    @Test func collectionCountsArePrintedOnEveryReference() throws {
        let archive = TestArchive(
            classes: [("NSObject", []), ("NSArray", []), ("NSDictionary", [])],
            keys: ["k", "NSInlinedValue", "UINibEncoderEmptyKey"],
            objects: [(0, 0, 21), (1, 21, 51), (2, 72, 3)],
            values: Array(repeating: TestArchive.object(key: 0, 1), count: 20) + [TestArchive.object(key: 0, 2)]
                + [TestArchive.trueValue(key: 1)] + Array(repeating: TestArchive.object(key: 2, 0), count: 50)
                + [TestArchive.trueValue(key: 1), TestArchive.object(key: 2, 0), TestArchive.object(key: 2, 1)])
        let lines = try dump(archive.bytes).split(separator: "\n")
        #expect(lines.filter { $0 == "  k = #1 NSArray (array, 50 elements)" }.count == 1)
        #expect(lines.filter { $0 == "  k = #1 NSArray (array, 50 elements) (see above)" }.count == 19)
        #expect(lines.filter { $0 == "  k = #2 NSDictionary (dictionary, 1 entry)" }.count == 1)
    }

    /// Strings and numbers print their value on every reference, also when
    /// other values come before it (the value is looked up once per object).
    @Test func stringsAndNumbersArePrintedOnEveryReference() throws {
        let archive = TestArchive(
            classes: [("NSObject", []), ("NSString", []), ("NSNumber", [])],
            keys: ["k", "NS.bytes", "NS.intval"],
            objects: [(0, 0, 5), (1, 5, 2), (2, 7, 2)],
            values: Array(repeating: TestArchive.object(key: 0, 1), count: 3) + Array(repeating: TestArchive.object(key: 0, 2), count: 2)
                + [TestArchive.trueValue(key: 0), TestArchive.data(key: 1, Array("hi".utf8))]
                + [TestArchive.trueValue(key: 0), TestArchive.int8(key: 2, 7)])
        let lines = try dump(archive.bytes).split(separator: "\n")
        #expect(lines.filter { $0 == "  k = #1 NSString \"hi\"" }.count == 3)
        #expect(lines.filter { $0 == "  k = #2 NSNumber 7" }.count == 2)
    }

    private func bigEndian(_ number: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: number >> (8 * $0)) }
    }
}

/// A NIBArchive written from its four tables, for crafting test inputs:
/// the header, then the objects, keys, values and classes tables.
struct TestArchive {
    /// Class names with their fallback class indices.
    var classes: [(name: String, fallbacks: [Int])]
    var keys: [String]
    /// Class index, first value, value count (ranges may overlap).
    var objects: [(classIndex: Int, valuesStart: Int, valueCount: Int)]
    /// Encoded values, see `object(key:_:)`, `trueValue(key:)`, `int8(key:_:)` and `data(key:_:)`.
    var values: [[UInt8]]

    var bytes: [UInt8] {
        var objectTable: [UInt8] = []
        for entry in objects {
            objectTable += Self.varint(entry.classIndex) + Self.varint(entry.valuesStart) + Self.varint(entry.valueCount)
        }
        var keyTable: [UInt8] = []
        for key in keys { keyTable += Self.varint(key.utf8.count) + Array(key.utf8) }
        let valueTable: [UInt8] = values.flatMap { $0 }
        var classTable: [UInt8] = []
        for entry in classes {
            classTable += Self.varint(entry.name.utf8.count + 1) + Self.varint(entry.fallbacks.count)
            for fallback in entry.fallbacks { classTable += Self.littleEndian32(fallback) }
            classTable += Array(entry.name.utf8) + [0]
        }
        let objectsOffset = 50
        let keysOffset = objectsOffset + objectTable.count
        let valuesOffset = keysOffset + keyTable.count
        let classesOffset = valuesOffset + valueTable.count
        var out = Array("NIBArchive".utf8)
        for word in [1, 10, objects.count, objectsOffset, keys.count, keysOffset, values.count, valuesOffset,
                     classes.count, classesOffset] {
            out += Self.littleEndian32(word)
        }
        return out + objectTable + keyTable + valueTable + classTable
    }

    /// A value keyed `key` referring to object `target`.
    static func object(key: Int, _ target: Int) -> [UInt8] { varint(key) + [0x0A] + littleEndian32(target) }
    /// A value keyed `key` holding `true`.
    static func trueValue(key: Int) -> [UInt8] { varint(key) + [0x05] }
    /// A value keyed `key` holding `number` as an 8-bit integer.
    static func int8(key: Int, _ number: Int8) -> [UInt8] { varint(key) + [0x00, UInt8(bitPattern: number)] }
    /// A value keyed `key` holding `bytes` as data.
    static func data(key: Int, _ bytes: [UInt8]) -> [UInt8] { varint(key) + [0x08] + varint(bytes.count) + bytes }

    /// NIBArchive varints: seven bits a byte, low first, the last byte marked by its high bit.
    static func varint(_ number: Int) -> [UInt8] {
        var rest = number, out: [UInt8] = []
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        return out + [UInt8(rest) | 0x80]
    }

    static func littleEndian32(_ number: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(number).littleEndian, Array.init) }
}
