import Foundation

/// The whole sweep: every format, size and workload, then the report.
enum Sweep {
    static func run(upTo maximumBytes: Int) {
        let clock = ContinuousClock()
        let start = clock.now
        var rows: [SweepRow] = []
        for format in SweepFormat.allCases {
            for size in sweepSizes where size.bytes <= maximumBytes {
                let labels = format.labels(forAbout: size.bytes)
                for workload in format.workloads {
                    let outcome = Result { () throws(SweepError) in try ChildProcess.measureSteadily(format, workload, labels: labels) }
                    rows.append(SweepRow(sizeName: size.name, format: format, workload: workload, labels: labels, outcome: outcome))
                    switch outcome {
                    case .success(let m):
                        progress("\(format.rawValue) \(size.name) \(workload.rawValue): \(duration(m.seconds)), peak +\(megabytes(m.peakExtra))")
                    case .failure(let error):
                        progress("\(format.rawValue) \(size.name) \(workload.rawValue): \(error)")
                    }
                }
            }
        }
        let report = SweepReport(rows: rows)
        for format in SweepFormat.allCases {
            print("### \(format.title)\n\n\(report.table(format))\n")
        }
        print(report.checks().map { "- \($0)" }.joined(separator: "\n"))
        print("\nSweep took \(duration((clock.now - start).seconds)).")
    }

    /// A line on standard error, so standard output stays Markdown.
    private static func progress(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
