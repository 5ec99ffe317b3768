import Foundation
import NibBytes
import NibCompiler
import NibGraph
import Testing
import TestSupport
import UIKitCompiler

/// The corpus's source → Apple-compiled pairs whose source is an Interface
/// Builder 3 `<archive>` xib, compiled by the legacy compiler and compared
/// with Apple's nib (``NibGraphComparison``), and every legacy iOS document of
/// the corpus compiled.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct LegacyPairTests {
    typealias Pair = ApplePairTests.Pair

    /// The legacy pairs that compile to exactly Apple's objects, with the SDK
    /// read off Apple's output: no `NSColor` fallback class on `UIColor` is the
    /// iOS 6 SDK (benmess, mitsugeek), `UIViewSemanticContentAttribute`
    /// without `UIDeepDrawRect` the iOS 9 SDK (Cordova's MainViewController),
    /// a keyed archive the iOS 3 SDK (josephlam's, whose `IBDocument.SystemTarget`
    /// 768 is 0x300, iPhone OS 3.0). A keyed pair compares without key order:
    /// a keyed archive's keys are a dictionary's, in hash order.
    static let equal: [Pair] = [
        Pair(folder: "josephlam__HelloWorld__build_Debug-iphonesimulator_HelloWorld.app_MainWindow.nib-3dbd12d2", sdk: 3),
        Pair(folder: "josephlam__HelloWorld__build_Debug-iphonesimulator_HelloWorld.app_MyViewController.nib-3dbd12d2", sdk: 3),
        Pair(folder: "TomasBelskis__web-map-assignment__platforms_ios_build_emulator_HelloCordova.app_MainViewController.nib-c64823a5", sdk: 9),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_ITPiPadSoln.app_DownloadITPScreen.nib-ccadc9e8", sdk: 6),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_ITPiPadSoln.app_HomeScreen.nib-ccadc9e8", sdk: 6),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_ITPiPadSoln.app_LoginScreen.nib-ccadc9e8", sdk: 6),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_SilcarESITP.app_Battery.nib-8b09d6af", sdk: 6),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_SilcarESITP.app_Battery20MinTest.nib-d4543f98", sdk: 6),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_SilcarESITP.app_DownloadedITPsScreen.nib-ccadc9e8", sdk: 6),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_SilcarESITP.app_PowerConversion.nib-8b09d6af", sdk: 6),
        Pair(folder: "benmess__ITPiPadSoln__bin_iPhoneSimulator_Debug_SilcarESITP.app_ProjectITPage.nib-ccadc9e8", sdk: 6),
        Pair(folder: "fengzeyan__iYao01-21__bin_iPhoneSimulator_Debug_iYao.app_LoginViewController.nib-3305ca12", sdk: 7),
        Pair(folder: "fengzeyan__iYao01-21__bin_iPhoneSimulator_Debug_iYao.app_PublisherInfo.nib-3305ca12", sdk: 7),
        Pair(folder: "fengzeyan__iYao01-21__bin_iPhoneSimulator_Debug_iYao.app_SplashScreenViewController.nib-3305ca12", sdk: 7),
        Pair(folder: "mitsugeek__Hello_MultiScreen_iPhone__bin_iPhoneSimulator_Debug_Hello_MultiScreen_iPhone.app_HelloUniverseScreen.nib-702f9b82", sdk: 6),
        Pair(folder: "mitsugeek__Hello_MultiScreen_iPhone__bin_iPhoneSimulator_Debug_Hello_MultiScreen_iPhone.app_HelloWorldScreen.nib-702f9b82", sdk: 6),
        Pair(folder: "mitsugeek__Hello_MultiScreen_iPhone__bin_iPhoneSimulator_Debug_Hello_MultiScreen_iPhone.app_HomeScreen.nib-702f9b82", sdk: 6),
    ]

    /// The legacy pairs whose objects, keys and values are Apple's but whose
    /// lists are in another order, an order that comes from Apple's ibtool's
    /// hash tables and that nothing in the xib gives:
    /// - Rizwan808's calculator (iOS 4.2 SDK: `IBDocument.SystemTarget` 1056
    ///   is 0x420; a NIBArchive): `UINibConnectionsKey` holds the 39
    ///   connections in neither the xib's order (connection ids 7, 9, 11, …)
    ///   nor the label order later SDKs sort by, but 11, 53, 31, 18, 57, …
    ///   (an enumeration of a set of connection objects, by address);
    /// - wagonlips' MyViewController (iOS 3.2 SDK: SystemTarget 800 is 0x320; a
    ///   keyed archive): the connections are ids 10, 8, 9, 7 (the xib's
    ///   7, 8, 9, 10), and the rounded rect button's `UIButtonStatefulContent`
    ///   dictionary has state 1 before state 0 (a dictionary's hash order).
    static let different: [Pair] = [
        Pair(folder: "Rizwan808__obj-c-calculator__build_Debug-iphonesimulator_Calculator.app_CalculatorViewController.nib-a734f4b3", sdk: 4),
        Pair(folder: "wagonlips__HelloWorld__build_Debug-iphonesimulator_HelloWorld.app_MyViewController.nib-f058120d", sdk: 3),
    ]

    static func compile(_ pair: Pair) throws -> (ours: NibGraph, apple: NibGraph) {
        try ApplePairTests.compile(pair)
    }

    @Test(arguments: equal)
    func compilesToApplesObjects(_ pair: Pair) throws {
        let (ours, apple) = try Self.compile(pair)
        let comparison = NibGraphComparison(apple, ours, options: .init(ignoresKeyOrder: pair.sdk <= 3, limit: 10))
        #expect(comparison.isEqual, "\(comparison.count) differences: \(comparison.differences.map { "\($0.path) \($0.kind.rawValue) \($0.left ?? "-") → \($0.right ?? "-")" })")
    }

    /// The list of equal pairs is exact: a pair that starts matching belongs in ``equal``.
    @Test(arguments: different)
    func stillDiffers(_ pair: Pair) throws {
        let (ours, apple) = try Self.compile(pair)
        #expect(!NibGraphComparison(apple, ours, options: .init(ignoresKeyOrder: pair.sdk <= 3)).isEqual,
                "now equal: move it to LegacyPairTests.equal")
    }

    /// What ``different`` says is all that differs: every difference is a
    /// list's or dictionary's order, and without order the graphs are equal.
    @Test(arguments: different)
    func differsOnlyInOrder(_ pair: Pair) throws {
        let (ours, apple) = try Self.compile(pair)
        let strict = NibGraphComparison(apple, ours, options: .init(ignoresKeyOrder: pair.sdk <= 3))
        #expect(strict.differences.allSatisfy { $0.kind == .order }, "\(strict.differences.map { "\($0.path) \($0.kind.rawValue)" })")
        let unordered = NibGraphComparison(apple, ours, options: .init(ignoresOrder: true, ignoresKeyOrder: pair.sdk <= 3, limit: 10))
        #expect(unordered.isEqual, "\(unordered.differences.map { "\($0.path) \($0.kind.rawValue) \($0.left ?? "-") → \($0.right ?? "-")" })")
    }

    /// The two lists name every legacy pair of the corpus, once.
    @Test func listsCoverEveryLegacyPair() throws {
        let pairs = SharedCorpus.root.appendingPathComponent("pairs")
        var legacy: Set<String> = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: pairs.path) {
            let path = pairs.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path.path) else { continue }
            for name in names where name.hasSuffix(".xib") {
                let bytes = try FileBytes.read(path: path.appendingPathComponent(name).path)
                if Self.isArchive(bytes) { legacy.insert(folder) }
            }
        }
        let listed = (Self.equal + Self.different).map(\.folder)
        #expect(Set(listed).count == listed.count)
        #expect(Set(listed) == legacy)
        #expect(legacy.count == 19)
    }

    /// Every legacy iOS document of the corpus (pairs and `xib-ios`) compiles
    /// without errors into a nib that reads back with the root's lists.
    @Test func everyCorpusArchiveCompiles() throws {
        var paths: [String] = []
        let pairs = SharedCorpus.root.appendingPathComponent("pairs")
        for folder in try FileManager.default.contentsOfDirectory(atPath: pairs.path) {
            let path = pairs.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path.path)) ?? [] where name.hasSuffix(".xib") {
                paths.append(path.appendingPathComponent(name).path)
            }
        }
        let xibs = SharedCorpus.root.appendingPathComponent("xib-ios")
        for name in try FileManager.default.contentsOfDirectory(atPath: xibs.path) where name.hasSuffix(".xib") {
            paths.append(xibs.appendingPathComponent(name).path)
        }
        var compiled = 0
        for path in paths {
            let bytes = try FileBytes.read(path: path)
            guard Self.isArchive(bytes) else { continue }
            let output = try NibCompiler.compile(ByteView(bytes), path: path)
            #expect(!output.hasErrors, "\(path): \(output.diagnostics.filter { $0.severity == .error })")
            let graph = try ApplePairTests.graph(ByteView(copying: output.bytes))
            #expect(graph.objects.first?.entries.map(\.key).starts(with: ["UINibTopLevelObjectsKey", "UINibObjectsKey",
                                                                            "UINibConnectionsKey"]) == true, "\(path)")
            compiled += 1
        }
        // 19 pairs and 30 xib-ios documents are archives today.
        #expect(compiled >= 49)
    }

    /// Whether a document's root element is an `<archive>`.
    static func isArchive(_ bytes: ByteStorage) -> Bool {
        let head = String(decoding: ByteView(bytes).array.prefix(4096), as: UTF8.self)
        return head.contains("<archive ")
    }
}
