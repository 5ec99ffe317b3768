/// The start of a typedstream: the streamer version, the signature (which
/// gives the byte order of every multi-byte number) and the system version.
public struct TypedstreamHeader: Sendable, Hashable {
    /// The byte order the writing machine used.
    public enum ByteOrder: String, Sendable, Hashable {
        /// Signature `typedstream` (68k, PowerPC).
        case bigEndian = "big-endian"
        /// Signature `streamtyped` (Intel).
        case littleEndian = "little-endian"
    }

    /// The format's version: 4 for every Mac OS X writer, 3 for early NeXTSTEP.
    public var streamerVersion: Int64
    public var byteOrder: ByteOrder
    /// The writer's system version (1000 in Mac OS X files).
    public var systemVersion: Int64

    public init(streamerVersion: Int64, byteOrder: ByteOrder, systemVersion: Int64) {
        self.streamerVersion = streamerVersion
        self.byteOrder = byteOrder
        self.systemVersion = systemVersion
    }
}
