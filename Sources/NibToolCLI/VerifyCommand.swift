import ArgumentParser
import NIBArchive

/// `nibtool verify`: decode everything and check the byte-exact round trip.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Decode each file completely and check that re-encoding reproduces it.",
        discussion: """
            NIBArchives must re-encode byte for byte. Keyed archives must decode into an object graph that
            re-encodes to a keyed archive decoding to an equal graph, and that converts to a NIBArchive.
            Prints one line per failing file: PATH: error: MESSAGE (offset 0x…), and a summary on standard error.
            Data that starts with NIBArchive but does not read as an archive is plain data: a warning, not a failure.
            NeXT typedstreams (nothing writes them) must decode completely and convert to a NIBArchive.
            """
    )

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        var passed = 0
        let items = reading.items(everyVariant: true)
        defer {
            Output.standardError("verify: \(passed) of \(items.count) files ok\n")
        }
        try forEachInput(items) { input throws(CLIError) in
            if input.isInterfaceBuilderXML {
                _ = try XIBOutline.read(input)   // a source document: it must read; there is nothing to re-encode
                passed += 1
                return
            }
            if input.isTypedstream {
                // Nothing writes typedstreams: it must decode completely and convert to a NIBArchive.
                _ = try input.typedstreamAsTables()
                passed += 1
                return
            }
            var plainData: [NIBArchiveError] = []
            let failure: String?
            var converted = false
            switch try input.propertyList() {
            case .plain?:
                passed += 1
                return
            case .keyed?:
                failure = RoundTrip.check(keyed: input.bytes, maximumConvertedSize: input.conversionLimit, plainData: &plainData)
                converted = true
            case nil:
                failure = RoundTrip.check(try input.nibArchive(options: reading.archiveOptions), plainData: &plainData)
            }
            WarningReport.print(plainData: plainData, path: input.path, converted: converted)
            if let failure { throw CLIError(path: input.path, message: failure) }
            passed += 1
        }
    }
}
