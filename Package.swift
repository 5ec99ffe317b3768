// swift-tools-version: 6.0
import PackageDescription

// The main package stays lean: one dependency (argument parsing for the CLI).
// Benchmarks live in the nested package `Benchmarks/`, so their heavier
// dependencies never slow down a clean build of the library and tests.
let package = Package(
    name: "swift-nib",
    products: [
        .library(name: "NibBytes", targets: ["NibBytes"]),
        .library(name: "NIBArchive", targets: ["NIBArchive"]),
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "KeyedArchive", targets: ["KeyedArchive"]),
        .library(name: "Typedstream", targets: ["Typedstream"]),
        .library(name: "NibGraph", targets: ["NibGraph"]),
        .library(name: "NibCoding", targets: ["NibCoding"]),
        .library(name: "XIBReader", targets: ["XIBReader"]),
        .library(name: "NibContainers", targets: ["NibContainers"]),
        .library(name: "AppArchive", targets: ["AppArchive"]),
        .library(name: "NibScan", targets: ["NibScan"]),
        .library(name: "IBDocument", targets: ["IBDocument"]),
        .library(name: "UIKitCompiler", targets: ["UIKitCompiler"]),
        .library(name: "AppKitCompiler", targets: ["AppKitCompiler"]),
        .library(name: "NibCompiler", targets: ["NibCompiler"]),
        .library(name: "NibFuzzing", targets: ["NibFuzzing"]),
        .library(name: "NibLint", targets: ["NibLint"]),
        .library(name: "NibRender", targets: ["NibRender"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
        .executable(name: "ibtool", targets: ["ibtool"]),
        .plugin(name: "NibCompilerPlugin", targets: ["NibCompilerPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Layer 0: immutable byte storage (memory-mapped files, owned arrays) and zero-copy views.
        .target(name: "NibBytes"),
        // Layer 1: Apple's NIBArchive binary format: lazy validating reader, canonical writer.
        .target(name: "NIBArchive", dependencies: ["NibBytes"]),
        // The system libxml2 (its SAX2 parser), for XML property lists.
        // Only CXMLEvents reaches it: libxml2's headers pull in the system ICU headers, which clash
        // with Foundation's copy of ICU in any Swift module that sees them.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // libxml2's SAX2 push parser behind a small C event interface of its own (no libxml2 types).
        .target(name: "CXMLEvents", dependencies: ["CLibXML2"]),
        // Layer 1: property lists, binary (bplist00) and XML, the containers of keyed-archive nibs.
        .target(name: "PropertyList", dependencies: ["NibBytes", "CXMLEvents"]),
        // Layer 1: NSKeyedArchiver archives ($top, $objects, UIDs, class dictionaries) over property lists; binary ones read in place.
        .target(name: "KeyedArchive", dependencies: ["NibBytes", "PropertyList"]),
        // Layer 1: NeXT typedstreams (NSArchiver), the objects.nib of nib bundles before keyed archives; a reader.
        .target(name: "Typedstream", dependencies: ["NibBytes"]),
        // Layer 2: the format-neutral object graph, decoded from and encoded to both archive formats.
        .target(name: "NibGraph", dependencies: ["NibBytes", "NIBArchive", "PropertyList", "KeyedArchive", "Typedstream"]),
        // Layer 2: Interface Builder XML documents (xib, storyboard, Xcode 3 designable.nib) as element trees.
        .target(name: "XIBReader", dependencies: ["NibBytes", "CXMLEvents"]),
        // Layer 3: Interface Builder documents (xib, storyboard): kind, objects, ids, typed attributes, diagnostics.
        .target(name: "IBDocument", dependencies: ["NibBytes", "XIBReader"]),
        // Layer 4: the UIKit compiler: an iOS/tvOS document into the object graph UIKit decodes.
        .target(name: "UIKitCompiler", dependencies: ["IBDocument", "XIBReader", "NibGraph", "NibBytes"]),
        // Layer 4: the AppKit compiler: a macOS document into the object graph AppKit decodes.
        .target(name: "AppKitCompiler", dependencies: ["IBDocument", "XIBReader", "NibGraph", "NibBytes", "KeyedArchive", "PropertyList"]),
        // Layer 5: document → nib bytes: picks the compiler by document type, writes the archive.
        .target(name: "NibCompiler", dependencies: ["IBDocument", "UIKitCompiler", "AppKitCompiler", "NibGraph", "NibBytes", "XIBReader", "PropertyList"]),
        // Layer 5: wireframes of documents and nibs (layout model, SVG and JSON writers), for `nibtool render`.
        .target(name: "NibRender", dependencies: ["IBDocument", "XIBReader", "NibGraph", "NibCoding", "NibBytes", "UIKitCompiler", "AppKitCompiler", "Typedstream"]),
        // Layer 3: a coder API over the graph: lazy instantiation, class registry, nib loading (UINib for Linux).
        .target(name: "NibCoding", dependencies: ["NibBytes", "NIBArchive", "KeyedArchive", "NibGraph", "NibContainers"]),
        // Layer 1: what a path or buffer is (file formats by magic; .nib and .storyboardc directories).
        .target(name: "NibContainers", dependencies: ["NibBytes"]),
        // The system zlib (raw inflate, deflate, CRC-32), for zip archives.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Layer 1: zip archives (.ipa, .zip) read in memory with strict bounds; a small writer.
        .target(name: "AppArchive", dependencies: ["NibBytes", "CZlib"]),
        // Layer 3: finding nibs by their bytes in folders, app bundles and zip archives; the scan report.
        .target(
            name: "NibScan",
            dependencies: ["NibBytes", "NIBArchive", "PropertyList", "KeyedArchive", "NibGraph", "NibContainers", "AppArchive"]
        ),
        // Layer 5: `nibtool lint`'s rules over documents and compiled nibs, and the Swift declaration scanner of `--sources`.
        .target(name: "NibLint", dependencies: ["IBDocument", "XIBReader", "NibGraph", "NibBytes", "NibCoding", "NibContainers"]),
        // The command-line tool's commands, as a library so tests can reach the formatting code.
        .target(
            name: "NibToolCLI",
            dependencies: [
                "NibBytes", "NIBArchive", "PropertyList", "KeyedArchive", "NibGraph", "NibContainers", "NibCoding", "AppArchive", "NibScan", "XIBReader",
                "IBDocument", "UIKitCompiler", "AppKitCompiler", "NibCompiler", "NibLint", "NibRender", "Typedstream",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "nibtool", dependencies: ["NibToolCLI"]),
        // A drop-in `ibtool` for Xcode's command lines (flags parsed by hand: ibtool's are not subcommands),
        // as a library so tests can run it in process.
        .target(
            name: "IBToolCLI",
            dependencies: ["NibBytes", "PropertyList", "IBDocument", "UIKitCompiler", "NibCompiler", "NibToolCLI", "AppKitCompiler", "XIBReader", "NibContainers", "NIBArchive", "NibGraph"]
        ),
        .executableTarget(name: "ibtool", dependencies: ["IBToolCLI"]),
        // A build-tool plugin: a target's .xib and .storyboard files compiled into its resources by ibtool.
        .plugin(name: "NibCompilerPlugin", capability: .buildTool(), dependencies: ["ibtool"]),
        // What each fuzz target checks; the libFuzzer entry points are in the nested package Fuzz/.
        .target(
            name: "NibFuzzing",
            dependencies: [
                "NibBytes", "NIBArchive", "PropertyList", "KeyedArchive", "NibGraph", "NibContainers", "NibCoding", "AppArchive", "NibScan",
                "XIBReader", "NibToolCLI", "IBDocument", "NibCompiler", "NibRender", "Typedstream",
            ]
        ),

        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["NIBArchive"], path: "Tests/TestSupport"),
        .testTarget(name: "NibBytesTests", dependencies: ["NibBytes"]),
        .testTarget(name: "NIBArchiveTests", dependencies: ["NIBArchive", "NibBytes", "TestSupport"]),
        .testTarget(name: "NibToolCLITests", dependencies: ["NibToolCLI", "NIBArchive", "AppArchive", "nibtool", "TestSupport"]),
        .testTarget(
            name: "IBToolCLITests",
            dependencies: ["IBToolCLI", "IBDocument", "NibCompiler", "UIKitCompiler", "AppKitCompiler", "NibGraph", "NibBytes", "ibtool", "TestSupport"]
        ),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "NibBytes", "TestSupport"]),
        .testTarget(name: "TypedstreamTests", dependencies: ["Typedstream", "NibGraph", "NibBytes", "TestSupport"]),
        .testTarget(name: "KeyedArchiveTests", dependencies: ["KeyedArchive", "PropertyList", "NibBytes", "TestSupport"]),
        .testTarget(name: "NibGraphTests", dependencies: ["NibGraph", "NibFuzzing", "KeyedArchive", "NIBArchive", "PropertyList", "NibBytes", "TestSupport"]),
        .testTarget(name: "NibCodingTests", dependencies: ["NibCoding", "NibGraph", "NIBArchive", "NibBytes", "TestSupport"]),
        .testTarget(name: "XIBReaderTests", dependencies: ["XIBReader", "NibBytes", "TestSupport"]),
        .testTarget(name: "IBDocumentTests", dependencies: ["IBDocument", "XIBReader", "NibBytes", "TestSupport"]),
        .testTarget(name: "NibFuzzingTests", dependencies: ["NibFuzzing", "NibCoding", "NibGraph", "NibBytes", "TestSupport"]),
        .testTarget(name: "NibCompilerTests", dependencies: ["NibCompiler", "IBDocument", "UIKitCompiler", "NibGraph", "NibCoding", "NibBytes", "TestSupport"]),
        .testTarget(name: "NibRenderTests", dependencies: ["NibRender", "IBDocument", "NibGraph", "NIBArchive", "NibBytes", "TestSupport", "Typedstream"]),
        .testTarget(name: "NibContainersTests", dependencies: ["NibContainers", "NibBytes", "TestSupport"]),
        .testTarget(name: "NibLintTests", dependencies: ["NibLint", "NibToolCLI", "IBDocument", "NibBytes", "TestSupport"]),
        .testTarget(name: "AppArchiveTests", dependencies: ["AppArchive", "NibBytes"]),
        .testTarget(name: "AppKitCompilerTests", dependencies: ["AppKitCompiler", "NibCompiler", "IBDocument", "NibGraph", "NibBytes", "NibCoding", "XIBReader", "TestSupport", "KeyedArchive", "PropertyList"]),
        .testTarget(name: "UIKitCompilerTests", dependencies: ["UIKitCompiler", "IBDocument", "NibGraph", "NibBytes", "NibCoding", "XIBReader", "TestSupport"]),
        .testTarget(
            name: "NibScanTests",
            dependencies: ["NibScan", "AppArchive", "NibContainers", "NIBArchive", "NibGraph", "KeyedArchive", "PropertyList", "NibBytes", "TestSupport"]
        ),
    ]
)
