import IBDocument

/// What ibtool prints about a document: its diagnostics, sorted into
/// `com.apple.ibtool.document.errors`, `.warnings` and `.notices`, in one of
/// ibtool's output formats.
///
/// A category is printed when its flag (`--errors`, `--warnings`,
/// `--notices`) asks for it; errors are printed whenever there are any, so a
/// failed compile (exit status 1) always says why.
public struct DiagnosticReport: Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case errors, notices, warnings

        /// The report key, e.g. `com.apple.ibtool.document.warnings`.
        public var key: String { "com.apple.ibtool.document." + rawValue }

        init(_ severity: IBDiagnostic.Severity) {
            switch severity {
            case .error: self = .errors
            case .warning: self = .warnings
            case .note: self = .notices
            }
        }

        /// The word in a human-readable line and in an entry's `type`.
        var word: String {
            switch self {
            case .errors: "error"
            case .warnings: "warning"
            case .notices: "note"
            }
        }
    }

    public var diagnostics: [IBDiagnostic]
    public var requested: Set<Category>

    public init(diagnostics: [IBDiagnostic], requested: Set<Category>) {
        self.diagnostics = diagnostics
        self.requested = requested
    }

    /// The categories printed, in key order.
    var printed: [Category] {
        Category.allCases.filter { category in
            requested.contains(category) || (category == .errors && diagnostics.contains { $0.severity == .error })
        }
    }

    func entries(_ category: Category) -> [IBDiagnostic] {
        diagnostics.filter { Category($0.severity) == category }
    }

    /// The report as a property list: each printed category an array (empty
    /// when nothing was found) of dictionaries with the message as
    /// `description` and `type`; `line` and `column` place it in the document
    /// (where Apple's ibtool names the object's id instead).
    public var value: ReportValue {
        var report: [String: ReportValue] = [:]
        for category in printed {
            report[category.key] = .array(entries(category).map { diagnostic in
                var entry: [String: ReportValue] = ["description": .string(diagnostic.message), "type": .string(category.word)]
                if let line = diagnostic.line { entry["line"] = .integer(line) }
                if let column = diagnostic.column { entry["column"] = .integer(column) }
                return .dictionary(entry)
            })
        }
        return .dictionary(report)
    }

    /// Each category that has entries as a `/* KEY */` line, then one
    /// `PATH:LINE:COL: TYPE: MESSAGE` line per entry, as Xcode reads them.
    public var humanReadableText: String {
        var out = ""
        for category in printed {
            let found = entries(category)
            guard !found.isEmpty else { continue }
            out += "/* \(category.key) */\n"
            for diagnostic in found { out += diagnostic.description + "\n" }
        }
        return out
    }
}
