import Foundation
import AppKitCompiler
import IBDocument
import IBToolCLI
import NibBytes
import NibCompiler
import NibGraph
import Testing
import TestSupport
import UIKitCompiler

/// Xcode's own ibtool command lines, run on real documents: the nib is what
/// ``NibCompiler`` writes, the partial Info.plist and the reports parse with
/// Foundation and carry ibtool's keys, and a failure leaves no output.
struct IBToolCompileTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let hello = repositoryRoot.appendingPathComponent("Corpus/samples/Hello.xib").path
    /// A corpus iOS xib whose compiled form matches Apple's.
    static let corpusXIB = SharedCorpus.root
        .appendingPathComponent("pairs/danvn__Xamarin-iOS__obj_iPhoneSimulator_Debug_ibtool_ViewControllerName.nib-188b80e2/ViewControllerName.xib").path
    /// A xib that compiles with warnings.
    static let warned = repositoryRoot.appendingPathComponent("Corpus/XIBCompile/unknown.xib").path

    /// Xcode's iOS command line for `input`, writing into `folder`, in `format`.
    static func xcodeLine(_ input: String, in folder: URL, format: String = "human-readable-text", device: [String] = ["iphone", "ipad"],
                          deploymentTarget: String = "13.0") -> [String] {
        ["--errors", "--warnings", "--notices", "--module", "MyApp",
         "--output-partial-info-plist", folder.appendingPathComponent("OUT-PartialInfo.plist").path, "--auto-activate-custom-fonts"]
            + device.flatMap { ["--target-device", $0] }
            + ["--minimum-deployment-target", deploymentTarget, "--output-format", format,
               "--compile", folder.appendingPathComponent("OUT.nib").path, input]
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibtool-tests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// What `NibCompiler.compile` gives for `input` with the options Xcode's line carries (module MyApp,
    /// deployment target 13.0).
    static func expected(_ input: String) throws -> NibCompiler.Output {
        let options = NibCompilerOptions(uikit: UIKitCompilerOptions(module: "MyApp", minimumDeploymentTarget: 13))
        return try NibCompiler.compile(ByteView(try FileBytes.read(path: input)), path: input, options: options)
    }

    static func plist(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
    }

    /// The built `ibtool`, run with Xcode's verbatim iOS command line: a thin
    /// main over ``IBTool/run(arguments:)``.
    @Test func executableCompilesXcodesCommandLine() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let testBinary = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        let process = Process()
        process.executableURL = testBinary.deletingLastPathComponent().appendingPathComponent("ibtool")
        process.arguments = Self.xcodeLine(Self.hello, in: folder)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.isEmpty, "no diagnostics for Hello.xib: \(String(decoding: printed, as: UTF8.self))")
        let written = try Data(contentsOf: folder.appendingPathComponent("OUT.nib"))
        #expect(written == Data(try Self.expected(Self.hello).bytes))
    }

    @Test(arguments: [hello, corpusXIB])
    func compilesAsNibCompilerDoes(_ input: String) throws {
        guard input != Self.corpusXIB || SharedCorpus.shouldRun else { return }
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = IBTool.run(arguments: Self.xcodeLine(input, in: folder))
        #expect(result.status == 0, "\(String(decoding: result.standardOutput, as: UTF8.self))")
        let expected = try Self.expected(input)
        #expect(!expected.hasErrors)
        let written = try Data(contentsOf: folder.appendingPathComponent("OUT.nib"))
        #expect(written == Data(expected.bytes))
        #expect(written.starts(with: Array("NIBArchive".utf8)))
        let partial = try Data(contentsOf: folder.appendingPathComponent("OUT-PartialInfo.plist"))
        let info = try PropertyListSerialization.propertyList(from: partial, format: nil)
        #expect((info as? [String: Any])?.isEmpty == true)
    }

    /// An `.lproj` output folder makes texts localizable, as ibtool does: the
    /// nib is then what the compiler gives with `localizableStrings`.
    @Test func lprojOutputIsLocalizable() throws {
        let folder = try Self.temporaryFolder().appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = IBTool.run(arguments: Self.xcodeLine(Self.hello, in: folder))
        #expect(result.status == 0)
        let options = NibCompilerOptions(uikit: UIKitCompilerOptions(module: "MyApp", localizableStrings: true,
                                                                     minimumDeploymentTarget: 13))
        let expected = try NibCompiler.compile(ByteView(try FileBytes.read(path: Self.hello)), path: Self.hello, options: options)
        #expect(try Data(contentsOf: folder.appendingPathComponent("OUT.nib")) == Data(expected.bytes))
        #expect(Data(expected.bytes) != Data(try Self.expected(Self.hello).bytes), "Hello.xib has a text to localize")
    }

    @Test func warningsAsHumanReadableText() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = IBTool.run(arguments: Self.xcodeLine(Self.warned, in: folder))
        #expect(result.status == 0)
        let lines = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n")
        #expect(lines.first == "/* com.apple.ibtool.document.warnings */")
        #expect(lines.count == 3)
        for line in lines.dropFirst() {
            #expect(line.hasPrefix(Self.warned + ":6:"))
            #expect(line.contains(": warning: "))
        }
        #expect(lines.dropFirst().first?.contains("<unknownThing> is not supported yet") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("OUT.nib").path))
    }

    @Test(arguments: ["xml1", "binary1"])
    func warningsAsPropertyList(_ format: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = IBTool.run(arguments: Self.xcodeLine(Self.warned, in: folder, format: format))
        #expect(result.status == 0)
        #expect(result.standardOutput.starts(with: Array((format == "xml1" ? "<?xml" : "bplist00").utf8)))
        let report = try Self.plist(result.standardOutput)
        #expect(Set(report.keys) == ["com.apple.ibtool.document.errors", "com.apple.ibtool.document.warnings",
                                     "com.apple.ibtool.document.notices"])
        #expect((report["com.apple.ibtool.document.errors"] as? [Any])?.isEmpty == true)
        let warnings = try #require(report["com.apple.ibtool.document.warnings"] as? [[String: Any]])
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0["type"] as? String == "warning" })
        #expect((warnings.first?["description"] as? String)?.contains("<unknownThing> is not supported yet") == true)
        #expect(warnings.first?["line"] as? Int == 6)
    }

    /// A document with an error: exit status 1, the error reported in the
    /// chosen format, and neither the nib nor the partial Info.plist written.
    @Test(arguments: ["human-readable-text", "xml1", "binary1"])
    func brokenDocumentLeavesNoOutput(_ format: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.xib")
        let text = try String(contentsOfFile: Self.hello, encoding: .utf8)
        try Data(text.prefix(text.count / 2).utf8).write(to: broken)
        let result = IBTool.run(arguments: Self.xcodeLine(broken.path, in: folder, format: format))
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Broken.xib"])
        if format == "human-readable-text" {
            let lines = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n")
            #expect(lines.first == "/* com.apple.ibtool.document.errors */")
            #expect(lines.dropFirst().first?.hasPrefix(broken.path + ":") == true)
            #expect(lines.dropFirst().first?.contains(": error: ") == true)
        } else {
            let errors = try #require(try Self.plist(result.standardOutput)["com.apple.ibtool.document.errors"] as? [[String: Any]])
            #expect(errors.count == 1)
            #expect(errors.first?["type"] as? String == "error")
            #expect((errors.first?["description"] as? String)?.isEmpty == false)
        }
    }

    /// Errors are reported even when `--errors` was not asked for, so a failure always says why.
    @Test func errorsReportedUnasked() throws {
        let result = IBTool.run(arguments: ["--output-format", "human-readable-text", "/nonexistent/Missing.xib"])
        #expect(result.status == 1)
        #expect(String(decoding: result.standardOutput, as: UTF8.self).hasPrefix(
            "/* com.apple.ibtool.document.errors */\n/nonexistent/Missing.xib: error: "))
    }

    /// An output that cannot be written is an error, and the other output is
    /// not left either: not the partial Info.plist when the nib fails, not the
    /// nib (written first) when the partial Info.plist fails.
    @Test(arguments: ["--compile", "--output-partial-info-plist"])
    func unwritableOutputIsAnError(_ flag: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var line = Self.xcodeLine(Self.hello, in: folder, format: "xml1")
        let position = try #require(line.firstIndex(of: flag)) + 1
        line[position] = folder.appendingPathComponent("missing/OUT").path
        let result = IBTool.run(arguments: line)
        #expect(result.status == 1)
        let errors = try #require(try Self.plist(result.standardOutput)["com.apple.ibtool.document.errors"] as? [[String: Any]])
        #expect((errors.first?["description"] as? String)?.contains("cannot create the output file") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The .NET iOS build's line on one of its own pairs (a Xamarin.iOS cell
    /// that Xcode 6 saved and the iOS 10 SDK's ibtool compiled): with the
    /// `--sdk` that build passes, the nib is Apple's; without it, the SDK of
    /// the document's own Xcode leaves out keys the iOS 10 SDK writes.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func dotNetLineWithSDKCompilesApplesNib() throws {
        let pair = SharedCorpus.root.appendingPathComponent(
            "pairs/AndriFannarFreysson__UmfnTest__bin_iPhoneSimulator_Debug_AndriFannarUmfn.app_MyCustomCell.nib-acbf828e")
        let input = pair.appendingPathComponent("MyCustomCell.xib").path
        let apple = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(path: pair.appendingPathComponent("MyCustomCell.nib").path)))
        func compiled(_ sdk: [String]) throws -> NibGraph {
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let line = ["--errors", "--warnings", "--notices", "--output-format", "xml1", "--minimum-deployment-target", "8.0",
                        "--target-device", "iphone", "--target-device", "ipad", "--auto-activate-custom-fonts"]
                + sdk + ["--compilation-directory", folder.path, input]
            #expect(IBTool.run(arguments: line).status == 0)
            return try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(path: folder.appendingPathComponent("MyCustomCell.nib").path)))
        }
        let sdk = "/Applications/Xcode83.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator10.3.sdk"
        let withSDK = NibGraphComparison(apple, try compiled(["--sdk", sdk]))
        #expect(withSDK.isEqual, "\(withSDK.differences.map(\.path))")
        #expect(!NibGraphComparison(apple, try compiled([])).isEqual)
    }

    /// An SDK folder whose name gives no version compiles as without one, and says so.
    @Test func unreadableSDKIsAWarning() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = IBTool.run(arguments: ["--warnings", "--output-format", "xml1", "--sdk", "/nowhere/iPhoneOS.sdk",
                                            "--compile", folder.appendingPathComponent("OUT.nib").path, Self.hello])
        #expect(result.status == 0)
        let warnings = try #require(try Self.plist(result.standardOutput)["com.apple.ibtool.document.warnings"] as? [[String: Any]])
        #expect(warnings.contains { ($0["description"] as? String)?.contains("/nowhere/iPhoneOS.sdk") == true })
        let options = NibCompilerOptions()
        let expected = try NibCompiler.compile(ByteView(try FileBytes.read(path: Self.hello)), path: Self.hello, options: options)
        #expect(try Data(contentsOf: folder.appendingPathComponent("OUT.nib")) == Data(expected.bytes))
    }

    /// Xcode's macOS command line on a corpus AppKit xib: the outcome is the
    /// compiler's for that deployment target (10.7: the `.nib` folder of a keyed
    /// archive and the NIBArchive variants), or its error reported with no output.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func macCommandLineFollowsTheCompiler() throws {
        let input = SharedCorpus.root.appendingPathComponent("xib-mac/AFNetworking__AFNetworking__Example_macOS-Example_MainMenu.xib").path
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = IBTool.run(arguments: Self.xcodeLine(input, in: folder, format: "xml1", device: ["mac"], deploymentTarget: "10.7"))
        let report = try Self.plist(result.standardOutput)
        let errors = try #require(report["com.apple.ibtool.document.errors"] as? [[String: Any]])
        let nib = folder.appendingPathComponent("OUT.nib")
        do {
            let options = NibCompilerOptions(uikit: UIKitCompilerOptions(module: "MyApp", minimumDeploymentTarget: 10),
                                             appKitDeploymentTarget: AppKitSDKVersion(10, 7))
            let expected = try NibCompiler.compile(ByteView(try FileBytes.read(path: input)), path: input, options: options)
            #expect(result.status == (expected.hasErrors ? 1 : 0))
            let files = try #require(expected.directory)
            // Its table's style differs between the 10.13 and 11 variants.
            #expect(files.map(\.name) == ["keyedobjects.nib", "keyedobjects-101300.nib", "keyedobjects-110000.nib"])
            for file in files where !expected.hasErrors {
                #expect(try Data(contentsOf: nib.appendingPathComponent(file.name)) == Data(file.bytes))
            }
        } catch {
            #expect(result.status == 1)
            #expect(errors.map { $0["description"] as? String } == [(error as? IBDocumentError)?.message])
            #expect(!FileManager.default.fileExists(atPath: nib.path))
        }
    }

    @Test(arguments: ["xml1", "binary1", "human-readable-text"])
    func version(_ format: String) throws {
        let result = IBTool.run(arguments: ["--version", "--output-format", format])
        #expect(result.status == 0)
        if format == "human-readable-text" {
            #expect(String(decoding: result.standardOutput, as: UTF8.self)
                == "/* com.apple.ibtool.version */\nbundle-version: \(IBTool.bundleVersion)\nshort-bundle-version: \(IBTool.shortBundleVersion)\n")
        } else {
            let version = try #require(try Self.plist(result.standardOutput)["com.apple.ibtool.version"] as? [String: String])
            #expect(version == ["bundle-version": IBTool.bundleVersion, "short-bundle-version": IBTool.shortBundleVersion])
        }
    }
}
