/// An `ibtool` command line, as Xcode writes it: flags in any order, some
/// taking the next argument as their value (`--compile OUT`), and the
/// document as the one positional argument.
///
/// Parsed by hand because ibtool's shape (`--compile OUT IN`, a repeatable
/// `--target-device`, no subcommands) is not what an argument-parsing library
/// models. Only the flags whose meaning this tool honours are accepted; any
/// other is an error naming it, so a build never silently loses an option.
public struct IBToolArguments: Equatable, Sendable {
    /// How reports (diagnostics, the version) are printed on standard output.
    public enum OutputFormat: String, Sendable, CaseIterable {
        case xml1
        case binary1
        case humanReadableText = "human-readable-text"
    }

    /// Report the document's errors, warnings or notices (`--errors`, `--warnings`, `--notices`).
    public var errors = false
    public var warnings = false
    public var notices = false
    /// Swift module of custom classes marked `customModuleProvider="target"`.
    public var module: String?
    /// Where to write the partial Info.plist the build merges into the app's.
    public var partialInfoPlist: String?
    /// Accepted for Xcode's sake: fonts matter to layout at design time only.
    public var autoActivateCustomFonts = false
    /// `iphone`, `ipad`, `tv`, `watch`, `vision` or `mac`, in the order given.
    public var targetDevices: [String] = []
    /// The deployment target, e.g. `13.0` (checked for shape): for iOS
    /// documents the least SDK the output imitates.
    public var minimumDeploymentTarget: String?
    /// `--sdk SDK`, the SDK folder the .NET iOS and macOS builds name
    /// (`…/iPhoneSimulator16.2.sdk`) or an SDK name (`iphoneos16.2`): its version is the SDK to imitate.
    public var sdk: String?
    public var outputFormat: OutputFormat = .xml1
    /// Where to write the compiled nib (or a storyboard's `.storyboardc`); nil only checks the document.
    public var compile: String?
    /// `--compilation-directory DIR`: write `DIR/NAME.storyboardc` (or `NAME.nib`), as Xcode's storyboard step asks.
    public var compilationDirectory: String?
    /// `--link DIR`: copy the compiled inputs (`.storyboardc` folders, nibs) into DIR, Xcode's second storyboard step.
    public var link: String?
    /// With `--link`, every compiled input to copy.
    public var linkInputs: [String] = []
    /// `--generate-strings-file PATH`: write the document's localizable texts as a `.strings` file.
    public var generateStringsFile: String?
    /// `--strings-file PATH` and `--companion-strings-file LOCALE:PATH`: compile with these translations.
    public var stringsFiles: [String] = []
    /// `--export-xliff PATH`: write the document's localizable texts as XLIFF 1.2.
    public var exportXLIFF: String?
    /// `--import-xliff PATH`: compile with the `<target>` texts of these XLIFF files.
    public var importXLIFF: [String] = []
    /// `--source-language` and `--target-language`: the languages an exported XLIFF file names.
    public var sourceLanguage = "en"
    public var targetLanguage: String?
    /// `--objects`, `--connections`, `--hierarchy`, `--classes` (`--all`: the four): print these.
    public var inspections: Set<Inspection> = []
    /// `--version`: print the tool's version instead of reading a document.
    public var version = false
    /// `--help`.
    public var help = false
    /// The document to read.
    public var input: String?

    public init() {}

    /// Whether the command line asks for a file to be written (a compiled nib,
    /// a strings or XLIFF file, the partial Info.plist).
    public var writesOutput: Bool {
        compile != nil || compilationDirectory != nil || generateStringsFile != nil || exportXLIFF != nil || partialInfoPlist != nil
    }

    /// The target devices ibtool knows (`--target-device` values).
    public static let knownTargetDevices: Set<String> = ["iphone", "ipad", "tv", "watch", "vision", "mac"]

    /// A command line ibtool would refuse, with the reason.
    public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Reads `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> IBToolArguments {
        var result = IBToolArguments()
        var index = arguments.startIndex
        func value(of flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.endIndex else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--errors": result.errors = true
            case "--warnings": result.warnings = true
            case "--notices": result.notices = true
            case "--auto-activate-custom-fonts": result.autoActivateCustomFonts = true
            case "--version": result.version = true
            case "--help", "-h": result.help = true
            case "--module": result.module = try value(of: argument)
            case "--output-partial-info-plist": result.partialInfoPlist = try value(of: argument)
            case "--compile": result.compile = try value(of: argument)
            case "--compilation-directory": result.compilationDirectory = try value(of: argument)
            case "--link": result.link = try value(of: argument)
            case "--generate-strings-file": result.generateStringsFile = try value(of: argument)
            case "--export-xliff": result.exportXLIFF = try value(of: argument)
            case "--import-xliff": result.importXLIFF.append(try value(of: argument))
            case "--source-language": result.sourceLanguage = try value(of: argument)
            case "--target-language": result.targetLanguage = try value(of: argument)
            case "--objects", "--connections", "--hierarchy", "--classes":
                result.inspections.insert(Inspection(rawValue: String(argument.dropFirst(2)))!)
            case "--all": result.inspections.formUnion(Inspection.allCases)
            case "--strings-file": result.stringsFiles.append(try value(of: argument))
            case "--companion-strings-file":
                let value = try value(of: argument)
                guard let colon = value.firstIndex(of: ":") else {
                    throw UsageError(message: "--companion-strings-file takes LOCALE:PATH, not '\(value)'")
                }
                result.stringsFiles.append(String(value[value.index(after: colon)...]))
            case "--target-device":
                let device = try value(of: argument)
                guard knownTargetDevices.contains(device) else {
                    throw UsageError(message: "unknown --target-device '\(device)' (expected one of \(knownTargetDevices.sorted().joined(separator: ", ")))")
                }
                result.targetDevices.append(device)
            case "--minimum-deployment-target":
                let version = try value(of: argument)
                guard isVersion(version) else {
                    throw UsageError(message: "--minimum-deployment-target '\(version)' is not a version like 13.0")
                }
                result.minimumDeploymentTarget = version
            case "--sdk":
                let path = try value(of: argument)
                guard SDKPath.isSDKName(path) else {
                    throw UsageError(message: "--sdk '\(path)' names no SDK (a folder like …/iPhoneOS17.2.sdk or a name like iphoneos17.2)")
                }
                result.sdk = path
            case "--output-format":
                let name = try value(of: argument)
                guard let format = OutputFormat(rawValue: name) else {
                    throw UsageError(message: "unknown --output-format '\(name)' (expected xml1, binary1 or human-readable-text)")
                }
                result.outputFormat = format
            case "--flatten":
                // Flattened output is all this tool writes; an editable nib (NO) is not.
                let flag = try value(of: argument)
                guard flag == "YES" else { throw UsageError(message: "--flatten \(flag) is not supported (only YES)") }
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError(message: "unsupported flag '\(argument)'")
                }
                if result.link != nil {
                    result.linkInputs.append(argument)
                    break
                }
                guard result.input == nil else {
                    throw UsageError(message: "more than one document given ('\(result.input!)' and '\(argument)')")
                }
                result.input = argument
            }
            index += 1
        }
        if result.link != nil {
            // `--link DIR A B …`: the first positional argument was taken as the document; it is an input too.
            if let input = result.input { result.linkInputs.insert(input, at: 0) }
            result.input = nil
            guard !result.linkInputs.isEmpty else { throw UsageError(message: "--link needs compiled inputs to copy") }
            guard result.compile == nil, result.compilationDirectory == nil else {
                throw UsageError(message: "--link copies compiled files; it does not go with --compile or --compilation-directory")
            }
        } else if result.input == nil && !result.version && !result.help {
            throw UsageError(message: "no document given")
        }
        if result.compile != nil, result.compilationDirectory != nil {
            throw UsageError(message: "--compile and --compilation-directory both name the output; give one")
        }
        return result
    }

    /// Whether `text` is dot-separated decimal numbers (`13`, `10.7`, `10.13.4`).
    private static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
