import NIBArchive

/// `nibtool info`: format, versions, counts, table sizes and a class histogram.
struct InfoReport {
    let path: String
    let tables: NIBArchiveTables

    /// Classes by the number of objects using them, most used first, ties by name.
    /// Objects are counted by class-table entry first, so each name is made
    /// once however many objects use it (otherwise a 120 KB file of objects
    /// with one 100 KB class name would take 903 MB in `nibtool info`).
    var classHistogram: [(name: String, count: Int)] {
        var perEntry = [Int](repeating: 0, count: tables.classes.count)
        for object in 0..<tables.objects.count { perEntry[tables.objects[object].classIndex] += 1 }
        return Self.histogram(perEntry.indices.lazy.filter { perEntry[$0] > 0 }.map { (tables.classes[$0], perEntry[$0]) })
    }

    /// Names by how often they occur, most frequent first, ties by name.
    static func histogram(_ names: some Sequence<String>) -> [(name: String, count: Int)] {
        histogram(names.lazy.map { ($0, 1) })
    }

    /// Names by their summed counts, most frequent first, ties by name.
    static func histogram(_ counted: some Sequence<(String, Int)>) -> [(name: String, count: Int)] {
        var counts: [String: Int] = [:]
        for (name, count) in counted { counts[name, default: 0] += count }
        return counts.map { ($0.key, $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }

    /// The indented histogram lines of the text report.
    static func histogramText(_ histogram: [(name: String, count: Int)]) -> String {
        var out = "  classes by object count:\n"
        for (name, count) in histogram {
            let number = String(count)
            out += "    " + String(repeating: " ", count: max(0, 5 - number.count)) + number + " " + name + "\n"
        }
        return out
    }

    static func writeHistogram(_ histogram: [(name: String, count: Int)], into json: inout JSONWriter) {
        json.beginArray(key: "classes")
        for (name, count) in histogram {
            json.beginObject()
            json.string(name, key: "name")
            json.int(count, key: "objects")
            json.endObject()
        }
        json.endArray()
    }

    private var sections: [(name: String, count: Int, range: Range<Int>)] {
        [("objects", tables.objects.count, tables.objects.byteRange),
         ("keys", tables.keys.count, tables.keys.byteRange),
         ("values", tables.values.count, tables.values.byteRange),
         ("classes", tables.classes.count, tables.classes.byteRange)]
    }

    var text: String {
        var out = "\(path):\n"
        out += "  format: NIBArchive, format version \(tables.header.formatVersion), coder version \(tables.header.coderVersion)\n"
        out += "  size: \(tables.bytes.count) bytes\n"
        for section in sections {
            out += "  \(section.name): \(section.count) (\(section.range.count) bytes at offset \(section.range.lowerBound))\n"
        }
        out += "  trailing bytes: \(tables.trailingBytes.count)\n"
        for warning in tables.warnings { out += "  warning: \(warning)\n" }
        return out + Self.histogramText(classHistogram)
    }

    var json: String {
        var json = JSONWriter()
        json.beginObject()
        json.string(path, key: "path")
        json.string("NIBArchive", key: "format")
        json.int(tables.header.formatVersion, key: "formatVersion")
        json.int(tables.header.coderVersion, key: "coderVersion")
        json.int(tables.bytes.count, key: "size")
        json.beginObject(key: "tables")
        for section in sections {
            json.beginObject(key: section.name)
            json.int(section.count, key: "count")
            json.int(section.range.lowerBound, key: "offset")
            json.int(section.range.count, key: "bytes")
            json.endObject()
        }
        json.endObject()
        json.int(tables.trailingBytes.count, key: "trailingBytes")
        json.beginArray(key: "warnings")
        for warning in tables.warnings { json.string(warning.description) }
        json.endArray()
        Self.writeHistogram(classHistogram, into: &json)
        json.endObject()
        return json.output
    }
}
