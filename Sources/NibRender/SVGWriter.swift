import XIBReader

/// Writes a ``RenderPicture`` as an SVG 1.1 document: a wireframe of
/// rectangles (filled with the views' background colors), their text at its
/// font size, image views as crossed placeholders with the image's name, and
/// optionally outlets as arrows. The output depends on the picture alone, so
/// the same file always gives the same bytes.
public struct SVGWriter: Sendable {
    /// How hidden views are drawn.
    public enum HiddenViews: String, Sendable, CaseIterable {
        /// Dashed and faded.
        case dashed
        /// Left out, with their subviews.
        case omit
    }

    public var hidden: HiddenViews
    /// Whether to draw outlets as arrows from their source (or the picture's corner) to their destination.
    public var outlets: Bool

    public init(hidden: HiddenViews = .dashed, outlets: Bool = false) {
        self.hidden = hidden
        self.outlets = outlets
    }

    static let margin = 16.0
    static let headingHeight = 22.0

    /// The picture as an SVG document.
    public func svg(_ picture: RenderPicture) -> String {
        let bounds = picture.bounds
        let left = bounds.x - Self.margin, top = bounds.y - Self.margin - Self.headingHeight
        let width = max(bounds.width, 160) + 2 * Self.margin, height = bounds.height + 2 * Self.margin + Self.headingHeight
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(n(width))" height="\(n(height))" \
            viewBox="\(n(left)) \(n(top)) \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
            <title>\(escape(picture.title))</title>
            <rect x="\(n(left))" y="\(n(top))" width="\(n(width))" height="\(n(height))" fill="#f4f4f6"/>
            <text x="\(n(bounds.x))" y="\(n(bounds.y - Self.margin / 2 - 4))" font-size="13" fill="#333">\(escape(picture.title))</text>

            """
        if outlets && !picture.outlets.isEmpty {
            out += """
                <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto">\
                <path d="M0,0 L10,5 L0,10 z" fill="#c0392b"/></marker></defs>

                """
        }
        var omitted = Set<Int>()
        let parents = Set(picture.views.compactMap(\.parent))
        for (index, view) in picture.views.enumerated() {
            if let parent = view.parent, omitted.contains(parent) {
                omitted.insert(index)
                continue
            }
            if view.isHidden && hidden == .omit {
                omitted.insert(index)
                continue
            }
            out += element(view, isLeaf: !parents.contains(index))
        }
        if outlets {
            for outlet in picture.outlets where !omitted.contains(outlet.destination) {
                out += arrow(outlet, in: picture)
            }
        }
        out += "</svg>\n"
        return out
    }

    /// One view: a group titled with its class and id, its rectangle, then its
    /// image placeholder and text; a leaf without either shows its class in a corner.
    func element(_ view: RenderView, isLeaf: Bool) -> String {
        let r = view.rect
        let dashed = view.isHidden ? " stroke-dasharray=\"4 3\" opacity=\"0.5\"" : ""
        var out = "<g><title>\(escape(view.className)) \(escape(view.id))\(view.isHidden ? " (hidden)" : "")</title>"
        let fill = view.background.map { "fill=\"\($0.hex)\"" + ($0.opacity < 1 ? " fill-opacity=\"\(n($0.opacity))\"" : "") } ?? "fill=\"none\""
        out += "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\" \(fill) "
            + "stroke=\"#5a6270\" stroke-width=\"1\"\(dashed)/>"
        if let image = view.image {
            out += "<path d=\"M\(n(r.x)),\(n(r.y)) L\(n(r.maxX)),\(n(r.maxY)) M\(n(r.maxX)),\(n(r.y)) L\(n(r.x)),\(n(r.maxY))\" "
                + "stroke=\"#9aa3b0\" stroke-width=\"0.75\" fill=\"none\"\(dashed)/>"
            out += text(image, x: r.x + r.width / 2, y: r.maxY - 6, size: 10, color: "#4060a0", opacity: nil, dashed: dashed)
        }
        if let text = view.text {
            let size = view.fontSize.flatMap { $0.isFinite && $0 > 0 ? min($0, 200) : nil } ?? 12
            let color = view.textColor
            out += self.text(text, x: r.x + r.width / 2, y: r.y + r.height / 2 + size * 0.35, size: size, color: color?.hex ?? "#111",
                             opacity: color.flatMap { $0.opacity < 1 ? $0.opacity : nil }, dashed: dashed)
        } else if isLeaf, view.image == nil, r.width >= 60, r.height >= 14 {
            out += self.text(view.className, x: r.x + 3, y: r.y + 10, size: 8, color: "#8a93a0", opacity: nil, dashed: dashed, anchor: "start")
        }
        return out + "</g>\n"
    }

    func text(_ text: String, x: Double, y: Double, size: Double, color: String, opacity: Double?, dashed: String,
              anchor: String = "middle") -> String {
        let fade = opacity.map { " fill-opacity=\"\(n($0))\"" } ?? ""
        let hidden = dashed.isEmpty ? "" : " opacity=\"0.5\""
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\" fill=\"\(color)\"\(fade)\(hidden)>"
            + escape(text) + "</text>"
    }

    /// An outlet: an arrow from its source's center (or from above the picture when the source is not drawn) to its destination's.
    func arrow(_ outlet: RenderOutlet, in picture: RenderPicture) -> String {
        let destination = picture.views[outlet.destination].rect
        let end = (destination.x + destination.width / 2, destination.y + destination.height / 2)
        let start: (Double, Double)
        if let source = outlet.source {
            let rect = picture.views[source].rect
            start = (rect.x + rect.width / 2, rect.y + rect.height / 2)
        } else {
            let bounds = picture.bounds
            start = (bounds.x + 4, bounds.y + 4)
        }
        let label = "\(outlet.sourceName).\(outlet.property)"
        return "<g><title>outlet \(escape(label))</title><line x1=\"\(n(start.0))\" y1=\"\(n(start.1))\" x2=\"\(n(end.0))\" "
            + "y2=\"\(n(end.1))\" stroke=\"#c0392b\" stroke-width=\"1.25\" marker-end=\"url(#arrow)\"/>"
            + text(outlet.property, x: (start.0 + end.0) / 2, y: (start.1 + end.1) / 2 - 3, size: 9, color: "#c0392b", opacity: nil,
                   dashed: "")
            + "</g>\n"
    }

    /// A document for a file that has no views to draw: its name and a note.
    public func empty(title: String, note: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="320" height="80" viewBox="0 0 320 80" \
        font-family="Helvetica, Arial, sans-serif">
        <title>\(escape(title))</title>
        <rect x="0" y="0" width="320" height="80" fill="#f4f4f6"/>
        <text x="16" y="30" font-size="13" fill="#333">\(escape(title))</text>
        <text x="16" y="56" font-size="12" fill="#8a93a0">\(escape(note))</text>
        </svg>

        """
    }
}

/// A number for SVG and JSON: at most four decimals, no trailing zeros, 0 for NaN and infinities.
func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
}

/// Text as XML character data or an attribute value.
func escape(_ text: String) -> String { XMLEscaping.escaped(text) }
