/// A compiler's word about a document: an error, warning or note, and where.
public struct IBDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable, Equatable { case error, warning, note }

    public let severity: Severity
    public let message: String
    public let path: String
    public let line: Int?
    public let column: Int?

    public init(_ severity: Severity, _ message: String, path: String, line: Int? = nil, column: Int? = nil) {
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL: severity: MESSAGE` (`FILE: severity: MESSAGE` with no place).
    public var description: String {
        var place = path
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(severity.rawValue): \(message)"
    }
}
