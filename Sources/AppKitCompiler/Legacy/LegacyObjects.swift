import IBDocument
import NibGraph

/// The objects of a Mac Interface Builder 3 archive, copied into a graph.
///
/// A Mac archive holds AppKit's own objects (`NSWindowTemplate`, `NSView`,
/// cells, `NSFont`, `NSColor`) keyed as `NSKeyedArchiver` keys them, so each
/// is copied with its class and values: strings as `NSString` objects,
/// `NSMutableString`s with their characters, arrays and sets with their
/// items, references to one shared object. Interface Builder's own objects
/// (class names starting `IB`) are design-time data and are left out.
struct LegacyObjects {
    let archive: LegacyArchive
    var builder: NibGraphBuilder
    /// Warnings about values that cannot be read (they are left out).
    var diagnostics: [IBDiagnostic] = []
    /// The graph object of each archive object that has an id.
    private(set) var referenceByID: [String: Reference] = [:]
    /// The custom class of each object id that has one, set before any object is added.
    var customClasses: [String: String] = [:]
    /// Objects copied now, against chains of references without end.
    private var depth = 0
    static let maximumDepth = 1_000
    /// The dictionaries being copied: a dictionary is made after its values,
    /// so one that holds itself (directly or through others) is cut there.
    private var dictionariesInProgress: Set<String> = []

    init(archive: LegacyArchive, builder: NibGraphBuilder) {
        self.archive = archive
        self.builder = builder
    }

    /// The graph object for `object`, copied on first use.
    ///
    /// An object with a custom class (``customClasses``) is an
    /// `NSClassSwapper` whose class names come before the object's own
    /// values, as -[NSClassSwapper encodeWithCoder:] writes them (every Apple
    /// NIBArchive of the corpus with a class swapper shows it; a keyed
    /// archive has no order).
    mutating func add(_ object: LegacyObject) -> Reference {
        if let id = object.id, let known = referenceByID[id] { return known }
        let customClass = object.id.flatMap { customClasses[$0] }
        let reference = builder.addObject(customClass == nil ? object.className : "NSClassSwapper")
        if let customClass {
            builder.append("NSClassName", .object(builder.string(customClass)), to: reference)
            builder.append("NSOriginalClassName", .object(builder.string(object.className)), to: reference)
        }
        if let id = object.id { referenceByID[id] = reference }
        depth += 1
        defer { depth -= 1 }
        var items: [Reference] = []
        // Interface Builder writes a set's members as a sorted array.
        let sorted = object.className.hasSuffix("Set") ? object["set.sortedObjects"] : nil
        for item in archive.items(sorted) {
            if let member = self.item(item) { items.append(member) }
        }
        for entry in object.entries where entry.key != "set.sortedObjects" || sorted == nil {
            if case .invalid(let name, let text) = entry.value {
                // The text is the document's: a hostile one may be megabytes long.
                let what = text.isEmpty ? "<\(name)>" : "<\(name)> \"\(text.prefix(40))\(text.dropFirst(40).isEmpty ? "" : "…")\""
                diagnostics.append(IBDiagnostic(.warning, "\(what) in \(object.className) cannot be read; it is left out",
                                                path: archive.path, line: entry.line, column: entry.column))
                continue
            }
            if entry.key == nil, let item = self.item(entry.value) {
                items.append(item)
            } else if let key = entry.key, let value = value(entry.value) {
                builder.append(key, value, to: reference)
            }
        }
        if Self.collections.contains(object.className) {
            builder.append(FoundationClasses.objectsKey, items, to: reference)
        }
        return reference
    }

    /// The graph object an archive value refers to, when it is an object.
    mutating func reference(_ value: LegacyValue?) -> Reference? {
        guard let value, case .object(let object)? = self.value(value) else { return nil }
        return object
    }

    /// A collection's item or a dictionary's value: an object, or a number,
    /// string or data as the Foundation object that holds it.
    mutating func item(_ value: LegacyValue) -> Reference? {
        switch self.value(value) {
        case .object(let object)?: return object
        case .integer(let number)?: return builder.number(number)
        case .double(let number)?: return builder.number(number)
        case .bool(let flag)?: return builder.number(flag)
        case .data(let bytes)?: return builder.dataObject(bytes)
        default: return nil
        }
    }

    /// `value` as a graph value; nil for what a nib does not hold
    /// (Interface Builder's own objects, unreadable values).
    mutating func value(_ value: LegacyValue) -> NibGraphBuilder.Value? {
        switch value {
        case .integer(let number): return .integer(number)
        case .real(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .object(builder.string(text))
        case .bytes(let bytes): return .data(bytes)
        case .null: return .null
        case .object(let object):
            if object.className.hasPrefix("IB") { return nil }
            if depth >= Self.maximumDepth, object.id.flatMap({ referenceByID[$0] }) == nil { return .null }
            if object.className == "NSMutableString" || object.className == "NSString",
               case .string(let text)? = object["NS.bytes"] {
                return .object(builder.unpooledString(text, className: object.className))
            }
            if Self.dictionaries.contains(object.className) { return dictionary(object).map { .object($0) } ?? .null }
            // A mutable data object is archived as one (`NS.data`), not as a plain data value.
            if object.className == "NSMutableData", case .bytes(let bytes)? = object["NS.bytes"] {
                let data = builder.addObject(object.className)
                builder.append("NS.data", .data(bytes), to: data)
                return .object(data)
            }
            return .object(add(object))
        case .reference(let id):
            // A reference to nothing stands for nil; one to a value (not an object) is that value.
            guard let id, let target = archive.valuesByID[id] else { return .null }
            if case .reference = target { return .null }
            return self.value(target)
        case .invalid: return nil
        }
    }

    /// A dictionary (`NS.key.N`/`NS.object.N` in the archive) as keyed
    /// archives hold one: `NS.keys` and `NS.objects`. Nil, with a warning, for
    /// a dictionary met again inside its own values.
    private mutating func dictionary(_ object: LegacyObject) -> Reference? {
        if let id = object.id {
            if let known = referenceByID[id] { return known }
            guard dictionariesInProgress.insert(id).inserted else {
                diagnostics.append(IBDiagnostic(.warning, "dictionary \(id) holds itself; the inner reference is left out (nil)",
                                                path: archive.path, line: object.line, column: object.column))
                return nil
            }
        }
        depth += 1
        defer {
            depth -= 1
            if let id = object.id { dictionariesInProgress.remove(id) }
        }
        var pairs: [(key: Reference, value: Reference)] = []
        for (key, value) in archive.pairs(.object(object)) {
            if let item = item(value) { pairs.append((builder.string(key), item)) }
        }
        let reference = builder.dictionary(pairs, className: object.className)
        if let id = object.id { referenceByID[id] = reference }
        return reference
    }

    static let dictionaries: Set<String> = ["NSDictionary", "NSMutableDictionary"]

    /// The classes whose unkeyed entries are their items (`NS.objects`).
    static let collections: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"]
}
