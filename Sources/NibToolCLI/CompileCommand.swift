import Foundation
import AppKitCompiler
import ArgumentParser
import IBDocument
import NibBytes
import NibCompiler
import UIKitCompiler

/// `nibtool compile`: an Interface Builder document into a compiled nib.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a .xib (iOS, tvOS or macOS; Interface Builder 3 archives too) into a .nib, or a .storyboard into a .storyboardc folder, as Apple's ibtool does.",
        discussion: """
            Diagnostics go to standard error as 'FILE:LINE:COL: error|warning: MESSAGE'. On an error the exit
            status is 1 and no output file is written; the output appears only once complete.
            """
    )

    @Option(help: "Swift module of custom classes marked customModuleProvider=\"target\".")
    var module: String?

    @Option(help: "The app's deployment target, e.g. 13.0: without --sdk, an iOS document imitates at least that SDK (an app is built with an SDK at least as new as its target); a macOS xib for a target before 11 becomes the .nib folder of variants ibtool writes (keyedobjects.nib, a keyed archive, before 10.13; keyedobjects-101300.nib; keyedobjects-110000.nib where it differs), or one flat nib when from 10.13 on the variants are equal.")
    var minimumDeploymentTarget: String?

    @Option(help: "Accepted for ibtool compatibility: iphone, ipad, tv (repeatable).")
    var targetDevice: [String] = []

    @Option(help: "SDK whose ibtool output to reproduce. iOS: a major version, 3 to 27 (16 to 26 written as 15 but where those SDKs' encoders differ; 27 for Xcode 27's output; 3, 4 and 6 only for Interface Builder 3 archives, 3 writing the keyed archive of the iPhone OS 3 SDK); default: from the document's toolsVersion (27 for a document Xcode 27 saved), for an archive from its IBDocument.SystemTarget (3 for iPhone OS 3 documents, 4 for iOS 4, else 7). macOS: 10.9 to 10.15, 11 to 15 or 26; default: the newest (26), for a nib bundle's designable.nib the SDK of the Xcode its toolsVersion names.")
    var sdk: String?

    @Option(help: "NIBArchive coder version (9 or 10); default: what that SDK's ibtool writes.")
    var coderVersion: UInt32?

    @Option(help: "Folder holding ibtool's ICC profiles for AppKit color spaces ('Generic Gray Gamma 2.2 Profile.icc', 'sRGB Profile.icc'); macOS keeps them in /System/Library/ColorSync/Profiles.")
    var colorProfiles: String?

    @Option(help: "Locale of the Mac whose ibtool output to reproduce (date formatter patterns, date-formatted titles); default en_US.")
    var locale = "en_US"

    @Option(help: "Time zone of that Mac (date-formatted titles are stored as the date they read as there); default GMT.")
    var timeZone = "GMT"

    @Option(help: "Scroller style of that Mac: legacy (scrollers take room; the default) or overlay.")
    var scrollerStyle: AppKitMachineSettings.ScrollerStyle = .legacy

    @Flag(inversion: .prefixedNo, help: "Write a macOS nib as a keyed archive (a nib bundle's keyedobjects.nib, what macOS before 10.13 loads) rather than a NIBArchive; default: keyed for a nib bundle's designable.nib only.")
    var keyedArchive: Bool?

    @Flag(help: "Write texts as NSLocalizableString (ibtool does for output inside an .lproj folder).")
    var localizable = false

    @Option(name: .shortAndLong, help: "Output file.")
    var output: String

    @Argument(help: "The .xib or .storyboard to compile.")
    var input: String

    func validate() throws {
        if let coderVersion, coderVersion != 9 && coderVersion != 10 { throw ValidationError("--coder-version must be 9 or 10") }
        if let sdk, sdkVersion(sdk) == nil {
            throw ValidationError("--sdk must be an iOS SDK from 3 to 27, or a macOS SDK (10.9 to 10.15, 11 to 15, 26)")
        }
        if TimeZone(identifier: timeZone) == nil { throw ValidationError("--time-zone '\(timeZone)' is not a time zone identifier") }
    }

    /// `text` as an SDK version: an iOS SDK's major version (3 to 27) or a macOS SDK's version.
    func sdkVersion(_ text: String) -> AppKitSDKVersion? {
        guard let version = AppKitSDKVersion(text) else { return nil }
        let iOS = version.minor == 0 && (3...UIKitCompilerOptions.newestSDK).contains(version.major)
        let macOS = version.major == 10 ? (9...15).contains(version.minor) : version.minor == 0 && [11, 12, 13, 14, 15, 26].contains(version.major)
        return iOS || macOS ? version : nil
    }

    func run() throws {
        let bytes: ByteView
        do {
            bytes = ByteView(try FileBytes.read(path: input))
        } catch {
            Output.standardError("\(input): error: \(error)\n")
            throw ExitCode(1)
        }
        let localizable = localizable || output.split(separator: "/").dropLast().contains { $0.hasSuffix(".lproj") }
        var profiles: AppKitColorProfiles?
        if let colorProfiles {
            guard let loaded = AppKitColorProfiles(directory: colorProfiles) else {
                Output.standardError("\(colorProfiles): error: the folder does not hold '\(AppKitColorProfiles.fileNames.genericGrayGamma22)' and '\(AppKitColorProfiles.fileNames.sRGB)'\n")
                throw ExitCode(1)
            }
            profiles = loaded
        }
        let version = sdk.flatMap { sdkVersion($0) }
        let options = NibCompilerOptions(
            uikit: UIKitCompilerOptions(module: module, sdkVersion: version.flatMap { $0.minor == 0 ? $0.major : nil },
                                        localizableStrings: localizable,
                                        minimumDeploymentTarget: minimumDeploymentTarget.flatMap { AppKitSDKVersion($0)?.major }),
            coderVersion: coderVersion, colorProfiles: profiles,
            machine: AppKitMachineSettings(locale: locale, timeZone: timeZone, scrollerStyle: scrollerStyle),
            appKitKeyedArchive: keyedArchive, appKitSDK: version,
            appKitDeploymentTarget: minimumDeploymentTarget.flatMap { AppKitSDKVersion(deploymentTarget: $0) },
            baseLocalization: output.split(separator: "/").dropLast().last == "Base.lproj")
        let result: NibCompiler.Output
        do {
            result = try NibCompiler.compile(bytes, path: input, options: options)
        } catch {
            Output.standardError("\(error)\n")
            throw ExitCode(1)
        }
        for diagnostic in result.diagnostics { Output.standardError("\(diagnostic)\n") }
        if result.hasErrors { throw ExitCode(1) }
        do throws(CLIError) {
            if let files = result.directory {
                try OutputFolder.write(files.map { ($0.name, $0.bytes) }, to: output)
            } else {
                try OutputFile.write(result.bytes, to: output)
            }
        } catch {
            Output.standardError(error.line + "\n")
            throw ExitCode(1)
        }
    }
}

extension AppKitMachineSettings.ScrollerStyle: ExpressibleByArgument {}
