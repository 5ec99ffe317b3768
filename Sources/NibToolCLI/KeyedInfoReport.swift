import KeyedArchive
import NibGraph

/// `nibtool info` for keyed archives: property-list kind, counts, top-level
/// keys and a class histogram of the object graph.
struct KeyedInfoReport {
    let path: String
    /// "binary" or "XML".
    let kind: String
    let size: Int
    let archive: KeyedArchive
    let graph: NibGraph

    var classHistogram: [(name: String, count: Int)] {
        InfoReport.histogram(graph.objects.dropFirst().map(\.className))
    }

    var text: String {
        var out = "\(path):\n"
        out += "  format: keyed archive (NSKeyedArchiver, \(kind) property list)\n"
        out += "  size: \(size) bytes\n"
        out += "  $objects: \(archive.objects.count)\n"
        out += "  graph objects: \(graph.objects.count) (root included)\n"
        out += "  top-level keys: \(archive.top.map(\.key).joined(separator: ", "))\n"
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
        json.int(archive.objects.count, key: "archiveObjects")
        json.int(graph.objects.count, key: "graphObjects")
        json.beginArray(key: "topLevelKeys")
        for entry in archive.top { json.string(entry.key) }
        json.endArray()
        InfoReport.writeHistogram(classHistogram, into: &json)
        json.endObject()
        return json.output
    }
}
