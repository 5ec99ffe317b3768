/// Writes NIBArchive bytes in Apple's canonical layout: the 50-byte header,
/// then the tables contiguously in the order objects, keys, values, class
/// names, with every varint in its shortest form.
public enum NIBArchiveWriter {
    /// Encodes `document`, first checking that every index in it is in range
    /// and, before allocating, that it takes about `maximumSize` bytes at most
    /// (values that share their bytes in the document are written once each).
    public static func encode(_ document: NIBArchiveDocument, maximumSize: Int = .max) throws(NIBArchiveError) -> [UInt8] {
        try validate(document)
        let size = estimatedSize(document)
        guard size <= maximumSize else {
            throw NIBArchiveError(.outputTooLarge(size: size, limit: maximumSize), table: .document, offset: 0)
        }

        var out: [UInt8] = []
        out.reserveCapacity(size)
        out += NIBArchiveHeader.magic
        out += [UInt8](repeating: 0, count: 40)

        let objectsOffset = out.count
        for object in document.objects {
            Varint.append(object.classIndex, to: &out)
            Varint.append(object.valuesStart, to: &out)
            Varint.append(object.valueCount, to: &out)
        }
        let keysOffset = out.count
        for key in document.keys {
            Varint.append(key.utf8.count, to: &out)
            out += key.utf8
        }
        let valuesOffset = out.count
        for index in document.values.indices {
            let keyed = document.values[index]
            keyed.value.append(keyIndex: keyed.keyIndex, to: &out)
        }
        let classesOffset = out.count
        for entry in document.classes {
            Varint.append(entry.name.utf8.count + 1, to: &out)
            Varint.append(entry.fallbacks.count, to: &out)
            for fallback in entry.fallbacks {
                NIBValue.appendLittleEndian(UInt32(fallback), to: &out)
            }
            out += entry.name.utf8
            out.append(0)
        }
        out += document.trailingBytes
        // Table offsets are 32-bit in the format.
        guard classesOffset <= Int(UInt32.max) else {
            throw NIBArchiveError(.invalidDocument("tables end beyond 4 GiB, past what 32-bit offsets address"),
                                  table: .document, offset: 0)
        }

        let header = NIBArchiveHeader(
            formatVersion: document.formatVersion, coderVersion: document.coderVersion,
            objectCount: document.objects.count, objectsOffset: objectsOffset,
            keyCount: document.keys.count, keysOffset: keysOffset,
            valueCount: document.values.count, valuesOffset: valuesOffset,
            classCount: document.classes.count, classesOffset: classesOffset
        )
        var headerBytes: [UInt8] = []
        for word in header.words { NIBValue.appendLittleEndian(word, to: &headerBytes) }
        out.replaceSubrange(10..<50, with: headerBytes)
        return out
    }

    /// About the encoded size: the payloads exactly, and a fixed allowance for
    /// each varint-coded header (4 bytes an object entry, 10 a value), which
    /// very large tables or long names can exceed.
    /// (Saturating: a document whose values share large data can list more than Int.max bytes.)
    private static func estimatedSize(_ document: NIBArchiveDocument) -> Int {
        var size = 50 + document.objects.count * 4 + document.trailingBytes.count
        size += document.keys.reduce(0) { $0 + $1.utf8.count + 1 }
        size += document.classes.reduce(0) { $0 + $1.name.utf8.count + 3 + 4 * $1.fallbacks.count }
        for value in document.values {
            let data: Int
            if case .data(let bytes) = value.value { data = bytes.count } else { data = 0 }
            let (sum, overflow) = size.addingReportingOverflow(data + 10)
            if overflow { return .max }
            size = sum
        }
        return size
    }

    private static func validate(_ document: NIBArchiveDocument) throws(NIBArchiveError) {
        func fail(_ what: String, _ index: Int, _ table: NIBArchiveError.Table) -> NIBArchiveError {
            NIBArchiveError(.invalidDocument(what), table: table, index: index, offset: 0)
        }
        let limit = Int(UInt32.max)
        for (i, object) in document.objects.enumerated() {
            guard object.classIndex >= 0, object.classIndex < document.classes.count else {
                throw fail("class index \(object.classIndex) out of range", i, .objects)
            }
            guard object.valuesStart >= 0, object.valueCount >= 0,
                  object.valuesStart <= document.values.count,
                  object.valueCount <= document.values.count - object.valuesStart else {
                throw fail("value range out of range", i, .objects)
            }
        }
        for (i, value) in document.values.enumerated() {
            guard value.keyIndex >= 0, value.keyIndex < document.keys.count else {
                throw fail("key index \(value.keyIndex) out of range", i, .values)
            }
            if case .object(let target) = value.value, target < 0 || target >= document.objects.count {
                throw fail("object reference \(target) out of range", i, .values)
            }
            if case .data(let bytes) = value.value, bytes.count > limit {
                throw fail("data longer than 4 GiB", i, .values)
            }
        }
        for (i, key) in document.keys.enumerated() where key.utf8.count > limit {
            throw fail("key longer than 4 GiB", i, .keys)
        }
        for (i, entry) in document.classes.enumerated() {
            guard entry.name.utf8.count < limit else { throw fail("class name longer than 4 GiB", i, .classes) }
            for fallback in entry.fallbacks where fallback < 0 || fallback >= document.classes.count {
                throw fail("fallback index \(fallback) out of range", i, .classes)
            }
        }
    }
}
