import NibBytes
import NIBArchive

/// The check behind `nibtool verify`: decode everything, walk the graph,
/// re-encode, and compare with the original byte for byte.
enum RoundTrip {
    /// Returns nil when the file passes, or the failure message.
    static func check(_ tables: NIBArchiveTables) -> String? {
        do {
            _ = try tables.walk()
            let encoded = try NIBArchiveDocument(tables).encoded()
            return difference(original: tables.bytes, encoded: encoded)
        } catch {
            return error.description
        }
    }

    /// Describes where `encoded` first differs from `original`, or nil when they are equal.
    static func difference(original: ByteView, encoded: [UInt8]) -> String? {
        let firstDifference = zip(original, encoded).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        if firstDifference == nil && original.count == encoded.count { return nil }
        let offset = firstDifference ?? min(original.count, encoded.count)
        return "re-encoding differs from the input (input \(original.count) bytes, re-encoded \(encoded.count)) "
            + "(offset 0x\(String(offset, radix: 16)))"
    }
}
