import NibGraph
import Testing

/// Runtime attributes in macOS storyboards: each nib carries the
/// `NSIBUserDefinedRuntimeAttributesConnector`s of the objects it holds, as a
/// xib does (one per object: `NSObject`, `NSValues`, `NSKeyPaths`); a
/// controller's go with its scene nib, its view's with the view nib.
struct StoryboardRuntimeAttributeTests {
    static let scenes = """
        <scene sceneID="s1">
            <objects>
                <windowController id="wc" sceneMemberID="viewController">
                    <window key="window" title="T" releasedWhenClosed="NO" visibleAtLaunch="NO" id="win">
                        <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                        <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                        <rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="windowTag" value="w"/>
                        </userDefinedRuntimeAttributes>
                    </window>
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="sg"/>
                    </connections>
                </windowController>
                <customObject id="fr1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="vc" customClass="ContentVC" sceneMemberID="viewController">
                    <view key="view" id="vw">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <customView id="a">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isReplacement" value="YES"/>
                                    <userDefinedRuntimeAttribute type="number" keyPath="level">
                                        <integer key="value" value="3"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </customView>
                        </subviews>
                    </view>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="hasInvalidSetting" value="NO"/>
                    </userDefinedRuntimeAttributes>
                </viewController>
                <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """

    /// Each runtime-attribute connector of a nib: its object's class and its key paths.
    static func connectors(of graph: NibGraph) -> [String] {
        graph.elements(graph.objectData?["NSConnections"]).filter { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" }
            .map { connector in
                guard case .array(let values)? = graph.target(connector["NSKeyPaths"])?["NS.objects"] else { return "?" }
                let keyPaths = values.compactMap { graph.text($0) }
                return "\(graph.target(connector["NSObject"])?.className ?? "?") \(keyPaths.joined(separator: ","))"
            }
    }

    @Test func eachNibCarriesTheAttributesOfItsObjects() throws {
        let compilation = try StoryboardTests().compileStoryboard(Self.scenes)
        #expect(compilation.nibs.map(\.name) == ["NSWindowController-wc", "vc-view-vw"])
        let scene = try #require(compilation.nibs.first).graph
        // The document's by owner id as in a xib ("vc" before "win"), then the window's content view controller.
        #expect(Self.connectors(of: scene) == [
            "NSClassSwapper hasInvalidSetting", "NSWindowTemplate windowTag", "NSWindowTemplate contentViewController",
        ])
        let view = try #require(compilation.nibs.last).graph
        #expect(Self.connectors(of: view) == ["NSCustomView isReplacement,level"])
        let connector = try #require(view.objects(ofClass: "NSIBUserDefinedRuntimeAttributesConnector").first)
        #expect(connector.keys == ["NSObject", "NSValues", "NSKeyPaths"])
        #expect(view.elements(connector["NSValues"]).map(\.className) == ["NSNumber", "NSNumber"])
        #expect(!compilation.diagnostics.contains { $0.message.contains("runtime attribute") })
    }
}
