import Foundation
import NibBytes
import NibToolCLI

/// What the CLI fuzz target checks: every `nibtool` verb that reads a file
/// (dump as tree, flat tables and JSON; info; verify; objects, connections,
/// hierarchy and classes, as text and JSON; convert both ways) on the input
/// ends with status 0 or 1, never a crash or a usage error, and prints at most
/// a budget proportional to the input.
enum CLIChecks {
    /// The argument lists run on every input; `IN` and `OUT` stand for the files.
    static let commands: [[String]] = [
        ["dump", "IN"], ["dump", "--flat", "IN"], ["dump", "--format", "json", "IN"],
        ["info", "IN"], ["verify", "IN"],
        ["objects", "IN"], ["objects", "--format", "json", "IN"],
        ["connections", "IN"], ["connections", "--format", "json", "IN"],
        ["hierarchy", "IN"], ["classes", "--format", "json", "IN"],
        ["convert", "--to", "keyed", "IN", "-o", "OUT"], ["convert", "--to", "nibarchive", "IN", "-o", "OUT"],
    ]

    /// Output allowed per command: twice the CLI's ``OutputBudget``, so that
    /// only output growing faster than the input is a finding.
    static func outputBudget(forInputSize size: Int) -> Int { 2 * OutputBudget.bytes(forInputSize: size) }

    /// Counts what a command prints.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = 0
        func add(_ count: Int) { lock.lock(); bytes += count; lock.unlock() }
        var total: Int { lock.lock(); defer { lock.unlock() }; return bytes }
    }

    static func inspect(_ bytes: ByteView) -> String? {
        // A folder of its own per call: tests run checks in parallel in one process.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-fuzz-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input").path
        let output = folder.appendingPathComponent("output").path
        guard FileManager.default.createFile(atPath: input, contents: Data(bytes.array)) else { return nil }
        for command in commands {
            try? FileManager.default.removeItem(atPath: output)
            let arguments = command.map { $0 == "IN" ? input : $0 == "OUT" ? output : $0 }
            let counter = Counter()
            let status = NibTool.run(arguments: arguments) { _, text in counter.add(text.utf8.count) }
            guard status == 0 || status == 1 else { return "nibtool \(command.joined(separator: " ")) exited \(status)" }
            guard counter.total <= outputBudget(forInputSize: bytes.count) else {
                return "nibtool \(command.joined(separator: " ")) printed \(counter.total) bytes for a \(bytes.count)-byte input"
            }
            if status == 1, FileManager.default.fileExists(atPath: output) {
                return "nibtool \(command.joined(separator: " ")) failed but left an output file"
            }
        }
        return nil
    }
}
