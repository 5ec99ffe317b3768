import AppKitCompiler
import NibGraph
import Testing

/// Bindings controllers and top-level custom objects, as Apple's output for
/// Sparkle's SUUpdatePermissionPrompt and Transmission's MainMenu shows them.
struct BindingControllerTests {
    /// SUUpdatePermissionPrompt: a user defaults controller that declares keys,
    /// an array controller with its selection behaviours off, and the shared one.
    @Test func controllersWriteApplesKeys() throws {
        let compilation = try compileMacXIB("""
            <arrayController editable="NO" preservesSelection="NO" selectsInsertedObjects="NO" avoidsEmptySelection="NO" id="24">
                <declaredKeys>
                    <string>visibleKey</string>
                    <string>displayKey</string>
                </declaredKeys>
            </arrayController>
            <userDefaultsController id="49">
                <declaredKeys>
                    <string>SUIncludeProfile</string>
                </declaredKeys>
            </userDefaultsController>
            <userDefaultsController representsSharedInstance="YES" id="50"/>
            """)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let array = try #require(graph.objects(ofClass: "NSArrayController").first)
        #expect(array.keys == ["NSDeclaredKeys", "_NSManagedProxy", "NSFilterRestrictsInsertion", "NSClearsFilterPredicateOnInsertion"])
        guard case .array(let declared)? = graph.target(array["NSDeclaredKeys"])?["NS.objects"] else {
            Issue.record("no declared keys")
            return
        }
        #expect(declared.map { graph.text($0) } == ["visibleKey", "displayKey"])
        #expect(graph.target(array["_NSManagedProxy"])?.entries.isEmpty == true)
        let defaults = graph.objects(ofClass: "NSUserDefaultsController")
        #expect(defaults.map(\.keys) == [["NSDeclaredKeys", "NSAppliesImmediately"], ["NSSharedInstance"]])
        #expect(defaults.last?["NSSharedInstance"] == .bool(true))
        // Listed as top-level objects, with File's Owner as parent.
        let data = try #require(graph.objectData)
        #expect(graph.elements(data["NSObjectsKeys"]).map(\.className).filter { $0.hasSuffix("Controller") }.count == 3)
    }

    /// Transmission's MainMenu (no direct instantiation): a custom object of a
    /// custom class is an NSCustomObject naming it, with its class reference;
    /// with `customObjectInstantitationMethod="direct"` it is a class swapper.
    @Test func customObjectFollowsTheInstantiationMethod() throws {
        let object = #"<customObject id="206" userLabel="Controller" customClass="Controller"/>"#
        let loaded = try compileMacXIB(object).graph
        let controller = try #require(loaded.objects(ofClass: "NSCustomObject").first { loaded.text($0["NSClassName"]) == "Controller" })
        #expect(controller.keys == ["IBClassReference", "NSClassName"])
        #expect(loaded.text(loaded.target(controller["IBClassReference"])?["IBClassName"]) == "Controller")
        let direct = try compileMacXIB(object, attributes: #"customObjectInstantitationMethod="direct""#).graph
        let swapper = try #require(direct.objects(ofClass: "NSClassSwapper").first)
        #expect(swapper.keys == ["NSClassName", "NSOriginalClassName", "NSInitializeWithInit"])
    }
}
