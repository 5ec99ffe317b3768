// swift-tools-version: 6.0
import PackageDescription

// libFuzzer entry points, one executable target per fuzz target, each a single
// file holding only @_cdecl("LLVMFuzzerTestOneInput"). They link only when built
// with -sanitize=fuzzer (libFuzzer provides main), so they live in this nested
// package and never in the main build. Build and run one with ./run.sh TARGET.
//
// Adding a target: write Targets/NAME/NAME.swift (copy a neighbour), add a case
// to FuzzTarget in Sources/NibFuzzing, and add NAME to this list.
let fuzzTargets = [
    "NIBArchiveDecode",
    "NIBArchiveRoundTrip",
    "BinaryPlistDecode",
    "BinaryPlistRoundTrip",
    "XMLPlistDecode",
    "OpenStepPlistDecode",
    "KeyedArchiveRoundTrip",
    "KeyedArchiveInPlaceRead",
    "NIBArchiveKeyedRoundTrip",
    "ContainerDetect",
    "InstantiateNib",
    "XIBRead",
    "XIBCompile",
    "ZipArchiveScan",
    "CLIInspect",
    "TypedstreamDecode",
]

let package = Package(
    name: "swift-nib-fuzz",
    dependencies: [.package(name: "swift-nib", path: "..")],
    targets: fuzzTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: [.product(name: "NibFuzzing", package: "swift-nib")],
            path: "Targets/\(name)"
        )
    }
)
