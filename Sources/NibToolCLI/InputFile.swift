import KeyedArchive
import NibBytes
import NIBArchive
import NibGraph
import NibContainers
import PropertyList
import Typedstream

/// A file named on the command line, read and recognised by its magic bytes.
package struct InputFile {
    package let path: String
    package let bytes: ByteView

    /// Reads `path` (`-` is standard input); messages name it `label`.
    package static func read(_ path: String, label: String? = nil) throws(CLIError) -> InputFile {
        do {
            return InputFile(path: label ?? path, bytes: ByteView(try FileBytes.read(path: path)))
        } catch {
            throw CLIError(path: label ?? path, message: error.reason)
        }
    }

    /// A property list: a keyed archive (its root, which names an archiver;
    /// the archive itself is read by ``keyedGraph()``), or a plain one (an
    /// Info.plist, info.nib, an OpenStep-text classes.nib …).
    enum PropertyListInput {
        case plain(PropertyListValue)
        case keyed(PropertyListValue)
    }

    /// The file as a property list, or nil when it is not one.
    func propertyList() throws(CLIError) -> PropertyListInput? {
        do {
            if case .openStepPlist = NibFileFormat.detect(bytes) { return .plain(try OpenStepPropertyList.decode(bytes)) }
            guard isPropertyList else { return nil }
            let value = BinaryPropertyList.hasMagic(bytes) ? try BinaryPropertyList.decode(bytes) : try XMLPropertyList.decode(bytes)
            return value["$archiver"] != nil ? .keyed(value) : .plain(value)
        } catch {
            throw CLIError(path: path, message: error.description)
        }
    }

    /// Decodes the file as a NIBArchive, or says what else it is.
    func nibArchive(options: NIBArchiveOptions) throws(CLIError) -> NIBArchiveTables {
        let magic = NIBArchiveHeader.magic
        guard !bytes.isEmpty, bytes.starts(with: magic.prefix(bytes.count)) else {
            throw CLIError(path: path, message: "\(Self.describeFormat(bytes)) (offset 0x0)")
        }
        do {
            return try NIBArchiveReader.read(bytes, options: options)
        } catch {
            throw CLIError(path: path, message: error.description)
        }
    }

    /// Whether the file is a NIBArchive (by its magic).
    var isNIBArchive: Bool { bytes.starts(with: NIBArchiveHeader.magic) }

    /// Whether the file is an Interface Builder XML document (xib, storyboard, designable.nib).
    var isInterfaceBuilderXML: Bool {
        if case .interfaceBuilderXML = NibFileFormat.detect(bytes) { return true }
        return false
    }

    /// Whether the file is a NeXT typedstream (an old nib bundle's `objects.nib`), by its signature.
    var isTypedstream: Bool { TypedstreamArchive.hasSignature(bytes) }

    /// Decodes the file as a typedstream.
    func typedstream() throws(CLIError) -> TypedstreamArchive {
        do {
            return try TypedstreamArchive(bytes: bytes)
        } catch {
            throw CLIError(path: path, message: error.description)
        }
    }

    /// Decodes a typedstream and shows it through the NIBArchive views, as
    /// ``keyedAsTables(_:)`` does for keyed archives: its graph (values named
    /// by position, see `NibGraph.init(typedstream:)`) converted in memory.
    func typedstreamAsTables() throws(CLIError) -> NIBArchiveTables {
        try graphAsTables(NibGraph(typedstream: typedstream()))
    }

    /// Whether the file is a property list (binary or XML).
    var isPropertyList: Bool { KeyedArchive.isPropertyList(bytes) }

    /// The file's object graph, from a NIBArchive, a keyed archive or a typedstream.
    package func graph(options: NIBArchiveOptions) throws(CLIError) -> NibGraph {
        do {
            if isNIBArchive { return try NibGraph(nibArchive: nibArchive(options: options)) }
            if isTypedstream { return NibGraph(typedstream: try typedstream()) }
            guard isPropertyList else { throw CLIError(path: path, message: "\(Self.describeFormat(bytes)) (offset 0x0)") }
            return try NibGraph(keyedArchiveBytes: bytes)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(path: path, message: "\(error)")
        }
    }

    /// The file's object graph as a keyed archive (binary or XML).
    func keyedGraph() throws(CLIError) -> NibGraph {
        do {
            return try NibGraph(keyedArchiveBytes: bytes)
        } catch {
            throw CLIError(path: path, message: error.description)
        }
    }

    /// The most bytes a NIBArchive converted from this file may take: the
    /// budget of a dump's output. A keyed archive may name one string or
    /// data value from every object, which a NIBArchive stores for each.
    var conversionLimit: Int { OutputBudget.bytes(forInputSize: bytes.count) }

    /// Decodes a keyed archive and shows it through the NIBArchive views: the
    /// graph converted in memory (at most ``conversionLimit`` bytes), so every
    /// dump and report has one shape.
    func keyedAsTables() throws(CLIError) -> NIBArchiveTables {
        try graphAsTables(keyedGraph())
    }

    /// A graph converted in memory to NIBArchive tables (at most ``conversionLimit`` bytes).
    private func graphAsTables(_ graph: NibGraph) throws(CLIError) -> NIBArchiveTables {
        do {
            var warnings: [NibGraphWarning] = []
            let converted = try graph.nibArchiveBytes(options: .init(maximumSize: conversionLimit), warnings: &warnings)
            return try NIBArchiveReader.read(ByteView(copying: converted), options: .default)
        } catch {
            throw CLIError(path: path, message: "\(error)")
        }
    }

    /// "binary" or "XML", for property lists.
    var propertyListKind: String {
        if BinaryPropertyList.hasMagic(bytes) { return "binary" }
        return XMLPropertyList.hasMagic(bytes) ? "XML" : "OpenStep text"
    }

    /// A name for a file format that is not (yet) supported.
    static func describeFormat(_ bytes: ByteView) -> String {
        switch NibFileFormat.detect(bytes) {
        case .empty: return "empty file"
        case .binaryPlist: return "binary property list"
        case .xmlPlist: return "XML property list"
        case .interfaceBuilderXML(let document):
            switch document.kind {
            case .archive: return "Interface Builder 3 XML source (designable.nib); reading xib sources is not supported yet"
            case .xib, .storyboard: return "Interface Builder XML document (\(document.kind)); compiling or reading xibs is not supported yet"
            }
        case .typedstream:
            return "NeXT typedstream archive (pre-keyed-archive nib); only dump, info, verify and render read these"
        case .otherXML: return "XML document that is not a property list or Interface Builder document"
        default: return "not a NIBArchive (the first 10 bytes are not 'NIBArchive')"
        }
    }
}

/// A failure tied to one input, printed as `PATH: error: MESSAGE`.
public struct CLIError: Error {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var line: String { "\(path): error: \(message)" }
}

