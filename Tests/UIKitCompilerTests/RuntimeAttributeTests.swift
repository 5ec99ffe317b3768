import NibGraph
import Testing

/// `<userDefinedRuntimeAttributes>` → `UINibKeyValuePair`s (keys `UIObject`,
/// `UIValue`, `UIKeyPath`, as Xcode 12.4 output shows) and `<outletCollection>`
/// → one `UIRuntimeOutletCollectionConnection` per property.
struct RuntimeAttributeTests {
    @Test func runtimeAttributesBecomeKeyValuePairs() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="10"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <real key="value" value="0.5"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="glyph" value="♥︎"/>
                    <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                        <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="nil" keyPath="thing"/>
                    <userDefinedRuntimeAttribute type="rect" keyPath="area"/>
                </userDefinedRuntimeAttributes>
            </view>
            """, sdk: 14)
        let graph = compilation.graph
        let pairs = graph.rootList("UINibKeyValuePairsKey")
        #expect(pairs.count == 6)
        #expect(pairs.allSatisfy { $0.className == "UINibKeyValuePair" && $0.keys == ["UIObject", "UIValue", "UIKeyPath"] })
        let view = try #require(graph.objects(ofClass: "UIView").first)
        #expect(pairs.allSatisfy { graph.target($0["UIObject"]) == view })
        #expect(pairs.map { graph.text($0["UIKeyPath"]) } == [
            "layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds", "glyph", "borderColor", "thing",
        ])
        #expect(graph.target(pairs[0]["UIValue"])?["NS.intval"] == .integer(10))
        #expect(graph.target(pairs[1]["UIValue"])?["NS.dblval"] == .double(0.5))
        #expect(graph.target(pairs[2]["UIValue"])?.className == "NSNumber")
        #expect(graph.text(pairs[3]["UIValue"]) == "♥︎")
        #expect(graph.target(pairs[4]["UIValue"])?.className == "UIColor")
        #expect(pairs[5]["UIValue"] == .null)
        #expect(compilation.diagnostics.map(\.message) == [#"runtime attribute type "rect" is not supported yet; area is left out"#])
    }

    @Test func earlierSDKsWarnOnce() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="a" value="1"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="b" value="2"/>
                </userDefinedRuntimeAttributes>
            </view>
            """, sdk: 12)
        #expect(compilation.graph.rootList("UINibKeyValuePairsKey").count == 2)
        #expect(compilation.diagnostics.count == 1)
    }

    @Test func anOutletCollectionIsOneConnectionPerProperty() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="v">
                <subviews>
                    <view contentMode="scaleToFill" id="a"/>
                    <view contentMode="scaleToFill" id="b"/>
                </subviews>
                <connections>
                    <outlet property="zeta" destination="a" id="o1"/>
                    <outletCollection property="caps" destination="b" id="o2"/>
                    <outletCollection property="caps" destination="a" collectionClass="NSMutableArray" id="o3"/>
                    <outletCollection property="more" destination="a" appends="YES" id="o4"/>
                </connections>
            </view>
            """, sdk: 14)
        let graph = compilation.graph
        let connections = graph.rootList("UINibConnectionsKey")
        #expect(connections.map(\.className) == ["UIRuntimeOutletCollectionConnection", "UIRuntimeOutletCollectionConnection",
                                                 "UIRuntimeOutletConnection"])
        let caps = connections[0]
        #expect(caps.keys == ["UILabel", "UISource", "UIDestination", "runtimeCollectionClassName",
                              "addsContentToExistingCollection"])
        #expect(graph.text(caps["UILabel"]) == "caps")
        let subviews = graph.elements(graph.target(graph.objects(ofClass: "UIView")[0]["UISubviews"]))
        #expect(graph.elements(graph.target(caps["UIDestination"])) == [subviews[1], subviews[0]])
        #expect(graph.text(caps["runtimeCollectionClassName"]) == "NSArray")
        #expect(caps["addsContentToExistingCollection"] == .bool(false))
        #expect(connections[1]["addsContentToExistingCollection"] == .bool(true))
        #expect(compilation.diagnostics.isEmpty)
    }
}
