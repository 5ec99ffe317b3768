import IBDocument
import NibGraph
import XIBReader

/// Values the bars (navigation bar, tab bar, toolbar, search bar) share.
extension UIKitContext {
    /// A bar's class, its view keys (bars always write content hugging), then
    /// its `UIBarStyle`.
    ///
    /// A container controller's bar is the one the controller makes for
    /// itself: 320 points wide (the document's width is Interface Builder's
    /// canvas), at the document's origin and height, with the container's
    /// autoresizing mask (`containerMask`), whatever the document says (Apple's
    /// iOS 10 SDK storyboard pair: a 600-point navigation bar and tab bar
    /// without masks become 320 points wide, flexible width, the tab bar also
    /// with a flexible top margin).
    mutating func beginBar(_ element: XIBElement, _ bar: Reference, className: String, opaque: Bool,
                           containerMask: Int64 = 0) {
        beginObject(bar, of: element, className: className)
        var overrides = ViewOverrides()
        if barController != nil {
            let frame = element.child(named: "rect", key: "frame")
            overrides.frame = [frame?.double("x") ?? 0, frame?.double("y") ?? 0, Self.containerBarWidth,
                               frame?.double("height") ?? 0]
            overrides.autoresizingMask = containerMask
        }
        appendViewKeys(element, to: bar, defaults: .bar(opaque: opaque), overrides: overrides)
        appendBarStyle(element, to: bar)
    }

    /// The width of the bar a container controller makes.
    static let containerBarWidth = 320.0

    /// A bar item's (`UIBarItem`'s) title and image.
    mutating func appendBarItemTitleAndImage(_ element: XIBElement, to item: Reference) {
        if let title = element[attribute: "title"] {
            append("UITitle", .object(text(title, key: element[attribute: "id"].map { $0 + ".title" })), to: item)
        }
        if let image = image(of: element, "image") { append("UIImage", .object(image), to: item) }
    }

    /// `UIBarStyle` when `barStyle` is not the default (black 1, blackTranslucent 2).
    mutating func appendBarStyle(_ element: XIBElement, to bar: Reference) {
        let styles: [String: Int64] = ["default": 0, "black": 1, "blackTranslucent": 2, "blackOpaque": 1]
        guard let name = element[attribute: "barStyle"] else { return }
        guard let style = styles[name] else {
            warn("bar style \"\(name)\" is not known; left out", at: element)
            return
        }
        if style != 0 { append("UIBarStyle", .integer(style), to: bar) }
    }

    /// `UIBarTintColor` from `<color key="barTintColor">`.
    mutating func appendBarTintColor(_ element: XIBElement, to bar: Reference) {
        if let color = element.child(named: "color", key: "barTintColor").flatMap({ color($0) }) {
            append("UIBarTintColor", .object(color), to: bar)
        }
    }

    /// `UIBarTranslucence`: 1 translucent (the default), 2 opaque (`translucent="NO"`).
    mutating func appendBarTranslucence(_ element: XIBElement, to bar: Reference, key: String = "UIBarTranslucence") {
        append(key, .integer(element.bool("translucent") == false ? 2 : 1), to: bar)
    }

    /// Whether `child`'s key, or name when it has none, is among `names`
    /// (a child ``warnUnsupported(_:attributes:children:)`` names).
    static func isNamed(_ child: XIBElement, among names: [String]) -> Bool {
        names.contains(child[attribute: "key"] ?? child.name)
    }

    /// The warning, said once per document, that a text attribute font is written by analogy.
    static let unverifiedTextAttributeFont = "a bar's text attribute font is written under the legacy key Font and "
        + "NSFont, after the colors, as the colors are written under both keys; no Apple nib of the corpus has a font "
        + "there (not checked)"

    /// `<textAttributes>` → the `NSDictionary` UIKit's bars keep: each color under
    /// its legacy `UITextAttribute…` key and its `NSAttributedString` key, the
    /// shadow color inside an `NSShadow`. Entry order is the dictionary's hash
    /// order as Apple's output shows it: iOS 7 `TextShadowColor`, `NSShadow`,
    /// `NSColor`, `TextColor`; iOS 10 `NSShadow`, `TextColor`, `TextShadowColor`,
    /// `NSColor` (subsets keep that relative order, which no pair confirms yet).
    /// A `<fontDescription>` is the font under `Font` (the legacy key, by the
    /// colors' analogy) and `NSFont` (`NSFontAttributeName`), last (not checked).
    mutating func textAttributes(_ element: XIBElement) -> Reference {
        var entries: [String: Reference] = [:]
        if let color = element.child(named: "color", key: "textColor").flatMap({ textAttributeColor($0) }) {
            entries["TextColor"] = color
            entries["NSColor"] = color
        }
        if let color = element.child(named: "color", key: "textShadowColor").flatMap({ textAttributeColor($0) }) {
            let shadow = builder.addObject("NSShadow")
            append("NSShadowColor", .object(color), to: shadow)
            entries["TextShadowColor"] = color
            entries["NSShadow"] = shadow
        }
        if let font = element.child(named: "fontDescription", key: "fontDescription").flatMap({ self.font($0) }) {
            warn(Self.unverifiedTextAttributeFont, at: element)
            entries["Font"] = font
            entries["NSFont"] = font
        }
        for child in element.children
        where !["textColor", "textShadowColor", "fontDescription"].contains(child[attribute: "key"] ?? "") {
            warn("text attribute \(child[attribute: "key"] ?? child.name) is not supported yet; it is left out", at: child)
        }
        let order = (sdk <= 7 ? ["TextShadowColor", "NSShadow", "NSColor", "TextColor"]
            : ["NSShadow", "TextColor", "TextShadowColor", "NSColor"]) + ["Font", "NSFont"]
        let pairs = order.compactMap { key in entries[key].map { (key: builder.string(key), value: $0) } }
        return builder.dictionary(pairs, className: FoundationClasses.dictionary)
    }

    /// A text attribute's color: Interface Builder makes gray ones with
    /// `+[UIColor colorWithWhite:alpha:]`, which gives UIKit's named white,
    /// black and clear colors for those values (Apple's iOS 7 and iOS 10
    /// output); other colors are as anywhere else.
    private mutating func textAttributeColor(_ element: XIBElement) -> Reference? {
        if element[attribute: "cocoaTouchSystemColor"] == nil, element[attribute: "systemColor"] == nil,
           let white = element.double("white"), [(1, 1), (0, 1), (0, 0)].contains(where: { $0 == (white, element.double("alpha") ?? 1) }) {
            return grayColor(white, alpha: element.double("alpha") ?? 1, at: element)
        }
        return color(element)
    }
}

extension ViewDefaults {
    /// A bar's view defaults: bars always write their content hugging
    /// priorities, even at the defaults (Apple's iOS 7 and iOS 10 output).
    static func bar(opaque: Bool) -> ViewDefaults {
        ViewDefaults(opaque: opaque, writesContentHugging: true)
    }
}

/// The `<items>` of a bar, in document order.
enum BarItems {
    @Sendable static func items(of element: XIBElement) -> XIBElementList {
        element.children(of: "items")
    }
}
