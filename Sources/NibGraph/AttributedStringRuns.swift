/// The runs of an archived `NSAttributedString`: Foundation's keyed
/// `-encodeWithCoder:` writes `NSString`, then `NSAttributes`, the attribute
/// dictionary of a single run, or for several runs an `NSMutableArray` of the
/// distinct dictionaries followed by `NSAttributeInfo`, an `NSMutableData`
/// holding each run's length (in UTF-16 units) and dictionary index as
/// base-128 numbers (swift-corelibs-foundation's `NSAttributedString`; Apple's
/// AppKit nibs in the corpus, `textview_attributedstring` and `textview_multiattr`).
public enum AttributedStringRuns {
    /// The `NSAttributeInfo` bytes of `runs`.
    public static func info(_ runs: [(length: Int, index: Int)]) -> [UInt8] {
        runs.flatMap { varint($0.length) + varint($0.index) }
    }

    /// `value` as a base-128 number, low seven bits first, the high bit marking more to come.
    public static func varint(_ value: Int) -> [UInt8] {
        var rest = UInt(value)
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
        return bytes
    }
}

/// The runs of one attributed string as they are added: runs with the same
/// attribute pairs (pooled references) share one dictionary, made when first met.
public struct AttributedStringRunTable: Sendable {
    private var dictionaries: [NibGraphBuilder.Reference] = []
    private var dictionaryKeys: [[NibGraphBuilder.Reference]] = []
    private var runs: [(length: Int, index: Int)] = []

    public init() {}

    /// Adds a run of `length` UTF-16 units with `attributes`.
    public mutating func add(length: Int, attributes: [(key: NibGraphBuilder.Reference, value: NibGraphBuilder.Reference)],
                             in builder: inout NibGraphBuilder) {
        let flat = attributes.flatMap { [$0.key, $0.value] }
        if let existing = dictionaryKeys.firstIndex(of: flat) {
            runs.append((length, existing))
        } else {
            runs.append((length, dictionaries.count))
            dictionaries.append(builder.dictionary(attributes))
            dictionaryKeys.append(flat)
        }
    }

    /// The `NSAttributes` and `NSAttributeInfo` values: the dictionary alone
    /// for one, the array and the run data for several, neither for none.
    public func values(in builder: inout NibGraphBuilder) -> (attributes: NibGraphBuilder.Reference?, info: NibGraphBuilder.Reference?) {
        if dictionaries.count <= 1 { return (dictionaries.first, nil) }
        let array = builder.array(dictionaries, className: FoundationClasses.mutableArray)
        let data = builder.addObject("NSMutableData")
        builder.append(FoundationClasses.bytesKey, .data(AttributedStringRuns.info(runs)), to: data)
        return (array, data)
    }
}
