import AppKitCompiler
import NibGraph
import Testing

/// `<collectionView>` → `NSCollectionView`. No Apple nib shows one: its keys
/// are checked against GNUstep's encoder (names, order, types), the names
/// Cappuccino's nib2cib reads from Apple's nibs, after the view keys every
/// view writes.
struct CollectionViewTests {
    static let grid = """
        <collectionView focusRingType="none" selectable="YES" maxNumberOfRows="5" maxNumberOfColumns="2" id="grid" \
        customClass="ImageGrid">
            <rect key="frame" x="0.0" y="0.0" width="180" height="72"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <size key="minItemSize" width="64" height="64"/>
            <color key="primaryBackgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
            <connections>
                <outlet property="itemPrototype" destination="item" id="o1"/>
            </connections>
        </collectionView>
        <collectionView id="plain">
            <rect key="frame" x="0.0" y="100" width="180" height="72"/>
            <autoresizingMask key="autoresizingMask"/>
        </collectionView>
        """

    @Test func gridKeysFollowTheViewKeys() throws {
        let compilation = try compileMacWindow(Self.grid, objects: "<collectionViewItem id=\"item\"/>")
        let messages = compilation.diagnostics.map(\.message)
        // One warning for the two views, one for the item.
        #expect(messages.map { $0.prefix(30) } == ["a collection view is written w", "a collection view item is writ"])
        let graph = compilation.graph
        let swapper = try #require(graph.objects(ofClass: "NSClassSwapper").first)
        #expect(graph.text(swapper["NSOriginalClassName"]) == "NSCollectionView")
        #expect(Array(swapper.keys.suffix(6)) == [
            "NSMinGridSize", "NSMaxNumberOfGridRows", "NSMaxNumberOfGridColumns", "NSSelectable",
            "NSAllowsMultipleSelection", "NSBackgroundColors",
        ])
        #expect(graph.text(swapper["NSMinGridSize"]) == "{64, 64}")
        #expect(swapper["NSMaxNumberOfGridRows"] == .integer(5, .int8))
        #expect(swapper["NSMaxNumberOfGridColumns"] == .integer(2, .int8))
        #expect(swapper["NSSelectable"] == .bool(true))
        #expect(swapper["NSAllowsMultipleSelection"] == .bool(false))
        #expect(graph.elements(swapper["NSBackgroundColors"]).map(\.className) == ["NSColor"])
        // The focus ring is a view flag (none: bit 12), as for any view.
        guard case .integer(let flags, _)? = swapper["NSvFlags"] else { Issue.record("NSvFlags"); return }
        #expect(flags & 0x1000 != 0)

        let plain = try #require(graph.objects(ofClass: "NSCollectionView").first)
        #expect(Array(plain.keys.suffix(4)) == [
            "NSMaxNumberOfGridRows", "NSMaxNumberOfGridColumns", "NSSelectable", "NSAllowsMultipleSelection",
        ])
        #expect(plain["NSMaxNumberOfGridRows"] == .integer(0, .int8))
        #expect(plain["NSSelectable"] == .bool(false))

        let data = try #require(graph.objectData)
        let outlet = try #require(graph.elements(data["NSConnections"]).first)
        #expect(graph.text(outlet["NSLabel"]) == "itemPrototype")
        #expect(graph.target(outlet["NSDestination"])?.className == "NSCollectionViewItem")
    }

    /// A layout object (macOS 10.11's collection views) is not compiled: a warning names it.
    @Test func layoutIsAWarning() throws {
        let compilation = try compileMacWindow("""
            <collectionView selectable="YES" id="c">
                <rect key="frame" x="0.0" y="0.0" width="180" height="72"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" id="l">
                    <size key="itemSize" width="50" height="50"/>
                </collectionViewFlowLayout>
            </collectionView>
            """)
        #expect(compilation.diagnostics.map(\.message).contains(
            "<collectionViewFlowLayout key=\"collectionViewLayout\"> in <collectionView> is not supported yet; left out"))
        #expect(compilation.graph.objects(ofClass: "NSCollectionView").count == 1)
    }
}
