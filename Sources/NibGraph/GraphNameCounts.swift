/// Counts of names a graph holds (class names, mostly), found by the
/// identity of each `String` first (``StringIdentityTable``) and merged by
/// their bytes only at the end: a file can give thousands of objects one class
/// name of thousands of bytes, and hashing the name once per object made
/// histograms quadratic in the file's size.
///
/// Only strings the graph (or the caller) keeps alive while this is in use
/// may go in.
package struct GraphNameCounts {
    private var identities = StringIdentityTable()
    /// One entry per distinct string identity.
    private var names: [String] = []
    private var counts: [Int] = []

    package init() {}

    /// Adds `count` to `name`'s count and returns the number of this string
    /// (the same for every use of one `String`; equal strings of different
    /// storage may get different numbers, merged by ``byName``).
    @discardableResult
    package mutating func add(_ name: String, count: Int = 1) -> Int {
        let number = identities.number(of: name) {
            names.append(name)
            counts.append(0)
            return names.count - 1
        }
        counts[number] += count
        return number
    }

    /// The name of number `number` (from ``add(_:count:)``).
    package func name(_ number: Int) -> String { names[number] }

    /// The count of number `number` alone (equal names of other storage not added).
    package func count(_ number: Int) -> Int { counts[number] }

    /// The number of distinct string identities so far.
    package var identityCount: Int { names.count }

    /// The counts by name, equal names merged (names with a count of 0 left out).
    package var byName: [String: Int] {
        var result: [String: Int] = [:]
        for (name, count) in zip(names, counts) where count > 0 { result[name, default: 0] += count }
        return result
    }
}
