/// The UTF-8 lengths of a few strings, as the bits of one word (lengths of
/// 63 bytes and more share the last bit): a string whose length is not in
/// the set is not among the strings, which a lookup that mostly misses can
/// tell before comparing or hashing anything. Inlinable, so that filling
/// one from a lazy sequence is specialized in the caller rather than run
/// through generic metadata on every call.
public struct StringLengthSet: Sendable, Equatable {
    @usableFromInline var bits: UInt64 = 0

    public init() {}

    @inlinable
    public init<Strings: Sequence<String>>(_ strings: Strings) {
        for string in strings { insert(string) }
    }

    @inlinable
    public mutating func insert(_ string: String) {
        bits |= Self.bit(string)
    }

    /// Whether a string of `string`'s length was inserted (so `string` may have been).
    @inlinable
    public func mayContain(_ string: String) -> Bool {
        mayContain(length: string.utf8.count)
    }

    /// Whether a string of UTF-8 length `length` was inserted.
    @inlinable
    public func mayContain(length: Int) -> Bool {
        bits & Self.bit(length: length) != 0
    }

    @inlinable
    static func bit(_ string: String) -> UInt64 {
        bit(length: string.utf8.count)
    }

    /// The bit of length `length` (63 and more share the last; a negative length, none a string has, the first).
    @inlinable
    static func bit(length: Int) -> UInt64 {
        1 << UInt64(min(max(length, 0), 63))
    }
}
