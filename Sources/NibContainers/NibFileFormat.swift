/// What a file holds, recognised by its first bytes (never by its name).
///
/// ``detect(_:)`` needs at most ``bytesNeeded`` bytes from the start of a file.
public enum NibFileFormat: Sendable, Hashable, CustomStringConvertible {
    /// Apple's binary nib format: the magic `NIBArchive`.
    case nibArchive
    /// A binary property list (`bplist0`): keyed-archive nibs, `Info.plist` of a `.storyboardc`.
    case binaryPlist
    /// An XML property list (`<plist` root element): XML keyed archives, `info.nib`, some `classes.nib`.
    case xmlPlist
    /// An Interface Builder XML document: a `.xib`, a `.storyboard` or an IB 3 archive (`designable.nib`).
    case interfaceBuilderXML(InterfaceBuilderXML)
    /// Some other XML document.
    case otherXML
    /// A NeXT typedstream (`NSArchiver`), the pre-keyed nib format. Recognised, not supported.
    case typedstream(TypedstreamByteOrder)
    /// An OpenStep (old-style ASCII) property list: `{`, `(` or a `key = value;` strings-file
    /// dictionary, after white space and comments. Found in `classes.nib` and `data.classes`.
    /// JSON objects and arrays look the same and are reported as this too.
    case openStepPlist
    /// No bytes at all.
    case empty
    /// None of the above.
    case unknown

    /// How many bytes from the start of a file ``detect(_:)`` looks at.
    public static let bytesNeeded = 4096

    public var description: String {
        switch self {
        case .nibArchive: "NIBArchive"
        case .binaryPlist: "binary property list"
        case .xmlPlist: "XML property list"
        case let .interfaceBuilderXML(document): document.description
        case .otherXML: "XML document"
        case let .typedstream(order): "NeXT typedstream (\(order.rawValue))"
        case .openStepPlist: "OpenStep property list"
        case .empty: "empty file"
        case .unknown: "unknown format"
        }
    }

    /// Whether this is a property list of any of the three kinds.
    public var isPropertyList: Bool {
        switch self {
        case .binaryPlist, .xmlPlist, .openStepPlist: true
        default: false
        }
    }
}

/// The byte order a NeXT typedstream was written in, given by its signature.
public enum TypedstreamByteOrder: String, Sendable, Hashable {
    /// Signature `typedstream` (written on big-endian machines: 68k, PowerPC).
    case bigEndian = "big-endian"
    /// Signature `streamtyped` (written on little-endian machines: Intel).
    case littleEndian = "little-endian"
}
