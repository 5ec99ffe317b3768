import ArgumentParser
import NIBArchive
#if canImport(Glibc)
import Glibc
#endif

/// The `nibtool` command: reads, checks and converts Interface Builder files.
public struct NibTool: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "Inspect, verify and convert compiled Interface Builder nib files.",
        discussion: """
            Exit status: 0 on success, 1 when an input is invalid or a check fails, 2 on a usage error.
            Diagnostics go to standard error. '-' reads standard input.
            """,
        version: "0.1.0",
        subcommands: [DumpCommand.self, InfoCommand.self, VerifyCommand.self, ConvertCommand.self]
    )

    public init() {}

    /// Parses `arguments`, runs the command, and returns the exit status:
    /// 0 success (and help), 1 invalid input or failed check, 2 usage error.
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if status == .success {
                Output.standardOutput(message + "\n")
                return 0
            }
            Output.standardError(message + "\n")
            // ArgumentParser reports usage mistakes as validation failures.
            return status == .validationFailure ? 2 : 1
        }
    }
}

/// Unbuffered writes to the standard streams.
enum Output {
    static func standardOutput(_ text: String) { write(text, to: 1) }
    static func standardError(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}

/// Options every reading verb shares.
struct ReadingOptions: ParsableArguments {
    @Flag(help: "Treat non-canonical layout (non-minimal varints, gaps, table order, trailing bytes) as an error.")
    var strict = false

    @Argument(help: "Files to read ('-' for standard input).")
    var files: [String]

    var archiveOptions: NIBArchiveOptions { NIBArchiveOptions(strict: strict) }
}

/// Runs `body` for each input, printing failures as `PATH: error: MESSAGE`;
/// exits with status 1 after all inputs if any failed.
func forEachInput(_ files: [String], _ body: (InputFile) throws(CLIError) -> Void) throws {
    var failed = false
    for path in files {
        do {
            try body(try InputFile.read(path))
        } catch {
            Output.standardError(error.line + "\n")
            failed = true
        }
    }
    if failed { throw ExitCode(1) }
}
