import ArgumentParser
import NibCoding

/// `nibtool objects`: the nib's objects, like `ibtool --objects`.
struct ObjectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "objects", abstract: "List each nib's objects: class, custom class, placeholders, top-level objects.")
    @Option(help: "Output format: text or json.") var format: DumpCommand.Format = .text
    @OptionGroup var reading: ReadingOptions

    func run() throws {
        try inspect(reading, format) { inspection, output throws(CLIError) in
            output.json.beginArray(key: "objects")
            for object in inspection.objects {
                if output.isJSON {
                    InspectionText.write(object, into: &output.json)
                } else {
                    output.text += "  \(InspectionText.describe(object))\(object.isTopLevel ? " [top level]" : "")\n"
                }
                try output.pass()
            }
            output.json.endArray()
        }
    }
}

/// `nibtool connections`: outlets, outlet collections and actions, like `ibtool --connections`.
struct ConnectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "connections", abstract: "List each nib's outlets, outlet collections and actions with their ends.")
    @Option(help: "Output format: text or json.") var format: DumpCommand.Format = .text
    @OptionGroup var reading: ReadingOptions

    func run() throws {
        try inspect(reading, format) { inspection, output throws(CLIError) in
            output.json.beginArray(key: "connections")
            // Passed on after each destination: one array may be listed by many collections.
            for connection in inspection.connections {
                if output.isJSON {
                    output.json.beginObject()
                    output.json.string(connection.kind.rawValue, key: "kind")
                    output.json.string(connection.label, key: "label")
                    if let source = connection.source {
                        output.json.beginObject(key: "source")
                        InspectionText.fields(source, into: &output.json)
                        output.json.endObject()
                    }
                    output.json.beginArray(key: "destinations")
                    for destination in connection.destinations {
                        InspectionText.write(destination, into: &output.json)
                        try output.pass()
                    }
                    output.json.endArray()
                    if let eventMask = connection.eventMask { output.json.int(eventMask, key: "eventMask") }
                    output.json.endObject()
                } else {
                    let source = connection.source.map(InspectionText.describe) ?? "(none)"
                    output.text += "  \(connection.kind.rawValue) \(connection.label): \(source) -> "
                    if connection.destinations.isEmpty { output.text += "(first responder)" }
                    for (position, destination) in connection.destinations.enumerated() {
                        output.text += (position > 0 ? ", " : "") + InspectionText.describe(destination)
                        try output.pass()
                    }
                    output.text += (connection.eventMask.map { " (events 0x\(String($0, radix: 16)))" } ?? "") + "\n"
                }
                try output.pass()
            }
            output.json.endArray()
        }
    }
}

/// `nibtool hierarchy`: the view trees under the top-level objects, like `ibtool --hierarchy`.
struct HierarchyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hierarchy", abstract: "Print each nib's view hierarchy with frames.")
    @Option(help: "Output format: text or json.") var format: DumpCommand.Format = .text
    @OptionGroup var reading: ReadingOptions

    func run() throws {
        try inspect(reading, format) { inspection, output throws(CLIError) in
            output.json.beginArray(key: "hierarchy")
            for node in inspection.hierarchy { try InspectionText.write(node, depth: 1, into: &output) }
            output.json.endArray()
        }
    }
}

/// `nibtool classes`: classes by object count, custom classes and Swift modules, like `ibtool --classes`.
struct ClassesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classes", abstract: "List each nib's classes by object count, marking custom classes and Swift modules.")
    @Option(help: "Output format: text or json.") var format: DumpCommand.Format = .text
    @OptionGroup var reading: ReadingOptions

    func run() throws {
        try inspect(reading, format) { inspection, output throws(CLIError) in
            output.json.beginArray(key: "classes")
            for entry in inspection.classes {
                if output.isJSON {
                    output.json.beginObject()
                    output.json.string(entry.name, key: "name")
                    output.json.int(entry.count, key: "objects")
                    output.json.bool(entry.isCustom, key: "custom")
                    if let swift = entry.swiftName {
                        output.json.string(swift.module, key: "swiftModule")
                        output.json.string(swift.typeName, key: "swiftClass")
                    }
                    output.json.endObject()
                } else {
                    var note = entry.isCustom ? " (custom)" : ""
                    if let swift = entry.swiftName { note += " (Swift: module \(swift.module), class \(swift.typeName))" }
                    let number = String(entry.count)
                    output.text += "  " + String(repeating: " ", count: max(0, 5 - number.count)) + number + " " + entry.name + note + "\n"
                }
                try output.pass()
            }
            output.json.endArray()
        }
    }
}

/// Runs an inspection over every input: text gets a `PATH:` heading, JSON one
/// document per input. Output goes through an `OutputSink`: written in chunks,
/// and stopped with an error once it passes the sink's budget for the input.
private func inspect(
    _ reading: ReadingOptions, _ format: DumpCommand.Format,
    _ body: (NibInspection, inout InspectionOutput) throws(CLIError) -> Void
) throws {
    try forEachInput(reading.items()) { input throws(CLIError) in
        let inspection = NibInspection(graph: try input.graph(options: reading.archiveOptions))
        var output = InspectionOutput(format: format, sink: OutputSink(path: input.path, inputSize: input.bytes.count))
        defer { output.sink.flush() }
        output.text = "\(input.path):\n"
        output.json.beginObject()
        output.json.string(input.path, key: "path")
        try body(inspection, &output)
        output.json.endObject()
        output.json.output += "\n"
        try output.pass(all: true)
    }
}

/// One input's inspection output on its way to an `OutputSink`. The commands
/// write `json` when `isJSON`, else `text`; `pass` hands it to the sink a chunk
/// at a time, so memory stays near a chunk however long the output is.
struct InspectionOutput {
    let isJSON: Bool
    var text = ""
    var json = JSONWriter()
    var sink: OutputSink

    init(format: DumpCommand.Format, sink: OutputSink) {
        self.isJSON = format == .json
        self.sink = sink
    }

    /// Hands what has gathered to the sink once it fills a chunk, or all of it
    /// when `all` is set; throws once the output passes the sink's budget.
    mutating func pass(all: Bool = false) throws(CLIError) {
        switch (isJSON, all) {
        case (true, true): try sink.take(&json.output)
        case (true, false): try sink.takeIfFull(&json.output)
        case (false, true): try sink.take(&text)
        case (false, false): try sink.takeIfFull(&text)
        }
    }
}

/// Shared wording of the inspection verbs.
enum InspectionText {
    static func describe(_ object: NibInspection.ObjectSummary) -> String {
        var text = "#\(object.index) \(object.className)"
        if let archived = object.archivedClassName { text += " (\(archived))" }
        if let placeholder = object.placeholder { text += " (\(placeholder))" }
        return text
    }

    static func fields(_ object: NibInspection.ObjectSummary, into json: inout JSONWriter) {
        json.int(object.index, key: "index")
        json.string(object.className, key: "class")
        if let archived = object.archivedClassName { json.string(archived, key: "archivedClass") }
        if let placeholder = object.placeholder { json.string(placeholder, key: "placeholder") }
        json.bool(object.isTopLevel, key: "topLevel")
    }

    static func write(_ object: NibInspection.ObjectSummary, into json: inout JSONWriter) {
        json.beginObject()
        fields(object, into: &json)
        json.endObject()
    }

    static func write(_ node: NibInspection.ViewNode, depth: Int, into output: inout InspectionOutput) throws(CLIError) {
        if output.isJSON {
            output.json.beginObject()
            fields(node.object, into: &output.json)
            if let frame = node.frame { output.json.string(frame, key: "frame") }
            output.json.beginArray(key: "subviews")
        } else {
            output.text += String(repeating: "  ", count: min(depth, 64)) + describe(node.object) + (node.frame.map { " \($0)" } ?? "") + "\n"
        }
        try output.pass()
        for child in node.subviews { try write(child, depth: depth + 1, into: &output) }
        if output.isJSON {
            output.json.endArray()
            output.json.endObject()
        }
    }
}
