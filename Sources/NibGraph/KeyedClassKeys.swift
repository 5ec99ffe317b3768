import KeyedArchive

/// Keys that find class dictionaries by content at a cost that does not
/// grow with the length of their names: each string of a class gets a number
/// (equal strings, equal numbers), and a class's key is its strings' numbers.
///
/// Hashing a `KeyedClass` itself hashes every byte of its name, chain and
/// hints; a file can give thousands of classes one name and hints of 100 KB
/// each, which made conversion take seconds. A string is numbered by its
/// bytes once for each `String` the graph holds (found again by identity,
/// ``StringIdentityTable``), so only strings the graph holds, and literals,
/// may go in.
struct KeyedClassKeys {
    private var identities = StringIdentityTable()
    private var numbers: [String: Int] = [:]

    /// The number of `text`.
    mutating func number(of text: String) -> Int {
        if let known = identities.number(of: text) { return known }
        let number: Int
        if let known = numbers[text] {
            number = known
        } else {
            number = numbers.count
            numbers[text] = number
        }
        identities.insert(text, number: number)
        return number
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
