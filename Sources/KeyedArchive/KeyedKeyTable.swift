import NibBytes
import PropertyList

/// The dictionary keys of a binary keyed archive, each property-list string
/// read once however many dictionaries use it (the keyed readers share it).
package struct KeyedKeyTable: Equatable {
    package struct Key: Equatable {
        /// Where the unescaped name's ASCII bytes lie in the property list
        /// (`$$name` is the key `$name`): names are made only when asked for
        /// (``KeyedKeyTable/names(in:)``).
        package var body: Int
        /// The name's length in bytes, compared before the name.
        package var length: Int
        /// What the key is to the archive.
        package var role: Role
        /// The geometry shape of the key's values, if it is a geometry key.
        package var shape: GeometryString.Shape?
    }

    /// What a key is to the archive, read from its bytes before unescaping.
    package enum Role: UInt8, Equatable {
        /// Any other key: a key of an object's values (a class dictionary's
        /// other keys are not read).
        case value
        /// `$class`: the UID of the object's class dictionary.
        case classReference
        /// `$classname`, `$classes` and `$classhints`: keys of a class dictionary.
        case className, classChain, classHints
    }

    /// Per property-list object: 0 not yet read as a key, -1 not a string,
    /// otherwise 1 + its index in `keys`.
    package private(set) var slots: [Int32]
    package private(set) var keys: [Key] = []

    package init(objectCount: Int) {
        slots = [Int32](repeating: 0, count: objectCount)
    }

    /// The key with slot `slot` (above 0).
    package subscript(slot: Int32) -> Key { keys[Int(slot) - 1] }

    /// Every key's name, in slot order (slot `s` at `s - 1`).
    package func names(in plist: BinaryPropertyListObjects) -> [String] {
        keys.map { key in
            BinaryPropertyListObjects.string(ascii: plist.bytes(at: key.body, count: key.length))
        }
    }

    /// Whether the name of the key with slot `slot` (above 0) is `name`, compared byte by byte.
    package func hasName(_ slot: Int32, _ name: String, in plist: BinaryPropertyListObjects) -> Bool {
        let key = keys[Int(slot) - 1]
        guard key.length == name.utf8.count else { return false }
        return plist.bytes(at: key.body, count: key.length, equal: name)
    }

    /// Whether the key with slot `slot` (above 0) is `$class`.
    @inline(__always)
    package func isClass(_ slot: Int32) -> Bool { keys[Int(slot) - 1].role == .classReference }

    /// Whether the key with slot `slot` (above 0) is `$classname`.
    @inline(__always)
    package func isClassName(_ slot: Int32) -> Bool { keys[Int(slot) - 1].role == .className }

    /// The geometry shape of the values of the key with slot `slot` (above 0).
    @inline(__always)
    package func shape(_ slot: Int32) -> GeometryString.Shape? { keys[Int(slot) - 1].shape }

    /// The slot of property-list object `index` if it was read as a key already.
    @inline(__always)
    package func knownSlot(_ index: Int) -> Int32? {
        slots[index] != 0 ? slots[index] : nil
    }

    /// The slot of property-list object `index` read as a key; nil for a
    /// UTF-16 string, which the keyed readers leave to the general path.
    /// `object` is that object's header.
    package mutating func slot(_ index: Int, _ object: BinaryPropertyListObjects.Object, in plist: BinaryPropertyListObjects) -> Int32? {
        if slots[index] != 0 { return slots[index] }
        switch object.kind {
        case .asciiString:
            // Most archives use a few dozen to a few hundred keys: reserving
            // room once saves growing the table many times.
            if keys.isEmpty { keys.reserveCapacity(min(slots.count, 256)) }
            keys.append(Self.key(ascii: plist.bytes(object), at: object.body))
            slots[index] = Int32(keys.count)
        case .utf16String:
            return nil
        default:
            slots[index] = -1
        }
        return slots[index]
    }

    /// The key spelled by the ASCII bytes `bytes`, which lie at `offset`,
    /// read from the bytes without making a `String`: `$$name` is the key
    /// `$name` (what ``NibGraph/unescape(_:)`` does, byte for byte on ASCII
    /// text), only keys starting with `$` can be `$class`, `$classname`,
    /// `$classes` or `$classhints`, and ``GeometryString/mayBeKey(ascii:)``
    /// rules out most keys before the geometry table is asked.
    package static func key(ascii bytes: ByteView, at offset: Int) -> Key {
        let startsWithDollar = bytes.first == UInt8(ascii: "$")
        let escaped = startsWithDollar && bytes.count >= 2 && bytes[1] == UInt8(ascii: "$")
        let name = escaped ? bytes.slice(offset: 1, length: bytes.count - 1)! : bytes
        var role = Role.value
        if startsWithDollar {
            switch bytes.count {
            case 6 where bytes.equals("$class"): role = .classReference
            case 10 where bytes.equals("$classname"): role = .className
            case 8 where bytes.equals("$classes"): role = .classChain
            case 11 where bytes.equals("$classhints"): role = .classHints
            default: break
            }
        }
        let shape = GeometryString.mayBeKey(ascii: bytes)
            ? GeometryString.shape(forKey: BinaryPropertyListObjects.string(ascii: name)) : nil
        return Key(body: escaped ? offset + 1 : offset, length: name.count, role: role, shape: shape)
    }
}
