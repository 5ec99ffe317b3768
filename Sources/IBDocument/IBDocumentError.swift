/// Why a document could not be read or compiled, and where (`FILE:LINE:COL`).
public struct IBDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The XML itself is broken or refused (entities, depth, size).
        case xml(String)
        /// The root element is not `<document>`.
        case notADocument(String)
        /// An Interface Builder 3 `<archive>` document: ``LegacyArchive`` reads those.
        case legacyArchive
        case unsupportedType(String)
        case unsupportedVersion(String)
        /// Two elements share an `id`.
        case duplicateID(String, firstLine: Int)
        /// An element is not what the compiler can make anything of.
        case invalid(String)
    }

    public let kind: Kind
    public let path: String
    public let line: Int?
    public let column: Int?

    public init(_ kind: Kind, path: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
    }

    public var message: String {
        switch kind {
        case .xml(let what): what
        case .notADocument(let name): "<\(name)> is not an Interface Builder document (expected <document>)"
        case .legacyArchive: "an Interface Builder 3 <archive> document, not a 3.0 <document> (LegacyArchive reads it)"
        case .unsupportedType(let type): "unsupported document type \"\(type)\""
        case .unsupportedVersion(let version): "unsupported document version \"\(version)\" (expected 3.0)"
        case .duplicateID(let id, let firstLine): "id \"\(id)\" is used twice (first on line \(firstLine))"
        case .invalid(let what): what
        }
    }

    /// `FILE:LINE:COL: error: MESSAGE`, as compilers print it.
    public var description: String {
        IBDiagnostic(.error, message, path: path, line: line, column: column).description
    }
}
