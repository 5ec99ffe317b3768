import AppKitCompiler
import IBDocument
import NibBytes
import NibCompiler
import NibGraph
import Testing
import TestSupport
import UIKitCompiler

/// Sparkle 2.2's xibs as Platypus's build of the framework holds them: the
/// NIBArchive each `.nib` folder holds for macOS 10.13 on
/// (`keyedobjects-101300.nib`), compiled by Xcode 13 (the 12 SDK) for a
/// deployment target before 11; SUUpdateAlert and SUUpdatePermissionPrompt
/// come from `Base.lproj` (localizable texts, Base internationalization),
/// SUStatus from no localization folder.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct SparklePairTests {
    static let baseLocalized: Set<String> = ["SUUpdateAlert", "SUUpdatePermissionPrompt"]

    static func folder(_ name: String) -> String { "pairs/sparkle-2.2.2__sveinbjornt__Platypus__" + name }

    /// The files of `name`'s nib folder as the compiler writes them for Sparkle's
    /// deployment target (10.11), by name.
    static func compile(_ name: String) throws -> [String: [UInt8]] {
        let source = SharedCorpus.path("\(folder(name))/\(name).xib")
        let localized = baseLocalized.contains(name)
        let options = NibCompilerOptions(uikit: UIKitCompilerOptions(localizableStrings: localized), colorProfiles: corpusProfiles,
                                         appKitSDK: AppKitSDKVersion(12), appKitDeploymentTarget: AppKitSDKVersion(10, 11),
                                         baseLocalization: localized)
        let output = try NibCompiler.compile(ByteView(try FileBytes.read(path: source)), path: source, options: options)
        #expect(!output.hasErrors)
        return Dictionary(uniqueKeysWithValues: (output.directory ?? []).map { ($0.name, $0.bytes) })
    }

    /// Apple's file `file` of `name`'s nib folder against ours.
    static func differences(_ name: String, file: String = "keyedobjects-101300.nib") throws -> [NibGraphComparison.Difference] {
        let ours = try #require(try compile(name)[file])
        let apple = try FileBytes.read(path: SharedCorpus.path("\(folder(name))/\(name).nib/\(file)"))
        let read = { (bytes: ByteView) throws -> NibGraph in
            bytes.array.starts(with: Array("bplist00".utf8)) ? try NibGraph(keyedArchiveBytes: bytes) : try NibGraph(nibArchiveBytes: bytes)
        }
        return NibGraphComparison(try read(ByteView(apple)), try read(ByteView(copying: ours))).differences
    }

    /// ibtool writes, for a target before 10.13, the keyed archive and the
    /// 10.13 NIBArchive, and the 11 one where it differs (the table's style):
    /// the folders hold the files Apple's hold.
    @Test(arguments: ["SUStatus", "SUUpdateAlert", "SUUpdatePermissionPrompt"])
    func foldersHoldApplesFiles(name: String) throws {
        let apple = try SharedCorpus.names(in: "\(Self.folder(name))/\(name).nib").sorted()
        #expect(try Self.compile(name).keys.sorted() == apple)
    }

    /// The keyed archives (for macOS before 10.13) differ from Apple's only in
    /// the order of keys, which a keyed archive keeps in hash order.
    @Test func statusKeyedArchiveDiffersOnlyInKeyOrder() throws {
        let differences = try Self.differences("SUStatus", file: "keyedobjects.nib")
        #expect(!differences.isEmpty && differences.allSatisfy { $0.kind == .keyOrder })
    }

    /// SUStatus: a window whose content view is a point shorter than its
    /// content rect (kept at the top), a text field whose width is set at
    /// first layout, an image view, bindings.
    @Test func statusWindowIsApples() throws {
        let differences = try Self.differences("SUStatus")
        #expect(differences.isEmpty, "\(differences.map(\.path))")
    }

    /// SUUpdateAlert: Base.lproj texts and layout direction, a 0.8 multiplier
    /// (a float in Apple's nib), a window with top and bottom struts. What is
    /// left: two push buttons that Apple's nib shows a point wider (and a point
    /// further left) than the document's frames, as laid out again with the
    /// 12 SDK's text metrics, which the compiler does not have.
    @Test func updateAlertDiffersOnlyInTwoButtonFrames() throws {
        let differences = try Self.differences("SUUpdateAlert")
        #expect(differences.map(\.path) == [
            "IB.objectdata.NSConnections[0].NSDestination.NSNextResponder.NSSubviews[4].NSFrame",
            "IB.objectdata.NSConnections[0].NSDestination.NSNextResponder.NSSubviews[5].NSFrame",
        ])
    }

    /// SUUpdatePermissionPrompt: Base.lproj texts and layout direction, a
    /// check box cell's tag after its control view, the 12 SDK's table header
    /// font and unnamed columns. What is left is the cell-based table of the 12
    /// SDK: a flag bit and columns widened to the table in the 10.13 variant,
    /// and its corner view (shown, 15 points wide) in both.
    @Test(arguments: ["keyedobjects-101300.nib", "keyedobjects-110000.nib"])
    func permissionPromptDiffersOnlyInItsTable(file: String) throws {
        let table = "IB.objectdata.NSConnections[4].NSDestination.NSSubviews[0].NSSubviews[0].NSSubviews[0]."
        let paths = try Self.differences("SUUpdatePermissionPrompt", file: file).map(\.path)
        let corner = [table + "NSCornerView.NSvFlags", table + "NSCornerView.NSFrameSize"]
        #expect(paths == (file == "keyedobjects-110000.nib" ? corner
            : [table + "NSTvFlags"] + corner + [table + "NSTableColumns[0].NSWidth", table + "NSTableColumns[1].NSWidth"]))
    }
}

/// The options a Base.lproj nib compiles with, on small documents.
struct BaseLocalizationTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <button id="b">
                    <rect key="frame" x="20" y="20" width="80" height="32"/>
                    <buttonCell key="cell" type="push" title="Update" bezelStyle="rounded" alignment="center" borderStyle="border" id="c">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
            </objects>
        </document>
        """

    static func button(localized: Bool) throws -> (NibGraph, NibGraph.Object) {
        let document = try IBDocument(bytes: ByteView(copying: Array(document.utf8)), path: "Base.lproj/test.xib")
        let graph = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(
            localizableStrings: localized, baseLocalization: localized)).graph
        return (graph, try #require(graph.objects(ofClass: "NSButton").first))
    }

    /// Sparkle's Base.lproj nibs (2.2 and MacVim's Sparkle 1) have controls that
    /// follow the logical layout direction and localizable cell titles keyed
    /// `CELLID.title`; its unlocalized SUStatus has neither.
    @Test(arguments: [false, true])
    func controlsFollowLayoutDirectionInBaseLocalization(localized: Bool) throws {
        let (graph, button) = try Self.button(localized: localized)
        #expect(button["NSAllowsLogicalLayoutDirection"] == .bool(localized))
        let cell = try #require(graph.objects(ofClass: "NSButtonCell").first)
        let title = try #require(graph.target(cell["NSContents"]))
        #expect(title.className == (localized ? "NSLocalizableString" : "NSString"))
        if localized { #expect(graph.text(title["NSKey"]) == "c.title") }
    }
}

/// The nib variants of a macOS xib for each deployment target, on small documents.
struct MacNibVariantTests {
    static func compile(_ objects: String, target: String) throws -> NibCompiler.Output {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
            \(objects)
                </objects>
            </document>
            """
        return try NibCompiler.compile(ByteView(copying: Array(text.utf8)), path: "test.xib",
                                       options: NibCompilerOptions(appKitDeploymentTarget: AppKitSDKVersion(deploymentTarget: target)))
    }

    static let button = """
        <button id="b"><rect key="frame" x="0" y="0" width="80" height="32"/>
            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="c"/>
        </button>
        """

    /// An automatic table is `NSTableViewStyle` 4 for systems before 11 and no
    /// style from 11 on (Sparkle's SUUpdatePermissionPrompt), so its variants differ.
    static let table = """
        <tableView id="t"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <tableColumns><tableColumn width="97" minWidth="40" maxWidth="1000" id="col">
                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border"/>
                <textFieldCell key="dataCell" title="Text Cell" id="dc"/>
            </tableColumn></tableColumns>
        </tableView>
        """

    @Test func targetFromElevenIsOneNib() throws {
        let output = try Self.compile(Self.table, target: "11.0")
        #expect(output.directory == nil && !output.bytes.isEmpty)
    }

    /// From 10.13 a nib whose variants are equal is one flat NIBArchive (Transmission's Sparkle SUStatus).
    @Test func equalVariantsAreOneNib() throws {
        let output = try Self.compile(Self.button, target: "10.13")
        #expect(output.directory == nil && output.bytes.starts(with: Array("NIBArchive".utf8)))
    }

    @Test func differingVariantsAreAFolder() throws {
        let output = try Self.compile(Self.table, target: "10.13")
        #expect(output.directory?.map(\.name) == ["keyedobjects-101300.nib", "keyedobjects-110000.nib"])
    }

    /// Before 10.13 the keyed archive comes first, whatever the variants.
    @Test func beforeTenThirteenAddsTheKeyedArchive() throws {
        let output = try Self.compile(Self.button, target: "10.11")
        #expect(output.directory?.map(\.name) == ["keyedobjects.nib", "keyedobjects-101300.nib"])
        let keyed = try #require(output.directory?.first?.bytes)
        #expect(keyed.starts(with: Array("bplist00".utf8)))
    }
}
