import Benchmark
import BenchmarkSupport
import Foundation
import NibBytes
import NibCompiler
import RegressionGuard

// Compiling every iOS 3.0 xib of the corpus, and every macOS one, into
// NIBArchive bytes, in process: one iteration is one pass over all of them (read XML, build the
// document, compile, write the archive). Per-xib time is the pass time
// divided by the count; the name carries the count and the XML's size.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = RegressionGuard.unguarded(.init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 500
    ))
    for (platform, xibs) in [("iOS", CorpusFiles.iOSXibs), ("macOS", CorpusFiles.macXibs)] {
        let bytes = xibs.reduce(0) { $0 + $1.count }
        Benchmark("Compile \(xibs.count) \(platform) xibs (\(bytes / 1024) KiB of XML): xib → NIBArchive bytes, one pass") { benchmark in
            for _ in benchmark.scaledIterations {
                for xib in xibs {
                    blackHole(try? NibCompiler.compile(xib, path: "corpus.xib"))
                }
            }
        }
    }
}
