import NibBytes
import NibGraph
import NibRender
import Typedstream

/// What the typedstream fuzz target checks: a decode gives an archive or a
/// `TypedstreamError` whose offset lies inside the input; every reference in
/// a decoded archive names an object or class it holds; the archive converts
/// to a graph (every reference in range), to NIBArchive bytes within the
/// dump budget or a typed error, and to a render layout; tight limits give
/// the same archive or a limit error, never a crash.
enum TypedstreamChecks {
    static func decode(_ bytes: ByteView) -> String? {
        let archive: TypedstreamArchive
        do {
            archive = try TypedstreamArchive(bytes: bytes)
        } catch {
            guard error.offset >= 0, error.offset < max(bytes.count, 1) else {
                return "error offset \(error.offset) outside the input of \(bytes.count) bytes: \(error)"
            }
            return nil
        }
        if let problem = references(archive) { return problem }
        let graph = NibGraph(typedstream: archive)
        guard graph.objects.count == archive.objects.count + 1 else { return "the graph has \(graph.objects.count) objects" }
        for (index, object) in graph.objects.enumerated() {
            for entry in object.entries {
                if let problem = graphReferences(entry.value, count: graph.objects.count) { return "graph object \(index) \(entry.key): \(problem)" }
            }
        }
        var warnings: [NibGraphWarning] = []
        _ = try? graph.nibArchiveBytes(options: .init(maximumSize: 64 * bytes.count + (1 << 20)), warnings: &warnings)
        let layout = TypedstreamLayout.layout(archive)
        for picture in layout.pictures where picture.views.count > archive.objects.count + 1 {
            return "picture \(picture.name) draws \(picture.views.count) views from \(archive.objects.count) objects"
        }
        let tight = TypedstreamOptions(maximumDepth: 6, maximumObjects: 12, maximumStringLength: 32, maximumValues: 200)
        do {
            let again = try TypedstreamArchive(bytes: bytes, options: tight)
            guard again == archive else { return "tight limits gave a different archive" }
        } catch {
            switch error.kind {
            case .tooDeep, .tooManyObjects, .stringTooLong, .tooManyValues, .invalidTypeEncoding: break
            default: return "tight limits gave an error the default ones did not: \(error)"
            }
        }
        return nil
    }

    private static func references(_ archive: TypedstreamArchive) -> String? {
        for (index, type) in archive.classes.enumerated() {
            if let superclass = type.superclass, !archive.classes.indices.contains(superclass) {
                return "class \(index) has superclass \(superclass) of \(archive.classes.count)"
            }
        }
        var groups = archive.contents
        for (index, object) in archive.objects.enumerated() {
            guard archive.classes.indices.contains(object.classIndex) else { return "object \(index) has class \(object.classIndex)" }
            groups += object.groups
        }
        for group in groups {
            guard group.values.count == group.types.count else { return "a group of \(group.types.count) types holds \(group.values.count) values" }
            for value in group.values {
                if let problem = valueReferences(value, archive) { return problem }
            }
        }
        return nil
    }

    private static func valueReferences(_ value: TypedstreamValue, _ archive: TypedstreamArchive) -> String? {
        switch value {
        case .object(let index?) where !archive.objects.indices.contains(index): return "object reference \(index)"
        case .class(let index?) where !archive.classes.indices.contains(index): return "class reference \(index)"
        case .array(let values), .structure(let values):
            for value in values {
                if let problem = valueReferences(value, archive) { return problem }
            }
            return nil
        default: return nil
        }
    }

    private static func graphReferences(_ value: NibGraph.Value, count: Int) -> String? {
        switch value {
        case .object(let index) where !(0..<count).contains(index): return "reference \(index) of \(count)"
        case .array(let values): return values.lazy.compactMap { graphReferences($0, count: count) }.first
        default: return nil
        }
    }
}
