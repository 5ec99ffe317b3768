import NibScan

/// `nibtool scan`'s text summary.
enum ScanReportText {
    static func render(_ report: ScanReport, top: Int) -> String {
        var text = "scanned: \(count(report.inputs.count, "input")), \(count(report.fileCount, "file")) (\(megabytes(report.byteCount)))"
        if report.archiveCount > 0 {
            text += ", \(count(report.archiveCount, "archive")) (\(megabytes(report.archiveBytes)) stored)"
        }
        text += "\nnibs: \(report.nibCount)\n"
        for format in ScannedFormat.allCases where format.isNib {
            guard let number = report.formats[format] else { continue }
            text += row(format.rawValue, number)
            if format == .nibArchive, !report.coderVersions.isEmpty {
                text += "   coder version " + report.coderVersions.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                    .joined(separator: ", ")
            }
            if format == .typedstream { text += "   (recognised, not decoded)" }
            text += "\n"
        }
        let others = ScannedFormat.allCases.filter { !$0.isNib && report.formats[$0] != nil }
        if !others.isEmpty {
            text += "other files:\n"
            for format in others { text += row(format.rawValue, report.formats[format]!) + "\n" }
        }
        if !report.containers.isEmpty {
            text += "containers:\n"
            for (kind, number) in report.containers.sorted(by: { $0.key < $1.key }) { text += row(kind, number) + "\n" }
        }
        let classes = report.sortedClasses
        text += "classes: \(classes.count) (objects in all decoded nibs\(classes.count > top ? ", the first \(top)" : ""))\n"
        for (name, number) in classes.prefix(top) { text += "  \(pad(String(number), 8, left: true))  \(name)\n" }
        let custom = report.sortedCustomClasses
        text += "custom classes: \(custom.count)\n"
        let width = min(48, custom.map(\.displayName.count).max() ?? 0)
        for item in custom {
            let stored = item.swiftName == nil ? "" : "  " + item.name
            text += "  \(pad(item.displayName, width))  \(count(item.nibCount, "nib"))\(stored)\n"
        }
        text += "failures: \(report.failures.count)\(report.failures.isEmpty ? "" : " (listed on standard error)")\n"
        return text
    }

    private static func row(_ label: String, _ number: Int) -> String {
        "  \(pad(label, 32))  \(pad(String(number), 6, left: true))"
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// A size with one decimal: `14.2 MB`, `3.5 KB`, or `812 bytes`.
    static func megabytes(_ bytes: Int) -> String {
        if bytes < 1000 { return count(bytes, "byte") }
        let (unit, name) = bytes < 1_000_000 ? (100, "KB") : (100_000, "MB")
        let tenths = (bytes + unit / 2) / unit
        return "\(tenths / 10).\(tenths % 10) \(name)"
    }
}
