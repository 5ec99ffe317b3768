import NibBytes
import IBDocument
import NibGraph
import XIBReader

/// `<tableViewCell>` → `UITableViewCell` (a `UIClassSwapper` for a custom
/// class): the view keys, with the content view and a synthesized
/// `_UITableViewCellSeparatorView` as its subviews, then the cell's own keys
/// and its content view and standard labels.
///
/// Key order as Apple's iOS 9 and 10 SDK output shows it: view keys (bounds
/// and centre from the cell's size alone: a cell's origin is its table's
/// business), the cell's values, `UIContentView`, `UITextLabel`,
/// `UIDetailTextLabel`, `UIImageView` (nil when absent). Values equal to
/// UIKit's defaults (no accessory, indentation width 10, default selection)
/// are not written. Among the values, `UITableCellBackgroundColorSet` (up to
/// iOS 9) and `UISeparatorInset` come after the indentation width, where
/// UIKitCore's `-[UITableViewCell encodeWithCoder:]` (iOS 18.2) writes them
/// and the mapping notes' Xcode 12.4 cells show the former; the corpus's
/// Apple cells carry neither beside other values.
///
/// Xcode 27 (`writesLNE`, facts from omarchy's ibtool `build_cell` @a5db6ba,
/// which reproduces the SettingsTableViewCell and SettingsComboTableViewCell
/// goldens) always writes the indentation width, then `UISystemBackgroundView`
/// (``TableViewCellBackground``, or nil) and `UIContentConfigurationView` nil
/// before `UIContentView`; a cell whose selection style is none carries
/// `tableCellPlainBackgroundColor` and `UIDidEncodeCompatibilityBackgroundColor`
/// YES after its subviews. Its separator is one point high, 8 points in from
/// the left.
enum TableViewCellElement {
    static let styles: [String: Int64] = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1,
        "IBUITableViewCellStyleValue2": 2, "IBUITableViewCellStyleSubtitle": 3,
    ]
    static let selectionStyles: [String: Int64] = ["none": 0, "blue": 1, "gray": 2, "default": 3]
    static let accessoryTypes: [String: Int64] = [
        "none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4,
    ]

    /// Attributes this kind reads besides the view's; `rowHeight` is Interface
    /// Builder's own (the frame carries the height). `hidesAccessoryWhenEditing`
    /// (a property deprecated since iOS 3 that Interface Builder still writes)
    /// has no key: UIKitCore's `-[UITableViewCell encodeWithCoder:]` (iOS 18.2)
    /// writes none for it and its `-initWithCoder:` reads none, so it archives nothing.
    static let attributes: NameSet = [
        "style", "selectionStyle", "accessoryType", "editingAccessoryType", "indentationLevel", "indentationWidth",
        "reuseIdentifier", "textLabel", "detailTextLabel", "imageView", "rowHeight", "hidesAccessoryWhenEditing",
    ]
    static let children: NameSet = ["tableViewCellContentView", "inset"]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITableViewCell")
        context.warnUnhandled(element, attributes: attributes, children: children)
        for key in ["textLabel", "detailTextLabel"] {
            if let id = element[attribute: key] { context.tableViewLabelIDs.insert(id) }
        }
        if let id = element[attribute: "detailTextLabel"] { context.tableViewDetailLabelIDs.insert(id) }
        let frame = element.child(named: "rect", key: "frame")
        let width = frame?.double("width") ?? 320, height = frame?.double("height") ?? 44

        let content = element.child(named: "tableViewCellContentView", key: "contentView").flatMap { context.compile($0) }
        if content == nil { context.warn("<tableViewCell> without a content view", at: element) }
        var subviews = content.map { [$0] } ?? []
        subviews += element.children(of: "subviews").compactMap { context.compile($0) }
        subviews.append(separator(of: element, width: width, height: height, in: &context))

        // Up to the iOS 9 SDK a cell always carries a background color, UIKit's
        // `tableCellBackgroundColor` when the document gives none.
        let backgroundColorSet = context.sdk <= 9
        var overrides = ViewOverrides(frame: [0, 0, width, height], subviews: subviews)
        if backgroundColorSet, element.child(named: "color", key: "backgroundColor") == nil {
            overrides.backgroundColor = context.systemColor("tableCellBackgroundColor", at: element)
        }
        let selectionNone = element[attribute: "selectionStyle"] == "none"
        if context.writesLNE, selectionNone {
            if element.child(named: "color", key: "backgroundColor") == nil {
                overrides.backgroundColor = TableViewCellBackground.plainColor(in: &context)
            }
            overrides.didEncodeCompatibilityBackgroundColor = true
        }
        context.appendViewKeys(element, to: object, overrides: overrides)

        if let identifier = element[attribute: "reuseIdentifier"] {
            context.appendString("UIReuseIdentifier", identifier, to: object)
        }
        context.appendEnumeration(element, "style", styles, key: "UITableViewCellStyle", omitting: 0, to: object)
        context.appendEnumeration(element, "selectionStyle", selectionStyles, key: "UISelectionStyle", omitting: 3, to: object)
        context.appendEnumeration(element, "accessoryType", accessoryTypes, key: "UIAccessoryType", omitting: 0, to: object)
        context.appendEnumeration(element, "editingAccessoryType", accessoryTypes, key: "UIEditingAccessoryType",
                                  omitting: 0, to: object)
        if let level = element.integer("indentationLevel"), level != 0 {
            context.append("UIIndentationLevel", .integer(level), to: object)
        }
        let indentation = element.double("indentationWidth") ?? 10
        if indentation != 10 || context.writesLNE {
            context.append("UIIndentationWidth", .float(Float(indentation)), to: object)
        }
        if backgroundColorSet { context.append("UITableCellBackgroundColorSet", .bool(true), to: object) }
        appendSeparatorInset(element, to: object, in: &context)

        if context.writesLNE {
            var background = NibGraphBuilder.Value.null
            if selectionNone || CustomClass.runtimeName(of: element, options: context.options) == nil {
                if !selectionNone { context.warn(unverifiedBackgroundView, at: element) }
                background = .object(TableViewCellBackground.systemBackgroundView(
                    width: width, height: height, at: element, in: &context))
            }
            context.append("UISystemBackgroundView", background, to: object)
            context.append("UIContentConfigurationView", .null, to: object)
        }
        context.append("UIContentView", content.map { .object($0) } ?? .null, to: object)
        for (attribute, key) in [("textLabel", "UITextLabel"), ("detailTextLabel", "UIDetailTextLabel"), ("imageView", "UIImageView")] {
            let reference = element[attribute: attribute].flatMap { context.reference(toID: $0, from: element) }
            context.append(key, reference.map { .object($0) } ?? .null, to: object)
        }
        context.endObject(object, of: element, className: "UITableViewCell")
    }

    /// The warning, said once per document, that a cell without a custom class
    /// gets a system background view whatever its selection style.
    static let unverifiedBackgroundView = "a table view cell without a custom class is given a _UISystemBackgroundView "
        + "as omarchy's ibtool writes one; its goldens only show such cells with selectionStyle none, so for other "
        + "selection styles this is not checked"

    /// The warning, said once per document, that a cell's `UISeparatorInset` follows UIKit's encoder alone.
    static let unverifiedSeparatorInset = "a cell's separatorInset is written as UISeparatorInset (UIEdgeInsets, "
        + "after UIIndentationWidth and UITableCellBackgroundColorSet) as UIKit's -[UITableViewCell encodeWithCoder:] "
        + "writes it; no Apple nib of the corpus checks it"

    /// `UISeparatorInset`, the `<inset key="separatorInset">` as `UIEdgeInsets`
    /// (top, left, bottom, right). UIKit's encoder writes it unless its left
    /// and right are both -1 (its "no custom inset" marker), so a zero inset
    /// is written too.
    static func appendSeparatorInset(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard let inset = element.child(named: "inset", key: "separatorInset") else { return }
        let edges = ["minY", "minX", "maxY", "maxX"].map { context.number(inset, $0) ?? 0 }
        guard edges[1] != -1 || edges[3] != -1 else { return }
        context.warn(unverifiedSeparatorInset, at: inset)
        context.append("UISeparatorInset", context.geometry(edges), to: object)
    }

    /// The hairline UIKit adds under a cell's content view: inset by the cell's
    /// separator inset (15 points on the left by default, 8 in Xcode 27's
    /// output), one pixel high at the bottom of the cell (one point in Xcode 27's).
    private static func separator(of element: XIBElement, width: Double, height: Double,
                                  in context: inout UIKitContext) -> Reference {
        let inset = element.child(named: "inset", key: "separatorInset")
        let left = inset?.double("minX") ?? (context.writesLNE ? 8 : 15), right = inset?.double("maxX") ?? 0
        let line = context.writesLNE ? 1 : separatorHeight(sdk: context.sdk)
        let view = context.builder.addObject("_UITableViewCellSeparatorView")
        let frame = [left, height - line, width - left - right, line]
        context.appendViewKeys(XIBElement(name: "view"), to: view, overrides: ViewOverrides(frame: frame, subviews: []))
        return view
    }

    /// The separator's height: one point up to the iOS 9 SDK, half a point
    /// (one retina pixel) from iOS 10.
    static func separatorHeight(sdk: Int) -> Double {
        sdk >= 10 ? 0.5 : 1
    }
}

/// `<tableViewCellContentView key="contentView">` → `UITableViewCellContentView`
/// (fallback class `UIView`): plain view keys, as high as its cell minus the
/// separator (ibtool lays it out again; the document's height may be stale).
/// Xcode 27 keeps the document's frame (omarchy's `build_content_view` @a5db6ba,
/// the SettingsTableViewCell golden: a 383 × 44 content view in a 44-high cell).
enum TableViewCellContentViewElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UITableViewCellContentView")
        if CustomClass.runtimeName(of: element, options: context.options) == nil {
            context.builder.setClass("UITableViewCellContentView", fallbacks: ["UIView"], of: object)
        }
        context.warnUnhandled(element, attributes: ["tableViewCell"], children: [])
        var overrides = ViewOverrides()
        let cell = element[attribute: "tableViewCell"].flatMap { context.document.elementsByID[$0] }
        if let cell, !context.writesLNE {
            let frame = element.child(named: "rect", key: "frame")
            let cellHeight = cell.child(named: "rect", key: "frame")?.double("height") ?? 44
            overrides.frame = [
                frame?.double("x") ?? 0, frame?.double("y") ?? 0,
                frame?.double("width") ?? 320, cellHeight - TableViewCellElement.separatorHeight(sdk: context.sdk),
            ]
        } else if cell == nil {
            context.warn("<tableViewCellContentView> names no cell in tableViewCell; its frame is kept", at: element)
        }
        context.appendViewKeys(element, to: object, overrides: overrides)
        context.endObject(object, of: element, className: "UITableViewCellContentView")
    }
}

extension UIKitContext {
    /// Attributes every view element may carry: what `appendViewKeys` and the
    /// custom class read, and Interface Builder's own bookkeeping.
    static let viewAttributes: NameSet = [
        "id", "key", "contentMode", "opaque", "hidden", "alpha", "tag", "userInteractionEnabled",
        "multipleTouchEnabled", "autoresizesSubviews", "fixedFrame", "translatesAutoresizingMaskIntoConstraints",
        "clipsSubviews", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "semanticContentAttribute",
        "customClass", "customModule", "customModuleProvider", "userLabel", "misplaced", "ambiguous",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "layoutMarginsFollowReadableWidth",
        "clearsContextBeforeDrawing",
        // Interface Builder's design-time intrinsic size ("Intrinsic Size: Placeholder"), not archived.
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    ]
    /// Children every view element may carry (`<point key="canvasLocation">` is
    /// Interface Builder's own).
    static let viewChildren = NameSet([
        "rect", "autoresizingMask", "color", "subviews", "constraints", "connections", "point", "viewLayoutGuide",
        "userDefinedRuntimeAttributes", "accessibility", "edgeInsets", "directionalEdgeInsets",
        // Size classes: compiled into the root's trait storage lists (`TraitVariations`).
        "variation",
    ])
    // Said by `warnUncompiledViewChildren`, which every view's keys run.
    .union(uncompiledViewChildren)

    /// Whether `child` is an empty `<animations/>`, which Interface Builder
    /// (Xcode 7 to 9) wrote into views and Apple's ibtool writes nothing for
    /// (the pair `viraptor__ibtool__correct__test_animations`).
    static func isEmptyAnimations(_ child: XIBElement) -> Bool {
        child.name == "animations" && child.children.isEmpty && child.attributes.isEmpty
    }
}
