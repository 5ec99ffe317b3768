// Runs one benchmark workload a few times, for profilers that count instructions
// (deterministic where wall clocks are noisy):
//   swift build -c release --product DecodeProfile
//   valgrind --tool=callgrind .build/release/DecodeProfile full 5
import NibBytes
import NIBArchive
import BenchmarkSupport

let arguments = CommandLine.arguments
let workload = arguments.count > 1 ? arguments[1] : "full"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let files = CorpusFiles.nibArchives
var checksum = 0
let documents = workload == "encode" ? try files.map { try NIBArchiveDocument(bytes: $0) } : []
for _ in 0..<rounds {
    switch workload {
    case "tables": for file in files { checksum &+= try NIBArchiveReader.read(file).values.count }
    case "encode": for document in documents { checksum &+= try document.encoded().count }
    default: checksum &+= try fullDecode(files)
    }
}
print("\(workload) x\(rounds): \(files.count) files, checksum \(checksum)")
