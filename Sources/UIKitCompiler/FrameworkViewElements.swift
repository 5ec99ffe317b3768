import NibBytes
import NibGraph
import XIBReader

/// The rendering views of Apple's other frameworks that Interface Builder's
/// iOS library offers: SpriteKit's `<skView>`, SceneKit's `<sceneKitView>`,
/// GLKit's `<glkView>`, MetalKit's `<mtkView>` and ARKit's `<arscnView>` and
/// `<arskView>`. Each is the view keys (its subviews and constraints as for
/// any view), then its class's keys in the order its `-encodeWithCoder:`
/// (iOS 18.2, read from the decompiled frameworks) writes them, with the
/// defaults its initializers give. Interface Builder's attribute names are
/// those xibdump reads back from compiled nibs. No Apple nib of the corpus
/// holds one of these views, so a warning says once per document that the
/// encoding is not checked.
enum FrameworkViewElements {
    /// The warning, said once per document, that these encodings are the frameworks' encoders'.
    static let unverified = "SpriteKit, SceneKit, GLKit, MetalKit and ARKit views are written as their classes' "
        + "encodeWithCoder: (iOS 18.2) write them (encoding not checked against an Apple nib)"

    static func compileSKView(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        SKViewKeys.compile(&context, element, object, className: "SKView")
    }

    /// `ARSKView` is an `SKView`; ARKit adds no keys of its own to it.
    static func compileARSKView(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        SKViewKeys.compile(&context, element, object, className: "ARSKView")
    }

    static func compileSCNView(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        SCNViewKeys.compile(&context, element, object, className: "SCNView")
    }

    /// `ARSCNView` is an `SCNView`; `-[ARSCNView initWithCoder:]` also reads
    /// `automaticallyUpdatesLighting`, which no encoder of ARKit's writes, so
    /// it is written (after SceneKit's keys) only when the document sets it.
    static func compileARSCNView(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        SCNViewKeys.compile(&context, element, object, className: "ARSCNView", extra: ["automaticallyUpdatesLighting"]) {
            context, object in
            if let lighting = element.bool("automaticallyUpdatesLighting") {
                context.append("automaticallyUpdatesLighting", .bool(lighting), to: object)
            }
        }
    }

    /// `<glkView>` → `GLKView`: `GLKViewDrawableColorFormatCoderKey`,
    /// `…DepthFormatCoderKey`, `…StencilFormatCoderKey`,
    /// `…MultisampleCoderKey` (integers, 0 by default) and
    /// `GLKViewEnableSetNeedsDisplayCoderKey` (YES by default, as `_initCommon` sets it).
    static func compileGLKView(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        let formats: [(attribute: String, key: String, values: [String: Int64])] = [
            ("drawableColorFormat", "GLKViewDrawableColorFormatCoderKey", ["RGBA8888": 0, "RGB565": 1, "SRGBA8888": 2]),
            ("drawableDepthFormat", "GLKViewDrawableDepthFormatCoderKey", ["none": 0, "16": 1, "24": 2]),
            ("drawableStencilFormat", "GLKViewDrawableStencilFormatCoderKey", ["none": 0, "8": 1]),
            ("drawableMultisample", "GLKViewDrawableMultisampleCoderKey", ["none": 0, "4X": 1]),
        ]
        begin(&context, element, object, className: "GLKView",
              attributes: NameSet(formats.map(\.attribute)).union(["enableSetNeedsDisplay"]))
        for format in formats {
            let value = context.enumeration(element, format.attribute, format.values, default: 0)
            context.append(format.key, .integer(value), to: object)
        }
        context.append("GLKViewEnableSetNeedsDisplayCoderKey", .bool(element.bool("enableSetNeedsDisplay") ?? true),
                       to: object)
        context.endObject(object, of: element, className: "GLKView")
    }

    /// The class, the warnings and the view keys every framework view starts with.
    fileprivate static func begin(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference,
                                  className: String, attributes: NameSet, children: NameSet = []) {
        context.beginObject(object, of: element, className: className)
        context.warnUnhandled(element, attributes: attributes, children: children)
        context.warn(unverified, at: element)
        context.appendViewKeys(element, to: object)
    }
}

/// `SKView`'s keys after `UIView`'s: `_version` (1), `_frame` (the frame
/// again, as a rect), `_info` (a dictionary holding `_ib_SceneName` when the
/// document names a scene file, `-[SKView initWithCoder:]` presents that
/// scene; an `NSMutableDictionary`, the property's class, assumed; nil otherwise), `_scene` (nil), `_preferredFramesPerSecond`
/// (integer, 60), then `_paused` (NO), `_asynchronous` (YES),
/// `_allowsTransparency` (NO), `_ignoresSiblingOrder` (NO) and
/// `_shouldCullNonVisibleNodes` (YES), SpriteKit's documented defaults.
enum SKViewKeys {
    static let switches: [(key: String, attribute: String, value: Bool)] = [
        ("_paused", "paused", false), ("_asynchronous", "asynchronous", true),
        ("_allowsTransparency", "allowsTransparency", false), ("_ignoresSiblingOrder", "ignoresSiblingOrder", false),
        ("_shouldCullNonVisibleNodes", "shouldCullNonVisibleNodes", true),
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference, className: String) {
        FrameworkViewElements.begin(&context, element, object, className: className,
                                    attributes: NameSet(switches.map(\.attribute)).union(["sceneName", "preferredFramesPerSecond"]))
        context.append("_version", .integer(1), to: object)
        context.append("_frame", context.geometry(frame(of: element, in: &context)), to: object)
        if let scene = element[attribute: "sceneName"], !scene.isEmpty {
            let pair = (key: context.builder.string("_ib_SceneName"), value: context.builder.string(scene))
            context.append("_info", .object(context.builder.dictionary([pair], className: FoundationClasses.mutableDictionary)),
                           to: object)
        } else {
            context.append("_info", .null, to: object)
        }
        context.append("_scene", .null, to: object)
        context.append("_preferredFramesPerSecond", .integer(element.integer("preferredFramesPerSecond") ?? 60), to: object)
        for entry in switches {
            context.append(entry.key, .bool(element.bool(entry.attribute) ?? entry.value), to: object)
        }
        context.endObject(object, of: element, className: className)
    }

    /// x, y, width, height of the view's frame, as `appendViewKeys` places it
    /// (the `<rect key="frame">`, the inset frame, or 1000 × 1000 without either).
    static func frame(of element: XIBElement, in context: inout UIKitContext) -> [Double] {
        if let rect = element.child(named: "rect", key: "frame") {
            return ["x", "y", "width", "height"].map { context.number(rect, $0) ?? 0 }
        }
        return context.frameInset(of: element) ?? [0, 0, 1000, 1000]
    }
}

/// `SCNView`'s keys after `UIView`'s: `loops` (YES), `playing`,
/// `autoenablesDefaultLighting`, `jitteringEnabled`,
/// `temporalAntialiasingEnabled`, `allowsCameraControl` (NO), `backgroundColor`
/// (the document's background color; left out without one, since SceneKit's
/// own default is not known), `ibSceneName` (string, nil without a scene
/// file), `ibWantsMultisampling` (NO) and `ibPreferredRenderingAPI` (integer:
/// 0 default, 1 Metal, 2 OpenGL ES 2, as `-[SCNView initWithCoder:]` reads it).
enum SCNViewKeys {
    static let switches: [(key: String, attribute: String, value: Bool)] = [
        ("loops", "loops", true), ("playing", "playing", false),
        ("autoenablesDefaultLighting", "autoenablesDefaultLighting", false),
        ("jitteringEnabled", "jitteringEnabled", false),
        ("temporalAntialiasingEnabled", "temporalAntialiasingEnabled", false),
        ("allowsCameraControl", "allowsCameraControl", false),
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference, className: String,
                        extra: Set<String> = [],
                        then appendOwnKeys: (inout UIKitContext, Reference) -> Void = { _, _ in }) {
        FrameworkViewElements.begin(&context, element, object, className: className,
                                    attributes: NameSet(switches.map(\.attribute))
                                        .union(["sceneName", "wantsMultisampling", "preferredRenderingAPI"]).union(extra))
        for entry in switches {
            context.append(entry.key, .bool(element.bool(entry.attribute) ?? entry.value), to: object)
        }
        if let background = element.child(named: "color", key: "backgroundColor").flatMap({ context.color($0) }) {
            context.append("backgroundColor", .object(background), to: object)
        }
        if let scene = element[attribute: "sceneName"], !scene.isEmpty {
            context.appendString("ibSceneName", scene, to: object)
        } else {
            context.append("ibSceneName", .null, to: object)
        }
        context.append("ibWantsMultisampling", .bool(element.bool("wantsMultisampling") ?? false), to: object)
        context.append("ibPreferredRenderingAPI", .integer(renderingAPI(element, in: &context)), to: object)
        appendOwnKeys(&context, object)
        context.endObject(object, of: element, className: className)
    }

    /// Interface Builder's rendering API choice; the names are assumed, the numbers are the decoder's.
    static func renderingAPI(_ element: XIBElement, in context: inout UIKitContext) -> Int64 {
        context.enumeration(element, "preferredRenderingAPI", ["default": 0, "metal": 1, "openGLES2": 2, "0": 0, "1": 1, "2": 2],
                            default: 0)
    }
}

/// `<mtkView>` → `MTKView`: the keys `-[MTKView encodeWithCoder:]` writes
/// after `UIView`'s: `MTKViewNumberColorPixelFormatsCoderKey` (1),
/// `MTKViewColorPixelFormatArrayCoderKey` (the formats as 8-byte
/// little-endian integers), `MTKViewDrawableAttachmentIndexCoderKey` (0),
/// `MTKViewColorPixelFormatCoderKey` (BGRA8Unorm 80 by default),
/// `MTKViewDepthStencilPixelFormatCoderKey` (0), `MTKViewSampleCountCoderKey`
/// (1), `MTKViewClearColorCoderKey` (an `NSData` of four doubles, opaque
/// black), `MTKViewClearDepthCoderKey` (float 1), `MTKViewClearStencilCoderKey`
/// (0), `MTKViewPreferredFramesPerSecondCoderKey` (60),
/// `MTKViewEnableSetNeedsDisplayCoderKey` (NO), `MTKViewPausedCoderKey` (NO),
/// `MTKViewFramebufferOnlyCoderKey` (YES), `MTKViewPresentsWithTransactionCoderKey`
/// (NO) and `MTKViewAutoResizeDrawableCoderKey` (YES), the defaults `__initCommon` sets.
enum MTKViewKeys {
    /// `MTLPixelFormat`s of the color formats Interface Builder offers.
    static let colorFormats: [String: Int64] = [
        "BGRA8Unorm": 80, "BGRA8Unorm_sRGB": 81, "BGRA10_XR": 552, "BGRA10_XR_sRGB": 553, "BGR10_XR": 554,
        "BGR10_XR_sRGB": 555,
    ]
    /// `MTLPixelFormat`s of the depth and stencil formats Interface Builder offers.
    static let depthStencilFormats: [String: Int64] = [
        "Invalid": 0, "Depth32Float": 252, "Stencil8": 253, "Depth32Float_Stencil8": 260,
    ]
    static let attributes: NameSet = [
        "colorPixelFormat", "depthStencilPixelFormat", "sampleCount", "clearDepth", "clearStencil",
        "preferredFramesPerSecond", "enableSetNeedsDisplay", "paused", "autoResizeDrawable",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        FrameworkViewElements.begin(&context, element, object, className: "MTKView", attributes: attributes)
        let color = context.enumeration(element, "colorPixelFormat", colorFormats, default: 80)
        context.append("MTKViewNumberColorPixelFormatsCoderKey", .integer(1), to: object)
        context.append("MTKViewColorPixelFormatArrayCoderKey", .data(littleEndian(color)), to: object)
        context.append("MTKViewDrawableAttachmentIndexCoderKey", .integer(0), to: object)
        context.append("MTKViewColorPixelFormatCoderKey", .integer(color), to: object)
        context.append("MTKViewDepthStencilPixelFormatCoderKey",
                       .integer(context.enumeration(element, "depthStencilPixelFormat", depthStencilFormats, default: 0)),
                       to: object)
        context.append("MTKViewSampleCountCoderKey", .integer(element.integer("sampleCount") ?? 1), to: object)
        let clear = [0.0, 0, 0, 1].flatMap { littleEndian($0) }
        context.append("MTKViewClearColorCoderKey", .object(context.builder.dataObject(clear)), to: object)
        context.append("MTKViewClearDepthCoderKey", .float(Float(context.number(element, "clearDepth") ?? 1)), to: object)
        context.append("MTKViewClearStencilCoderKey", .integer(element.integer("clearStencil") ?? 0), to: object)
        context.append("MTKViewPreferredFramesPerSecondCoderKey", .integer(element.integer("preferredFramesPerSecond") ?? 60),
                       to: object)
        context.append("MTKViewEnableSetNeedsDisplayCoderKey", .bool(element.bool("enableSetNeedsDisplay") ?? false),
                       to: object)
        context.append("MTKViewPausedCoderKey", .bool(element.bool("paused") ?? false), to: object)
        context.append("MTKViewFramebufferOnlyCoderKey", .bool(true), to: object)
        context.append("MTKViewPresentsWithTransactionCoderKey", .bool(false), to: object)
        context.append("MTKViewAutoResizeDrawableCoderKey", .bool(element.bool("autoResizeDrawable") ?? true), to: object)
        context.endObject(object, of: element, className: "MTKView")
    }

    static func littleEndian(_ value: Int64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: value) >> (8 * $0)) }
    }

    static func littleEndian(_ value: Double) -> [UInt8] {
        littleEndian(Int64(bitPattern: value.bitPattern))
    }
}
