import NIBArchive

/// `nibtool dump --flat`: the four tables as they are in the file.
enum FlatDump {
    static func render(_ tables: NIBArchiveTables, into sink: inout OutputSink) throws(CLIError) {
        var out = ""
        var nested = NestedArchives()
        let header = tables.header
        out += "header: format \(header.formatVersion), coder \(header.coderVersion)\n"
        out += "  objects: \(header.objectCount) at \(header.objectsOffset)\n"
        out += "  keys: \(header.keyCount) at \(header.keysOffset)\n"
        out += "  values: \(header.valueCount) at \(header.valuesOffset)\n"
        out += "  classes: \(header.classCount) at \(header.classesOffset)\n"
        out += "  trailing bytes: \(tables.trailingBytes.count)\n"
        out += "classes:\n"
        for index in 0..<tables.classes.count {
            try sink.takeIfFull(&out)
            out += "  [\(index)] \(tables.classes[index])"
            // One fallback at a time: a class may list one long name thousands of times.
            for (position, fallback) in tables.classes.fallbacks(at: index).enumerated() {
                try sink.takeIfFull(&out)
                out += (position == 0 ? " fallbacks: " : ", ") + "[\(fallback)] \(tables.classes[fallback])"
            }
            out += "\n"
        }
        out += "keys:\n"
        for index in 0..<tables.keys.count {
            try sink.takeIfFull(&out)
            out += "  [\(index)] \(tables.keys[index])\n"
        }
        out += "objects:\n"
        for object in 0..<tables.objects.count {
            try sink.take(&out)
            let entry = tables.objects[object]
            out += "  #\(object) [\(entry.classIndex)] \(tables.classes[entry.classIndex])"
            out += " values \(entry.valuesStart)..<\(entry.valuesStart + entry.valueCount)\n"
            for valueIndex in entry.valueRange {
                try sink.takeIfFull(&out)
                let keyed = tables.values[valueIndex]
                out += "    (\(valueIndex)) [\(keyed.keyIndex)] \(tables.keys[keyed.keyIndex]) = "
                let isNestedArchive = if case .data(let data) = keyed.value { nested.archive(in: data, of: tables) != nil } else { false }
                out += ValueText.describe(keyed.value, isNestedArchive: isNestedArchive) + "\n"
            }
        }
        try sink.take(&out)
    }
}
