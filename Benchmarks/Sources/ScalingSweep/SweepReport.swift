import Foundation

/// One workload at one size: its measurement, or why there is none.
struct SweepRow {
    let sizeName: String
    let format: SweepFormat
    let workload: SweepWorkload
    let labels: Int
    let outcome: Result<Measurement, SweepError>
}

/// The sweep's Markdown: a table per format, then the checks of issue 6.
struct SweepReport {
    let rows: [SweepRow]

    /// Largest full-decode time per byte at the largest size over that at 1 MB.
    static let linearFactor = 1.5
    /// Largest lazy lookup time over the smallest, across sizes.
    static let constantFactor = 2.0
    static let lazyGoalSeconds = 5e-6
    /// Full-decode peak memory over the input size, from 1 MB up.
    static let peakFactor = 1.5

    func table(_ format: SweepFormat) -> String {
        var lines = [
            "| workload | size | labels | file bytes | time | throughput | peak extra memory | peak / file size |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for workload in format.workloads {
            for row in rows where row.format == format && row.workload == workload {
                guard case .success(let m) = row.outcome else {
                    lines.append("| \(workload.title) | \(row.sizeName) | \(grouped(row.labels)) | | failed | | | |")
                    continue
                }
                lines.append("| \(workload.title) | \(row.sizeName) | \(grouped(m.labels)) | \(grouped(m.inputBytes)) | "
                             + "\(duration(m.seconds)) | \(throughput(m)) | \(megabytes(m.peakExtra)) | "
                             + "\(ratio(Double(m.peakExtra) / Double(m.inputBytes))) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The requirements of issue 6, each with PASS or FAIL and the numbers behind it.
    func checks() -> [String] {
        var results: [String] = []
        for format in SweepFormat.allCases {
            let decodes = measurements(format, .fullDecode)
            if let reference = decodes.first(where: { $0.inputBytes >= 1_000_000 }), let largest = decodes.last,
               largest.inputBytes > reference.inputBytes {
                let factor = perByte(largest) / perByte(reference)
                results.append(verdict(factor <= Self.linearFactor)
                               + " \(format.title) full decode is linear: time per byte at \(megabytes(largest.inputBytes)) is "
                               + "\(ratio(factor)) that at \(megabytes(reference.inputBytes)) (limit \(ratio(Self.linearFactor)))")
            }
            for decode in decodes where decode.inputBytes >= 1_000_000 {
                let factor = Double(decode.peakExtra) / Double(decode.inputBytes)
                results.append(verdict(factor <= Self.peakFactor)
                               + " \(format.title) full decode peak memory at \(megabytes(decode.inputBytes)): "
                               + "\(megabytes(decode.peakExtra)), \(ratio(factor)) the input (limit \(ratio(Self.peakFactor)))")
            }
        }
        let lookups = measurements(.nibArchive, .lazyLookup)
        if let fastest = lookups.map(\.seconds).min(), let slowest = lookups.map(\.seconds).max() {
            results.append(verdict(slowest / fastest <= Self.constantFactor && slowest <= Self.lazyGoalSeconds)
                           + " lazy open + one lookup is near constant: \(duration(fastest)) to \(duration(slowest)) "
                           + "from \(megabytes(lookups.first!.inputBytes)) to \(megabytes(lookups.last!.inputBytes)) "
                           + "(limits: \(ratio(Self.constantFactor)) apart, at most \(duration(Self.lazyGoalSeconds)))")
        }
        for row in rows {
            if case .failure(let error) = row.outcome {
                results.append("FAIL \(row.format.title) \(row.workload.title) at \(row.sizeName): \(error)")
            }
        }
        return results
    }

    private func measurements(_ format: SweepFormat, _ workload: SweepWorkload) -> [Measurement] {
        rows.filter { $0.format == format && $0.workload == workload }.compactMap { try? $0.outcome.get() }
    }

    private func perByte(_ m: Measurement) -> Double { m.seconds / Double(m.inputBytes) }

    private func verdict(_ passed: Bool) -> String { passed ? "PASS" : "FAIL" }

    private func throughput(_ m: Measurement) -> String {
        switch m.workload {
        case .fullDecode, .graphDecode, .encode: String(format: "%.0f MB/s", Double(m.inputBytes) / m.seconds / 1e6)
        case .instantiate: String(format: "%.2f M objects/s", Double(m.objects) / m.seconds / 1e6)
        case .lazyLookup: "—"
        }
    }
}

/// `1234567` as `1,234,567`.
func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return text
}

/// Seconds in the unit that suits them.
func duration(_ seconds: Double) -> String {
    if seconds < 1e-3 { return String(format: "%.2f µs", seconds * 1e6) }
    if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.2f s", seconds)
}

/// Bytes as decimal megabytes.
func megabytes(_ bytes: Int) -> String {
    bytes < 100_000 ? String(format: "%.3f MB", Double(bytes) / 1e6) : String(format: "%.1f MB", Double(bytes) / 1e6)
}

func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
