import AppKitCompiler
import Foundation
import IBDocument
import NibBytes
import NibCompiler
import NibToolCLI
import UIKitCompiler

/// A drop-in `ibtool` for the command lines Xcode runs to compile a xib:
///
///     ibtool --errors --warnings --notices --module MyApp
///         --output-partial-info-plist OUT-PartialInfo.plist --auto-activate-custom-fonts
///         --target-device iphone --target-device ipad --minimum-deployment-target 13.0
///         --output-format human-readable-text --compile OUT.nib IN.xib
///
/// The nib is what ``NibCompiler`` writes for the document. The report (the
/// diagnostics, or the version) goes to standard output in the chosen format.
/// Exit status: 0 on success, 1 when the document has errors or an output
/// cannot be written (no output file is left then), 2 on a command line ibtool
/// would refuse (the message on standard error names the flag).
public enum IBTool {
    /// This tool's version, printed by `--version` in ibtool's shape.
    public static let bundleVersion = "1"
    public static let shortBundleVersion = "0.1.0"

    /// What a run printed and its exit status.
    public struct Result: Sendable {
        public var status: Int32
        public var standardOutput: [UInt8]
        public var standardError: String
    }

    /// Runs the command line `arguments` (without the program name).
    public static func run(arguments: [String]) -> Result {
        let parsed: IBToolArguments
        do {
            parsed = try IBToolArguments.parse(arguments)
        } catch {
            return Result(status: 2, standardOutput: [], standardError: "ibtool: error: \(error.message)\n")
        }
        if parsed.help { return Result(status: 0, standardOutput: Array(usage.utf8), standardError: "") }
        if parsed.version { return Result(status: 0, standardOutput: format(versionReport, parsed.outputFormat), standardError: "") }
        var diagnostics: [IBDiagnostic]
        var sections: [String: ReportValue] = [:]
        if let folder = parsed.link {
            diagnostics = link(parsed.linkInputs, into: folder)
        } else {
            // parse(_:) guarantees a document unless --version, --help or --link was given.
            let input = parsed.input!
            // A compiled nib is only inspected; a document is compiled (or checked) first.
            let inspectOnly = !parsed.inspections.isEmpty && Inspection.isCompiledNib(input) && !parsed.writesOutput
            diagnostics = inspectOnly ? [] : compile(input, arguments: parsed)
            if !parsed.inspections.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
                do {
                    sections = try Inspection.report(of: input, parsed.inspections)
                } catch {
                    diagnostics.append(IBDiagnostic(.error, error.message, path: error.path))
                }
            }
        }
        var requested = Set<DiagnosticReport.Category>()
        if parsed.errors { requested.insert(.errors) }
        if parsed.warnings { requested.insert(.warnings) }
        if parsed.notices { requested.insert(.notices) }
        let report = DiagnosticReport(diagnostics: diagnostics, requested: requested)
        let output: [UInt8]
        if parsed.outputFormat == .humanReadableText {
            let inspected = sections.keys.sorted().map { "/* \($0) */\n" + sections[$0]!.humanReadableText(indent: "") }
            output = Array((report.humanReadableText + inspected.joined()).utf8)
        } else {
            guard case .dictionary(var entries) = report.value else { preconditionFailure("a report is a dictionary") }
            entries.merge(sections) { _, inspected in inspected }
            output = format(.dictionary(entries), parsed.outputFormat)
        }
        let failed = diagnostics.contains { $0.severity == .error }
        return Result(status: failed ? 1 : 0, standardOutput: output, standardError: "")
    }

    /// Runs `arguments`, prints what the run printed, and returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        let result = run(arguments: arguments)
        try? FileHandle.standardOutput.write(contentsOf: Data(result.standardOutput))
        try? FileHandle.standardError.write(contentsOf: Data(result.standardError.utf8))
        return result.status
    }

    /// Compiles `input` and writes the outputs `arguments` ask for, each whole
    /// or not at all; returns the diagnostics (errors included when an output
    /// could not be written, in which case none is left).
    static func compile(_ input: String, arguments: IBToolArguments) -> [IBDiagnostic] {
        let bytes: ByteView
        do {
            bytes = ByteView(try FileBytes.read(path: input))
        } catch {
            return [IBDiagnostic(.error, "\(error)", path: input)]
        }
        var compilerOptions = options(for: arguments)
        do throws(CLIError) {
            for stringsFile in arguments.stringsFiles {
                compilerOptions.uikit.translations.merge(try Localization.translations(in: stringsFile)) { _, new in new }
            }
            for xliff in arguments.importXLIFF {
                compilerOptions.uikit.translations.merge(try XLIFF.translations(in: xliff)) { _, new in new }
            }
        } catch {
            return [IBDiagnostic(.error, error.message, path: error.path)]
        }
        let result: NibCompiler.Output
        do {
            result = try NibCompiler.compile(bytes, path: input, options: compilerOptions)
        } catch {
            return [IBDiagnostic(.error, error.message, path: input, line: error.line, column: error.column)]
        }
        var diagnostics = result.diagnostics
        if let sdk = arguments.sdk, SDKPath(sdk) == nil {
            diagnostics.append(IBDiagnostic(.warning, "the SDK '\(sdk)' names no version (like iPhoneOS17.2.sdk or iphoneos17.2); "
                                            + "the document's default SDK is imitated", path: input))
        }
        guard !result.hasErrors else { return diagnostics }
        var written: [String] = []
        do throws(CLIError) {
            if let output = outputPath(for: input, arguments: arguments) {
                if let files = result.directory {
                    try OutputFolder.write(files.map { ($0.name, $0.bytes) }, to: output)
                } else {
                    try OutputFile.write(result.bytes, to: output)
                }
                written.append(output)
            }
            // The texts, from the document compiled (an Interface Builder 3 archive is read again).
            var strings: [LocalizableString] = []
            if arguments.generateStringsFile != nil || arguments.exportXLIFF != nil {
                if let document = result.document {
                    strings = UIKitLocalization.strings(of: document)
                } else {
                    strings = try Localization.strings(of: bytes, path: input)
                }
            }
            if let stringsFile = arguments.generateStringsFile {
                try OutputFile.write(UIKitLocalization.stringsFile(strings), to: stringsFile)
                written.append(stringsFile)
            }
            if let xliff = arguments.exportXLIFF {
                let name = String(input.split(separator: "/").last ?? "")
                let file = XLIFF.file(strings, original: name,
                                      sourceLanguage: arguments.sourceLanguage, targetLanguage: arguments.targetLanguage)
                try OutputFile.write(file, to: xliff)
                written.append(xliff)
            }
            if let plist = arguments.partialInfoPlist {
                try OutputFile.write(Array(partialInfoPlist.xmlPropertyList.utf8), to: plist)
                written.append(plist)
            }
        } catch {
            for path in written { try? FileManager.default.removeItem(atPath: path) }
            diagnostics.append(IBDiagnostic(.error, error.message, path: error.path))
        }
        return diagnostics
    }

    /// Where the compiled document goes: `--compile PATH`, or
    /// `--compilation-directory DIR` + the document's name with `.storyboardc`
    /// (a storyboard) or `.nib`.
    static func outputPath(for input: String, arguments: IBToolArguments) -> String? {
        if let path = arguments.compile { return path }
        guard let folder = arguments.compilationDirectory else { return nil }
        let name = String(input.split(separator: "/").last ?? "")
        let base = name.split(separator: ".").dropLast().joined(separator: ".")
        return folder + "/" + (base.isEmpty ? name : base) + (name.hasSuffix(".storyboard") ? ".storyboardc" : ".nib")
    }

    /// `--link DIR INPUT…`: copies each compiled input (a `.storyboardc` folder or
    /// a nib) into DIR under its own name, each whole or not at all.
    static func link(_ inputs: [String], into folder: String) -> [IBDiagnostic] {
        var diagnostics: [IBDiagnostic] = []
        let manager = FileManager.default
        for input in inputs {
            let name = String(input.split(separator: "/").last ?? "")
            let target = folder + "/" + name
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isFolder) else {
                diagnostics.append(IBDiagnostic(.error, "no such compiled file or folder", path: input))
                continue
            }
            do throws(CLIError) {
                if isFolder.boolValue {
                    let names = (try? manager.contentsOfDirectory(atPath: input)) ?? []
                    var files: [(name: String, bytes: [UInt8])] = []
                    for file in names.sorted() {
                        guard let data = manager.contents(atPath: input + "/" + file) else {
                            throw CLIError(path: input + "/" + file, message: "cannot read the compiled file")
                        }
                        files.append((file, Array(data)))
                    }
                    try OutputFolder.write(files, to: target)
                } else {
                    guard let data = manager.contents(atPath: input) else { throw CLIError(path: input, message: "cannot read the compiled file") }
                    try OutputFile.write(Array(data), to: target)
                }
            } catch {
                diagnostics.append(IBDiagnostic(.error, error.message, path: error.path))
            }
        }
        return diagnostics
    }

    /// The compiler options for a command line: the module, the SDK `--sdk` names, texts as
    /// `NSLocalizableString` when the nib goes into an `.lproj` folder, as
    /// ibtool writes them there (and Base internationalization's layout
    /// direction for `Base.lproj`), and the deployment target (the least iOS
    /// SDK to imitate; for macOS, the nib variants to write).
    static func options(for arguments: IBToolArguments) -> NibCompilerOptions {
        let folders = (arguments.compile ?? arguments.compilationDirectory.map { $0 + "/x" } ?? "").split(separator: "/").dropLast()
        let localizable = folders.contains { $0.hasSuffix(".lproj") }
        // ibtool's ICC profiles for AppKit color spaces: $SWIFT_NIB_COLOR_PROFILES, else where macOS keeps them.
        let profileFolder = ProcessInfo.processInfo.environment["SWIFT_NIB_COLOR_PROFILES"] ?? "/System/Library/ColorSync/Profiles"
        let target = arguments.minimumDeploymentTarget.flatMap { Int($0.prefix { $0.isNumber }) }
        let sdk = arguments.sdk.flatMap { SDKPath($0) }
        return NibCompilerOptions(uikit: UIKitCompilerOptions(module: arguments.module, sdkVersion: sdk?.uikitSDK,
                                                              localizableStrings: localizable, minimumDeploymentTarget: target),
                                  colorProfiles: AppKitColorProfiles(directory: profileFolder), appKitSDK: sdk?.appKitSDK,
                                  appKitDeploymentTarget: arguments.minimumDeploymentTarget.flatMap { AppKitSDKVersion(deploymentTarget: $0) },
                                  baseLocalization: folders.last == "Base.lproj")
    }

    /// The partial Info.plist of a xib: empty. Apple's ibtool writes an empty
    /// dictionary for xibs; whether it writes `UILaunchStoryboardName` for a
    /// launch-screen xib (`launchScreen="YES"`) is not known here (no ibtool
    /// output with it was found), and the app's own Info.plist names its launch
    /// screen in any case, so nothing is added for one.
    public static let partialInfoPlist = ReportValue.dictionary([:])

    /// `--version`: the `com.apple.ibtool.version` dictionary.
    public static let versionReport = ReportValue.dictionary([
        "com.apple.ibtool.version": .dictionary([
            "bundle-version": .string(bundleVersion),
            "short-bundle-version": .string(shortBundleVersion),
        ]),
    ])

    /// `value` as the format asks; human-readable text is a `/* KEY */` line
    /// per top-level entry, then `name: value` lines (what `--version` prints).
    static func format(_ value: ReportValue, _ format: IBToolArguments.OutputFormat) -> [UInt8] {
        switch format {
        case .xml1: return Array(value.xmlPropertyList.utf8)
        case .binary1: return value.binaryPropertyList
        case .humanReadableText:
            guard case .dictionary(let sections) = value else { return [] }
            var out = ""
            for key in sections.keys.sorted() {
                out += "/* \(key) */\n"
                guard case .dictionary(let fields) = sections[key]! else { continue }
                for name in fields.keys.sorted() {
                    if case .string(let text) = fields[name]! { out += "\(name): \(text)\n" }
                }
            }
            return Array(out.utf8)
        }
    }

    static let usage = """
        usage: ibtool [options] --compile OUTPUT.nib DOCUMENT.xib
          --errors, --warnings, --notices      report these (errors are reported whenever there are any)
          --output-format FORMAT               human-readable-text, xml1 (default) or binary1
          --compile PATH                       write the compiled nib or .storyboardc (without it, only check the document)
          --compilation-directory DIR          write DIR/NAME.storyboardc (or NAME.nib)
          --link DIR COMPILED…                 copy compiled .storyboardc folders or nibs into DIR
          --generate-strings-file PATH         write the document's localizable texts (UTF-16 .strings)
          --strings-file PATH                  compile with the translations of a .strings file
          --companion-strings-file LOCALE:PATH the same, for one locale
          --export-xliff PATH                  write the localizable texts as XLIFF 1.2
          --source-language, --target-language LANG  the languages the XLIFF file names (default source: en)
          --import-xliff PATH                  compile with the <target> texts of an XLIFF file
          --objects, --connections, --hierarchy, --classes, --all
                                               print the document's (or a compiled nib's) objects, connections,
                                               containment hierarchy or classes
          --module NAME                        Swift module of customModuleProvider="target" classes
          --output-partial-info-plist PATH     write the partial Info.plist (an empty dictionary for a xib)
          --target-device DEVICE               iphone, ipad, tv, watch, vision or mac (repeatable; accepted)
          --minimum-deployment-target VERSION  e.g. 13.0 (accepted)
          --sdk SDK                            the SDK folder (.../iPhoneSimulator16.2.sdk) or name (iphoneos16.2):
                                               its version is the SDK whose ibtool output is imitated
          --auto-activate-custom-fonts         accepted
          --flatten YES                        accepted (only flattened nibs are written)
          --version                            print the com.apple.ibtool.version dictionary

        """
}
