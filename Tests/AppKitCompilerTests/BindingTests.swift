import AppKitCompiler
import Foundation
import IBDocument
import NibBytes
import NibGraph
import Testing
import TestSupport

/// `<binding>`'s `previousBinding`: `NSPreviousConnector`, the connector of
/// the binding it names, between `NSKeyPath` and the version, as Sparkle
/// 2.2.2's SUStatus nib (Xcode 13) shows for a progress indicator's value
/// binding after its maxValue one.
struct BindingTests {
    static let indicator = """
        <progressIndicator verticalHuggingPriority="750" maxValue="100" bezeled="NO" indeterminate="YES" style="bar" id="11">
            <rect key="frame" x="10" y="10" width="200" height="20"/>
            <autoresizingMask key="autoresizingMask"/>
            <connections>
                <binding destination="-2" name="maxValue" keyPath="maxProgressValue" id="13"/>
                <binding destination="-2" name="value" keyPath="progressValue" previousBinding="13" id="27"/>
            </connections>
        </progressIndicator>
        """

    @Test func previousBindingIsThePreviousConnector() throws {
        let compilation = try compileMacWindow(Self.indicator)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let bindings = graph.elements(graph.objectData?["NSConnections"]).filter { $0.className == "NSNibBindingConnector" }
        #expect(bindings.map { graph.text($0["NSBinding"]) } == ["maxValue", "value"])
        #expect(bindings.map(\.keys) == [
            ["NSSource", "NSDestination", "NSLabel", "NSBinding", "NSKeyPath", "NSNibBindingConnectorVersion"],
            ["NSSource", "NSDestination", "NSLabel", "NSBinding", "NSKeyPath", "NSPreviousConnector", "NSNibBindingConnectorVersion"],
        ])
        #expect(graph.target(bindings[1]["NSPreviousConnector"])?["NSBinding"] == bindings[0]["NSBinding"])
    }

    @Test func previousBindingNamingNoBindingIsLeftOut() throws {
        let compilation = try compileMacWindow(Self.indicator.replacingOccurrences(of: "previousBinding=\"13\"",
                                                                                    with: "previousBinding=\"11\""))
        #expect(compilation.diagnostics.map(\.message) == ["previousBinding=\"11\" names no binding of the document; it is left out"])
        let bindings = compilation.graph.objects(ofClass: "NSNibBindingConnector")
        #expect(bindings.allSatisfy { $0["NSPreviousConnector"] == nil })
    }

    /// The SUStatus pair's binding connectors have Apple's keys, in order.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func sparkleStatusBindings() throws {
        let folder = "pairs/sparkle-2.2.2__sveinbjornt__Platypus__SUStatus"
        let source = SharedCorpus.path("\(folder)/SUStatus.xib")
        let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: source)), path: source)
        let ours = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(sdkVersion: AppKitSDKVersion(12))).graph
        let apple = try NibGraph(nibArchiveBytes: ByteView(try FileBytes.read(path: SharedCorpus.path("\(folder)/SUStatus.nib/keyedobjects-101300.nib"))))
        func bindingKeys(_ graph: NibGraph) -> [[String]] {
            graph.elements(graph.objectData?["NSConnections"]).filter { $0.className == "NSNibBindingConnector" }.map(\.keys)
        }
        #expect(bindingKeys(apple).contains { $0.contains("NSPreviousConnector") })
        #expect(bindingKeys(ours) == bindingKeys(apple))
    }
}
