// Runs one benchmark workload a few times.
//
// For profilers that count instructions (deterministic where wall clocks are noisy):
//   swift build -c release --product DecodeProfile
//   valgrind --tool=callgrind .build/release/DecodeProfile full 5
// Workloads: full, tables, encode (the NIBArchive corpus); keyed-graph, keyed-inplace, keyed-plist,
// keyed-graph-encode, keyed-plist-encode, keyed-graph-copy (the binary keyed-archive corpus); instantiate,
// instantiate-keyed (the 10,001-object synthetic nib of InstantiationBenchmarks); compile (every iOS 3.0 xib of
// the corpus compiled to NIBArchive bytes), compile-mac (every macOS 3.0 xib).
// With --time it prints the median time per corpus pass, for compare-python.sh; with compile[-mac] --each, the
// median over the xibs of each xib's fastest compile (and the 90th percentile); --each --read times only the
// reading of each xib into its element tree, the first step of compiling it. --middle keeps only the middle fifth
// of the files by size, the median file's neighbours: under callgrind, (compile 11 - compile 1) / 10 / files is
// what a median xib costs. --smallest keeps the ten smallest files (what a compile costs whatever its xib).
import BenchmarkSupport
import Foundation
import NibBytes
import NibCoding
import NIBArchive
import NibGraph
import NibCompiler
import PropertyList
import XIBReader

let arguments = CommandLine.arguments.dropFirst().filter { !["--time", "--each", "--read", "--middle", "--smallest"].contains($0) }
let timed = CommandLine.arguments.contains("--time")
let workload = arguments.first ?? "full"
let rounds = arguments.dropFirst().first.flatMap { Int($0) } ?? 5
let keyed = workload.hasPrefix("keyed")
let instantiation = workload.hasPrefix("instantiate")
let allFiles = instantiation ? [] : keyed ? CorpusFiles.binaryKeyedArchives
    : workload == "compile" ? CorpusFiles.iOSXibs : workload == "compile-mac" ? CorpusFiles.macXibs : CorpusFiles.nibArchives
let bySize = allFiles.sorted { $0.count < $1.count }
let files = CommandLine.arguments.contains("--smallest") ? Array(bySize[0..<10]) : CommandLine.arguments.contains("--middle") ? Array(bySize[bySize.count * 2 / 5..<bySize.count * 3 / 5]) : allFiles
let documents = workload == "encode" ? try files.map { try NIBArchiveDocument(bytes: $0) } : []
let graphs = workload == "keyed-graph-encode" || workload == "keyed-graph-copy" ? try files.map { try NibGraph(keyedArchiveBytes: $0) } : []
let values = workload == "keyed-plist-encode" ? try files.map { try BinaryPropertyList.decode($0) } : []
let syntheticNib = workload == "instantiate" ? SyntheticNib.nibArchive(labels: 10_000)
    : workload == "instantiate-keyed" ? SyntheticNib.keyedArchive(labels: 10_000) : ByteView(copying: [])
let totalBytes = instantiation ? syntheticNib.count : files.reduce(0) { $0 + $1.count }
/// What one pass reads, for the report.
let input = instantiation ? "a synthetic nib of 10,001 objects" : "\(files.count) files"

func pass() throws -> Int {
    var checksum = 0
    switch workload {
    case "tables": for file in files { checksum &+= try NIBArchiveReader.read(file).values.count }
    case "encode": for document in documents { checksum &+= try document.encoded().count }
    case "keyed-graph": for file in files { checksum &+= try NibGraph(keyedArchiveBytes: file).objects.count }
    case "keyed-inplace": checksum &+= try keyedFullDecode(files)
    case "keyed-graph-copy":
        // What any decoder into a NibGraph pays at least: making and freeing its
        // objects, entries and arrays (a deep copy of graphs already decoded).
        for graph in graphs {
            let copy = NibGraph(objects: graph.objects.map { object in
                NibGraph.Object(className: object.className, fallbackClassNames: object.fallbackClassNames,
                                classChain: object.classChain,
                                entries: object.entries.map { entry in
                                    if case .array(let items) = entry.value { return NibGraph.Entry(entry.key, .array(items.map { $0 })) }
                                    return entry
                                })
            })
            checksum &+= copy.objects.count
        }
    case "keyed-plist":
        for file in files {
            if case .dictionary(let entries) = try BinaryPropertyList.decode(file) { checksum &+= entries.count }
        }
    case "keyed-graph-encode":
        for graph in graphs {
            var warnings: [NibGraphWarning] = []
            checksum &+= try graph.keyedArchiveBytes(warnings: &warnings).count
        }
    case "keyed-plist-encode": for value in values { checksum &+= try BinaryPropertyList.encode(value).count }
    case "compile", "compile-mac": for file in files { checksum &+= try NibCompiler.compile(file, path: "corpus.xib").bytes.count }
    case "instantiate", "instantiate-keyed":
        checksum &+= try NibFile(bytes: syntheticNib).instantiate(registry: SyntheticNib.registry).topLevelObjects.count
    default: checksum &+= try fullDecode(files)
    }
    return checksum
}

if workload.hasPrefix("compile"), CommandLine.arguments.contains("--each") {
    var fastest = [Duration](repeating: .seconds(1000), count: files.count)
    let clock = ContinuousClock()
    let readOnly = CommandLine.arguments.contains("--read")
    for _ in 0..<rounds {
        for (index, file) in files.enumerated() {
            let start = clock.now
            if readOnly {
                _ = try? XIBReader.read(file)
            } else {
                _ = try? NibCompiler.compile(file, path: "corpus.xib")
            }
            fastest[index] = min(fastest[index], clock.now - start)
        }
    }
    let sorted = fastest.sorted()
    func microseconds(_ duration: Duration) -> Double { (duration.seconds * 1e7).rounded() / 10 }
    print("swift \(readOnly ? "read" : "compile"), each of \(files.count) xibs, fastest of \(rounds): median \(microseconds(sorted[sorted.count / 2])) µs, "
          + "90th percentile \(microseconds(sorted[sorted.count * 9 / 10])) µs, largest \(microseconds(sorted.last!)) µs")
    exit(0)
}

var checksum = 0
var times: [Duration] = []
let clock = ContinuousClock()
for _ in 0..<rounds {
    let start = clock.now
    checksum &+= try pass()
    times.append(clock.now - start)
}
if timed {
    let median = times.sorted()[times.count / 2]
    let seconds = median.seconds
    let milliseconds = (seconds * 100_000).rounded() / 100
    let megabytes = (Double(totalBytes) / seconds / 1e4).rounded() / 100
    print("swift \(workload): \(input), \(totalBytes) bytes, median \(milliseconds) ms per pass, "
          + "\(megabytes) MB/s")
} else {
    print("\(workload) x\(rounds): \(input), checksum \(checksum)")
}
