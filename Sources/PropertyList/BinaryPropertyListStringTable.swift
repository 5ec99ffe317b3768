import NibBytes

/// The strings ``BinaryPropertyListWriter`` has numbered, by their UTF-8 bytes
/// (and its data, by their bytes; the keyed graph writer keeps its keys and
/// class names in one too).
///
/// Strings are stored once per distinct byte sequence. That is what
/// CoreFoundation's writer does too (`CFEqual` on strings compares characters,
/// not canonical forms), and it differs from a `[String: Int]` only for
/// strings Swift calls equal by canonical equivalence but spells differently
/// (U+212A KELVIN SIGN and "K"): those stay two objects, each with its own
/// text, and still decode to equal values.
///
/// An open-addressing table over a byte arena with a cheap word-at-a-time
/// hash, seeded at random (``HashSeed``). Should the probes for one string ever pass
/// ``maximumProbes`` (a flood of colliding strings), the table switches to a
/// `Dictionary` keyed by the bytes, whose hashing is flood-resistant, so the
/// cost stays linear whatever the input.
package struct BinaryPropertyListStringTable {
    static let maximumProbes = 64

    /// Every stored string's bytes, one after the other.
    private var arena: [UInt8] = []
    private struct Entry {
        var start: Int
        var count: Int
        var hash: UInt64
        var number: Int
    }
    private var entries: [Entry] = []
    /// 1 + an index in `entries`, or 0 for an empty bucket; a power of two long.
    private var buckets = [Int32](repeating: 0, count: 64)
    private let seed = HashSeed.process

    package init() {}

    /// Makes room for `count` strings without growing.
    package mutating func reserveCapacity(_ count: Int) {
        guard fallback == nil, 2 * count > buckets.count else { return }
        entries.reserveCapacity(count)
        var size = buckets.count
        while size < 2 * count { size *= 2 }
        rehash(size: size)
    }
    /// Used instead of the buckets after a flood.
    private var fallback: [[UInt8]: Int]?

    /// Where the probe for `bytes` (whose hash is `hash`) ends: the number stored for them, or the
    /// empty bucket they would go in and how many full buckets came before it.
    private func probe(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> (number: Int?, bucket: Int, probes: Int) {
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while buckets[bucket] != 0 {
            let entry = entries[Int(buckets[bucket]) - 1]
            if entry.hash == hash, entry.count == bytes.count, sameBytes(entry, bytes) { return (entry.number, bucket, probes) }
            bucket = (bucket + 1) & mask
            probes += 1
        }
        return (nil, bucket, probes)
    }

    /// The number stored for `bytes`; when there is none, stores `newNumber`
    /// for them (`inserted` is then true). Hashes and probes once.
    package mutating func number(of bytes: UnsafeRawBufferPointer, orInsert newNumber: Int) -> (number: Int, inserted: Bool) {
        if fallback != nil {
            if let known = fallback![Array(bytes)] { return (known, false) }
            fallback![Array(bytes)] = newNumber
            return (newNumber, true)
        }
        let hash = hash(bytes)
        let found = probe(bytes, hash: hash)
        if let known = found.number { return (known, false) }
        entries.append(Entry(start: arena.count, count: bytes.count, hash: hash, number: newNumber))
        arena.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
        if 2 * entries.count > buckets.count {
            grow()
        } else if found.probes > Self.maximumProbes {
            switchToFallback()
        } else {
            buckets[found.bucket] = Int32(entries.count)
        }
        return (newNumber, true)
    }

    /// ``number(of:orInsert:)`` for the UTF-8 bytes of `text`.
    package mutating func number(of text: String, orInsert newNumber: Int) -> (number: Int, inserted: Bool) {
        var text = text
        return text.withUTF8 { number(of: UnsafeRawBufferPointer($0), orInsert: newNumber) }
    }

    /// ``number(of:orInsert:)`` for the bytes of `bytes`.
    package mutating func number(of bytes: ByteView, orInsert newNumber: Int) -> (number: Int, inserted: Bool) {
        bytes.withUnsafeBytes { number(of: $0, orInsert: newNumber) }
    }

    /// Puts `entries[index]` in the first free bucket of its probe sequence;
    /// false when that takes more than ``maximumProbes`` probes.
    private mutating func place(_ index: Int) -> Bool {
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: entries[index].hash) & mask
        var probes = 0
        while buckets[bucket] != 0 {
            probes += 1
            if probes > Self.maximumProbes { return false }
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = Int32(index + 1)
        return true
    }

    private mutating func grow() {
        rehash(size: 2 * buckets.count)
    }

    /// Places every entry again in `size` buckets.
    private mutating func rehash(size: Int) {
        buckets = [Int32](repeating: 0, count: size)
        for index in entries.indices where !place(index) {
            switchToFallback()
            return
        }
    }

    private mutating func switchToFallback() {
        var table: [[UInt8]: Int] = [:]
        table.reserveCapacity(entries.count)
        for entry in entries { table[Array(arena[entry.start..<(entry.start + entry.count)])] = entry.number }
        fallback = table
        arena = []
        entries = []
        buckets = []
    }

    private func sameBytes(_ entry: Entry, _ bytes: UnsafeRawBufferPointer) -> Bool {
        arena.withUnsafeBytes { stored in
            bytes.count == 0 || memcmpEqual(stored.baseAddress! + entry.start, bytes.baseAddress!, bytes.count)
        }
    }

    private func memcmpEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < count {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    /// A seeded hash of `bytes`, eight bytes at a time.
    private func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h = seed ^ UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= bytes.count {
            h = Self.mix(h ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count {
            // The last eight bytes (overlapping the words above), or the few there are.
            var tail: UInt64 = 0
            if bytes.count >= 8 {
                tail = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            } else {
                for i in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[i]) }
            }
            h = Self.mix(h ^ tail)
        }
        return Self.mix(h)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return product.high ^ product.low
    }
}
