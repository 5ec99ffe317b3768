import NibBytes
import PropertyList
import Testing
import TestSupport

/// OpenStep text property lists (old nib bundles' classes.nib, GNUstep's data.classes).
struct OpenStepPropertyListTests {
    func decode(_ text: String) throws -> PropertyListValue {
        try OpenStepPropertyList.decode(ByteView(copying: Array(text.utf8)))
    }

    @Test func everyForm() throws {
        let value = try decode("""
            // a comment
            { IBClasses = ({CLASS = FirstResponder; ACTIONS = {"" = id; }; }, "two words");
              /* block */ data = <0fA1 22>; escaped = "a\\"b\\n\\U00e9\\101"; }
            """)
        #expect(value == .dictionary([
            .init(key: .string("IBClasses"), value: .array([
                .dictionary([
                    .init(key: .string("CLASS"), value: .string("FirstResponder")),
                    .init(key: .string("ACTIONS"), value: .dictionary([.init(key: .string(""), value: .string("id"))])),
                ]),
                .string("two words"),
            ])),
            .init(key: .string("data"), value: .data(ByteView(copying: [0x0F, 0xA1, 0x22]))),
            .init(key: .string("escaped"), value: .string("a\"b\né\u{41}")),
        ]))
    }

    @Test func barePairsAreADictionary() throws {
        #expect(try decode("\"Controller\" = {SUPERCLASS = NSObject; };\nOther = x;") == .dictionary([
            .init(key: .string("Controller"), value: .dictionary([.init(key: .string("SUPERCLASS"), value: .string("NSObject"))])),
            .init(key: .string("Other"), value: .string("x")),
        ]))
    }

    @Test func errorsSayWhere() {
        #expect(throws: PropertyListError(.invalidValue("expected ';' after a dictionary value"), offset: 14, line: 2, column: 7)) {
            try decode("{a = b;\nc = d }")
        }
        #expect(throws: PropertyListError(.truncated, offset: 6)) { try decode("{a = (") }
        #expect(throws: PropertyListError(.invalidValue("odd number of hex digits in data"), offset: 0)) { try decode("<abc>") }
        #expect(throws: PropertyListError(.tooDeep(limit: 3), offset: 3)) {
            try OpenStepPropertyList.decode(ByteView(copying: Array("((((".utf8)), options: .init(maximumDepth: 3))
        }
    }

    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusClassFilesDecode() throws {
        let paths = SharedCorpus.allFiles.filter { $0.hasSuffix("/classes.nib") || $0.hasSuffix("/data.classes") }
            .filter { !(SharedCorpus.files(startingWith: "<?xml").contains($0)) }
        #expect(paths.count == 13)   // MANIFEST.tsv lists 13 openstep-plist(text) files
        for path in paths {
            let value = try OpenStepPropertyList.decode(ByteView(FileBytes.read(path: path)))
            guard case .dictionary(let entries) = value, !entries.isEmpty else { Issue.record("\(path): \(value)"); continue }
        }
    }
}
