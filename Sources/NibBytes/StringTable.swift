/// A table from strings to values, for the lookups a compilation makes for
/// every element and value: document ids, archive keys and class names,
/// pooled texts.
///
/// `Dictionary<String, _>` hashes a key with SipHash through `Hasher`, a few
/// hundred instructions for a short key. This table hashes the key's UTF-8
/// bytes eight at a time with a multiply–xor mix seeded at random (``HashSeed``)
/// (so no document can be made to collide without knowing the seed), and
/// probes linearly; entries keep their hash, so a probe compares bytes only
/// when the hashes match. Keys are their UTF-8 bytes, as archives store them:
/// unlike `Dictionary`, canonically equivalent strings of different bytes are
/// two keys. Values are kept in insertion order.
public struct StringTable<Value>: Sendable where Value: Sendable {
    // Inlinable throughout: a generic table used from other modules is otherwise not specialized.
    @usableFromInline var keys: [String] = []
    @usableFromInline var values: [Value] = []
    @usableFromInline var hashes: [UInt64] = []
    /// Each slot: 1 + the index of its entry, 0 when empty. A power of two, at most half full.
    @usableFromInline var slots: [Int32] = []
    @usableFromInline let seed = HashSeed.process

    @inlinable
    public init() {}

    /// A table with room for `count` entries before it grows.
    @inlinable
    public init(minimumCapacity count: Int) {
        reserveCapacity(count)
    }

    @inlinable public var count: Int { keys.count }
    @inlinable public var isEmpty: Bool { keys.isEmpty }

    /// The value stored for `key`, if any.
    @inlinable
    public subscript(key: String) -> Value? {
        guard let index = find(key).entry else { return nil }
        return values[index]
    }

    /// The value stored for `key`, or else `make()`'s, which is stored for it;
    /// `inserted` says which. The key is hashed once either way.
    @inlinable
    public mutating func value(for key: String, orInsert make: () throws -> Value) rethrows -> (value: Value, inserted: Bool) {
        let found = find(key)
        if let index = found.entry { return (values[index], false) }
        let value = try make()
        insert(key, value, hash: found.hash, slot: found.slot)
        return (value, true)
    }

    /// The index of `key`'s entry (entries are numbered in insertion order), if any.
    @inlinable
    public func index(of key: String) -> Int? {
        find(key).entry
    }

    /// The value of the entry at `index`.
    @inlinable
    public subscript(index index: Int) -> Value {
        get { values[index] }
        set { values[index] = newValue }
    }

    /// The key of the entry at `index`.
    @inlinable
    public func key(at index: Int) -> String {
        keys[index]
    }

    /// Adds an entry for `key`, which the table does not hold yet, and returns its index.
    @inlinable
    @discardableResult
    public mutating func append(_ key: String, _ value: Value) -> Int {
        let found = find(key)
        precondition(found.entry == nil, "StringTable.append: the key is in the table already")
        insert(key, value, hash: found.hash, slot: found.slot)
        return keys.count - 1
    }

    /// Stores `value` for `key`, replacing the one stored before.
    @inlinable
    public mutating func set(_ key: String, _ value: Value) {
        let found = find(key)
        if let index = found.entry {
            values[index] = value
        } else {
            insert(key, value, hash: found.hash, slot: found.slot)
        }
    }

    /// Makes room for `count` entries without growing.
    @inlinable
    public mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
        hashes.reserveCapacity(count)
        if 2 * count > slots.count { rehash(minimumSlots: 2 * count) }
    }

    // MARK: Inside

    /// The entry holding `key`, or the empty slot where it would go, and `key`'s hash.
    @inlinable
    func find(_ key: String) -> (entry: Int?, slot: Int, hash: UInt64) {
        // A native or small string lends its bytes as they are; another is made native first.
        if let found = key.utf8.withContiguousStorageIfAvailable({ find(bytes: $0) }) { return found }
        var native = key
        return native.withUTF8 { find(bytes: $0) }
    }

    /// ``find(_:)`` for a key's UTF-8 bytes.
    @inlinable
    func find(bytes query: UnsafeBufferPointer<UInt8>) -> (entry: Int?, slot: Int, hash: UInt64) {
        let hash = Self.hash(UnsafeRawBufferPointer(query), seed: seed)
        guard !slots.isEmpty else { return (nil, -1, hash) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return (nil, slot, hash) }
            if hashes[stored - 1] == hash, Self.key(keys[stored - 1], equals: query) { return (stored - 1, slot, hash) }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `stored` has the UTF-8 bytes `query` (not `==`, which equates
    /// canonically equivalent strings of different bytes).
    @inlinable
    static func key(_ stored: String, equals query: UnsafeBufferPointer<UInt8>) -> Bool {
        let compare = { (bytes: UnsafeBufferPointer<UInt8>) in
            RawBytes.equal(UnsafeRawBufferPointer(bytes), UnsafeRawBufferPointer(query))
        }
        if let equal = stored.utf8.withContiguousStorageIfAvailable(compare) { return equal }
        var native = stored
        return native.withUTF8(compare)
    }

    @inlinable
    mutating func insert(_ key: String, _ value: Value, hash: UInt64, slot: Int) {
        keys.append(key)
        values.append(value)
        hashes.append(hash)
        if slot < 0 || 2 * keys.count > slots.count {
            // The slot found is in the old layout: place every entry again, this one included.
            rehash(minimumSlots: 2 * keys.count)
        } else {
            slots[slot] = Int32(keys.count)
        }
    }

    /// Lays the entries out again in at least `minimumSlots` slots.
    @inlinable
    mutating func rehash(minimumSlots: Int) {
        var size = max(16, slots.count)
        while size < minimumSlots { size *= 2 }
        slots = Array(repeating: 0, count: size)
        let mask = size - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// Eight bytes at a time, then the rest, each word mixed in by a
    /// multiplication; the length and a final fold spread every bit over the
    /// low ones the slots use.
    @inlinable
    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = seed ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = (state ^ word) &* multiplier
            state ^= state >> 32
            offset += 8
        }
        if offset < bytes.count {
            // The last one to seven bytes, read as a four-, a two- and a one-byte piece where present.
            var word: UInt64 = 0
            var shift: UInt64 = 0
            if offset + 4 <= bytes.count {
                word = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                offset += 4
                shift = 32
            }
            if offset + 2 <= bytes.count {
                word |= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
                offset += 2
                shift += 16
            }
            if offset < bytes.count { word |= UInt64(bytes[offset]) << shift }
            state = (state ^ word) &* multiplier
        }
        let product = (state ^ seed).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        return product.high ^ product.low
    }
}

extension StringTable: ExpressibleByDictionaryLiteral {
    /// A table of `elements`, in their order; like a dictionary literal, one that repeats a key is a mistake that traps.
    @inlinable
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements { append(key, value) }
    }
}
