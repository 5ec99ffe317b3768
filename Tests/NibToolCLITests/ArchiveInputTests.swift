import AppArchive
import Foundation
import Testing
import TestSupport

/// `nibtool` reading .ipa/.zip archives and app bundle folders, and `nibtool scan`.
struct ArchiveInputTests {
    static let hello = try! Array(Data(contentsOf: NibToolRunner.repositoryRoot.appendingPathComponent("Corpus/samples/Hello.nib")))
    static let app = "Payload/App.app/"

    static func plist(_ value: [String: Any]) -> [UInt8] {
        Array(try! PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
    }

    /// A small app: a storyboard with a flat scene and a `.nib`-directory scene, a
    /// `.nib` directory, and a nib whose name does not say so.
    static var files: [(String, [UInt8])] {
        [
            (app + "Info.plist", plist(["CFBundleIdentifier": "org.example.App"])),
            (app + "Base.lproj/Main.storyboardc/Info.plist",
             plist(["UIStoryboardVersion": 1, "UIStoryboardDesignatedEntryPointIdentifier": "UIViewController-BYZ-38-t0r"])),
            (app + "Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib", hello),
            (app + "Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/runtime.nib", hello),
            (app + "Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib", hello),
            (app + "Base.lproj/View.nib/runtime.nib", hello),
            (app + "data.bin", hello),
            (app + "Assets.car", Array(repeating: 0xAB, count: 1000)),
        ]
    }

    /// Writes the app as `App.ipa` and as a folder into a fresh directory.
    static func fixture() throws -> URL {
        let directory = try ConvertCommandTests.temporaryDirectory()
        var writer = ZipWriter()
        for (path, bytes) in files {
            writer.addFile(path, bytes)
            let url = directory.appendingPathComponent("Build/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try Data(writer.finish()).write(to: directory.appendingPathComponent("App.ipa"))
        return directory
    }

    /// An entry inside an `.ipa` draws like the same nib on disk.
    @Test func anEntryIsRenderedByItsAddress() throws {
        let directory = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = "Payload/App.app/Base.lproj/View.nib"
        let inside = try NibToolRunner.run(["render", "--format", "json", directory.appendingPathComponent("App.ipa").path + "//" + entry, "-o", "-"])
        let onDisk = try NibToolRunner.run(["render", "--format", "json", directory.appendingPathComponent("Build/" + entry).path, "-o", "-"])
        #expect(inside.status == 0 && onDisk.status == 0, "\(inside.standardError)")
        let pictures = { (data: Data) in (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["pictures"] as? [[String: Any]] }
        let views = try #require(pictures(inside.standardOutputData)).flatMap { $0["views"] as? [[String: Any]] ?? [] }
        #expect(views.contains { $0["class"] as? String == "UILabel" })
        #expect(NSArray(array: pictures(inside.standardOutputData) ?? []) == NSArray(array: pictures(onDisk.standardOutputData) ?? []))
    }

    @Test func anEntryIsDumpedByItsAddress() throws {
        let directory = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ipa = directory.appendingPathComponent("App.ipa").path
        let dump = try NibToolRunner.run(["dump", ipa + "//Payload/App.app/Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib"])
        #expect(dump.status == 0)
        #expect(dump.standardOutput.contains("UIText = #8 NSString \"Hello, nib\""))
        // A nib inside a .nib directory inside the .app inside the zip.
        let inner = try NibToolRunner.run(["dump", "--format", "json", ipa + "//Payload/App.app/Base.lproj/View.nib/runtime.nib"])
        let json = try JSONSerialization.jsonObject(with: inner.standardOutputData) as! [String: Any]
        #expect(json["path"] as? String == ipa + "//Payload/App.app/Base.lproj/View.nib/runtime.nib")
        #expect(json["coderVersion"] as? Int == 9)
        // A folder inside the archive expands like a directory on disk.
        let scene = try NibToolRunner.run(["info", ipa + "//Payload/App.app/Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib"])
        #expect(scene.standardOutput.hasPrefix(ipa + "//Payload/App.app/Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib:\n"))
        let missing = try NibToolRunner.run(["dump", ipa + "//Payload/App.app/None.nib"])
        #expect(missing.status == 1)
        #expect(missing.standardError == ipa + "//Payload/App.app/None.nib: error: no entry 'Payload/App.app/None.nib' in the archive\n")
    }

    @Test func archivesAndBundleFoldersExpandToTheirNibs() throws {
        let directory = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ipa = directory.appendingPathComponent("App.ipa").path
        let bundle = directory.appendingPathComponent("Build/Payload/App.app").path
        let names = [
            "Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib",
            "Base.lproj/Main.storyboardc/Info.plist",
            "Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib",
            "Base.lproj/View.nib/runtime.nib",
            "data.bin",
        ]
        for (input, prefix) in [(ipa, ipa + "//Payload/App.app/"), (bundle, bundle + "//")] {
            let info = try NibToolRunner.run(["info", input])
            #expect(info.status == 0, "\(info.standardError)")
            let labels = info.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
            #expect(labels == names.map { prefix + $0 + ":" })
            let verify = try NibToolRunner.run(["verify", input])
            #expect(verify.status == 0)
            #expect(verify.standardError == "verify: 6 of 6 files ok\n")
        }
        // Addresses printed for a bundle folder are paths on disk too.
        #expect(try NibToolRunner.run(["dump", bundle + "//Base.lproj/View.nib/runtime.nib"]).status == 0)
    }

    @Test func scanSummarisesAndReportsEveryFailure() throws {
        let directory = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ipa = directory.appendingPathComponent("App.ipa").path
        let scan = try NibToolRunner.run(["scan", ipa])
        #expect(scan.status == 0)
        #expect(scan.standardError.isEmpty)
        #expect(scan.standardOutput.hasPrefix("scanned: 1 input, 8 files (6.9 KB), 1 archive ("))
        #expect(scan.standardOutput.contains("\nnibs: 5\n" + Self.row("NIBArchive", 5) + "   coder version 9: 5\n"))
        #expect(scan.standardOutput.contains(Self.row("UIKit nib", 2) + "\n" + Self.row("storyboard", 1) + "\n"))

        let json = try NibToolRunner.run(["scan", "--format", "json", ipa, directory.appendingPathComponent("Build").path])
        let report = try JSONSerialization.jsonObject(with: json.standardOutputData) as! [String: Any]
        #expect(report["nibCount"] as? Int == 10)
        #expect((report["formats"] as? [String: Int])?["NIBArchive"] == 10)
        #expect((report["coderVersions"] as? [String: Int]) == ["9": 10])
        let nibs = report["nibs"] as! [[String: Any]]
        #expect(nibs.first?["address"] as? String == ipa + "//Payload/App.app/Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib")
        #expect(nibs.first?["container"] as? String == "UIKit nib")

        // A damaged archive: the failures go to standard error, the summary still prints.
        var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: ipa)))
        let data = bytes.count - 22
        let directoryOffset = Int(bytes[data + 16]) | Int(bytes[data + 17]) << 8
        bytes[directoryOffset + 8] |= 1  // the first entry (the app's Info.plist) is now encrypted
        let damaged = directory.appendingPathComponent("Damaged.ipa").path
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        let bad = try NibToolRunner.run(["scan", damaged])
        #expect(bad.status == 1)
        #expect(bad.standardError == damaged + "//Payload/App.app/Info.plist: error: entry is encrypted (offset 0x0)\n")
        #expect(bad.standardOutput.contains("nibs: 5\n") && bad.standardOutput.hasSuffix("failures: 1 (listed on standard error)\n"))
    }

    /// Zip bombs scanned by a `nibtool` whose address space is capped at 300 MB: each
    /// bomb ends in its typed error, and nothing is allocated beyond the limits (a
    /// read that trusted the 4 GiB declared size would die under the cap).
    @Test func bombsAreRefusedInBoundedMemory() throws {
        let directory = try ConvertCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zeros = Array("NIBArchive".utf8) + [UInt8](repeating: 0, count: 32 << 20)
        var writer = ZipWriter()
        writer.addFile("ok.nib", Self.hello)
        writer.addFile("ratio.nib", zeros)
        writer.addFile("huge.nib", zeros)
        writer.addFile("liar.nib", zeros)
        var bytes = writer.finish()
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        var header = u16(bytes.count - 22 + 16) | u16(bytes.count - 22 + 18) << 16
        var headers: [Int] = []
        for _ in 0..<4 {
            headers.append(header)
            header += 46 + u16(header + 28) + u16(header + 30) + u16(header + 32)
        }
        func setSize(_ entry: Int, _ size: UInt32) {
            for shift in 0..<4 { bytes[headers[entry] + 24 + shift] = UInt8(truncatingIfNeeded: size >> (8 * UInt32(shift))) }
        }
        setSize(2, 0xFFFF_FFF0)
        setSize(3, 1000)
        let path = directory.appendingPathComponent("bombs.zip").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let scan = try NibToolRunner.run(["-c", "ulimit -v 300000; exec \"$0\" scan \"$1\"", NibToolRunner.executable.path, path],
                                         executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(scan.status == 1)
        #expect(scan.standardOutput.contains("nibs: 4\n"))
        #expect(scan.standardError.split(separator: "\n").map(String.init) == [
            path + "//huge.nib: error: entry inflates to 4294967280 bytes, more than the limit of 67108864 (offset 0x\(String(Self.localOffset(bytes, headers[2]), radix: 16)))",
            path + "//liar.nib: error: entry inflates to more than its declared 1000 bytes (offset 0x\(String(Self.localOffset(bytes, headers[3]), radix: 16)))",
            path + "//ratio.nib: error: entry inflates \(Self.compressedSize(bytes, headers[1])) bytes to 33554442, a ratio over the limit of 200:1 (a zip bomb?) (offset 0x\(String(Self.localOffset(bytes, headers[1]), radix: 16)))",
        ])
    }

    static func localOffset(_ bytes: [UInt8], _ header: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[header + 42 + $1]) << (8 * $1) }
    }

    static func compressedSize(_ bytes: [UInt8], _ header: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[header + 20 + $1]) << (8 * $1) }
    }

    /// A count row of the text summary: the label in 32 columns, the number in 6.
    static func row(_ label: String, _ number: Int) -> String {
        "  " + label + String(repeating: " ", count: 32 - label.count) + "  "
            + String(repeating: " ", count: 6 - String(number).count) + String(number)
    }

    @Test func scanOfTheCorpusFolder() throws {
        guard NibToolRunner.corpusShouldRun else { return }
        let scan = try NibToolRunner.run(["scan", "--jobs", "2", "--no-progress", NibToolRunner.corpus.path])
        #expect(scan.status == 0)
        #expect(scan.standardOutput.contains(Self.row("NIBArchive", SharedCorpus.manifestCount(format: "NIBArchive")) + "   coder version "))
        #expect(scan.standardOutput.contains("  TestApp.MainWindowController "))
        #expect(!scan.standardError.contains("\r"))
    }
}
