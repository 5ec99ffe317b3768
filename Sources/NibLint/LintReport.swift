import NibGraph

/// Findings as text, JSON or SARIF 2.1.0.
public enum LintReport {
    /// One `FILE:LINE:COL: warning|error: [rule-id] MESSAGE` line per finding.
    public static func text(_ findings: [LintFinding]) -> String {
        findings.map { $0.description + "\n" }.joined()
    }

    /// `{"findings": [{"rule", "severity", "path", "line", "column", "message"}…], "errors": N, "warnings": N}`.
    public static func json(_ findings: [LintFinding]) -> String {
        var out = "{\n  \"findings\": ["
        for (position, finding) in findings.enumerated() {
            out += position == 0 ? "\n    " : ",\n    "
            out += "{\"rule\": \(quote(finding.rule.id)), \"severity\": \(quote(finding.severity.rawValue)), \"path\": \(quote(finding.place.path))"
            if let line = finding.place.line { out += ", \"line\": \(line)" }
            if let column = finding.place.column { out += ", \"column\": \(column)" }
            out += ", \"message\": \(quote(finding.message))}"
        }
        out += findings.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"errors\": \(findings.filter { $0.severity == .error }.count),\n"
        out += "  \"warnings\": \(findings.filter { $0.severity == .warning }.count)\n}\n"
        return out
    }

    /// A SARIF 2.1.0 log with one run: the rules that ran as the driver's
    /// rules, each finding a result pointing at its file (and line and column).
    public static func sarif(_ findings: [LintFinding], rules: [LintRule], version: String) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var out = """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "nibtool lint",
                      "version": \(quote(version)),
                                  "rules": [
            """
        for (position, rule) in rules.enumerated() {
            out += position == 0 ? "\n" : ",\n"
            out += "            {\"id\": \(quote(rule.id)), \"shortDescription\": {\"text\": \(quote(rule.summary))}, "
            out += "\"defaultConfiguration\": {\"level\": \(quote(rule.severity.rawValue))}}"
        }
        out += "\n          ]\n        }\n      },\n      \"results\": ["
        for (position, finding) in findings.enumerated() {
            out += position == 0 ? "\n" : ",\n"
            out += "        {\"ruleId\": \(quote(finding.rule.id)), "
            if let index = ruleIndex[finding.rule.id] { out += "\"ruleIndex\": \(index), " }
            out += "\"level\": \(quote(finding.severity.rawValue)), \"message\": {\"text\": \(quote(finding.message))}, "
            out += "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(quote(uri(finding.place.path)))}"
            if let line = finding.place.line {
                out += ", \"region\": {\"startLine\": \(line)" + (finding.place.column.map { ", \"startColumn\": \($0)" } ?? "") + "}"
            }
            out += "}}]}"
        }
        out += findings.isEmpty ? "]\n" : "\n      ]\n"
        out += "    }\n  ]\n}\n"
        return out
    }

    /// A path as a relative or absolute URI reference: characters outside
    /// RFC 3986's unreserved set and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// A JSON string literal.
    static func quote(_ text: String) -> String { NibValueText.quoted(text) }
}
