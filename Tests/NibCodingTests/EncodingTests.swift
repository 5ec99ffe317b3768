import NibBytes
import NibCoding
import NibGraph
import Testing

extension TestView: NibEncodable {
    var nibClassName: String { self is TestLabel ? "UILabel" : "UIView" }

    func encode(with encoder: NibObjectEncoder) throws {
        encoder.encode(bounds, forKey: "UIBounds")
        encoder.encode(center, forKey: "UICenter")
        encoder.encode(tag, forKey: "UITag")
        if !subviews.isEmpty { try encoder.encodeObject(subviews, forKey: "UISubviews") }
        try encoder.encodeObject(superview, forKey: "UISuperview")
        if let label = self as? TestLabel { try encoder.encodeObject(label.text, forKey: "UIText") }
    }
}

/// Swift objects → graph → NIBArchive and keyed bytes → objects again.
struct EncodingTests {
    @Test(arguments: ["nibarchive", "keyed"])
    func aViewTreeSurvivesBothFormats(format: String) throws {
        // Build a view with a label through the decoder-free path: decode the sample, change it, encode it.
        let sample = InstantiationTests.hello
        let owner = TestOwner(accepting: ["view"])
        _ = try NibFile(path: sample).instantiate(owner: owner, registry: uiKitRegistry())
        let view = try #require(owner.outlets["view"] as? TestView)
        let label = try #require(view.subviews.first as? TestLabel)
        label.text = "changed ✓"
        label.tag = 99

        let encoder = NibGraphEncoder()
        try encoder.encodeRoot([view], forKey: "UINibTopLevelObjectsKey")
        try encoder.encodeRoot([view, label], forKey: "UINibObjectsKey")
        var warnings: [NibGraphWarning] = []
        let bytes = format == "keyed" ? try encoder.graph.keyedArchiveBytes(warnings: &warnings)
                                      : try encoder.graph.nibArchiveBytes(warnings: &warnings)
        #expect(warnings.isEmpty)
        let result = try NibFile(bytes: ByteView(copying: bytes)).instantiate(registry: uiKitRegistry())
        let decoded = try #require(result.topLevelObjects.first as? TestView)
        #expect(decoded.bounds == view.bounds)
        #expect(decoded.center == view.center)
        let decodedLabel = try #require(decoded.subviews.first as? TestLabel)
        #expect(decodedLabel.text == "changed ✓")
        #expect(decodedLabel.tag == 99)
        #expect(decodedLabel.bounds == label.bounds)
        #expect(identical(decodedLabel.superview, decoded))
        #expect(result.awakened.count == 2)
    }
}
