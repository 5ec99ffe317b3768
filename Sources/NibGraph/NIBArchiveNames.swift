import NIBArchive
import NibBytes

/// The class and key indices of a graph's names in the NIBArchive being
/// written, found by the identity of the graph's strings
/// (``StringIdentityTable``): the graph's readers give every use of one name
/// the same `String`, so a name is hashed by its bytes once, not once per
/// object or value. (A file can give thousands of objects one class name of
/// thousands of bytes.)
struct NIBArchiveNames {
    /// What the writer does with the objects of a class.
    enum ClassKind {
        /// `NSArray`, `NSSet` and their mutable forms; `NSDictionary` and `NSMutableDictionary`.
        case collection(isDictionary: Bool)
        /// `NSString` and `NSMutableString`.
        case string
        case other
    }

    /// The collection classes, and the dictionary ones among them, as
    /// `NameSet`s: most class names differ from theirs in length and are told apart without hashing.
    static let collectionNames = NameSet(NibGraph.collectionClasses)
    static let dictionaryNames = NameSet(NibGraph.dictionaryClasses)

    private var classNumbers = StringIdentityTable()
    private var keyNumbers = StringIdentityTable()
    /// Per class index: its kind, from its name, worked out once (nil until then).
    private var kinds: [ClassKind?] = []

    /// Makes room for about `keys` keys and `classes` classes, so that the
    /// tables are made at their size instead of growing as names come.
    mutating func reserveCapacity(keys: Int, classes: Int) {
        keyNumbers.reserveCapacity(keys)
        classNumbers.reserveCapacity(classes)
        kinds.reserveCapacity(classes)
    }

    /// The class index of class `name` in `writer`, adding it (after its
    /// `fallbacks`) on first use, and the class's kind. (Names, not the
    /// object: an object passed whole is copied, four references retained and released.)
    mutating func classIndex(of name: String, fallbacks: [String], in writer: inout NIBArchiveStreamWriter) -> (Int, ClassKind) {
        let index = classNumbers.number(of: name) { writer.classIndex(name, fallbacks: fallbacks) }
        if index < kinds.count, let kind = kinds[index] { return (index, kind) }
        let kind: ClassKind
        if !name.hasPrefix("NS") {
            // Collections and strings are Foundation classes: other names need not be hashed to tell.
            kind = .other
        } else if Self.collectionNames.contains(name) {
            kind = .collection(isDictionary: Self.dictionaryNames.contains(name))
        } else {
            kind = name == "NSString" || name == "NSMutableString" ? .string : .other
        }
        while kinds.count <= index { kinds.append(nil) }
        kinds[index] = kind
        return (index, kind)
    }

    /// The index of key `name` in `writer`, adding it on first use.
    mutating func keyIndex(_ name: String, in writer: inout NIBArchiveStreamWriter) -> Int {
        keyNumbers.number(of: name) { writer.keyIndex(name) }
    }
}
