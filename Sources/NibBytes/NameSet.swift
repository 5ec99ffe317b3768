/// A fixed set of names (the attributes an element kind reads, say), asked
/// about once for every attribute and child of every element a compiler
/// reads, which `Set<String>` answers by hashing each name with SipHash.
///
/// A name whose length no member has is absent at once; otherwise it is
/// compared with the members of its length (a small set, from an array
/// literal at a call site, keeps them in one list; a larger one by length),
/// equal short names being equal in their two words at once. Names of
/// different UTF-8 lengths are different names, as XML's are, even where
/// `String`'s `==` takes them as canonically equivalent.
public struct NameSet: Sendable, ExpressibleByArrayLiteral {
    /// A small set's members; empty for a large one.
    @usableFromInline let names: [String]
    @usableFromInline let lengths: StringLengthSet
    /// A large set's members by UTF-8 length (63 bytes and more share the last list); empty for a small one.
    @usableFromInline let byLength: [[String]]

    /// Sets this large keep their members by length rather than in one list.
    @usableFromInline static let bucketedSize = 8

    public init<Names: Sequence<String>>(_ names: Names) {
        let given = Array(names)
        lengths = StringLengthSet(given)
        if given.count < Self.bucketedSize {
            // Compared name by name (a repeat does no harm): nothing to build
            // for a set made at each call.
            self.names = given
            byLength = []
        } else {
            var byLength = Array(repeating: [String](), count: 64)
            for name in given where !byLength[min(name.utf8.count, 63)].contains(name) {
                byLength[min(name.utf8.count, 63)].append(name)
            }
            self.names = []
            self.byLength = byLength
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
        return byLength[min(length, 63)].contains(name)
    }

    /// The members of both sets.
    public func union(_ other: NameSet) -> NameSet {
        NameSet(members + other.members)
    }

    /// The members and `others`.
    public func union<Others: Sequence<String>>(_ others: Others) -> NameSet {
        NameSet(members + others)
    }

    /// Every member (a large set's by length).
    var members: [String] { byLength.isEmpty ? names : byLength.flatMap { $0 } }
}
