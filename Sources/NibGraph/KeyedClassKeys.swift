import KeyedArchive

/// Keys that find class dictionaries by content at a cost that does not
/// grow with the length of their names: each string of a class gets a number
/// (equal strings, equal numbers), and a class's key is its strings' numbers.
///
/// Hashing a `KeyedClass` itself hashes every byte of its name, chain and
/// hints; a file can give 1,000 classes 50 hints each naming one 100 KB
/// class, which would make `nibtool convert --to keyed` of its 312 KB take
/// about 10 s. A string is numbered by its
/// bytes once for each `String` the graph holds (found again by identity,
/// ``StringIdentityTable``), so only strings the graph holds, and literals,
/// may go in.
struct KeyedClassKeys {
    private var identities = StringIdentityTable()
    private var numbers: [String: Int] = [:]

    /// The number of `text`.
    mutating func number(of text: String) -> Int {
        identities.number(of: text) {
            if let known = numbers[text] { return known }
            numbers[text] = numbers.count
            return numbers.count - 1
        }
    }

    /// The key of `keyedClass`: the numbers of its name and chain, the chain's
    /// length (so that chain and hints cannot trade strings), then its hints'.
    mutating func key(of keyedClass: KeyedClass) -> [Int] {
        var key = [number(of: keyedClass.name), keyedClass.classes.count]
        key.reserveCapacity(2 + keyedClass.classes.count + keyedClass.hints.count)
        for name in keyedClass.classes { key.append(number(of: name)) }
        for name in keyedClass.hints { key.append(number(of: name)) }
        return key
    }
}
