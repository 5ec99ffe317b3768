import Foundation
import NibToolCLI
import Testing
import NibLint
import TestSupport

/// `nibtool lint` in process: the line format, JSON and SARIF, rule selection, exit status, inputs.
struct LintCommandTests {
    final class Captured: @unchecked Sendable {
        var output = ""
        var errors = ""
    }

    static func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let captured = Captured()
        let status = NibTool.run(arguments: ["lint"] + arguments) { descriptor, text in
            if descriptor == 1 { captured.output += text } else { captured.errors += text }
        }
        return (status, captured.output, captured.errors)
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A folder with a xib whose root view shares File's Owner's class (a warning), one with an
    /// outlet to a missing id (an error), and Swift sources for the first.
    static func fixture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-lint-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        func document(_ objects: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView">
                        <connections><outlet property="titel" destination="root" id="o1"/></connections>
                    </placeholder>
                    \(objects)
                </objects>
            </document>
            """
        }
        try document("""
            <view contentMode="scaleToFill" id="root" customClass="CardView"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """).write(to: folder.appendingPathComponent("CardView.xib"), atomically: true, encoding: .utf8)
        try document("""
            <view contentMode="scaleToFill" id="other"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """).write(to: folder.appendingPathComponent("Broken.xib"), atomically: true, encoding: .utf8)
        try """
            class CardView: UIView {
                @IBOutlet var title: UILabel!
            }
            """.write(to: folder.appendingPathComponent("Sources/CardView.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func textLinesAndExitStatus() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("CardView.xib").path
        let warningOnly = Self.run([card])
        #expect(warningOnly.status == 0)
        // Line 7 is the root view's; its column is the one of the `>` ending the start tag.
        let line = try String(contentsOfFile: card, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)[6]
        let column = try #require(line.utf8.firstIndex(of: UInt8(ascii: ">"))).utf16Offset(in: line) + 1
        #expect(warningOnly.output.hasPrefix("\(card):7:\(column): warning: [root-is-owner-class] top-level view 'root' has File's Owner's class CardView"))
        #expect(warningOnly.output.split(separator: "\n").count == 1)

        let withSources = Self.run(["--sources", folder.appendingPathComponent("Sources").path, card])
        #expect(withSources.status == 1)
        #expect(withSources.output.contains(": error: [unknown-outlet] outlet 'titel' of placeholder of class CardView '-1'"))

        let folderRun = Self.run([folder.path])
        #expect(folderRun.status == 1)
        #expect(folderRun.output.contains("Broken.xib:5:"))
        #expect(folderRun.output.contains("[missing-destination]"))
    }

    @Test func ruleSelection() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disabled = Self.run(["--disable", "missing-destination", folder.path])
        #expect(disabled.status == 0)
        #expect(!disabled.output.contains("missing-destination"))
        #expect(disabled.output.contains("root-is-owner-class"))
        let only = Self.run(["--enable", "missing-destination,empty-connection", folder.path])
        #expect(only.status == 1)
        #expect(!only.output.contains("root-is-owner-class"))
        #expect(Self.run(["--enable", "no-such-rule", folder.path]).status == 2)
        let list = Self.run(["--list-rules"])
        #expect(list.status == 0)
        #expect(list.output.contains("nib-load-recursion (error, needs --sources): "))
    }

    @Test func jsonAndSARIF() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = Self.run(["--format", "json", folder.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(object["errors"] as? Int == 1)
        #expect(findings.contains { $0["rule"] as? String == "missing-destination" && $0["line"] as? Int == 5 && $0["severity"] as? String == "error" })

        let sarif = Self.run(["--format", "sarif", "--disable", "ambiguous-tag-lookup", folder.path])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == 11)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let error = try #require(results.first { $0["level"] as? String == "error" })
        #expect(error["ruleId"] as? String == "missing-destination")
        #expect((rules[error["ruleIndex"] as! Int])["id"] as? String == "missing-destination")
        let location = try #require((error["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("Broken.xib") == true)
    }

    @Test func compiledNibsAndUnreadableInputs() {
        let hello = Self.repository.appendingPathComponent("Corpus/samples/Hello.nib").path
        let result = Self.run([hello])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let missing = Self.run(["/nonexistent/View.xib"])
        #expect(missing.status == 1)
        #expect(missing.errors.hasPrefix("/nonexistent/View.xib: error: "))
    }
}

/// Every document of the shared corpus goes through `nibtool lint` without a crash or a failure to read it.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct LintCorpusTests {
    @Test func wholeCorpus() throws {
        let result = LintCommandTests.run([SharedCorpus.root.path])
        // Every input read: only notes (kinds lint does not read) on standard error.
        let failures = result.errors.split(separator: "\n").filter { !$0.contains(": note: ") }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(result.status == 0 || result.output.contains(": error: ["))
        let lines = result.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.contains(": warning: [") || $0.contains(": error: [") })
    }

    /// The documents one at a time through the library, each read or refused with a message.
    @Test func everyDocumentAlone() throws {
        var read = 0
        for path in SharedCorpus.allFiles where [".xib", ".storyboard", ".nib"].contains(where: path.hasSuffix) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            if let nib = try? LintNibReader.read(Array(bytes), path: path) {
                _ = LintNibReader.lint(nib)
                read += 1
            }
        }
        #expect(read > 500)
    }
}
