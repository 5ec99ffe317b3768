/// The attributes of Interface Builder's `<paragraphStyle>` (in attributed
/// strings' text attributes) and the values UIFoundation's `NSParagraphStyle`
/// archives for them, shared by the UIKit and AppKit compilers: the
/// alignment is CoreText's (left 0, right 1, center 2, justified 3,
/// natural 4), line break modes and writing directions as their enumerations
/// number them.
public enum ParagraphStyleAttributes {
    public static let alignments: [String: Int64] = ["left": 0, "right": 1, "center": 2, "justified": 3, "natural": 4]
    public static let lineBreakModes: [String: Int64] = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4,
        "truncatingMiddle": 5,
    ]
    /// Natural is nil: the encoder leaves it out.
    public static let writingDirections: [String: Int64?] = ["natural": nil, "leftToRight": 1, "rightToLeft": 2]

    /// The double-valued attributes and their keys, in the encoder's order.
    public static let lengths: KeyValuePairs<String, String> = [
        "lineSpacing": "NSLineSpacing", "paragraphSpacing": "NSParagraphSpacing", "headIndent": "NSHeadIndent",
        "firstLineHeadIndent": "NSFirstLineHeadIndent", "tailIndent": "NSTailIndent",
        "minimumLineHeight": "NSMinLineHeight", "maximumLineHeight": "NSMaxLineHeight",
        "lineHeightMultiple": "NSLineHeightMultiple", "paragraphSpacingBefore": "NSParagraphSpacingBefore",
        "defaultTabInterval": "NSDefaultTabInterval", "hyphenationFactor": "NSHyphenationFactor",
        "tighteningFactorForTruncation": "NSTighteningFactorForTruncation", "headerLevel": "NSHeaderLevel",
    ]

    /// Every attribute a compiler reads: the ones above and `key`.
    public static let known: Set<String> = Set(lengths.map(\.key)).union([
        "key", "alignment", "lineBreakMode", "baseWritingDirection", "allowsDefaultTighteningForTruncation",
    ])
}
