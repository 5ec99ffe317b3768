import NibBytes

extension NibFileFormat {
    /// Recognises the format of a file from its first bytes.
    ///
    /// Looks at no more than ``bytesNeeded`` bytes, so a prefix of that length
    /// gives the same answer as the whole file. In order:
    /// - `NIBArchive` → ``nibArchive``; `bplist0` → ``binaryPlist``;
    /// - a version byte, `0x0B`, then `typedstream` or `streamtyped` → ``typedstream(_:)``;
    /// - after an optional UTF-8 byte order mark and white space, `<`: the root
    ///   element after the XML prolog decides: `plist` → ``xmlPlist``; `document`
    ///   → a xib or storyboard; `archive` whose `type` starts with
    ///   `com.apple.InterfaceBuilder` → an IB 3 archive; anything else → ``otherXML``;
    /// - text without NUL bytes that, after white space and `//` or `/* */`
    ///   comments, opens with `{`, `(` or `key =` → ``openStepPlist``.
    public static func detect(_ bytes: some Collection<UInt8>) -> NibFileFormat {
        detect(head: Array(bytes.prefix(bytesNeeded)))
    }

    /// Recognises the format of the bytes in `view` (see ``detect(_:)``).
    public static func detect(_ view: ByteView) -> NibFileFormat {
        detect(head: view.slice(offset: 0, length: min(view.count, bytesNeeded))?.array ?? [])
    }

    private static let nibArchiveMagic = Array("NIBArchive".utf8)
    private static let binaryPlistMagic = Array("bplist0".utf8)

    private static func detect(head: [UInt8]) -> NibFileFormat {
        if head.isEmpty { return .empty }
        if head.starts(with: nibArchiveMagic) { return .nibArchive }
        if head.starts(with: binaryPlistMagic) { return .binaryPlist }
        if let order = typedstreamByteOrder(head) { return .typedstream(order) }

        var scanner = TextScanner(head)
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        if scanner.current == UInt8(ascii: "<") {
            return xmlFormat(&scanner)
        }
        if !head.contains(0), OpenStepPlistStart.matches(&scanner) {
            return .openStepPlist
        }
        return .unknown
    }

    /// A typedstream starts with the streamer version, the signature's length (11) and the signature.
    private static func typedstreamByteOrder(_ head: [UInt8]) -> TypedstreamByteOrder? {
        guard head.count >= 13, head[1] == 0x0B else { return nil }
        let signature = head[2..<13]
        if signature.elementsEqual("typedstream".utf8) { return .bigEndian }
        if signature.elementsEqual("streamtyped".utf8) { return .littleEndian }
        return nil
    }

    private static func xmlFormat(_ scanner: inout TextScanner) -> NibFileFormat {
        guard let root = XMLRootElement(&scanner) else { return .otherXML }
        switch root.name {
        case "plist":
            return .xmlPlist
        case "document":
            let storyboard = root.type.contains(".Storyboard")
            return .interfaceBuilderXML(InterfaceBuilderXML(kind: storyboard ? .storyboard : .xib, type: root.type))
        case "archive" where root.type.hasPrefix("com.apple.InterfaceBuilder"):
            return .interfaceBuilderXML(InterfaceBuilderXML(kind: .archive, type: root.type))
        default:
            return .otherXML
        }
    }
}
