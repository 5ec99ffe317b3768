/// What one child process measured for one workload at one size.
struct Measurement {
    var format: SweepFormat
    var workload: SweepWorkload
    var labels: Int
    /// The size of the synthetic file in this format (for encode: the output).
    var inputBytes: Int
    /// Median seconds per operation.
    var seconds: Double
    /// Resident memory before the operation, with its input built (the peak just after resetting it).
    var residentBefore: Int
    /// The most resident memory while the operation ran once.
    var peak: Int

    /// Memory the operation added at its peak, above what the process held before.
    var peakExtra: Int { max(0, peak - residentBefore) }

    /// Objects built by instantiation: the view and its labels.
    var objects: Int { labels + 1 }

    /// One line for the parent process to read back.
    var line: String {
        "measurement \(format.rawValue) \(workload.rawValue) \(labels) \(inputBytes) \(seconds) \(residentBefore) \(peak)"
    }
}

extension Measurement {
    /// Reads a ``line`` back.
    init?(line: Substring) {
        let fields = line.split(separator: " ")
        guard fields.count == 8, fields[0] == "measurement",
              let format = SweepFormat(rawValue: String(fields[1])),
              let workload = SweepWorkload(rawValue: String(fields[2])),
              let labels = Int(fields[3]), let inputBytes = Int(fields[4]), let seconds = Double(fields[5]),
              let residentBefore = Int(fields[6]), let peak = Int(fields[7])
        else { return nil }
        self.init(format: format, workload: workload, labels: labels, inputBytes: inputBytes, seconds: seconds,
                  residentBefore: residentBefore, peak: peak)
    }
}
