import NibBytes
import Testing

struct StringTableTests {
    /// Keys of every length around the hash's eight-byte words, with shared
    /// prefixes and suffixes, non-ASCII text, and strings built in pieces
    /// (native storage) beside literals.
    static let keys: [String] = {
        var keys = ["", "a", "id", "UILabel", "UINibEncoderEmptyKey", "NSLayoutConstraint", "é", "e\u{301}", "日本語のキー", "😀"]
        for length in 1...40 {
            keys.append(String(repeating: "x", count: length))
            keys.append(String(repeating: "x", count: length - 1) + "y")
            keys.append("y" + String(repeating: "x", count: length - 1))
        }
        for number in 0..<300 { keys.append("abc-\(number)-def") }
        return keys
    }()

    /// The same answers as a dictionary keyed by each string's UTF-8 bytes.
    @Test func findsWhatADictionaryOfBytesFinds() {
        var table = StringTable<Int>()
        var dictionary: [[UInt8]: Int] = [:]
        for (number, key) in Self.keys.enumerated() {
            let (value, inserted) = table.value(for: key) { number }
            #expect(inserted == (dictionary[Array(key.utf8)] == nil), "\(key)")
            if dictionary[Array(key.utf8)] == nil { dictionary[Array(key.utf8)] = number }
            #expect(value == dictionary[Array(key.utf8)])
        }
        #expect(table.count == dictionary.count)
        for key in Self.keys { #expect(table[key] == dictionary[Array(key.utf8)]) }
        for absent in ["b", "xxxxxxxxz", "abc-300-def", "abc-1-de", "UILabe", "UILabel "] {
            #expect(table[absent] == nil)
            #expect(table.index(of: absent) == nil)
        }
    }

    /// "é" precomposed and decomposed are one `String` to Swift but different
    /// bytes: the table goes by bytes, as archives store keys.
    @Test func keysAreTheirUTF8Bytes() {
        var table = StringTable<Int>()
        table.set("é", 1)
        table.set("e\u{301}", 2)
        #expect(table.count == 2)
        #expect(table["é"] == 1)
        #expect(table["e\u{301}"] == 2)
    }

    @Test func entriesAreNumberedInInsertionOrderAcrossGrowth() {
        var table = StringTable<String>(minimumCapacity: 2)
        let keys = (0..<1000).map { "key \($0)" }
        for key in keys { #expect(table.append(key, key.uppercased()) == table.count - 1) }
        for (index, key) in keys.enumerated() {
            #expect(table.index(of: key) == index)
            #expect(table[index: index] == key.uppercased())
        }
    }

    @Test func setReplacesAndIndexedValuesChange() {
        var table = StringTable<Int>()
        table.set("one", 1)
        table.set("one", 11)
        #expect(table.count == 1)
        #expect(table["one"] == 11)
        let index = table.append("two", 2)
        table[index: index] += 20
        #expect(table["two"] == 22)
        #expect(table.value(for: "two") { 0 } == (22, false))
    }

    @Test func aLiteralIsATable() {
        let table: StringTable<Int> = ["one": 1, "two": 2]
        #expect(table.count == 2)
        #expect(table["two"] == 2)
        #expect(table.index(of: "one") == 0)
    }
}
