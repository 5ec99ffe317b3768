/// What one child process measured for one workload at one size.
struct Measurement {
    var format: SweepFormat
    var workload: SweepWorkload
    var labels: Int
    /// The size of the synthetic file in this format (for encode: the output).
    var inputBytes: Int
    /// Median seconds per operation.
    var seconds: Double
    /// How many operations the median was taken over (samples × operations per sample).
    var operations: Int
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
        "measurement \(format.rawValue) \(workload.rawValue) \(labels) \(inputBytes) \(seconds) \(operations) \(residentBefore) \(peak)"
    }

    init(format: SweepFormat, workload: SweepWorkload, labels: Int, inputBytes: Int, seconds: Double,
         operations: Int, residentBefore: Int, peak: Int) {
        self.format = format
        self.workload = workload
        self.labels = labels
        self.inputBytes = inputBytes
        self.seconds = seconds
        self.operations = operations
        self.residentBefore = residentBefore
        self.peak = peak
    }

    /// Reads a ``line`` back.
    init?(line: Substring) {
        let fields = line.split(separator: " ")
        guard fields.count == 9, fields[0] == "measurement",
              let format = SweepFormat(rawValue: String(fields[1])),
              let workload = SweepWorkload(rawValue: String(fields[2])),
              let labels = Int(fields[3]), let inputBytes = Int(fields[4]), let seconds = Double(fields[5]),
              let operations = Int(fields[6]), let residentBefore = Int(fields[7]), let peak = Int(fields[8])
        else { return nil }
        self.init(format: format, workload: workload, labels: labels, inputBytes: inputBytes, seconds: seconds,
                  operations: operations, residentBefore: residentBefore, peak: peak)
    }
}
