import NibGraph
import XIBReader

/// The `_UISystemBackgroundView` Xcode 27 writes as a table view cell's
/// `UISystemBackgroundView` (a cell without a custom class, or one whose
/// selection style is none), with its `UIBackgroundConfiguration` as
/// `configurationAPI`.
///
/// Facts from omarchy's ibtool (`17xande/omarchy-apple-dev` `tools/ibtool`
/// `build_cell` @a5db6ba), which reproduces Xcode 27.0's storyboard goldens
/// with static cells: the view is as wide as the cell and as high as the
/// cell rounded up; the configuration's values each carry a
/// `hasCustomized-…` flag NO, except `visualEffectblurClippingMode`,
/// `strokeLocation` and the two default styles.
enum TableViewCellBackground {
    /// `tableCellPlainBackgroundColor`: white, opaque (omarchy's `SYSTEM_COLORS`).
    static func plainColor(in context: inout UIKitContext) -> Reference {
        context.makeColor(.gray(1, alpha: 1), name: "tableCellPlainBackgroundColor")
    }

    /// The background view of a `width` × `height` cell.
    static func systemBackgroundView(width: Double, height: Double, at element: XIBElement,
                                     in context: inout UIKitContext) -> Reference {
        let view = context.builder.addObject("_UISystemBackgroundView")
        let frame = [0, 0, width, height.rounded(.up)]
        context.appendViewKeys(XIBElement(name: "view"), to: view, overrides: ViewOverrides(frame: frame, subviews: []))
        let configuration = context.builder.addObject("UIBackgroundConfiguration")
        let plain = plainColor(in: &context)
        let clear = context.systemColor("clearColor", at: element).map { NibGraphBuilder.Value.object($0) } ?? .null
        let customized: [(String, NibGraphBuilder.Value)] = [
            ("customView", .null), ("cornerRadius", .double(0)), ("maskedCorners", .integer(15)),
            ("backgroundColor", .object(plain)), ("backgroundColorTransformerIdentifier", .integer(0)),
            ("visualEffect", .null), ("visualEffectGroupName", .null),
        ]
        for (key, value) in customized { appendCustomized(key, value, to: configuration, in: &context) }
        context.append("visualEffectblurClippingMode", .integer(0), to: configuration)
        let rest: [(String, NibGraphBuilder.Value)] = [
            ("image", .null), ("imageContentMode", .integer(0)),
            ("backgroundInsets", .object(context.builder.string("{0, 0, 0, 0}"))),
            ("edgesAddingLayoutMarginsToBackgroundInsets", .integer(0)),
            ("strokeColor", clear), ("strokeColorTransformerIdentifier", .integer(0)),
            ("strokeWidth", .double(0)), ("strokeOutset", .double(0)),
        ]
        for (key, value) in rest { appendCustomized(key, value, to: configuration, in: &context) }
        context.append("strokeLocation", .integer(0), to: configuration)
        context.append("defaultStyle", .integer(1), to: configuration)
        context.append("defaultStyle_v2", .integer(11), to: configuration)
        context.append("configurationAPI", .object(configuration), to: view)
        return view
    }

    /// `key` = `value`, then `hasCustomized-key` NO.
    private static func appendCustomized(_ key: String, _ value: NibGraphBuilder.Value, to object: Reference,
                                         in context: inout UIKitContext) {
        context.append(key, value, to: object)
        context.append("hasCustomized-" + key, .bool(false), to: object)
    }
}
