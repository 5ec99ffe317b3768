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
                    let outcome = Result { () throws(SweepError) in try ChildProcess.measure(format, workload, labels: labels) }
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
        remeasureQuickRows(&rows)
        let report = SweepReport(rows: rows)
        for format in SweepFormat.allCases {
            print("### \(format.title)\n\n\(report.table(format))\n")
        }
        print(report.checks().map { "- \($0)" }.joined(separator: "\n"))
        print("\nSweep took \(duration((clock.now - start).seconds)).")
    }

    /// Rounds of one more process for each quick row (under 10 µs), taken
    /// after the whole sweep and going through every quick row in turn.
    static let roundsForQuickRows = 6

    /// Measures the quick rows again in ``roundsForQuickRows`` rounds, each
    /// going through every quick row once, and keeps each row's fastest
    /// process. A vCPU of this machine runs at about half speed for phases of
    /// seconds: pinned to one CPU (`taskset -c N .build/release/ScalingSweep
    /// measure nibarchive lazy-lookup 1000`), the same lookup took 3.3–3.6 µs
    /// in ten processes in a row on one CPU while the other gave 1.7 µs. So
    /// processes run back to back for one row can all land in one slow
    /// phase; rounds spread over the sweep's end let every row see the fast
    /// phases.
    private static func remeasureQuickRows(_ rows: inout [SweepRow]) {
        let quick = rows.indices.filter { index in
            if case .success(let measurement) = rows[index].outcome { return measurement.seconds < 10e-6 }
            return false
        }
        for round in 1...roundsForQuickRows {
            for index in quick {
                let row = rows[index]
                guard case .success(let kept) = row.outcome,
                      let again = try? ChildProcess.measure(row.format, row.workload, labels: row.labels),
                      again.seconds < kept.seconds
                else { continue }
                rows[index] = SweepRow(sizeName: row.sizeName, format: row.format, workload: row.workload,
                                       labels: row.labels, outcome: .success(again))
            }
            progress("quick rows, round \(round) of \(roundsForQuickRows) done")
        }
    }

    /// A line on standard error, so standard output stays Markdown.
    private static func progress(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
