import NibBytes
import NIBArchive
import NibGraph

/// The check behind `nibtool verify`: decode everything, walk the graph,
/// re-encode, and compare with the original byte for byte.
enum RoundTrip {
    /// Returns nil when the file passes, or the failure message. `plainData` gets
    /// why data values that start like nested archives are plain data
    /// (``NIBWalkSummary/nestedArchiveErrors``): warnings, not failures.
    static func check(_ tables: NIBArchiveTables, plainData: inout [NIBArchiveError]) -> String? {
        do {
            plainData += try tables.walk().nestedArchiveErrors
            let encoded = try NIBArchiveDocument(tables).encoded()
            return difference(original: tables.bytes, encoded: encoded)
        } catch {
            return error.description
        }
    }

    /// The keyed-archive check: decode → graph → keyed → graph gives an equal
    /// graph, and the graph converts to a NIBArchive (of at most
    /// `maximumConvertedSize` bytes) that decodes; `plainData` as in ``check(_:plainData:)``.
    static func check(keyed bytes: ByteView, maximumConvertedSize: Int, plainData: inout [NIBArchiveError]) -> String? {
        do {
            let graph = try NibGraph(keyedArchiveBytes: bytes)
            var warnings: [NibGraphWarning] = []
            let again = try NibGraph(keyedArchiveBytes: ByteView(copying: graph.keyedArchiveBytes(warnings: &warnings)))
            guard again == graph else { return "re-encoding as a keyed archive gives a different object graph" }
            let converted = try graph.nibArchiveBytes(options: .init(maximumSize: maximumConvertedSize), warnings: &warnings)
            plainData += try NIBArchiveReader.read(ByteView(copying: converted)).walk().nestedArchiveErrors
            return nil
        } catch {
            return "\(error)"
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
