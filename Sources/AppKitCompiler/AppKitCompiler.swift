import IBDocument
import NibGraph
import XIBReader

/// Compiles a macOS (Cocoa) Interface Builder document into the object graph
/// AppKit's nib loader decodes, as Apple's ibtool does.
///
/// The root object holds `IB.objectdata`, an `NSIBObjectData` (the nib's
/// owner, visible windows, connections, each object's parent, object ids and
/// accessibility lists), and `IB.systemFontUpdateVersion`. Each element kind
/// has its own file that adds its object's values in the order its class
/// encodes them (see ``AppKitElements``). Unknown elements are warnings
/// naming their place.
public enum AppKitCompiler {
    public static func compile(_ document: IBDocument, options: AppKitCompilerOptions = .init())
        throws(IBDocumentError) -> AppKitCompilation
    {
        guard document.platform == .macOS else {
            throw IBDocumentError(.invalid("not a macOS document"), path: document.path, line: document.root.line,
                                  column: document.root.column)
        }
        guard document.kind == .xib else {
            throw IBDocumentError(.invalid("a storyboard compiles to a folder (see compileStoryboard)"), path: document.path,
                                  line: document.root.line, column: document.root.column)
        }
        var context = AppKitContext(document: document, options: options)
        context.compileRoot()
        // Keys an older SDK does not write may leave their values' objects behind.
        let built = context.builder.takeGraph()
        let graph = options.sdk == .newest ? built : AppKitSDKEra.removingUnreachableObjects(built)
        return AppKitCompilation(graph: graph, diagnostics: context.diagnostics)
    }

    /// `graph` as a keyed archive (a nib bundle's `keyedobjects.nib`) holds
    /// it: each object with its class chain (`$classes`).
    public static func keyedArchiveForm(of graph: NibGraph) -> NibGraph {
        var graph = graph
        AppKitClassChains.addChains(to: &graph)
        return graph
    }
}

/// A compiled document: its graph and what the compiler said about it.
public struct AppKitCompilation: Sendable {
    public var graph: NibGraph
    public var diagnostics: [IBDiagnostic]
}

/// What a compilation targets.
public struct AppKitCompilerOptions: Sendable, Equatable {
    /// The Swift module of custom classes whose element says
    /// `customModuleProvider="target"` (ibtool's `--module`): it wins over the
    /// element's own `customModule`, as ibtool's output shows.
    public var module: String?
    /// The ICC profiles ibtool embeds in the color spaces of catalog colors'
    /// fallbacks. They are Apple's data: the project does not ship them. Give
    /// them (macOS keeps them in /System/Library/ColorSync/Profiles) for
    /// output equal to ibtool's; without them the color spaces carry their
    /// `NSID` and `NSModel` only, which AppKit resolves by itself.
    public var colorProfiles: AppKitColorProfiles?
    /// Whether texts are written as `NSLocalizableString`s, as ibtool does for
    /// a document in a `.lproj` folder (see AppKitLocalizableStrings.swift).
    public var localizableStrings: Bool
    /// Whether the nib goes into a `Base.lproj` folder (Base internationalization):
    /// ibtool then lets its controls follow the logical layout direction
    /// (`NSAllowsLogicalLayoutDirection` true), as Sparkle 2.2's Base.lproj nibs
    /// show beside its unlocalized ones.
    public var baseLocalization: Bool
    /// The settings of the Mac whose ibtool output to reproduce.
    public var machine: AppKitMachineSettings
    /// The macOS SDK whose encoders to imitate (see ``AppKitSDKVersion``); nil is the newest.
    public var sdkVersion: AppKitSDKVersion?
    /// The oldest macOS the nib is for (ibtool's `--minimum-deployment-target`);
    /// nil is macOS 11 or later. ibtool makes a nib bundle's
    /// `keyedobjects-101300.nib` and `keyedobjects.nib` for runtimes before 11,
    /// and `keyedobjects-110000.nib` for 11 on; a target before 11 writes what
    /// the older variants hold where they differ (see ``TableViewElement``).
    public var deploymentTarget: AppKitSDKVersion?

    public init(module: String? = nil, colorProfiles: AppKitColorProfiles? = nil, localizableStrings: Bool = false,
                baseLocalization: Bool = false, machine: AppKitMachineSettings = .init(), sdkVersion: AppKitSDKVersion? = nil,
                deploymentTarget: AppKitSDKVersion? = nil) {
        self.baseLocalization = baseLocalization
        self.module = module
        self.sdkVersion = sdkVersion
        self.deploymentTarget = deploymentTarget
        self.colorProfiles = colorProfiles
        self.localizableStrings = localizableStrings
        self.machine = machine
    }
}

/// The bytes of the two ICC profiles ibtool's color spaces carry (`NSICC`).
public struct AppKitColorProfiles: Sendable, Equatable {
    /// "Generic Gray Gamma 2.2 Profile" (`NSID` 9).
    public var genericGrayGamma22: [UInt8]
    /// "sRGB IEC61966-2.1" (`NSID` 7).
    public var sRGB: [UInt8]

    public init(genericGrayGamma22: [UInt8], sRGB: [UInt8]) {
        self.genericGrayGamma22 = genericGrayGamma22
        self.sRGB = sRGB
    }
}

/// The settings of the Mac that runs ibtool, on which some of its output
/// depends: a date-formatted cell's title is stored as the date it parses
/// in the machine's locale and time zone, a date formatter's style pattern
/// is the locale's, and scroll views are tiled for the scroller style.
public struct AppKitMachineSettings: Sendable, Equatable {
    /// How scrollers show (System Settings' "Show scroll bars").
    public enum ScrollerStyle: String, Sendable, CaseIterable {
        /// Scrollers take room beside the clip view (a mouse is connected, or "Always").
        case legacy
        /// Scrollers float over the content and take no room.
        case overlay
    }

    /// A locale identifier (`en_US`, `en_AU`, …), as the machine's region setting.
    public var locale: String
    /// A time zone identifier (`GMT`, `Europe/Paris`, …).
    public var timeZone: String
    public var scrollerStyle: ScrollerStyle

    public init(locale: String = "en_US", timeZone: String = "GMT", scrollerStyle: ScrollerStyle = .legacy) {
        self.locale = locale
        self.timeZone = timeZone
        self.scrollerStyle = scrollerStyle
    }
}
