import PropertyList

/// The parts of a binary keyed archive that the property-list-level readers
/// (`KeyedArchiveObjects`, `KeyedArchiveScan`, `KeyedGraphBuilder`) read the same way.
struct KeyedArchiveRoot {
    /// `$top`, a dictionary.
    var top: BinaryPropertyListObjects.Object
    /// `$objects`, an array of at least one entry, `$null` first.
    var objects: BinaryPropertyListObjects.Object
    /// The property-list object of the first `$nibarchive` root entry, if any.
    var layoutHint: Int?
}

extension BinaryPropertyListObjects {
    /// The root of a keyed archive as the keyed readers take it, or nil when
    /// they leave it to the general path: a UTF-16 root key, no `$archiver`
    /// `NSKeyedArchiver`, no `$version` 100000, a `$top` that is not a
    /// dictionary, or `$objects` not an array of 1 to `maximumObjects` entries
    /// starting with `$null`. Later entries win, as in `KeyedArchive`; the
    /// first `$nibarchive` counts, as in `NibGraph`. `header` reads a
    /// referenced object's header (nil: unreadable).
    func keyedRoot(maximumObjects: Int, header: (Int) -> Object?) -> KeyedArchiveRoot? {
        guard let root = header(topObject), root.kind == .dictionary else { return nil }
        var archiver: Int?, version: Int?, top: Int?, objects: Int?, hint: Int?
        for position in 0..<root.count {
            guard let key = header(reference(root, position)), key.kind != .utf16String else { return nil }
            let value = reference(root, root.count + position)
            if isASCIIString(key, equalTo: "$archiver") { archiver = value }
            else if isASCIIString(key, equalTo: "$version") { version = value }
            else if isASCIIString(key, equalTo: "$top") { top = value }
            else if isASCIIString(key, equalTo: "$objects") { objects = value }
            else if hint == nil, isASCIIString(key, equalTo: "$nibarchive") { hint = value }
        }
        guard let archiver, let version, let top, let objects,
              let archiverName = header(archiver), isASCIIString(archiverName, equalTo: "NSKeyedArchiver"),
              let versionNumber = header(version), versionNumber.kind == .integer, integer(versionNumber) == KeyedArchive.version,
              let topObject = header(top), topObject.kind == .dictionary,
              let list = header(objects), list.kind == .array, list.count >= 1, list.count <= maximumObjects,
              let null = header(reference(list, 0)), isASCIIString(null, equalTo: "$null")
        else { return nil }
        return KeyedArchiveRoot(top: topObject, objects: list, layoutHint: hint)
    }

    /// Object `index`'s header as ``validatedObject(_:)`` reads it, or nil
    /// when it cannot be read (an index outside the property list, a header
    /// that fails a check).
    @inline(__always)
    func validatedHeader(_ index: Int) -> Object? {
        let object = validatedObject(index)
        return object.index < 0 ? nil : object
    }

    /// The class dictionary `object` (its `$classname`, `$classes` and
    /// `$classhints`) as the keyed readers that work on property-list objects
    /// take it, or nil when they leave it to the general path: not a
    /// dictionary, a UTF-16 key, no name, or lists that are not strings. The
    /// referenced objects are read as ``validatedHeader(_:)`` reads them.
    /// Without `readingChain`, `$classes` is checked but its names are not
    /// made (the chain is empty).
    func keyedClass(_ object: Object, readingChain: Bool = true, names: inout KeyedClassNames) -> KeyedClass? {
        keyedClass(object, readingChain: readingChain, names: &names) { index in
            guard let key = validatedHeader(index), key.kind != .utf16String else { return nil }
            if isASCIIString(key, equalTo: "$classname") { return .className }
            if isASCIIString(key, equalTo: "$classes") { return .classChain }
            if isASCIIString(key, equalTo: "$classhints") { return .classHints }
            return .value
        }
    }

    /// ``keyedClass(_:readingChain:names:)`` with what each key is given by
    /// `role`, called with the key's property-list object (nil: a key the
    /// keyed readers leave to the general path). ``KeyedArchiveScan`` reads
    /// it from its key table instead of comparing the key's bytes.
    func keyedClass(_ object: Object, readingChain: Bool, names: inout KeyedClassNames,
                    role: (Int) -> KeyedKeyTable.Role?) -> KeyedClass? {
        guard object.kind == .dictionary else { return nil }
        var name: String?, chain: [String]?, hints: [String]?
        for position in 0..<object.count {
            guard let role = role(reference(object, position)) else { return nil }
            let value = reference(object, object.count + position)
            switch role {
            case .className where name == nil:
                guard let text = validatedHeader(value), text.kind == .asciiString || text.kind == .utf16String else { return nil }
                name = names.name(text, in: self)
            case .classChain where chain == nil:
                guard let list = strings(value, making: readingChain, names: &names) else { return nil }
                chain = list
            case .classHints where hints == nil:
                guard let list = strings(value, making: true, names: &names) else { return nil }
                hints = list
            default:
                break
            }
        }
        guard let name else { return nil }
        return KeyedClass(name: name, classes: chain ?? [], hints: hints ?? [])
    }

    /// The array of strings at object `index` (empty unless `making`), or nil
    /// when it is not one. Without `making`, each item is only checked to be
    /// a string (``isValidatedString(_:)``), its header not built.
    private func strings(_ index: Int, making: Bool, names: inout KeyedClassNames) -> [String]? {
        guard let list = validatedHeader(index), list.kind == .array else { return nil }
        guard making else {
            for position in 0..<list.count where !isValidatedString(reference(list, position)) { return nil }
            return []
        }
        var result: [String] = []
        result.reserveCapacity(list.count)
        for position in 0..<list.count {
            guard let item = validatedHeader(reference(list, position)), item.kind == .asciiString || item.kind == .utf16String else {
                return nil
            }
            result.append(names.name(item, in: self))
        }
        return result
    }
}

/// The class names of one archive, each property-list string made into a
/// `String` once: every `$classes` chain repeats `NSObject`, `NSView` and the like.
struct KeyedClassNames {
    /// Per property-list object: 0 not made yet, otherwise 1 + its index in `names`.
    private var slots: [Int32]
    private var names: [String] = []

    init(objectCount: Int) {
        slots = [Int32](repeating: 0, count: objectCount)
    }

    /// The text of the string `object` of `plist`.
    mutating func name(_ object: BinaryPropertyListObjects.Object, in plist: BinaryPropertyListObjects) -> String {
        let slot = slots[object.index]
        if slot > 0 { return names[Int(slot) - 1] }
        let text = plist.string(object)
        names.append(text)
        slots[object.index] = Int32(names.count)
        return text
    }
}
