import NibGraph
import PropertyList

/// `nibtool info` for keyed archives: property-list kind, counts, top-level
/// keys and a class histogram of the object graph.
struct KeyedInfoReport {
    let path: String
    /// "binary" or "XML".
    let kind: String
    let size: Int
    /// The archive's root property list (`$objects`, `$top`), read once the graph decoded.
    let root: PropertyListValue
    let graph: NibGraph

    /// The number of `$objects` entries.
    var archiveObjectCount: Int {
        if case .array(let objects)? = root["$objects"] { return objects.count }
        return 0
    }

    /// `$top`'s keys, in file order.
    var topKeys: [String] {
        guard case .dictionary(let entries)? = root["$top"] else { return [] }
        return entries.compactMap { if case .string(let key) = $0.key { key } else { nil } }
    }

    var classHistogram: [(name: String, count: Int)] {
        InfoReport.histogram(graph.objects.dropFirst().map(\.className))
    }

    var text: String {
        var out = "\(path):\n"
        out += "  format: keyed archive (NSKeyedArchiver, \(kind) property list)\n"
        out += "  size: \(size) bytes\n"
        out += "  $objects: \(archiveObjectCount)\n"
        out += "  graph objects: \(graph.objects.count) (root included)\n"
        out += "  top-level keys: \(topKeys.joined(separator: ", "))\n"
        if graph.archiveLayout != nil { out += "  carries a NIBArchive layout ($nibarchive)\n" }
        return out + InfoReport.histogramText(classHistogram)
    }

    var json: String {
        var json = JSONWriter()
        json.beginObject()
        json.string(path, key: "path")
        json.string("keyed", key: "format")
        json.string(kind, key: "propertyList")
        json.int(size, key: "size")
        json.int(archiveObjectCount, key: "archiveObjects")
        json.int(graph.objects.count, key: "graphObjects")
        json.beginArray(key: "topLevelKeys")
        for key in topKeys { json.string(key) }
        json.endArray()
        InfoReport.writeHistogram(classHistogram, into: &json)
        json.endObject()
        return json.output
    }
}
