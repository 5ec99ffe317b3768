/// A view as read from a document or a nib, before it is placed: the frame as
/// stored and its subviews. Both readers build these; ``picture(name:title:outlets:)``
/// places them the same way, so a document and its compiled nib draw alike.
struct ViewTree {
    var id: String
    var className: String
    /// Nil when the file gives none: the view then fills its superview.
    var frame: RenderRect?
    var isHidden = false
    var background: RenderColor?
    var text: String?
    var fontSize: Double?
    var textColor: RenderColor?
    var image: String?
    /// AppKit: frames in this view are measured from its bottom edge (y up) unless it is flipped.
    var measuresFromBottom = false
    var subviews: [ViewTree] = []

    /// The deepest view tree a reader follows: deeper views are left out.
    static let maximumDepth = 256
    /// The longest text kept for a view, in characters; longer text ends in "…".
    static let maximumTextLength = 200

    /// `text` cut to ``maximumTextLength`` characters, or nil when empty.
    static func clipped(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        guard text.count > maximumTextLength else { return text }
        return String(text.prefix(maximumTextLength)) + "…"
    }

    /// An outlet between two ids, placed once the tree is a picture.
    struct Outlet {
        var property: String
        var sourceID: String
        var sourceName: String
        var destinationID: String
    }

    /// The tree as a picture: the root at (0, 0), each view placed in its
    /// superview (AppKit's y-up frames turned over); outlets kept when their
    /// destination is drawn.
    func picture(name: String, title: String, outlets: [Outlet]) -> RenderPicture {
        var views: [RenderView] = []
        let size = frame ?? RenderRect(x: 0, y: 0, width: 0, height: 0)
        place(parentRect: RenderRect(x: 0, y: 0, width: size.width, height: size.height), parent: nil, fromBottom: false,
              depth: 0, into: &views)
        var indices: [String: Int] = [:]
        for (index, view) in views.enumerated() where indices[view.id] == nil { indices[view.id] = index }
        let placed = outlets.compactMap { outlet -> RenderOutlet? in
            guard let destination = indices[outlet.destinationID] else { return nil }
            return RenderOutlet(property: outlet.property, source: indices[outlet.sourceID], sourceName: outlet.sourceName,
                                destination: destination)
        }
        return RenderPicture(name: name, title: title, views: views, outlets: placed)
    }

    private func place(parentRect: RenderRect, parent: Int?, fromBottom: Bool, depth: Int, into views: inout [RenderView]) {
        let stored = frame.flatMap { $0.isFinite ? $0 : nil }
        let rect: RenderRect
        if parent == nil {
            rect = parentRect
        } else if let stored {
            let y = fromBottom ? parentRect.height - stored.y - stored.height : stored.y
            rect = RenderRect(x: parentRect.x + stored.x, y: parentRect.y + y, width: stored.width, height: stored.height)
        } else {
            rect = parentRect
        }
        let index = views.count
        views.append(RenderView(
            id: id, className: className, frame: stored ?? RenderRect(x: 0, y: 0, width: rect.width, height: rect.height), rect: rect,
            parent: parent, depth: depth, isHidden: isHidden, background: background, text: text, fontSize: fontSize,
            textColor: textColor, image: image))
        for subview in subviews {
            subview.place(parentRect: rect, parent: index, fromBottom: measuresFromBottom, depth: depth + 1, into: &views)
        }
    }

    /// AppKit classes whose subviews' frames are measured from the top (their `isFlipped` is true).
    static let flippedAppKitClasses: Set<String> = [
        "NSTableView", "NSOutlineView", "NSTextView", "NSMatrix", "NSForm", "NSCollectionView", "NSSplitView", "NSTableHeaderView",
    ]
}
