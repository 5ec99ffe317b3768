import ArgumentParser
import NIBArchive

/// `nibtool info`: summarise each archive.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print format, versions, counts, table sizes and a class histogram of each file."
    )

    @Option(help: "Output format: text or json.")
    var format: DumpCommand.Format = .text

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        try forEachInput(reading.files) { input throws(CLIError) in
            if input.isPropertyList {
                let keyed = try input.keyedAsTables(options: reading.archiveOptions)
                let report = KeyedInfoReport(path: input.path, kind: input.propertyListKind, size: input.bytes.count,
                                             archive: keyed.archive, graph: keyed.graph)
                Output.standardOutput(format == .json ? report.json : report.text)
                return
            }
            let report = InfoReport(path: input.path, tables: try input.nibArchive(options: reading.archiveOptions))
            Output.standardOutput(format == .json ? report.json : report.text)
        }
    }
}
