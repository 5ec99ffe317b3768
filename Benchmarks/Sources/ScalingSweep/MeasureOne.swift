import BenchmarkSupport

/// The child process's side: one workload at one size, memory first, then time.
enum MeasureOne {
    /// Builds the input and runs the operation once to warm up (code paged
    /// in, one-time caches filled). Then measures the extra peak memory of
    /// one more run, and times the operation: the median of several samples,
    /// each long enough (at least 20 ms) for the clock, more samples for
    /// quick operations. A sample of one operation may be the memory run.
    static func run(_ format: SweepFormat, _ workload: SweepWorkload, labels: Int) throws -> Measurement {
        let prepared = workload.prepare(format, labels: labels)
        let operation = prepared.operation
        let clock = ContinuousClock()
        var checksum = try operation()

        // The first reading of /proc pages in code and buffers of its own: do it before.
        ProcessMemory.resetPeak()
        _ = ProcessMemory.peak()
        ProcessMemory.releaseFreeMemory()
        ProcessMemory.resetPeak()
        let residentBefore = ProcessMemory.peak()
        var result = 0
        let measured = try clock.measure { result = try operation() }.seconds
        let peak = ProcessMemory.peak()
        let inputBytes = prepared.inputBytes ?? result

        let perSample = max(1, Int((0.02 / max(measured, 1e-9)).rounded(.up)))
        let samples = measured > 1 ? 3 : measured > 0.1 ? 5 : 21
        var times = perSample == 1 ? [measured] : []
        while times.count < samples {
            let elapsed = try clock.measure {
                for _ in 0..<perSample { checksum &+= try operation() }
            }
            times.append(elapsed.seconds / Double(perSample))
        }
        precondition(checksum &+ result != 0, "the operation should produce something")
        return Measurement(format: format, workload: workload, labels: labels, inputBytes: inputBytes,
                           seconds: times.sorted()[times.count / 2],
                           residentBefore: residentBefore, peak: peak)
    }
}
