import NibGraph
import XIBReader

/// The `NSView` values every view element writes, in the order
/// `-[NSView encodeWithCoder:]` writes them: responder, touch bar, flags,
/// subviews, frame, superview, then Interface Builder's layout-guide keys.
extension AppKitContext {
    /// `NSvFlags` bits.
    enum ViewFlags {
        static let autoresizesSubviews: Int64 = 0x100
        static let hidden: Int64 = -0x8000_0000
        /// The view's `focusRingType` in bits 12 and 13 (none 1, exterior 2).
        static let focusRingTypes: [String: Int64] = ["none": 0x1000, "exterior": 0x2000]
        /// The autoresizing mask a view without `<autoresizingMask>` gets:
        /// flexible bottom and top margins, or right and bottom ones under Auto Layout.
        static let defaultMask: Int64 = 0x28
        static let defaultAutolayoutMask: Int64 = 0x0C
    }

    /// Runs `body` with `superview` as the superview of the views it compiles,
    /// and `defaultSize` as the size of a view without a frame.
    mutating func withSuperview<T>(_ superview: Reference?, defaultSize: (Double, Double)? = nil,
                                   growth: (Double, Double) = (0, 0), _ body: (inout AppKitContext) -> T) -> T {
        let saved = (self.superview, self.defaultViewSize, self.superviewGrowth)
        self.superview = superview
        superviewGrowth = growth
        if let defaultSize { defaultViewSize = defaultSize }
        defer { (self.superview, self.defaultViewSize, self.superviewGrowth) = saved }
        return body(&self)
    }

    /// What a view subclass puts among the view keys, or decides for them.
    struct ViewParts {
        /// The subviews, when they are not the `<subviews>` children (a scroll view's clip view and scrollers).
        var subviews: XIBElementList?
        /// The frame AppKit gave the view, when it is not the document's (a clip view tiled in its scroll view).
        var frame: [Double]?
        /// `NSBounds`, when the bounds do not start at the origin.
        var bounds: [Double]?
        var nextKeyView: Reference?
        var gestureRecognizers: Reference?
        /// The autoresizing mask AppKit reset (a scroll view's clip view keeps none).
        var autoresizingMask: Int64?
        /// Whether the view hosts a layer tree, when AppKit decided it rather than the document.
        var wantsLayer: Bool?
        /// Whether the view is hidden, when AppKit decided it rather than the document (an autohiding scroller).
        var hidden: Bool?
        /// Compiles the subviews, when they are not all elements (a table's scroll view adds a header clip view).
        var compileSubviews: ((inout AppKitContext) -> [Reference])?
    }

    /// The view keys of `element` for `view`, in `-[NSView encodeWithCoder:]`'s
    /// order, with `parts` where a subclass decides them; returns the subviews and the frame.
    /// `hugging` says when a control writes `NSHuggingPriority` (views without one write none).
    /// `alwaysSubviews` writes `NSSubviews` even when empty; `afterSubviews`
    /// adds the subclass's keys that come between the subviews and the frame.
    @discardableResult
    mutating func appendViewKeys(_ element: XIBElement, to view: Reference, parts: ViewParts = ViewParts(),
                                 hugging: HuggingRule? = nil, alwaysSubviews: Bool = false,
                                 afterSubviews: ((inout AppKitContext) -> Void)? = nil)
        -> (subviews: [Reference], frame: [Double])
    {
        let superview = self.superview
        append("NSNextResponder", superview.map { .object($0) } ?? .null, to: view)
        append("NSNibTouchBar", .null, to: view)
        // A frame laid out by the superview (a box's content view) is taken by the first subview compiled.
        var laidOut: (frame: [Double], autoresizingMask: Int64)?
        if let pending = laidOutView, pending.superview == superview {
            laidOut = (pending.frame, pending.autoresizingMask)
            laidOutView = nil
        }
        var flags: Int64 = 0
        if element.bool("autoresizesSubviews") ?? true { flags |= ViewFlags.autoresizesSubviews }
        let maskElement = element.child(named: "autoresizingMask", key: "autoresizingMask")
        if let mask = parts.autoresizingMask ?? laidOut?.autoresizingMask {
            flags |= mask
        } else if let maskElement {
            flags |= Self.autoresizingMask(maskElement)
        } else {
            flags |= document.usesAutolayout ? ViewFlags.defaultAutolayoutMask : ViewFlags.defaultMask
        }
        if parts.hidden ?? (element.bool("hidden") == true) { flags |= ViewFlags.hidden }
        // A control with a cell keeps its focus ring type in the cell.
        if !element.children.contains(where: { $0[attribute: "key"] == "cell" }) {
            flags |= element[attribute: "focusRingType"].flatMap { ViewFlags.focusRingTypes[$0] } ?? 0
        }
        // AppKit leaves out flags that are all clear.
        if flags != 0 { append("NSvFlags", .integer(flags), to: view) }
        let documentFrame = element.child(named: "rect", key: "frame").map { rect($0) }
            ?? [0, 0, defaultViewSize.0, defaultViewSize.1]
        let frame = parts.frame ?? laidOut?.frame ?? Self.autoresized(documentFrame, mask: flags & 0x3F, by: superviewGrowth)
        let growth = (frame[2] - documentFrame[2], frame[3] - documentFrame[3])
        let subviews = withSuperview(view, growth: element.bool("autoresizesSubviews") ?? true ? growth : (0, 0)) { context in
            parts.compileSubviews?(&context) ?? (parts.subviews ?? element.children(of: "subviews")).compactMap { context.compile($0) }
        }
        if !subviews.isEmpty || alwaysSubviews {
            // A custom view (top-level or not) lists its subviews back to
            // front, as Apple's nibs show; the object list keeps document order.
            let backToFront = element.name == "customView" && parts.subviews == nil
            let listed = backToFront ? subviews.reversed() : subviews
            append("NSSubviews", .object(builder.array(listed, className: FoundationClasses.mutableArray)), to: view)
        }
        afterSubviews?(&self)
        if frame[0] == 0, frame[1] == 0 {
            appendString("NSFrameSize", GeometryText.size(frame[2], frame[3]), to: view)
        } else {
            appendString("NSFrame", GeometryText.rect(frame), to: view)
        }
        if let bounds = parts.bounds { appendString("NSBounds", GeometryText.rect(bounds), to: view) }
        if let superview { append("NSSuperview", .object(superview), to: view) }
        if let link = keyViewLinks[view] {
            append("NSNextKeyView", link.map { .object($0) } ?? .null, to: view)
        } else if let next = parts.nextKeyView {
            append("NSNextKeyView", .object(next), to: view)
        }
        if parts.wantsLayer ?? (element.bool("wantsLayer") == true) { append("NSViewIsLayerTreeHost", .bool(true), to: view) }
        append("NSViewWantsBestResolutionOpenGLSurface", .bool(true), to: view)
        if let identifier = element[attribute: "identifier"] ?? reuseIdentifiers[view] { appendString("NSReuseIdentifierKey", identifier, to: view) }
        if element.bool("translatesAutoresizingMaskIntoConstraints") == false, let id = element[attribute: "id"], isConstrained(id) {
            append("NSDoNotTranslateAutoresizingMask", .bool(true), to: view)
        }
        appendConstraints(element, to: view)
        if let recognizers = parts.gestureRecognizers { append("NSGestureRecognizers", .object(recognizers), to: view) }
        if let hugging { appendLayoutPriorities(element, hugging: hugging, to: view) }
        if element.bool("clipsToBounds") == true || (superview != nil && superview == clippingSuperview) {
            append("NSViewClipsToBoundsKeyName", .bool(true), to: view)
        }
        LayoutConstraints.appendInterfaceBuilderGuides(&self, element, to: view)
        append("IBNSClipsToBounds", .integer(element.bool("clipsToBounds") == true ? 1 : 0), to: view)
        return (subviews, frame)
    }

    /// `frame` after its superview grew by `growth`, as AppKit's autoresizing
    /// shares each axis's growth among the flexible parts (margins and size)
    /// in proportion to their lengths, or equally when those are all zero.
    static func autoresized(_ frame: [Double], mask: Int64, by growth: (Double, Double)) -> [Double] {
        guard growth != (0, 0) else { return frame }
        var result = frame
        for (axis, delta) in [(0, growth.0), (1, growth.1)] where delta != 0 {
            let bits: (min: Int64, size: Int64, max: Int64) = axis == 0 ? (1, 2, 4) : (8, 16, 32)
            let origin = frame[axis], size = frame[axis + 2]
            let flexible = [(mask & bits.min != 0, origin), (mask & bits.size != 0, size), (mask & bits.max != 0, 0.0)]
            let count = flexible.filter(\.0).count
            guard count > 0 else { continue }
            // The far margin's length is unknown here; with one flexible part it takes all the growth.
            let total = flexible.filter(\.0).map(\.1).reduce(0, +)
            func share(_ part: (Bool, Double)) -> Double {
                guard part.0 else { return 0 }
                return count == 1 || total == 0 ? delta / Double(count) : delta * part.1 / total
            }
            result[axis] += share(flexible[0])
            result[axis + 2] += share(flexible[1])
        }
        return result
    }

    /// When a class writes `NSHuggingPriority`: when the element's priorities
    /// (horizontal, vertical; an axis without one is 250, as Apple's output
    /// shows) differ from `omitted`, or `always`; with `onlyWhenGiven`, only
    /// when the element gives a priority at all.
    struct HuggingRule {
        var omitted: (Double, Double)
        var onlyWhenGiven = false
        var always = false
    }

    /// `NSHuggingPriority` as `hugging` says, then `NSAntiCompressionPriority`
    /// when the compression resistance differs from 750 on either axis: "{horizontal, vertical}".
    mutating func appendLayoutPriorities(_ element: XIBElement, hugging rule: HuggingRule, to view: Reference) {
        let given = element[attribute: "horizontalHuggingPriority"] != nil || element[attribute: "verticalHuggingPriority"] != nil
        let hugging = (number(element, "horizontalHuggingPriority") ?? 250, number(element, "verticalHuggingPriority") ?? 250)
        if given || !rule.onlyWhenGiven, rule.always || hugging != rule.omitted {
            appendString("NSHuggingPriority", GeometryText.size(hugging.0, hugging.1), to: view)
        }
        let resistance = (number(element, "horizontalCompressionResistancePriority") ?? 750,
                          number(element, "verticalCompressionResistancePriority") ?? 750)
        if resistance != (750, 750) {
            appendString("NSAntiCompressionPriority", GeometryText.size(resistance.0, resistance.1), to: view)
        }
    }

    static func autoresizingMask(_ element: XIBElement) -> Int64 {
        let bits: [(String, Int64)] = [
            ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4),
            ("flexibleMinY", 8), ("heightSizable", 16), ("flexibleMaxY", 32),
        ]
        return bits.reduce(0) { mask, bit in element.bool(bit.0) == true ? mask | bit.1 : mask }
    }
}

/// `<view>` → `NSView`, `<customView>` → `NSCustomView` (an `NSView`
/// standing for the class it names).
enum ViewElement {
    /// A plain or custom view writes its hugging priorities when not 250 both
    /// ways (transmission_MainMenu's bottom bar, a custom view hugging at 750 vertically).
    static let hugging = AppKitContext.HuggingRule(omitted: (250, 250))

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.beginObject(view, of: element, className: "NSView")
        context.appendViewKeys(element, to: view, hugging: hugging)
    }

    /// A custom view is a class swapper when the document instantiates
    /// directly; otherwise an `NSCustomView` that names its class after the
    /// view keys (with an `IBClassReference` when the element names one).
    static func compileCustomView(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        if context.instantiatesDirectly {
            context.beginObject(view, of: element, className: "NSView", always: true)
            context.appendViewKeys(element, to: view, hugging: hugging)
            return
        }
        context.builder.setClass("NSCustomView", of: view)
        context.appendViewKeys(element, to: view, hugging: hugging)
        if element[attribute: "customClass"] != nil { context.appendClassReference(element, to: view) }
        context.appendString("NSClassName", CustomClass.runtimeName(of: element, options: context.options) ?? "NSView", to: view)
    }
}
