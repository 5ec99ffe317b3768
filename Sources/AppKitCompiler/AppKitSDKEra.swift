import IBDocument
import NibBytes
import NibGraph

/// A macOS SDK version (10.9, 10.14, 11, … 26): AppKit's classes encode
/// different keys from one SDK to the next, so the SDK of the ibtool whose
/// output to reproduce decides which keys a nib holds.
public struct AppKitSDKVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `"15"` or `"10.14"`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major, minor)
    }

    /// A deployment target such as `"10.13"`, `"11.0"` or `"10.13.4"`: its
    /// major and minor version; nil for anything else.
    public init?(deploymentTarget text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 3, parts.allSatisfy({ Int($0) != nil }) else { return nil }
        self.init(parts.prefix(2).joined(separator: "."))
    }

    public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// The SDK of the newest ibtool, whose output the compiler imitates by default.
    public static let newest = AppKitSDKVersion(26)

    /// The SDK of the Xcode that saved a document of `toolsVersion`: Xcode 5
    /// is toolsVersion 4000 on (10.9), 6 is 6000 on (10.10), 7 is 8000 on
    /// (10.11), 8 is 11000 on (10.12), 9 is 13000 on (10.13), 10 is 14000 on
    /// (10.14), 11 is 15000 on (10.15), 12 is 17000 on (11), 13 is 19000 on,
    /// 14 is 21000 on, 15 is 22000 on, 16 is 23000 on, 26 is 24000 on.
    public static func forToolsVersion(_ toolsVersion: Int) -> AppKitSDKVersion {
        switch toolsVersion {
        case 24000...: AppKitSDKVersion(26)
        case 23000..<24000: AppKitSDKVersion(15)
        case 22000..<23000: AppKitSDKVersion(14)
        case 21000..<22000: AppKitSDKVersion(13)
        case 19000..<21000: AppKitSDKVersion(12)
        case 17000..<19000: AppKitSDKVersion(11)
        case 15000..<17000: AppKitSDKVersion(10, 15)
        case 14000..<15000: AppKitSDKVersion(10, 14)
        case 13000..<14000: AppKitSDKVersion(10, 13)
        case 11000..<13000: AppKitSDKVersion(10, 12)
        case 8000..<11000: AppKitSDKVersion(10, 11)
        case 6000..<8000: AppKitSDKVersion(10, 10)
        default: AppKitSDKVersion(10, 9)
        }
    }
}

/// What each SDK's AppKit encodes, where SDKs differ.
///
/// The facts come from Apple's bytes: nib bundles whose `keyedobjects.nib`
/// Interface Builder compiled from their `designable.nib` at save time, with
/// the Xcode of the document's `toolsVersion` (5056: the 10.9 SDK; 14490.70:
/// 10.14; 17701: 11; 19162: 12; 23504: 15), and ibtool's output of today (26).
/// A key first seen in an SDK newer than the last one known without it is
/// written from that newer SDK on: the SDKs between follow the older one.
enum AppKitSDKEra {
    /// The SDKs that write each key not every SDK writes: from the first, up to the second when there is one.
    static let keyEras: StringTable<(from: AppKitSDKVersion, through: AppKitSDKVersion?)> = [
        // Absent in the 10.9 SDK's windows and nib, present in the 10.14 SDK's.
        "NSNibTouchBar": (AppKitSDKVersion(10, 14), nil),
        "IB.systemFontUpdateVersion": (AppKitSDKVersion(10, 14), nil),
        "NSAutomaticallyAdjustsContentInsets": (AppKitSDKVersion(10, 14), nil),
        // Absent in the 10.9 and 10.14 SDKs' output, present in the 11 SDK's.
        "NSViewWantsBestResolutionOpenGLSurface": (AppKitSDKVersion(11), nil),
        "IBNSSafeAreaLayoutGuide": (AppKitSDKVersion(11), nil),
        "IBNSLayoutMarginsGuide": (AppKitSDKVersion(11), nil),
        "IBNSClipsToBounds": (AppKitSDKVersion(11), nil),
        "NSChildControllerCreationSelectorName": (AppKitSDKVersion(11), nil),
        "NSControlSize": (AppKitSDKVersion(11), nil),
        "NSControlContinuous": (AppKitSDKVersion(11), nil),
        "NSControlRefusesFirstResponder": (AppKitSDKVersion(11), nil),
        "NSControlUsesSingleLineMode": (AppKitSDKVersion(11), nil),
        "NSControlTextAlignment": (AppKitSDKVersion(11), nil),
        "NSControlLineBreakMode": (AppKitSDKVersion(11), nil),
        "NSControlWritingDirection": (AppKitSDKVersion(11), nil),
        "NSControlSendActionMask": (AppKitSDKVersion(11), nil),
        "IBNamespaceID": (AppKitSDKVersion(11), nil),
        "IBDesignSize": (AppKitSDKVersion(11), nil),
        "IBDesignImageConfiguration": (AppKitSDKVersion(11), nil),
        "NSImageViewPlaceholderPrecedence": (AppKitSDKVersion(11), nil),
        // An image view's placeholder image: in the 10.14 SDK's output, not in the 15 SDK's.
        "NSPlaceholderImage": (AppKitSDKVersion(0), AppKitSDKVersion(10, 14)),
        // A window's subtitle and a scroll view's pan recognizer's delegate: absent in the 10.14 SDK's output, present in the 12 SDK's.
        "NSWindowSubtitle": (AppKitSDKVersion(12), nil),
        "NSGestureRecognizer.delegate": (AppKitSDKVersion(12), nil),
        // A table's style: NSTableView.Style is macOS 11 API (Apple's documentation); no table of the
        // 10.9 to 10.15 SDKs' output writes it.
        "NSTableViewStyle": (AppKitSDKVersion(11), nil),
        // A placeholder's class reference: absent in the 11 SDK's output, present in the 12 SDK's.
        "IBClassReference": (AppKitSDKVersion(12), nil),
        // TextKit 2: absent in the 10.14 SDK's text views, present in the 12 SDK's.
        "NSTextLayoutManager": (AppKitSDKVersion(12), nil),
        // Menu items' key equivalent localization and mirroring, and hiding in
        // representations: absent in the 12 SDK's (the Flycut bundle's 19 items), present in the 15 SDK's (caffeine's).
        "NSAllowsKeyEquivalentLocalization": (AppKitSDKVersion(15), nil),
        "NSAllowsKeyEquivalentMirroring": (AppKitSDKVersion(15), nil),
        "NSHiddenInRepresentation": (AppKitSDKVersion(15), nil),
        // A button cell's bezel style of its own (older SDKs keep it in NSButtonFlags2 only): absent in the
        // 10.14 SDK's (AboutBox) and the 12 SDK's (the Flycut bundle's 18 button cells), present in the 15 SDK's.
        "NSBezelStyle": (AppKitSDKVersion(15), nil),
        // Writing tools: absent in the 12 SDK's text fields and text views, present in the 15 SDK's.
        "NSAllowsWritingTools": (AppKitSDKVersion(15), nil),
        "NSTextFieldAllowsWritingToolsAffordance": (AppKitSDKVersion(15), nil),
        "NSWritingToolsFlags": (AppKitSDKVersion(15), nil),
        "NSTextHighlightAttributes": (AppKitSDKVersion(15), nil),
        // An image cell's animation: absent in the 10.14 SDK's (AboutBox) and the 12 SDK's (Sparkle 2.2's
        // NIBArchives), present in the 15 SDK's (caffeine's).
        "NSImageAnimation": (AppKitSDKVersion(15), nil),
        // A button's or image view's symbol configuration: absent in the 12 SDK's output, present in the 15 SDK's.
        "IBNSShadowedSymbolConfiguration": (AppKitSDKVersion(15), nil),
        // A control's and a cell's size again: in the 11, 12 and 15 SDKs' output, not in the 10.14 or 26 SDK's.
        "NSControlSize2": (AppKitSDKVersion(11), AppKitSDKVersion(15)),
        // A text style font's width flag: absent in the 12 SDK's table header font (Sparkle 2.2), present in the 26 SDK's.
        "NSHasWidth": (AppKitSDKVersion(26), nil),
        // NSColor's exposure (HDR headroom) and a text field's natural alignment: absent in the 15 SDK's output.
        "NSLinearExposure": (AppKitSDKVersion(26), nil),
        "NS.resolvesNaturalAlignmentWithBaseWritingDirection": (AppKitSDKVersion(26), nil),
    ]

    /// The keys of ``keyEras`` the `sdk` SDK does not write (two for the
    /// newest): a compilation takes this small set once and asks it about
    /// every key it writes (``AppKitContext/sdkWrites(_:)``).
    static func keysNotWritten(sdk: AppKitSDKVersion) -> NameSet {
        sdk == .newest ? newestKeysNotWritten : keysNotWrittenWorkedOut(sdk: sdk)
    }

    /// The newest SDK's set, made once: most compilations use it.
    private static let newestKeysNotWritten = keysNotWrittenWorkedOut(sdk: .newest)

    private static func keysNotWrittenWorkedOut(sdk: AppKitSDKVersion) -> NameSet {
        NameSet((0..<keyEras.count).filter { !isInEra(keyEras[index: $0], sdk: sdk) }.map { keyEras.key(at: $0) })
    }

    private static func isInEra(_ era: (from: AppKitSDKVersion, through: AppKitSDKVersion?), sdk: AppKitSDKVersion) -> Bool {
        era.from <= sdk && era.through.map { sdk <= $0 } ?? true
    }

    /// The title bar height ibtool adds to a titled window's content limits
    /// for its frame's (`NSMinSize`): 22 in the 10.9 SDK's output, 28 in the
    /// 12 and 15 SDKs', 32 in the 26 SDK's.
    static func titleBarHeight(sdk: AppKitSDKVersion) -> Double {
        if sdk >= AppKitSDKVersion(26) { return 32 }
        return sdk >= AppKitSDKVersion(12) ? 28 : 22
    }

    /// The design sizes of a menu item's check mark and mixed-state images:
    /// 14 × 13 and 14 × 4 in the 12 SDK's output, 18 × 17 and 18 × 5 in the
    /// 15 SDK's, 18 × 16 and 18 × 4 in the 26 SDK's.
    static func menuStateImageSizes(sdk: AppKitSDKVersion) -> (on: (Double, Double), mixed: (Double, Double)) {
        if sdk >= AppKitSDKVersion(26) { return ((18, 16), (18, 4)) }
        return sdk >= AppKitSDKVersion(15) ? ((18, 17), (18, 5)) : ((14, 13), (14, 4))
    }

    /// Whether a box's title cell writes `NSControlView` (nil): not in the 12
    /// and 15 SDKs' output, as in the 26 SDK's.
    static func boxTitleCellWritesControlView(sdk: AppKitSDKVersion) -> Bool {
        sdk >= AppKitSDKVersion(26)
    }

    /// Whether a search field cell's search and cancel button cells write
    /// `NSControlView`: not in the 12 SDK's output (the Flycut bundle's search
    /// field), as in the 26 SDK's (viraptor's search field pairs). The SDKs between follow the 12 SDK.
    static func searchButtonCellsWriteControlView(sdk: AppKitSDKVersion) -> Bool {
        sdk >= AppKitSDKVersion(26)
    }

    /// Whether an image cell writes `NSControlView`: not in the 10.14 SDK's output, as in the 15 SDK's.
    static func imageCellWritesControlView(sdk: AppKitSDKVersion) -> Bool {
        sdk >= AppKitSDKVersion(15)
    }

    /// Whether an editable image view's drag types add Encapsulated PostScript:
    /// the 10.14 SDK's do, the 15 SDK's do not.
    static func imageViewAcceptsEPS(sdk: AppKitSDKVersion) -> Bool {
        sdk < AppKitSDKVersion(15)
    }

    /// `NSTVFlags` bits a text view has beyond its resizing ones and 132: 0x40
    /// in the 10.14 and 12 SDKs' output, none in the 26 SDK's.
    static func textViewExtraFlags(sdk: AppKitSDKVersion) -> Int64 {
        sdk < AppKitSDKVersion(26) ? 0x40 : 0
    }

    /// Whether a text view whose insertion point color is the catalog's text
    /// color keeps it (the 10.14 and 12 SDKs' output) rather than AppKit's
    /// default `textInsertionPointColor` (the 26 SDK's).
    static func keepsTextColorInsertionPoint(sdk: AppKitSDKVersion) -> Bool {
        sdk < AppKitSDKVersion(26)
    }

    /// Whether a stepper writes its cell's increment, wrapping and autorepeat
    /// as `NSStepperIncrement`, `NSStepperWraps` and `NSStepperAutorepeat`:
    /// the 12 SDK's output does (1, true, true for the Flycut bundle's
    /// steppers); the 26 SDK's writes 0, false, false (viraptor's stepper
    /// pairs). The SDKs between follow the 12 SDK.
    static func stepperWritesCellValues(sdk: AppKitSDKVersion) -> Bool {
        sdk < AppKitSDKVersion(26)
    }

    /// Whether a button writes the hugging priorities its element gives even
    /// when they are its bezel's own: the 10.14 SDK's output does (AboutBox's
    /// rounded push button, "{250, 750}") and the 12 SDK's (the Flycut
    /// bundle's two); the 15 SDK's (caffeine's eight) and the 26 SDK's do not,
    /// nor does the 10.9 SDK's (the XMPP bundle's, which write no hugging at all).
    static func buttonsWriteGivenHugging(sdk: AppKitSDKVersion) -> Bool {
        AppKitSDKVersion(10, 14) <= sdk && sdk < AppKitSDKVersion(15)
    }

    /// The hot spot of the cursor of a text view's clip view (an arrow,
    /// `NSCursorType` 0): "{4, 4}" in the 12 SDK's output (the Flycut
    /// bundle), "{1, -1}" in the 10.14 SDK's (AboutBox) and the 26 SDK's
    /// (viraptor's text view pairs). The SDKs between 12 and 26 follow the 12 SDK.
    static func clipViewCursorHotSpot(sdk: AppKitSDKVersion) -> String {
        AppKitSDKVersion(12) <= sdk && sdk < AppKitSDKVersion(26) ? "{4, 4}" : "{1, -1}"
    }

    /// Whether a table column without an identifier is given
    /// `AutomaticTableColumnIdentifier.<index>`: in the 26 SDK's output
    /// (viraptor's pairs), not in the 12 SDK's (Sparkle 2.2's table).
    static func namesColumnsAutomatically(sdk: AppKitSDKVersion) -> Bool {
        sdk >= AppKitSDKVersion(26)
    }

    /// Whether a titled window's content view keeps its top edge at the content
    /// rect's when their heights differ: Sparkle 2.2's SUStatus (12 SDK) puts a
    /// 106-point view of a 107-point content rect at y 1; viraptor's
    /// test25_hugging (26) leaves an 89-point view of a 158-point one at 0.
    static func keepsContentViewTop(sdk: AppKitSDKVersion) -> Bool {
        sdk < AppKitSDKVersion(26)
    }

    /// Whether the `sdk` SDK numbers `NSControlTextAlignment` as AppKit did
    /// before alignments were shared with UIKit (right 1, center 2): the 11
    /// and 12 SDKs' output does; the 15 SDK's numbers center 1 and right 2.
    static func usesLegacyTextAlignment(sdk: AppKitSDKVersion) -> Bool {
        sdk < AppKitSDKVersion(15)
    }
}

extension AppKitCompilerOptions {
    /// The SDK to imitate: ``sdkVersion``, else the newest.
    var sdk: AppKitSDKVersion { sdkVersion ?? .newest }
}

extension AppKitContext {
    /// Whether the options' SDK writes `key` (see ``AppKitSDKEra/keyEras``).
    func sdkWrites(_ key: String) -> Bool {
        !keysNotWritten.contains(key)
    }

    /// Appends `key` = `value` as the SDK's encoder does: nothing for a key the
    /// SDK does not write, and `NSControlSize2` (the size again) after a
    /// control's `NSControlSize` and a cell's `NSCellFlags2` where it writes that.
    mutating func appendForSDK(_ key: String, _ value: NibGraphBuilder.Value, to object: Reference) {
        let sdk = options.sdk
        guard sdkWrites(key) else { return }
        // Every key a compilation writes comes here: lengths first tell most
        // from the three keys handled below without comparing their bytes.
        let length = key.utf8.count
        var value = value
        if length == 22, key == "NSControlTextAlignment", AppKitSDKEra.usesLegacyTextAlignment(sdk: sdk),
           case .integer(let alignment) = value {
            value = .integer([1: 2, 2: 1][alignment] ?? alignment)
        }
        builder.append(key, value, to: object)
        guard (length == 13 && key == "NSControlSize") || (length == 12 && key == "NSCellFlags2"),
              sdkWrites("NSControlSize2") else { return }
        switch (key, value) {
        case ("NSControlSize", .integer(let size)):
            builder.append("NSControlSize2", .integer(size), to: object)
        case ("NSCellFlags2", .integer(let flags2)), ("NSCellFlags2", .integerOfWidth(let flags2, _)):
            // The cell's size is in bits 17–18 of its second flags.
            builder.append("NSControlSize2", .integer((flags2 >> 17) & 3), to: object)
        default:
            break
        }
    }
}

extension AppKitSDKEra {
    /// `graph` without the objects nothing refers to any more (an image's
    /// design size whose key an older SDK does not write), the others keeping
    /// their order.
    static func removingUnreachableObjects(_ graph: NibGraph) -> NibGraph {
        guard !graph.objects.isEmpty else { return graph }
        var reached = Array(repeating: false, count: graph.objects.count)
        reached[0] = true
        var pending = [0]
        func visit(_ value: NibGraph.Value) {
            switch value {
            case .object(let index) where graph.objects.indices.contains(index) && !reached[index]:
                reached[index] = true
                pending.append(index)
            case .array(let items):
                items.forEach(visit)
            default:
                break
            }
        }
        while let index = pending.popLast() {
            graph.objects[index].entries.forEach { visit($0.value) }
        }
        var newIndex = Array(repeating: -1, count: graph.objects.count)
        var kept: [NibGraph.Object] = []
        for index in graph.objects.indices where reached[index] {
            newIndex[index] = kept.count
            kept.append(graph.objects[index])
        }
        guard kept.count < graph.objects.count else { return graph }
        func renumber(_ value: NibGraph.Value) -> NibGraph.Value {
            switch value {
            case .object(let index) where graph.objects.indices.contains(index): .object(newIndex[index])
            case .array(let items): .array(items.map(renumber))
            default: value
            }
        }
        for index in kept.indices {
            for entry in kept[index].entries.indices {
                kept[index].entries[entry].value = renumber(kept[index].entries[entry].value)
            }
        }
        return NibGraph(objects: kept)
    }
}
