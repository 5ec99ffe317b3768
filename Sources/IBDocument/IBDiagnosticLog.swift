import XIBReader

/// The diagnostics of one compilation, placed at the elements they are about,
/// and the typed attribute reads that report a bad value instead of guessing.
public struct IBDiagnosticLog: Sendable {
    /// The document's path, which every diagnostic names.
    public let path: String
    public private(set) var diagnostics: [IBDiagnostic] = []

    public init(path: String) {
        self.path = path
    }

    public mutating func warn(_ message: String, at element: XIBElement) {
        append(.warning, message, at: element)
    }

    public mutating func error(_ message: String, at element: XIBElement) {
        append(.error, message, at: element)
    }

    /// A diagnostic at `element`, or about the whole document when `element` is nil.
    public mutating func append(_ severity: IBDiagnostic.Severity, _ message: String, at element: XIBElement?) {
        diagnostics.append(IBDiagnostic(severity, message, path: path, line: element?.line, column: element?.column))
    }

    /// How a warning names `element`: `<name key="KEY">`, or `<name>` without a key.
    public static func tag(_ element: XIBElement) -> String {
        element[attribute: "key"].map { "<\(element.name) key=\"\($0)\">" } ?? "<\(element.name)>"
    }

    /// Warns that attribute `name` of `element` is left out, in the one
    /// wording both compilers use: `<label> attribute NAME is not supported yet; left out`.
    public mutating func warnUnsupportedAttribute(_ name: String, of element: XIBElement) {
        warn("<\(element.name)> attribute \(name) is not supported yet; left out", at: element)
    }

    /// Warns that `child` of `parent` is left out:
    /// `<color key="tintColor"> in <label> is not supported yet; left out`, at the child.
    public mutating func warnUnsupportedChild(_ child: XIBElement, of parent: XIBElement) {
        warn("\(Self.tag(child)) in <\(parent.name)> is not supported yet; left out", at: child)
    }

    /// A diagnostic made elsewhere (about another file, or placed without an element).
    public mutating func append(_ diagnostic: IBDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Attribute `name` of `element` as a number; a value that is not one is a
    /// warning, and counts as absent.
    public mutating func number(_ element: XIBElement, _ name: String) -> Double? {
        guard let text = element[attribute: name] else { return nil }
        guard let value = XIBElement.number(text) else {
            warn("\(name)=\"\(text.prefix(40))\" is not a number; it is ignored", at: element)
            return nil
        }
        return value
    }
}
