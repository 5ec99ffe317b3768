import AppKitCompiler
import NibGraph
import Testing

/// `<collectionViewItem>` → `NSCollectionViewItem`. No Apple nib shows one;
/// it is the `NSViewController` subclass it is, written as Apple's ibtool
/// writes a xib's view controller (caffeine's bundle: its presentation style
/// only), its view an outlet.
struct CollectionViewItemTests {
    static let item = """
        <collectionViewItem id="item" customClass="UserCell">
            <connections>
                <outlet property="view" destination="cell" id="o1"/>
            </connections>
        </collectionViewItem>
        <collectionViewItem id="plain"/>
        <customView id="cell">
            <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
            <autoresizingMask key="autoresizingMask"/>
        </customView>
        """

    @Test func itemIsAViewControllerWithItsViewOutlet() throws {
        let compilation = try compileMacXIB(Self.item)
        #expect(compilation.diagnostics.map(\.message) == [
            "a collection view item is written as a xib's view controller (its presentation style); "
                + "no Apple nib of the corpus checks the encoding",
        ])
        let graph = compilation.graph
        let swapper = try #require(graph.objects(ofClass: "NSClassSwapper").first)
        #expect(graph.text(swapper["NSClassName"]) == "UserCell")
        #expect(graph.text(swapper["NSOriginalClassName"]) == "NSCollectionViewItem")
        #expect(swapper.keys == ["NSClassName", "NSOriginalClassName", "showSeguePresentationStyle"])
        let plain = try #require(graph.objects(ofClass: "NSCollectionViewItem").first)
        #expect(plain.keys == ["showSeguePresentationStyle"])
        #expect(plain["showSeguePresentationStyle"] == .integer(0, .int8))

        let data = try #require(graph.objectData)
        // Both items are top-level objects, under File's Owner.
        #expect(graph.elements(data["NSObjectsKeys"]).map(\.className).prefix(3)
            == ["NSCustomObject", "NSClassSwapper", "NSCollectionViewItem"])
        let outlet = try #require(graph.elements(data["NSConnections"]).first)
        #expect(outlet.className == "NSNibOutletConnector")
        #expect(graph.text(outlet["NSLabel"]) == "view")
        #expect(graph.target(outlet["NSSource"])?.className == "NSClassSwapper")
        #expect(graph.target(outlet["NSDestination"])?.className == "NSCustomView")
    }
}
