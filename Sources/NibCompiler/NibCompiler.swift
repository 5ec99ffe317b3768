import AppKitCompiler
import IBDocument
import NibBytes
import NibGraph
import PropertyList
import UIKitCompiler
import XIBReader

/// Compiles an Interface Builder document into nib bytes: reads the
/// document, picks the compiler its type calls for, and writes the graph as
/// a NIBArchive. `nibtool compile` and the `ibtool` front end are thin over it.
public enum NibCompiler {
    /// The compiled bytes and what the compiler said. Any diagnostic of
    /// severity `.error` means the output must not be used.
    public struct Output: Sendable {
        /// The nib, for a xib (empty when the output is a folder).
        public var bytes: [UInt8]
        /// A storyboard's `.storyboardc` folder, or the `.nib` folder of a macOS
        /// xib's variants: its files by name (nil for a single file).
        public var directory: [File]?
        public var diagnostics: [IBDiagnostic]
        /// The 3.0 document compiled (nil for an Interface Builder 3 archive),
        /// for what else is made from it (strings files, XLIFF).
        public var document: IBDocument?

        public init(bytes: [UInt8], directory: [File]? = nil, diagnostics: [IBDiagnostic]) {
            self.bytes = bytes
            self.directory = directory
            self.diagnostics = diagnostics
        }

        /// One file of a compiled folder.
        public struct File: Sendable {
            public var name: String
            public var bytes: [UInt8]
        }

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// A storyboard's nibs and `Info.plist`, as the files of its `.storyboardc`.
    private static func compileStoryboard(_ document: IBDocument, options: NibCompilerOptions) throws(IBDocumentError) -> Output {
        let compilation = try UIKitCompiler.compileStoryboard(document, options: options.uikit)
        var files: [Output.File] = []
        for nib in compilation.nibs {
            files.append(Output.File(name: nib.name + ".nib",
                                     bytes: try archive(nib.graph, coderVersion: uikitCoderVersion(document, options), path: document.path)))
        }
        var entries = [PropertyListEntry]()
        entries.append(PropertyListEntry(key: .string("UIViewControllerIdentifiersToNibNames"), value: .dictionary(
            compilation.identifiersToNibNames.map { PropertyListEntry(key: .string($0.identifier), value: .string($0.nibName)) })))
        if !compilation.externalReferences.isEmpty {
            entries.append(PropertyListEntry(key: .string("UIViewControllerIdentifiersToExternalStoryboardReferences"),
                                             value: .dictionary(compilation.externalReferences.map(referenceEntry))))
        }
        if let entryPoint = compilation.entryPoint {
            entries.append(PropertyListEntry(key: .string("UIStoryboardDesignatedEntryPointIdentifier"), value: .string(entryPoint)))
        }
        entries.append(PropertyListEntry(key: .string("UIStoryboardVersion"), value: .integer(1)))
        files.append(Output.File(name: "Info.plist", bytes: try infoPlist(entries, path: document.path)))
        return Output(bytes: [], directory: files, diagnostics: compilation.diagnostics)
    }

    /// A storyboard reference's `Info.plist` entry: its identifier → the referenced storyboard's name and controller.
    private static func referenceEntry(_ reference: UIKitStoryboardReference) -> PropertyListEntry {
        var info: [PropertyListEntry] = []
        if let name = reference.storyboardName {
            info.append(PropertyListEntry(key: .string("UIReferencedStoryboardName"), value: .string(name)))
        }
        if let controller = reference.controllerIdentifier {
            info.append(PropertyListEntry(key: .string("UIReferencedControllerIdentifier"), value: .string(controller)))
        }
        return PropertyListEntry(key: .string(reference.identifier), value: .dictionary(info))
    }

    /// A macOS storyboard's nibs (coder version 10, as every macOS nib of the
    /// corpus) and `Info.plist`, in the order of Apple's: the main menu, the
    /// nib names, the entry point, the controllers' unique identifiers, the version.
    private static func compileMacStoryboard(_ document: IBDocument, options: AppKitCompilerOptions, coderVersion: UInt32?)
        throws(IBDocumentError) -> Output
    {
        let compilation = try AppKitCompiler.compileStoryboard(document, options: options)
        var files: [Output.File] = []
        for nib in compilation.nibs {
            files.append(Output.File(name: nib.name + ".nib", bytes: try archive(nib.graph, coderVersion: coderVersion ?? 10,
                                                                                  path: document.path)))
        }
        func dictionary(_ pairs: [(String, String)]) -> PropertyListValue {
            .dictionary(pairs.map { PropertyListEntry(key: .string($0.0), value: .string($0.1)) })
        }
        var entries = [PropertyListEntry(key: .string("NSStoryboardMainMenu"), value: .string(compilation.mainMenu))]
        entries.append(PropertyListEntry(key: .string("NSViewControllerIdentifiersToNibNames"),
                                         value: dictionary(compilation.identifiersToNibNames.map { ($0.identifier, $0.nibName) })))
        if let entryPoint = compilation.entryPoint {
            entries.append(PropertyListEntry(key: .string("NSStoryboardDesignatedEntryPointIdentifier"), value: .string(entryPoint)))
        }
        entries.append(PropertyListEntry(key: .string("NSViewControllerIdentifiersToUUIDs"),
                                         value: dictionary(compilation.identifiersToUUIDs.map { ($0.identifier, $0.uuid) })))
        entries.append(PropertyListEntry(key: .string("NSStoryboardVersion"), value: .integer(1)))
        files.append(Output.File(name: "Info.plist", bytes: try infoPlist(entries, path: document.path)))
        return Output(bytes: [], directory: files, diagnostics: compilation.diagnostics)
    }

    /// A macOS xib for a deployment target before 11, as ibtool writes it: the
    /// variants each range of systems loads, one NIBArchive for 10.13 on
    /// (`keyedobjects-101300.nib`, or the flat nib when it is the only one)
    /// and one for 11 on (`keyedobjects-110000.nib`) when that one differs,
    /// and for a target before 10.13, which cannot read NIBArchives, the keyed
    /// archive (`keyedobjects.nib`). Sparkle 2.2's nib folders (target 10.11)
    /// hold the keyed archive and 101300 variant, and the 110000 variant
    /// beside them where a table's style differs; Transmission's Sparkle
    /// (target 10.13) a flat nib, or the two variants.
    private static func compileMacVariants(_ document: IBDocument, options: AppKitCompilerOptions, target: AppKitSDKVersion,
                                           coderVersion: UInt32) throws(IBDocumentError) -> Output {
        let older = try AppKitCompiler.compile(document, options: options)
        var newerOptions = options
        newerOptions.deploymentTarget = nil
        let newer = try AppKitCompiler.compile(document, options: newerOptions)
        let olderBytes = try archive(older.graph, coderVersion: coderVersion, path: document.path)
        let newerBytes = try archive(newer.graph, coderVersion: coderVersion, path: document.path)
        var files: [Output.File] = []
        if target < AppKitSDKVersion(10, 13) {
            files.append(Output.File(name: "keyedobjects.nib",
                                     bytes: try keyedArchive(AppKitCompiler.keyedArchiveForm(of: older.graph), path: document.path)))
        } else if olderBytes == newerBytes {
            return Output(bytes: olderBytes, diagnostics: older.diagnostics)
        }
        files.append(Output.File(name: "keyedobjects-101300.nib", bytes: olderBytes))
        if olderBytes != newerBytes { files.append(Output.File(name: "keyedobjects-110000.nib", bytes: newerBytes)) }
        return Output(bytes: [], directory: files, diagnostics: older.diagnostics)
    }

    /// A storyboard's `Info.plist`: `entries` as a binary property list.
    private static func infoPlist(_ entries: [PropertyListEntry], path: String) throws(IBDocumentError) -> [UInt8] {
        do {
            return try BinaryPropertyList.encode(.dictionary(entries))
        } catch {
            throw IBDocumentError(.invalid("the storyboard's Info.plist cannot be written: \(error)"), path: path)
        }
    }

    /// The coder version of a UIKit nib: the options', else ibtool's for the SDK
    /// (10 from the iOS 15 SDK on, 9 before).
    private static func uikitCoderVersion(_ document: IBDocument, _ options: NibCompilerOptions) -> UInt32 {
        options.coderVersion ?? (options.uikit.sdk(for: document) >= 15 ? 10 : 9)
    }

    /// `graph` as NIBArchive bytes of `coderVersion`.
    private static func archive(_ graph: NibGraph, coderVersion: UInt32, path: String) throws(IBDocumentError) -> [UInt8] {
        var warnings: [NibGraphWarning] = []
        do {
            return try graph.nibArchiveBytes(options: .init(coderVersion: coderVersion), warnings: &warnings)
        } catch {
            throw IBDocumentError(.invalid("the compiled graph cannot be written: \(error)"), path: path)
        }
    }

    /// `graph` as a binary keyed archive.
    private static func keyedArchive(_ graph: NibGraph, path: String) throws(IBDocumentError) -> [UInt8] {
        var warnings: [NibGraphWarning] = []
        do {
            return try graph.keyedArchiveBytes(warnings: &warnings)
        } catch {
            throw IBDocumentError(.invalid("the compiled graph cannot be written: \(error)"), path: path)
        }
    }

    public static func compile(_ bytes: ByteView, path: String, options: NibCompilerOptions = .init())
        throws(IBDocumentError) -> Output
    {
        let root = try IBDocument.readRoot(bytes, path: path, options: options.readerOptions)
        // Interface Builder 3 documents (`<archive>`) have a compiler of their own.
        if root.name == "archive" {
            let legacy = try LegacyArchive(root: root, path: path)
            if legacy.isCocoa {
                // Mac archives compile to the keyed archive Interface Builder 3 wrote for them.
                let compilation = AppKitCompiler.compileLegacy(legacy)
                return Output(bytes: try keyedArchive(compilation.graph, path: path), diagnostics: compilation.diagnostics)
            }
            let compilation = UIKitCompiler.compileLegacy(legacy, options: options.uikit)
            // Up to the iOS 3 SDK ibtool wrote UIKit nibs as keyed archives (NSKeyedArchiver binary property lists).
            let sdk = options.uikit.sdk(for: legacy)
            if sdk <= 3 {
                return Output(bytes: try keyedArchive(compilation.graph, path: path), diagnostics: compilation.diagnostics)
            }
            let coderVersion = options.coderVersion ?? (sdk >= 15 ? 10 : 9)
            return Output(bytes: try archive(compilation.graph, coderVersion: coderVersion, path: path),
                          diagnostics: compilation.diagnostics)
        }
        let document = try IBDocument(root: root, path: path)
        var output = try compile(document, options: options)
        output.document = document
        return output
    }

    /// Whether `document` is a nib bundle's `designable.nib`: the document
    /// Interface Builder saved beside the nib it compiled from it at save time.
    private static func isNibBundleDocument(_ document: IBDocument) -> Bool {
        document.path.hasSuffix("designable.nib")
    }

    /// The macOS SDK to imitate: the options' (`--sdk`), else for a nib
    /// bundle's `designable.nib` the SDK of the Xcode that saved it, else the
    /// newest. Interface Builder compiled a bundle's `keyedobjects.nib` when it
    /// saved the document, with the Xcode its `toolsVersion` names, so that
    /// Xcode's SDK reproduces the bundle. A `.xib` is compiled at build time by
    /// whichever Xcode builds the project, whatever Xcode saved it: ibtool's
    /// output of today for xibs saved by Xcode 8 to 26 is the newest SDK's.
    private static func appKitSDK(_ document: IBDocument, _ options: NibCompilerOptions) -> AppKitSDKVersion? {
        if let sdk = options.appKitSDK { return sdk }
        return isNibBundleDocument(document) ? AppKitSDKVersion.forToolsVersion(document.toolsVersion) : nil
    }

    /// A 3.0 document, by the compiler its platform and kind call for.
    private static func compile(_ document: IBDocument, options: NibCompilerOptions) throws(IBDocumentError) -> Output {
        let path = document.path
        switch document.platform {
        case .iOS, .tvOS:
            if document.kind == .storyboard { return try compileStoryboard(document, options: options) }
            let compilation = try UIKitCompiler.compile(document, options: options.uikit)
            return Output(bytes: try archive(compilation.graph, coderVersion: uikitCoderVersion(document, options), path: path),
                          diagnostics: compilation.diagnostics)
        case .macOS:
            // AppKit nibs take the module of custom classes from the same option as UIKit ones. A keyed
            // archive is what macOS before 10.13 loads: without a target of its own, it is made for 10.12.
            let keyed = document.kind != .storyboard && (options.appKitKeyedArchive ?? isNibBundleDocument(document))
            let appKitOptions = AppKitCompilerOptions(module: options.uikit.module, colorProfiles: options.colorProfiles,
                                                      localizableStrings: options.uikit.localizableStrings,
                                                      baseLocalization: options.baseLocalization,
                                                      machine: options.machine, sdkVersion: appKitSDK(document, options),
                                                      deploymentTarget: options.appKitDeploymentTarget
                                                          ?? (keyed ? AppKitSDKVersion(10, 12) : nil))
            if document.kind == .storyboard {
                return try compileMacStoryboard(document, options: appKitOptions, coderVersion: options.coderVersion)
            }
            if document.kind != .storyboard, options.appKitKeyedArchive == nil, !isNibBundleDocument(document),
               let target = options.appKitDeploymentTarget, target < AppKitSDKVersion(11) {
                return try compileMacVariants(document, options: appKitOptions, target: target,
                                              coderVersion: options.coderVersion ?? 10)
            }
            let compilation = try AppKitCompiler.compile(document, options: appKitOptions)
            if keyed {
                return Output(bytes: try keyedArchive(AppKitCompiler.keyedArchiveForm(of: compilation.graph), path: path),
                              diagnostics: compilation.diagnostics)
            }
            // Every macOS nib of the corpus is coder version 10.
            return Output(bytes: try archive(compilation.graph, coderVersion: options.coderVersion ?? 10, path: path),
                          diagnostics: compilation.diagnostics)
        case .watchOS:
            throw IBDocumentError(.invalid("WatchKit storyboards are not compiled (their apps are built with WatchKit's own tools)"),
                                  path: path, line: document.root.line, column: document.root.column)
        }
    }
}

/// What to compile for: the UIKit compiler's options, the coder version and
/// the XML reader's limits.
public struct NibCompilerOptions: Sendable {
    public var uikit: UIKitCompilerOptions
    /// NIBArchive coder version; nil picks what the SDK's ibtool writes.
    public var coderVersion: UInt32?
    public var readerOptions: XIBReaderOptions
    /// The ICC profiles AppKit nibs' color spaces carry (see ``AppKitCompilerOptions/colorProfiles``).
    public var colorProfiles: AppKitColorProfiles?
    /// The settings of the Mac whose ibtool output AppKit nibs reproduce.
    public var machine: AppKitMachineSettings
    /// Whether a macOS xib compiles to a keyed archive (NSKeyedArchiver, the
    /// `keyedobjects.nib` of a nib bundle, the form macOS before 10.13 loads)
    /// rather than a NIBArchive; nil writes a keyed archive for a nib bundle's
    /// `designable.nib`, as Interface Builder did beside it, else a NIBArchive.
    public var appKitKeyedArchive: Bool?
    /// The macOS SDK whose ibtool output AppKit nibs reproduce; nil picks it
    /// from the document (see ``AppKitCompilerOptions/sdkVersion``).
    public var appKitSDK: AppKitSDKVersion?
    /// The oldest macOS AppKit nibs are for (see ``AppKitCompilerOptions/deploymentTarget``);
    /// nil is macOS 11 or later, except for a keyed archive (10.12).
    public var appKitDeploymentTarget: AppKitSDKVersion?
    /// Whether the nib goes into a `Base.lproj` folder (see ``AppKitCompilerOptions/baseLocalization``).
    public var baseLocalization: Bool

    public init(uikit: UIKitCompilerOptions = .init(), coderVersion: UInt32? = nil,
                readerOptions: XIBReaderOptions = .default, colorProfiles: AppKitColorProfiles? = nil,
                machine: AppKitMachineSettings = .init(), appKitKeyedArchive: Bool? = nil, appKitSDK: AppKitSDKVersion? = nil,
                appKitDeploymentTarget: AppKitSDKVersion? = nil, baseLocalization: Bool = false) {
        self.baseLocalization = baseLocalization
        self.appKitKeyedArchive = appKitKeyedArchive
        self.appKitSDK = appKitSDK
        self.appKitDeploymentTarget = appKitDeploymentTarget
        self.uikit = uikit
        self.coderVersion = coderVersion
        self.readerOptions = readerOptions
        self.colorProfiles = colorProfiles
        self.machine = machine
    }
}

extension AppKitColorProfiles {
    /// The macOS file names of the two profiles, as in /System/Library/ColorSync/Profiles.
    public static let fileNames = (genericGrayGamma22: "Generic Gray Gamma 2.2 Profile.icc", sRGB: "sRGB Profile.icc")

    /// The profiles in `directory`, under their macOS names; nil when either is missing.
    public init?(directory: String) {
        guard let gray = try? FileBytes.read(path: directory + "/" + Self.fileNames.genericGrayGamma22),
              let srgb = try? FileBytes.read(path: directory + "/" + Self.fileNames.sRGB)
        else { return nil }
        self.init(genericGrayGamma22: ByteView(gray).array, sRGB: ByteView(srgb).array)
    }
}
