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
        _ = try writer.value(value, depth: 0)
        return writer.bytes()
    }
}

/// Writes a binary property list whose objects are given one at a time, in
/// the order CoreFoundation numbers them: depth first from the top, a
/// dictionary's keys before its values.
///
/// Each call numbers one object and returns its number. Equal scalars get one
/// number (see ``BinaryPropertyList/encode(_:maximumObjects:)``), so calling
/// ``string(_:depth:)`` twice with the same text gives the same number and
/// stores the text once. A collection is numbered with
/// ``collection(_:count:depth:)`` before its children; its references are
/// filled in with ``setReference(_:at:to:)`` as the children get numbers.
/// ``bytes()`` then writes the file.
///
/// `depth` is the nesting depth of the object being numbered (0 for the top
/// object): a new object deeper than ``maximumDepth``, or more than
/// `maximumObjects` objects, is an error.
public struct BinaryPropertyListWriter {
    public static let maximumDepth = 4096
    public let maximumObjects: Int

    /// The kinds of collection, by their marker nibble.
    public enum CollectionKind: UInt8 {
        case array = 0xA, set = 0xC, dictionary = 0xD
    }

    /// A numbered collection whose references are being filled in.
    public struct Collection {
        /// The collection's object number.
        public let number: Int
        /// Where its references start in `references`.
        @usableFromInline let start: Int
    }

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
    /// The scalars' bytes, in number order.
    var scalarBytes: [UInt8] = []
    /// The collections' child numbers (a dictionary's keys, then its values).
    @usableFromInline var references: [Int] = []

    // Scalars already numbered, by value (reals by bit pattern, as PropertyListValue compares them;
    // strings by their UTF-8 bytes, see BinaryPropertyListStringTable).
    var strings = BinaryPropertyListStringTable()
    /// Integers 0..<smallIntegerLimit by value, -1 for none yet; others in `integers`.
    var smallIntegers: [Int] = []
    static let smallIntegerLimit: Int64 = 1024
    var integers = BinaryPropertyListNumberTable()
    /// UIDs are small and dense: numbered by value, -1 for none yet; others in `largeUIDs`.
    @usableFromInline var uids: [Int] = []
    var largeUIDs = BinaryPropertyListNumberTable()
    /// Reals, 4-byte reals and dates, by bit pattern.
    var reals = BinaryPropertyListNumberTable()
    var real32s = BinaryPropertyListNumberTable()
    var dates = BinaryPropertyListNumberTable()
    /// Data, by its bytes.
    var datas = BinaryPropertyListStringTable()
    var bools: [Int] = [-1, -1]
    var null: Int?

    public init(maximumObjects: Int = 1 << 24) {
        self.maximumObjects = maximumObjects
    }

    /// Makes room for about `objects` objects (a guess: more only costs growing).
    public mutating func reserveCapacity(objects: Int) {
        slots.reserveCapacity(objects)
        references.reserveCapacity(2 * objects)
        scalarBytes.reserveCapacity(8 * objects)
        strings.reserveCapacity(objects / 2)
        // UIDs name objects of the archive, which may come later (forward references).
        Self.grow(&uids, toHold: objects / 2)
    }

    /// How many objects are numbered so far.
    public var count: Int { slots.count }

    /// Numbers a new object at `depth`; its bytes (for a scalar) are appended next.
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

    /// Ends the scalar numbered `index`: its bytes are everything appended since.
    mutating func endScalar(_ index: Int) {
        slots[index].count = scalarBytes.count - slots[index].start
    }

    // MARK: Scalars

    /// The number of bplist's null object.
    public mutating func null(depth: Int) throws(PropertyListError) -> Int {
        if let null { return null }
        let index = try newSlot(depth: depth)
        scalarBytes.append(0x00)
        endScalar(index)
        null = index
        return index
    }

    public mutating func bool(_ flag: Bool, depth: Int) throws(PropertyListError) -> Int {
        let key = flag ? 1 : 0
        if bools[key] >= 0 { return bools[key] }
        let index = try newSlot(depth: depth)
        scalarBytes.append(flag ? 0x09 : 0x08)
        endScalar(index)
        bools[key] = index
        return index
    }

    public mutating func integer(_ number: Int64, depth: Int) throws(PropertyListError) -> Int {
        let small = number >= 0 && number < Self.smallIntegerLimit
        if small {
            if number < Int64(smallIntegers.count), smallIntegers[Int(number)] >= 0 { return smallIntegers[Int(number)] }
        } else if let index = integers.number(of: UInt64(bitPattern: number)) {
            return index
        }
        let index = try newSlot(depth: depth)
        Self.appendInteger(number, to: &scalarBytes)
        endScalar(index)
        if small {
            Self.grow(&smallIntegers, toHold: Int(number))
            smallIntegers[Int(number)] = index
        } else {
            integers.insert(UInt64(bitPattern: number), number: index)
        }
        return index
    }

    /// An 8-byte real.
    public mutating func real(_ number: Double, depth: Int) throws(PropertyListError) -> Int {
        try fixedWidth(marker: 0x23, number.bitPattern, size: 8, depth: depth)
    }

    /// A 4-byte real.
    public mutating func real32(_ number: Float, depth: Int) throws(PropertyListError) -> Int {
        try fixedWidth(marker: 0x22, UInt64(number.bitPattern), size: 4, depth: depth)
    }

    /// A date, in seconds since 2001-01-01 00:00:00 UTC.
    public mutating func date(_ seconds: Double, depth: Int) throws(PropertyListError) -> Int {
        try fixedWidth(marker: 0x33, seconds.bitPattern, size: 8, depth: depth)
    }

    /// The number of a real or date: `marker` (0x23, 0x22 or 0x33), then `size` bytes of `bits`.
    mutating func fixedWidth(marker: UInt8, _ bits: UInt64, size: Int, depth: Int) throws(PropertyListError) -> Int {
        let known = switch marker {
        case 0x23: reals.number(of: bits)
        case 0x22: real32s.number(of: bits)
        default: dates.number(of: bits)
        }
        if let known { return known }
        let index = try newSlot(depth: depth)
        scalarBytes.append(marker)
        Self.appendBigEndian(bits, size: size, to: &scalarBytes)
        endScalar(index)
        switch marker {
        case 0x23: reals.insert(bits, number: index)
        case 0x22: real32s.insert(bits, number: index)
        default: dates.insert(bits, number: index)
        }
        return index
    }

    public mutating func data(_ bytes: ByteView, depth: Int) throws(PropertyListError) -> Int {
        // Should numbering the new object fail, the whole encoding does, so the table's entry for it never matters.
        let found = datas.number(of: bytes, orInsert: slots.count)
        guard found.inserted else { return found.number }
        let index = try newSlot(depth: depth)
        Self.appendMarker(0x4, count: bytes.count, to: &scalarBytes)
        Self.append(bytes, to: &scalarBytes)
        endScalar(index)
        return index
    }

    // The closures over string and data bytes below capture only their arguments, never `self`:
    // the compiler copied every field of `self` for each call when they did.

    /// The number of a string, by its bytes.
    public mutating func string(_ text: String, depth: Int) throws(PropertyListError) -> Int {
        let found = strings.number(of: text, orInsert: slots.count)
        guard found.inserted else { return found.number }
        let index = try newSlot(depth: depth)
        var text = text
        text.withUTF8 { Self.appendString(utf8: UnsafeRawBufferPointer($0), to: &scalarBytes) }
        endScalar(index)
        return index
    }

    /// The number of the string whose UTF-8 bytes are `utf8`, which must be valid UTF-8.
    public mutating func string(utf8: ByteView, depth: Int) throws(PropertyListError) -> Int {
        let found = strings.number(of: utf8, orInsert: slots.count)
        guard found.inserted else { return found.number }
        let index = try newSlot(depth: depth)
        utf8.withUnsafeBytes { Self.appendString(utf8: $0, to: &scalarBytes) }
        endScalar(index)
        return index
    }

    /// (Inlinable, as far as finding a UID numbered already: callers in other
    /// modules call it once per object reference.)
    @inlinable
    public mutating func uid(_ number: UInt64, depth: Int) throws(PropertyListError) -> Int {
        // UIDs name objects, so most are below the number of objects so far: those are numbered
        // through the array `uids`, any others through `largeUIDs`.
        if number < UInt64(uids.count), uids[Int(number)] >= 0 { return uids[Int(number)] }
        return try newUID(number, depth: depth)
    }

    /// ``uid(_:depth:)`` for a UID not in `uids`.
    @usableFromInline
    mutating func newUID(_ number: UInt64, depth: Int) throws(PropertyListError) -> Int {
        if let index = largeUIDs.number(of: number) { return index }
        let index = try newSlot(depth: depth)
        let size = Self.byteCount(number)
        scalarBytes.append(0x80 | UInt8(size - 1))
        Self.appendBigEndian(number, size: size, to: &scalarBytes)
        endScalar(index)
        if number < UInt64(uids.count) || number <= UInt64(slots.count) {
            let small = Int(number)
            Self.grow(&uids, toHold: small)
            uids[small] = index
        } else {
            largeUIDs.insert(number, number: index)
        }
        return index
    }

    /// Makes `numbers` long enough to hold `index`, doubling it at least, with -1 for the new entries.
    static func grow(_ numbers: inout [Int], toHold index: Int) {
        guard index >= numbers.count else { return }
        numbers += repeatElement(-1, count: max(index + 1, 2 * numbers.count, 16) - numbers.count)
    }

    // MARK: Collections

    /// Numbers a collection of `count` elements (entries for a dictionary),
    /// whose children are numbered next: each child's number goes in with
    /// ``setReference(_:at:to:)``, a dictionary's keys at `0..<count` and
    /// its values at `count..<2 * count`.
    public mutating func collection(_ kind: CollectionKind, count: Int, depth: Int) throws(PropertyListError) -> Collection {
        let index = try newSlot(depth: depth)
        let start = references.count
        slots[index] = Slot(collection: kind.rawValue, start: start, count: count)
        for _ in 0..<(kind == .dictionary ? 2 * count : count) { references.append(0) }
        return Collection(number: index, start: start)
    }

    /// Sets reference `position` of `collection` to object `number`.
    /// (Inlinable: callers in other modules call it once per reference.)
    @inlinable
    public mutating func setReference(_ collection: Collection, at position: Int, to number: Int) {
        references[collection.start + position] = number
    }

    /// Gives `collection`, numbered with a count of 0, its elements (or keys
    /// then values) once they are all numbered: for a collection whose size
    /// is not known when it is numbered.
    public mutating func setReferences(_ collection: Collection, _ numbers: [Int], kind: CollectionKind) {
        slots[collection.number] = Slot(
            collection: kind.rawValue, start: references.count, count: kind == .dictionary ? numbers.count / 2 : numbers.count)
        references.append(contentsOf: numbers)
    }

    // MARK: Values

    /// The number of `value`, numbering it and what it holds first if needed.
    public mutating func value(_ value: PropertyListValue, depth: Int) throws(PropertyListError) -> Int {
        switch value {
        case .null: return try null(depth: depth)
        case .bool(let flag): return try bool(flag, depth: depth)
        case .integer(let number): return try integer(number, depth: depth)
        case .real(let number): return try real(number, depth: depth)
        case .real32(let number): return try real32(number, depth: depth)
        case .date(let seconds): return try date(seconds, depth: depth)
        case .data(let bytes): return try data(bytes, depth: depth)
        case .string(let text): return try string(text, depth: depth)
        case .uid(let number): return try uid(number, depth: depth)
        case .array(let elements): return try list(elements, kind: .array, depth: depth)
        case .set(let elements): return try list(elements, kind: .set, depth: depth)
        case .dictionary(let entries):
            let dictionary = try collection(.dictionary, count: entries.count, depth: depth)
            for (position, entry) in entries.enumerated() {
                setReference(dictionary, at: position, to: try self.value(entry.key, depth: depth + 1))
            }
            for (position, entry) in entries.enumerated() {
                setReference(dictionary, at: entries.count + position, to: try self.value(entry.value, depth: depth + 1))
            }
            return dictionary.number
        }
    }

    mutating func list(_ elements: [PropertyListValue], kind: CollectionKind, depth: Int) throws(PropertyListError) -> Int {
        let list = try collection(kind, count: elements.count, depth: depth)
        for (position, element) in elements.enumerated() {
            setReference(list, at: position, to: try value(element, depth: depth + 1))
        }
        return list.number
    }

    // MARK: Bytes

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

    static func append(_ bytes: ByteView, to out: inout [UInt8]) {
        bytes.withUnsafeBytes { out.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        let size = value < 0 ? 8 : byteCount(UInt64(value))
        out.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBigEndian(UInt64(bitPattern: value), size: size, to: &out)
    }

    @inline(__always)
    static func appendMarker(_ high: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(high << 4 | UInt8(count))
        } else {
            out.append(high << 4 | 0x0F)
            appendInteger(Int64(count), to: &out)
        }
    }

    /// ASCII text as bytes (marker 0x5), any other as big-endian UTF-16 (0x6).
    @inline(__always)
    static func appendString(utf8: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        if BinaryPropertyListObjects.isASCII(utf8) {
            appendMarker(0x5, count: utf8.count, to: &out)
            out.append(contentsOf: utf8.assumingMemoryBound(to: UInt8.self))
            return
        }
        let text = String(decoding: utf8, as: UTF8.self)
        appendMarker(0x6, count: text.utf16.count, to: &out)
        for unit in text.utf16 { appendBigEndian(UInt64(unit), size: 2, to: &out) }
    }

    /// The bytes of a collection's marker and count.
    static func markerSize(count: Int) -> Int {
        count < 15 ? 1 : 2 + byteCount(UInt64(count))
    }

    /// The file: the objects in number order, the offset table, the trailer.
    ///
    /// Sizes everything first, then writes into one buffer of that size.
    public func bytes() -> [UInt8] {
        let referenceSize = Self.byteCount(UInt64(slots.count))
        var tableOffset = 8 + scalarBytes.count
        for slot in slots where slot.collection != 0 {
            let referenceCount = slot.collection == 0xD ? 2 * slot.count : slot.count
            tableOffset += Self.markerSize(count: slot.count) + referenceCount * referenceSize
        }
        let offsetSize = Self.byteCount(UInt64(tableOffset))
        let total = tableOffset + slots.count * offsetSize + 32
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            // Every byte of `buffer` is written below: the objects fill 0..<tableOffset exactly
            // (that is how tableOffset was summed), the table and trailer the rest. Each
            // output checks its writes against its part of the buffer, and each slice read
            // is checked against its array.
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            var out = BigEndianOutput(base: base, end: tableOffset)
            out.copy(UnsafeRawBufferPointer(start: StaticString("bplist00").utf8Start, count: 8))
            var table = BigEndianOutput(base: base + tableOffset, end: slots.count * offsetSize)
            scalarBytes.withUnsafeBytes { scalars in
                references.withUnsafeBufferPointer { references in
                    // Scalars numbered one after another lie one after another in `scalars`:
                    // each run of them is copied at once, before the next collection.
                    var runStart = 0, runEnd = 0
                    for slot in slots {
                        if slot.collection == 0 {
                            table.put(UInt64(out.position + slot.start - runStart), size: offsetSize)
                            runEnd = slot.start + slot.count
                            continue
                        }
                        precondition(runEnd <= scalars.count)
                        out.copy(UnsafeRawBufferPointer(rebasing: scalars[runStart..<runEnd]))
                        runStart = runEnd
                        table.put(UInt64(out.position), size: offsetSize)
                        out.putMarker(slot.collection, count: slot.count)
                        let referenceCount = slot.collection == 0xD ? 2 * slot.count : slot.count
                        precondition(slot.start >= 0 && referenceCount <= references.count - slot.start)
                        out.put(references[slot.start..<(slot.start + referenceCount)], size: referenceSize)
                    }
                    precondition(runEnd <= scalars.count)
                    out.copy(UnsafeRawBufferPointer(rebasing: scalars[runStart..<runEnd]))
                }
            }
            precondition(out.position == tableOffset && table.position == slots.count * offsetSize)
            var trailer = BigEndianOutput(base: table.base + table.position, end: 32)
            trailer.put(0, size: 6)
            trailer.put(UInt64(offsetSize), size: 1)
            trailer.put(UInt64(referenceSize), size: 1)
            trailer.put(UInt64(slots.count), size: 8)
            trailer.put(0, size: 8)
            trailer.put(UInt64(tableOffset), size: 8)
            initialized = total
        }
    }
}

/// Writes big-endian numbers and bytes at a raw pointer, for
/// ``BinaryPropertyListWriter/bytes()``, which sized the buffer beforehand.
/// Every write checks that it stays below `end` (one comparison), so a sizing
/// mistake stops the program instead of writing past the buffer.
struct BigEndianOutput {
    let base: UnsafeMutableRawPointer
    /// The bytes this output may write: `base..<(base + end)`.
    let end: Int
    /// How many bytes are written.
    var position = 0

    init(base: UnsafeMutableRawPointer, end: Int) {
        self.base = base
        self.end = end
    }

    /// Stops the program unless `count` more bytes fit.
    @inline(__always)
    func reserve(_ count: Int) {
        precondition(count >= 0 && count <= end - position, "bplist writer: write past the sized buffer")
    }

    /// Writes the low `size` bytes (1 to 8) of `value`, most significant first.
    @inline(__always)
    mutating func put(_ value: UInt64, size: Int) {
        reserve(size)
        switch size {
        case 1: base.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: position, as: UInt8.self)
        case 2: base.storeBytes(of: UInt16(truncatingIfNeeded: value).bigEndian, toByteOffset: position, as: UInt16.self)
        case 4: base.storeBytes(of: UInt32(truncatingIfNeeded: value).bigEndian, toByteOffset: position, as: UInt32.self)
        case 8: base.storeBytes(of: value.bigEndian, toByteOffset: position, as: UInt64.self)
        default:
            for index in 0..<size {
                let shift = UInt64(8 * (size - 1 - index))
                base.storeBytes(of: UInt8(truncatingIfNeeded: value >> shift), toByteOffset: position + index, as: UInt8.self)
            }
        }
        position += size
    }

    /// Writes each of `numbers` in `size` bytes, picking the width once for them all.
    mutating func put(_ numbers: Slice<UnsafeBufferPointer<Int>>, size: Int) {
        reserve(numbers.count * size)
        switch size {
        case 1:
            for number in numbers {
                base.storeBytes(of: UInt8(truncatingIfNeeded: number), toByteOffset: position, as: UInt8.self)
                position += 1
            }
        case 2:
            for number in numbers {
                base.storeBytes(of: UInt16(truncatingIfNeeded: number).bigEndian, toByteOffset: position, as: UInt16.self)
                position += 2
            }
        default:
            for number in numbers { put(UInt64(number), size: size) }
        }
    }

    mutating func copy(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + position).copyMemory(from: source, byteCount: bytes.count)
        position += bytes.count
    }

    /// A collection's marker nibble and count, as ``BinaryPropertyListWriter/appendMarker(_:count:to:)`` writes them.
    mutating func putMarker(_ high: UInt8, count: Int) {
        if count < 15 {
            put(UInt64(high << 4 | UInt8(count)), size: 1)
            return
        }
        put(UInt64(high << 4 | 0x0F), size: 1)
        let size = BinaryPropertyListWriter.byteCount(UInt64(count))
        put(UInt64(0x10 | UInt8(size.trailingZeroBitCount)), size: 1)
        put(UInt64(count), size: size)
    }
}
