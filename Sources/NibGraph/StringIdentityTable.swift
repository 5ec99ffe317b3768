import NibBytes
/// Numbers for strings of a graph, found by the identity of the `String`
/// value rather than by its characters: the graph's readers give every use
/// of one key or class name the same `String`, so this spares hashing its
/// bytes for each object.
///
/// A `String` is 16 bytes: a small string (up to 15 UTF-8 bytes) holds its
/// bytes in them, a larger one its length and a pointer to its immutable
/// storage. Two strings with the same 16 bytes therefore have the same
/// bytes, so a hit here is always right; strings with the same bytes but
/// different storage only miss, and the caller looks them up by their bytes.
///
/// Only strings the graph holds may go in: the graph keeps their storage
/// alive, so no other string can come to live at the same address while the
/// table is in use.
struct StringIdentityTable {
    /// Each bucket: the string's two words and 1 + its number (0 for an empty bucket).
    private var buckets: [(UInt64, UInt64, Int)] = []
    private var count = 0
    /// Mixed into every hash, so that no graph can be made to collide on purpose.
    private let seed = HashSeed.process
    /// Whether `String` has the layout described above (64-bit platforms); if not, nothing is stored.
    private static let enabled = MemoryLayout<String>.size == 16

    /// Makes room for `count` strings without growing.
    mutating func reserveCapacity(_ count: Int) {
        guard Self.enabled, 2 * count > buckets.count else { return }
        var size = max(64, buckets.count)
        while size < 2 * count { size *= 2 }
        rehash(size: size)
    }

    /// The two words of `text`.
    @inline(__always)
    private static func words(_ text: String) -> (UInt64, UInt64) {
        // Reads the representation without touching the storage: no pointer is followed.
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }

    /// The number stored for this very string, if any.
    func number(of text: String) -> Int? {
        guard count > 0 else { return nil }
        let words = Self.words(text)
        let mask = buckets.count - 1
        var bucket = bucket(words, mask: mask)
        while buckets[bucket].2 != 0 {
            if buckets[bucket].0 == words.0, buckets[bucket].1 == words.1 { return buckets[bucket].2 - 1 }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// The number stored for this very string, or else the one `make` gives,
    /// which is stored for it: `make` runs once per string identity.
    @inline(__always)
    mutating func number(of text: String, orInsert make: () throws -> Int) rethrows -> Int {
        if let known = number(of: text) { return known }
        let number = try make()
        insert(text, number: number)
        return number
    }

    /// Stores `number` for `text`, a string the graph holds that ``number(of:)`` did not find.
    mutating func insert(_ text: String, number: Int) {
        guard Self.enabled else { return }
        if 2 * (count + 1) > buckets.count { grow() }
        place(Self.words(text), number: number + 1)
        count += 1
    }

    private mutating func place(_ words: (UInt64, UInt64), number: Int) {
        let mask = buckets.count - 1
        var bucket = bucket(words, mask: mask)
        while buckets[bucket].2 != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = (words.0, words.1, number)
    }

    private mutating func grow() {
        rehash(size: max(64, 2 * buckets.count))
    }

    /// Places every string again in `size` buckets.
    private mutating func rehash(size: Int) {
        let old = buckets
        buckets = Array(repeating: (0, 0, 0), count: size)
        for bucket in old where bucket.2 != 0 { place((bucket.0, bucket.1), number: bucket.2) }
    }

    @inline(__always)
    private func bucket(_ words: (UInt64, UInt64), mask: Int) -> Int {
        let product = (seed ^ words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return Int(truncatingIfNeeded: product.high ^ product.low) & mask
    }
}
