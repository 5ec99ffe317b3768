#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Immutable bytes shared by a reader and every ``ByteView`` into it.
///
/// With `ByteView.swift` and `FileBytes.swift`, the place in the package
/// where readers' raw pointers live. A storage is either a private heap copy or a read-only
/// memory mapping of a file; in both cases the bytes never change and are
/// released when the last reference goes away.
public final class ByteStorage: @unchecked Sendable {
    /// The bytes. Valid for as long as this object is alive.
    public let bytes: UnsafeRawBufferPointer
    private let release: Release

    @usableFromInline
    enum Release {
        case deallocate
        case unmap
        case none
    }

    @usableFromInline
    init(bytes: UnsafeRawBufferPointer, release: Release) {
        self.bytes = bytes
        self.release = release
    }

    /// A storage holding a private copy of `source`. Inlinable, so callers in
    /// other modules get it specialised for their collection (a `String`'s
    /// UTF-8 view, an array) instead of the generic one.
    @inlinable
    public convenience init(copying source: some Collection<UInt8>) {
        let count = source.count
        if count == 0 {
            self.init(bytes: UnsafeRawBufferPointer(start: nil, count: 0), release: .none)
            return
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        let copied: Bool = source.withContiguousStorageIfAvailable {
            buffer.copyMemory(from: UnsafeRawBufferPointer($0))
            return true
        } ?? false
        if !copied {
            _ = buffer.initializeMemory(as: UInt8.self, from: source)
        }
        self.init(bytes: UnsafeRawBufferPointer(buffer), release: .deallocate)
    }

    /// The number of bytes.
    public var count: Int { bytes.count }

    deinit {
        switch release {
        case .deallocate:
            bytes.deallocate()
        case .unmap:
            if let base = bytes.baseAddress {
                munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
            }
        case .none:
            break
        }
    }
}
