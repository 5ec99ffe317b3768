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
        /// The autoresizing mask a view without `<autoresizingMask>` gets:
        /// flexible bottom and top margins, or right and bottom ones under Auto Layout.
        static let defaultMask: Int64 = 0x28
        static let defaultAutolayoutMask: Int64 = 0x0C
    }

    /// Runs `body` with `superview` as the superview of the views it compiles,
    /// and `defaultSize` as the size of a view without a frame.
    mutating func withSuperview<T>(_ superview: Reference?, defaultSize: (Double, Double)? = nil,
                                   _ body: (inout AppKitContext) -> T) -> T {
        let saved = (self.superview, self.defaultViewSize)
        self.superview = superview
        if let defaultSize { defaultViewSize = defaultSize }
        defer { (self.superview, self.defaultViewSize) = saved }
        return body(&self)
    }

    /// The view keys of `element` for `view`; `body` adds the subclass's keys
    /// in between where the subclass's encoder puts them (none yet).
    mutating func appendViewKeys(_ element: XIBElement, to view: Reference) {
        let superview = self.superview
        append("NSNextResponder", superview.map { .object($0) } ?? .null, to: view)
        append("NSNibTouchBar", .null, to: view)
        var flags: Int64 = 0
        if element.bool("autoresizesSubviews") ?? true { flags |= ViewFlags.autoresizesSubviews }
        if let mask = element.child(named: "autoresizingMask", key: "autoresizingMask") {
            flags |= Self.autoresizingMask(mask)
        } else {
            flags |= document.usesAutolayout ? ViewFlags.defaultAutolayoutMask : ViewFlags.defaultMask
        }
        if element.bool("hidden") == true { flags |= ViewFlags.hidden }
        append("NSvFlags", .integer(flags), to: view)
        let subviews = withSuperview(view) { context in
            element.children(of: "subviews").compactMap { context.compile($0) }
        }
        if !subviews.isEmpty {
            append("NSSubviews", .object(builder.array(subviews, className: FoundationClasses.mutableArray)), to: view)
        }
        let frame = element.child(named: "rect", key: "frame").map { rect($0) }
            ?? [0, 0, defaultViewSize.0, defaultViewSize.1]
        if frame[0] == 0, frame[1] == 0 {
            appendString("NSFrameSize", GeometryText.size(frame[2], frame[3]), to: view)
        } else {
            appendString("NSFrame", GeometryText.rect(frame), to: view)
        }
        if let superview { append("NSSuperview", .object(superview), to: view) }
        if element.bool("wantsLayer") == true { append("NSViewIsLayerTreeHost", .bool(true), to: view) }
        append("NSViewWantsBestResolutionOpenGLSurface", .bool(true), to: view)
        append("IBNSSafeAreaLayoutGuide", .null, to: view)
        append("IBNSLayoutMarginsGuide", .null, to: view)
        append("IBNSClipsToBounds", .integer(element.bool("clipsToBounds") == true ? 1 : 0), to: view)
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
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.beginObject(view, of: element, className: "NSView")
        context.appendViewKeys(element, to: view)
    }

    /// A custom view is a class swapper when the document instantiates
    /// directly; otherwise an `NSCustomView` that names its class after the
    /// view keys (with an `IBClassReference` when the element names one).
    static func compileCustomView(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        if context.instantiatesDirectly {
            context.beginObject(view, of: element, className: "NSView", always: true)
            context.appendViewKeys(element, to: view)
            return
        }
        context.builder.setClass("NSCustomView", of: view)
        context.appendViewKeys(element, to: view)
        if element[attribute: "customClass"] != nil { context.appendClassReference(element, to: view) }
        context.appendString("NSClassName", CustomClass.runtimeName(of: element, options: context.options) ?? "NSView", to: view)
    }
}
