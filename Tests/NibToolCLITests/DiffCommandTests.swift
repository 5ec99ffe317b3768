import Foundation
import NIBArchive
import NibBytes
import Testing
import TestSupport

/// `nibtool diff`: exit statuses, the two output formats, and directories compared file by file.
struct DiffCommandTests {
    /// A nib with one label: its text and tag.
    static func labelNib(text: String, tag: Int8, in directory: URL, name: String) throws -> String {
        var builder = NIBArchiveBuilder()
        builder.addObject(className: "NSObject", values: [("UINibTopLevelObjectsKey", .object(1))])
        builder.addObject(className: "UILabel", values: [("UIText", .object(2)), ("UITag", .int8(tag))])
        builder.addObject(className: "NSString", values: [("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])
        let path = directory.appendingPathComponent(name).path
        try Data(builder.encoded()).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func exitStatusIsZeroWhenEqualOneWhenDifferentTwoOnTrouble() throws {
        let directory = try ConvertCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hello = "Corpus/samples/Hello.nib"
        let keyed = directory.appendingPathComponent("Hello.keyed").path
        #expect(try NibToolRunner.run(["convert", "--to", "keyed", hello, "-o", keyed]).status == 0)

        let same = try NibToolRunner.run(["diff", hello, keyed])
        #expect(same.status == 0)
        #expect(same.standardOutput == "no differences\n")

        let a = try Self.labelNib(text: "Hello", tag: 3, in: directory, name: "a.nib")
        let b = try Self.labelNib(text: "Hallo", tag: 4, in: directory, name: "b.nib")
        let different = try NibToolRunner.run(["diff", a, b])
        #expect(different.status == 1)
        #expect(different.standardOutput == """
            UINibTopLevelObjectsKey.UIText: value "Hello" ≠ "Hallo"
            UINibTopLevelObjectsKey.UITag: value int8 3 ≠ int8 4
            2 differences

            """)
        let limited = try NibToolRunner.run(["diff", "--limit", "1", a, b])
        #expect(limited.status == 1)
        #expect(limited.standardOutput.hasSuffix("\n2 differences (first 1 shown; see --limit)\n"))
        #expect(limited.standardOutput.split(separator: "\n").count == 2)

        let missing = try NibToolRunner.run(["diff", a, directory.appendingPathComponent("none.nib").path])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("none.nib: error: "))
        #expect(missing.standardOutput.isEmpty)
        let notANib = directory.appendingPathComponent("text.nib")
        try Data("not a nib".utf8).write(to: notANib)
        #expect(try NibToolRunner.run(["diff", a, notANib.path]).status == 2)
        #expect(try NibToolRunner.run(["diff", a]).status == 2)
        #expect(try NibToolRunner.run(["diff", "--limit", "-1", a, b]).status == 2)
        let fileAgainstDirectory = try NibToolRunner.run(["diff", a, directory.path])
        #expect(fileAgainstDirectory.status == 2)
    }

    @Test func jsonIsAnArrayOfRecords() throws {
        let directory = try ConvertCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try Self.labelNib(text: "Hello", tag: 3, in: directory, name: "a.nib")
        let b = try Self.labelNib(text: "Hello", tag: 4, in: directory, name: "b.nib")
        let result = try NibToolRunner.run(["diff", "--format", "json", a, b])
        #expect(result.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: result.standardOutputData) as? [[String: Any]])
        #expect(records.count == 1)
        #expect(records.first?["path"] as? String == "UINibTopLevelObjectsKey.UITag")
        #expect(records.first?["kind"] as? String == "value")
        #expect(records.first?["left"] as? String == "int8 3")
        #expect(records.first?["right"] as? String == "int8 4")
        #expect(records.first?["file"] == nil)

        let equal = try NibToolRunner.run(["diff", "--format", "json", a, a])
        #expect(equal.status == 0)
        #expect(try JSONSerialization.jsonObject(with: equal.standardOutputData) as? [Any] != nil)
        #expect(equal.standardOutput == "[]\n")
    }
}

/// Directories from the corpus compared file by file.
@Suite(.enabled(if: NibToolRunner.corpusShouldRun))
struct DiffDirectoryTests {
    /// Sparkle 2.2.2's SUStatus.nib as built for Platypus and for MacVim: `.nib`
    /// directories holding a keyed archive and a NIBArchive each.
    @Test func nibDirectoriesCompareFileByFile() throws {
        let platypus = NibToolRunner.corpus.appendingPathComponent("pairs/sparkle-2.2.2__sveinbjornt__Platypus__SUStatus/SUStatus.nib").path
        let macvim = NibToolRunner.corpus
            .appendingPathComponent("nib-bundle/macvim-dev__macvim__src_MacVim_Sparkle_1.framework_Versions_A_Resources_SUStatus.nib").path

        let same = try NibToolRunner.run(["diff", platypus, platypus])
        #expect(same.status == 0)
        #expect(same.standardOutput == "no differences (2 files)\n")

        let result = try NibToolRunner.run(["diff", "--format", "json", "--limit", "0", platypus, macvim])
        #expect(result.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: result.standardOutputData) as? [[String: Any]])
        let files = Set(records.compactMap { $0["file"] as? String })
        #expect(files == ["keyedobjects.nib", "keyedobjects-101300.nib"])
        #expect(records.contains {
            $0["file"] as? String == "keyedobjects-101300.nib" && $0["kind"] as? String == "value"
                && $0["path"] as? String == "IB.objectdata.NSConnections[0].NSDestination.NSFrame"
        })
    }

    /// Flutter's Main.storyboard compiled for the device and the simulator, and
    /// Xamarin's template: only the view controller's class differs.
    @Test func storyboardBundlesCompareFileByFile() throws {
        let scratch = try ConvertCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let device = try ContainerCommandTests.storyboardc(
            fromPair: "BestKai__my_flutter_wechat__build_ios_Debug-iphoneos_Runner.app_Base.lproj_Main.storyboardc", in: scratch).path
        let simulator = try ContainerCommandTests.storyboardc(
            fromPair: "BestKai__my_flutter_wechat__build_ios_Debug-iphonesimulator_Runner.app_Base.lproj_Main.storyboardc", in: scratch).path
        let xamarin = try ContainerCommandTests.storyboardc(
            fromPair: "danvn__Xamarin-iOS__bin_iPhoneSimulator_Debug_XamariniOSApp.app_Main.storyboardc", in: scratch)

        let same = try NibToolRunner.run(["diff", device, simulator])
        #expect(same.status == 0, "\(same.standardOutput)")
        #expect(same.standardOutput == "no differences (3 files)\n")

        let other = try NibToolRunner.run(["diff", device, xamarin.path])
        #expect(other.status == 1)
        #expect(other.standardOutput == """
            UIViewController-BYZ-38-t0r.nib: UINibTopLevelObjectsKey[0].UIClassName: value "FlutterViewController" ≠ "ViewController"
            1 difference in 1 of 3 files

            """)

        try FileManager.default.removeItem(at: xamarin.appendingPathComponent("BYZ-38-t0r-view-8bC-Xf-vdC.nib"))
        let fewer = try NibToolRunner.run(["diff", "--format", "json", device, xamarin.path])
        #expect(fewer.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: fewer.standardOutputData) as? [[String: Any]])
        #expect(records.contains { $0["file"] as? String == "BYZ-38-t0r-view-8bC-Xf-vdC.nib" && $0["kind"] as? String == "missingFile" })
    }
}
