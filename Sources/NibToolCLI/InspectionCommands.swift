import ArgumentParser
import NibCoding

/// `nibtool objects`: the nib's objects, like `ibtool --objects`.
struct ObjectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "objects", abstract: "List each nib's objects: class, custom class, placeholders, top-level objects.")
    @Option(help: "Output format: text or json.") var format: DumpCommand.Format = .text
    @OptionGroup var reading: ReadingOptions

    func run() throws {
        try inspect(reading, format) { inspection, text, json in
            json.beginArray(key: "objects")
            for object in inspection.objects {
                text += "  \(InspectionText.describe(object))\(object.isTopLevel ? " [top level]" : "")\n"
                InspectionText.write(object, into: &json)
            }
            json.endArray()
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
        try inspect(reading, format) { inspection, text, json in
            json.beginArray(key: "connections")
            for connection in inspection.connections {
                let source = connection.source.map(InspectionText.describe) ?? "(none)"
                let destinations = connection.destinations.isEmpty ? "(first responder)"
                    : connection.destinations.map(InspectionText.describe).joined(separator: ", ")
                let mask = connection.eventMask.map { " (events 0x\(String($0, radix: 16)))" } ?? ""
                text += "  \(connection.kind.rawValue) \(connection.label): \(source) -> \(destinations)\(mask)\n"
                json.beginObject()
                json.string(connection.kind.rawValue, key: "kind")
                json.string(connection.label, key: "label")
                if let source = connection.source {
                    json.beginObject(key: "source")
                    InspectionText.fields(source, into: &json)
                    json.endObject()
                }
                json.beginArray(key: "destinations")
                for destination in connection.destinations { InspectionText.write(destination, into: &json) }
                json.endArray()
                if let eventMask = connection.eventMask { json.int(eventMask, key: "eventMask") }
                json.endObject()
            }
            json.endArray()
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
        try inspect(reading, format) { inspection, text, json in
            json.beginArray(key: "hierarchy")
            for node in inspection.hierarchy { InspectionText.write(node, depth: 1, text: &text, json: &json) }
            json.endArray()
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
        try inspect(reading, format) { inspection, text, json in
            json.beginArray(key: "classes")
            for entry in inspection.classes {
                var note = entry.isCustom ? " (custom)" : ""
                if let swift = entry.swiftName { note += " (Swift: module \(swift.module), class \(swift.typeName))" }
                let number = String(entry.count)
                text += "  " + String(repeating: " ", count: max(0, 5 - number.count)) + number + " " + entry.name + note + "\n"
                json.beginObject()
                json.string(entry.name, key: "name")
                json.int(entry.count, key: "objects")
                json.bool(entry.isCustom, key: "custom")
                if let swift = entry.swiftName {
                    json.string(swift.module, key: "swiftModule")
                    json.string(swift.typeName, key: "swiftClass")
                }
                json.endObject()
            }
            json.endArray()
        }
    }
}

/// Runs an inspection over every input: text gets a `PATH:` heading, JSON one document per input.
private func inspect(
    _ reading: ReadingOptions, _ format: DumpCommand.Format,
    _ body: (NibInspection, inout String, inout JSONWriter) -> Void
) throws {
    try forEachInput(reading.items()) { input throws(CLIError) in
        let inspection = NibInspection(graph: try input.graph(options: reading.archiveOptions))
        var text = "\(input.path):\n"
        var json = JSONWriter()
        json.beginObject()
        json.string(input.path, key: "path")
        body(inspection, &text, &json)
        json.endObject()
        Output.standardOutput(format == .json ? json.output + "\n" : text)
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

    static func write(_ node: NibInspection.ViewNode, depth: Int, text: inout String, json: inout JSONWriter) {
        text += String(repeating: "  ", count: min(depth, 64)) + describe(node.object) + (node.frame.map { " \($0)" } ?? "") + "\n"
        json.beginObject()
        fields(node.object, into: &json)
        if let frame = node.frame { json.string(frame, key: "frame") }
        json.beginArray(key: "subviews")
        for child in node.subviews { write(child, depth: depth + 1, text: &text, json: &json) }
        json.endArray()
        json.endObject()
    }
}
