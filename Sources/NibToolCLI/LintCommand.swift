import ArgumentParser
import Foundation
import NibLint

/// `nibtool lint`: the classic nib-loading mistakes, found in xibs,
/// storyboards and compiled nibs, and with `--sources` in the Swift code that
/// loads them and declares their outlets and actions.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check xibs, storyboards and compiled nibs (and the Swift sources that load them) for nib-loading mistakes.",
        discussion: """
            Each finding is 'FILE:LINE:COL: warning|error: [rule-id] MESSAGE' on standard output (no line and column
            for compiled nibs). Exit status 1 when an error-level rule fires or an input cannot be read, 2 on a usage
            error. Folders are searched for .xib, .storyboard, .nib and .storyboardc. Rules: nibtool lint --list-rules;
            details in docs/lint-rules.md.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Option(help: "Output format: text, json or sarif (SARIF 2.1.0).")
    var format: Format = .text

    @Option(help: ArgumentHelp("A folder (or file) of Swift sources: checks outlets, actions and nib loads against them (repeatable).",
                               valueName: "dir"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("Run only these rules (repeatable, or comma-separated).", valueName: "rule-id"))
    var enable: [String] = []

    @Option(help: ArgumentHelp("Skip these rules (repeatable, or comma-separated).", valueName: "rule-id"))
    var disable: [String] = []

    @Flag(help: "List the rules with their severity and exit.")
    var listRules = false

    @Argument(help: "Xibs, storyboards, compiled nibs (.nib files or directories, .storyboardc bundles) and folders of them.")
    var files: [String] = []

    func validate() throws {
        for id in (enable + disable).flatMap({ $0.split(separator: ",") }) where LintRule.named(String(id)) == nil {
            throw ValidationError("unknown rule '\(id)' (nibtool lint --list-rules lists them)")
        }
        if files.isEmpty && !listRules { throw ValidationError("name at least one file or folder to lint") }
    }

    /// The rules `--enable` and `--disable` leave.
    var rules: [LintRule] {
        let enabled = Set(enable.flatMap { $0.split(separator: ",").map(String.init) })
        let disabled = Set(disable.flatMap { $0.split(separator: ",").map(String.init) })
        return LintRule.all.filter { (enabled.isEmpty || enabled.contains($0.id)) && !disabled.contains($0.id) }
    }

    func run() throws {
        if listRules {
            Output.standardOutput(LintRule.all.map { "\($0.id) (\($0.severity.rawValue)\($0.needsSources ? ", needs --sources" : "")): \($0.summary)\n" }.joined())
            return
        }
        var failed = false
        var nibs: [LintNib] = []
        for item in files.flatMap(Self.inputs) {
            do throws(CLIError) {
                guard let input = try item.get().read(), let nib = try Self.nib(input) else { continue }
                nibs.append(nib)
            } catch {
                Output.standardError(error.line + "\n")
                failed = true
            }
        }
        var linter = Linter(rules: Set(rules))
        if !sources.isEmpty {
            var scanned = SwiftSources()
            for file in sources.flatMap(Self.swiftFiles) {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                    Output.standardError("\(file): error: cannot read the Swift source\n")
                    failed = true
                    continue
                }
                scanned.add(text, path: file)
            }
            linter.sources = scanned
        }
        let findings = linter.lint(nibs)
        switch format {
        case .text: Output.standardOutput(LintReport.text(findings))
        case .json: Output.standardOutput(LintReport.json(findings))
        case .sarif: Output.standardOutput(LintReport.sarif(findings, rules: rules, version: NibTool.configuration.version))
        }
        if failed || findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// The nib an input holds; nil for a kind of document lint does not read,
    /// said as a note on standard error.
    static func nib(_ input: InputFile) throws(CLIError) -> LintNib? {
        do {
            return try LintNib.read(input.bytes, path: input.path)
        } catch where error.isUnsupported {
            Output.standardError(error.description + "\n")
            return nil
        } catch {
            throw CLIError(path: input.path, message: error.description.dropPrefix(input.path + ": error: "))
        }
    }

    /// The inputs a path names: a file, a compiled nib's directory or
    /// bundle, or a folder searched for documents and compiled nibs.
    static func inputs(_ path: String) -> [Result<InputItem, CLIError>] {
        guard FileKind.isDirectory(path), !isNibContainer(path) else { return expand(path) }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            return [.failure(CLIError(path: path, message: "cannot list the folder"))]
        }
        var result: [Result<InputItem, CLIError>] = []
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            let full = (path.hasSuffix("/") ? path : path + "/") + relative
            switch name.split(separator: ".").last {
            case "xib", "storyboard":
                if !FileKind.isDirectory(full) { found.append(full) }
            case "nib", "storyboardc":
                found.append(full)
                if FileKind.isDirectory(full) { walker.skipDescendants() }
            default:
                break
            }
        }
        for file in found.sorted() { result += expand(file) }
        return result
    }

    private static func isNibContainer(_ path: String) -> Bool {
        path.hasSuffix(".nib") || path.hasSuffix(".nib/") || path.hasSuffix(".storyboardc") || path.hasSuffix(".storyboardc/")
    }

    private static func expand(_ path: String) -> [Result<InputItem, CLIError>] {
        do throws(CLIError) {
            return try ContainerInputs.expand(path, everyVariant: false, deploymentTarget: nil)
                .filter { item in
                    // A storyboard bundle's Info.plist maps scene names; it is no nib.
                    if case let .file(file, _) = item { return !file.hasSuffix("Info.plist") }
                    return true
                }
                .map { .success($0) }
        } catch {
            return [.failure(error)]
        }
    }

    /// The Swift files under `path` (or `path` itself), sorted; build and hidden folders left out.
    static func swiftFiles(_ path: String) -> [String] {
        guard FileKind.isDirectory(path) else { return [path] }
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name == "DerivedData" {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append((path.hasSuffix("/") ? path : path + "/") + relative) }
        }
        return files.sorted()
    }
}

extension String {
    fileprivate func dropPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
