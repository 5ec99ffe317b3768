import IBDocument
import XIBReader

/// Leaf views (no subviews of their own) compile through the 3.0 compiler's
/// element kinds: the IB 3 object is restated as the 3.0 element Interface
/// Builder's upgrade writes for it, at the object's line and column, and that
/// element kind writes the `UIKit` object. Each class's table says which IB 3
/// key becomes which 3.0 attribute; the view's own keys are in
/// ``LegacyViewElement/viewKeys`` and every class shares them.
struct LegacyElementBuilder {
    var attributes: [XIBAttribute] = []
    var children: XIBElementList = []
    let line: Int
    let column: Int

    init(_ object: LegacyObject) {
        line = object.line
        column = object.column
    }

    mutating func set(_ name: String, _ value: String?) {
        guard let value else { return }
        attributes.append(XIBAttribute(name: name, value: value))
    }

    mutating func set(_ name: String, _ value: Bool?) {
        guard let value else { return }
        set(name, value ? "YES" : "NO")
    }

    mutating func set(_ name: String, _ value: Double?) {
        guard let value else { return }
        set(name, Self.text(value))
    }

    /// A number as the 3.0 reader takes it back exactly.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    mutating func child(_ name: String, _ attributes: [(String, String)]) {
        children.append(XIBElement(name: name, attributes: attributes.map { XIBAttribute(name: $0.0, value: $0.1) },
                                   line: line, column: column))
    }

    func element(_ name: String, id: String?) -> XIBElement {
        var all = attributes
        if let id { all.insert(XIBAttribute(name: "id", value: id), at: 0) }
        return XIBElement(name: name, attributes: all, children: Array(children), line: line, column: column)
    }
}

/// The view keys as 3.0 attributes.
///
/// | IB 3 key | 3.0 |
/// |---|---|
/// | `NSFrame`, `NSFrameSize` | `<rect key="frame">` |
/// | `NSvFlags` bits 0–5, bit 8 | `<autoresizingMask>`, `autoresizesSubviews` |
/// | `IBUIOpaque`, `IBUIHidden` (or `NSvFlags` bit 31), `IBUIAlpha`, `IBUITag` | `opaque`, `hidden`, `alpha`, `tag` |
/// | `IBUIUserInteractionEnabled`, `IBUIMultipleTouchEnabled` | `userInteractionEnabled`, `multipleTouchEnabled` |
/// | `IBUIClearsContextBeforeDrawing`, `IBUIClipsSubviews`, `IBUIContentMode` | `clearsContextBeforeDrawing`, `clipsSubviews`, `contentMode` |
/// | `IBUIBackgroundColor` | `<color key="backgroundColor">` |
enum LegacyViewElement {
    static let contentModes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
                               "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]

    static func viewKeys(_ object: LegacyObject, _ context: inout LegacyContext) -> LegacyElementBuilder {
        var builder = LegacyElementBuilder(object)
        let frame = context.frame(object)
        builder.child("rect", [("key", "frame"), ("x", LegacyElementBuilder.text(frame[0])), ("y", LegacyElementBuilder.text(frame[1])),
                               ("width", LegacyElementBuilder.text(frame[2])), ("height", LegacyElementBuilder.text(frame[3]))])
        let flags = context.integer("NSvFlags", of: object) ?? 0
        if flags & 0x100 == 0 { builder.set("autoresizesSubviews", false) }
        let bits = [("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4), ("flexibleMinY", 8), ("heightSizable", 16),
                    ("flexibleMaxY", 32)].filter { flags & Int64($0.1) != 0 }
        if !bits.isEmpty { builder.child("autoresizingMask", [("key", "autoresizingMask")] + bits.map { ($0.0, "YES") }) }
        builder.set("opaque", context.bool("IBUIOpaque", of: object))
        if let hidden = context.bool("IBUIHidden", of: object) ?? (flags & (1 << 31) != 0 ? true : nil) {
            builder.set("hidden", hidden)
        }
        builder.set("alpha", context.double("IBUIAlpha", of: object))
        builder.set("tag", context.integer("IBUITag", of: object).map(Double.init))
        builder.set("userInteractionEnabled", context.bool("IBUIUserInteractionEnabled", of: object))
        builder.set("multipleTouchEnabled", context.bool("IBUIMultipleTouchEnabled", of: object))
        builder.set("clearsContextBeforeDrawing", context.bool("IBUIClearsContextBeforeDrawing", of: object))
        builder.set("clipsSubviews", context.bool("IBUIClipsSubviews", of: object))
        if let mode = context.integer("IBUIContentMode", of: object) {
            builder.set("contentMode", contentModes.indices.contains(Int(mode)) ? contentModes[Int(mode)] : nil)
        }
        context.colorElement("IBUIBackgroundColor", of: object, key: "backgroundColor", into: &builder)
        return builder
    }

    /// Compiles `builder` as the 3.0 element `name` with the element kind
    /// `compile`, as the object `reference` of `object` (its custom class from
    /// the archive's flattened properties).
    static func compile(_ builder: LegacyElementBuilder, name: String, of object: LegacyObject, as reference: Reference,
                        _ context: inout LegacyContext, with compile: (inout UIKitContext, XIBElement, Reference) -> Void) {
        var builder = builder
        builder.set("customClass", object.id.flatMap { context.customClasses[$0] })
        compile(&context.base, builder.element(name, id: object.id), reference)
    }
}

extension LegacyContext {
    /// Entry `key` of `object` as `<color key="KEY">`, added to `builder`.
    mutating func colorElement(_ key: String, of object: LegacyObject, key elementKey: String,
                               into builder: inout LegacyElementBuilder) {
        guard let color = archive.object(value(key, of: object)) else { return }
        if let element = colorElement(color, key: elementKey, line: builder.line, column: builder.column) {
            builder.children.append(element)
        }
    }

    /// `NSColor` as the 3.0 `<color>` it upgrades to (see `LegacyColor`'s table).
    mutating func colorElement(_ color: LegacyObject, key: String, line: Int, column: Int) -> XIBElement? {
        func element(_ attributes: [(String, String)]) -> XIBElement {
            XIBElement(name: "color", attributes: ([("key", key)] + attributes).map { XIBAttribute(name: $0.0, value: $0.1) },
                       line: line, column: column)
        }
        let space = integer("NSColorSpace", of: color) ?? 0
        let text = LegacyElementBuilder.text
        switch space {
        case 1, 2:
            guard let c = colorComponents("NSRGB", of: color), c.count >= 3 else { break }
            return element([("red", text(c[0])), ("green", text(c[1])), ("blue", text(c[2])),
                            ("alpha", text(c.count > 3 ? c[3] : 1)), ("colorSpace", "calibratedRGB")])
        case 3, 4:
            guard let c = colorComponents("NSWhite", of: color), let white = c.first else { break }
            let alpha = text(c.count > 1 ? c[1] : 1)
            if space == 4 { return element([("white", text(white)), ("alpha", alpha), ("colorSpace", "deviceWhite")]) }
            if color["NSCustomColorSpace"] != nil {
                return element([("white", text(white)), ("alpha", alpha), ("colorSpace", "custom"),
                                ("customColorSpace", "calibratedWhite")])
            }
            return element([("white", text(white)), ("alpha", alpha), ("colorSpace", "calibratedWhite")])
        case 6:
            if let name = string("NSColorName", of: color), UIKitContext.systemColors[name] != nil {
                return element([("cocoaTouchSystemColor", name)])
            }
            if let fallback = archive.object(color["NSColor"]) {
                return colorElement(fallback, key: key, line: line, column: column)
            }
        default: break
        }
        warn("NSColor of color space \(space) is not supported yet; it is left out", at: color)
        return nil
    }

    /// Entry `IBUIFontDescription`, else `IBUIFont`, as `<fontDescription key="fontDescription">`.
    mutating func fontElement(_ object: LegacyObject, into builder: inout LegacyElementBuilder) {
        let text = LegacyElementBuilder.text
        if let description = archive.object(value("IBUIFontDescription", of: object)) {
            let size = double("pointSize", of: description) ?? 17
            var attributes = [("key", "fontDescription")]
            switch integer("type", of: description) {
            case 1?: attributes.append(("type", "system"))
            case 2?: attributes.append(("type", "boldSystem"))
            default:
                if let name = string("name", of: description) {
                    attributes.append(("name", name))
                    if let family = string("family", of: description) { attributes.append(("family", family)) }
                } else {
                    attributes.append(("type", "system"))
                }
            }
            attributes.append(("pointSize", text(size)))
            builder.child("fontDescription", attributes)
            return
        }
        guard let font = archive.object(value("IBUIFont", of: object)) else { return }
        guard let name = string("NSName", of: font) else {
            warn("NSFont without an NSName; the default font is used", at: font)
            return
        }
        builder.child("fontDescription", [("key", "fontDescription"), ("name", name), ("pointSize", text(double("NSSize", of: font) ?? 17))])
    }

    /// An `NSCustomResource`'s `NSResourceName` (an image of the app's bundle).
    mutating func resourceName(_ key: String, of object: LegacyObject) -> String? {
        guard let resource = archive.object(value(key, of: object)) else { return nil }
        return string("NSResourceName", of: resource)
    }

    /// The numbers of a color's component text (`<bytes key="NSRGB">`: "0.5 1 0.25" and a NUL).
    mutating func colorComponents(_ key: String, of color: LegacyObject) -> [Double]? {
        guard let bytes = value(key, of: color)?.bytes else { return nil }
        let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        return numbers.isEmpty ? nil : numbers
    }

    /// An enumeration value by its IB 3 number, as its 3.0 name.
    func name(_ value: Int64?, in names: [String]) -> String? {
        guard let value, names.indices.contains(Int(value)) else { return nil }
        return names[Int(value)]
    }
}
