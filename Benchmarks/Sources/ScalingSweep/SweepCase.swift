import BenchmarkSupport
import NibBytes
import NibCoding
import NibGraph
import NIBArchive

/// The two file formats the sweep generates with ``SyntheticNib``.
enum SweepFormat: String, CaseIterable {
    case nibArchive = "nibarchive"
    case keyedArchive = "keyed"

    var title: String {
        switch self {
        case .nibArchive: "NIBArchive"
        case .keyedArchive: "Keyed archive (binary NSKeyedArchiver)"
        }
    }

    /// What the sweep measures for this format (lazy lookup exists for NIBArchive only:
    /// reading a keyed archive in place validates the whole property list first).
    var workloads: [SweepWorkload] {
        switch self {
        case .nibArchive: [.fullDecode, .graphDecode, .lazyLookup, .encode, .instantiate]
        case .keyedArchive: [.fullDecode, .graphDecode, .encode, .instantiate]
        }
    }

    /// A synthetic nib with `labels` labels in this format.
    func bytes(labels: Int) -> ByteView {
        switch self {
        case .nibArchive: SyntheticNib.nibArchive(labels: labels)
        case .keyedArchive: SyntheticNib.keyedArchive(labels: labels)
        }
    }
}

/// One operation the sweep times at every size.
enum SweepWorkload: String, CaseIterable {
    /// Read in place, every value visited: NIBArchive, every table read
    /// (`fullDecode`); keyed archive, `KeyedArchiveObjects` and every value of
    /// every object as a graph value (`keyedFullDecode`).
    case fullDecode = "full-decode"
    /// Bytes → an owned `NibGraph`.
    case graphDecode = "graph-decode"
    /// `NIBArchiveReader(bytes:)` + `lookUpObject(3)` (the first label).
    case lazyLookup = "lazy-lookup"
    /// `NibGraph` → bytes.
    case encode
    /// `NibFile(bytes:).instantiate(registry:options:)` with ``BenchView`` and
    /// ``BenchLabel``, the object limit raised (``instantiationOptions``).
    case instantiate

    var title: String {
        switch self {
        case .fullDecode: "full decode (in place)"
        case .graphDecode: "decode into a graph"
        case .lazyLookup: "lazy open + one lookup"
        case .encode: "encode (graph → bytes)"
        case .instantiate: "instantiate"
        }
    }

    /// Builds the input for `format` with `labels` labels and returns the
    /// operation to time. The input lives in the closure, so it is in memory
    /// before the operation runs and is not counted in its peak.
    func prepare(_ format: SweepFormat, labels: Int) -> PreparedWorkload {
        if self == .encode {
            let graph = SyntheticNib.graph(labels: labels)
            return PreparedWorkload(inputBytes: nil) {
                var warnings: [NibGraphWarning] = []
                switch format {
                case .nibArchive: return try graph.nibArchiveBytes(warnings: &warnings).count
                case .keyedArchive: return try graph.keyedArchiveBytes(warnings: &warnings).count
                }
            }
        }
        let bytes = format.bytes(labels: labels)
        let registry = SyntheticNib.registry
        let operation: () throws -> Int = switch (self, format) {
        case (.fullDecode, .nibArchive): { try BenchmarkSupport.fullDecode([bytes]) }
        case (.fullDecode, .keyedArchive): { try BenchmarkSupport.keyedFullDecode([bytes]) }
        case (.graphDecode, .nibArchive): { try NibGraph(nibArchiveBytes: bytes).objects.count }
        case (.graphDecode, .keyedArchive): { try NibGraph(keyedArchiveBytes: bytes).objects.count }
        case (.lazyLookup, _): { try NIBArchiveReader(bytes: bytes).lookUpObject(3).values.count }
        case (.instantiate, _):
            { try NibFile(bytes: bytes).instantiate(registry: registry, options: instantiationOptions).topLevelObjects.count }
        case (.encode, _): preconditionFailure("encode starts from a graph, above")
        }
        return PreparedWorkload(inputBytes: bytes.count, operation: operation)
    }
}

/// Instantiation's defaults stop at 2^20 objects, a safety cap that the 100 MB
/// nibs (about two million objects) pass; the sweep raises it at every size.
let instantiationOptions = NibDecodingOptions(maximumObjects: 1 << 24)

/// A workload with its input built.
struct PreparedWorkload {
    /// The size of the input file; nil for encode, whose operation returns the size of the file it writes.
    var inputBytes: Int?
    var operation: () throws -> Int
}
