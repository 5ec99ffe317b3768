import NibBytes
import IBDocument
import NibGraph
import XIBReader

/// The `UIView` values every view element starts with, in the order
/// `-[UIView encodeWithCoder:]` writes them.
extension UIKitContext {
    /// Frame, subviews, colors, flags, autoresizing, constraints and
    /// priorities of `element`, as `UIView` encodes them.
    mutating func appendViewKeys(_ element: XIBElement, to view: Reference, defaults: ViewDefaults = .init(),
                                 overrides: ViewOverrides = .init()) {
        warnUncompiledViewChildren(element)
        let frame = element.child(named: "rect", key: "frame")
        var x = 0.0, y = 0.0, width = 1000.0, height = 1000.0
        if let frame {
            (x, y) = (number(frame, "x") ?? 0, number(frame, "y") ?? 0)
            (width, height) = (number(frame, "width") ?? 0, number(frame, "height") ?? 0)
        } else if let inset = frameInset(of: element) {
            (x, y, width, height) = (inset[0], inset[1], inset[2], inset[3])
        }
        if let fixed = overrides.frame { (x, y, width, height) = (fixed[0], fixed[1], fixed[2], fixed[3]) }
        append("UIBounds", geometry([0, 0, width, height]), to: view)
        append("UICenter", geometry([x + width / 2, y + height / 2]), to: view)

        let subviews = (overrides.subviews ?? element.children(of: "subviews").compactMap { compile($0) })
            + overrides.trailingSubviews
        if !subviews.isEmpty {
            append("UISubviews", .object(builder.array(subviews, className: FoundationClasses.mutableArray)), to: view)
        }
        let background = overrides.backgroundColor
            ?? element.child(named: "color", key: "backgroundColor").flatMap { self.color($0) }
        if let background { append("UIBackgroundColor", .object(background), to: view) }
        if overrides.didEncodeCompatibilityBackgroundColor {
            append("UIDidEncodeCompatibilityBackgroundColor", .bool(true), to: view)
        }
        // Seen from the iOS 10 SDK on; the iOS 9 SDK wrote the semantic attribute but not this.
        if sdk >= 10 { append("UIDeepDrawRect", .bool(true), to: view) }
        if element.bool("opaque") ?? defaults.opaque { append("UIOpaque", .bool(true), to: view) }
        if element.bool("hidden") ?? defaults.hidden { append("UIHidden", .bool(true), to: view) }
        if let alpha = element.double("alpha"), alpha != 1 { append("UIAlpha", .float(Float(alpha)), to: view) }
        if let tag = element.integer("tag"), tag != 0 { append("UITag", .integer(tag), to: view) }
        if !(element.bool("userInteractionEnabled") ?? defaults.userInteractionEnabled) {
            append("UIUserInteractionDisabled", .bool(true), to: view)
        }
        if element.bool("multipleTouchEnabled") == true { append("UIMultipleTouchEnabled", .bool(true), to: view) }
        append("UIAutoresizeSubviews", .bool(element.bool("autoresizesSubviews") ?? true), to: view)

        // A view whose frame Interface Builder fixes keeps translating its mask
        // (up to the iOS 9 SDK it is pinned by prototyping constraints instead).
        let fixed = element.bool("fixedFrame") == true && !hasPrototypingConstraints(element)
        let translates = fixed || (element.bool("translatesAutoresizingMaskIntoConstraints") ?? true)
        var mask: Int64 = 0
        if let override = overrides.autoresizingMask {
            mask = override
        } else if let maskElement = element.child(named: "autoresizingMask", key: "autoresizingMask") {
            mask = Self.autoresizingMask(maskElement)
        } else if !translates {
            mask = 36  // flexible right and bottom margins
        }
        if mask != 0 { append("UIAutoresizingMask", .integer(mask), to: view) }
        // Both follow the mask in Apple's output (clearing in a GTMOAuth2 nib,
        // tint in an iOS 10 storyboard); their order between themselves and
        // against the content mode is not shown by any pair yet.
        if element.bool("clearsContextBeforeDrawing") == false {
            append("UIClearsContextBeforeDrawing", .bool(false), to: view)
        }
        if let tint = element.child(named: "color", key: "tintColor").flatMap({ color($0) }) {
            append(overrides.tintColorKey, .object(tint), to: view)
        }
        let contentMode = element[attribute: "contentMode"].flatMap { Self.contentModes[$0] } ?? defaults.contentMode
        if contentMode != 0 { append("UIContentMode", .integer(contentMode), to: view) }
        if element.bool("clipsSubviews") == true { append("UIClipsToBounds", .bool(true), to: view) }
        if !translates { append("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true), to: view) }

        let saved = constraintOwner
        constraintOwner = view
        // Constraints the `default` size class leaves out are compiled for the trait storages, not installed.
        let excluded = TraitVariations.excludedConstraintIDs(of: element)
        let constraints = overrides.leadingConstraints + orderedConstraints(of: element)
            .compactMap { constraint in compile(constraint).flatMap { excluded.contains(constraint[attribute: "id"] ?? "") ? nil : $0 } }
            + prototypingConstraints(forSubviewsOf: element, superview: view)
        constraintOwner = saved
        if !constraints.isEmpty {
            append("UIViewAutolayoutConstraints",
                   .object(builder.array(constraints, className: FoundationClasses.mutableArray)), to: view)
        }
        appendPriorities(element, "Hugging", default: 250, key: "UIViewContentHuggingPriority", to: view,
                         always: defaults.writesContentHugging)
        appendPriorities(element, "CompressionResistance", default: 750,
                         key: "UIViewContentCompressionResistancePriority", to: view)
        // After the constraints (Xcode 12.4 output); against the priorities not shown, written after them.
        appendLayoutGuides(element, to: view)
        appendMarginBehavior(element, to: view)
        appendLayoutMargins(element, to: view, default: overrides.layoutMargins)
        appendReadableWidthMargins(element, to: view)
        if sdk >= 9 {
            let semantic = element[attribute: "semanticContentAttribute"].flatMap { Self.semanticContent[$0] } ?? 0
            append("UIViewSemanticContentAttribute", .integer(semantic), to: view)
        }
        // The large content viewer (iOS 13) archives its stored properties, nil unless set in code.
        if sdk >= 13 { append("UIViewLargeContentStoredProperties", .null, to: view) }
    }

    /// `{h, v}` priorities, written only when one differs from the default.
    private mutating func appendPriorities(_ element: XIBElement, _ name: String, default value: Int64, key: String,
                                           to view: Reference, always: Bool = false) {
        let horizontal = element.integer("horizontal\(name)Priority") ?? value
        let vertical = element.integer("vertical\(name)Priority") ?? value
        guard always || horizontal != value || vertical != value else { return }
        appendString(key, "{\(horizontal), \(vertical)}", to: view)
    }

    static func autoresizingMask(_ element: XIBElement) -> Int64 {
        let bits: [(String, Int64)] = [
            ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4),
            ("flexibleMinY", 8), ("heightSizable", 16), ("flexibleMaxY", 32),
        ]
        return bits.reduce(0) { mask, bit in element.bool(bit.0) == true ? mask | bit.1 : mask }
    }

    static let contentModes: [String: Int64] = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    static let semanticContent: [String: Int64] = [
        "unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4,
    ]
}

/// What a view class assumes when its element leaves an attribute out.
struct ViewDefaults {
    var opaque = true
    /// Windows are hidden until the nib loader shows them.
    var hidden = false
    var userInteractionEnabled = true
    var contentMode: Int64 = 0
    /// Content hugging written even at the defaults (bars do).
    var writesContentHugging = false
}

/// Values a view kind computes instead of reading them from its element
/// (a table cell's content view is sized to its cell, its subviews include
/// views the document does not list, a default color stands for the element's).
struct ViewOverrides {
    /// x, y, width, height.
    var frame: [Double]?
    /// The compiled subviews, in order, instead of the element's `<subviews>`.
    var subviews: [Reference]?
    var backgroundColor: Reference?
    /// `UIDidEncodeCompatibilityBackgroundColor` YES after the background
    /// color (an Xcode 27 cell whose selection style is none).
    var didEncodeCompatibilityBackgroundColor = false
    /// Views after the element's own subviews (a storyboard controller's layout guides).
    var trailingSubviews: [Reference] = []
    /// Constraints before the element's own (those pinning the layout guides).
    var leadingConstraints: [Reference] = []
    /// The `UIAutoresizingMask` bits instead of the element's `<autoresizingMask>`.
    var autoresizingMask: Int64?
    /// The key of the tint color: a class that overrides UIKit's
    /// `_tintColorArchivingKey` (a segmented control) names its own.
    var tintColorKey = "UITintColor"
    /// `UIViewLayoutMargins` (top, left, bottom, right) when the element gives
    /// no margins of its own: a class whose initializer sets other margins than
    /// UIView's (a stack view's zero margins in Xcode 27's output).
    var layoutMargins: [Double]?
}

/// `<view>` → `UIView`.
enum ViewElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIView")
        context.appendViewKeys(element, to: object)
        context.endObject(object, of: element, className: "UIView")
    }
}

extension UIKitContext {
    /// Children of views that no element kind compiles yet: attributed
    /// texts other than ``AttributedText/isHandled(_:in:)``'s, iOS 15 button configurations outside a button,
    /// and Xcode 8's `<frame key="frameInset">` other than ``frameInset(of:)`` reads.
    static let uncompiledViewChildren: NameSet = ["attributedString", "buttonConfiguration", "frame"]

    /// The warning, said once per document, that Xcode 8's frame insets are read as frames.
    static let frameInsetAssumed = "the Xcode 8 format's <frame key=\"frameInset\"> is read as the view's frame "
        + "(minX and minY from the superview's top left corner, 0 when absent; width and height); no Apple nib of "
        + "the corpus checks it (not checked)"

    /// The frame (x, y, width, height) of a view that the Xcode 8 document
    /// format gives as `<frame key="frameInset" minX= minY= width= height=>`
    /// instead of `<rect key="frame">`: Interface Builder's offsets from the
    /// superview's top left corner and the size. A frame inset measured from
    /// the far edges (`maxX`, `maxY`) or without a size would need the
    /// superview's size: nil, and a warning that it is left out.
    mutating func frameInset(of element: XIBElement) -> [Double]? {
        guard let inset = Self.readableFrameInset(of: element),
              let width = number(inset, "width"), let height = number(inset, "height") else { return nil }
        warn(Self.frameInsetAssumed, at: inset)
        return [number(inset, "minX") ?? 0, number(inset, "minY") ?? 0, width, height]
    }

    /// The `<frame key="frameInset">` of a view without `<rect key="frame">`
    /// when it is measured from the top left corner and has a size.
    static func readableFrameInset(of element: XIBElement) -> XIBElement? {
        guard element.child(named: "rect", key: "frame") == nil,
              let inset = element.child(named: "frame", key: "frameInset"),
              inset[attribute: "maxX"] == nil, inset[attribute: "maxY"] == nil,
              inset[attribute: "width"] != nil, inset[attribute: "height"] != nil else { return nil }
        return inset
    }

    /// Warns about the children of a view in ``uncompiledViewChildren``,
    /// which would otherwise go unsaid (``warnUnhandled(_:attributes:children:)`` leaves them to this).
    mutating func warnUncompiledViewChildren(_ element: XIBElement) {
        // Names first: most children are none of these, which their lengths tell at once.
        for child in element.children
        where Self.uncompiledViewChildren.contains(child.name) && !AttributedText.isHandled(child, in: element) {
            // A button compiles its configuration (`ButtonConfiguration`).
            if child.isNamed("buttonConfiguration"), element.isNamed("button"), child[attribute: "key"] == "configuration" { continue }
            if child.isNamed("frame"), Self.readableFrameInset(of: element) == child { continue }
            warnUnsupportedChild(child, of: element)
        }
        // Only a button compiles `<state>`s (another view's are warned as unknown children).
        guard element.isNamed("button") else { return }
        for state in element.children where state.name == "state" {
            for child in state.children where child.name == "attributedString" && !AttributedText.isHandled(child, in: state) {
                warnUnsupportedChild(child, of: element)
            }
        }
    }
}
