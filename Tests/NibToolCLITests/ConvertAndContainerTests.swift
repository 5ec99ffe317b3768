import Foundation
import NIBArchive
import NibBytes
import Testing
import TestSupport

/// `nibtool convert` and reading keyed archives, `.nib` directories and `.storyboardc` bundles.
struct ConvertCommandTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func sampleConvertsToKeyedAndBackByteForByte() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let keyed = directory.appendingPathComponent("Hello.keyed").path
        let back = directory.appendingPathComponent("Hello.nib").path
        #expect(try NibToolRunner.run(["convert", "--to", "keyed", "Corpus/samples/Hello.nib", "-o", keyed]).status == 0)
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: keyed)), format: nil)
        #expect((plist as? [String: Any])?["$archiver"] as? String == "NSKeyedArchiver")
        let dump = try NibToolRunner.run(["dump", keyed])
        #expect(dump.standardOutput.hasPrefix("# keyed archive (binary property list), shown as its object graph\n"))
        #expect(dump.standardOutput.contains("UIText = #8 NSString \"Hello, nib\""))
        #expect(try NibToolRunner.run(["convert", "--to", "nibarchive", keyed, "-o", back]).status == 0)
        let original = try Data(contentsOf: NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.nib"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: back)) == original)
    }

    @Test func warningsOfOneKindArePrintedTwentyTimesThenCounted() throws {
        // One object with 500 references to the root, which a keyed archive writes as nil: 500 warnings.
        var builder = NIBArchiveBuilder()
        builder.addObject(className: "NSObject", values: [])
        builder.addObject(className: "Item", values: (0..<500).map { ("k\($0)", NIBValue.object(0)) })
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("root-references.nib")
        try Data(builder.encoded()).write(to: input)
        let result = try NibToolRunner.run(["convert", "--to", "keyed", input.path, "-o", directory.appendingPathComponent("out.keyed").path])
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n")
        let message = "reference to the root object written as nil ($top is not an object)"
        #expect(lines.count == 21)
        #expect(lines.prefix(20).allSatisfy { $0.contains("object 1, key k") && $0.hasSuffix(message) })
        #expect(lines.last?.hasSuffix("warning: 480 more like this: \(message)") == true)
    }

    /// Keys an object repeats (as Apple's ibtool sometimes writes) go into the keyed archive's
    /// `$nibarchive` entry and come back: the round trip gives the same bytes, without a warning.
    @Test func repeatedKeysConvertToKeyedAndBackByteForByte() throws {
        var builder = NIBArchiveBuilder()
        let name = ByteView(copying: Array("star".utf8))
        builder.addObject(className: "NSObject", values: [("UINibTopLevelObjectsKey", .object(1))])
        builder.addObject(className: "UIImageNibPlaceholder", values: [
            ("UIImageName", .data(name)), ("UIIsSystemImage", .bool(true)), ("UIImageName", .data(name)),
            ("UIIsSystemImage", .bool(true)), ("UITintColor", .object(2)), ("UITintColor", .object(2)),
        ])
        builder.addObject(className: "UIColor", values: [("UIWhite", .float64(1))])
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("placeholder.nib")
        let keyed = directory.appendingPathComponent("placeholder.keyed")
        let back = directory.appendingPathComponent("back.nib")
        try Data(builder.encoded()).write(to: input)
        let toKeyed = try NibToolRunner.run(["convert", "--to", "keyed", input.path, "-o", keyed.path])
        #expect(toKeyed.status == 0 && toKeyed.standardError.isEmpty)
        let toNIBArchive = try NibToolRunner.run(["convert", "--to", "nibarchive", keyed.path, "-o", back.path])
        #expect(toNIBArchive.status == 0 && toNIBArchive.standardError.isEmpty)
        #expect(try Data(contentsOf: back) == Data(contentsOf: input))
        let verify = try NibToolRunner.run(["verify", input.path, keyed.path, back.path])
        #expect(verify.status == 0)
        #expect(verify.standardError == "verify: 3 of 3 files ok\n")
    }

    @Test func aFailedConversionLeavesNoOutputFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.nib")
        let original = try Data(contentsOf: NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.nib"))
        try original.prefix(200).write(to: broken)
        let output = directory.appendingPathComponent("out.keyed").path
        let result = try NibToolRunner.run(["convert", "--to", "keyed", broken.path, "-o", output])
        #expect(result.status == 1)
        #expect(result.standardError.contains("broken.nib: error: "))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["broken.nib"])
    }

    @Test func coderVersionIsCheckedAndApplied() throws {
        #expect(try NibToolRunner.run(["convert", "--to", "nibarchive", "--coder-version", "11", "Corpus/samples/Hello.nib", "-o", "-"]).status == 2)
        let result = try NibToolRunner.run(["convert", "--to", "nibarchive", "--coder-version", "10", "Corpus/samples/Hello.nib", "-o", "-"])
        #expect(result.status == 0)
        // Header: "NIBArchive", format version 1, coder version 10 (little-endian).
        #expect(Array(result.standardOutputData.prefix(18)) == Array("NIBArchive".utf8) + [1, 0, 0, 0, 10, 0, 0, 0])
    }
}

@Suite(.enabled(if: NibToolRunner.corpusShouldRun))
struct ContainerCommandTests {
    static let bundles = NibToolRunner.corpus.appendingPathComponent("nib-bundle")

    @Test func everyNibBundleDumps() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.bundles.path).sorted()
        #expect(names.count == 30)
        for name in names {
            let result = try NibToolRunner.run(["dump", Self.bundles.appendingPathComponent(name).path])
            #expect(result.status == 0, "\(name): \(result.standardError)")
        }
    }

    /// Each of the 78 files alone: all dump, the four NeXT typedstreams as their object graphs.
    @Test func everyFileInTheNibBundlesDumps() throws {
        var dumped = 0, typedstreams = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.bundles.path).sorted() {
            let folder = Self.bundles.appendingPathComponent(name)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let result = try NibToolRunner.run(["dump", folder.appendingPathComponent(file).path])
                #expect(result.status == 0, "\(name)/\(file): \(result.standardError)")
                if result.standardOutput.hasPrefix("# NeXT typedstream") { typedstreams += 1 }
                dumped += 1
            }
        }
        #expect(typedstreams == 4)
        #expect(dumped == 78)
    }

    @Test func macOSVariantFollowsTheDeploymentTarget() throws {
        let path = Self.bundles.appendingPathComponent("macvim-dev__macvim__src_MacVim_Sparkle_1.framework_Versions_A_Resources_SUStatus.nib").path
        let old = try NibToolRunner.run(["info", "--deployment-target", "10.12", path])
        #expect(old.standardOutput.contains("//keyedobjects.nib:\n  format: keyed archive"))
        let new = try NibToolRunner.run(["info", "--deployment-target", "10.13", path])
        #expect(new.standardOutput.contains("//keyedobjects-101300.nib:\n  format: NIBArchive"))
        let verify = try NibToolRunner.run(["verify", path])
        #expect(verify.status == 0)
        #expect(verify.standardError.contains("verify: 2 of 2 files ok"))
    }

    /// A typedstream nib dumps as its object graph, from the bundle or the file; `verify` decodes it; `info` names it;
    /// `convert` refuses it (its values have no keys).
    @Test func typedstreamNibsDump() throws {
        let path = Self.bundles.appendingPathComponent("gnustep__libs-gui__Model_test.nib")
        let directory = try NibToolRunner.run(["dump", path.path])
        #expect(directory.status == 0)
        #expect(directory.standardOutput.contains("# NeXT typedstream (little-endian), shown as its object graph"))
        #expect(directory.standardOutput.contains("#1 NSIBObjectData"))
        #expect(directory.standardOutput.contains("NSString \"Momentary Light\""))
        let objects = path.appendingPathComponent("objects.nib").path
        let file = try NibToolRunner.run(["dump", objects])
        #expect(file.status == 0)
        #expect(file.standardOutput == directory.standardOutput)
        let json = try NibToolRunner.run(["dump", "--format", "json", objects])
        #expect(json.status == 0 && json.standardOutput.contains("NSIBObjectData"))
        let verify = try NibToolRunner.run(["verify", path.path])
        #expect(verify.status == 0 && verify.standardError.contains("verify: 1 of 1 files ok"))
        let info = try NibToolRunner.run(["info", objects])
        #expect(info.status == 0 && info.standardOutput.contains("format: NeXT typedstream (little-endian), streamer version 4, system version 1000"))
        let convert = try NibToolRunner.run(["convert", "--to", "keyed", objects, "-o", "/dev/null"])
        #expect(convert.status == 1 && convert.standardError.contains("values have no keys"))
        let classes = try NibToolRunner.run(["dump", path.appendingPathComponent("data.classes").path])
        #expect(classes.standardOutput.contains("\"SUPERCLASS\" = \"NSView\""))
    }

    /// The compiled files of storyboard pair `folder`, laid out again as a real
    /// `.storyboardc` under `scratch` (the pairs folder flattens them as `Main.storyboardc-NAME`).
    static func storyboardc(fromPair folder: String, in scratch: URL) throws -> URL {
        let source = NibToolRunner.corpus.appendingPathComponent("pairs").appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.contains(".storyboardc-") }
        let prefix = String(files[0].prefix(upTo: files[0].range(of: ".storyboardc-")!.upperBound))
        let bundle = scratch.appendingPathComponent(folder).appendingPathComponent(String(prefix.dropLast()))
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file),
                                             to: bundle.appendingPathComponent(String(file.dropFirst(prefix.count))))
        }
        return bundle
    }

    /// Every storyboard pair's compiled files, laid out again as a real `.storyboardc`
    /// (the pairs folder flattens them as `Main.storyboardc-NAME`), dumps and verifies.
    @Test func everyStoryboardcInPairsDumps() throws {
        let pairs = NibToolRunner.corpus.appendingPathComponent("pairs")
        let folders = try FileManager.default.contentsOfDirectory(atPath: pairs.path).filter { $0.hasSuffix(".storyboardc") }
        #expect(folders.count == SharedCorpus.pairs(kindPrefix: "storyboard->").filter { $0.hasSuffix(".storyboardc") }.count)
        #expect(folders.count >= 8)
        let scratch = try ConvertCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in folders {
            let bundle = try Self.storyboardc(fromPair: folder, in: scratch)
            let dump = try NibToolRunner.run(["dump", bundle.path])
            #expect(dump.status == 0, "\(folder): \(dump.standardError)")
            #expect(dump.standardOutput.contains("//Info.plist <==\n# property list (binary)"), "\(folder)")
            #expect(dump.standardOutput.contains("UIStoryboardDesignatedEntryPointIdentifier"), "\(folder)")
            #expect(try NibToolRunner.run(["verify", bundle.path]).status == 0, "\(folder)")
        }
    }
}
