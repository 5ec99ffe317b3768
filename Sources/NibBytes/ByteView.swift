#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A zero-copy, bounds-checked view of a range of a ``ByteStorage``.
///
/// Indices are zero-based offsets from the start of the view. A view keeps
/// its storage alive, so it can outlive the reader that produced it.
/// The hot members are `@inlinable` so readers in other modules get them
/// specialised and inlined.
public struct ByteView: Sendable {
    /// The shared storage.
    public let storage: ByteStorage
    /// The range of `storage` this view covers, in storage offsets.
    public let range: Range<Int>

    /// A view of the whole of `storage`.
    public init(_ storage: ByteStorage) {
        self.storage = storage
        self.range = 0..<storage.count
    }

    /// A view of `range` of `storage`; the range is clamped to the storage.
    public init(_ storage: ByteStorage, range: Range<Int>) {
        self.storage = storage
        self.range = range.clamped(to: 0..<storage.count)
    }

    /// A view of `range`, already known to lie inside the storage.
    @usableFromInline
    init(uncheckedStorage storage: ByteStorage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    /// A view of a private copy of `bytes`.
    @inlinable
    public init(copying bytes: some Collection<UInt8>) {
        self.init(ByteStorage(copying: bytes))
    }

    /// Where this view starts inside its storage.
    @inlinable
    public var storageOffset: Int { range.lowerBound }

    /// Which bytes a view covers: its storage and its range there. Equal for
    /// views of the same bytes, so caches can key a value decoded from bytes
    /// that many objects share; valid while the storage is alive (a storage
    /// freed and another made could reuse its identifier).
    public struct Place: Hashable, Sendable {
        public let storage: ObjectIdentifier
        public let range: Range<Int>
    }

    /// The bytes this view covers, as a cache key.
    public var place: Place { Place(storage: ObjectIdentifier(storage), range: range) }

    /// The part of this view from `offset` with `length` bytes, in view offsets.
    /// Returns nil when the part does not lie inside this view.
    @inlinable
    public func slice(offset: Int, length: Int) -> ByteView? {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else { return nil }
        let start = range.lowerBound + offset
        return ByteView(uncheckedStorage: storage, range: start..<(start + length))
    }

    /// Calls `body` with the raw bytes of this view.
    @inlinable @inline(__always)
    public func withUnsafeBytes<R, E: Error>(
        _ body: (UnsafeRawBufferPointer) throws(E) -> R
    ) throws(E) -> R {
        let part = UnsafeRawBufferPointer(rebasing: storage.bytes[range])
        return try withExtendedLifetime(storage) { () throws(E) -> R in try body(part) }
    }

    /// Whether this view holds exactly the bytes of `other`.
    @inlinable
    public func equals(_ other: [UInt8]) -> Bool {
        guard other.count == count else { return false }
        return withUnsafeBytes { mine in other.withUnsafeBytes { ByteView.sameBytes(mine, $0) } }
    }

    /// Whether two buffers of equal length hold the same bytes (memcmp).
    @inlinable
    public static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0 else { return true }
        return memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
    }

    /// A copy of the bytes as an array.
    public var array: [UInt8] { withUnsafeBytes { Array($0) } }
}

/// The order of a multi-byte number's bytes in a file.
public enum Endianness: Sendable {
    case little
    case big
}

// Typed, bounds-checked reads, in the manner of swift-nio's `ByteBuffer.getInteger(at:endianness:as:)`.
// Every read checks its offset against `count` and answers nil outside the
// view; the one raw load under them is `unalignedLoad(at:as:)`, after that check.
extension ByteView {
    /// Loads a `T` from view offset `offset`, which the caller checked:
    /// `0 <= offset` and `offset + size(T) <= count`.
    @inlinable @inline(__always)
    func unalignedLoad<T: FixedWidthInteger>(at offset: Int, as: T.Type) -> T {
        withExtendedLifetime(storage) {
            storage.bytes.loadUnaligned(fromByteOffset: range.lowerBound &+ offset, as: T.self)
        }
    }

    /// Whether `length` bytes from `offset` lie inside this view.
    @inlinable @inline(__always)
    public func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && length <= count &- offset
    }

    /// The byte at `offset`, or nil outside the view.
    @inlinable @inline(__always)
    public func byte(at offset: Int) -> UInt8? {
        guard UInt(bitPattern: offset) < UInt(bitPattern: count) else { return nil }
        return storage.bytes[range.lowerBound &+ offset]
    }

    /// The fixed-width integer at `offset` in the given byte order, or nil
    /// when its bytes do not all lie inside the view.
    @inlinable @inline(__always)
    public func integer<T: FixedWidthInteger>(at offset: Int, endianness: Endianness = .little, as: T.Type = T.self) -> T? {
        guard offset >= 0, MemoryLayout<T>.size <= count &- offset else { return nil }
        let value = unalignedLoad(at: offset, as: T.self)
        return endianness == .little ? T(littleEndian: value) : T(bigEndian: value)
    }

    /// The IEEE 754 single at `offset`, or nil outside the view.
    @inlinable @inline(__always)
    public func float32(at offset: Int, endianness: Endianness = .little) -> Float? {
        integer(at: offset, endianness: endianness, as: UInt32.self).map(Float.init(bitPattern:))
    }

    /// The IEEE 754 double at `offset`, or nil outside the view.
    @inlinable @inline(__always)
    public func float64(at offset: Int, endianness: Endianness = .little) -> Double? {
        integer(at: offset, endianness: endianness, as: UInt64.self).map(Double.init(bitPattern:))
    }

    /// Whether this view holds exactly the UTF-8 bytes of `text` (memcmp).
    @inlinable
    public func equals(_ text: StaticString) -> Bool {
        guard text.hasPointerRepresentation else { return false }
        guard text.utf8CodeUnitCount == count else { return false }
        return withUnsafeBytes { ByteView.sameBytes($0, UnsafeRawBufferPointer(start: text.utf8Start, count: count)) }
    }

    /// Whether every byte is below 0x80, read eight bytes at a time.
    @inlinable
    public var isASCII: Bool {
        var offset = 0
        while offset <= count &- 8 {
            if unalignedLoad(at: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset &+= 8
        }
        while offset < count {
            if storage.bytes[range.lowerBound &+ offset] >= 0x80 { return false }
            offset &+= 1
        }
        return true
    }

    /// Whether every byte of `bytes` is below 0x80; contiguous collections
    /// (arrays, a native `String`'s UTF-8) are read eight bytes at a time.
    @inlinable
    public static func isASCII(_ bytes: some Collection<UInt8>) -> Bool {
        let fast: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var offset = 0
            while offset <= raw.count &- 8 {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                offset &+= 8
            }
            while offset < raw.count {
                if raw[offset] >= 0x80 { return false }
                offset &+= 1
            }
            return true
        }
        return fast ?? bytes.allSatisfy { $0 < 0x80 }
    }

    /// The bytes as a string, or nil when they are not valid UTF-8.
    @inlinable
    public var validatedUTF8: String? {
        withUnsafeBytes { String(validating: $0, as: UTF8.self) }
    }

    /// The bytes as a string, invalid UTF-8 repaired with U+FFFD: what
    /// `String(decoding:as: UTF8.self)` gives, made by copying the bytes into
    /// the string, which for up to 15 ASCII bytes (most keys and class names)
    /// skips the UTF-8 check that `String(decoding:as:)` runs.
    @inlinable
    public var decodedUTF8: String {
        withUnsafeBytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
                return bytes.count
            }
        }
    }
}

extension ByteView {
    /// A view's bytes with their address looked up once, for loops that read
    /// many small values (the table and object readers): the same
    /// bounds-checked reads as ``ByteView``, each one compare and one load.
    /// It keeps the storage alive, like the view it came from, and the bytes
    /// it points at never change: sendable for the reason ``ByteStorage`` is.
    public struct Reader: @unchecked Sendable {
        @usableFromInline let storage: ByteStorage
        @usableFromInline let bytes: UnsafeRawBufferPointer
        /// Where the view starts inside its storage.
        public let storageOffset: Int

        @inlinable
        init(_ view: ByteView) {
            storage = view.storage
            bytes = UnsafeRawBufferPointer(rebasing: view.storage.bytes[view.range])
            storageOffset = view.range.lowerBound
        }

        /// The number of bytes.
        @inlinable public var count: Int { bytes.count }

        /// The view this reader reads.
        @inlinable public var view: ByteView {
            ByteView(uncheckedStorage: storage, range: storageOffset..<(storageOffset + bytes.count))
        }

        /// The byte at `offset`; `offset` must lie inside the view.
        @inlinable @inline(__always)
        public subscript(offset: Int) -> UInt8 {
            precondition(UInt(bitPattern: offset) < UInt(bitPattern: bytes.count), "ByteView index out of range")
            return bytes[offset]
        }

        /// The byte at `offset`, or nil outside the view.
        @inlinable @inline(__always)
        public func byte(at offset: Int) -> UInt8? {
            guard UInt(bitPattern: offset) < UInt(bitPattern: bytes.count) else { return nil }
            return bytes[offset]
        }

        /// The fixed-width integer at `offset` in the given byte order, for
        /// readers that proved the bytes lie inside the view before, in a
        /// measured hot loop (the binary property list's references and
        /// offsets): checked only in debug builds.
        @inlinable @inline(__always)
        public func integer<T: FixedWidthInteger>(uncheckedAt offset: Int, endianness: Endianness = .little, as: T.Type = T.self) -> T {
            assert(offset >= 0 && MemoryLayout<T>.size <= bytes.count &- offset, "read outside the view")
            let value = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
            return endianness == .little ? T(littleEndian: value) : T(bigEndian: value)
        }

        /// The fixed-width integer at `offset` in the given byte order, or nil
        /// when its bytes do not all lie inside the view.
        @inlinable @inline(__always)
        public func integer<T: FixedWidthInteger>(at offset: Int, endianness: Endianness = .little, as: T.Type = T.self) -> T? {
            guard offset >= 0, MemoryLayout<T>.size <= bytes.count &- offset else { return nil }
            let value = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
            return endianness == .little ? T(littleEndian: value) : T(bigEndian: value)
        }
    }

}

extension ByteView.Reader: RandomAccessCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { bytes.count }
}

extension ByteView.Reader {
    /// Whether the bytes at `offset` are the UTF-8 bytes of `text`.
    @inlinable @inline(__always)
    public func matches(utf8 text: String, at offset: Int) -> Bool {
        let count = text.utf8.count
        guard offset >= 0, count <= bytes.count &- offset else { return false }
        let mine = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
        return text.utf8.withContiguousStorageIfAvailable { ByteView.sameBytes(mine, UnsafeRawBufferPointer($0)) }
            ?? mine.elementsEqual(text.utf8)
    }

    /// Whether the bytes at `offset` are the UTF-8 bytes of `text` (memcmp).
    @inlinable
    public func matches(_ text: StaticString, at offset: Int) -> Bool {
        guard text.hasPointerRepresentation, offset >= 0, text.utf8CodeUnitCount <= bytes.count &- offset else { return false }
        return ByteView.sameBytes(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + text.utf8CodeUnitCount)]),
                                  UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

extension ByteView {
    /// A reader of this view's bytes.
    @inlinable
    public var reader: Reader { Reader(self) }
}

extension ByteView: RandomAccessCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { range.upperBound - range.lowerBound }
    @inlinable public var count: Int { range.upperBound - range.lowerBound }
    @inlinable public var isEmpty: Bool { range.isEmpty }

    @inlinable
    public subscript(position: Int) -> UInt8 {
        precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "ByteView index out of range")
        return storage.bytes[range.lowerBound + position]
    }

    /// Lets the standard library take its fast paths (String decoding, Array copies).
    @inlinable
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try withExtendedLifetime(storage) {
            let all = storage.bytes.bindMemory(to: UInt8.self)
            return try body(UnsafeBufferPointer(rebasing: all[range]))
        }
    }
}

extension ByteView: Hashable {
    public static func == (lhs: ByteView, rhs: ByteView) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { a in rhs.withUnsafeBytes { b in sameBytes(a, b) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

extension ByteView: CustomStringConvertible {
    public var description: String { "\(count) bytes" }
}
