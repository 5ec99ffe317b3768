import AppArchive
import NibContainers

/// What a scanned file is, by its bytes: a nib format, an Interface Builder
/// source, a property list, an archive, or something else.
public enum ScannedFormat: String, Sendable, Hashable, CaseIterable, Comparable {
    case nibArchive = "NIBArchive"
    case keyedArchiveBinary = "keyed archive (binary plist)"
    case keyedArchiveXML = "keyed archive (XML plist)"
    case typedstream = "NeXT typedstream"
    case xib = "xib source"
    case storyboard = "storyboard source"
    case interfaceBuilder3 = "Interface Builder 3 XML source"
    case binaryPlist = "binary property list"
    case xmlPlist = "XML property list"
    case openStepPlist = "OpenStep property list"
    case zipArchive = "zip archive"
    case otherXML = "other XML"
    case empty = "empty"
    case other = "other"
    /// The first bytes could not be read (an encrypted or damaged archive entry, an unreadable file).
    case unreadable = "unreadable"

    /// Compiled nibs: object graphs a runtime loads (typedstream ones are recognised, not decoded).
    public var isNib: Bool {
        switch self {
        case .nibArchive, .keyedArchiveBinary, .keyedArchiveXML, .typedstream: true
        default: false
        }
    }

    /// The format as far as the first bytes tell; property lists are refined to
    /// keyed archives once decoded.
    init(head: some Collection<UInt8>) {
        switch NibFileFormat.detect(head) {
        case .nibArchive: self = .nibArchive
        case .binaryPlist: self = .binaryPlist
        case .xmlPlist: self = .xmlPlist
        case .openStepPlist: self = .openStepPlist
        case .typedstream: self = .typedstream
        case let .interfaceBuilderXML(document):
            switch document.kind {
            case .xib: self = .xib
            case .storyboard: self = .storyboard
            case .archive: self = .interfaceBuilder3
            }
        case .otherXML: self = .otherXML
        case .empty: self = .empty
        case .unknown: self = ZipArchive.hasMagic(head) ? .zipArchive : .other
        }
    }

    public static func < (lhs: ScannedFormat, rhs: ScannedFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

