import NibGraph
import Testing
@testable import UIKitCompiler

/// `<fontDescription type="system" weight="…">`: the weighted system font, its
/// CoreText usage (the names apps read back from nib fonts' descriptors:
/// semibold is `CTFontDemiUsage`) and the weight in its private name.
struct SystemFontWeightTests {
    /// The font of the first label, and its descriptor's attributes by key.
    static func font(_ compilation: UIKitCompilation) throws -> (font: NibGraph.Object, attributes: [String: String]) {
        let graph = compilation.graph
        let label = try #require(graph.objects(ofClass: "UILabel").first)
        let font = try #require(graph.target(label["UIFont"]))
        let dictionary = graph.target(graph.target(font["UIFontDescriptor"])?["UIFontDescriptorAttributes"])
        guard case .array(let keys)? = dictionary?["NS.keys"], case .array(let values)? = dictionary?["NS.objects"] else {
            Issue.record("no descriptor attributes")
            return (font, [:])
        }
        var attributes: [String: String] = [:]
        for (key, value) in zip(keys, values) { attributes[graph.text(key) ?? ""] = graph.text(value) ?? "" }
        return (font, attributes)
    }

    static func labels(weight: String, size: Int, count: Int = 1) -> String {
        (0..<count).map { index in
            """
            <label text="Hi" id="l\(index)">
                <rect key="frame" x="0" y="0" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" weight="\(weight)" pointSize="\(size)"/>
            </label>
            """
        }.joined(separator: "\n")
    }

    @Test func semiboldIsTheDemiUsageAndBold() throws {
        let compilation = try compileXIB(Self.labels(weight: "semibold", size: 17, count: 2), sdk: 14)
        let (font, attributes) = try Self.font(compilation)
        #expect(compilation.graph.text(font["UIFontName"]) == ".SFUI-Semibold")
        #expect(attributes["NSCTFontUIUsageAttribute"] == "CTFontDemiUsage")
        #expect(font["UIFontTraits"] == .integer(2, .int8))
        #expect(font["UISystemFont"] == .bool(true))
        // Two labels of one font: one object, and the warning once.
        #expect(compilation.graph.objects(ofClass: "UIFont").count == 1)
        #expect(compilation.diagnostics.map(\.message) == [SystemFontWeight.unverified])
    }

    @Test func lighterWeightsHaveNoBoldTraitAndTheSDKsName() throws {
        let (font, attributes) = try Self.font(compileXIB(Self.labels(weight: "medium", size: 24), sdk: 11))
        #expect(font["UIFontTraits"] == .integer(0, .int8))
        #expect(attributes["NSCTFontUIUsageAttribute"] == "CTFontMediumUsage")
        let graph = try compileXIB(Self.labels(weight: "ultraLight", size: 12), sdk: 11).graph
        let light = try #require(graph.objects(ofClass: "UIFont").first)
        #expect(graph.text(light["UIFontName"]) == ".SFUIText-Ultralight")
    }

    @Test func regularAndUnknownWeightsAreTheRegularFont() throws {
        let regular = try Self.font(compileXIB(Self.labels(weight: "regular", size: 17), sdk: 14))
        #expect(regular.attributes["NSCTFontUIUsageAttribute"] == "CTFontRegularUsage")
        let unknown = try compileXIB(Self.labels(weight: "chunky", size: 17), sdk: 14)
        #expect(try Self.font(unknown).attributes["NSCTFontUIUsageAttribute"] == "CTFontRegularUsage")
        #expect(unknown.diagnostics.map(\.message) == ["system font weight \"chunky\" is not known; the regular weight is used"])
    }
}
