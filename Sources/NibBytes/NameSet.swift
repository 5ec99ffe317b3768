/// A fixed set of names (the attributes an element kind reads, say), asked
/// about once for every attribute and child of every element a compiler
/// reads, which `Set<String>` answers by hashing each name with SipHash.
///
/// A name whose length no member has is absent at once; otherwise it is
/// compared with the members of that length only. A small set (an array
/// literal at a call site) keeps its members in one list, cheap to make at
/// every call; a larger one keeps them sorted by length, with where each
/// length starts. Names of different UTF-8 lengths are different names, as
/// XML's are, even where `String`'s `==` takes them as canonically equivalent.
public struct NameSet: Sendable, ExpressibleByArrayLiteral {
    /// A small set's members; empty for a large one.
    @usableFromInline let names: [String]
    @usableFromInline let lengths: StringLengthSet
    /// A large set's members and their UTF-8 lengths, shortest first; empty for a small one.
    @usableFromInline let byLength: [(length: Int, name: String)]
    /// For a large set, where in ``byLength`` the members of each length
    /// start: those of length `n` (63 and more share 63) are at `starts[n]..<starts[n + 1]`.
    @usableFromInline let starts: [Int32]

    /// Sets this large keep their members by length rather than in one list.
    static let sortedSize = 8

    public init<Names: Sequence<String>>(_ names: Names) {
        let given = Array(names)
        lengths = StringLengthSet(given)
        if given.count < Self.sortedSize {
            // Compared name by name (a repeat does no harm): nothing to build
            // for a set made at each call.
            self.names = given
            byLength = []
            starts = []
        } else {
            self.names = []
            let sorted = given.map { (length: $0.utf8.count, name: $0) }.sorted { $0.length < $1.length }
            var starts = Array(repeating: Int32(sorted.count), count: 65)
            for (index, member) in sorted.enumerated().reversed() { starts[min(member.length, 63)] = Int32(index) }
            // A length no member has starts where the next one does.
            for length in stride(from: 63, through: 0, by: -1) where starts[length] > starts[length + 1] {
                starts[length] = starts[length + 1]
            }
            byLength = sorted
            self.starts = starts
        }
    }

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// Whether `name` is a member.
    @inlinable
    public func contains(_ name: String) -> Bool {
        guard lengths.mayContain(name) else { return false }
        let length = name.utf8.count
        if byLength.isEmpty { return names.contains { $0.utf8.count == length && $0 == name } }
        let bucket = min(length, 63)
        for index in Int(starts[bucket])..<Int(starts[bucket + 1])
        where byLength[index].length == length && byLength[index].name == name {
            return true
        }
        return false
    }

    /// The members of both sets.
    public func union(_ other: NameSet) -> NameSet {
        NameSet(members + other.members)
    }

    /// The members and `others`.
    public func union<Others: Sequence<String>>(_ others: Others) -> NameSet {
        NameSet(members + others)
    }

    /// Every member.
    var members: [String] { byLength.isEmpty ? names : byLength.map(\.name) }
}
