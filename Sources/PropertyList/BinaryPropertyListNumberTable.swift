import NibBytes
/// The numbers ``BinaryPropertyListWriter`` gave scalars that are one 64-bit
/// word (integers, reals and dates by bit pattern, large UIDs), by that word.
///
/// An open-addressing table with a cheap multiply-mix hash, seeded at random (``HashSeed``)
/// so that no input can be made to collide on purpose; `Dictionary` would
/// hash each word with SipHash, which costs more than the rest of numbering
/// the scalar.
struct BinaryPropertyListNumberTable {
    private var keys: [UInt64] = []
    /// 1 + the number, or 0 for an empty bucket; as long as `keys`, a power of two.
    private var numbers: [Int] = []
    private var count = 0
    private let seed = HashSeed.process

    /// The number stored for `key`, if any.
    func number(of key: UInt64) -> Int? {
        guard count > 0 else { return nil }
        let mask = keys.count - 1
        var bucket = bucket(for: key, mask: mask)
        while numbers[bucket] != 0 {
            if keys[bucket] == key { return numbers[bucket] - 1 }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// Stores `number` for `key`, which ``number(of:)`` did not find.
    mutating func insert(_ key: UInt64, number: Int) {
        if 2 * (count + 1) > keys.count { grow() }
        place(key, number: number + 1)
        count += 1
    }

    private mutating func place(_ key: UInt64, number: Int) {
        let mask = keys.count - 1
        var bucket = bucket(for: key, mask: mask)
        while numbers[bucket] != 0 { bucket = (bucket + 1) & mask }
        keys[bucket] = key
        numbers[bucket] = number
    }

    private mutating func grow() {
        let oldKeys = keys, oldNumbers = numbers
        keys = [UInt64](repeating: 0, count: max(16, 2 * oldKeys.count))
        numbers = [Int](repeating: 0, count: keys.count)
        for index in oldKeys.indices where oldNumbers[index] != 0 { place(oldKeys[index], number: oldNumbers[index]) }
    }

    @inline(__always)
    private func bucket(for key: UInt64, mask: Int) -> Int {
        let product = (key ^ seed).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return Int(truncatingIfNeeded: product.high ^ product.low) & mask
    }
}
