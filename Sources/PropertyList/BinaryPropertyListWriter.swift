import NibBytes

extension BinaryPropertyList {
    /// Encodes `value` as CoreFoundation does: equal scalars (strings, by their bytes; numbers,
    /// data, dates, UIDs) are stored once, collections never merged; objects are
    /// numbered depth first from the top (dictionary keys before values); offsets
    /// and references take the fewest bytes that hold them.
    ///
    /// Collections are written once per reference, so a value whose arrays share
    /// children many times over (as a hostile file decodes to) would expand
    /// exponentially: `maximumObjects` stops that with an error.
    public static func encode(_ value: PropertyListValue, maximumObjects: Int = 1 << 24) throws(PropertyListError)
        -> [UInt8]
    {
        var writer = BinaryPropertyListWriter(maximumObjects: maximumObjects)
        _ = try writer.flatten(value, depth: 0)
        return writer.write()
    }
}

/// Numbers the objects of a value (``flatten(_:depth:)``), then writes them (``write()``).
///
/// Scalars are encoded as they are numbered, into `scalarBytes`; collections
/// keep their child numbers in `references` until the reference size is known.
struct BinaryPropertyListWriter {
    static let maximumDepth = 4096
    let maximumObjects: Int

    /// One numbered object.
    struct Slot {
        /// 0 for a scalar, else the collection's marker nibble (0xA, 0xC, 0xD).
        var collection: UInt8
        /// Scalars: where the bytes start in `scalarBytes`; collections: in `references`.
        var start: Int
        /// Scalars: the byte count; collections: the element or entry count.
        var count: Int
    }

    var slots: [Slot] = []
    var scalarBytes: [UInt8] = []
    var references: [Int] = []
    /// Child numbers of the collections being numbered, innermost last.
    var pending: [Int] = []

    // Scalars already numbered, by value (reals by bit pattern, as PropertyListValue compares them;
    // strings by their UTF-8 bytes, see BinaryPropertyListStringTable).
    var strings = BinaryPropertyListStringTable()
    var integers: [Int64: Int] = [:]
    /// UIDs are small and dense: numbered by value, -1 for none yet.
    var uids: [Int] = []
    var largeUIDs: [UInt64: Int] = [:]
    /// Reals, 4-byte reals and dates, by marker and bit pattern.
    var fixedWidths: [FixedWidth: Int] = [:]
    var datas: [ByteView: Int] = [:]
    var bools: [Bool: Int] = [:]
    var null: Int?

    init(maximumObjects: Int) {
        self.maximumObjects = maximumObjects
    }

    /// Numbers a new object at `depth`.
    mutating func newSlot(depth: Int) throws(PropertyListError) -> Int {
        guard depth <= Self.maximumDepth else {
            throw PropertyListError(.unencodable("collections nested deeper than \(Self.maximumDepth)"), offset: 0)
        }
        guard slots.count < maximumObjects else {
            throw PropertyListError(.unencodable("more than \(maximumObjects) objects"), offset: 0)
        }
        slots.append(Slot(collection: 0, start: scalarBytes.count, count: 0))
        return slots.count - 1
    }

    /// Numbers a new scalar: `encode` writes its bytes.
    mutating func newScalar(depth: Int, _ encode: (inout [UInt8]) -> Void) throws(PropertyListError) -> Int {
        let index = try newSlot(depth: depth)
        encode(&scalarBytes)
        slots[index].count = scalarBytes.count - slots[index].start
        return index
    }

    struct FixedWidth: Hashable {
        var marker: UInt8
        var bits: UInt64
    }

    /// The number of a real or date: `marker`, then `size` bytes of `bits`.
    mutating func fixedWidth(marker: UInt8, _ bits: UInt64, size: Int, depth: Int) throws(PropertyListError) -> Int {
        let key = FixedWidth(marker: marker, bits: bits)
        if let index = fixedWidths[key] { return index }
        let index = try newScalar(depth: depth) { out in
            out.append(marker)
            Self.appendBigEndian(bits, size: size, to: &out)
        }
        fixedWidths[key] = index
        return index
    }

    /// The number of `value`, numbering it and what it holds first if needed.
    mutating func flatten(_ value: PropertyListValue, depth: Int) throws(PropertyListError) -> Int {
        switch value {
        case .null:
            if let null { return null }
            let index = try newSlot(depth: depth)
            scalarBytes.append(0x00)
            slots[index].count = 1
            null = index
            return index
        case .bool(let flag):
            if let index = bools[flag] { return index }
            let index = try newScalar(depth: depth) { $0.append(flag ? 0x09 : 0x08) }
            bools[flag] = index
            return index
        case .integer(let number):
            if let index = integers[number] { return index }
            let index = try newScalar(depth: depth) { Self.appendInteger(number, to: &$0) }
            integers[number] = index
            return index
        case .real(let number):
            return try fixedWidth(marker: 0x23, number.bitPattern, size: 8, depth: depth)
        case .real32(let number):
            return try fixedWidth(marker: 0x22, UInt64(number.bitPattern), size: 4, depth: depth)
        case .date(let seconds):
            return try fixedWidth(marker: 0x33, seconds.bitPattern, size: 8, depth: depth)
        case .data(let bytes):
            if let index = datas[bytes] { return index }
            let index = try newScalar(depth: depth) { out in
                Self.appendMarker(0x4, count: bytes.count, to: &out)
                bytes.withUnsafeBytes { out.append(contentsOf: $0) }
            }
            datas[bytes] = index
            return index
        case .string(let text):
            return try string(text, depth: depth)
        case .uid(let number):
            // UIDs name objects, so most are below the number of objects so far: those are numbered
            // through the array `uids`, any others through `largeUIDs`.
            if number < UInt64(uids.count), uids[Int(number)] >= 0 { return uids[Int(number)] }
            if !largeUIDs.isEmpty, let index = largeUIDs[number] { return index }
            let index = try newScalar(depth: depth) { out in
                let size = Self.byteCount(number)
                out.append(0x80 | UInt8(size - 1))
                Self.appendBigEndian(number, size: size, to: &out)
            }
            if number <= UInt64(slots.count) {
                let small = Int(number)
                if small >= uids.count { uids.append(contentsOf: repeatElement(-1, count: small + 1 - uids.count)) }
                uids[small] = index
            } else {
                largeUIDs[number] = index
            }
            return index
        case .array(let elements):
            return try flattenList(elements, marker: 0xA, depth: depth)
        case .set(let elements):
            return try flattenList(elements, marker: 0xC, depth: depth)
        case .dictionary(let entries):
            let index = try newSlot(depth: depth)
            let base = pending.count
            for entry in entries { pending.append(try flatten(entry.key, depth: depth + 1)) }
            for entry in entries { pending.append(try flatten(entry.value, depth: depth + 1)) }
            finishCollection(index, marker: 0xD, from: base, count: entries.count)
            return index
        }
    }

    /// The number of a string, by its bytes.
    mutating func string(_ text: String, depth: Int) throws(PropertyListError) -> Int {
        var text = text
        if let index = text.withUTF8({ strings.number(of: UnsafeRawBufferPointer($0)) }) { return index }
        let index = try newScalar(depth: depth) { Self.appendString(text, to: &$0) }
        text.withUTF8 { strings.insert(UnsafeRawBufferPointer($0), number: index) }
        return index
    }

    mutating func flattenList(_ elements: [PropertyListValue], marker: UInt8, depth: Int) throws(PropertyListError) -> Int {
        let index = try newSlot(depth: depth)
        let base = pending.count
        for element in elements { pending.append(try flatten(element, depth: depth + 1)) }
        finishCollection(index, marker: marker, from: base, count: elements.count)
        return index
    }

    /// Moves a collection's child numbers from `pending` to `references`.
    mutating func finishCollection(_ index: Int, marker: UInt8, from base: Int, count: Int) {
        slots[index] = Slot(collection: marker, start: references.count, count: count)
        references.append(contentsOf: pending[base...])
        pending.removeSubrange(base...)
    }

    static func byteCount(_ value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    @inline(__always)
    static func appendBigEndian(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        var shift = 8 * (size - 1)
        while shift >= 0 {
            out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }

    static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        let size = value < 0 ? 8 : byteCount(UInt64(value))
        out.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBigEndian(UInt64(bitPattern: value), size: size, to: &out)
    }

    static func appendMarker(_ high: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(high << 4 | UInt8(count))
        } else {
            out.append(high << 4 | 0x0F)
            appendInteger(Int64(count), to: &out)
        }
    }

    /// ASCII text as bytes (marker 0x5), any other as big-endian UTF-16 (0x6).
    static func appendString(_ text: String, to out: inout [UInt8]) {
        var text = text
        let ascii: Bool = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
            appendMarker(0x5, count: utf8.count, to: &out)
            out.append(contentsOf: utf8)
            return true
        }
        guard !ascii else { return }
        appendMarker(0x6, count: text.utf16.count, to: &out)
        for unit in text.utf16 { appendBigEndian(UInt64(unit), size: 2, to: &out) }
    }

    /// The file: the objects in number order, the offset table, the trailer.
    func write() -> [UInt8] {
        let referenceSize = Self.byteCount(UInt64(slots.count))
        var out = Array("bplist00".utf8)
        out.reserveCapacity(8 + scalarBytes.count + references.count * referenceSize + 8 * slots.count + 32)
        var offsets: [Int] = []
        offsets.reserveCapacity(slots.count)
        for slot in slots {
            offsets.append(out.count)
            if slot.collection == 0 {
                out.append(contentsOf: scalarBytes[slot.start..<(slot.start + slot.count)])
            } else {
                let referenceCount = slot.collection == 0xD ? 2 * slot.count : slot.count
                Self.appendMarker(slot.collection, count: slot.count, to: &out)
                for reference in references[slot.start..<(slot.start + referenceCount)] {
                    Self.appendBigEndian(UInt64(reference), size: referenceSize, to: &out)
                }
            }
        }
        let tableOffset = out.count
        let offsetSize = Self.byteCount(UInt64(tableOffset))
        for offset in offsets { Self.appendBigEndian(UInt64(offset), size: offsetSize, to: &out) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        Self.appendBigEndian(UInt64(slots.count), size: 8, to: &out)
        Self.appendBigEndian(0, size: 8, to: &out)
        Self.appendBigEndian(UInt64(tableOffset), size: 8, to: &out)
        return out
    }
}
