import Foundation
import NIBArchive
import NibBytes
import NibToolCLI
import Testing
import TestSupport

/// Exit codes, diagnostics and the README's sample command.
struct CommandTests {
    @Test func readmeSampleDumps() throws {
        let result = try NibToolRunner.run(["dump", "Corpus/samples/Hello.nib"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("#0 NSObject\n"))
        #expect(result.standardOutput.contains("UIText = #8 NSString \"Hello, nib\""))
        #expect(result.standardOutput.contains("UISuperview = #5 UIView (cycle)"))
        #expect(result.standardOutput.contains("UINibEncoderEmptyKey = #5 UIView (see above)"))
        #expect(result.standardOutput.contains("UIBounds = float64[4] {0, 0, 320, 480}"))
    }

    /// Overlapping value ranges: 3,000 objects list one data value holding a
    /// nested archive (written by `Corpus/make_expansion_regressions.py`),
    /// which the dumps open once and show under every listing.
    @Test func aNestedArchiveListedByEveryObjectIsShownUnderEachListing() throws {
        let path = "Corpus/regressions/CLIInspect/expansion-nested-archive-listed.nib"
        let text = try NibToolRunner.run(["dump", path])
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("#0 Inner") }.count == 3_000)
        #expect(lines.filter { $0.hasSuffix("#0 Outer") }.count == 1)
        // The JSON dump repeats the data's base64 with each listing, and stops at its output budget.
        let json = try NibToolRunner.run(["dump", "--format", "json", path])
        #expect(json.status == 1)
        #expect(json.standardError.contains("bytes, 64 times the input: the file repeats long names or values many times"))
        #expect(json.standardOutput.components(separatedBy: "\"class\": \"Inner\"").count > 100)
    }

    /// 300 objects hold one 20,000-byte inline string (written by
    /// `Corpus/make_expansion_regressions.py`): read once, but the NIBArchive
    /// a dump converts it to would store it 300 times, past the output budget.
    @Test func aKeyedStringNamedByEveryObjectIsNotConvertedPastTheBudget() throws {
        let path = "Corpus/regressions/CLIInspect/expansion-shared-string.keyed"
        let dump = try NibToolRunner.run(["dump", path])
        #expect(dump.status == 1)
        // 300 data values of 20,000 bytes and 10 bytes of value header each, and a little more for the tables.
        #expect(dump.standardError.contains("the archive would take about 600"))
        #expect(dump.standardError.contains("bytes, more than the \((1 << 20) + 64 * 25_636) allowed"))
        let classes = try NibToolRunner.run(["classes", path])
        #expect(classes.status == 0)
        #expect(classes.standardOutput.contains("300 NSObject"))
    }

    @Test func flatDumpListsTables() throws {
        let result = try NibToolRunner.run(["dump", "--flat", "Corpus/samples/Hello.nib"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  [3] UIColor fallbacks: [2] NSColor\n"))
        #expect(result.standardOutput.contains("UIViewSemanticContentAttribute = int64 -1"))
    }

    @Test func infoCountsAndHistogram() throws {
        let result = try NibToolRunner.run(["info", "--format", "json", "Corpus/samples/Hello.nib"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        let tables = json["tables"] as! [String: [String: Int]]
        #expect(tables["objects"]?["count"] == 19)
        #expect(tables["objects"]?["offset"] == 50)
        #expect(tables["classes"]?["count"] == 12)
        let classes = json["classes"] as! [[String: Any]]
        #expect(classes.first?["name"] as? String == "NSString")
        #expect(classes.first?["objects"] as? Int == 5)   // IBFilesOwner, IBFirstResponder, Hello, nib, view, answer
    }

    @Test func standardInputIsRead() throws {
        let sample = try Data(contentsOf: NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.nib"))
        let result = try NibToolRunner.run(["verify", "-"], input: sample)
        #expect(result.status == 0)
    }

    @Test func truncatedFileFailsVerifyWithTheOffset() throws {
        let sample = try Data(contentsOf: NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.nib"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).nib").path
        try sample.prefix(700).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try NibToolRunner.run(["verify", path])
        #expect(result.status == 1)
        // The value table starts at 581 and its 53 values run past byte 700.
        #expect(result.standardError.hasPrefix("\(path): error: "))
        #expect(result.standardError.contains("(offset 0x"))
    }

    /// A data value that starts with `NIBArchive` but is not an archive is data: verify passes
    /// with a warning, and the dumps show the bytes.
    @Test func dataThatOnlyStartsLikeANIBArchiveIsPlainData() throws {
        let bytes = Array("NIBArchive".utf8) + [1, 2] + Array("garbage".utf8)
        var builder = NIBArchiveBuilder()
        builder.addObject(className: "NSObject", values: [("root", .object(1))])
        builder.addObject(className: "NSData", values: [("NS.bytes", .data(ByteView(copying: bytes)))])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("magic-data-\(UUID()).nib").path
        try Data(builder.encoded()).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verify = try NibToolRunner.run(["verify", path])
        #expect(verify.status == 0)
        #expect(verify.standardError == """
            \(path): warning: data that starts with NIBArchive is not a nested archive, so it is plain data: \
            header: unexpected end of data (offset 0x62)
            verify: 1 of 1 files ok

            """)
        let hex = bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        let tree = try NibToolRunner.run(["dump", path])
        #expect(tree.status == 0 && tree.standardOutput.contains("NS.bytes = data(19) <\(hex)>\n"))
        let flat = try NibToolRunner.run(["dump", "--flat", path])
        #expect(flat.status == 0 && flat.standardOutput.contains("NS.bytes = data(19) <\(hex)>\n"))
        let json = try NibToolRunner.dumpJSON(path)
        let value = ((json["objects"] as? [[String: Any]])?[1]["values"] as? [[String: Any]])?.first
        #expect(value?["type"] as? String == "data" && value?["archive"] == nil)
        #expect(value?["value"] as? String == Data(bytes).base64EncodedString())
    }

    @Test func usageErrorsExitWith2() throws {
        #expect(try NibToolRunner.run(["dump", "--no-such-flag", "x"]).status == 2)
        #expect(try NibToolRunner.run(["frobnicate"]).status == 2)
        #expect(try NibToolRunner.run(["dump"]).status == 2)
        #expect(try NibToolRunner.run(["dump", "--flat", "--format", "json", "x"]).status == 2)
        #expect(try NibToolRunner.run(["--help"]).status == 0)
    }

    /// `compile --sdk` takes every iOS SDK from 3 to 27 (16 to 26 as the
    /// ibtool drop-in's `--sdk …/iPhoneOS17.2.sdk` gives them) and the
    /// macOS ones; anything else is a usage error.
    @Test func compileSDKRange() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-sdk-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for sdk in ["3", "17", "26", "27", "10.14"] {
            let out = folder.appendingPathComponent("\(sdk).nib").path
            #expect(try NibToolRunner.run(["compile", "--sdk", sdk, "Corpus/samples/Hello.xib", "-o", out]).status == 0, "\(sdk)")
        }
        for sdk in ["2", "28", "10.8", "16.1"] {
            let out = folder.appendingPathComponent("bad.nib").path
            #expect(try NibToolRunner.run(["compile", "--sdk", sdk, "Corpus/samples/Hello.xib", "-o", out]).status == 2, "\(sdk)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func unreadableAndForeignFilesExitWith1AndOthersStillRun() throws {
        let result = try NibToolRunner.run(["info", "/no/such/file.nib", "Corpus/samples/Hello.nib", "Package.swift"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("/no/such/file.nib: error: "))
        #expect(result.standardError.contains("Package.swift: error: not a NIBArchive"))
        #expect(result.standardOutput.contains("Corpus/samples/Hello.nib:\n"))
    }
}

/// `nibtool verify` over every NIBArchive in the shared corpus.
@Suite(.enabled(if: NibToolRunner.corpusShouldRun))
struct VerifyCorpusTests {
    @Test func verifyPassesOnTheWholeCorpus() throws {
        let paths = FileManager.default.enumerator(atPath: NibToolRunner.corpus.path)!
            .compactMap { $0 as? String }
            .map { NibToolRunner.corpus.appendingPathComponent($0).path }
            .filter { path in
                (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 10)) == Data("NIBArchive".utf8)
            }
        #expect(paths.count >= 200)
        let result = try NibToolRunner.run(["verify"] + paths)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "verify: \(paths.count) of \(paths.count) files ok\n")
    }
}

/// A hostile file whose dump would grow with the square of its size.
struct OutputBudgetTests {
    @Test func dumpsStopAtABudgetProportionalToTheInput() throws {
        // One 64 KiB key used by 20,000 nil values: 110 KB of input, but each
        // value's line repeats the key, so a full dump would be 1.3 GB.
        var bytes = Array("NIBArchive".utf8)
        let key = [UInt8](repeating: UInt8(ascii: "k"), count: 1 << 16)
        let valueCount = 20_000
        var objects: [UInt8] = [0x80, 0x80]                      // class 0, first value 0
        var count = valueCount                                   // value count as a varint
        while count >= 0x80 { objects.append(UInt8(count & 0x7F)); count >>= 7 }
        objects.append(UInt8(count) | 0x80)
        let keys: [UInt8] = [0x00, 0x00, 0x84] + key             // varint 65536, then the key
        let values: [UInt8] = (0..<valueCount * 2).map { $0 % 2 == 0 ? 0x80 : 9 }   // key 0, type 9 (nil)
        let classes: [UInt8] = [0x82, 0x80, UInt8(ascii: "A"), 0]
        let offsets = [50, 50 + objects.count, 50 + objects.count + keys.count,
                       50 + objects.count + keys.count + values.count]
        for word in [1, 9, 1, offsets[0], 1, offsets[1], valueCount, offsets[2], 1, offsets[3]] {
            bytes += withUnsafeBytes(of: UInt32(word).littleEndian, Array.init)
        }
        bytes += objects + keys + values + classes
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("long-key-\(UUID()).nib").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        #expect(try NibToolRunner.run(["verify", path]).status == 0)   // the file itself is valid
        for mode in [["--format", "json"], [], ["--flat"]] {
            let result = try NibToolRunner.run(["dump"] + mode + [path])
            #expect(result.status == 1, "\(mode)")
            #expect(result.standardError.contains("output stopped after"), "\(mode)")
            #expect(result.standardOutput.utf8.count <= 64 * bytes.count + (1 << 20) + (1 << 17), "\(mode)")
        }
    }
}

/// `NibTool.run(arguments:capturingOutput:)`, the in-process entry point the CLI fuzz target uses.
struct CapturedRunTests {
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var streams: [Int32: String] = [:]
        func add(_ descriptor: Int32, _ text: String) { lock.lock(); streams[descriptor, default: ""] += text; lock.unlock() }
        subscript(descriptor: Int32) -> String { lock.lock(); defer { lock.unlock() }; return streams[descriptor] ?? "" }
    }

    @Test func printsWhatTheProcessPrints() throws {
        let path = NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.nib").path
        let captured = Captured()
        let status = NibToolCLI.NibTool.run(arguments: ["dump", path]) { captured.add($0, $1) }
        #expect(status == 0)
        let process = try NibToolRunner.run(["dump", "Corpus/samples/Hello.nib"])
        #expect(captured[1] == process.standardOutput)
        #expect(captured[2].isEmpty)
    }

    @Test func errorsGoToTheSecondStream() {
        let captured = Captured()
        let status = NibToolCLI.NibTool.run(arguments: ["dump", "/nonexistent/file.nib"]) { captured.add($0, $1) }
        #expect(status == 1)
        #expect(captured[1].isEmpty)
        #expect(captured[2].contains("/nonexistent/file.nib"))
    }
}
