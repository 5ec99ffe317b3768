import AppKitCompiler
import NibGraph
import Testing
import TestSupport

/// `<imageReference>` children (SF Symbols and other named images with a
/// symbol configuration) compile to `NSCustomResource`s with Interface
/// Builder's `IBImageConfiguration`.
struct ImageReferenceTests {
    /// Apple's transmission_MainMenu pair: the Donate item's `heart` action
    /// image is Apple's but for its design size (17 × 14 where the document's
    /// resource says 16 × 14), and its variable value (the double 1) is the
    /// NSNumber every other 1 of the nib shares, the first oid's too.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func menuItemSymbolIsApples() throws {
        let (apple, ours) = try ViraptorPairTests.compile("correct__transmission_MainMenu")
        let comparison = NibGraphComparison(apple, try #require(ours), options: .init(limit: 1000))
        let image = comparison.differences.filter { $0.path.contains("NSActionImage") || $0.path.contains("NSOidsValues") }
        #expect(image.map(\.path) == ["IB.objectdata.NSConnections[3].NSDestination.NSMenuItems[0].NSTarget.NSMenuItems[2]"
                                          + ".NSActionImage.IBDesignSize.NS.sizeval"], "\(image.map { "\($0.path) \($0.kind.rawValue)" })")
        #expect(image.first?.left == "\"{17, 14}\"" && image.first?.right == "\"{16, 14}\"")
    }

    /// An image cell's symbol with a scale and a rendering mode, without a variable value.
    @Test func imageCellSymbol() throws {
        let compilation = try compileMacWindow("""
            <imageView id="iv">
                <rect key="frame" x="0" y="0" width="20" height="20"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="ic">
                    <imageReference key="image" image="star.fill" catalog="system" symbolScale="large" renderingMode="template"/>
                </imageCell>
            </imageView>
            """, windowChildren: "", objects: "")
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSImageCell").first)
        let resource = try #require(graph.target(cell["NSContents"]))
        #expect(resource.className == "NSCustomResource")
        #expect(resource.entries.map(\.key) == [
            "NSClassName", "NSResourceName", "NSCatalogName", "IBNamespaceID", "IBDesignSize", "IBDesignImageConfiguration",
        ])
        #expect(graph.text(resource["NSResourceName"]) == "star.fill" && graph.text(resource["IBNamespaceID"]) == "system")
        let configuration = try #require(graph.target(resource["IBDesignImageConfiguration"]))
        #expect(configuration.className == "IBImageConfiguration")
        #expect(configuration.entries.map(\.key) == ["IBSymbolScale", "IBRenderingMode", "IBVariableValue", "IBHierarchicalColors", "IBLocale"])
        #expect(configuration["IBSymbolScale"] == .integer(3) && configuration["IBRenderingMode"] == .integer(2))
        #expect(configuration["IBVariableValue"] == .null && configuration["IBLocale"] == .null)
        // No <image> resource gives the symbol's size: 32 × 32, said in a warning.
        #expect(graph.text(graph.target(resource["IBDesignSize"])?["NS.sizeval"]) == "{32, 32}")
        #expect(compilation.diagnostics.contains { $0.message.contains("\"star.fill\" has no <image> resource") })
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }

    /// A reference that configures nothing is the image its name gives, as
    /// `image="…"` makes it: no configuration object; its resource's size.
    @Test func unconfiguredReferenceHasNoConfiguration() throws {
        let compilation = try compileMacXIB("""
            <menu id="m">
                <items>
                    <menuItem title="Star" id="i">
                        <imageReference key="image" image="star" catalog="system"/>
                    </menuItem>
                </items>
            </menu>
            """, attributes: "", owner: "customClass=\"NSObject\"")
        let graph = compilation.graph
        let item = try #require(graph.objects(ofClass: "NSMenuItem").first)
        let resource = try #require(graph.target(item["NSImage"]))
        #expect(graph.text(resource["NSResourceName"]) == "star")
        #expect(resource["IBDesignImageConfiguration"] == .null && resource["NSImageVariableValue"] == nil)
    }
}
