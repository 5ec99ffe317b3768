import Foundation
import IBDocument
import NibBytes
import NibCoding
import NibCompiler
import NibGraph
import Testing
import TestSupport

/// Mac Interface Builder 3 archives (`<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB">`
/// xibs and `designable.nib` files) compile to the keyed archive Interface
/// Builder 3 saved beside them (`keyedobjects.nib`).
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct LegacyArchiveTests {
    /// The `designable.nib` → `keyedobjects.nib` pairs whose designable file is
    /// an archive (the others hold 3.0 documents), by folder.
    static func archivePairs() throws -> [String] {
        try SharedCorpus.pairs(kindPrefix: "designable.nib->bplist00").filter { folder in
            let head = FileManager.default.contents(atPath: try designable(folder))?.prefix(300) ?? Data()
            return String(decoding: head, as: UTF8.self).contains("<archive")
        }
    }

    static func designable(_ folder: String) throws -> String {
        let names = try SharedCorpus.names(in: "pairs/" + folder)
        return SharedCorpus.path("pairs/\(folder)/" + (try #require(names.first { $0.hasSuffix("designable.nib") })))
    }

    /// The pairs that compile to Apple's keyed archive: the same objects and
    /// values; keys and list elements compare without order, as a keyed
    /// archive keeps its object data's lists in hash order.
    static let equal: Set<String> = [
        "Andro__nv__English.lproj_DeletionManager.nib",
        "OldRepoPreservation__drawberry__English.lproj_DBDonatePanel.nib",
        "adium__adium__Frameworks_Adium_Resources_AIAuthorizationRequestsWindow.nib",
        "adium__adium__Frameworks_Adium_Resources_AccountOptions.nib",
        "adium__adium__Frameworks_Adium_Resources_AccountPrivacy.nib",
        "adium__adium__Frameworks_Adium_Resources_AccountSetup.nib",
        "adium__adium__Frameworks_Adium_Resources_Base.lproj_EditStateSheet.nib",
        "robbiehanson__CocoaAsyncSocket__Examples_RunLoop_EchoServer_English.lproj_MainMenu.nib",
        "robbiehanson__XMPPFramework__Xcode_Examples_DesktopXMPP_English.lproj_ChatWindow.nib",
    ]

    /// What differs in the others.
    static let unequal: [String: String] = [
        "Andro__nv__English.lproj_BlorPasswordRetriever.nib":
            "the window's NSScreenRect is {{0, 0}, {1440, 878}}, the archive's {{0, 0}, {1680, 1028}}: "
            + "the screen at save time, which the archive does not hold",
        "OldRepoPreservation__drawberry__English.lproj_DBContextualViews.nib":
            "every object, name and id matches (checked object by object), but two view trees that differ "
            + "only in an image name pair the wrong way round in the hash-ordered lists",
        "arauchfuss__Simple-Comic__English.lproj_MainMenu.nib":
            "the ten separators' names (Separator, Separator-1 …) are numbered in hash order, "
            + "not the records' or the outline's",
    ]

    static func compile(_ path: String) throws -> NibCompiler.Output {
        try NibCompiler.compile(ByteView(try FileBytes.read(path: path)), path: path)
    }

    @Test func everyPairIsListed() throws {
        let pairs = Set(try Self.archivePairs())
        #expect(pairs.count >= 12)
        #expect(Self.equal.union(Self.unequal.keys) == pairs)
    }

    @Test func equalListIsExact() throws {
        var equalNow: Set<String> = []
        for folder in try Self.archivePairs() {
            let output = try Self.compile(try Self.designable(folder))
            let names = try SharedCorpus.names(in: "pairs/" + folder)
            let keyed = SharedCorpus.path("pairs/\(folder)/" + (try #require(names.first { $0.hasSuffix("keyedobjects.nib") })))
            let apple = try NibGraph(keyedArchiveBytes: ByteView(try FileBytes.read(path: keyed)))
            let ours = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes))
            let comparison = NibGraphComparison(apple, ours, options: .init(ignoresOrder: true, ignoresKeyOrder: true))
            if comparison.isEqual { equalNow.insert(folder) }
        }
        #expect(equalNow == Self.equal)
    }

    /// Every Mac archive of the corpus compiles to a keyed archive that decodes,
    /// re-encodes and instantiates, with its connections.
    @Test func everyMacArchiveCompilesAndInstantiates() throws {
        let archives = SharedCorpus.files(startingWith: "<?xml").filter { path in
            guard let head = FileManager.default.contents(atPath: path)?.prefix(400) else { return false }
            return String(decoding: head, as: UTF8.self).contains("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"")
        }
        #expect(archives.count >= 30)
        var connections = 0
        for path in archives {
            let output = try Self.compile(path)
            #expect(!output.hasErrors, "\(path)")
            let bytes = ByteView(copying: output.bytes)
            let graph = try NibGraph(keyedArchiveBytes: bytes)
            connections += NibInspection(graph: graph).connections.count
            #expect(throws: Never.self, "\(path)") { _ = try NibFile(bytes: bytes).instantiate() }
        }
        #expect(connections > 200)
    }

    /// Interface Builder 1938 and later wrote the compiled form: no names or
    /// next id, File's Owner numbered after the archive's `maxID` (50 here),
    /// then the objects, then the connections.
    @Test func compiledFormNumbersAfterTheLargestID() throws {
        let output = try Self.compile(try Self.designable("adium__adium__Frameworks_Adium_Resources_AccountSetup.nib"))
        let graph = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes))
        let data = try #require(graph.objects.first { $0.className == "NSIBObjectData" })
        #expect(data["NSNamesKeys"] == nil && data["NSNextOid"] == nil && data["NSFramework"] == nil)
        guard case .object(let ids)? = data["NSOidsValues"], case .array(let numbers)? = graph.objects[ids]["NS.objects"] else {
            Issue.record("no NSOidsValues")
            return
        }
        let values = numbers.compactMap { value -> Int64? in
            let value = if case .object(let index) = value { graph.objects[index]["NS.intval"] } else { value }
            guard case .integer(let number, _)? = value else { return nil }
            return number
        }
        #expect(values == Array(51...70))
    }

    /// Interface Builder 1305 named each object by its position in `NSObjectsKeys`.
    @Test func namesArePositionsForInterfaceBuilder1305() throws {
        let output = try Self.compile(try Self.designable("OldRepoPreservation__drawberry__English.lproj_DBContextualViews.nib"))
        let graph = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes))
        let data = try #require(graph.objects.first { $0.className == "NSIBObjectData" })
        guard case .object(let names)? = data["NSNamesValues"], case .array(let items)? = graph.objects[names]["NS.objects"] else {
            Issue.record("no NSNamesValues")
            return
        }
        let texts = items.compactMap { value -> String? in
            let value = if case .object(let index) = value { graph.objects[index]["NS.bytes"] } else { value }
            switch value {
            case .string(let text)?: return text
            case .data(let bytes)?: return String(decoding: bytes, as: UTF8.self)
            default: return nil
            }
        }
        #expect(texts == ["File's Owner"] + (0..<texts.count - 1).map(String.init))
    }

    /// The DeletionManager pair's window: the objects IB keeps aside join it as AppKit reads them.
    @Test func deletionManagerWindow() throws {
        let output = try Self.compile(try Self.designable("Andro__nv__English.lproj_DeletionManager.nib"))
        let inspection = NibInspection(graph: try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes)))
        let labels = inspection.connections.map { "\($0.kind.rawValue) \($0.label)" }.sorted()
        #expect(labels == ["action deleteAction:", "action restoreAction:", "outlet dataSource", "outlet delegate",
                           "outlet tableView", "outlet window"])
        // An action's source is the control, its destination the target (the archive's record has them the other way).
        let delete = try #require(inspection.connections.first { $0.label == "deleteAction:" })
        #expect(delete.source?.className == "NSButton" && delete.destinations.first?.className == "DeletionManager")
    }

    /// An archive's largest id is read from the file: the largest possible one
    /// (or a negative one) cannot make the ids counted on from it overflow.
    @Test(arguments: ["9223372036854775807", "-9223372036854775808"]) func hostileMaxIDDoesNotOverflow(_ maxID: String) throws {
        let archive = """
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00"><data>
            <string key="IBDocument.InterfaceBuilderVersion">2182</string>
            <array class="NSMutableArray" key="IBDocument.RootObjects" id="r">
            <object class="NSCustomObject" id="o"><string key="NSClassName">NSObject</string></object>
            <object class="NSView" id="v"><int key="NSvFlags">256</int></object></array>
            <object class="IBObjectContainer" key="IBDocument.Objects">
            <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
            <object class="IBObjectRecord"><int key="objectID">0</int><reference key="object" ref="0"/>
            <reference key="children" ref="r"/><nil key="parent"/></object>
            <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="o"/><reference key="parent" ref="0"/></object>
            <object class="IBObjectRecord"><int key="objectID">\(maxID)</int><reference key="object" ref="v"/><reference key="parent" ref="0"/></object>
            </array></object><int key="maxID">\(maxID)</int></object></data></archive>
            """
        let output = try NibCompiler.compile(ByteView(copying: Array(archive.utf8)), path: "max.xib")
        #expect(!output.hasErrors)
        #expect(throws: Never.self) { _ = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes)) }
    }

    /// A scroll view whose document view is itself (references allow it) is named without recursing.
    @Test func scrollViewHoldingItselfIsNamed() throws {
        let archive = """
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data>
            <array class="NSMutableArray" key="IBDocument.RootObjects" id="r">
            <object class="NSCustomObject" id="o"><string key="NSClassName">NSObject</string></object>
            <object class="NSScrollView" id="s"><object class="NSClipView" key="NSContentView" id="c">
            <reference key="NSDocView" ref="s"/></object></object></array></data></archive>
            """
        let output = try NibCompiler.compile(ByteView(copying: Array(archive.utf8)), path: "loop.xib")
        #expect(!output.hasErrors)
    }

    /// A `<bytes>` value that is not base64 is left out with a warning that
    /// quotes at most 40 characters of it (the document's text may be huge);
    /// the valid one beside it is read.
    @Test func bytesThatAreNotBase64AreLeftOut() throws {
        let junk = String(repeating: "!", count: 5_000)
        let archive = """
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data>
            <array class="NSMutableArray" key="IBDocument.RootObjects" id="r">
            <object class="NSCustomObject" id="o"><string key="NSClassName">NSObject</string>
            <bytes key="NSBad">\(junk)</bytes><bytes key="NSGood">AQID</bytes></object></array></data></archive>
            """
        let output = try NibCompiler.compile(ByteView(copying: Array(archive.utf8)), path: "bytes.xib")
        #expect(!output.hasErrors)
        let warnings = output.diagnostics.map(\.message).filter { $0.contains("cannot be read") }
        #expect(warnings == ["<bytes> \"\(junk.prefix(40))…\" in NSCustomObject cannot be read; it is left out"])
        let graph = try NibGraph(keyedArchiveBytes: ByteView(copying: output.bytes))
        let object = try #require(graph.objects.first { $0.className == "NSCustomObject" && $0["NSGood"] != nil })
        #expect(object["NSBad"] == nil)
        #expect(object["NSGood"] == .data(ByteView(copying: [1, 2, 3])))
    }
}
