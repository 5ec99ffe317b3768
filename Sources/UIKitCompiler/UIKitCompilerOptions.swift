import IBDocument

/// What a compilation targets: the module of custom Swift classes, the SDK
/// whose encoders to imitate, and whether texts are localizable.
public struct UIKitCompilerOptions: Sendable, Equatable {
    /// The Swift module of custom classes whose document names no `customModule`
    /// but says `customModuleProvider="target"` (ibtool's `--module`).
    public var module: String?
    /// The iOS SDK major version whose `encodeWithCoder:` output to reproduce
    /// (keys and key order change between SDKs); nil picks it from the
    /// document's `toolsVersion`, or an Interface Builder 3 archive's
    /// `IBDocument.SystemTarget`.
    public var sdkVersion: Int?
    /// Texts as `NSLocalizableString` (what ibtool writes for a nib inside an
    /// `.lproj` folder) instead of `NSString`.
    public var localizableStrings: Bool

    /// Localized texts by `OBJECTID.PROPERTY` key (a `.strings` file's entries):
    /// each replaces the development text it keys.
    public var translations: [String: String]

    /// The major version of the app's deployment target (ibtool's
    /// `--minimum-deployment-target`, which Xcode always passes): the SDK
    /// that built the app is at least that new, so without ``sdkVersion`` it
    /// is the least SDK to imitate.
    public var minimumDeploymentTarget: Int?

    /// The newest iOS SDK whose output the compiler knows: Xcode 27's (see
    /// ``lneSDK``). No Apple output of the iOS 16 to 26 SDKs is known: they
    /// are written as the iOS 15 SDK's but where a decompiled encoder of
    /// those SDKs says otherwise (web, map and framework views).
    public static let newestSDK = 27

    /// The first SDK known to end its nibs with the `LNE\0` trailer and
    /// `IBUINibLNEVersionKey` (Xcode 27, the mapping notes' Appendix A and §1.1;
    /// an Apple launch-screen nib of the corpus holds them too), and to write what
    /// those show: rounded color doubles, system font descriptor options, a
    /// storyboard view nib's placeholders first.
    public static let lneSDK = 27

    public init(module: String? = nil, sdkVersion: Int? = nil, localizableStrings: Bool = false,
                translations: [String: String] = [:], minimumDeploymentTarget: Int? = nil) {
        self.module = module
        self.sdkVersion = sdkVersion
        self.localizableStrings = localizableStrings
        self.translations = translations
        self.minimumDeploymentTarget = minimumDeploymentTarget
    }

    /// The SDK to imitate for `document`: ``sdkVersion``, else the one its
    /// `toolsVersion` or, when newer, its plug-in version suggests (a
    /// Xamarin designer document of `toolsVersion` 6211 and plug-in 7026.1
    /// was built with Xcode 7 or later), raised to the deployment target.
    public func sdk(for document: IBDocument) -> Int {
        sdkVersion ?? atLeastDeploymentTarget(
            Self.sdkVersion(forToolsVersion: max(document.toolsVersion, document.pluginVersion)))
    }

    /// The SDK to imitate for an Interface Builder 3 archive: ``sdkVersion``,
    /// else the one its `IBDocument.SystemTarget` suggests, raised to the deployment target.
    public func sdk(for archive: LegacyArchive) -> Int {
        sdkVersion ?? atLeastDeploymentTarget(
            Self.sdkVersion(forSystemTarget: archive.value("IBDocument.SystemTarget", of: archive.data)?.integer))
    }

    /// `suggested`, or the deployment target's SDK when that is newer (at most ``newestSDK``).
    func atLeastDeploymentTarget(_ suggested: Int) -> Int {
        guard let target = minimumDeploymentTarget, target > suggested else { return suggested }
        return min(target, Self.newestSDK)
    }

    /// The SDK that compiled an archive saved for iOS version `target` (its
    /// `IBDocument.SystemTarget`, the version's digits in hex: 768 is 0x300,
    /// iPhone OS 3.0). The corpus's pairs: 3.0 and 3.2 documents were compiled
    /// by the iPhone OS 3 SDK (keyed archives), a 4.2 one by the iOS 4 SDK;
    /// 5.0 to 6.1 documents by the iOS 6, 7 and 9 SDKs, so from 5.0 (and
    /// without a target) the default stays the iOS 7 SDK.
    public static func sdkVersion(forSystemTarget target: Int64?) -> Int {
        switch target ?? 0x700 {
        case ..<0x400: 3
        case ..<0x500: 4
        default: 7
        }
    }

    /// The SDK an Xcode of `toolsVersion` compiles with: a document is
    /// normally compiled by an Xcode at least as new as the one that saved it.
    public static func sdkVersion(forToolsVersion toolsVersion: Int) -> Int {
        switch toolsVersion {
        // Xcode 27 (its ibtool's bundle version is 25098).
        case 25000...: lneSDK
        case 20000..<25000: 15
        case 17000..<20000: 14
        case 14000..<17000: 12
        case 12000..<14000: 11
        case 11000..<12000: 10
        case 7000..<11000: 9
        case 5000..<7000: 8
        default: 7
        }
    }
}
