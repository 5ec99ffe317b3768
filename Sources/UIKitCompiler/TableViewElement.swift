import NibBytes
import IBDocument
import NibGraph
import XIBReader

/// `<tableView>` → `UITableView`: the view keys, the scroll view keys a table
/// writes, then its style, separator style, row and section heights.
///
/// First the scroll view's indicator and scrolling switches when off (where
/// iOS 6 text views put them, ``UIKitContext/appendScrollSwitches(_:to:)``).
/// Seen in Apple's iOS 7 and iOS 10 SDK output (plain tables only):
/// `UIBouncesZoom` (YES unless the document says NO), `UIAlwaysBounceVertical`,
/// `UIContentSize` (the table's width, no height), `UISeparatorStyle` and its
/// twin `UISeparatorStyleIOS5AndLater`, `UISectionHeaderHeight` and
/// `UISectionFooterHeight` (always up to iOS 7; from iOS 8 only when not 28,
/// UIKit's plain-table default), no `UIRowHeight` for a 44-point row and no
/// style key for a plain table, and up to iOS 7
/// `UIShowsSelectionImmediatelyOnTouchBegin`. A white background is written as
/// UIKit's named `tableBackgroundColor`. A storyboard table's prototype
/// cells follow, each as a nib of its own (``PrototypeCells``); a static
/// table's cells are not the table's keys but its controller's data source's
/// (``StaticTableContents``).
///
/// From the mapping notes' Xcode 12.4 (iOS 14 SDK) tables: the key names,
/// types and order of `UIScrollViewContentInsetAdjustmentBehavior`,
/// `UITableViewStyle` and `UIStyle` (an inset grouped table writes 2 then 1,
/// the style and its plain/grouped twin), `UIRowHeight` (−1 is automatic),
/// and the estimated heights after the section heights; from the iOS 13 SDK
/// `UIScrollViewIndicatorInsetAdjustmentBehavior` first of the scroll keys,
/// `UIInsetsContentViewsToSafeArea` after the estimated heights and
/// `UISeparatorInsetReference` last (their values UIKit's defaults unless the
/// document says otherwise; a warning says no Apple nib checks them).
///
/// Assumed: `UITableViewStyle` is written from the iOS 13 SDK (the one that
/// brought `insetGrouped`) and only `UIStyle` before it (the key Chameleon's
/// iOS 5-era decoder reads); a plain table writes neither in any SDK; the
/// heights are written when not UIKit's defaults (44 for rows, 0 for the
/// estimates), and from iOS 8 a grouped table's default section height is
/// 18 (what Interface Builder writes for it), left out as the plain table's
/// 28 is — a warning says so where a height is left out on that ground.
///
/// From the mapping notes only (no Apple nib of the corpus holds them; one
/// warning per document says so): the selection switches `UIAllowsSelection`
/// (written NO only; YES is UIKit's default), `UIAllowsSelectionDuringEditing`,
/// `UIAllowsMultipleSelection` and `UIAllowsMultipleSelectionDuringEditing`
/// (written YES only), after the estimated heights and before
/// `UIInsetsContentViewsToSafeArea`, where `-[UITableView encodeWithCoder:]`
/// writes them (docs/uikit-encoders.md); then the
/// `<view key="tableHeaderView|tableFooterView">` as
/// `UITableHeaderView` and `UITableFooterView`, before the prototype cells as
/// the notes' Xcode 12.4 key sequence (Appendix C.5) shows, the views also
/// being the table's `UISubviews` (header first), as UIKit adds them.
enum TableViewElement {
    static let separatorStyles: [String: Int64] = ["none": 0, "default": 1, "singleLine": 1, "singleLineEtched": 2]
    static let styles: [String: Int64] = ["plain": 0, "grouped": 1, "insetGrouped": 2]
    /// The section header and footer height UIKit gives a plain table from iOS 8.
    static let defaultSectionHeight = 28.0
    /// The section header and footer height Interface Builder gives a grouped table.
    static let defaultGroupedSectionHeight = 18.0
    /// UIKit's default row height (Apple's output leaves a 44-point `rowHeight` out).
    static let defaultRowHeight = 44.0

    static let attributes: NameSet = ScrollViewElement.attributes.union([
        "style", "separatorStyle", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedRowHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "dataMode", "contentViewInsetsToSafeArea",
        "separatorInsetReference", "sectionIndexMinimumDisplayRowCount",
    ]).union(selectionSwitches.map(\.attribute))

    /// The selection switches: attribute, key, and UIKit's default (the value left out).
    static let selectionSwitches: [(attribute: String, key: String, default: Bool)] = [
        ("allowsSelection", "UIAllowsSelection", true),
        ("allowsSelectionDuringEditing", "UIAllowsSelectionDuringEditing", false),
        ("allowsMultipleSelection", "UIAllowsMultipleSelection", false),
        ("allowsMultipleSelectionDuringEditing", "UIAllowsMultipleSelectionDuringEditing", false),
    ]
    /// The keyed header and footer views, in the order their keys are written.
    static let headerFooterKeys: [(element: String, key: String)] = [
        ("tableHeaderView", "UITableHeaderView"), ("tableFooterView", "UITableFooterView"),
    ]
    /// The warning that the selection switches and header and footer views follow the notes.
    static let unverifiedKeys = "a table's selection switches (UIAllowsSelection…) and header and footer views "
        + "(UITableHeaderView, UITableFooterView, also its subviews) follow the mapping notes; no Apple nib checks them"

    /// The table's keyed header and footer views (`<view key="tableHeaderView">` …), in document order.
    @Sendable static func headerFooterViews(_ element: XIBElement) -> XIBElementList {
        element.children.filter(isHeaderFooterView)
    }

    /// Whether `child` is a table's header or footer view.
    static func isHeaderFooterView(_ child: XIBElement) -> Bool {
        headerFooterKeys.contains { $0.element == child[attribute: "key"] } && UIKitElements.isView(child)
    }

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITableView")
        let isStatic = StaticTableContents.isStatic(element)
        // A dynamic table's empty `<sections/>` holds nothing to leave out.
        let sectionsHandled = isStatic || StaticTableContents.sections(of: element).isEmpty
        context.warnUnhandled(element, attributes: attributes,
                              children: sectionsHandled ? ["prototypes", "sections", "inset"] : ["prototypes", "inset"],
                              except: isHeaderFooterView)
        context.warnUnknownInsets(element, known: ["separatorInset", "contentInset", "scrollIndicatorInsets"])
        if let mode = element[attribute: "dataMode"], mode != "prototypes", mode != "static" {
            context.warn("table dataMode \"\(mode)\" is not supported yet; its cells are left out", at: element)
        }
        // A table view controller's view nib holds the static contents (``StaticTableContents``).
        if isStatic, context.storyboard == nil || element[attribute: "key"] != "view" {
            context.warn("static table contents outside a storyboard table view controller's view are left out", at: element)
        }
        let style = self.style(element, in: &context)

        var overrides = ViewOverrides()
        let headerFooterObjects = headerFooterViews(element).compactMap { view in context.compile(view).map { (view, $0) } }
        overrides.trailingSubviews = headerFooterObjects.map(\.1)
        if let background = element.child(named: "color", key: "backgroundColor"), isOpaqueWhite(background) {
            overrides.backgroundColor = context.systemColor("tableBackgroundColor", at: background)
        }
        context.appendViewKeys(element, to: object, overrides: overrides)

        context.appendScrollKeys(element, to: object, writesBouncesZoomOff: false)
        let width = element.child(named: "rect", key: "frame")?.double("width") ?? 1000
        context.append("UIContentSize", context.geometry([width, 0]), to: object)
        context.appendScrollKeysAfterContentSize(element, to: object)

        if style != 0 {
            if context.sdk >= 13 { context.append("UITableViewStyle", .integer(style), to: object) }
            context.append("UIStyle", .integer(1), to: object)
        }
        let separator = context.enumeration(element, "separatorStyle", in: separatorStyles, otherwise: (1, "single line"))
        context.append("UISeparatorStyle", .integer(separator), to: object)
        context.append("UISeparatorStyleIOS5AndLater", .integer(separator), to: object)
        appendHeights(element, grouped: style != 0, to: object, in: &context)
        appendSelectionSwitches(element, to: object, in: &context)
        if context.sdk >= 13 {
            context.append("UIInsetsContentViewsToSafeArea", .bool(element.bool("contentViewInsetsToSafeArea") ?? true), to: object)
        }
        for (view, reference) in headerFooterObjects {
            guard let key = headerFooterKeys.first(where: { $0.element == view[attribute: "key"] })?.key else { continue }
            context.warn(unverifiedKeys, at: view)
            context.append(key, .object(reference), to: object)
        }
        if context.sdk <= 7 { context.append("UIShowsSelectionImmediatelyOnTouchBegin", .bool(true), to: object) }
        // After the header and footer views, before the prototype nibs (-[UITableView encodeWithCoder:], iOS 18.2).
        appendColor(element, "separatorColor", key: "UISeparatorColor", to: object, in: &context)
        PrototypeCells.append(element, to: object, in: &context)
        appendSectionIndex(element, to: object, in: &context)
        appendSeparatorInset(element, to: object, in: &context)
        appendSeparatorInsetReference(element, to: object, in: &context)
        context.endObject(object, of: element, className: "UITableView")
    }

    /// `UISeparatorInset`, the `<inset key="separatorInset">` as `UIEdgeInsets`
    /// (top, left, bottom, right), when not zero. The key and form are the
    /// mapping notes' (§2 tableView); its place, after the prototype cells and
    /// right before `UISeparatorInsetReference`, is where
    /// `-[UITableView encodeWithCoder:]` writes it (docs/uikit-encoders.md); no
    /// Apple nib shows it, and a warning says so once per document.
    static func appendSeparatorInset(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard let inset = element.child(named: "inset", key: "separatorInset"),
              let edges = context.edgeInsets(inset) else { return }
        context.warn(UIKitContext.unverifiedInsets, at: inset)
        context.append("UISeparatorInset", context.geometry(edges), to: object)
    }

    /// The section index's colors (`<color key="sectionIndexColor">` …) and
    /// its minimum display row count (when not 0), after the prototype nibs
    /// and before the separator inset, where -[UITableView encodeWithCoder:]
    /// writes them (docs/uikit-encoders.md).
    static func appendSectionIndex(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        for (name, key) in sectionIndexColors { appendColor(element, name, key: key, to: object, in: &context) }
        if let count = element.integer("sectionIndexMinimumDisplayRowCount"), count != 0 {
            context.warn(unverifiedColors, at: element)
            context.append("UISectionIndexMinimumDisplayRowCount", .integer(count), to: object)
        }
    }

    /// The `<color key="name">` child as `key`, with the ``unverifiedColors`` warning.
    private static func appendColor(_ element: XIBElement, _ name: String, key: String, to object: Reference,
                                    in context: inout UIKitContext) {
        guard let child = element.child(named: "color", key: name) else { return }
        context.warn(unverifiedColors, at: child)
        if let color = context.color(child) { context.append(key, .object(color), to: object) }
    }

    /// The section index's color children by key, in the order they are written.
    static let sectionIndexColors: KeyValuePairs<String, String> = [
        "sectionIndexColor": "UISectionIndexColor", "sectionIndexBackgroundColor": "UISectionIndexBackgroundColor",
        "sectionIndexTrackingBackgroundColor": "UISectionIndexTrackingBackgroundColor",
    ]

    static let unverifiedColors = "a table's separator color (UISeparatorColor, before the prototype nibs), "
        + "section index colors (UISectionIndexColor, "
        + "UISectionIndexBackgroundColor, UISectionIndexTrackingBackgroundColor) and UISectionIndexMinimumDisplayRowCount "
        + "(after the prototype nibs) are written where -[UITableView encodeWithCoder:] (iOS 18.2) writes them; "
        + "no Apple nib of the corpus checks them (not checked)"

    /// The selection switches that differ from UIKit's defaults, as booleans.
    static func appendSelectionSwitches(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        for entry in selectionSwitches {
            guard let value = element.bool(entry.attribute), value != entry.default else { continue }
            context.warn(unverifiedKeys, at: element)
            context.append(entry.key, .bool(value), to: object)
        }
    }

    static let separatorInsetReferences: [String: Int64] = ["fromCellEdges": 0, "fromAutomaticInsets": 1]

    /// From the iOS 13 SDK, `UISeparatorInsetReference` (always), the table's
    /// last key, after the prototype cells: where the mapping notes' Xcode 12.4
    /// tables show it. The value is UIKit's `UITableView.SeparatorInsetReference`
    /// (from cell edges 0, UIKit's default; from automatic insets 1).
    static func appendSeparatorInsetReference(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard context.sdk >= 13 else { return }
        let reference = context.enumeration(element, "separatorInsetReference", in: separatorInsetReferences,
                                            otherwise: (0, "from cell edges"))
        context.append("UISeparatorInsetReference", .integer(reference), to: object)
    }

    /// The table's style (plain 0, grouped 1, inset grouped 2), which before
    /// the iOS 13 SDK can only be plain or grouped.
    static func style(_ element: XIBElement, in context: inout UIKitContext) -> Int64 {
        guard let text = element[attribute: "style"] else { return 0 }
        guard let style = styles[text] else {
            context.warn("table style \"\(text)\" is not known; the table is plain", at: element)
            return 0
        }
        if style == 2, context.sdk < 13 {
            context.warn("table style insetGrouped came with the iOS 13 SDK; the iOS \(context.sdk) SDK's table is grouped", at: element)
            return 1
        }
        return style
    }

    /// `UIRowHeight`, the section heights and the estimated heights, as float32, each when not its default.
    static func appendHeights(_ element: XIBElement, grouped: Bool, to object: Reference, in context: inout UIKitContext) {
        if let rowHeight = element.double("rowHeight"), rowHeight != defaultRowHeight {
            context.append("UIRowHeight", .float(Float(rowHeight)), to: object)
        }
        let sectionDefault = grouped ? defaultGroupedSectionHeight : defaultSectionHeight
        var assumedDefaults: [String] = []
        for (attribute, key) in [("sectionHeaderHeight", "UISectionHeaderHeight"), ("sectionFooterHeight", "UISectionFooterHeight")] {
            guard let height = element.double(attribute) else { continue }
            if context.sdk <= 7 || height != sectionDefault {
                context.append(key, .float(Float(height)), to: object)
            } else if grouped {
                assumedDefaults.append(attribute)
            }
        }
        if !assumedDefaults.isEmpty {
            context.warn("\(assumedDefaults.joined(separator: " and ")) \(sectionDefault) is assumed to be a grouped "
                + "table's default and left out", at: element)
        }
        for (attribute, key) in [
            ("estimatedRowHeight", "UIEstimatedRowHeight"), ("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight"),
            ("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight"),
        ] {
            if let height = element.double(attribute), height != 0 { context.append(key, .float(Float(height)), to: object) }
        }
    }

    /// Whether `color` is opaque white (as gray or as RGB components).
    static func isOpaqueWhite(_ color: XIBElement) -> Bool {
        guard (color.double("alpha") ?? 1) == 1 else { return false }
        if let white = color.double("white") { return white == 1 }
        return ["red", "green", "blue"].allSatisfy { color.double($0) == 1 }
    }
}

extension UIKitContext {
    /// Attribute `name` of `element` by the names `values` gives; `otherwise`
    /// (a value and its description) when absent or, with a warning, unknown.
    mutating func enumeration(_ element: XIBElement, _ name: String, in values: [String: Int64],
                              otherwise: (value: Int64, description: String)) -> Int64 {
        guard let text = element[attribute: name] else { return otherwise.value }
        guard let value = values[text] else {
            warn("\(name) \"\(text)\" is not known; \(otherwise.description) is used", at: element)
            return otherwise.value
        }
        return value
    }
}
