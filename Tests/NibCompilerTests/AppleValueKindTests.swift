import NibGraph
import Testing
import TestSupport

/// The Apple-compiled NIBArchives of the corpus show, class by class, what
/// kind of value Apple writes under each key: an integer at the encoder's
/// minimal width or at a fixed one (`encodeInt64:` writes 8 bytes however
/// small), a boolean, a float or a double, bytes, or a reference to a string,
/// a list, a color or another value class. A nib compiled from the corpus's
/// documents must not write, under a key of a class, a kind that no Apple
/// object of the class writes under the key when some do write the key.
///
/// nil and a reference are one kind: which one an object has depends on its
/// document (a cell without a text label, a view at the top level without a
/// next responder), not on the encoder.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct AppleValueKindTests {
    /// The kind of value a class writes under a key.
    struct KeyKind: Hashable, CustomStringConvertible {
        let className: String
        let key: String
        let kind: String
        var description: String { "\(className).\(key): \(kind)" }
    }

    /// A key of a class.
    struct ClassKey: Hashable {
        let className: String
        let key: String
    }

    /// Classes of values rather than of parts of the interface: a key that
    /// refers to one of them says by the class what it holds, while a key
    /// such as an outlet's destination or a constraint's item refers to
    /// whatever object the document names.
    static let valueClasses: Set<String> = [
        "NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary",
        "NSSet", "NSMutableSet", "NSOrderedSet", "NSNumber", "NSData", "NSMutableData", "NSNull", "NSURL",
        "NSAttributedString", "NSMutableAttributedString", "NSLocale", "NSDate", "NSParagraphStyle",
        "NSMutableParagraphStyle", "UIColor", "UIFont", "UIFontDescriptor", "UIImageNibPlaceholder",
        "NSColor", "NSFont", "NSFontDescriptor", "NSImage", "NSCustomResource", "NSColorSpace",
    ]

    /// The kind of `value` in `graph`.
    static func kind(of value: NibGraph.Value, in graph: NibGraph) -> String {
        switch value {
        case .integer(let number, let width):
            width == .minimal(for: number) ? "integer" : "integer of \(width.rawValue) bytes"
        case .bool: "bool"
        case .float: "float"
        case .double: "double"
        case .data: "data"
        case .string: "string"
        case .null: "nil"
        case .object(let index):
            graph.objects.indices.contains(index) && valueClasses.contains(graph.objects[index].className)
                ? "object \(graph.objects[index].className)" : "object"
        case .array: "array"
        }
    }

    /// The kind of every value of every object of `graph`.
    static func insertKinds(of graph: NibGraph, into kinds: inout Set<KeyKind>) {
        for object in graph.objects {
            for entry in object.entries {
                kinds.insert(KeyKind(className: object.className, key: entry.key, kind: kind(of: entry.value, in: graph)))
            }
        }
    }

    /// Whether Apple's `kinds` for a key rule out `ours`; nil and a reference
    /// stand for each other.
    static func contradicts(_ ours: String, apple kinds: Set<String>) -> Bool {
        if kinds.contains(ours) { return false }
        if ours == "nil" { return !kinds.contains { $0.hasPrefix("object") } }
        // A reference where Apple's objects only ever hold nil: the documents differ, not the encoders.
        if ours.hasPrefix("object") { return !kinds.allSatisfy { $0 == "nil" } }
        return true
    }

    /// The kinds the compiled nibs write that Apple's contradict, and how many
    /// kinds of keys Apple's nibs show were checked.
    static func contradictions(in corpus: AppleNibCorpus) -> (Set<String>, Int) {
        var apple: [ClassKey: Set<String>] = [:]
        for graph in corpus.appleNibs {
            var kinds: Set<KeyKind> = []
            insertKinds(of: graph, into: &kinds)
            for kind in kinds { apple[ClassKey(className: kind.className, key: kind.key), default: []].insert(kind.kind) }
        }
        var contradictions: Set<String> = []
        var checked: Set<KeyKind> = []
        for graph in corpus.compiledNibs {
            var ours: Set<KeyKind> = []
            insertKinds(of: graph, into: &ours)
            for kind in ours {
                guard let kinds = apple[ClassKey(className: kind.className, key: kind.key)] else { continue }
                checked.insert(kind)
                if contradicts(kind.kind, apple: kinds) {
                    contradictions.insert("\(kind) (Apple: \(kinds.sorted().joined(separator: ", ")))")
                }
            }
        }
        return (contradictions, checked.count)
    }

    @Test func nilAndReferencesAreOneKind() {
        #expect(!Self.contradicts("nil", apple: ["object NSFont"]))
        #expect(!Self.contradicts("object NSString", apple: ["nil"]))
        #expect(Self.contradicts("object NSString", apple: ["object NSFont", "nil"]))
        #expect(Self.contradicts("double", apple: ["float"]))
        #expect(Self.contradicts("integer", apple: ["integer of 8 bytes"]))
        #expect(Self.contradicts("nil", apple: ["integer"]))
    }

    @Test func iOSValueKindsMatchApples() throws {
        let (contradictions, checked) = Self.contradictions(in: try AppleNibCorpus.iOS.get())
        #expect(checked > 300)
        #expect(contradictions == [])
    }

    @Test func macValueKindsMatchApples() throws {
        let (contradictions, checked) = Self.contradictions(in: try AppleNibCorpus.mac.get())
        #expect(checked > 1_200)
        #expect(contradictions == [])
    }
}
