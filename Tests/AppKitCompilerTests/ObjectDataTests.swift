import AppKitCompiler
import NibGraph
import Testing

/// The root object, placeholders and custom objects, as viraptor's pairs show them.
struct ObjectDataTests {
    @Test func emptyDocumentHasTheObjectDataLists() throws {
        let compilation = try compileMacXIB("")
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        #expect(graph.objects[0].keys == ["IB.objectdata", "IB.systemFontUpdateVersion"])
        #expect(graph.objects[0]["IB.systemFontUpdateVersion"] == .integer(1, .int8))
        let data = try #require(graph.objectData)
        #expect(data.keys == ["NSRoot", "NSVisibleWindows", "NSConnections", "NSObjectsKeys", "NSObjectsValues", "NSOidsKeys",
                              "NSOidsValues", "NSAccessibilityConnectors", "NSAccessibilityOidsKeys", "NSAccessibilityOidsValues"])
        #expect(graph.target(data["NSVisibleWindows"])?.className == "NSMutableSet")
        #expect(data["NSAccessibilityOidsKeys"] == data["NSAccessibilityOidsValues"])
        // The owner, then the Application; First Responder is in no list.
        let owner = try #require(graph.target(data["NSRoot"]))
        #expect(owner.keys == ["IBClassReference", "NSClassName"])
        #expect(graph.text(owner["NSClassName"]) == "NSApplication")
        let application = try #require(graph.elements(data["NSObjectsKeys"]).first)
        #expect(graph.text(application["NSClassName"]) == "NSApplication")
        #expect(graph.text(graph.target(application["IBClassReference"])?["IBClassName"]) == "NSObject")
        #expect(graph.elements(data["NSObjectsValues"]).count == 1)
        #expect(graph.elements(data["NSOidsKeys"]).count == 2)
        #expect(graph.elements(data["NSOidsValues"]).map { $0["NS.intval"] } == [.integer(1, .int8), .integer(2, .int8)])
    }

    @Test func ownerWithoutClassHasNoClassReference() throws {
        let graph = try compileMacXIB("", owner: "").graph
        let owner = try #require(graph.target(graph.objectData?["NSRoot"]))
        #expect(owner.keys == ["NSClassName"])
        #expect(graph.text(owner["NSClassName"]) == "NSObject")
    }

    @Test func customObjectsAreClassSwappers() throws {
        let graph = try compileMacXIB("""
            <customObject id="a" customClass="AppDelegate"/>
            <customObject id="b" customClass="Mine" customModule="Original" customModuleProvider="target"/>
            <customObject id="c"/>
            """, attributes: "customObjectInstantitationMethod=\"direct\"", module: "TestModule").graph
        let swappers = graph.objects(ofClass: "NSClassSwapper")
        #expect(swappers.map(\.keys) == Array(repeating: ["NSClassName", "NSOriginalClassName", "NSInitializeWithInit"], count: 2))
        #expect(swappers.map { graph.text($0["NSClassName"]) } == ["AppDelegate", "_TtC10TestModule4Mine"])
        let plain = graph.objects(ofClass: "NSCustomObject").filter { $0["IBClassReference"] == nil }
        #expect(plain.map { graph.text($0["NSClassName"]) } == ["NSObject"])
    }

    @Test func unknownElementsAreWarningsWithPlaces() throws {
        let compilation = try compileMacXIB("""
            <treeControllerOfSomeKind id="u"/>
            """)
        #expect(compilation.diagnostics.map(\.description) == [
            "test.xib:7:33: warning: <treeControllerOfSomeKind> is not supported yet; it is left out",
        ])
    }
}
