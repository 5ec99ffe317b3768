import KeyedArchive
import PropertyList

extension BinaryPropertyListObjects {
    /// The class dictionary `object` (its `$classname`, `$classes` and
    /// `$classhints`) as the keyed readers that work on property-list objects
    /// take it, or nil when they leave it to the general path: not a
    /// dictionary, a UTF-16 key, no name, or lists that are not strings.
    /// `header` reads a referenced object's header (nil: unreadable). Without
    /// `readingChain`, `$classes` is checked but its names are not made (the
    /// chain is empty).
    func keyedClass(_ object: Object, readingChain: Bool = true, header: (Int) -> Object?) -> KeyedClass? {
        guard object.kind == .dictionary else { return nil }
        var name: String?, chain: [String]?, hints: [String]?
        for position in 0..<object.count {
            guard let key = header(reference(object, position)), key.kind != .utf16String else { return nil }
            let value = reference(object, object.count + position)
            if name == nil, isASCIIString(key, equalTo: "$classname") {
                guard let text = header(value), text.kind == .asciiString || text.kind == .utf16String else { return nil }
                name = string(text)
            } else if chain == nil, isASCIIString(key, equalTo: "$classes") {
                guard let names = strings(value, making: readingChain, header: header) else { return nil }
                chain = names
            } else if hints == nil, isASCIIString(key, equalTo: "$classhints") {
                guard let names = strings(value, making: true, header: header) else { return nil }
                hints = names
            }
        }
        guard let name else { return nil }
        return KeyedClass(name: name, classes: chain ?? [], hints: hints ?? [])
    }

    /// The array of strings at object `index` (empty unless `making`), or nil when it is not one.
    private func strings(_ index: Int, making: Bool, header: (Int) -> Object?) -> [String]? {
        guard let list = header(index), list.kind == .array else { return nil }
        var names: [String] = []
        if making { names.reserveCapacity(list.count) }
        for position in 0..<list.count {
            guard let item = header(reference(list, position)), item.kind == .asciiString || item.kind == .utf16String else {
                return nil
            }
            if making { names.append(string(item)) }
        }
        return names
    }
}
