import NibBytes
import NibGraph
import XIBReader

/// `<buttonConfiguration key="configuration">` (iOS 15) → the button's
/// `UIButtonConfiguration`, with the keys of UIKit's
/// `-[UIButtonConfiguration encodeWithCoder:]` in its order, and its
/// background as a `UIBackgroundConfiguration`.
///
/// A configuration starts as UIKit's `+plainButtonConfiguration` (and the
/// gray, tinted and filled ones) makes it: style 0–3, corner style dynamic
/// (0) off visionOS, image placement leading (2), title padding 1, no
/// content insets of its own; its background is a clear configuration
/// (clear color, corners 15) with corner radius 5.95 and a clear stroke of
/// width 1, the stroke's two set through the public setters, which mark
/// them customized. The XML's attributes and children are set over that.
///
/// These facts come from the decompiled iOS 18.2 UIKitCore; no Apple nib
/// shows a configuration, so the document's one ``unverified`` warning says so.
enum ButtonConfiguration {
    static let unverified = "a button configuration is written as iOS 18.2's UIKitCore encodes UIButtonConfiguration "
        + "and UIBackgroundConfiguration (iOS 14.4's 25 keys); no Apple nib shows one"

    /// `style` → `UIButtonConfigurationButtonStyle`.
    static let styles: [String: Int64] = ["plain": 0, "gray": 1, "tinted": 2, "filled": 3]
    /// `cornerStyle` → `UIButtonConfigurationCornerStyle` (`UIButtonConfigurationCornerStyle`).
    static let cornerStyles: [String: Int64] = ["fixed": -1, "dynamic": 0, "small": 1, "medium": 2, "large": 3, "capsule": 4]
    /// `buttonSize` → `UIButtonConfigurationButtonSize` (`UIButtonConfigurationSize`).
    static let buttonSizes: [String: Int64] = ["medium": 0, "small": 1, "mini": 2, "large": 3]
    /// `imagePlacement` → `UIButtonConfigurationImagePlacement` (an `NSDirectionalRectEdge`).
    static let imagePlacements: [String: Int64] = ["top": 1, "leading": 2, "bottom": 4, "trailing": 8]
    /// `titleAlignment` → `UIButtonConfigurationTitleAlignment`.
    static let titleAlignments: [String: Int64] = ["automatic": 0, "leading": 1, "center": 2, "trailing": 3]
    /// `macIdiomStyle` → `UIButtonConfigurationMacIdiomStyle`.
    static let macIdiomStyles: [String: Int64] = ["automatic": 0, "bordered": 1, "borderless": 2, "borderlessTinted": 3]

    /// The attributes this file reads (`key` names the button's property).
    static let attributes: NameSet = [
        "key", "style", "title", "subtitle", "image", "cornerStyle", "buttonSize", "macIdiomStyle", "imagePlacement",
        "imagePadding", "titlePadding", "titleAlignment", "showsActivityIndicator",
    ]

    /// The `UIButtonConfiguration` of `element`, or nil (with a warning) before the iOS 15 SDK.
    static func compile(_ element: XIBElement, of button: XIBElement, in context: inout UIKitContext) -> Reference? {
        guard context.sdk >= 15 else {
            context.warn("<buttonConfiguration> is iOS 15's; the iOS \(context.sdk) SDK has none, so it is left out", at: element)
            return nil
        }
        context.warn(unverified, at: element)
        warnUnhandled(element, in: &context)
        let configuration = context.builder.addObject("UIButtonConfiguration")
        context.append("UIButtonConfigurationButtonStyle", .integer(value(element, "style", styles, 0, &context)), to: configuration)
        context.append("UIButtonConfigurationBackground", .object(background(element, in: &context)), to: configuration)
        context.append("UIButtonConfigurationCornerStyle",
                       .integer(value(element, "cornerStyle", cornerStyles, 0, &context)), to: configuration)
        context.append("UIButtonConfigurationButtonSize",
                       .integer(value(element, "buttonSize", buttonSizes, 0, &context)), to: configuration)
        context.append("UIButtonConfigurationMacIdiomStyle",
                       .integer(value(element, "macIdiomStyle", macIdiomStyles, 0, &context)), to: configuration)
        for key in ["baseBackgroundColor", "baseForegroundColor"] {
            let color = element.child(named: "color", key: key).flatMap { context.color($0) }
            context.append("UIButtonConfiguration" + key.prefix(1).uppercased() + key.dropFirst(), color.map { .object($0) } ?? .null,
                           to: configuration)
        }
        let image = element[attribute: "image"].map { context.image(named: $0) }
        context.append("UIButtonConfigurationImage", image.map { .object($0) } ?? .null, to: configuration)
        context.append("UIButtonConfigurationPreferredSymbolConfigurationForImage", .null, to: configuration)
        context.append("UIButtonConfigurationShowsActivityIndicator",
                       .bool(element.bool("showsActivityIndicator") ?? false), to: configuration)
        let id = button[attribute: "id"]
        for (attribute, key) in [("title", "UIButtonConfigurationTitle"), ("subtitle", "UIButtonConfigurationSubtitle")] {
            let text = element[attribute: attribute].map {
                attributedString($0, key: id.map { "\($0).configuration.\(attribute)" }, in: &context)
            }
            context.append(key, text.map { .object($0) } ?? .null, to: configuration)
        }
        if let insets = element.child(named: "directionalEdgeInsets", key: "contentInsets") {
            let edges = ["top", "leading", "bottom", "trailing"].map { context.number(insets, $0) ?? 0 }
            context.append("UIButtonConfigurationContentInset", .object(directionalInsets(edges, in: &context)), to: configuration)
        }
        context.append("UIButtonConfigurationImagePlacement",
                       .integer(value(element, "imagePlacement", imagePlacements, 2, &context)), to: configuration)
        context.append("UIButtonConfigurationImagePadding",
                       .float(Float(context.number(element, "imagePadding") ?? 0)), to: configuration)
        context.append("UIButtonConfigurationTitlePadding",
                       .float(Float(context.number(element, "titlePadding") ?? 1)), to: configuration)
        context.append("UIButtonConfigurationTitleAlignment",
                       .integer(value(element, "titleAlignment", titleAlignments, 0, &context)), to: configuration)
        return configuration
    }

    /// The number `table` gives attribute `name`, `fallback` when absent; an unknown value warns.
    private static func value(_ element: XIBElement, _ name: String, _ table: [String: Int64], _ fallback: Int64,
                              _ context: inout UIKitContext) -> Int64 {
        guard let text = element[attribute: name] else { return fallback }
        guard let number = table[text] else {
            context.warn("<buttonConfiguration> \(name) \"\(text)\" is not supported yet; UIKit's default is written", at: element)
            return fallback
        }
        return number
    }

    /// A plain title as `-[UIButtonConfiguration setTitle:]` stores it: an
    /// `NSAttributedString` made by `-initWithString:`, whose one run has no
    /// attributes. Foundation's keyed encoder writes `NSString`, then the
    /// run's (empty) dictionary as `NSAttributes` (swift-corelibs-foundation's
    /// `NSAttributedString.encode(with:)`: one run, one dictionary).
    /// The text is localized under `OBJECTID.configuration.title` (or
    /// `.subtitle`), the key of Xcode's generated strings files.
    static func attributedString(_ text: String, key: String?, in context: inout UIKitContext) -> Reference {
        let string = context.builder.addObject("NSAttributedString")
        context.append("NSString", .object(context.text(text, key: key)), to: string)
        if !text.isEmpty {
            context.append("NSAttributes", .object(context.builder.dictionary([])), to: string)
        }
        return string
    }

    /// Directional insets as `-[NSCoder encodeDirectionalEdgeInsets:forKey:]`
    /// writes them: `NSStringFromDirectionalEdgeInsets`, "{top, leading, bottom, trailing}"
    /// with each number as `%.*g` of 17 digits (UIKit's geometry strings).
    static func directionalInsets(_ edges: [Double], in context: inout UIKitContext) -> Reference {
        context.builder.string("{" + edges.map { DecimalText.general($0, significantDigits: 17) }.joined(separator: ", ") + "}")
    }

    // MARK: Background

    /// The `<backgroundConfiguration key="background">` attributes this file reads.
    static let backgroundAttributes: NameSet = ["key", "cornerRadius", "strokeWidth", "strokeOutset"]

    /// The configuration's `UIBackgroundConfiguration`: a button configuration's
    /// default background, with what a `<backgroundConfiguration key="background">` sets.
    static func background(_ element: XIBElement, in context: inout UIKitContext) -> Reference {
        let xml = element.child(named: "backgroundConfiguration", key: "background")
        if let xml { warnUnhandledBackground(xml, in: &context) }
        // Made before its colors: objects are numbered in the order the encoder meets them.
        let background = context.builder.addObject("UIBackgroundConfiguration")
        var customized: Set<String> = ["strokeColor", "strokeWidth"]
        func number(_ name: String, _ fallback: Double, _ context: inout UIKitContext) -> Double {
            guard let xml, let value = context.number(xml, name) else { return fallback }
            customized.insert(name)
            return value
        }
        func color(_ name: String, _ context: inout UIKitContext) -> Reference? {
            if let xml, let child = xml.child(named: "color", key: name), let color = context.color(child) {
                customized.insert(name)
                return color
            }
            return context.systemColor("clearColor", at: element)
        }
        let cornerRadius = number("cornerRadius", 5.95, &context)
        let backgroundColor = color("backgroundColor", &context)
        let strokeWidth = number("strokeWidth", 1, &context)
        let strokeOutset = number("strokeOutset", 0, &context)

        context.append("customView", .null, to: background)
        context.append("cornerRadius", .double(cornerRadius), to: background)
        context.append("maskedCorners", .integer(15), to: background)
        context.append("backgroundColor", backgroundColor.map { .object($0) } ?? .null, to: background)
        context.append("backgroundColorTransformerIdentifier", .integer(0), to: background)
        context.append("visualEffect", .null, to: background)
        context.append("backgroundInsets", .object(directionalInsets([0, 0, 0, 0], in: &context)), to: background)
        context.append("edgesAddingLayoutMarginsToBackgroundInsets", .integer(0), to: background)
        let strokeColor = color("strokeColor", &context)
        context.append("strokeColor", strokeColor.map { .object($0) } ?? .null, to: background)
        context.append("strokeColorTransformerIdentifier", .integer(0), to: background)
        context.append("strokeWidth", .double(strokeWidth), to: background)
        context.append("strokeOutset", .double(strokeOutset), to: background)
        context.append("shadowType", .integer(0), to: background)
        context.append("defaultStyle", .integer(0), to: background)
        for name in customizableProperties {
            context.append("hasCustomized-" + name, .bool(customized.contains(name)), to: background)
        }
        return background
    }

    /// The properties whose `hasCustomized-<name>` flags the encoder writes, in its order.
    static let customizableProperties = [
        "customView", "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets", "backgroundColor",
        "backgroundColorTransformerIdentifier", "visualEffect", "strokeColor", "strokeColorTransformerIdentifier",
        "strokeWidth", "strokeOutset",
    ]

    // MARK: Unhandled XML

    private static func warnUnhandled(_ element: XIBElement, in context: inout UIKitContext) {
        context.warnUnhandledAttributes(element, attributes)
        context.warnUnhandledChildren(element) { child in
            switch (child.name, child[attribute: "key"] ?? "") {
            case ("color", "baseBackgroundColor"), ("color", "baseForegroundColor"),
                 ("backgroundConfiguration", "background"), ("directionalEdgeInsets", "contentInsets"):
                true
            default:
                false
            }
        }
    }

    private static func warnUnhandledBackground(_ element: XIBElement, in context: inout UIKitContext) {
        context.warnUnhandledAttributes(element, backgroundAttributes)
        context.warnUnhandledChildren(element) { child in
            child.name == "color" && ["backgroundColor", "strokeColor"].contains(child[attribute: "key"] ?? "")
        }
    }
}
