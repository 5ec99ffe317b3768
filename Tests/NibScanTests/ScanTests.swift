import AppArchive
import Foundation
import NibBytes
import NibContainers
import NibScan
import Testing

/// Scanning a sample app as a zip archive and as a folder.
struct ScanTests {
    static func tree(compress: Bool = true) throws -> FileTree {
        FileTree(archive: try ZipArchive(bytes: ByteView(copying: SampleApp.archive(compress: compress)), path: "App.ipa"))
    }

    @Test func nibsAreFoundByTheirBytes() throws {
        let report = NibScanner().scan(try Self.tree())
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.fileCount == 13)
        #expect(report.formats == [.nibArchive: 7, .keyedArchiveBinary: 1, .binaryPlist: 2, .other: 2, .openStepPlist: 1] as [ScannedFormat: Int])
        #expect(report.nibs.map(\.address) == [
            "App.ipa//Payload/App.app/Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib",
            "App.ipa//Payload/App.app/Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/runtime.nib",
            "App.ipa//Payload/App.app/Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib",
            "App.ipa//Payload/App.app/Base.lproj/View.nib/objects-8.0+.nib",
            "App.ipa//Payload/App.app/Base.lproj/View.nib/runtime.nib",
            "App.ipa//Payload/App.app/LaunchScreen.nib",
            "App.ipa//Payload/App.app/Legacy.nib",
            "App.ipa//Payload/App.app/resource.dat",
        ])
        #expect(report.nibs.map(\.container) == ["UIKit nib", "UIKit nib", "storyboard", "UIKit nib", "UIKit nib", nil, nil, nil])
        #expect(report.coderVersions == [9: 5, 10: 2])
        #expect(report.containers == ["storyboard": 1, "UIKit nib": 2])
        #expect(report.classes["UIClassSwapper"] == 7 && report.classes["NSCustomObject"] == 2)
        #expect(report.sortedCustomClasses.map(\.displayName) == ["LegacyController", "MyApp.Outer.Inner", "MyApp.ViewController"])
        #expect(report.customClasses["_TtC5MyApp14ViewController"]?.nibCount == 7)
        #expect(report.customClasses["_TtC5MyApp14ViewController"]?.swiftName?.module == "MyApp")
        #expect(report.archiveCount == 1)
    }

    @Test func folderAndArchiveGiveTheSameReport() throws {
        let folder = try SampleApp.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let onDisk = NibScanner().scan([folder])
        let zipped = NibScanner().scan(try Self.tree())
        let stored = NibScanner().scan(try Self.tree(compress: false))
        for other in [zipped, stored] {
            #expect(onDisk.formats == other.formats)
            #expect(onDisk.coderVersions == other.coderVersions)
            #expect(onDisk.containers == other.containers)
            #expect(onDisk.classes == other.classes)
            #expect(onDisk.customClasses == other.customClasses)
            #expect(onDisk.nibs.map { $0.address.replacingOccurrences(of: folder, with: "") }
                    == other.nibs.map { $0.address.replacingOccurrences(of: "App.ipa", with: "") })
        }
    }

    @Test func anArchiveInAFolderIsScannedToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibscan-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/Builds", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(SampleApp.archive()).write(to: URL(fileURLWithPath: folder + "/Builds/App.ipa"))
        let report = NibScanner().scan([folder])
        #expect(report.formats[.zipArchive] == 1 && report.archiveCount == 1)
        #expect(report.nibs.count == 8)
        #expect(report.nibs[0].address == folder + "/Builds/App.ipa//Payload/App.app/Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib")
        // Archives inside archives are counted, not opened.
        var outer = ZipWriter()
        outer.addFile("inner.ipa", SampleApp.archive())
        let nested = NibScanner().scan(FileTree(archive: try ZipArchive(bytes: ByteView(copying: outer.finish()), path: "outer.zip")))
        #expect(nested.formats == [.zipArchive: 1] && nested.nibs.isEmpty)
    }

    @Test func theFinderPicksVariantsAndAddressesEntries() throws {
        let tree = try Self.tree()
        func addresses(_ items: [FoundNib]) -> [String] {
            items.map { item in
                switch item {
                case let .file(_, address): address
                case let .note(address, message): "note " + address + " " + message
                case let .failure(error): "failure \(error)"
                }
            }
        }
        let app = "App.ipa//Payload/App.app/"
        #expect(addresses(tree.nibs()) == [
            app + "Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib",
            app + "Base.lproj/Main.storyboardc/Info.plist",
            app + "Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib",
            app + "Base.lproj/View.nib/objects-8.0+.nib",
            app + "LaunchScreen.nib",
            app + "Legacy.nib",
            app + "resource.dat",
        ])
        let old = tree.nibs(under: "Payload/App.app/Base.lproj/View.nib", selection: NibSelection(deploymentTarget: OSVersion(7)))
        #expect(addresses(old) == [app + "Base.lproj/View.nib/runtime.nib"])
        let every = tree.nibs(under: "Payload/App.app/Base.lproj/Main.storyboardc", selection: NibSelection(everyVariant: true))
        #expect(addresses(every).count == 4)
        // A nib inside a .nib directory inside the .app inside the zip, by its address.
        let file = try #require(tree.file(atPath: "Payload/App.app/Base.lproj/View.nib/runtime.nib"))
        #expect(try tree.read(file).starts(with: Array("NIBArchive".utf8)))
    }

    @Test func workersDoNotChangeTheReport() throws {
        let tree = try Self.tree()
        let one = NibScanner(options: ScanOptions(workers: 1)).scan(tree)
        let four = NibScanner(options: ScanOptions(workers: 4)).scan(tree)
        #expect(one.nibs == four.nibs && one.classes == four.classes && one.failures == four.failures)
    }

    @Test func progressIsReported() throws {
        let seen = Counter()
        _ = NibScanner(progress: { progress in seen.add(progress.filesDone) }).scan(try Self.tree())
        #expect(seen.last == 13)
    }
}

/// Progress values seen, from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func add(_ value: Int) { lock.withLock { values.append(value) } }
    var last: Int? { lock.withLock { values.max() } }
}
