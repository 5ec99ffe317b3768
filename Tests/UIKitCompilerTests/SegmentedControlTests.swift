import NibGraph
import Testing

/// `<segmentedControl>`: no Apple nib of the corpus holds one, so the facts are
/// the mapping notes' (§2 segmentedControl; Appendix C.5 `UISegmentedControl`
/// and `UISegment` rows, from Xcode 12.4 nibs; C.4 for the tint key's place)
/// and UIKit's `encodeWithCoder:` of the two classes (`UISegmentStyle` 5,
/// positions 0 first … 3 only, the selected segment brought to the front).
struct SegmentedControlTests {
    static let control = """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
        contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="1">
            <rect key="frame" x="20" y="7" width="301" height="32"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <segments>
                <segment title="First"/>
                <segment title="Second" enabled="NO"/>
                <segment image="star" catalog="system"/>
            </segments>
            <color key="tintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="selectedSegmentTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </segmentedControl>
        """

    @Test func controlKeysFollowTheXcode12Notes() throws {
        let compilation = try compileXIB(Self.control, sdk: 14)
        let graph = compilation.graph
        let control = try #require(graph.objects(ofClass: "UISegmentedControl").first)
        // C.5: after the view keys, vertical (twice), horizontal, the segments, the index, the selected tint.
        let keys = control.keys
        let start = try #require(keys.firstIndex(of: "UIContentVerticalAlignment"))
        #expect(Array(keys[start...]) == ["UIContentVerticalAlignment", "UIContentVerticalAlignment2",
                                          "UIContentHorizontalAlignment", "UISegments", "UISelectedSegmentIndex",
                                          "UISegmentedControlSelectedSegmentTintColor"])
        #expect(control["UIContentVerticalAlignment2"] == .integer(1))
        #expect(control["UIContentHorizontalAlignment"] == .integer(1))
        #expect(control["UISelectedSegmentIndex"] == .integer(0))
        // C.4: the control's tint color sits in the view keys under its own key.
        #expect(keys.contains("UISegmentedControlTintColor") && !keys.contains("UITintColor"))
        #expect(graph.target(control["UISegments"])?.className == "NSMutableArray")

        let segments = graph.elements(graph.target(control["UISegments"]))
        #expect(segments.map(\.className) == ["UISegment", "UISegment", "UISegment"])
        // The same segments are the subviews, the selected one (0) last.
        let subviews = graph.elements(graph.target(control["UISubviews"]))
        #expect(subviews.map { graph.text($0["UISegmentInfo"]) } == ["Second", nil, "First"])

        // C.5 `UISegment`: view keys without a mask, info, style, [position].
        let first = segments[0], second = segments[1], third = segments[2]
        #expect(!first.keys.contains("UIAutoresizingMask"))
        #expect(Array(first.keys.suffix(2)) == ["UISegmentInfo", "UISegmentStyle"])
        #expect(first["UISegmentStyle"] == .integer(5))
        #expect(graph.text(first["UISegmentInfo"]) == "First")
        #expect(Array(second.keys.suffix(3)) == ["UISegmentInfo", "UISegmentStyle", "UISegmentPosition"])
        #expect(second["UISegmentPosition"] == .integer(1))
        #expect(second["UIUserInteractionDisabled"] == .bool(true))
        #expect(third["UISegmentPosition"] == .integer(2))
        // A system symbol: its name twice, 0 × 0 (C.5 `UIImageNibPlaceholder`).
        let symbol = try #require(graph.target(third["UISegmentInfo"]))
        #expect(symbol.className == "UIImageNibPlaceholder")
        #expect(symbol["UIImageWidth"] == .float(0))
        #expect(graph.text(symbol["UISystemSymbolResourceName"]) == "star")
        // 301 shared by three: 100, 100, 101.
        #expect(first["UIBounds"] == StoryboardPrototypeTests.geometry([0, 0, 100, 32]))
        #expect(third["UICenter"] == StoryboardPrototypeTests.geometry([250.5, 16]))
        // The notes warning, once.
        #expect(compilation.diagnostics.count == 1)
        #expect(compilation.diagnostics.first?.message.hasPrefix("a segmented control's keys") == true)
    }

    @Test func warnsOncePerDocumentAndKeepsOlderControlOrder() throws {
        let compilation = try compileXIB(Self.control + Self.control.replacingOccurrences(of: "id=\"1\"", with: "id=\"2\""),
                                         sdk: 10)
        #expect(compilation.diagnostics.count == 1)
        let control = try #require(compilation.graph.objects(ofClass: "UISegmentedControl").first)
        #expect(!control.keys.contains("UIContentVerticalAlignment2"))
        let horizontal = try #require(control.keys.firstIndex(of: "UIContentHorizontalAlignment"))
        #expect(control.keys[horizontal + 1] == "UIContentVerticalAlignment")
    }
}
