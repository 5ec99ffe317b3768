import AppArchive
import Benchmark
import BenchmarkSupport
import NibScan
import RegressionGuard

// One iteration scans a zip of the whole shared corpus (971 files, made in memory
// by the project's writer; its size is printed when the benchmarks start), so
// MB/s of archive = archive bytes / seconds per iteration. Scanning opens the
// archive, recognises every entry's format from its first bytes, recognises the
// .nib directories, and inflates and decodes every NIBArchive and property list.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = RegressionGuard.unguarded(.init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 200
    ))
    let archive = CorpusZip.bytes
    print("corpus zip: \(archive.count) bytes")

    Benchmark("Scan: zip of the corpus, all cores") { benchmark in
        for _ in benchmark.scaledIterations {
            let tree = FileTree(archive: try ZipArchive(bytes: archive, path: "corpus.zip"))
            blackHole(NibScanner().scan(tree))
        }
    }

    Benchmark("Scan: zip of the corpus, one thread") { benchmark in
        for _ in benchmark.scaledIterations {
            let tree = FileTree(archive: try ZipArchive(bytes: archive, path: "corpus.zip"))
            blackHole(NibScanner(options: ScanOptions(workers: 1)).scan(tree))
        }
    }

    Benchmark("Scan baseline: inflate every entry (zlib), one thread") { benchmark in
        for _ in benchmark.scaledIterations {
            let zip = try ZipArchive(bytes: archive, path: "corpus.zip")
            for entry in zip.entries { blackHole(try zip.read(entry)) }
        }
    }

    Benchmark("Scan: the corpus folder, all cores") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(NibScanner().scan([CorpusFiles.root.path]))
        }
    }
}
