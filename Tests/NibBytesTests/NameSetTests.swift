import NibBytes
import Testing

/// ``NameSet`` answers as `Set<String>` does, small (one list) or large (lists by length).
struct NameSetTests {
    /// Names of lengths 1 to 70, several sharing a length, one past the last length list (63 bytes).
    static let names = ["x", "id", "key", "tag", "text", "title", "hidden", "contentMode", "multipleTouchEnabled",
                        "translatesAutoresizingMaskIntoConstraints", String(repeating: "a", count: 63),
                        String(repeating: "b", count: 70), "é", "placeholderIntrinsicWidth"]

    @Test func answersAsASetDoes() {
        let large = NameSet(Self.names)
        let small = NameSet(Array(Self.names.prefix(5)))
        let probes = Self.names + ["", "i", "ie", "kez", "Text", "titles", String(repeating: "a", count: 64),
                                   String(repeating: "b", count: 63), "contentmode"]
        for probe in probes {
            #expect(large.contains(probe) == Set(Self.names).contains(probe), "\(probe)")
            #expect(small.contains(probe) == Set(Self.names.prefix(5)).contains(probe), "\(probe)")
        }
    }

    /// Names are their bytes, as XML's are: a canonically equivalent spelling
    /// of other bytes (which `String`'s `==` takes as equal) is another name.
    @Test func namesAreTheirBytes() {
        #expect(NameSet(Self.names).contains("é"))
        #expect(!NameSet(Self.names).contains("e\u{301}"))
        #expect(!NameSet(["é"]).contains("e\u{301}"))
    }

    @Test func unionsAndRepeats() {
        let joined = NameSet(["a", "b"]).union(NameSet(Array(Self.names.suffix(9)))).union(["c", "a"])
        for name in ["a", "b", "c"] + Self.names.suffix(9) { #expect(joined.contains(name)) }
        #expect(!joined.contains("x"))
        let empty: NameSet = []
        #expect(!empty.contains(""))
        #expect(!empty.contains("id"))
    }
}
