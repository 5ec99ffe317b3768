import IBDocument
import NibGraph

/// The state of one legacy compilation: the archive, the UIKit context whose
/// graph and value helpers (colors, fonts, texts, geometry, root lists) it
/// shares with the 3.0 compiler, and the object made for each archive id.
struct LegacyContext {
    let archive: LegacyArchive
    var base: UIKitContext
    /// The object of each archive id, made on first use (a connection may
    /// refer to an object before it is compiled).
    private var objectsByID: [String: Reference] = [:]
    /// Ids whose object has been compiled.
    private var compiledIDs: Set<String> = []
    /// Custom class names by archive id, from the container's
    /// `flattenedProperties` (`OBJECTID.CustomClassName`).
    let customClasses: [String: String]
    /// Ids of the root objects (`IBDocument.RootObjects`).
    let rootIDs: Set<String>

    init(archive: LegacyArchive, options: UIKitCompilerOptions) {
        self.archive = archive
        base = UIKitContext(document: IBDocument(standingFor: archive), options: options)
        var objectIDs: [String: String] = [:]
        for record in archive.objectRecords {
            guard let number = archive.value("objectID", of: record)?.integer,
                  case .reference(let id?)? = record["object"] else { continue }
            objectIDs["\(number)"] = id
        }
        var classes: [String: String] = [:]
        for (key, value) in archive.flattenedProperties where key.hasSuffix(".CustomClassName") {
            let objectID = String(key.dropLast(".CustomClassName".count))
            if let id = objectIDs[objectID], let name = value.string, !name.isEmpty { classes[id] = name }
        }
        customClasses = classes
        rootIDs = Set(archive.rootObjects.compactMap(\.id))
    }

    var sdk: Int { base.sdk }

    // MARK: Objects

    /// The object for archive id `id`, made now if nothing has referred to it yet.
    mutating func object(forID id: String) -> Reference {
        if let reference = objectsByID[id] { return reference }
        let reference = base.builder.addObject("NSObject")
        objectsByID[id] = reference
        return reference
    }

    /// The object `object` compiles to, compiled once however often it is
    /// referred to; nil (with a warning) for a class the compiler does not know.
    mutating func compile(_ object: LegacyObject) -> Reference? {
        guard let kind = LegacyClasses.kind(named: object.className) else {
            if object.id.map({ compiledIDs.insert($0).inserted }) ?? true {
                warn("\(object.className) is not supported yet; it is left out", at: object)
            }
            return nil
        }
        let reference: Reference
        if let id = object.id {
            reference = self.object(forID: id)
            guard compiledIDs.insert(id).inserted else { return reference }
        } else {
            reference = base.builder.addObject("NSObject")
        }
        warnUnknownKeys(object, known: kind.keys)
        kind.compile(&self, object, reference)
        return reference
    }

    /// Makes archive object `object` compile as part of the 3.0 element its
    /// enclosing object builds: the element with its id compiles into the
    /// object the archive's id names, and compiling `object` again returns it.
    mutating func adopt(_ object: LegacyObject) {
        guard let id = object.id else { return }
        compiledIDs.insert(id)
        base.assign(self.object(forID: id), toID: id)
    }

    /// The compiled object `value` is or refers to.
    mutating func compile(_ value: LegacyValue?) -> Reference? {
        archive.object(value).flatMap { compile($0) }
    }

    /// Whether `object`'s class is one the compiler knows.
    func isKnown(_ object: LegacyObject) -> Bool { LegacyClasses.kind(named: object.className) != nil }

    // MARK: Classes

    /// Gives `reference` the class `className`, or `UIClassSwapper` when the
    /// archive names a custom class for the object.
    mutating func beginObject(_ reference: Reference, of object: LegacyObject, className: String) {
        let custom = object.id.flatMap { customClasses[$0] }
        base.builder.setClass(custom == nil ? className : "UIClassSwapper", of: reference)
    }

    /// The swapper's own values after the class's: `UIClassName`, `UIOriginalClassName`.
    mutating func endObject(_ reference: Reference, of object: LegacyObject, className: String) {
        guard let custom = object.id.flatMap({ customClasses[$0] }) else { return }
        base.appendString("UIClassName", custom, to: reference)
        base.appendString("UIOriginalClassName", className, to: reference)
    }

    // MARK: Values

    mutating func append(_ key: String, _ value: NibGraphBuilder.Value, to object: Reference) {
        base.append(key, value, to: object)
    }

    /// Entry `key` of `object`, resolved.
    func value(_ key: String, of object: LegacyObject) -> LegacyValue? { archive.value(key, of: object) }

    /// Entry `key` as a Bool; a value of another type is a warning and counts as absent.
    mutating func bool(_ key: String, of object: LegacyObject) -> Bool? {
        guard let value = value(key, of: object) else { return nil }
        if let bool = value.bool { return bool }
        warnType(key, of: object, expected: "a boolean")
        return nil
    }

    mutating func integer(_ key: String, of object: LegacyObject) -> Int64? {
        guard let value = value(key, of: object) else { return nil }
        if let integer = value.integer { return integer }
        warnType(key, of: object, expected: "an integer")
        return nil
    }

    mutating func double(_ key: String, of object: LegacyObject) -> Double? {
        guard let value = value(key, of: object) else { return nil }
        if let double = value.double { return double }
        warnType(key, of: object, expected: "a number")
        return nil
    }

    mutating func string(_ key: String, of object: LegacyObject) -> String? {
        guard let value = value(key, of: object) else { return nil }
        if let string = value.string { return string }
        if case .null = value { return nil }
        warnType(key, of: object, expected: "a string")
        return nil
    }

    private mutating func warnType(_ key: String, of object: LegacyObject, expected: String) {
        let entry = object.entry(key)
        warn("\(object.className) \(key) is not \(expected); it is ignored", line: entry?.line ?? object.line,
             column: entry?.column ?? object.column)
    }

    /// Numbers of a geometry string (`{{x, y}, {w, h}}`, `{w, h}`): every
    /// number in it, in order; nil when it holds none that read.
    static func numbers(inGeometry text: String) -> [Double]? {
        var numbers: [Double] = []
        for part in text.split(whereSeparator: { "{}, ".contains($0) }) {
            guard let number = Double(part), number.isFinite else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    // MARK: Diagnostics

    /// Keys no class reads: Interface Builder's own bookkeeping, left out of every nib.
    static let designKeys: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "NSNextKeyView", "targetRuntimeIdentifier",
        "NSReuseIdentifierKey", "IBUISimulatedStatusBarMetrics", "IBUISimulatedOrientationMetrics",
        "IBUISimulatedTopBarMetrics", "IBUISimulatedBottomBarMetrics", "IBUISimulatedDestinationMetrics",
        "IBUISimulatedSizeMetrics", "IBUIInterfaceOrientation", "IBUISimulatedNavigationBarMetrics",
    ]

    /// A warning for each entry of `object` neither its class nor Interface Builder's bookkeeping reads.
    private mutating func warnUnknownKeys(_ object: LegacyObject, known: Set<String>) {
        for entry in object.entries {
            guard let key = entry.key, !known.contains(key), !Self.designKeys.contains(key) else { continue }
            warn("\(object.className) \(key) is not supported yet; it is left out", line: entry.line, column: entry.column)
        }
    }

    mutating func warn(_ message: String, at object: LegacyObject) {
        warn(message, line: object.line, column: object.column)
    }

    mutating func warn(_ message: String, line: Int, column: Int) {
        base.log.append(IBDiagnostic(.warning, message, path: archive.path, line: line, column: column))
    }

    mutating func error(_ message: String, at object: LegacyObject) {
        base.log.append(IBDiagnostic(.error, message, path: archive.path, line: object.line, column: object.column))
    }
}

/// How one IB class compiles: the keys it reads (others warn) and what it writes.
struct LegacyClass: Sendable {
    let keys: Set<String>
    let compile: @Sendable (inout LegacyContext, LegacyObject, Reference) -> Void
}
