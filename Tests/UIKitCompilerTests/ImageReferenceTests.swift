import NibGraph
import Testing
import UIKitCompiler

/// `<imageReference>` children name images as the `image` attributes do:
/// each is the `UIImageNibPlaceholder` of its name, a system symbol's with
/// `UISystemSymbolResourceName` (the form the mapping notes' Xcode 12.4 nibs show for
/// `image="…"` with a system resource), its configuration left out with one warning.
struct ImageReferenceTests {
    @Test func referencesAreTheImagesTheyName() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="iv">
                        <rect key="frame" x="10" y="10" width="40" height="40"/>
                        <imageReference key="image" image="heart" catalog="system" symbolScale="large"/>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b">
                        <rect key="frame" x="10" y="60" width="40" height="40"/>
                        <state key="normal">
                            <imageReference key="image" image="heart" catalog="system"/>
                        </state>
                    </button>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="app">
                        <rect key="frame" x="60" y="10" width="40" height="40"/>
                        <imageReference key="image" image="Logo"/>
                    </imageView>
                </subviews>
            </view>
            """, sdk: 15)
        let graph = compilation.graph
        let views = graph.objects(ofClass: "UIImageView")
        let symbol = try #require(graph.target(views.first?["UIImage"]))
        #expect(symbol.className == "UIImageNibPlaceholder")
        #expect(graph.text(symbol["UIResourceName"]) == "heart" && graph.text(symbol["UISystemSymbolResourceName"]) == "heart")
        #expect(symbol["UIImageWidth"] == .float(0))
        // The button's state names the same symbol: one shared placeholder.
        let content = try #require(graph.objects(ofClass: "UIButtonContent").first)
        #expect(content["UIImage"] == views.first?["UIImage"])
        // An app image: no system symbol name, 1 × 1.
        let logo = try #require(graph.target(views.last?["UIImage"]))
        #expect(graph.text(logo["UIResourceName"]) == "Logo" && logo["UISystemSymbolResourceName"] == .null)
        #expect(logo["UIImageWidth"] == .float(1))
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("an <imageReference> is written as the image it names") }.count == 1)
        #expect(!messages.contains { $0.contains("not supported") }, "\(messages)")
    }
}
