import Dispatch

/// Counts files done across worker threads and reports every 32 files.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let input: String
    private let report: (@Sendable (ScanProgress) -> Void)?
    private var files = 0
    private var bytes = 0
    private let lock = DispatchSemaphore(value: 1)

    init(total: Int, input: String, report: (@Sendable (ScanProgress) -> Void)?) {
        self.total = total
        self.input = input
        self.report = report
    }

    func done(bytes size: Int) {
        guard let report else { return }
        lock.wait()
        files += 1
        bytes += size
        let snapshot = files % 32 == 0 ? ScanProgress(filesDone: files, fileCount: total, bytesDone: bytes, input: input) : nil
        lock.signal()
        if let snapshot { report(snapshot) }
    }

    func finish() {
        report?(ScanProgress(filesDone: total, fileCount: total, bytesDone: bytes, input: input))
    }
}
