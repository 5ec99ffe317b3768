/// A wireframe of an Interface Builder file: one picture per top-level view,
/// window or storyboard scene, each a flat list of rectangles with their text
/// and colors. Built from a document (``DocumentLayout``) or a compiled nib's
/// object graph (``NibLayout``), so both sides of a pair can be compared, and
/// written as SVG (``SVGWriter``) or JSON (``LayoutJSON``).
public struct RenderLayout: Sendable, Equatable {
    public var pictures: [RenderPicture]

    public init(pictures: [RenderPicture]) {
        self.pictures = pictures
    }
}

/// One top-level view, window or scene and everything drawn inside it.
public struct RenderPicture: Sendable, Equatable {
    /// A short unique name: the scene's or root view's id in a document, `#INDEX` in a nib.
    public var name: String
    /// What the picture shows (class, title or scene), for its heading.
    public var title: String
    /// The views in drawing order (each before its subviews); the first is the root.
    public var views: [RenderView]
    public var outlets: [RenderOutlet]

    public init(name: String, title: String, views: [RenderView], outlets: [RenderOutlet] = []) {
        self.name = name
        self.title = title
        self.views = views
        self.outlets = outlets
    }

    /// The smallest rectangle holding every view, in picture coordinates.
    public var bounds: RenderRect {
        guard let first = views.first?.rect else { return RenderRect(x: 0, y: 0, width: 0, height: 0) }
        return views.dropFirst().reduce(first) { $0.union($1.rect) }
    }
}

/// A view (or window) as drawn.
public struct RenderView: Sendable, Equatable {
    /// The element's `id` in a document, `#INDEX` in a nib.
    public var id: String
    /// The class the runtime builds: the custom class when there is one.
    public var className: String
    /// The frame as stored, in the superview's coordinates (AppKit's y up, as the file has it).
    public var frame: RenderRect
    /// Where the view is drawn: picture coordinates, origin top left, y down, the root at (0, 0).
    public var rect: RenderRect
    /// The index of the superview in ``RenderPicture/views``; nil for the root.
    public var parent: Int?
    public var depth: Int
    public var isHidden: Bool
    public var background: RenderColor?
    /// A label's, button's or text field's text (a placeholder's when there is no text).
    public var text: String?
    public var fontSize: Double?
    public var textColor: RenderColor?
    /// An image view's (or a button's) image name.
    public var image: String?

    public init(id: String, className: String, frame: RenderRect, rect: RenderRect, parent: Int? = nil, depth: Int = 0,
                isHidden: Bool = false, background: RenderColor? = nil, text: String? = nil, fontSize: Double? = nil,
                textColor: RenderColor? = nil, image: String? = nil) {
        self.id = id
        self.className = className
        self.frame = frame
        self.rect = rect
        self.parent = parent
        self.depth = depth
        self.isHidden = isHidden
        self.background = background
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
        self.image = image
    }
}

/// An outlet whose destination is drawn in the picture.
public struct RenderOutlet: Sendable, Equatable {
    public var property: String
    /// The source's index in ``RenderPicture/views``; nil when the source is not a view of the picture (File's Owner, a controller).
    public var source: Int?
    /// The source as a person would name it (`File's Owner`, a class name).
    public var sourceName: String
    public var destination: Int

    public init(property: String, source: Int?, sourceName: String, destination: Int) {
        self.property = property
        self.source = source
        self.sourceName = sourceName
        self.destination = destination
    }
}

public struct RenderRect: Sendable, Equatable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func union(_ other: RenderRect) -> RenderRect {
        let left = min(x, other.x), top = min(y, other.y)
        return RenderRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Whether every number is finite (a hostile file may store NaN or infinities).
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

/// An sRGB color with alpha, components from 0 to 1.
public struct RenderColor: Sendable, Equatable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#rrggbb`, each component clamped to 0…1 and rounded.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            let value = component.isFinite ? Int((min(1, max(0, component)) * 255).rounded()) : 0
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }

    /// Alpha clamped to 0…1 (NaN as 1).
    public var opacity: Double { alpha.isFinite ? min(1, max(0, alpha)) : 1 }
}
