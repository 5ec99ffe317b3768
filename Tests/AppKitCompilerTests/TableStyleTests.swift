import AppKitCompiler
import Foundation
import IBDocument
import NibBytes
import NibGraph
import Testing
import TestSupport

/// A table's `NSTableViewStyle`: Sparkle 2.2.2's SUUpdatePermissionPrompt
/// nib bundle (Xcode 13, the 12 SDK) writes 4 (plain) for its table without
/// a `tableStyle` in the variants for macOS before 11 and nothing in the one
/// for 11 on; NSTableView.Style numbers automatic 0, fullWidth 1, inset 2,
/// sourceList 3, plain 4 (Apple's documentation).
struct TableStyleTests {
    static func styleKeys(_ graph: NibGraph) throws -> (style: NibGraph.Value?, keys: [String]) {
        let table = try #require(graph.objects(ofClass: "NSTableView").first)
        return (table["NSTableViewStyle"], table.keys)
    }

    @Test func automaticTableWritesPlainBeforeMacOS11Only() throws {
        let newest = try compileMacXIB(TableViewTests.table())
        #expect(newest.diagnostics.isEmpty)
        #expect(try Self.styleKeys(newest.graph).style == nil)

        let older = try compileMacXIB(TableViewTests.table(), sdk: AppKitSDKVersion(12), deploymentTarget: AppKitSDKVersion(10, 13))
        #expect(older.diagnostics.isEmpty)
        let (style, keys) = try Self.styleKeys(older.graph)
        #expect(style == .integer(4, .int8))
        let index = try #require(keys.firstIndex(of: "NSTableViewStyle"))
        #expect(keys[index - 1] == "NSAllowsTypeSelect")
        #expect(keys[index + 1] == "NSTableViewDraggingDestinationStyle")

        // A target of 11 or later is the newest variant's; SDKs before 11 know no table style.
        let eleven = try compileMacXIB(TableViewTests.table(), sdk: AppKitSDKVersion(12), deploymentTarget: AppKitSDKVersion(11))
        #expect(try Self.styleKeys(eleven.graph).style == nil)
        let catalina = try compileMacXIB(TableViewTests.table(), sdk: AppKitSDKVersion(10, 15),
                                         deploymentTarget: AppKitSDKVersion(10, 13))
        #expect(try Self.styleKeys(catalina.graph).style == nil)
    }

    @Test(arguments: [("fullWidth", 1), ("inset", 2), ("sourceList", 3), ("plain", 4)] as [(String, Int64)])
    func explicitStyleIsItsValueWithOneWarning(name: String, value: Int64) throws {
        let xib = TableViewTests.table().replacingOccurrences(of: "multipleSelection=\"NO\"",
                                                              with: "multipleSelection=\"NO\" tableStyle=\"\(name)\"")
        let compilation = try compileMacXIB(xib)
        #expect(try Self.styleKeys(compilation.graph).style == .integer(value, .int8))
        #expect(compilation.diagnostics.count == 1)
        #expect(compilation.diagnostics.first?.message.contains("no Apple nib") == true)
    }

    @Test func explicitAutomaticWritesNothing() throws {
        let xib = TableViewTests.table().replacingOccurrences(of: "multipleSelection=\"NO\"",
                                                              with: "multipleSelection=\"NO\" tableStyle=\"automatic\"")
        let compilation = try compileMacXIB(xib)
        #expect(compilation.diagnostics.isEmpty)
        #expect(try Self.styleKeys(compilation.graph).style == nil)
    }

    @Test func deploymentTargetText() {
        #expect(AppKitSDKVersion(deploymentTarget: "10.13") == AppKitSDKVersion(10, 13))
        #expect(AppKitSDKVersion(deploymentTarget: "10.13.4") == AppKitSDKVersion(10, 13))
        #expect(AppKitSDKVersion(deploymentTarget: "11.0") == AppKitSDKVersion(11))
        #expect(AppKitSDKVersion(deploymentTarget: "14") == AppKitSDKVersion(14))
        #expect(AppKitSDKVersion(deploymentTarget: "ios13") == nil)
    }

    /// The Sparkle table's keys, in order, are those of the variant for the target.
    @Test(.enabled(if: SharedCorpus.shouldRun), arguments: [("keyedobjects-101300.nib", "10.13"), ("keyedobjects-110000.nib", "11")])
    func sparkleTableKeys(variant: String, target: String) throws {
        let folder = "pairs/sparkle-2.2.2__sveinbjornt__Platypus__SUUpdatePermissionPrompt"
        let source = SharedCorpus.path("\(folder)/SUUpdatePermissionPrompt.xib")
        let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: source)), path: source)
        let options = AppKitCompilerOptions(colorProfiles: corpusProfiles, sdkVersion: AppKitSDKVersion(12),
                                            deploymentTarget: AppKitSDKVersion(target))
        let ours = try AppKitCompiler.compile(document, options: options).graph
        let apple = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(
            path: SharedCorpus.path("\(folder)/SUUpdatePermissionPrompt.nib/\(variant)"))))
        let appleTable = try Self.styleKeys(apple)
        #expect(appleTable.style == (target == "10.13" ? .integer(4, .int8) : nil))
        let ourTable = try Self.styleKeys(ours)
        #expect(ourTable.style == appleTable.style)
        #expect(ourTable.keys == appleTable.keys)
    }
}
