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
        try forEachInput(reading.items(everyVariant: false)) { input throws(CLIError) in
            if input.isInterfaceBuilderXML {
                let root = try XIBOutline.read(input)
                let type = root[attribute: "type"] ?? ""
                let version = root[attribute: "version"] ?? ""
                Output.standardOutput(format == .json
                    ? "{\"path\":\(JSONWriter.quoted(input.path)),\"format\":\"interfaceBuilderXML\",\"root\":\(JSONWriter.quoted(root.name)),\"type\":\(JSONWriter.quoted(type)),\"version\":\(JSONWriter.quoted(version)),\"elements\":\(XIBOutline.count(root)),\"size\":\(input.bytes.count)}\n"
                    : "\(input.path):\n  format: Interface Builder XML (<\(root.name)> \(type) \(version))\n  size: \(input.bytes.count) bytes\n  elements: \(XIBOutline.count(root))\n")
                return
            }
            if input.isTypedstream {
                let archive = try input.typedstream()
                let header = archive.header
                Output.standardOutput(format == .json
                    ? "{\"path\":\(JSONWriter.quoted(input.path)),\"format\":\"typedstream\",\"byteOrder\":\"\(header.byteOrder.rawValue)\","
                        + "\"streamerVersion\":\(header.streamerVersion),\"systemVersion\":\(header.systemVersion),\"size\":\(input.bytes.count),"
                        + "\"objects\":\(archive.objects.count),\"classes\":\(archive.classes.count)}\n"
                    : "\(input.path):\n  format: NeXT typedstream (\(header.byteOrder.rawValue)), streamer version \(header.streamerVersion), "
                        + "system version \(header.systemVersion)\n  size: \(input.bytes.count) bytes\n  objects: \(archive.objects.count)\n"
                        + "  classes: \(archive.classes.count)\n")
                return
            }
            let propertyList = try input.propertyList()
            if case .plain(let plist)? = propertyList {
                var keys: [String] = []
                if case .dictionary(let entries) = plist {
                    keys = entries.map { if case .string(let key) = $0.key { key } else { "(\($0.key.typeName))" } }
                }
                Output.standardOutput(format == .json
                    ? "{\"path\":\(JSONWriter.quoted(input.path)),\"format\":\"propertyList\",\"propertyList\":\"\(input.propertyListKind)\",\"size\":\(input.bytes.count)}\n"
                    : "\(input.path):\n  format: property list (\(input.propertyListKind)), not a keyed archive\n  size: \(input.bytes.count) bytes\n  keys: \(keys.joined(separator: ", "))\n")
                return
            }
            if case .keyed(let root)? = propertyList {
                let report = KeyedInfoReport(path: input.path, kind: input.propertyListKind, size: input.bytes.count,
                                             root: root, graph: try input.keyedGraph())
                Output.standardOutput(format == .json ? report.json : report.text)
                return
            }
            let report = InfoReport(path: input.path, tables: try input.nibArchive(options: reading.archiveOptions))
            Output.standardOutput(format == .json ? report.json : report.text)
        }
    }
}
