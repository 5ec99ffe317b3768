import Benchmark
import NibBytes
import NIBArchive
import BenchmarkSupport
import RegressionGuard

// One iteration processes every NIBArchive of the shared corpus (229 files,
// 1,786,988 bytes), so MB/s = 1.787 / (seconds per iteration). Each group
// runs a baseline beside the measured code in the same process.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = RegressionGuard.unguarded(.init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 2_000
    ))
    let headline = RegressionGuard.headline(Benchmark.defaultConfiguration)
    let files = CorpusFiles.nibArchives

    Benchmark("Decode: full (tables + every value), corpus", configuration: headline) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try fullDecode(files))
        }
    }

    Benchmark("Decode baseline: copy every file (memcpy)") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in files { blackHole(file.array) }
        }
    }

    Benchmark("Decode baseline: eager owned document (Rust-crate style)") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in files { blackHole(try NIBArchiveDocument(bytes: file)) }
        }
    }

    Benchmark("Decode: tables only (validate and index, no value visited), corpus") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in files { blackHole(try NIBArchiveReader.read(file)) }
        }
    }

    Benchmark("Decode: open (header only), corpus") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in files { blackHole(try NIBArchiveReader(bytes: file)) }
        }
    }

    let documents = files.map { try! NIBArchiveDocument(bytes: $0) }
    Benchmark("Encode: canonical writer, corpus") { benchmark in
        for _ in benchmark.scaledIterations {
            for document in documents { blackHole(try NIBArchiveWriter.encode(document)) }
        }
    }
}
