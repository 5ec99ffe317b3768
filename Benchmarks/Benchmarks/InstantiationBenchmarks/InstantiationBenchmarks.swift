import Benchmark
import BenchmarkSupport
import Foundation
import NIBArchive
import NibBytes
import NibCoding
import NibGraph
import RegressionGuard

// Instantiation of a synthetic nib (a view with 10,000 labels: 10,001 objects
// built, 10,000 strings) beside Foundation's NSKeyedUnarchiver decoding the
// same keyed archive into equivalent classes, in the same run. And lazy
// access: one object from a nib of 3 labels (645 bytes) and of 160,000 (16.6 MB). The classes
// (BenchView, BenchLabel and Foundation's) are in BenchmarkSupport.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = RegressionGuard.unguarded(.init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .throughput],
        maxDuration: .seconds(5),
        maxIterations: 500
    ))
    let headline = RegressionGuard.headline(Benchmark.defaultConfiguration)
    let registry = SyntheticNib.registry
    let labels = 10_000
    let nib = SyntheticNib.nibArchive(labels: labels)
    let keyed = SyntheticNib.keyedArchive(labels: labels)
    let keyedData = Data(keyed.array)

    Benchmark("Instantiate: NIBArchive, 10,001 objects (swift-nib)", configuration: headline) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try NibFile(bytes: nib).instantiate(registry: registry).topLevelObjects)
        }
    }

    Benchmark("Instantiate: keyed archive, 10,001 objects (swift-nib)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try NibFile(bytes: keyed).instantiate(registry: registry).topLevelObjects)
        }
    }

    Benchmark("Instantiate baseline: keyed archive, NSKeyedUnarchiver (Foundation)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try FoundationNib.topLevelObjects(keyedData))
        }
    }

    // Named by label count, not byte count: a guarded benchmark's name must not change with the encoder's output.
    let lazy = RegressionGuard.allocations(Benchmark.defaultConfiguration)
    for (name, count) in [("3 labels", 3), ("160,000 labels", 160_000)] {
        let bytes = SyntheticNib.nibArchive(labels: count)
        Benchmark("Lazy: open + look up the first label, nib of \(name)", configuration: lazy) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try NIBArchiveReader(bytes: bytes).lookUpObject(3))
            }
        }
        Benchmark("Indexed: open + index all tables + read the first label, nib of \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                let tables = try NIBArchiveReader.read(bytes)
                blackHole(tables.values(ofObject: 3).count)
            }
        }
    }
}
