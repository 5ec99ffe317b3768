import NibGraph
import Testing
import UIKitCompiler

/// IB 3 `IBUIViewController`s, as old iPhone templates' MainWindow holds them:
/// the app delegate's `viewController` outlet to a controller whose view lives
/// in a nib named by `IBUINibName`. The keys are those of Apple's keyed
/// `nib-keyed/michaelwright235__nskeyedunarchiver__MainWindow.nib` (a
/// `UIClassSwapper` with `UINibName`, `UIClassName`, `UIOriginalClassName`
/// `UIViewController`), in the order of the 3.0 compiler's view controllers.
struct LegacyViewControllerTests {
    static let roots = """
        <object class="IBUICustomObject" id="delegate"/>
        <object class="IBUIViewController" id="v"><string key="IBUINibName">DemoViewController</string>
        <object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
        <object class="IBUISimulatedOrientationMetrics" key="IBUISimulatedOrientationMetrics">
        <int key="IBUIInterfaceOrientation">1</int><int key="interfaceOrientation">1</int></object>
        <bool key="IBUIHorizontal">NO</bool></object>
        """
    static let outlet = "<object class=\"IBCocoaTouchOutletConnection\" key=\"connection\"><string key=\"label\">viewController</string><reference key=\"source\" ref=\"delegate\"/><reference key=\"destination\" ref=\"v\"/></object>"

    @Test func customControllerIsASwapperWithItsNibName() throws {
        let text = LegacyArchiveTests.archive(Self.roots, connections: Self.outlet, flattened: [("2.CustomClassName", "DemoViewController")])
        let compilation = try LegacyArchiveTests.compile(text, sdk: 6)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let swapper = try #require(graph.objects(ofClass: "UIClassSwapper").first)
        #expect(swapper.keys == ["UINibName", "UIClassName", "UIOriginalClassName"])
        #expect(graph.text(swapper["UINibName"]) == "DemoViewController")
        #expect(graph.text(swapper["UIOriginalClassName"]) == "UIViewController")
        // The outlet to the controller is kept.
        let connection = try #require(graph.objects(ofClass: "UIRuntimeOutletConnection").first)
        #expect(graph.text(connection["UILabel"]) == "viewController")
        #expect(graph.target(connection["UIDestination"])?.className == "UIClassSwapper")
        #expect(graph.rootList("UINibTopLevelObjectsKey").count == 3)
    }

    @Test func plainControllerIsAUIViewControllerWithItsChainOnIPhoneOS3() throws {
        let compilation = try LegacyArchiveTests.compile(LegacyArchiveTests.archive(Self.roots), sdk: 3)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let controller = try #require(compilation.graph.objects(ofClass: "UIViewController").first)
        #expect(controller.keys == ["UINibName"])
        #expect(controller.classChain == ["UIViewController", "UIResponder", "NSObject"])
    }

    /// `IBUIHorizontal` YES has no key any Apple nib shows: a warning at its line.
    @Test func horizontalYesWarns() throws {
        let roots = Self.roots.replacingOccurrences(of: "<bool key=\"IBUIHorizontal\">NO</bool>",
                                                    with: "<bool key=\"IBUIHorizontal\">YES</bool>")
        let compilation = try LegacyArchiveTests.compile(LegacyArchiveTests.archive(roots))
        let messages = compilation.diagnostics.map(\.description)
        #expect(messages.count == 1 && messages.first?.contains("IBUIHorizontal YES") == true
            && messages.first?.hasPrefix("legacy.xib:11:") == true, "\(messages)")
    }
}
