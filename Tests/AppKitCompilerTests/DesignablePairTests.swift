import AppKitCompiler
import Foundation
import IBDocument
import NibBytes
import NibCompiler
import NibGraph
import Testing
import TestSupport

/// Nib bundles whose `designable.nib` is a 3.0 document compile to the keyed
/// archive Interface Builder saved beside it (`keyedobjects.nib`), with the
/// SDK of the Xcode of the document's `toolsVersion`; where the bundle also
/// holds a NIBArchive (`keyedobjects-101300.nib`), to that too.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct DesignablePairTests {
    /// The `designable.nib` pairs whose designable file is a 3.0 document, by folder.
    static func documentPairs() throws -> [String] {
        try SharedCorpus.pairs(kindPrefix: "designable.nib->").filter { folder in
            let head = FileManager.default.contents(atPath: try file(folder, suffix: "designable.nib"))?.prefix(300) ?? Data()
            return String(decoding: head, as: UTF8.self).contains("<document")
        }
    }

    static func file(_ folder: String, suffix: String) throws -> String {
        let names = try SharedCorpus.names(in: "pairs/" + folder)
        return SharedCorpus.path("pairs/\(folder)/" + (try #require(names.first { $0.hasSuffix(suffix) })))
    }

    /// The pairs that compile to Apple's nibs: the same objects and values;
    /// keys and list elements compare without order against the keyed
    /// archive (it keeps them in hash order), with order against the NIBArchive.
    static let equal: Set<String> = [
        "Provenance-Emu__Provenance__Cores_Stella_Sources_libstella_stella_src_os_macos_SDLMain.nib",
        "adium__adium__Frameworks_Adium_Resources_AccountProfile.nib",
        "IntelliScape__caffeine__English.lproj_MainMenu.nib",
    ]

    /// What differs in the others.
    static let unequal: [String: String] = [
        "Provenance-Emu__Provenance__Cores_Stella_Sources_libstella_stella_src_os_macos_AboutBox.nib":
            "the 10.14 SDK archives an older Generic Gray profile (4456 bytes); "
            + "the author's Mac had overlay "
            + "scrollers (the clip view fills the scroll view's border: 406 wide, not 389 as legacy scrollers tile it); "
            + "a button's flags, bezel and alternate image",
        "robbiehanson__XMPPFramework__Xcode_Examples_DesktopXMPP_English.lproj_MainMenu.nib":
            "the 10.9 SDK: Lucida Grande fonts, gray colors without color spaces, mutable titles and key equivalents, "
            + "next key views, view and font flags, scroller and table view keys of that time",
        "TermiT__Flycut__English.lproj_MainMenu.nib":
            "each of the four <font metaFont=\"label\" size=\"11\"> is an NSFont of its own in Apple's nib (ours "
            + "share one); Apple's NSDecimalNumberPlaceholder has NSDecimalNumber's class chain; the NIBArchive holds "
            + "the 10.0 formatters' allowsFloats as the integer 1 (the keyed archive as true), lists the cancel button's "
            + "accessibility dictionary, the connections and the object ids in other orders",
    ]

    static func compile(_ folder: String) throws -> NibCompiler.Output {
        let path = try file(folder, suffix: "designable.nib")
        return try NibCompiler.compile(ByteView(try FileBytes.read(path: path)), path: path,
                                       options: NibCompilerOptions(colorProfiles: try corpusColorProfiles()))
    }

    /// Whether `folder` compiles to its bundle's nibs.
    static func isEqual(_ folder: String) throws -> Bool {
        let output = try compile(folder)
        let ours = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes))
        let keyed = try NibGraph(keyedArchiveBytes: ByteView(try FileBytes.read(path: try file(folder, suffix: "keyedobjects.nib"))))
        guard NibGraphComparison(keyed, ours, options: .init(ignoresOrder: true, ignoresKeyOrder: true)).isEqual else { return false }
        let names = try SharedCorpus.names(in: "pairs/" + folder)
        guard names.contains(where: { $0.hasSuffix("keyedobjects-101300.nib") }) else { return true }
        let archive = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(path: try file(folder, suffix: "keyedobjects-101300.nib"))))
        return NibGraphComparison(archive, ours).isEqual
    }

    @Test func everyPairIsListed() throws {
        let pairs = Set(try Self.documentPairs())
        #expect(pairs.count >= 6)
        #expect(Self.equal.union(Self.unequal.keys) == pairs)
    }

    @Test func equalListIsExact() throws {
        var equalNow: Set<String> = []
        for folder in try Self.documentPairs() where try Self.isEqual(folder) { equalNow.insert(folder) }
        #expect(equalNow == Self.equal)
    }

    /// A bundle's document compiles to a keyed archive with the SDK its
    /// `toolsVersion` names: the 11 SDK's (Xcode 12.4) controls have
    /// `NSControlSize2`, its placeholders no `IBClassReference`.
    @Test func bundleDocumentFollowsItsToolsVersion() throws {
        let output = try Self.compile("adium__adium__Frameworks_Adium_Resources_AccountProfile.nib")
        let graph = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes))
        let keys = Set(graph.objects.flatMap { $0.entries.map(\.key) })
        #expect(keys.contains("NSControlSize2"))
        #expect(!keys.contains("IBClassReference") && !keys.contains("NSAllowsWritingTools"))
    }
}
