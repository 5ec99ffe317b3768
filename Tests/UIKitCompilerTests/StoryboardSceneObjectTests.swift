import NibGraph
import Testing
@testable import UIKitCompiler

/// A gesture recognizer Interface Builder keeps at a scene's level, outside
/// its controller, which the controller's view refers to: it lives in the view
/// nib, with its own action to the controller (File's Owner there).
struct StoryboardSceneObjectTests {
    static let storyboard = storyboardDocument(initial: "vc-1", scenes: scene("""
        <viewController id="vc-1" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="view-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="pan-1" appends="YES" id="oc-1"/>
                </connections>
            </view>
        </viewController>
        <panGestureRecognizer minimumNumberOfTouches="1" id="pan-1">
            <connections>
                <action selector="panned:" destination="vc-1" id="act-1"/>
            </connections>
        </panGestureRecognizer>
        """, responder: "fr-1"))

    @Test func recognizerAndItsActionAreInTheViewNib() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 12)
        let graph = try compilation.nib(named: "vc-1-view-view-1")
        let recognizer = try #require(graph.objects(ofClass: "UIPanGestureRecognizer").first)
        #expect(graph.rootList("UINibObjectsKey").contains(recognizer))
        let actions = graph.rootList("UINibConnectionsKey").filter { $0.className == "UIRuntimeEventConnection" }
        let action = try #require(actions.first)
        #expect(graph.text(action["UILabel"]) == "panned:")
        #expect(graph.target(action["UISource"]) == recognizer)
        #expect(graph.text(graph.target(action["UIDestination"])?["UIProxiedObjectIdentifier"]) == "IBFilesOwner")
        #expect(compilation.diagnostics.map(\.message).filter { $0 == Storyboard.unverifiedSceneObjects }.count == 1)
        // The scene nib holds the controller alone.
        let sceneNib = try compilation.nib(named: "UIViewController-vc-1")
        #expect(sceneNib.objects(ofClass: "UIPanGestureRecognizer").isEmpty)
    }
}
