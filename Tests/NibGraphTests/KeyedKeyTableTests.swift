@testable import NibGraph
import PropertyList
import Testing
import TestSupport

/// A key's flags, read from its bytes, agree with the rules that read them
/// from its text: `NibGraph.unescape`, `GeometryString.shape(forKey:)`, and
/// comparing the text with `$class`, `$classname`, `$classes` and `$classhints`.
struct KeyedKeyTableTests {
    /// What the key table should say of `text`, worked out from the text.
    static func expected(_ text: String) -> KeyedKeyTable.Key {
        let name = NibGraph.unescape(text)
        return KeyedKeyTable.Key(name: name, length: name.utf8.count, isClass: text == "$class",
                                 isClassName: text == "$classname", isClasses: text == "$classes",
                                 isClassHints: text == "$classhints", shape: GeometryString.shape(forKey: name))
    }

    static func key(_ text: String) -> KeyedKeyTable.Key {
        Array(text.utf8).withUnsafeBytes { KeyedKeyTable.key(ascii: $0) }
    }

    @Test func edgeCasesAndGeometryKeys() {
        let texts = ["", "$", "$$", "$$$", "$class", "$classname", "$$class", "$$classname", "$classes", "$$classes", "$classhints", "$classhint", "$classnam",
                     "U", "UI", "UIX", "uiFrame", "$UIFrame", "$$UIFrame", "NS.objects", "NSFrame"]
            + GeometryString.keys.keys + GeometryString.keys.keys.map { $0 + "x" }
        for text in texts { #expect(Self.key(text) == Self.expected(text), "\(text)") }
        #expect(Self.key("$$UIFrame").name == "$UIFrame")
        #expect(Self.key("UIFrame").shape == .rect)
        #expect(Self.key("$class").isClass && !Self.key("$$class").isClass)
    }

    @Test(.enabled(if: SharedCorpus.shouldRun))
    func everyKeyOfTheCorpusKeyedNibs() throws {
        var keys = Set<String>()
        func collect(_ value: PropertyListValue) {
            switch value {
            case .dictionary(let entries):
                for entry in entries {
                    if case .string(let key) = entry.key { keys.insert(key) }
                    collect(entry.value)
                }
            case .array(let items), .set(let items): items.forEach(collect)
            default: break
            }
        }
        for (_, bytes) in try KeyedArchiveObjectsTests.binaryKeyedArchives() { collect(try BinaryPropertyList.decode(bytes)) }
        #expect(keys.count > 300)  // 447 distinct keys
        for text in keys where text.utf8.allSatisfy({ $0 < 0x80 }) { #expect(Self.key(text) == Self.expected(text), "\(text)") }
    }
}
