import NibBytes

extension BinaryPropertyListObjects {
    /// One object's header, as ``BinaryPropertyListObjects/object(_:)`` read
    /// and checked it. Its payload is read through the accessors below.
    public struct Object: Sendable {
        public enum Kind: UInt8, Sendable {
            case null, bool, integer, real, real32, date, data, asciiString, utf16String, uid, array, set, dictionary
        }

        public let kind: Kind
        /// The object's index in the offset table.
        public let index: Int
        /// The offset of its marker byte.
        public let start: Int
        /// The offset of its payload, characters or references.
        @usableFromInline package let body: Int
        /// Bytes (data, ASCII strings, numbers, UIDs), UTF-16 units, elements
        /// (arrays, sets) or entries (dictionaries); for bools, 1 for true.
        public let count: Int

        @inlinable
        init(_ kind: Kind, _ index: Int, start: Int, body: Int, count: Int) {
            self.kind = kind
            self.index = index
            self.start = start
            self.body = body
            self.count = count
        }

        /// Whether this is an array, a set or a dictionary.
        @inlinable public var isCollection: Bool { kind == .array || kind == .set || kind == .dictionary }
    }

    /// Reference `position` of a collection: for arrays and sets an element
    /// (0..<count); for dictionaries keys are 0..<count, values count..<2×count.
    /// Unless the object was read checking its references, the index may be
    /// out of range, which ``object(_:checkingReferences:)`` reports.
    @inlinable @inline(__always)
    public func reference(_ object: Object, _ position: Int) -> Int {
        // Anything but a collection has no references: its limit is 0.
        let limit = object.kind == .dictionary ? 2 &* object.count
            : object.kind == .array || object.kind == .set ? object.count : 0
        precondition(UInt(bitPattern: position) < UInt(bitPattern: limit), "reference position out of range")
        // The header's check put every reference inside the object area, so this cannot overflow.
        return Int(truncatingIfNeeded: sized(object.body &+ position &* referenceSize, referenceSize))
    }

    /// The value of a bool.
    @inlinable
    public func bool(_ object: Object) -> Bool {
        precondition(object.kind == .bool)
        return object.count == 1
    }

    /// The value of an integer.
    @inlinable
    public func integer(_ object: Object) -> Int64 {
        precondition(object.kind == .integer)
        return integerValue(body: object.body, size: object.count)
    }

    /// The value of an 8-byte real, or the seconds of a date.
    @inlinable
    public func real(_ object: Object) -> Double {
        precondition(object.kind == .real || object.kind == .date)
        return Double(bitPattern: sized(object.body, 8))
    }

    /// The value of a 4-byte real.
    @inlinable
    public func real32(_ object: Object) -> Float {
        precondition(object.kind == .real32)
        return Float(bitPattern: UInt32(truncatingIfNeeded: sized(object.body, 4)))
    }

    /// The value of a UID.
    @inlinable
    public func uid(_ object: Object) -> UInt64 {
        precondition(object.kind == .uid)
        return sized(object.body, object.count)
    }

    /// The bytes of a data object or of an ASCII string, as a view into the property list.
    @inlinable
    public func bytes(_ object: Object) -> ByteView {
        precondition(object.kind == .data || object.kind == .asciiString)
        return view.slice(offset: object.body, length: object.count)!
    }

    /// The text of a string (ASCII or UTF-16; unpaired surrogates become U+FFFD).
    public func string(_ object: Object) -> String {
        switch object.kind {
        case .asciiString:
            return Self.string(ascii: view.slice(offset: object.body, length: object.count)!)
        case .utf16String:
            return String(decoding: utf8(object), as: UTF8.self)
        default:
            preconditionFailure("not a string")
        }
    }

    /// The text of `bytes`, which are meant to be ASCII: what
    /// `String(decoding: bytes, as: UTF8.self)` gives, made by copying the
    /// bytes into the string, which for up to 15 ASCII bytes (most keys and
    /// class names) skips the UTF-8 check that `String(decoding:as:)` runs.
    /// Other bytes are checked (and repaired) as `String(decoding:as:)` does.
    package static func string(ascii bytes: ByteView) -> String {
        bytes.decodedUTF8
    }

    /// Whether `object` is an ASCII string spelled `text`.
    public func isASCIIString(_ object: Object, equalTo text: StaticString) -> Bool {
        guard object.kind == .asciiString, object.count == text.utf8CodeUnitCount else { return false }
        return view.slice(offset: object.body, length: object.count)!.equals(text)
    }

    /// Whether the `count` bytes at `offset` in the object area are the
    /// UTF-8 bytes of `text`, compared in place.
    @inlinable
    package func bytes(at offset: Int, count: Int, equal text: String) -> Bool {
        precondition(offset >= 8 && count >= 0 && count <= objectAreaEnd - offset, "bytes outside the object area")
        return text.utf8.count == count && reader.matches(utf8: text, at: offset)
    }

    /// The `count` bytes at `offset` in the object area: for readers of this
    /// package that keep where a checked object's bytes lie (the
    /// keyed-archive reader's key names) rather than its header.
    @inlinable
    package func bytes(at offset: Int, count: Int) -> ByteView {
        precondition(offset >= 8 && count >= 0 && count <= objectAreaEnd - offset, "bytes outside the object area")
        return view.slice(offset: offset, length: count)!
    }
}
