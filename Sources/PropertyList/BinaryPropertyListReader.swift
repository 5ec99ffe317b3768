import NibBytes

/// Binary property lists (`bplist00`), as CoreFoundation writes them.
public enum BinaryPropertyList {
    /// Whether `bytes` start like a binary property list.
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: "bplist0".utf8)
    }

    /// Decodes `bytes`, applying CoreFoundation's validity rules: a sane
    /// trailer, every offset inside the object area, every reference in range,
    /// overflow-checked sizes, a depth limit, and no collection containing itself.
    /// Objects referenced more than once are decoded once, and the tree they
    /// stand for may not pass ``BinaryPropertyListObjects/maximumTreeSize``.
    public static func decode(_ bytes: ByteView, options: PropertyListOptions = .default) throws(PropertyListError)
        -> PropertyListValue
    {
        var decoder = BinaryPropertyListDecoder(try BinaryPropertyListObjects(bytes, options: options))
        return try decoder.object(decoder.objects.topObject, depth: 0)
    }
}

extension BinaryPropertyListObjects {
    /// Object `index` and everything it holds as a value. Call ``validate()``
    /// first to get `decode`'s errors; this checks depth from `index`, not from the top.
    public func value(_ index: Int) throws(PropertyListError) -> PropertyListValue {
        var decoder = BinaryPropertyListDecoder(self)
        return try decoder.object(index, depth: 0)
    }
}

/// Builds ``PropertyListValue`` trees from ``BinaryPropertyListObjects``.
struct BinaryPropertyListDecoder {
    let objects: BinaryPropertyListObjects
    /// Decoded objects, so shared references are decoded once.
    var decoded: [PropertyListValue?]
    /// The size of the tree each decoded object stands for (see
    /// ``BinaryPropertyListObjects/maximumTreeSize``): 1 until a collection
    /// has read its children.
    var sizes: [Int]
    /// Collections being decoded, to reject cycles.
    var inProgress: [Bool]

    init(_ objects: BinaryPropertyListObjects) {
        self.objects = objects
        decoded = Array(repeating: nil, count: objects.objectCount)
        sizes = Array(repeating: 1, count: objects.objectCount)
        inProgress = Array(repeating: false, count: objects.objectCount)
    }

    /// Object `index` as a value; afterwards `sizes[index]` holds the size
    /// of the tree it stands for: 1, plus for a collection its keys' and
    /// values' tree sizes. The checks run in the order
    /// ``BinaryPropertyListObjects/validate()`` runs them, so both throw the same error.
    mutating func object(_ index: Int, depth: Int) throws(PropertyListError) -> PropertyListValue {
        if let value = decoded[index] { return value }
        let start = try objects.startOffset(of: index)
        guard !inProgress[index] else { throw objects.fail(.cycle, index, start) }
        guard depth <= objects.maximumDepth else { throw objects.fail(.tooDeep(limit: objects.maximumDepth), index, start) }
        inProgress[index] = true
        let value = try parse(objects.object(at: start, index: index), depth: depth)
        inProgress[index] = false
        decoded[index] = value
        return value
    }

    /// Adds the tree size of `child`, just decoded, to its collection's `size`, which may not pass the limit.
    @inline(__always)
    private func grow(_ size: inout Int, by child: Int, _ object: BinaryPropertyListObjects.Object) throws(PropertyListError) {
        // Both are at most maximumTreeSize, at most Int.max / 2: the sum cannot overflow.
        size += sizes[child]
        guard size <= objects.maximumTreeSize else {
            throw objects.fail(.expandsTooMuch(limit: objects.maximumTreeSize), object.index, object.start)
        }
    }

    private mutating func parse(_ object: BinaryPropertyListObjects.Object, depth: Int) throws(PropertyListError)
        -> PropertyListValue
    {
        switch object.kind {
        case .null: return .null
        case .bool: return .bool(objects.bool(object))
        case .integer: return .integer(objects.integer(object))
        case .real: return .real(objects.real(object))
        case .real32: return .real32(objects.real32(object))
        case .date: return .date(objects.real(object))
        case .data: return .data(objects.bytes(object))
        case .asciiString, .utf16String: return .string(objects.string(object))
        case .uid: return .uid(objects.uid(object))
        case .array, .set:
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(object.count)
            var size = 1
            for position in 0..<object.count {
                let child = objects.reference(object, position)
                elements.append(try self.object(child, depth: depth + 1))
                try grow(&size, by: child, object)
            }
            sizes[object.index] = size
            return object.kind == .array ? .array(elements) : .set(elements)
        case .dictionary:
            var entries: [PropertyListEntry] = []
            entries.reserveCapacity(object.count)
            var size = 1
            for position in 0..<object.count {
                let keyIndex = objects.reference(object, position)
                let key = try self.object(keyIndex, depth: depth + 1)
                try grow(&size, by: keyIndex, object)
                let valueIndex = objects.reference(object, object.count + position)
                let value = try self.object(valueIndex, depth: depth + 1)
                try grow(&size, by: valueIndex, object)
                entries.append(PropertyListEntry(key: key, value: value))
            }
            sizes[object.index] = size
            return .dictionary(entries)
        }
    }
}
