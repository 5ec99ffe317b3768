import AppArchive
import Foundation
import KeyedArchive
import NibBytes
import NIBArchive
import NibGraph
import PropertyList
import TestSupport

/// A small iOS app's files, made in the test: a storyboard with a flat scene and
/// a `.nib`-directory scene, a `.nib` directory, a keyed-archive nib, a nib with
/// a name that does not say so, and files that are not nibs.
enum SampleApp {
    /// A NIBArchive whose root holds a custom Swift view controller (with a fallback
    /// class) and a class swapper naming a nested Swift class.
    static func nibArchive(coderVersion: UInt32 = 9) -> [UInt8] {
        var builder = NIBArchiveBuilder(coderVersion: coderVersion)
        let root = builder.reserveObject()
        let controller = builder.addObject(className: "_TtC5MyApp14ViewController", fallbacks: ["UIViewController"],
                                           values: [("UITag", .int8(1))])
        let name = builder.addObject(className: "NSString", values: [("NS.bytes", .data(ByteView(copying: Array("_TtCC5MyApp5Outer5Inner".utf8))))])
        let swapper = builder.addObject(className: "UIClassSwapper", values: [("UIClassName", .object(name))])
        builder.setObject(root, className: "NSObject", values: [("UINibTopLevelObjectsKey", .object(controller)),
                                                                ("UINibEncoderEmptyKey", .object(swapper))])
        return try! builder.encoded()
    }

    /// A binary keyed archive with an NSCustomObject naming an Objective-C class, and one naming NSApplication.
    static func keyedArchive() -> [UInt8] {
        let graph = NibGraph(objects: [
            .init(className: "NSObject", entries: [.init("IB.objectdata", .object(1))]),
            .init(className: "NSIBObjectData", entries: [.init("NSRoot", .object(2)), .init("NSOwner", .object(4))]),
            .init(className: "NSCustomObject", entries: [.init("NSClassName", .object(3))]),
            .init(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array("LegacyController".utf8))))]),
            .init(className: "NSCustomObject", entries: [.init("NSClassName", .object(5))]),
            .init(className: "NSString", entries: [.init("NS.bytes", .data(ByteView(copying: Array("NSApplication".utf8))))]),
        ])
        var warnings: [NibGraphWarning] = []
        return try! graph.keyedArchiveBytes(warnings: &warnings)
    }

    static func plist(_ entries: [(String, String)]) -> [UInt8] {
        try! BinaryPropertyList.encode(.dictionary(entries.map { .init(key: .string($0.0), value: .string($0.1)) }))
    }

    static let app = "Payload/App.app/"

    /// Paths and contents (nil for a directory entry).
    static var files: [(path: String, bytes: [UInt8]?)] {
        let nib = nibArchive()
        return [
            (app, nil),
            (app + "Info.plist", plist([("CFBundleIdentifier", "org.example.App"), ("CFBundleExecutable", "App")])),
            (app + "App", [0x7F] + Array("ELF".utf8) + Array(repeating: 0, count: 5000)),
            (app + "LaunchScreen.nib", nib),
            (app + "Base.lproj/Main.storyboardc/Info.plist",
             plist([("UIStoryboardDesignatedEntryPointIdentifier", "UIViewController-BYZ-38-t0r"), ("UIStoryboardVersion", "1")])),
            (app + "Base.lproj/Main.storyboardc/UIViewController-BYZ-38-t0r.nib", nib),
            (app + "Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/runtime.nib", nibArchive(coderVersion: 10)),
            (app + "Base.lproj/Main.storyboardc/BYZ-38-t0r-view-8bC-Xf-vdC.nib/objects-13.0+.nib", nibArchive(coderVersion: 10)),
            (app + "Base.lproj/View.nib/runtime.nib", nib),
            (app + "Base.lproj/View.nib/objects-8.0+.nib", nib),
            (app + "Legacy.nib", keyedArchive()),
            (app + "resource.dat", nib),
            (app + "Picture.nib", [0x89] + Array("PNG".utf8) + [1, 2, 3]),
            (app + "en.lproj/Localizable.strings", Array("\"a\" = \"b\";".utf8)),
        ]
    }

    /// The files as a zip archive, deflated or stored.
    static func archive(compress: Bool = true) -> [UInt8] {
        var writer = ZipWriter()
        for (path, bytes) in files {
            if let bytes { writer.addFile(path, bytes, compress: compress) } else { writer.addDirectory(path) }
        }
        return writer.finish()
    }

    /// The files written under a fresh temporary folder; returns its path.
    static func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibscan-\(UUID())").path
        for (path, bytes) in files {
            let full = root + "/" + path
            if let bytes {
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: full))
            } else {
                try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            }
        }
        return root
    }
}
