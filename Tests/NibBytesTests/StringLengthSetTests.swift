import NibBytes
import Testing

/// A set of string lengths answers for lengths only: what it rules out is
/// certain, what it lets through may still be absent.
struct StringLengthSetTests {
    @Test func rulesOutLengthsNoStringHas() {
        let set = StringLengthSet(["id", "key", "contentMode"])
        #expect(set.mayContain("id") && set.mayContain("key") && set.mayContain("contentMode"))
        // Same lengths, other strings: let through.
        #expect(set.mayContain("ab") && set.mayContain("customClass"))
        #expect(!set.mayContain("text") && !set.mayContain("") && !set.mayContain("opaque"))
    }

    /// UTF-8 lengths, not characters: "é" is two bytes.
    @Test func countsUTF8Bytes() {
        let set = StringLengthSet(["é"])
        #expect(set.mayContain("ab") && !set.mayContain("a"))
    }

    /// Lengths of 63 bytes and more share one bit, so any long string is let through.
    @Test func longStringsShareTheLastBit() {
        var set = StringLengthSet()
        #expect(!set.mayContain(String(repeating: "a", count: 100)))
        set.insert(String(repeating: "a", count: 70))
        #expect(set.mayContain(String(repeating: "b", count: 63)) && set.mayContain(String(repeating: "b", count: 1000)))
        #expect(!set.mayContain(String(repeating: "b", count: 62)))
    }

    /// A length asked as a number answers as a string of that length would;
    /// 63 bytes and more share one answer, and a negative length is no string's.
    @Test func answersForLengths() {
        let set = StringLengthSet(["id", String(repeating: "a", count: 70)])
        #expect(set.mayContain(length: 2) && !set.mayContain(length: 3))
        #expect(set.mayContain(length: 63) && set.mayContain(length: 1000))
        #expect(!set.mayContain(length: -1) && !set.mayContain(length: 0))
    }
}
