import NibBytes
import NibGraph
import Testing
@testable import UIKitCompiler

/// SpriteKit, SceneKit, GLKit, MetalKit and ARKit views: keys, order, types
/// and defaults as their `-encodeWithCoder:` (iOS 18.2, decompiled
/// frameworks in `EthanArbuckle/iPhone17-1_18.2_22C152_Restore`: `SKView.m`,
/// `SCNView.m`, `GLKView.m`, `MTKView.m`) write them; attribute names are
/// those xibdump (`satroschenko/xibdump`) reads back. No Apple nib of the
/// corpus holds one of these views.
struct FrameworkViewTests {
    static let skKeys = [
        "_version", "_frame", "_info", "_scene", "_preferredFramesPerSecond", "_paused", "_asynchronous",
        "_allowsTransparency", "_ignoresSiblingOrder", "_shouldCullNonVisibleNodes",
    ]
    static let scnKeys = [
        "loops", "playing", "autoenablesDefaultLighting", "jitteringEnabled", "temporalAntialiasingEnabled",
        "allowsCameraControl", "ibSceneName", "ibWantsMultisampling", "ibPreferredRenderingAPI",
    ]
    static let glkKeys = [
        "GLKViewDrawableColorFormatCoderKey", "GLKViewDrawableDepthFormatCoderKey", "GLKViewDrawableStencilFormatCoderKey",
        "GLKViewDrawableMultisampleCoderKey", "GLKViewEnableSetNeedsDisplayCoderKey",
    ]
    static let mtkKeys = [
        "MTKViewNumberColorPixelFormatsCoderKey", "MTKViewColorPixelFormatArrayCoderKey",
        "MTKViewDrawableAttachmentIndexCoderKey", "MTKViewColorPixelFormatCoderKey",
        "MTKViewDepthStencilPixelFormatCoderKey", "MTKViewSampleCountCoderKey", "MTKViewClearColorCoderKey",
        "MTKViewClearDepthCoderKey", "MTKViewClearStencilCoderKey", "MTKViewPreferredFramesPerSecondCoderKey",
        "MTKViewEnableSetNeedsDisplayCoderKey", "MTKViewPausedCoderKey", "MTKViewFramebufferOnlyCoderKey",
        "MTKViewPresentsWithTransactionCoderKey", "MTKViewAutoResizeDrawableCoderKey",
    ]

    /// Expects each of `values` under its key in `object`.
    static func expect(_ object: NibGraph.Object, _ values: [String: NibGraph.Value],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            #expect(object[key] == value, "\(key)", sourceLocation: sourceLocation)
        }
    }

    /// Eight little-endian bytes of `value`.
    static func bytes(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    @Test func skViewDefaults() throws {
        let compilation = try compileXIB("""
            <skView contentMode="scaleToFill" id="1">
                <rect key="frame" x="10" y="20" width="300" height="400"/>
            </skView>
            """, sdk: 17)
        let view = try #require(compilation.graph.objects(ofClass: "SKView").first)
        #expect(Array(view.keys.suffix(Self.skKeys.count)) == Self.skKeys)
        Self.expect(view, [
            "_version": .integer(1),
            "_frame": StoryboardPrototypeTests.geometry([10, 20, 300, 400]),
            "_info": .null,
            "_scene": .null,
            "_preferredFramesPerSecond": .integer(60),
            "_paused": .bool(false),
            "_asynchronous": .bool(true),
            "_allowsTransparency": .bool(false),
            "_ignoresSiblingOrder": .bool(false),
            "_shouldCullNonVisibleNodes": .bool(true),
        ])
        #expect(compilation.diagnostics.map(\.message) == [FrameworkViewElements.unverified])
    }

    /// A scene file name goes into `_info` under `_ib_SceneName`, the key
    /// `-[SKView initWithCoder:]` presents; ARKit's view is an SKView with its own class.
    @Test func skViewSceneAndSwitches() throws {
        let compilation = try compileXIB("""
            <arskView contentMode="scaleToFill" sceneName="GameScene.sks" paused="YES" asynchronous="NO" \
            ignoresSiblingOrder="YES" shouldCullNonVisibleNodes="NO" preferredFramesPerSecond="30" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </arskView>
            """, sdk: 17)
        let graph = compilation.graph
        let view = try #require(graph.objects(ofClass: "ARSKView").first)
        #expect(Array(view.keys.suffix(Self.skKeys.count)) == Self.skKeys)
        let info = try #require(graph.target(view["_info"]))
        #expect(info.className == "NSMutableDictionary")
        guard case .array(let keys)? = info["NS.keys"], case .array(let values)? = info["NS.objects"] else {
            Issue.record("_info is not a dictionary"); return
        }
        #expect(keys.map { graph.text($0) } == ["_ib_SceneName"])
        #expect(values.map { graph.text($0) } == ["GameScene.sks"])
        Self.expect(view, [
            "_preferredFramesPerSecond": .integer(30),
            "_paused": .bool(true),
            "_asynchronous": .bool(false),
            "_ignoresSiblingOrder": .bool(true),
            "_shouldCullNonVisibleNodes": .bool(false),
        ])
        #expect(compilation.diagnostics.map(\.message) == [FrameworkViewElements.unverified])
    }

    @Test func sceneKitViewKeys() throws {
        let compilation = try compileXIB("""
            <sceneKitView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </sceneKitView>
            <sceneKitView contentMode="scaleToFill" sceneName="art.scnassets/ship.scn" allowsCameraControl="YES" \
            autoenablesDefaultLighting="YES" loops="NO" playing="YES" jitteringEnabled="YES" wantsMultisampling="YES" id="2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
            </sceneKitView>
            """, sdk: 17)
        let graph = compilation.graph
        let views = graph.objects(ofClass: "SCNView")
        try #require(views.count == 2)
        let plain = views[0], set = views[1]
        #expect(Array(plain.keys.suffix(Self.scnKeys.count)) == Self.scnKeys)
        Self.expect(plain, [
            "loops": .bool(true),
            "playing": .bool(false),
            "allowsCameraControl": .bool(false),
            "ibSceneName": .null,
            "ibWantsMultisampling": .bool(false),
            "ibPreferredRenderingAPI": .integer(0),
        ])
        // The document's background color is SceneKit's too, between the switches and the scene name.
        var withColor = Self.scnKeys
        withColor.insert("backgroundColor", at: 6)
        #expect(Array(set.keys.suffix(withColor.count)) == withColor)
        #expect(set.keys.contains("UIBackgroundColor"))
        #expect(graph.target(set["backgroundColor"])?.className == "UIColor")
        #expect(graph.text(set["ibSceneName"]) == "art.scnassets/ship.scn")
        Self.expect(set, [
            "loops": .bool(false),
            "playing": .bool(true),
            "autoenablesDefaultLighting": .bool(true),
            "jitteringEnabled": .bool(true),
            "allowsCameraControl": .bool(true),
            "ibWantsMultisampling": .bool(true),
        ])
        #expect(compilation.diagnostics.map(\.message) == [FrameworkViewElements.unverified])
    }

    /// `ARSCNView` writes SceneKit's keys, then the one its decoder adds when the document sets it.
    @Test func arSceneKitViewAddsLighting() throws {
        let compilation = try compileXIB("""
            <arscnView contentMode="scaleToFill" automaticallyUpdatesLighting="NO" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </arscnView>
            <arscnView contentMode="scaleToFill" id="2"/>
            """, sdk: 17)
        let views = compilation.graph.objects(ofClass: "ARSCNView")
        try #require(views.count == 2)
        #expect(Array(views[0].keys.suffix(Self.scnKeys.count + 1)) == Self.scnKeys + ["automaticallyUpdatesLighting"])
        #expect(views[0]["automaticallyUpdatesLighting"] == .bool(false))
        #expect(Array(views[1].keys.suffix(Self.scnKeys.count)) == Self.scnKeys)
    }

    @Test func glkViewKeys() throws {
        let compilation = try compileXIB("""
            <glkView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </glkView>
            <glkView contentMode="center" drawableColorFormat="SRGBA8888" drawableDepthFormat="24" \
            drawableStencilFormat="8" drawableMultisample="4X" enableSetNeedsDisplay="NO" id="2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </glkView>
            """, sdk: 12)
        let views = compilation.graph.objects(ofClass: "GLKView")
        try #require(views.count == 2)
        #expect(Array(views[0].keys.suffix(Self.glkKeys.count)) == Self.glkKeys)
        #expect(Self.glkKeys.prefix(4).map { views[0][$0] } == Array(repeating: .integer(0), count: 4))
        #expect(views[0]["GLKViewEnableSetNeedsDisplayCoderKey"] == .bool(true))
        #expect(Self.glkKeys.prefix(4).map { views[1][$0] } == [.integer(2), .integer(2), .integer(1), .integer(1)])
        #expect(views[1]["GLKViewEnableSetNeedsDisplayCoderKey"] == .bool(false))
        #expect(compilation.diagnostics.map(\.message) == [FrameworkViewElements.unverified])
    }

    @Test func mtkViewDefaults() throws {
        let compilation = try compileXIB("""
            <mtkView contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </mtkView>
            """, sdk: 17)
        let graph = compilation.graph
        let view = try #require(graph.objects(ofClass: "MTKView").first)
        #expect(Array(view.keys.suffix(Self.mtkKeys.count)) == Self.mtkKeys)
        Self.expect(view, [
            "MTKViewNumberColorPixelFormatsCoderKey": .integer(1),
            "MTKViewColorPixelFormatArrayCoderKey": .data(ByteView(copying: Self.bytes(80))),
            "MTKViewDrawableAttachmentIndexCoderKey": .integer(0),
            "MTKViewColorPixelFormatCoderKey": .integer(80),
            "MTKViewDepthStencilPixelFormatCoderKey": .integer(0),
            "MTKViewSampleCountCoderKey": .integer(1),
        ])
        let clear = try #require(graph.target(view["MTKViewClearColorCoderKey"]))
        #expect(clear.className == "NSData")
        let opaqueBlack = [0.0, 0, 0, 1].flatMap { Self.bytes($0.bitPattern) }
        #expect(clear["NS.bytes"] == .data(ByteView(copying: opaqueBlack)))
        Self.expect(view, [
            "MTKViewClearDepthCoderKey": .float(1),
            "MTKViewClearStencilCoderKey": .integer(0),
            "MTKViewPreferredFramesPerSecondCoderKey": .integer(60),
            "MTKViewEnableSetNeedsDisplayCoderKey": .bool(false),
            "MTKViewPausedCoderKey": .bool(false),
            "MTKViewFramebufferOnlyCoderKey": .bool(true),
            "MTKViewPresentsWithTransactionCoderKey": .bool(false),
            "MTKViewAutoResizeDrawableCoderKey": .bool(true),
        ])
        #expect(compilation.diagnostics.map(\.message) == [FrameworkViewElements.unverified])
    }

    /// The document's formats (as `MTLPixelFormat` numbers) and settings.
    @Test func mtkViewAttributes() throws {
        let compilation = try compileXIB("""
            <mtkView contentMode="scaleToFill" colorPixelFormat="BGRA10_XR" depthStencilPixelFormat="Depth32Float" \
            sampleCount="4" clearDepth="0.5" clearStencil="2" preferredFramesPerSecond="120" enableSetNeedsDisplay="YES" \
            paused="YES" autoResizeDrawable="NO" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </mtkView>
            """, sdk: 17)
        let view = try #require(compilation.graph.objects(ofClass: "MTKView").first)
        Self.expect(view, [
            "MTKViewColorPixelFormatArrayCoderKey": .data(ByteView(copying: Self.bytes(552))),
            "MTKViewColorPixelFormatCoderKey": .integer(552),
            "MTKViewDepthStencilPixelFormatCoderKey": .integer(252),
            "MTKViewSampleCountCoderKey": .integer(4),
            "MTKViewClearDepthCoderKey": .float(0.5),
            "MTKViewClearStencilCoderKey": .integer(2),
            "MTKViewPreferredFramesPerSecondCoderKey": .integer(120),
            "MTKViewEnableSetNeedsDisplayCoderKey": .bool(true),
            "MTKViewPausedCoderKey": .bool(true),
            "MTKViewAutoResizeDrawableCoderKey": .bool(false),
        ])
        #expect(compilation.diagnostics.map(\.message) == [FrameworkViewElements.unverified])
    }

    /// An attribute none of these classes' encoders reads is a warning, not silently dropped.
    @Test func unknownAttributeIsAWarning() throws {
        let compilation = try compileXIB("""
            <skView contentMode="scaleToFill" showsFPS="YES" id="1"/>
            """, sdk: 17)
        #expect(compilation.diagnostics.map(\.message).contains("<skView> attribute showsFPS is not supported yet; left out"))
    }
}
