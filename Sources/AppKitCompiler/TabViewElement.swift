import NibBytes
import NibGraph
import XIBReader

/// `<tabView>` → `NSTabView`, `<tabViewItem>` → `NSTabViewItem`.
///
/// A tab view writes its view keys, its only subview being the selected
/// item's view (`NSSubviews` is written even when empty), then
/// `NSTabViewItems`, `NSSelectedTabViewItem` (the `initialItem`, else the
/// first), `NSFont` (the small system font unless the document gives one),
/// `NSTvFlags` (the tab type; the control size in bits 26 and 27), `NSAllowTruncatedLabels` and, unless the
/// document turns it off, `NSDrawsBackground`.
///
/// The objects list each item under its tab view and each item's view under
/// its item. A view of an item that is not selected is outside the view tree:
/// no next responder, no superview.
///
/// Selecting an item sets AppKit's default key view loop up in its view: from
/// the tab view to the item's view, then through every view below it, depth
/// first, each view's subviews in reading order (see ``readingOrder(_:flipped:)``),
/// and from the last back to the tab view. A link into a clip view is left
/// empty (the clip view's own leads on to its document view).
enum TabViewElement {
    /// `NSTvFlags` values of `type`.
    static let types: [String: Int64] = [
        "topTabsBezelBorder": 0, "leftTabsBezelBorder": 1, "bottomTabsBezelBorder": 2, "rightTabsBezelBorder": 3,
        "noTabsBezelBorder": 4, "noTabsLineBorder": 5, "noTabsNoBorder": 6,
    ]

    /// Said once per document for a tab view that is not of the regular size.
    static let unverifiedControlSize = "a tab view's control size is written in NSTvFlags bits 26 and 27, where GNUstep "
        + "reads it; no Apple nib of the corpus checks the encoding"

    static let knownAttributes: NameSet = [
        "id", "key", "type", "controlSize", "drawsBackground", "initialItem", "allowsTruncatedLabels", "customClass", "customModule",
        "customModuleProvider", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "wantsLayer",
        "userLabel", "identifier", "autoresizesSubviews", "misplaced", "ambiguous",
    ]

    /// Elements whose subviews AppKit orders with y growing downwards.
    static let flippedElements: Set<String> = ["scrollView", "splitView", "tableView", "outlineView"]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ tabView: Reference) {
        context.warnUnknownAttributes(of: element, known: knownAttributes)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "font:font", "tabViewItems"])
        let typeName = element[attribute: "type"] ?? "topTabsBezelBorder"
        if types[typeName] == nil {
            context.warn("type=\"\(typeName)\" is not supported yet; tabs on top are used", at: element)
        }
        context.beginObject(tabView, of: element, className: "NSTabView")
        let itemElements = element.child(named: "tabViewItems")?.children ?? []
        for other in itemElements where other.name != "tabViewItem" {
            context.warn("<\(other.name)> in <tabViewItems> is not supported yet; it is left out", at: other)
        }
        let items = itemElements.filter { $0.name == "tabViewItem" }
        let initial = element[attribute: "initialItem"]
        let selected = items.first { $0[attribute: "id"] == initial && initial != nil } ?? items.first
        let selectedView = selected?.child(named: "view", key: "view")
        if let selectedView { setUpKeyViewLoop(&context, tabView: tabView, itemView: selectedView) }

        var itemReferences: [Reference] = []
        context.appendViewKeys(element, to: tabView, parts: .init(compileSubviews: { context in
            for item in items {
                // Only the selected item's view is in the view tree.
                let inTree = item[attribute: "id"] == selected?[attribute: "id"]
                if let reference = context.withSuperview(inTree ? tabView : nil, { $0.compile(item) }) {
                    itemReferences.append(reference)
                }
            }
            return selectedView.flatMap { $0[attribute: "id"] }.map { [context.object(forID: $0)] } ?? []
        }), alwaysSubviews: true)

        context.append("NSTabViewItems", .object(context.builder.array(itemReferences, className: FoundationClasses.mutableArray)),
                       to: tabView)
        if let id = selected?[attribute: "id"] {
            context.append("NSSelectedTabViewItem", .object(context.object(forID: id)), to: tabView)
        }
        let font = element.child(named: "font", key: "font").map { context.font($0) }
            ?? context.fontObject(name: AppKitContext.systemFontName, size: 11, flags: 0xC1C)
        context.append("NSFont", .object(font), to: tabView)
        // The control size sits in bits 26 and 27, as GNUstep's -[NSTabView initWithCoder:] reads Apple's nibs.
        var flags = types[typeName] ?? 0
        if let size = element[attribute: "controlSize"], size != "regular" {
            if let value = AppKitContext.controlSizes[size] {
                flags |= value << 26
                context.warnOnce(unverifiedControlSize, at: element)
            } else {
                context.warn("controlSize=\"\(size)\" is not supported yet; it is left out", at: element)
            }
        }
        context.append("NSTvFlags", .integer(flags), to: tabView)
        context.append("NSAllowTruncatedLabels", .bool(element.bool("allowsTruncatedLabels") ?? true), to: tabView)
        if element.bool("drawsBackground") ?? true { context.append("NSDrawsBackground", .bool(true), to: tabView) }
    }

    /// An item: `NSIdentifier` (when given), `NSView`, `NSLabel`, `NSColor`
    /// (the control color) and `NSTabView`, the tab view it is compiled in.
    static func compileItem(_ context: inout AppKitContext, _ element: XIBElement, _ item: Reference) {
        context.warnUnknownAttributes(of: element, known: ["id", "label", "identifier", "userLabel"])
        context.warnUnknownChildren(of: element, known: ["view:view"])
        context.builder.setClass("NSTabViewItem", of: item)
        let tabView = context.parentStack[context.parentStack.count - 2]
        let saved = context.inTabViewItem
        context.inTabViewItem = true
        let view = element.child(named: "view", key: "view").flatMap { context.compile($0) }
        context.inTabViewItem = saved
        if let identifier = element[attribute: "identifier"] { context.appendString("NSIdentifier", identifier, to: item) }
        if let view { context.append("NSView", .object(view), to: item) }
        context.appendString("NSLabel", element[attribute: "label"] ?? "", to: item)
        context.append("NSColor", .object(context.catalogColor("controlColor")), to: item)
        context.append("NSTabView", .object(tabView), to: item)
    }

    // MARK: Key view loop

    /// Puts the links of the key view loop through `itemView` in `context.keyViewLinks`.
    static func setUpKeyViewLoop(_ context: inout AppKitContext, tabView: Reference, itemView: XIBElement) {
        let loop = [itemView] + descendants(of: itemView)
        var previous = tabView
        for view in loop {
            guard let id = view[attribute: "id"] else { continue }
            let reference = context.object(forID: id)
            context.keyViewLinks[previous] = view.name == "clipView" ? .some(nil) : reference
            previous = reference
        }
        context.keyViewLinks[previous] = tabView
    }

    /// The views below `element`, depth first, each view's subviews in reading order.
    static func descendants(of element: XIBElement) -> XIBElementList {
        XIBElementList(readingOrder(subviews(of: element), flipped: flippedElements.contains(element.name))
            .flatMap { [$0] + descendants(of: $0) })
    }

    /// The subview elements of `element`: a scroll view's clip view and
    /// scrollers, a box's content view, or its `<subviews>`.
    static func subviews(of element: XIBElement) -> XIBElementList {
        switch element.name {
        case "scrollView": XIBElementList(["contentView", "horizontalScroller", "verticalScroller"].compactMap { element.child(key: $0) })
        case "box": element.child(named: "view", key: "contentView").map { [$0] } ?? []
        case "tabView": []
        default: element.children(of: "subviews")
        }
    }

    /// How many subviews of one view are put in reading order.
    static let maximumOrderedViews = 2_000

    /// `views` in reading order, as Apple's key view loops show, compared two
    /// at a time: two views whose vertical extents overlap by more than a
    /// point read from left to right (then from the top down, then in
    /// document order); others from the top down (then in document order).
    /// nkv_overlap reads a view before one it overlaps by 3 points further
    /// right though that one's top is higher; the Flycut bundle's
    /// preferences read a view overlapping another by 1 point after it when
    /// its top is lower, and keep two rows apart that views of each overlap.
    /// A flipped superview's y grows downwards.
    static func readingOrder(_ views: XIBElementList, flipped: Bool) -> XIBElementList {
        // Views are inserted one by one (quadratic): past a size no window has, document order stands.
        guard views.count <= maximumOrderedViews else { return views }
        // Each view's x and its vertical extent as distances from the top (negated y when not flipped).
        let boxes = views.map { view -> (x: Double, top: Double, bottom: Double) in
            guard let rect = view.child(named: "rect", key: "frame") else { return (0, 0, 0) }
            let number = { (name: String) in Double(rect[attribute: name] ?? "") ?? 0 }
            let (y, height) = (number("y"), number("height"))
            return flipped ? (number("x"), y, y + height) : (number("x"), -(y + height), -y)
        }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let overlap = min(boxes[a].bottom, boxes[b].bottom) - max(boxes[a].top, boxes[b].top)
            if overlap > 1 { return (boxes[a].x, boxes[a].top, a) < (boxes[b].x, boxes[b].top, b) }
            return (boxes[a].top, a) < (boxes[b].top, b)
        }
        // An insertion sort: the comparison need not be transitive, and each view goes after every view it does not precede.
        var ordered: [Int] = []
        for index in views.indices {
            var position = ordered.count
            while position > 0, precedes(index, ordered[position - 1]) { position -= 1 }
            ordered.insert(index, at: position)
        }
        return XIBElementList(ordered.map { views[$0] })
    }
}
