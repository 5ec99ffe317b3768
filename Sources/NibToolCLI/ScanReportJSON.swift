import NibScan

/// `nibtool scan --format json`: one document, keys in a fixed order (new keys are only ever added).
enum ScanReportJSON {
    static func render(_ report: ScanReport) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.beginArray(key: "inputs")
        for input in report.inputs { json.string(input) }
        json.endArray()
        json.int(report.fileCount, key: "files")
        json.int(report.byteCount, key: "bytes")
        json.int(report.archiveCount, key: "archives")
        json.int(report.archiveBytes, key: "archiveBytes")
        json.int(report.nibCount, key: "nibCount")
        json.beginObject(key: "formats")
        for format in ScannedFormat.allCases { if let number = report.formats[format] { json.int(number, key: format.rawValue) } }
        json.endObject()
        json.beginObject(key: "coderVersions")
        for (version, number) in report.coderVersions.sorted(by: { $0.key < $1.key }) { json.int(number, key: String(version)) }
        json.endObject()
        json.beginObject(key: "containers")
        for (kind, number) in report.containers.sorted(by: { $0.key < $1.key }) { json.int(number, key: kind) }
        json.endObject()
        json.beginArray(key: "nibs")
        for nib in report.nibs {
            json.beginObject()
            json.string(nib.address, key: "address")
            json.string(nib.format.rawValue, key: "format")
            json.int(nib.coderVersion, key: "coderVersion")
            json.int(nib.objectCount, key: "objects")
            json.string(nib.container, key: "container")
            json.bool(nib.decoded, key: "decoded")
            json.endObject()
        }
        json.endArray()
        json.beginArray(key: "classes")
        for (name, number) in report.sortedClasses {
            json.beginObject()
            json.string(name, key: "name")
            json.int(number, key: "objects")
            json.endObject()
        }
        json.endArray()
        json.beginArray(key: "customClasses")
        for item in report.sortedCustomClasses {
            json.beginObject()
            json.string(item.name, key: "name")
            json.string(item.swiftName?.description, key: "swiftName")
            json.string(item.swiftName?.module, key: "module")
            json.int(item.nibCount, key: "nibs")
            json.int(item.referenceCount, key: "references")
            json.endObject()
        }
        json.endArray()
        json.beginArray(key: "failures")
        for failure in report.failures {
            json.beginObject()
            json.string(failure.address, key: "address")
            json.string(failure.message, key: "message")
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.output
    }
}
