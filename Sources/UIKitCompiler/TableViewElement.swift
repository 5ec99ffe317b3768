import IBDocument
import NibGraph
import XIBReader

/// `<tableView>` → `UITableView`: the view keys, the scroll view keys a table
/// writes, then its separator style and section heights.
///
/// Order and values as Apple's iOS 7 and iOS 10 SDK output shows them:
/// `UIBouncesZoom` (YES unless the document says NO), `UIAlwaysBounceVertical`,
/// `UIContentSize` (the table's width, no height), `UISeparatorStyle` and its
/// twin `UISeparatorStyleIOS5AndLater`, `UISectionHeaderHeight` and
/// `UISectionFooterHeight` (always up to iOS 7; from iOS 8 only when not 28,
/// UIKit's plain-table default), and up to iOS 7
/// `UIShowsSelectionImmediatelyOnTouchBegin`. A white background is written as
/// UIKit's named `tableBackgroundColor`. A storyboard table's prototype
/// cells follow, each as a nib of its own (``PrototypeCells``).
enum TableViewElement {
    static let separatorStyles: [String: Int64] = ["none": 0, "default": 1, "singleLine": 1, "singleLineEtched": 2]
    /// The section header and footer height UIKit gives a plain table from iOS 8.
    static let defaultSectionHeight = 28.0

    static let attributes: Set<String> = [
        "style", "separatorStyle", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "alwaysBounceVertical",
        "bouncesZoom", "dataMode",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITableView")
        context.warnUnhandled(element, attributes: attributes, children: ["prototypes"])
        if let mode = element[attribute: "dataMode"], mode != "prototypes" {
            context.warn("table dataMode \"\(mode)\" is not supported yet; its cells are left out", at: element)
        }
        if let style = element[attribute: "style"], style != "plain" {
            context.warn("table style \"\(style)\" is not supported yet; the table is plain", at: element)
        }
        if let rowHeight = element.double("rowHeight"), rowHeight != 44 {
            context.warn("rowHeight \(rowHeight) is not supported yet; left out", at: element)
        }

        var overrides = ViewOverrides()
        if let background = element.child(named: "color", key: "backgroundColor"), isOpaqueWhite(background) {
            overrides.backgroundColor = context.systemColor("tableBackgroundColor", at: background)
        }
        context.appendViewKeys(element, to: object, overrides: overrides)

        if element.bool("bouncesZoom") ?? true { context.append("UIBouncesZoom", .bool(true), to: object) }
        if element.bool("alwaysBounceVertical") == true {
            context.append("UIAlwaysBounceVertical", .bool(true), to: object)
        }
        let width = element.child(named: "rect", key: "frame")?.double("width") ?? 1000
        context.append("UIContentSize", context.geometry([width, 0]), to: object)

        var separator: Int64 = 1
        if let text = element[attribute: "separatorStyle"] {
            if let value = separatorStyles[text] {
                separator = value
            } else {
                context.warn("separatorStyle \"\(text)\" is not known; single line is used", at: element)
            }
        }
        context.append("UISeparatorStyle", .integer(separator), to: object)
        context.append("UISeparatorStyleIOS5AndLater", .integer(separator), to: object)

        for (attribute, key) in [("sectionHeaderHeight", "UISectionHeaderHeight"), ("sectionFooterHeight", "UISectionFooterHeight")] {
            guard let height = element.double(attribute) else { continue }
            if context.sdk <= 7 || height != defaultSectionHeight {
                context.append(key, .float(Float(height)), to: object)
            }
        }
        if context.sdk <= 7 { context.append("UIShowsSelectionImmediatelyOnTouchBegin", .bool(true), to: object) }
        PrototypeCells.append(element, to: object, in: &context)
        context.endObject(object, of: element, className: "UITableView")
    }

    /// Whether `color` is opaque white (as gray or as RGB components).
    static func isOpaqueWhite(_ color: XIBElement) -> Bool {
        guard (color.double("alpha") ?? 1) == 1 else { return false }
        if let white = color.double("white") { return white == 1 }
        return ["red", "green", "blue"].allSatisfy { color.double($0) == 1 }
    }
}
