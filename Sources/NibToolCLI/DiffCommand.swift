import ArgumentParser
import NibBytes
import NibGraph
import PropertyList

/// `nibtool diff`: compare two compiled nibs object by object (``NibGraphComparison``).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two compiled nibs object by object, whatever their formats.",
        discussion: """
            Both inputs are read into one canonical object graph (NIBArchive or keyed archive, binary or XML), so
            a NIBArchive and its keyed conversion are equal, and the graphs are walked from the root object in
            step. Prints one line per difference, PATH: KIND A ≠ B, then a summary line. Paths follow keys and
            collection elements, e.g. UINibTopLevelObjectsKey[0].UISubviews[2].UIText. Classes, keys and their
            order, values, integer and float widths count; sets have no order. Two .nib directories, .storyboardc
            bundles, folders or archives are compared file by file by name (other property lists, such as a
            storyboard's Info.plist, as graphs of their values).
            Exit status: 0 equal, 1 different, 2 an input could not be read, or a usage error.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Output format: text, or json (an array of {file, path, kind, left, right}).")
    var format: Format = .text

    @Flag(help: "Compare list elements and dictionary pairs without regard to their order.")
    var ignoreOrder = false

    @Flag(help: "Compare each object's keys without regard to their order.")
    var ignoreKeyOrder = false

    @Option(help: "Print at most N differences (all are counted); 0 prints them all.")
    var limit = 100

    @Argument(help: "The reference: a nib file, .nib directory, .storyboardc bundle, folder or archive ('-' for standard input).")
    var a: String

    @Argument(help: "What to compare with it, of the same kind.")
    var b: String

    func validate() throws {
        if limit < 0 { throw ValidationError("--limit must be 0 or more") }
        if a == "-" && b == "-" { throw ValidationError("only one input can be standard input") }
    }

    func run() throws {
        var report = DiffReport(limit: limit == 0 ? .max : limit)
        var trouble = false
        /// Compares two inputs, printing what cannot be read.
        func compare(_ x: InputItem, _ y: InputItem, file: String?) {
            do throws(CLIError) {
                guard let left = try x.read(), let right = try y.read() else { return }
                let comparison = NibGraphComparison(
                    try Self.graph(of: left), try Self.graph(of: right),
                    options: .init(ignoresOrder: ignoreOrder, ignoresKeyOrder: ignoreKeyOrder, limit: report.room))
                report.add(comparison, file: file)
            } catch {
                Output.standardError(error.line + "\n")
                trouble = true
            }
        }
        do throws(CLIError) {
            switch (try DiffSide.open(a), try DiffSide.open(b)) {
            case let (.file(x), .file(y)):
                compare(x, y, file: nil)
            case let (.files(x), .files(y)):
                let names = x.map(\.name) + y.map(\.name).filter { name in !x.contains { $0.name == name } }
                for name in names {
                    switch (x.first { $0.name == name }, y.first { $0.name == name }) {
                    case let (left?, right?): compare(left.item, right.item, file: name)
                    case (_?, nil): report.add(file: name, kind: "missingFile")
                    default: report.add(file: name, kind: "extraFile")
                    }
                }
            case (.file, .files):
                throw CLIError(path: b, message: "holds several files and \(a) is one; name a file inside it")
            case (.files, .file):
                throw CLIError(path: a, message: "holds several files and \(b) is one; name a file inside it")
            }
        } catch {
            Output.standardError(error.line + "\n")
            throw ExitCode(2)
        }
        // After an unreadable input, "no differences" would be false: only differences found are printed.
        if !trouble || report.count > 0 { report.print(format: format) }
        if trouble { throw ExitCode(2) }
        if report.count > 0 { throw ExitCode(1) }
    }

    /// The object graph of a NIBArchive or keyed archive, or of another property list's values.
    static func graph(of input: InputFile) throws(CLIError) -> NibGraph {
        if input.isNIBArchive { return try input.graph(options: .default) }
        switch try input.propertyList() {
        case .keyed?: return try input.keyedGraph()
        case .plain(let value)?: return PropertyListGraph.graph(of: value)
        case nil: throw CLIError(path: input.path, message: "\(InputFile.describeFormat(input.bytes)) (offset 0x0)")
        }
    }
}

/// One side of `nibtool diff`: a file, or the files of a directory, bundle or
/// archive (as `ContainerInputs` expands them, every variant), by name.
enum DiffSide {
    case file(InputItem)
    case files([(name: String, item: InputItem)])

    static func open(_ path: String) throws(CLIError) -> DiffSide {
        let items = try ContainerInputs.expand(path, everyVariant: true, deploymentTarget: nil)
        if items.count == 1, items[0].label == path { return .file(items[0]) }
        return .files(items.map { item in
            let label = item.label
            let name = label.hasPrefix(path + "//") ? String(label.dropFirst(path.count + 2)) : label
            return (name, item)
        })
    }
}

extension InputItem {
    /// The name the item goes by in messages.
    var label: String {
        switch self {
        case let .file(_, label), let .entry(_, _, label), let .note(label, _): label
        case let .failed(error): error.path
        }
    }
}

/// What `nibtool diff` found, kept up to a limit and counted past it.
struct DiffReport {
    struct Record {
        /// The file's name inside both directories; nil when two files are compared.
        var file: String?
        var path: String
        var kind: String
        var left: String?
        var right: String?
    }

    let limit: Int
    private(set) var records: [Record] = []
    private(set) var count = 0
    private var files = 0
    private var differingFiles = 0
    private var byName = false

    init(limit: Int) {
        self.limit = limit
    }

    /// How many more differences are kept.
    var room: Int { max(0, limit - records.count) }

    mutating func add(_ comparison: NibGraphComparison, file: String?) {
        files += 1
        byName = byName || file != nil
        if !comparison.isEqual { differingFiles += 1 }
        count += comparison.count
        for difference in comparison.differences.prefix(room) {
            records.append(Record(file: file, path: difference.path, kind: difference.kind.rawValue,
                                  left: difference.left, right: difference.right))
        }
    }

    /// A file only one side has.
    mutating func add(file: String, kind: String) {
        files += 1
        differingFiles += 1
        byName = true
        count += 1
        if room > 0 { records.append(Record(file: file, path: "", kind: kind, left: nil, right: nil)) }
    }

    func print(format: DiffCommand.Format) {
        switch format {
        case .json:
            var json = JSONWriter()
            json.beginArray()
            for record in records {
                json.beginObject()
                if byName { json.string(record.file, key: "file") }
                json.string(record.path, key: "path")
                json.string(record.kind, key: "kind")
                json.string(record.left, key: "left")
                json.string(record.right, key: "right")
                json.endObject()
            }
            json.endArray()
            Output.standardOutput(json.output)
            if records.count < count { Output.standardError("diff: \(summary)\n") }
        case .text:
            var text = ""
            for record in records { text += Self.line(record) + "\n" }
            Output.standardOutput(text + summary + "\n")
        }
    }

    private var summary: String {
        var text = count == 0 ? "no differences" : count == 1 ? "1 difference" : "\(count) differences"
        if byName { text += count == 0 ? " (\(files) files)" : " in \(differingFiles) of \(files) files" }
        if records.count < count { text += " (first \(records.count) shown; see --limit)" }
        return text
    }

    private static let phrases = [
        "class": "class", "fallbackClasses": "fallback classes", "classChain": "class chain",
        "missingKey": "key only in A", "extraKey": "key only in B", "keyOrder": "key order", "type": "type",
        "value": "value", "missingElement": "element only in A", "extraElement": "element only in B",
        "order": "order", "sharing": "sharing", "missingFile": "file only in A", "extraFile": "file only in B",
    ]

    /// `FILE: PATH: KIND A ≠ B`, or `… KIND: A` when one side has nothing.
    static func line(_ record: Record) -> String {
        let phrase = phrases[record.kind] ?? record.kind
        if record.kind == "missingFile" || record.kind == "extraFile" { return "\(record.file ?? ""): \(phrase)" }
        var text = (record.file.map { "\($0): " } ?? "") + (record.path.isEmpty ? "(root)" : record.path) + ": " + phrase
        switch (record.left, record.right) {
        case let (left?, right?): text += " \(left) ≠ \(right)"
        case let (left?, nil): text += ": \(left)"
        case let (nil, right?): text += ": \(right)"
        case (nil, nil): break
        }
        return text
    }
}

/// A property list that is not an archive (an Info.plist) as an object graph,
/// so `nibtool diff` compares it as it does nibs: the root holds the top
/// dictionary's entries, strings are `NSString` objects, arrays `NSArray`,
/// dictionaries `NSDictionary`, sets `NSSet`, data `NSData`, dates `NSDate`
/// (`NS.time`); integers are int64 (a property list has no widths).
enum PropertyListGraph {
    static func graph(of plist: PropertyListValue) -> NibGraph {
        var objects = [NibGraph.Object(className: "NSObject")]
        func object(_ className: String, _ entries: [NibGraph.Entry]) -> NibGraph.Value {
            objects.append(NibGraph.Object(className: className, entries: entries))
            return .object(objects.count - 1)
        }
        func value(_ plist: PropertyListValue) -> NibGraph.Value {
            switch plist {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .integer(let number): return .integer(number, .int64)
            case .real(let number): return .double(number)
            case .real32(let number): return .float(number)
            case .uid(let number): return .integer(Int64(truncatingIfNeeded: number), .int64)
            case .date(let seconds): return object("NSDate", [NibGraph.Entry("NS.time", .double(seconds))])
            case .data(let bytes): return object("NSData", [NibGraph.Entry("NS.bytes", .data(bytes))])
            case .string(let text): return object("NSString", [NibGraph.Entry("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])
            case .array(let items): return object("NSArray", [NibGraph.Entry("NS.objects", .array(items.map(value)))])
            case .set(let items): return object("NSSet", [NibGraph.Entry("NS.objects", .array(items.map(value)))])
            case .dictionary(let entries):
                let keys = entries.map { value($0.key) }
                return object("NSDictionary", [NibGraph.Entry("NS.keys", .array(keys)),
                                               NibGraph.Entry("NS.objects", .array(entries.map { value($0.value) }))])
            }
        }
        var root: [NibGraph.Entry] = []
        if case .dictionary(let entries) = plist {
            for entry in entries {
                let key: String
                if case .string(let text) = entry.key { key = text } else { key = "\(entry.key)" }
                root.append(NibGraph.Entry(key, value(entry.value)))
            }
        } else {
            root.append(NibGraph.Entry("(root)", value(plist)))
        }
        objects[0].entries = root
        return NibGraph(objects: objects)
    }
}
