import NibBytes

/// Writes a NIBArchive as it goes, object after object, into the bytes of
/// Apple's canonical layout (the one ``NIBArchiveWriter`` gives a document):
/// each table's bytes are written as soon as an entry is known, and
/// ``finish(trailingBytes:)`` puts the header and the four tables together.
///
/// Keys and class names are stored once each, in order of first use (after
/// any preset names); objects are numbered in the order they begin, and each
/// object's values follow the ones before (an object with no values gets
/// start 0). A graph writer that walks its objects in order needs nothing
/// else, so no table of values is kept.
///
/// Writing stops growing the output past `maximumSize` bytes: the writer
/// then keeps only counting, and ``finish(trailingBytes:)`` refuses.
public struct NIBArchiveStreamWriter: Sendable {
    private var objectTable: [UInt8] = []
    private var keyTable: [UInt8] = []
    private var valueTable: [UInt8] = []
    private var classTable: [UInt8] = []
    private var keyIndices = StringTable<Int>()
    private var classIndices = StringTable<Int>()
    private var objectCount = 0
    private var valueCount = 0
    /// Table entries; a preset list may repeat a name (the first one is used).
    private var keyCount = 0
    private var classCount = 0
    /// The object being written: its class index, first value, and value count (class -1 before the first).
    private var currentClass = -1
    private var currentStart = 0
    private var currentCount = 0
    /// The largest object index a value refers to, and whether one was negative.
    private var highestReference = -1
    private var negativeReference = false
    /// Whether a data value longer than 32-bit lengths allow was refused.
    private var oversizedData = false
    /// The first index a caller gave that names no entry (a class, key or
    /// fallback index out of range, or a value before any object): nothing is
    /// written for it, and ``finish(trailingBytes:)`` refuses.
    private var misuse: (what: String, table: NIBArchiveError.Table)?
    /// The largest fallback index a class entry names, checked against the class count at the end.
    private var highestFallback = -1
    /// The bytes of the values not written once the output passed `maximumSize`,
    /// so the refusal can say how large the archive would have been.
    private var unwrittenBytes = 0
    private let formatVersion: UInt32
    private let coderVersion: UInt32
    private let maximumSize: Int

    /// Starts an archive; coder version 9 is iOS ibtool's, 10 macOS ibtool's.
    /// Preset keys and classes begin their tables in that order (to write an
    /// existing file's layout again); names used later are looked up there first.
    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 9, presetKeys: [String] = [],
        presetClasses: [NIBArchiveDocument.ClassName] = [], maximumSize: Int = .max
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.maximumSize = maximumSize
        keyIndices.reserveCapacity(max(presetKeys.count, 128))
        classIndices.reserveCapacity(max(presetClasses.count, 32))
        for key in presetKeys {
            _ = keyIndices.value(for: key) { keyCount }
            appendKeyEntry(key)
        }
        for entry in presetClasses {
            _ = classIndices.value(for: entry.name) { classCount }
            appendClassEntry(entry.name, fallbacks: entry.fallbacks)
        }
    }

    /// Makes room for `objects` objects and `values` values, so that the
    /// tables are allocated once instead of growing as they fill; the sizes
    /// are estimates (a value takes a few bytes, data values more; a nib
    /// names a few dozen keys and classes of about twenty bytes).
    public mutating func reserveCapacity(objects: Int, values: Int) {
        objectTable.reserveCapacity(objectTable.count + 3 * objects)
        valueTable.reserveCapacity(valueTable.count + 8 * values)
        keyTable.reserveCapacity(keyTable.count + 20 * min(values, 128))
        classTable.reserveCapacity(classTable.count + 24 * min(objects, 32))
    }

    /// The index of key `name`, adding it on first use.
    public mutating func keyIndex(_ name: String) -> Int {
        let (index, inserted) = keyIndices.value(for: name) { keyCount }
        if inserted { appendKeyEntry(name) }
        return index
    }

    /// The index of class `name`, adding it on first use (after its `fallbacks`).
    public mutating func classIndex(_ name: String, fallbacks: [String] = []) -> Int {
        if fallbacks.isEmpty {
            let (index, inserted) = classIndices.value(for: name) { classCount }
            if inserted { appendClassEntry(name, fallbacks: []) }
            return index
        }
        if let index = classIndices[name] { return index }
        let fallbackIndices = fallbacks.map { classIndex($0) }
        let index = classCount
        classIndices.set(name, index)
        appendClassEntry(name, fallbacks: fallbackIndices)
        return index
    }

    /// Begins the next object, of class index `classIndex` (one this writer gave).
    public mutating func beginObject(classIndex: Int) {
        endObject()
        guard classIndex >= 0, classIndex < classCount else {
            misuse = misuse ?? ("class index \(classIndex) out of range", .objects)
            return
        }
        currentClass = classIndex
        currentStart = valueCount
        currentCount = 0
    }

    /// Adds a value under key index `keyIndex` to the object begun last.
    public mutating func appendValue(keyIndex: Int, _ value: NIBValue) {
        guard isValidTarget(keyIndex: keyIndex) else { return }
        currentCount += 1
        valueCount += 1
        switch value {
        case .object(let target):
            if target < 0 { negativeReference = true }
            highestReference = max(highestReference, target)
        case .data(let bytes) where bytes.count > Int(UInt32.max):
            oversizedData = true
            return
        default: break
        }
        guard withinLimit else { return unwrittenBytes += value.encodedLength(keyIndex: keyIndex) }
        value.append(keyIndex: keyIndex, to: &valueTable)
    }

    /// Adds `text`'s UTF-8 bytes as a data value under key index `keyIndex`.
    public mutating func appendValue(keyIndex: Int, utf8 text: String) {
        guard isValidTarget(keyIndex: keyIndex) else { return }
        currentCount += 1
        valueCount += 1
        let length = text.utf8.count
        guard withinLimit else {
            return unwrittenBytes += Varint.encodedLength(keyIndex) + 1 + Varint.encodedLength(length) + length
        }
        Varint.append(keyIndex, to: &valueTable)
        valueTable.append(8)
        Varint.append(length, to: &valueTable)
        Self.append(text, to: &valueTable)
    }

    /// The archive's bytes, `trailingBytes` after the last table. Throws when
    /// the archive would take more than `maximumSize` bytes, a value refers
    /// to an object that was never begun, or an index given earlier named no entry.
    public mutating func finish(trailingBytes: [UInt8] = []) throws(NIBArchiveError) -> [UInt8] {
        endObject()
        if let misuse { throw NIBArchiveError(.invalidDocument(misuse.what), table: misuse.table, offset: 0) }
        if highestFallback >= classCount {
            throw NIBArchiveError(.invalidDocument("fallback index \(highestFallback) out of range"), table: .classes,
                                  offset: 0)
        }
        if negativeReference || highestReference >= objectCount {
            let index = negativeReference ? -1 : highestReference
            throw NIBArchiveError(.invalidDocument("object reference \(index) out of range"), table: .values, offset: 0)
        }
        if oversizedData {
            throw NIBArchiveError(.invalidDocument("data longer than 4 GiB"), table: .values, offset: 0)
        }
        let size = writtenSize + unwrittenBytes + trailingBytes.count
        guard withinLimit, size <= maximumSize else {
            throw NIBArchiveError(.outputTooLarge(size: size, limit: maximumSize), table: .document, offset: 0)
        }
        let objectsOffset = NIBArchiveHeader.size
        let keysOffset = objectsOffset + objectTable.count
        let valuesOffset = keysOffset + keyTable.count
        let classesOffset = valuesOffset + valueTable.count
        // Table offsets are 32-bit in the format.
        guard classesOffset <= Int(UInt32.max) else {
            throw NIBArchiveError(.invalidDocument("tables end beyond 4 GiB, past what 32-bit offsets address"),
                                  table: .document, offset: 0)
        }
        let header = NIBArchiveHeader(
            formatVersion: formatVersion, coderVersion: coderVersion,
            objectCount: objectCount, objectsOffset: objectsOffset, keyCount: keyCount, keysOffset: keysOffset,
            valueCount: valueCount, valuesOffset: valuesOffset, classCount: classCount, classesOffset: classesOffset)
        var out: [UInt8] = []
        out.reserveCapacity(size)
        out += NIBArchiveHeader.magic
        for word in header.words { NIBValue.appendLittleEndian(word, to: &out) }
        out += objectTable
        out += keyTable
        out += valueTable
        out += classTable
        out += trailingBytes
        return out
    }

    /// The bytes written so far, with the header.
    private var writtenSize: Int {
        NIBArchiveHeader.size + objectTable.count + keyTable.count + valueTable.count + classTable.count
    }

    /// Whether the output is still within `maximumSize` (checked as values are written).
    private var withinLimit: Bool { valueTable.count <= maximumSize }

    /// Whether a value under `keyIndex` can be written: an object is begun
    /// and the key is one this writer gave; else the misuse is kept for ``finish(trailingBytes:)``.
    private mutating func isValidTarget(keyIndex: Int) -> Bool {
        if currentClass < 0 {
            misuse = misuse ?? ("a value before any object", .values)
            return false
        }
        guard keyIndex >= 0, keyIndex < keyCount else {
            misuse = misuse ?? ("key index \(keyIndex) out of range", .values)
            return false
        }
        return true
    }

    /// Writes the current object's entry, if there is one.
    private mutating func endObject() {
        guard currentClass >= 0 else { return }
        Varint.append(currentClass, to: &objectTable)
        Varint.append(currentCount == 0 ? 0 : currentStart, to: &objectTable)
        Varint.append(currentCount, to: &objectTable)
        objectCount += 1
        currentClass = -1
    }

    /// Appends `text`'s UTF-8 bytes, copied in one go where the string is contiguous (native strings are).
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    private mutating func appendKeyEntry(_ key: String) {
        Varint.append(key.utf8.count, to: &keyTable)
        Self.append(key, to: &keyTable)
        keyCount += 1
    }

    private mutating func appendClassEntry(_ name: String, fallbacks: [Int]) {
        // A preset's fallbacks may name a later entry of the preset list, but none past its end.
        if let bad = fallbacks.first(where: { $0 < 0 }) {
            misuse = misuse ?? ("fallback index \(bad) out of range", .classes)
        }
        highestFallback = max(highestFallback, fallbacks.max() ?? -1)
        Varint.append(name.utf8.count + 1, to: &classTable)
        Varint.append(fallbacks.count, to: &classTable)
        for fallback in fallbacks { NIBValue.appendLittleEndian(UInt32(truncatingIfNeeded: fallback), to: &classTable) }
        Self.append(name, to: &classTable)
        classTable.append(0)
        classCount += 1
    }
}
