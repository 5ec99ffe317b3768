import NibBytes

/// The fuzz targets: each names a check that runs on arbitrary bytes and
/// returns a finding (a wrong answer) or nil. A crash, a trap, a hang or
/// runaway memory is a finding too; libFuzzer and the sanitizers catch those.
///
/// The libFuzzer entry points in `Fuzz/` call ``fuzz(_:_:)``; `swift test`
/// replays `Corpus/<target>/` and `Corpus/regressions/<target>/` through
/// ``check(_:)``, so every input that ever failed stays tested in the normal build.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// NIBArchive decode with a full semantic walk, tolerant and strict.
    case nibArchiveDecode = "NIBArchiveDecode"
    /// NIBArchive decode → encode → decode: equal documents, stable bytes,
    /// canonical inputs reproduced exactly.
    case nibArchiveRoundTrip = "NIBArchiveRoundTrip"
    /// bplist00 decode; every error must point inside the input.
    case binaryPlistDecode = "BinaryPlistDecode"
    /// bplist00 decode → encode → decode gives an equal value; encoding is stable.
    case binaryPlistRoundTrip = "BinaryPlistRoundTrip"
    /// XML plist decode; every error inside the input; values survive the binary writer.
    case xmlPlistDecode = "XMLPlistDecode"
    /// OpenStep text plist decode (old nib bundles' classes.nib); every error inside the input.
    case openStepPlistDecode = "OpenStepPlistDecode"
    /// A NIBArchive or keyed archive instantiated with probe classes: a typed error or objects.
    case instantiateNib = "InstantiateNib"
    /// Interface Builder XML (xib, storyboard) read as an element tree, or a typed error.
    case xibRead = "XIBRead"
    /// An Interface Builder document compiled: a typed error, or a nib that verifies and instantiates.
    case xibCompile = "XIBCompile"
    /// A directory image: recognised as a container or rejected with a typed error.
    case containerDetect = "ContainerDetect"
    /// Keyed archive → object graph → keyed archive: equal graphs, stable
    /// bytes; the graph converts to a NIBArchive that decodes.
    case keyedArchiveRoundTrip = "KeyedArchiveRoundTrip"
    /// A binary keyed archive read in place, as instantiation reads it: its two
    /// validators agree, and every object reads alike by key and in order.
    case keyedArchiveInPlaceRead = "KeyedArchiveInPlaceRead"
    /// NIBArchive → keyed → NIBArchive reproduces the bytes when nothing was lost.
    case nibArchiveKeyedRoundTrip = "NIBArchiveKeyedRoundTrip"
    /// A zip archive: opened, every entry read, scanned for nibs; typed errors inside the input.
    case zipArchiveScan = "ZipArchiveScan"

    /// Every `nibtool` reading verb on the input as a file: status 0 or 1, bounded output.
    case cliInspect = "CLIInspect"
    /// A NeXT typedstream decoded: a typed error inside the input, or an archive whose
    /// references hold and which converts to a graph and a render layout.
    case typedstreamDecode = "TypedstreamDecode"

    /// Runs this target's check; nil means the input passed.
    public func check(_ bytes: ByteView) -> String? {
        switch self {
        case .nibArchiveDecode: NIBArchiveChecks.decode(bytes)
        case .nibArchiveRoundTrip: NIBArchiveChecks.roundTrip(bytes)
        case .binaryPlistDecode: PropertyListChecks.decode(bytes)
        case .binaryPlistRoundTrip: PropertyListChecks.roundTrip(bytes)
        case .xmlPlistDecode: PropertyListChecks.xmlDecode(bytes)
        case .openStepPlistDecode: PropertyListChecks.openStepDecode(bytes)
        case .containerDetect: ContainerChecks.detect(bytes)
        case .instantiateNib: InstantiationChecks.instantiate(bytes)
        case .xibRead: XIBChecks.read(bytes)
        case .xibCompile: CompileChecks.compile(bytes)
        case .keyedArchiveRoundTrip: GraphChecks.keyedRoundTrip(bytes)
        case .keyedArchiveInPlaceRead: KeyedArchiveChecks.inPlaceRead(bytes)
        case .nibArchiveKeyedRoundTrip: GraphChecks.nibArchiveKeyedRoundTrip(bytes)
        case .zipArchiveScan: ArchiveChecks.scan(bytes)
        case .cliInspect: CLIChecks.inspect(bytes)
        case .typedstreamDecode: TypedstreamChecks.decode(bytes)
        }
    }

    /// The body of `LLVMFuzzerTestOneInput`: traps on a finding so libFuzzer records the input.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = ByteView(copying: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
        if let finding = check(bytes) {
            fatalError("\(rawValue) finding: \(finding)")
        }
        return 0
    }
}
