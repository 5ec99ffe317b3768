import IBDocument
import NibBytes
import NibContainers
import NibGraph

/// Why a file could not be linted.
public struct LintInputError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int?
    public let column: Int?
    public let message: String
    /// A kind of file lint does not read (an Interface Builder 3 `<archive>` document):
    /// a note rather than a failure.
    public var isUnsupported = false

    /// `FILE[:LINE:COL]: error: MESSAGE` (`note:` when ``isUnsupported``).
    public var description: String {
        var place = path
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(isUnsupported ? "note" : "error"): \(message)"
    }
}

extension LintNib {
    /// The nib in `bytes`: an Interface Builder document (xib, storyboard) or a
    /// compiled nib (NIBArchive, keyed archive, NeXT typedstream), told apart by their bytes.
    public static func read(_ bytes: ByteView, path: String) throws(LintInputError) -> LintNib {
        switch NibFileFormat.detect(bytes) {
        case .interfaceBuilderXML:
            do {
                return LintNib(document: try IBDocument(bytes: bytes, path: path))
            } catch {
                var failure = LintInputError(path: path, line: error.line, column: error.column, message: error.message)
                switch error.kind {
                case .legacyArchive, .unsupportedType, .unsupportedVersion: failure.isUnsupported = true
                default: break
                }
                throw failure
            }
        case .nibArchive:
            do {
                return LintNib(graph: try NibGraph(nibArchiveBytes: bytes), path: path)
            } catch {
                throw LintInputError(path: path, line: nil, column: nil, message: "\(error)")
            }
        case .binaryPlist, .xmlPlist:
            do {
                return LintNib(graph: try NibGraph(keyedArchiveBytes: bytes), path: path)
            } catch {
                throw LintInputError(path: path, line: nil, column: nil, message: "\(error)")
            }
        case .typedstream:
            do {
                return LintNib(graph: try NibGraph(typedstreamBytes: bytes), path: path)
            } catch {
                throw LintInputError(path: path, line: nil, column: nil, message: "\(error)")
            }
        case let other:
            throw LintInputError(path: path, line: nil, column: nil, message: "not a xib, storyboard or compiled nib (\(other))")
        }
    }
}
