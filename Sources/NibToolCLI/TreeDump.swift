import NibBytes
import NIBArchive

/// `nibtool dump`: the object graph as an indented tree from the root,
/// following object references. An object is expanded once; later
/// references say `(see above)`, and a reference back to an object still
/// being expanded says `(cycle)`. Strings and numbers print inline.
/// Objects the root does not reach follow under `unreachable:`.
struct TreeDump {
    let tables: NIBArchiveTables
    /// Deeper levels are not indented further, to keep output linear in the input.
    static let maximumIndent = 64

    private var expanded: [Bool]
    private var onPath: [Bool]
    private var output = ""
    /// Each described object's summary, worked out once per dump (see `summary(of:)`).
    private var summaries: [Int: Summary] = [:]
    /// Shared with the dumps of nested archives (moved in and out, never copied).
    private var nested = NestedArchives()

    init(_ tables: NIBArchiveTables) {
        self.tables = tables
        expanded = Array(repeating: false, count: tables.objects.count)
        onPath = expanded
    }

    /// Writes the whole tree to `sink`.
    static func render(_ tables: NIBArchiveTables, into sink: inout OutputSink) throws(CLIError) {
        var nested = NestedArchives()
        try render(tables, into: &sink, indent: 0, nested: &nested)
    }

    /// Writes the tree of `tables` indented by `indent`, opening nested archives through `nested`.
    private static func render(_ tables: NIBArchiveTables, into sink: inout OutputSink, indent: Int,
                               nested: inout NestedArchives) throws(CLIError) {
        var dump = TreeDump(tables)
        swap(&dump.nested, &nested)
        defer { swap(&dump.nested, &nested) }
        try dump.run(baseIndent: indent, sink: &sink)
        try sink.take(&dump.output)
    }

    private struct Frame {
        let object: Int
        var nextValue: Int
        let depth: Int
    }

    private mutating func run(baseIndent: Int, sink: inout OutputSink) throws(CLIError) {
        guard tables.objects.count > 0 else {
            line("(no objects)", depth: baseIndent)
            return
        }
        try expand(NIBArchiveTables.rootObject, depth: baseIndent, sink: &sink)
        var headed = false
        for object in 0..<tables.objects.count where !expanded[object] {
            if !headed {
                line("unreachable:", depth: baseIndent)
                headed = true
            }
            try expand(object, depth: baseIndent + 1, sink: &sink)
        }
    }

    /// Prints `object` and everything it reaches, with an explicit stack (no recursion).
    private mutating func expand(_ root: Int, depth: Int, sink: inout OutputSink) throws(CLIError) {
        // Checked before the early return for leaves, so many unreachable leaves cannot pile up text.
        try sink.takeIfFull(&output)
        let rootDescription = describe(root)
        line(rootDescription.header, depth: depth)
        expanded[root] = true
        guard !rootDescription.isLeaf else { return }
        onPath[root] = true
        var stack = [Frame(object: root, nextValue: tables.objects[root].valuesStart, depth: depth + 1)]
        while let top = stack.last {
            try sink.takeIfFull(&output)
            let range = tables.objects[top.object].valueRange
            guard top.nextValue < range.upperBound else {
                onPath[top.object] = false
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].nextValue += 1
            let keyed = tables.values[top.nextValue]
            let key = tables.key(of: keyed)
            guard case .object(let target) = keyed.value else {
                let archive = if case .data(let data) = keyed.value { nested.archive(in: data, of: tables) } else { NIBArchiveTables?.none }
                line("\(key) = \(ValueText.describe(keyed.value, isNestedArchive: archive != nil))", depth: top.depth)
                if let archive {
                    try sink.take(&output)
                    try TreeDump.render(archive, into: &sink, indent: min(top.depth + 1, Self.maximumIndent), nested: &nested)
                }
                continue
            }
            let targetDescription = describe(target)
            if onPath[target] {
                line("\(key) = \(targetDescription.header) (cycle)", depth: top.depth)
            } else if expanded[target] && !targetDescription.isLeaf {
                line("\(key) = \(targetDescription.header) (see above)", depth: top.depth)
            } else {
                line("\(key) = \(targetDescription.header)", depth: top.depth)
                expanded[target] = true
                if !targetDescription.isLeaf {
                    onPath[target] = true
                    stack.append(Frame(object: target, nextValue: tables.objects[target].valuesStart, depth: top.depth + 1))
                }
            }
        }
    }

    /// `#3 NSString "text"`, `#4 NSNumber 12`, `#5 NSArray (array, 3 elements)` or `#6 UIView`,
    /// and whether the object is a leaf (strings and numbers print on one line and are not expanded).
    private mutating func describe(_ object: Int) -> (header: String, isLeaf: Bool) {
        let text = "#\(object) \(tables.className(ofObject: object))"
        switch summary(of: object) {
        case .string(let bytes): return (text + " " + ValueText.quoted(String(decoding: bytes, as: UTF8.self)), true)
        case .number(.integer(let v)): return (text + " \(v)", true)
        case .number(.double(let v)): return (text + " \(ValueText.number(v))", true)
        case .number(.bool(let v)): return (text + (v ? " true" : " false"), true)
        case .other(let note): return (text + note, false)
        }
    }

    /// What `describe` prints after an object's class name.
    private enum Summary {
        /// A string object's `NS.bytes` (a view into the file, not a copy).
        case string(ByteView)
        case number(NIBNumber)
        /// Any other object; the note is ` (array, 3 elements)` for an inlined collection, else empty.
        case other(note: String)
    }

    /// The summary of `object`, kept in `summaries`: finding it reads the object's values
    /// (all of them for a collection), and a hostile file may reference one object with
    /// many values many times.
    private mutating func summary(of object: Int) -> Summary {
        if let known = summaries[object] { return known }
        var summary = Summary.other(note: "")
        if tables.role(ofObject: object) == .string, let key = tables.wellKnownKeys.bytes,
           case .data(let bytes)? = tables.value(forKeyIndex: key, ofObject: object) {
            summary = .string(bytes)   // as `tables.string(ofObject:)`, without copying the text
        } else if let number = tables.number(ofObject: object) {
            summary = .number(number)
        } else if let collection = try? tables.inlinedCollection(ofObject: object) {
            let count = collection.kind == .dictionary ? collection.elements.count / 2 : collection.elements.count
            let noun = collection.kind == .dictionary ? (count == 1 ? "entry" : "entries") : (count == 1 ? "element" : "elements")
            summary = .other(note: " (\(collection.kind.rawValue), \(count) \(noun))")
        }
        summaries[object] = summary
        return summary
    }

    private mutating func line(_ text: String, depth: Int) {
        if depth > Self.maximumIndent {
            output += String(repeating: "  ", count: Self.maximumIndent) + "(depth \(depth)) "
        } else {
            output += String(repeating: "  ", count: depth)
        }
        output += text
        output += "\n"
    }
}
