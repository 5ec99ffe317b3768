import ArgumentParser
import Foundation
import NibBytes
import NIBArchive
import NibContainers
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
        subcommands: [
            CompileCommand.self, DumpCommand.self, InfoCommand.self, VerifyCommand.self, ConvertCommand.self, DiffCommand.self, ScanCommand.self, LintCommand.self,
            ObjectsCommand.self, ConnectionsCommand.self, HierarchyCommand.self, ClassesCommand.self, RenderCommand.self,
        ]
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

extension NibTool {
    /// Where ``run(arguments:capturingOutput:)`` sends the text instead of
    /// the standard streams: descriptor 1 (output) or 2 (errors), and the text.
    public typealias OutputCapture = @Sendable (_ descriptor: Int32, _ text: String) -> Void

    /// ``run(arguments:)`` with everything it would print on this thread
    /// handed to `capture` (for tests and the fuzz target); files it is asked
    /// to write are still written.
    public static func run(arguments: [String], capturingOutput capture: @escaping OutputCapture) -> Int32 {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Output.captureKey]
        dictionary[Output.captureKey] = Output.Capture(capture)
        defer { dictionary[Output.captureKey] = previous }
        return run(arguments: arguments)
    }
}

/// Unbuffered writes to the standard streams, or to the calling thread's capture.
enum Output {
    /// The thread-dictionary key of a ``Capture``. (A task-local value would be
    /// the natural choice, but pushing one crashes in the Swift 6.3 runtime when
    /// called from a C `main` without a task, as in a libFuzzer target.)
    static let captureKey = "NibToolCLI.OutputCapture"

    final class Capture {
        let body: NibTool.OutputCapture
        init(_ body: @escaping NibTool.OutputCapture) { self.body = body }
    }

    static func standardOutput(_ text: String) { write(text, to: 1) }
    static func standardError(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        if let capture = Thread.current.threadDictionary[captureKey] as? Capture { return capture.body(descriptor, text) }
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

    @Option(help: "For .nib directories: the OS version whose variant to read (e.g. 13.0); default: the newest.")
    var deploymentTarget: String?

    @Argument(help: ArgumentHelp(
        "Files, .nib directories, .storyboardc bundles, app bundles and other folders, or .ipa/.zip archives to read ('-' for standard input).",
        discussion: "Address one entry of an archive as ARCHIVE//PATH, e.g. App.ipa//Payload/App.app/Base.lproj/View.nib/runtime.nib."))
    var files: [String]

    var archiveOptions: NIBArchiveOptions { NIBArchiveOptions(strict: strict) }

    mutating func validate() throws {
        if let deploymentTarget, OSVersion(deploymentTarget) == nil {
            throw ValidationError("--deployment-target must look like 13.0 or 10.13.4")
        }
    }

    /// The inputs with directories expanded into the files they hold.
    func items(everyVariant: Bool = false) -> [Result<InputItem, CLIError>] {
        let target = deploymentTarget.flatMap { OSVersion($0) }
        return files.flatMap { path -> [Result<InputItem, CLIError>] in
            let expanded = Result { () throws(CLIError) -> [InputItem] in
                try ContainerInputs.expand(path, everyVariant: everyVariant, deploymentTarget: target)
            }
            switch expanded {
            case .success(let items): return items.map { .success($0) }
            case .failure(let error): return [.failure(error)]
            }
        }
    }
}

/// Runs `body` for each input, printing failures as `PATH: error: MESSAGE`;
/// exits with status 1 after all inputs if any failed.
func forEachInput(_ files: [String], _ body: (InputFile) throws(CLIError) -> Void) throws {
    try forEachInput(files.map { .success(.file(path: $0, label: $0)) }, body)
}

/// Runs `body` for each expanded input; notes go to standard error as
/// `LABEL: note: MESSAGE` without failing.
func forEachInput(_ items: [Result<InputItem, CLIError>], _ body: (InputFile) throws(CLIError) -> Void) throws {
    var failed = false
    for item in items {
        do throws(CLIError) {
            if let input = try item.get().read() { try body(input) }
        } catch {
            Output.standardError(error.line + "\n")
            failed = true
        }
    }
    if failed { throw ExitCode(1) }
}

extension InputItem {
    /// The file the item names, read; nil for a note, which goes to standard
    /// error as `LABEL: note: MESSAGE`.
    func read() throws(CLIError) -> InputFile? {
        switch self {
        case let .file(path, label):
            return try InputFile.read(path, label: label)
        case let .entry(tree, file, label):
            do {
                return InputFile(path: label, bytes: try tree.read(file))
            } catch {
                throw CLIError(path: label, message: error.message)
            }
        case let .note(label, message):
            Output.standardError("\(label): note: \(message)\n")
            return nil
        case let .failed(error):
            throw error
        }
    }
}
