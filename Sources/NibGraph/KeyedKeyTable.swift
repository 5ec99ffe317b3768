import PropertyList

/// The dictionary keys of a binary keyed archive, each property-list string
/// read once however many dictionaries use it (the keyed readers share it).
struct KeyedKeyTable: Equatable {
    struct Key: Equatable {
        /// Unescaped (`$$name` is the key `$name`).
        var name: String
        /// `name.utf8.count`, compared before the name.
        var length: Int
        /// The key is `$class` (before unescaping).
        var isClass: Bool
        /// The key is `$classname`.
        var isClassName: Bool
        /// The key is `$classes`.
        var isClasses: Bool
        /// The key is `$classhints`.
        var isClassHints: Bool
        /// The geometry shape of the key's values, if it is a geometry key.
        var shape: GeometryString.Shape?
    }

    /// Per property-list object: 0 not yet read as a key, -1 not a string,
    /// otherwise 1 + its index in `keys`.
    private(set) var slots: [Int32]
    private(set) var keys: [Key] = []

    init(objectCount: Int) {
        slots = [Int32](repeating: 0, count: objectCount)
    }

    /// The key with slot `slot` (above 0).
    subscript(slot: Int32) -> Key { keys[Int(slot) - 1] }

    /// The name of the key with slot `slot` (above 0).
    @inline(__always)
    func name(_ slot: Int32) -> String { keys[Int(slot) - 1].name }

    /// The UTF-8 length of the name of the key with slot `slot` (above 0).
    @inline(__always)
    func length(_ slot: Int32) -> Int { keys[Int(slot) - 1].length }

    /// Whether the key with slot `slot` (above 0) is `$class`.
    @inline(__always)
    func isClass(_ slot: Int32) -> Bool { keys[Int(slot) - 1].isClass }

    /// Whether the key with slot `slot` (above 0) is `$classname`.
    @inline(__always)
    func isClassName(_ slot: Int32) -> Bool { keys[Int(slot) - 1].isClassName }

    /// What the key with slot `slot` (above 0) is to a class dictionary.
    @inline(__always)
    func classKey(_ slot: Int32) -> KeyedClassKey {
        let index = Int(slot) - 1
        return keys[index].isClassName ? .name : keys[index].isClasses ? .chain : keys[index].isClassHints ? .hints : .other
    }

    /// The geometry shape of the values of the key with slot `slot` (above 0).
    @inline(__always)
    func shape(_ slot: Int32) -> GeometryString.Shape? { keys[Int(slot) - 1].shape }

    /// The slot of property-list object `index` if it was read as a key already.
    @inline(__always)
    func knownSlot(_ index: Int) -> Int32? {
        slots[index] != 0 ? slots[index] : nil
    }

    /// The slot of property-list object `index` read as a key; nil for a
    /// UTF-16 string, which the keyed readers leave to the general path.
    /// `object` is that object's header.
    mutating func slot(_ index: Int, _ object: BinaryPropertyListObjects.Object, in plist: BinaryPropertyListObjects) -> Int32? {
        if slots[index] != 0 { return slots[index] }
        switch object.kind {
        case .asciiString:
            // Most archives use a few dozen to a few hundred keys: reserving
            // room once saves growing the table many times.
            if keys.isEmpty { keys.reserveCapacity(min(slots.count, 256)) }
            keys.append(plist.withASCIIBytes(object, Self.key(ascii:)))
            slots[index] = Int32(keys.count)
        case .utf16String:
            return nil
        default:
            slots[index] = -1
        }
        return slots[index]
    }

    /// The key spelled by the ASCII bytes `bytes`, read from the bytes
    /// without going through `String` operations: `$$name` is the key
    /// `$name` (what ``NibGraph/unescape(_:)`` does, byte for byte on ASCII
    /// text), only keys starting with `$` can be `$class`, `$classname`,
    /// `$classes` or `$classhints`, and ``GeometryString/mayBeKey(ascii:)``
    /// rules out most keys before the geometry table is asked.
    static func key(ascii bytes: UnsafeRawBufferPointer) -> Key {
        let startsWithDollar = bytes.first == UInt8(ascii: "$")
        let escaped = startsWithDollar && bytes.count >= 2 && bytes[1] == UInt8(ascii: "$")
        let text = escaped ? UnsafeRawBufferPointer(rebasing: bytes.dropFirst()) : bytes
        let name = BinaryPropertyListObjects.string(ascii: text)
        return Key(name: name, length: text.count,
                   isClass: startsWithDollar && bytes.count == 6 && bytes.elementsEqual(classKey),
                   isClassName: startsWithDollar && bytes.count == 10 && bytes.elementsEqual(classNameKey),
                   isClasses: startsWithDollar && bytes.count == 8 && bytes.elementsEqual(classesKey),
                   isClassHints: startsWithDollar && bytes.count == 11 && bytes.elementsEqual(classHintsKey),
                   shape: GeometryString.mayBeKey(ascii: bytes) ? GeometryString.shape(forKey: name) : nil)
    }

    private static let classKey: [UInt8] = Array("$class".utf8)
    private static let classNameKey: [UInt8] = Array("$classname".utf8)
    private static let classesKey: [UInt8] = Array("$classes".utf8)
    private static let classHintsKey: [UInt8] = Array("$classhints".utf8)
}
