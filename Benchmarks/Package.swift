// swift-tools-version: 6.1
import PackageDescription

/// One ordo-one benchmark target in `Benchmarks/NAME`, using the swift-nib
/// libraries `libraries` besides the shared support targets.
func benchmark(_ name: String, _ libraries: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["BenchmarkSupport", "RegressionGuard", .product(name: "Benchmark", package: "benchmark")]
            + libraries.map { .product(name: $0, package: "swift-nib") },
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

// Benchmarks live in their own package so the main package stays lean.
// Run from this folder: swift package benchmark
let package = Package(
    name: "swift-nib-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named explicitly: a path dependency is otherwise known by its folder name.
        .package(name: "swift-nib", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Corpus loading and the workloads, shared by the benchmarks and the profiling driver.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "NIBArchive", package: "swift-nib"),
                .product(name: "NibBytes", package: "swift-nib"),
                .product(name: "KeyedArchive", package: "swift-nib"),
                .product(name: "NibGraph", package: "swift-nib"),
                .product(name: "AppArchive", package: "swift-nib"),
                .product(name: "NibCoding", package: "swift-nib"),
            ]
        ),
        // The tolerances of `swift package benchmark baseline check`, shared by the benchmarks.
        .target(
            name: "RegressionGuard",
            dependencies: [.product(name: "Benchmark", package: "benchmark")]
        ),
        // The ordo-one benchmarks (`swift package benchmark`).
        benchmark("NIBArchiveBenchmarks", ["NIBArchive", "NibBytes"]),
        benchmark("KeyedArchiveBenchmarks", ["NibBytes", "PropertyList", "KeyedArchive", "NibGraph"]),
        benchmark("InstantiationBenchmarks", ["NIBArchive", "NibBytes", "NibGraph", "NibCoding"]),
        benchmark("ArchiverBenchmarks", ["NibBytes", "NibGraph", "NibCoding"]),
        benchmark("ScanBenchmarks", ["AppArchive", "NibScan"]),
        benchmark("CompileBenchmarks", ["NibBytes", "NibCompiler"]),
        // One workload in a loop, for callgrind's instruction counts.
        .executableTarget(
            name: "DecodeProfile",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "PropertyList", package: "swift-nib"),
                .product(name: "NibGraph", package: "swift-nib"),
                .product(name: "NibCoding", package: "swift-nib"),
                .product(name: "NibCompiler", package: "swift-nib"),
                .product(name: "XIBReader", package: "swift-nib"),
            ]
        ),
        // Compile time against document size for repeated-element shapes: linear or not.
        .executableTarget(
            name: "CompileScaling",
            dependencies: [
                .product(name: "NibBytes", package: "swift-nib"),
                .product(name: "NibCompiler", package: "swift-nib"),
            ]
        ),
        // glibc's malloc_trim, for ScalingSweep's memory measurements.
        .target(name: "CMalloc"),
        // Time and peak memory against file size, 1 KB to 100 MB, one child process per measurement.
        .executableTarget(
            name: "ScalingSweep",
            dependencies: [
                "BenchmarkSupport",
                "CMalloc",
                .product(name: "NIBArchive", package: "swift-nib"),
                .product(name: "NibBytes", package: "swift-nib"),
                .product(name: "NibGraph", package: "swift-nib"),
                .product(name: "NibCoding", package: "swift-nib"),
            ]
        ),
    ]
)
