/// Comparisons of byte runs, for the few readers that hold raw buffers
/// (libxml2's callbacks, `StringTable`'s keys).
public enum RawBytes {
    /// Whether two byte runs are equal: the same length and bytes, compared eight bytes at a time.
    @inlinable
    public static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        guard left.count == right.count else { return false }
        var offset = 0
        while offset + 8 <= left.count {
            guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < left.count {
            guard left[offset] == right[offset] else { return false }
            offset += 1
        }
        return true
    }
}
