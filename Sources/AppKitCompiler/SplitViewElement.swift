import NibBytes
import NibGraph
import XIBReader

/// `<splitView>` → `NSSplitView`.
///
/// A split view writes its view keys, then `NSIsVertical` (only when its
/// dividers are vertical), `NSDividerStyle` (only when not thick, the
/// default: thin 2, pane splitter 3) and `NSAutosaveName` (when given).
///
/// AppKit lays the arranged views out itself: one after the other along the
/// split axis (left to right, or top to bottom as a split view is flipped),
/// a divider apart, each filling the split view across it. Views that do not
/// already tile it share its length, less the dividers, in proportion to their
/// lengths in the document. Each arranged view clips to its bounds
/// (`NSViewClipsToBoundsKeyName`), whatever the document says.
enum SplitViewElement {
    /// `NSSplitViewDividerStyle` values and the thickness of each divider.
    static let dividerStyles: [String: (value: Int64, thickness: Double)] = [
        "thick": (1, 9), "thin": (2, 1), "paneSplitter": (3, 10),
    ]

    /// The holding priority AppKit gives a view without one (not encoded).
    static let defaultHoldingPriority = 250.0

    static let knownAttributes: NameSet = [
        "id", "key", "vertical", "dividerStyle", "autosaveName", "customClass", "customModule", "customModuleProvider",
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "wantsLayer", "userLabel", "identifier",
        "autoresizesSubviews", "arrangesAllSubviews",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ split: Reference) {
        context.warnUnknownAttributes(of: element, known: knownAttributes)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "subviews", "holdingPriorities"])
        for priority in element.child(named: "holdingPriorities")?.children ?? []
        where context.number(priority, "value") != defaultHoldingPriority {
            context.warn("holding priorities other than 250 are not supported yet; they are left out", at: priority)
        }
        if element.bool("arrangesAllSubviews") == false {
            context.warn("arrangesAllSubviews=\"NO\" is not supported yet; every subview is arranged", at: element)
        }
        let styleName = element[attribute: "dividerStyle"] ?? "thick"
        let style = dividerStyles[styleName] ?? dividerStyles["thick"]!
        if dividerStyles[styleName] == nil {
            context.warn("dividerStyle=\"\(styleName)\" is not supported yet; thick is used", at: element)
        }
        let vertical = element.bool("vertical") == true
        context.beginObject(split, of: element, className: "NSSplitView")

        let frame = element.child(named: "rect", key: "frame").map { context.rect($0) } ?? [0, 0, 0, 0]
        let arranged = element.children(of: "subviews")
        let frames = layout(arranged.map { view in view.child(named: "rect", key: "frame").map { context.rect($0) } ?? [0, 0, 0, 0] },
                            in: (frame[2], frame[3]), vertical: vertical, divider: style.thickness)
        let savedClipping = context.clippingSuperview
        context.clippingSuperview = split
        context.appendViewKeys(element, to: split, parts: .init(compileSubviews: { context in
            zip(arranged, frames).compactMap { view, frame in
                let mask = view.child(named: "autoresizingMask", key: "autoresizingMask").map(AppKitContext.autoresizingMask)
                    ?? (context.document.usesAutolayout ? AppKitContext.ViewFlags.defaultAutolayoutMask
                        : AppKitContext.ViewFlags.defaultMask)
                context.laidOutView = (split, frame, mask)
                defer { context.laidOutView = nil }
                return context.compile(view)
            }
        }))
        context.clippingSuperview = savedClipping
        if vertical { context.append("NSIsVertical", .bool(true), to: split) }
        if style.value != 1 { context.append("NSDividerStyle", .integer(style.value), to: split) }
        if let name = element[attribute: "autosaveName"] { context.appendString("NSAutosaveName", name, to: split) }
    }

    /// The frames AppKit gives views of `frames` arranged in a split view of
    /// `size`: along x when `vertical`, else along y from the top, `divider`
    /// points apart. Lengths that already tile the split view are kept;
    /// others are scaled to it, each rounded but the last, which takes the rest.
    static func layout(_ frames: [[Double]], in size: (Double, Double), vertical: Bool, divider: Double) -> [[Double]] {
        guard !frames.isEmpty else { return [] }
        let axis = vertical ? 2 : 3
        let total = vertical ? size.0 : size.1
        let across = vertical ? size.1 : size.0
        let available = max(total - divider * Double(frames.count - 1), 0)
        var lengths = frames.map { $0[axis] }
        let sum = lengths.reduce(0, +)
        if sum != available {
            var used = 0.0
            for index in lengths.indices {
                if index == lengths.count - 1 {
                    lengths[index] = available - used
                } else {
                    lengths[index] = sum > 0 ? (lengths[index] * available / sum).rounded() : 0
                    used += lengths[index]
                }
            }
        }
        var position = 0.0
        return lengths.map { length in
            defer { position += length + divider }
            return vertical ? [position, 0, length, across] : [0, position, across, length]
        }
    }
}
