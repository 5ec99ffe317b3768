/// Why an Interface Builder XML document could not be read, and where (line and column).
public struct XIBError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// libxml2 rejected the document.
        case invalidXML(String)
        /// The document declares entities (refused: they can expand without bound).
        case entityDeclaration
        /// An entity reference other than the five predefined ones.
        case entityReference(String)
        /// Elements nest deeper than the options allow.
        case tooDeep(limit: Int)
        /// More elements than the options allow.
        case tooManyElements(limit: Int)
        /// The document is empty or has no root element.
        case empty
    }

    public let kind: Kind
    public let line: Int?
    public let column: Int?

    public init(_ kind: Kind, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    public var description: String {
        let place = line.map { "line \($0)" + (column.map { ", column \($0)" } ?? "") + ": " } ?? ""
        return place + message
    }

    public var message: String {
        switch kind {
        case .invalidXML(let what): "invalid XML: \(what)"
        case .entityDeclaration: "the document declares entities, which are not supported"
        case .entityReference(let name): "entity reference &\(name); is not supported"
        case .tooDeep(let limit): "elements nest deeper than \(limit) levels"
        case .tooManyElements(let limit): "more than \(limit) elements"
        case .empty: "the document has no root element"
        }
    }
}

/// Limits for reading Interface Builder XML, and how text is kept.
public struct XIBReaderOptions: Sendable, Equatable {
    public var maximumDepth: Int
    public var maximumElements: Int
    /// Whether an element's text keeps its leading and trailing white space
    /// (XLIFF's `xml:space="preserve"` texts); Interface Builder's own texts
    /// are read trimmed.
    public var keepsWhiteSpace: Bool

    public init(maximumDepth: Int = 200, maximumElements: Int = 1 << 22, keepsWhiteSpace: Bool = false) {
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
        self.keepsWhiteSpace = keepsWhiteSpace
    }

    public static let `default` = XIBReaderOptions()
}
