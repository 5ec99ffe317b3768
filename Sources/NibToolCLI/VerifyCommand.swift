import ArgumentParser
import NIBArchive

/// `nibtool verify`: decode everything and check the byte-exact round trip.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Decode each file completely and check that re-encoding reproduces it byte for byte.",
        discussion: "Prints one line per failing file: PATH: error: MESSAGE (offset 0x…), and a summary on standard error."
    )

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        var passed = 0
        defer {
            Output.standardError("verify: \(passed) of \(reading.files.count) files ok\n")
        }
        try forEachInput(reading.files) { input throws(CLIError) in
            let tables = try input.nibArchive(options: reading.archiveOptions)
            if let failure = RoundTrip.check(tables) {
                throw CLIError(path: input.path, message: failure)
            }
            passed += 1
        }
    }
}
