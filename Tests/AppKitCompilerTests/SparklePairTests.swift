import AppKitCompiler
import IBDocument
import NibBytes
import NibGraph
import Testing
import TestSupport

/// Sparkle 2.2's xibs as Platypus's build of the framework holds them: the
/// NIBArchive each `.nib` folder holds for macOS 10.13 on
/// (`keyedobjects-101300.nib`), compiled by Xcode 13 (the 12 SDK) for a
/// deployment target before 11; SUUpdateAlert and SUUpdatePermissionPrompt
/// come from `Base.lproj` (localizable texts, Base internationalization),
/// SUStatus from no localization folder.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct SparklePairTests {
    static let baseLocalized: Set<String> = ["SUUpdateAlert", "SUUpdatePermissionPrompt"]

    static func differences(_ name: String) throws -> [NibGraphComparison.Difference] {
        let folder = "pairs/sparkle-2.2.2__sveinbjornt__Platypus__" + name
        let source = SharedCorpus.path("\(folder)/\(name).xib")
        let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: source)), path: source)
        let localized = baseLocalized.contains(name)
        let options = AppKitCompilerOptions(colorProfiles: corpusProfiles, localizableStrings: localized, baseLocalization: localized,
                                            sdkVersion: AppKitSDKVersion(12), deploymentTarget: AppKitSDKVersion(10, 13))
        let compilation = try AppKitCompiler.compile(document, options: options)
        let apple = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(
            path: SharedCorpus.path("\(folder)/\(name).nib/keyedobjects-101300.nib"))))
        return NibGraphComparison(apple, compilation.graph).differences
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

    /// SUUpdatePermissionPrompt: Base.lproj texts and layout direction. What
    /// is left is the cell-based table of the 12 SDK (its flags, corner view,
    /// header font and columns widened to the table) and one check box cell's
    /// key order.
    @Test func permissionPromptDiffersOnlyInItsTable() throws {
        let differences = try Self.differences("SUUpdatePermissionPrompt")
        #expect(!differences.isEmpty)
        for difference in differences {
            let inTable = difference.path.contains(".NSSubviews[0].NSSubviews[0].NSSubviews[0].")
            let checkBoxOrder = difference.kind == .keyOrder && difference.path.hasSuffix(".NSSubviews[1].NSCell")
            #expect(inTable || checkBoxOrder, "\(difference.path)")
        }
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
