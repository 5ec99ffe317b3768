import Foundation

/// The parent's side: each measurement runs in a fresh child process of
/// this executable, so its peak memory is its own.
enum ChildProcess {
    /// This executable, found once.
    static let executable = Result { () throws -> URL in
        URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    }

    /// Runs `ScalingSweep measure FORMAT WORKLOAD LABELS` and reads its result line.
    static func measure(_ format: SweepFormat, _ workload: SweepWorkload, labels: Int) throws(SweepError) -> Measurement {
        let process = Process()
        process.arguments = ["measure", format.rawValue, workload.rawValue, String(labels)]
        let output = Pipe()
        process.standardOutput = output
        do {
            process.executableURL = try executable.get()
            try process.run()
        } catch {
            throw SweepError("cannot start a child process: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        // A child killed by a signal (the kernel's out-of-memory killer, say) is not an exit status.
        guard process.terminationReason == .exit else {
            throw SweepError("killed by signal \(process.terminationStatus)")
        }
        guard process.terminationStatus == 0,
              let measurement = text.split(separator: "\n").lazy.compactMap(Measurement.init(line:)).first
        else {
            let reason = text.split(separator: "\n").first(where: { $0.hasPrefix("failure: ") })?.dropFirst(9)
            throw SweepError("exit status \(process.terminationStatus): \(reason.map(String.init) ?? "no result")")
        }
        return measurement
    }
}

/// A failure of the sweep, with its reason.
struct SweepError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
