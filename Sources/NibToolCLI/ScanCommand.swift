import ArgumentParser
import Dispatch
import NibScan
#if canImport(Glibc)
import Glibc
#endif

/// `nibtool scan`: find every nib in folders, bundles and archives, and summarise them.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find every nib in folders, app bundles, .xcarchive folders and .ipa/.zip archives, and summarise them.",
        discussion: """
            Every file's format is recognised by its first bytes, never by its name; .nib directories and
            .storyboardc bundles by their contents. Archives are read in memory, never extracted; zip archives
            found in a folder are scanned too. Prints counts by format and coder version, containers, a class
            histogram and the custom classes (Swift names demangled: _TtC6Module5Class is Module.Class).
            Files and entries that cannot be read or decoded print as PATH: error: MESSAGE on standard error,
            the scan goes on, and the exit status is 1.
            """
    )

    @Option(help: "Output format: text or json.")
    var format: DumpCommand.Format = .text

    @Option(help: "Threads examining files (default: one per core).")
    var jobs: Int?

    @Flag(inversion: .prefixedNo, help: "A progress line on standard error (default: when it is a terminal).")
    var progress: Bool?

    @Option(help: "How many classes the text summary lists (JSON lists all).")
    var top = 25

    @Argument(help: "Folders, app bundles, .xcarchive folders, .ipa or .zip archives.")
    var paths: [String]

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
        if top < 0 { throw ValidationError("--top must not be negative") }
    }

    func run() throws {
        let line = (progress ?? (isatty(2) != 0)) ? ProgressLine() : nil
        let options = ScanOptions(workers: jobs ?? ScanOptions.processorCount)
        var scanner = NibScanner(options: options)
        if let line { scanner.progress = { progress in line.show(progress) } }
        let report = scanner.scan(paths)
        line?.clear()
        Output.standardOutput(format == .json ? ScanReportJSON.render(report) : ScanReportText.render(report, top: top))
        for failure in report.failures { Output.standardError(failure.description + "\n") }
        if !report.failures.isEmpty { throw ExitCode(1) }
    }
}

/// A self-overwriting status line on standard error: shown once a scan has run
/// for half a second (so small inputs print none), then at most ten times a second.
final class ProgressLine: @unchecked Sendable {
    private let start = ContinuousClock.now
    private var shown: ContinuousClock.Instant?
    private let lock = DispatchSemaphore(value: 1)

    func show(_ progress: ScanProgress) {
        let now = ContinuousClock.now
        lock.wait()
        defer { lock.signal() }
        guard now - start >= .milliseconds(500) else { return }
        if let shown, now - shown < .milliseconds(100), progress.filesDone < progress.fileCount { return }
        shown = now
        Output.standardError("\r\u{1B}[Kscanning \(progress.input): \(progress.filesDone) of \(progress.fileCount) files, "
                             + "\(ScanReportText.megabytes(progress.bytesDone))")
    }

    func clear() {
        lock.wait()
        defer { lock.signal() }
        if shown != nil { Output.standardError("\r\u{1B}[K") }
    }
}
