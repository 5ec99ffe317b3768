import Benchmark
import BenchmarkSupport
import Foundation
import KeyedArchive
import NibBytes
import NibGraph
import PropertyList
import RegressionGuard

// One iteration processes every binary keyed-archive nib of the shared corpus
// (see the README for the byte count), so MB/s = corpus bytes / seconds per
// iteration. Foundation's PropertyListSerialization runs on the same files in
// the same process as the baseline.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = RegressionGuard.unguarded(.init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 1_000
    ))
    let headline = RegressionGuard.headline(Benchmark.defaultConfiguration)
    let files = CorpusFiles.binaryKeyedArchives
    let datas = files.map { Data($0.array) }

    Benchmark("Keyed decode: bytes → object graph (swift-nib)", configuration: headline) { benchmark in
        for _ in benchmark.scaledIterations {
            for file in files { blackHole(try NibGraph(keyedArchiveBytes: file)) }
        }
    }

    Benchmark("Keyed decode: read in place, every value of every object (swift-nib)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try keyedFullDecode(files))
        }
    }

    Benchmark("Keyed decode: bytes → property-list values (swift-nib)") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in files { blackHole(try BinaryPropertyList.decode(file)) }
        }
    }

    Benchmark("Keyed decode baseline: Foundation PropertyListSerialization (binary)") { benchmark in
        for _ in benchmark.scaledIterations {
            for data in datas { blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil)) }
        }
    }

    let graphs = files.map { try! NibGraph(keyedArchiveBytes: $0) }
    let values = files.map { try! BinaryPropertyList.decode($0) }
    let objects = datas.map { try! PropertyListSerialization.propertyList(from: $0, options: [], format: nil) }

    Benchmark("Keyed encode: object graph → bytes (swift-nib)", configuration: headline) { benchmark in
        for _ in benchmark.scaledIterations {
            for graph in graphs {
                var warnings: [NibGraphWarning] = []
                blackHole(try graph.keyedArchiveBytes(warnings: &warnings))
            }
        }
    }

    Benchmark("Keyed encode: property-list values → bytes (swift-nib)") { benchmark in
        for _ in benchmark.scaledIterations {
            for value in values { blackHole(try BinaryPropertyList.encode(value)) }
        }
    }

    Benchmark("Keyed encode baseline: Foundation PropertyListSerialization (binary)") { benchmark in
        for _ in benchmark.scaledIterations {
            for object in objects {
                blackHole(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
            }
        }
    }

    let nibArchives = CorpusFiles.nibArchives
    Benchmark("Convert: NIBArchive → keyed → NIBArchive, NIBArchive corpus") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in nibArchives {
                var warnings: [NibGraphWarning] = []
                let keyed = try NibGraph(nibArchiveBytes: file).keyedArchiveBytes(warnings: &warnings)
                blackHole(try NibGraph(keyedArchiveBytes: ByteView(copying: keyed)).nibArchiveBytes(warnings: &warnings))
            }
        }
    }
}
