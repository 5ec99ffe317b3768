import BenchmarkSupport
import NibBytes
import NibCoding

/// The instantiation workload of InstantiationBenchmarks (a view with 10,000
/// labels, built with BenchmarkSupport's classes), for callgrind.
enum InstantiationWorkload {
    static let registry = SyntheticNib.registry

    /// Instantiates `nib` and returns the number of top-level objects.
    static func instantiate(_ nib: ByteView) throws -> Int {
        try NibFile(bytes: nib).instantiate(registry: registry).topLevelObjects.count
    }
}
