/// A zero-copy, bounds-checked view of a range of a ``ByteStorage``.
///
/// Indices are zero-based offsets from the start of the view. A view keeps
/// its storage alive, so it can outlive the reader that produced it.
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

    /// A view of a private copy of `bytes`.
    public init(copying bytes: some Collection<UInt8>) {
        self.init(ByteStorage(copying: bytes))
    }

    /// Where this view starts inside its storage.
    public var storageOffset: Int { range.lowerBound }

    /// The part of this view from `offset` with `length` bytes, in view offsets.
    /// Returns nil when the part does not lie inside this view.
    public func slice(offset: Int, length: Int) -> ByteView? {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else { return nil }
        let start = range.lowerBound + offset
        return ByteView(storage, range: start..<(start + length))
    }

    /// Calls `body` with the raw bytes of this view.
    public func withUnsafeBytes<R, E: Error>(
        _ body: (UnsafeRawBufferPointer) throws(E) -> R
    ) throws(E) -> R {
        let all = storage.bytes
        let part = UnsafeRawBufferPointer(rebasing: all[range])
        return try withExtendedLifetime(storage) { () throws(E) -> R in try body(part) }
    }

    /// A copy of the bytes as an array.
    public var array: [UInt8] { withUnsafeBytes { Array($0) } }
}

extension ByteView: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { range.upperBound - range.lowerBound }
    public var count: Int { range.upperBound - range.lowerBound }
    public var isEmpty: Bool { range.isEmpty }

    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < range.count, "ByteView index out of range")
        return storage.bytes[range.lowerBound + position]
    }

    /// Lets the standard library take its fast paths (String decoding, Array copies).
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
        return lhs.withUnsafeBytes { a in rhs.withUnsafeBytes { b in a.elementsEqual(b) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

extension ByteView: CustomStringConvertible {
    public var description: String { "\(count) bytes" }
}
