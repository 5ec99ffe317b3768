// Scaling: time and peak memory against file size, for synthetic nibs of
// about 1 KB to 100 MB in both formats (issue 6).
//
//   swift build -c release --product ScalingSweep
//   .build/release/ScalingSweep              # the whole sweep, 1 KB to 100 MB, as Markdown
//   .build/release/ScalingSweep --up-to 10   # stop at 10 MB
//
// Each workload at each size runs in its own child process
// (`ScalingSweep measure FORMAT WORKLOAD LABELS`), which builds its input,
// resets the peak resident memory, runs the operation once for the peak and
// then again for the time. Peak extra memory = VmHWM after − VmRSS before.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "measure" {
    guard arguments.count == 4, let format = SweepFormat(rawValue: arguments[1]),
          let workload = SweepWorkload(rawValue: arguments[2]), let labels = Int(arguments[3])
    else {
        print("usage: ScalingSweep measure \(SweepFormat.allCases.map(\.rawValue).joined(separator: "|")) "
              + "\(SweepWorkload.allCases.map(\.rawValue).joined(separator: "|")) LABELS")
        exit(64)
    }
    do {
        print(try MeasureOne.run(format, workload, labels: labels).line)
    } catch {
        print("failure: \(error)")
        exit(1)
    }
} else {
    var upToMegabytes = 100.0
    if let flag = arguments.firstIndex(of: "--up-to"), arguments.indices.contains(flag + 1),
       let value = Double(arguments[flag + 1]) {
        upToMegabytes = value
    }
    Sweep.run(upTo: Int(upToMegabytes * 1e6))
}
