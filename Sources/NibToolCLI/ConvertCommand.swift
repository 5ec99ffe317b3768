import ArgumentParser
import NibBytes
import NibGraph
#if canImport(Glibc)
import Glibc
#endif

/// `nibtool convert`: NIBArchive ⇄ keyed archive through the object graph.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a compiled nib between NIBArchive and keyed-archive (NSKeyedArchiver) form.",
        discussion: """
            Lossless both ways: NIBArchive → keyed → NIBArchive reproduces the original bytes (the keyed file
            keeps the NIBArchive table order in a '$nibarchive' root entry, which NSKeyedUnarchiver ignores).
            Geometry blobs become '{{x, y}, {w, h}}' strings and back, fallback classes become $classhints,
            inlined collections become NS.objects/NS.keys, nil becomes $null. Anything that cannot be carried
            over is printed as 'PATH: warning: …' (at most 20 of each kind, then how many more). The output is
            written only when the conversion succeeds. A NIBArchive may take at most 64 times the input's size
            plus 1 MiB: a keyed archive can name one string or data value from every object, which a NIBArchive
            stores for each.
            """
    )

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case nibarchive, keyed
    }

    @Option(help: "Output format: nibarchive or keyed.")
    var to: Target

    @Option(help: "NIBArchive coder version to write (9 as iOS ibtool, 10 as macOS ibtool); default: the input's, else 9.")
    var coderVersion: UInt32?

    @Option(name: .shortAndLong, help: "Output file ('-' for standard output).")
    var output: String

    @Flag(help: "Treat non-canonical NIBArchive layout as an error.")
    var strict = false

    @Argument(help: "The file to convert ('-' for standard input).")
    var input: String

    func validate() throws {
        if let coderVersion, coderVersion != 9 && coderVersion != 10 {
            throw ValidationError("--coder-version must be 9 or 10")
        }
        if coderVersion != nil && to != .nibarchive {
            throw ValidationError("--coder-version applies only to --to nibarchive")
        }
    }

    func run() throws {
        try forEachInput([input]) { file throws(CLIError) in
            if file.isTypedstream {
                throw CLIError(path: file.path, message: "a NeXT typedstream's values have no keys, so no runtime would read it converted; "
                               + "see its graph with 'nibtool dump'")
            }
            let graph = try file.graph(options: .init(strict: strict))
            var warnings: [NibGraphWarning] = []
            let bytes: [UInt8]
            do {
                bytes = to == .nibarchive
                    ? try graph.nibArchiveBytes(options: .init(coderVersion: coderVersion, maximumSize: file.conversionLimit), warnings: &warnings)
                    : try graph.keyedArchiveBytes(warnings: &warnings)
            } catch {
                throw CLIError(path: file.path, message: "\(error)")
            }
            WarningReport.print(warnings, path: file.path)
            try OutputFile.write(bytes, to: output)
        }
    }
}

/// Writes a whole output file or nothing: the bytes go to a temporary file
/// beside the target, which is renamed over it only once complete.
public enum OutputFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        if path == "-" {
            guard writeAll(bytes, to: 1) else { throw CLIError(path: path, message: "cannot write to standard output") }
            return
        }
        let temporary = path + ".nibtool-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CLIError(path: path, message: "cannot create the output file: \(String(cString: strerror(errno)))")
        }
        let written = writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CLIError(path: path, message: "cannot write the output file: \(reason)")
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
