@testable import KeyedArchive
import NibBytes
import PropertyList
import Testing
import TestSupport

/// A key's flags, read from its bytes, agree with the rules that read them
/// from its text: a leading `$$` stands for `$` (NSKeyedArchiver's escape),
/// `GeometryString.shape(forKey:)`, and comparing the text with `$class`,
/// `$classname`, `$classes` and `$classhints`.
struct KeyedKeyTableTests {
    /// The key a written key spells: one `$` of a leading `$$` is the escape.
    static func unescape(_ text: String) -> String {
        text.hasPrefix("$$") ? String(text.dropFirst()) : text
    }

    /// What the key table should say of `text`, whose bytes start at offset
    /// 0, worked out from the text; and the name it spells.
    static func expected(_ text: String) -> (key: KeyedKeyTable.Key, name: String) {
        let name = unescape(text)
        let role: KeyedKeyTable.Role = switch text {
        case "$class": .classReference
        case "$classname": .className
        case "$classes": .classChain
        case "$classhints": .classHints
        default: .value
        }
        let key = KeyedKeyTable.Key(body: text.utf8.count - name.utf8.count, length: name.utf8.count, role: role,
                                    shape: GeometryString.shape(forKey: name))
        return (key, name)
    }

    /// The key read from the bytes of `text` (at offset 0), and the name its bytes spell.
    static func key(_ text: String) -> (key: KeyedKeyTable.Key, name: String) {
        let bytes = Array(text.utf8)
        let key = KeyedKeyTable.key(ascii: ByteView(copying: bytes), at: 0)
        return (key, String(decoding: bytes[key.body..<(key.body + key.length)], as: UTF8.self))
    }

    @Test func edgeCasesAndGeometryKeys() {
        let texts = ["", "$", "$$", "$$$", "$class", "$classname", "$$class", "$$classname", "$classes", "$$classes", "$classhints", "$classhint", "$classnam",
                     "U", "UI", "UIX", "uiFrame", "$UIFrame", "$$UIFrame", "NS.objects", "NSFrame"]
            + GeometryString.keys.keys + GeometryString.keys.keys.map { $0 + "x" }
        for text in texts {
            #expect(Self.key(text).key == Self.expected(text).key, "\(text)")
            #expect(Self.key(text).name == Self.expected(text).name, "\(text)")
        }
        #expect(Self.key("$$UIFrame").name == "$UIFrame")
        #expect(Self.key("UIFrame").key.shape == .rect)
        #expect(Self.key("$class").key.role == .classReference && Self.key("$$class").key.role == .value)
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
        for text in keys where text.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(Self.key(text).key == Self.expected(text).key, "\(text)")
            #expect(Self.key(text).name == Self.expected(text).name, "\(text)")
        }
    }
}
