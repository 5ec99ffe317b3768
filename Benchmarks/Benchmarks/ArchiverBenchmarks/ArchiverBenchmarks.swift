import Benchmark
import BenchmarkSupport
import Foundation
import NibBytes
import NibCoding
import NibGraph
import RegressionGuard

// Encoding an object graph, against Foundation's NSKeyedArchiver on the same
// objects, and decoding it back against NSKeyedUnarchiver, in the same run.
//
// The graph is SyntheticNib's (a view with N labels). Foundation's objects are
// decoded from the keyed archive our encoder writes, so both sides hold the same
// values, and Foundation writes the view's labels in two shapes: one array, or
// each label under its own key. Then a graph of many equal-sized small arrays
// (ArrayHolders), where Foundation's archiver on Linux is quadratic.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = RegressionGuard.unguarded(.init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 500
    ))
    let registry = SyntheticNib.registry

    for labels in [1_000, 10_000] {
        let name = "\(labels.formatted()) labels"
        let graph = SyntheticNib.graph(labels: labels)
        let keyed = SyntheticNib.keyedArchive(labels: labels)
        let view = try! FoundationNib.view(Data(keyed.array))
        precondition(view.subviews.count == labels, "NSKeyedUnarchiver should read every label")

        encodeBenchmark("Archive \(name): keyed archive encode, graph → \(keyed.count) bytes (swift-nib)", graph) {
            try $0.keyedArchiveBytes(warnings: &$1)
        }
        encodeBenchmark("Archive \(name): NIBArchive encode, graph → bytes (swift-nib)", graph) {
            try $0.nibArchiveBytes(warnings: &$1)
        }

        Benchmark("Unarchive \(name): keyed archive → objects, NibFile.instantiate (swift-nib)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try NibFile(bytes: keyed).instantiate(registry: registry).topLevelObjects)
            }
        }

        for shape in FoundationView.ChildrenShape.allCases {
            let archived = FoundationNib.archive(view, children: shape)
            Benchmark("Archive \(name) baseline: NSKeyedArchiver, children as \(shape.rawValue) → \(archived.count) bytes") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(FoundationNib.archive(view, children: shape))
                }
            }

            Benchmark("Unarchive \(name) baseline: NSKeyedUnarchiver, children as \(shape.rawValue)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try FoundationNib.topLevelObjects(archived))
                }
            }
        }
    }

    for count in [250, 500, 1_000] {
        let graph = ArrayHolders.graph(count: count)
        let holders = ArrayHolders.foundationObjects(count: count)

        encodeBenchmark("Array holders \(count.formatted()): keyed archive encode (swift-nib)", graph) {
            try $0.keyedArchiveBytes(warnings: &$1)
        }

        Benchmark("Array holders \(count.formatted()) baseline: NSKeyedArchiver") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ArrayHolders.archive(holders))
            }
        }
    }
}

/// A benchmark of `encode` (graph → bytes, warnings dropped) on `graph`.
func encodeBenchmark(_ name: String, _ graph: NibGraph,
                     _ encode: @escaping (NibGraph, inout [NibGraphWarning]) throws -> [UInt8]) {
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations {
            var warnings: [NibGraphWarning] = []
            blackHole(try encode(graph, &warnings))
        }
    }
}
