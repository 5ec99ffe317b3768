import ArgumentParser
import NIBArchive

/// `nibtool dump`: print an archive's contents.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the object graph of each file.",
        discussion: """
            The default is a tree from the root object following references; shared objects are
            expanded once, later references say (see above), references back into the path say (cycle).
            --flat prints the raw tables. --format json prints one JSON document per file (see README).
            Keyed archives (binary or XML property lists) print as their object graph, in the same shapes.
            NeXT typedstreams (objects.nib of old nib bundles) print as their object graph too; their values
            have no keys, so each is named GROUP.VALUE by its place in the object (group G of the object's
            encodeWithCoder: writes, value V of that group).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Flag(help: "Print the raw tables instead of a tree.")
    var flat = false

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var reading: ReadingOptions

    func validate() throws {
        if flat && format == .json {
            throw ValidationError("--flat and --format json cannot be combined; the JSON already lists every table entry.")
        }
    }

    func run() throws {
        let items = reading.items()
        let many = items.count > 1
        try forEachInput(items) { input throws(CLIError) in
            if input.isInterfaceBuilderXML {
                let root = try XIBOutline.read(input)
                var sink = OutputSink(path: input.path, inputSize: input.bytes.count)
                defer { sink.flush() }
                var banner = (many ? "==> \(input.path) <==\n" : "") + "# Interface Builder XML document, shown as its element tree\n"
                try sink.take(&banner)
                try XIBOutline.render(root, into: &sink)
                return
            }
            let propertyList = try input.propertyList()
            if case .plain(let plist)? = propertyList {
                var sink = OutputSink(path: input.path, inputSize: input.bytes.count)
                defer { sink.flush() }
                var text = many ? "==> \(input.path) <==\n" : ""
                text += "# property list (\(input.propertyListKind)), not a keyed archive\n"
                try PlistText.render(plist, into: &text, sink: &sink)
                try sink.take(&text)
                return
            }
            let tables: NIBArchiveTables
            var source = "NIBArchive"
            if input.isTypedstream {
                if flat {
                    throw CLIError(path: input.path, message: "--flat prints NIBArchive tables; a typedstream has none (use the tree or --format json)")
                }
                tables = try input.typedstreamAsTables()
                let order = try input.typedstream().header.byteOrder.rawValue
                source = "NeXT typedstream (\(order))"
            } else if case .keyed? = propertyList {
                if flat {
                    throw CLIError(path: input.path, message: "--flat prints NIBArchive tables; a keyed archive has none (use the tree or --format json)")
                }
                tables = try input.keyedAsTables()
                source = "keyed archive (\(input.propertyListKind) property list)"
            } else {
                tables = try input.nibArchive(options: reading.archiveOptions)
            }
            var sink = OutputSink(path: input.path, inputSize: input.bytes.count)
            defer { sink.flush() }
            switch format {
            case .json:
                try JSONDump.render(tables, path: input.path, format: source, into: &sink)
            case .text:
                if many {
                    var banner = "==> \(input.path) <==\n"
                    try sink.take(&banner)
                }
                if source != "NIBArchive" {
                    let naming = input.isTypedstream ? "; values are named GROUP.VALUE by their place" : ""
                    var banner = "# \(source), shown as its object graph\(naming)\n"
                    try sink.take(&banner)
                }
                if flat {
                    try FlatDump.render(tables, into: &sink)
                } else {
                    try TreeDump.render(tables, into: &sink)
                }
            }
        }
    }
}
