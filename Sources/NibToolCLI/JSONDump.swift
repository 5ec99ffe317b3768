import NibBytes
import NIBArchive

/// `nibtool dump --format json`: the archive as stable JSON.
///
/// Shape (documented in docs/nibtool.md, "JSON dump format"):
/// `{"path", "format": "NIBArchive", "formatVersion", "coderVersion",
///   "trailingBytes" (base64), "objects": [{"index", "class",
///   "fallbackClasses", "values": [{"key", "type", "value", ...}]}]}`.
/// Object references are object indices. Data values are base64 and may
/// carry an interpretation: `"string"` (NS.bytes of a string object),
/// `"floats"` + `"floatType"` (typed float arrays), or `"archive"` (a
/// nested NIBArchive, same shape without `path`).
enum JSONDump {
    static func render(_ tables: NIBArchiveTables, path: String, format: String = "NIBArchive", into sink: inout OutputSink)
        throws(CLIError)
    {
        var json = JSONWriter()
        var nested = NestedArchives()
        try write(tables, path: path, format: format, into: &json, sink: &sink, nested: &nested)
        try sink.take(&json.output)
    }

    static func write(
        _ tables: NIBArchiveTables, path: String?, format: String = "NIBArchive", into json: inout JSONWriter,
        sink: inout OutputSink, nested: inout NestedArchives, key: String? = nil
    ) throws(CLIError) {
        json.beginObject(key: key)
        if let path { json.string(path, key: "path") }
        json.string(format, key: "format")
        json.int(tables.header.formatVersion, key: "formatVersion")
        json.int(tables.header.coderVersion, key: "coderVersion")
        json.string(Base64.encode(tables.trailingBytes), key: "trailingBytes")
        json.beginArray(key: "objects")
        let bytesKey = tables.wellKnownKeys.bytes
        for object in 0..<tables.objects.count {
            try sink.take(&json.output)
            json.beginObject()
            json.int(object, key: "index")
            json.string(tables.className(ofObject: object), key: "class")
            json.beginArray(key: "fallbackClasses")
            // One name at a time: a class may list one long name thousands of times.
            for fallback in tables.classes.fallbacks(at: tables.objects[object].classIndex) {
                try sink.takeIfFull(&json.output)
                json.string(tables.classes[fallback])
            }
            json.endArray()
            let isString = tables.string(ofObject: object) != nil
            json.beginArray(key: "values")
            for keyed in tables.values(ofObject: object) {
                try sink.takeIfFull(&json.output)
                json.beginObject()
                json.string(tables.key(of: keyed), key: "key")
                json.string(keyed.value.typeName, key: "type")
                writeValue(keyed.value, into: &json)
                if case .data(let data) = keyed.value {
                    if isString && keyed.keyIndex == bytesKey {
                        json.string(String(decoding: data, as: UTF8.self), key: "string")
                    } else if let archive = nested.archive(in: data, of: tables) {
                        try write(archive, path: nil, into: &json, sink: &sink, nested: &nested, key: "archive")
                    } else if let floats = NIBFloatArray(data: data) {
                        json.string(floats.elementType == .float32 ? "float32" : "float64", key: "floatType")
                        json.doubles(floats.values, key: "floats")
                    }
                }
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private static func writeValue(_ value: NIBValue, into json: inout JSONWriter) {
        switch value {
        case .int8(let v): json.int(v, key: "value")
        case .int16(let v): json.int(v, key: "value")
        case .int32(let v): json.int(v, key: "value")
        case .int64(let v): json.int(v, key: "value")
        case .bool(let v): json.bool(v, key: "value")
        case .float32(let v): json.double(Double(v), key: "value")
        case .float64(let v): json.double(v, key: "value")
        case .data(let bytes): json.string(Base64.encode(bytes), key: "value")
        case .null: json.null(key: "value")
        case .object(let index): json.int(index, key: "value")
        }
    }
}
