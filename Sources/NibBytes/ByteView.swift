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

extension ByteView: RandomAccessCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { range.upperBound - range.lowerBound }
    @inlinable public var count: Int { range.upperBound - range.lowerBound }
    @inlinable public var isEmpty: Bool { range.isEmpty }

    @inlinable
    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "ByteView index out of range")
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
