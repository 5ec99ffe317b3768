import Foundation
import NibBytes
import NibCoding
import NibGraph

/// What the instantiation fuzz target checks: any NIBArchive or keyed archive
/// either instantiates or fails with a ``NibCodingError``; nothing crashes,
/// loops or grows past the limits. A file read in place (a NIBArchive, most
/// binary keyed archives: what `NibFile(bytes:)` does) is instantiated a
/// second time from the ``NibGraph`` decoded from it, and every value the
/// probe classes decode must come out the same both ways.
enum InstantiationChecks {
    /// What one instantiation decoded, line by line, in order.
    final class Trace {
        var lines: [String] = []
        var probes = 0
    }

    static let traceKey = "swift-nib.InstantiationChecks.trace"

    /// The trace of the instantiation running on this thread, if one is being recorded.
    static var currentTrace: Trace? { Thread.current.threadDictionary[traceKey] as? Trace }

    /// Decodes every value of its object with every typed decoder, and
    /// records what each gave in the current trace.
    final class Probe: NibDecodable, NibKeyValueSettable, NibAwakening {
        let number: Int
        let className: String

        init(coder: NibObjectDecoder) throws {
            let trace = InstantiationChecks.currentTrace
            number = trace?.probes ?? 0
            trace?.probes += 1
            className = coder.className
            trace?.lines.append("probe \(number) \(className)")
            for entry in coder.entries {
                let key = entry.key
                trace?.lines.append("  \(key): " + [
                    Self.outcome { describe(try coder.decodeObject(forKey: key)) },
                    Self.outcome { "\(try coder.decodeRect(forKey: key))" },
                    Self.outcome { "\(try coder.decodePoint(forKey: key))" },
                    Self.outcome { "\(String(describing: try coder.decodeString(forKey: key)))" },
                    Self.outcome { "\(try coder.decodeInt64(forKey: key))" },
                    Self.outcome { "\(try coder.decodeDouble(forKey: key).bitPattern)" },
                ].joined(separator: " | "))
                try coder.decodeObject(forKey: key) { trace?.lines.append("  \(key) delivered: \(describe($0))") }
            }
        }

        /// A decoder's result, or the kind of error it threw (object indices
        /// left out: they are graph numbering, not meaning).
        static func outcome(_ body: () throws -> String) -> String {
            do { return try body() } catch let error as NibCodingError { return "error \(error.message)" } catch { return "error \(error)" }
        }

        func setValue(_ value: Any?, forNibKey key: String) throws {
            InstantiationChecks.currentTrace?.lines.append("set \(key) on probe \(number): \(describe(value))")
        }

        func awakeFromNib() {
            InstantiationChecks.currentTrace?.lines.append("awake probe \(number)")
        }
    }

    /// A decoded value, described the same whatever path built it.
    static func describe(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let probe as Probe: "probe \(probe.number)"
        case let dynamic as NibDynamicObject: "dynamic \(dynamic.className)"
        case let placeholder as NibPlaceholder: "placeholder \(placeholder.identifier)"
        case let text as String: "string \(text.debugDescription)"
        case let bytes as [UInt8]: "data \(bytes.count) \(Array(bytes.prefix(16)))"
        case let items as [Any]: "[" + items.map(describe).joined(separator: ", ") + "]"
        case let dictionary as [String: Any]:
            "{" + dictionary.keys.sorted().map { "\($0.debugDescription): \(describe(dictionary[$0]))" }.joined(separator: ", ") + "}"
        case let other?: "\(type(of: other)) \(other)"
        }
    }

    static let options = NibDecodingOptions(maximumDepth: 64, maximumObjects: 1 << 16, maximumBytes: 1 << 24)

    static let registry: NibClassRegistry = {
        var registry = NibClassRegistry()
        for name in ["UIView", "UILabel", "UIButton", "NSView", "NSWindowTemplate", "NSCustomObject"] {
            registry.register(Probe.self, as: name)
        }
        return registry
    }()

    /// Instantiates `file` with the probes and returns what they recorded and how it ended.
    static func traced(_ file: NibFile) -> (trace: [String], failure: String?) {
        let trace = Trace()
        Thread.current.threadDictionary[traceKey] = trace
        defer { Thread.current.threadDictionary[traceKey] = nil }
        do {
            let result = try file.instantiate(owner: Probe?.none, registry: registry, options: options)
            trace.lines.append("top: " + result.topLevelObjects.map { describe($0) }.joined(separator: ", "))
            trace.lines.append("outlets: " + result.outlets.map { "\(describe($0.source)).\($0.key)" }.joined(separator: ", "))
            trace.lines.append("actions: " + result.actions.map { "\(describe($0.source)) \($0.selector)" }.joined(separator: ", "))
            trace.lines.append("awakened: \(result.awakened.count)")
            return (trace.lines, nil)
        } catch let error as NibCodingError {
            trace.lines.append("error \(error.message)")
            return (trace.lines, nil)
        } catch {
            return (trace.lines, "instantiation threw a non-NibCodingError: \(error)")
        }
    }

    static func instantiate(_ bytes: ByteView) -> String? {
        guard let file = try? NibFile(bytes: bytes) else { return nil }
        let (trace, failure) = traced(file)
        if let failure { return failure }
        // Built once: for a file read in place, `file.graph` decodes the file again.
        let graph: NibGraph
        do { graph = try file.graph } catch { return "read in place, but its graph does not decode: \(error)" }
        if case .graph = file.objects {} else if let finding = sameTrace(trace, NibFile(graph: graph)) {
            return finding
        }
        let inspection = NibInspection(graph: graph)
        _ = inspection.connections
        _ = inspection.hierarchy
        return nil
    }

    /// Nil when instantiating `file` records `trace`, else where the two differ.
    static func sameTrace(_ trace: [String], _ file: NibFile) -> String? {
        let other = traced(file)
        if let failure = other.failure { return "from the graph: " + failure }
        guard other.trace != trace else { return nil }
        let line = zip(trace, other.trace).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(trace.count, other.trace.count)
        let inPlace = line < trace.count ? trace[line] : "(end)"
        let viaGraph = line < other.trace.count ? other.trace[line] : "(end)"
        return "read in place and through the graph differ at line \(line): \(inPlace) / \(viaGraph)"
    }
}
