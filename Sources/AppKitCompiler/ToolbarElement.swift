import NibBytes
import NibGraph
import XIBReader

/// `<toolbar key="toolbar">` → `NSToolbar`, the window template's
/// `NSViewClass`, and its `<toolbarItem>`s → `NSToolbarItem` (or AppKit's
/// space item classes for the standard space identifiers).
///
/// The toolbar writes `NSToolbarIdentifier`, `NSToolbarDelegate` (nil: a
/// delegate outlet is a connection), `NSToolbarPrefersToBeShown`,
/// `NSToolbarAllowsUserCustomization`, `NSToolbarAutosavesConfiguration`,
/// `NSToolbarDisplayMode`, `NSToolbarSizeMode`,
/// `NSToolbarCenteredItemIdentifier` (nil), `NSToolbarIBIdentifiedItems`
/// (a mutable dictionary of the allowed items by identifier),
/// `NSToolbarIBAllowedItems`, `NSToolbarIBDefaultItems` and an empty
/// `NSToolbarIBSelectableItems`.
///
/// It is listed under the window after the content view's subtree, each
/// allowed item under it, an item's view under the item. The window of a
/// toolbar writes no default `NSMaxSize` (Apple's pairs).
enum ToolbarElement {
    static let displayModes: [String: Int64] = ["iconAndLabel": 1, "iconOnly": 2, "labelOnly": 3]
    static let sizeModes: [String: Int64] = ["regular": 1, "small": 2]

    /// What AppKit's standard items archive: their class, labels, tool tip,
    /// border, image, action and sizes. Each has an empty title and tag -1;
    /// a space item (one without a label) has a disabled separator menu item
    /// as its menu form.
    struct StandardItem {
        var className: String
        var label = ""
        var paletteLabel: String
        var toolTip: String?
        var bordered = false
        var image: String?
        var action: String?
        var minSize: String
        var maxSize: String
    }

    static let standardItems: [String: StandardItem] = [
        "NSToolbarSpaceItem": StandardItem(className: "NSToolbarSpaceItem", paletteLabel: "Space",
                                           minSize: "{8, 24}", maxSize: "{8, 24}"),
        "NSToolbarFlexibleSpaceItem": StandardItem(className: "NSToolbarFlexibleSpaceItem", paletteLabel: "Flexible Space",
                                                   minSize: "{8, 24}", maxSize: "{20000, 24}"),
        "NSToolbarShowColorsItem": StandardItem(className: "NSToolbarItem", label: "Colors", paletteLabel: "Colors",
                                                toolTip: "Show Color Panel", bordered: true, image: "NSToolbarShowColors",
                                                action: "orderFrontColorPanel:", minSize: "{44, 42}", maxSize: "{44, 42}"),
    ]

    /// The attributes a toolbar compiles.
    static let toolbarAttributes: NameSet = [
        "key", "id", "implicitIdentifier", "explicitIdentifier", "displayMode", "sizeMode", "allowsUserCustomization",
        "autosavesConfiguration", "showsBaselineSeparator", "prefersToBeShown",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ toolbar: Reference) {
        context.warnUnknownAttributes(of: element, known: toolbarAttributes)
        context.warnUnknownChildren(of: element, known: ["allowedToolbarItems", "defaultToolbarItems"])
        if element.bool("showsBaselineSeparator") == false {
            context.warn("showsBaselineSeparator=\"NO\" is not supported yet; it is left out", at: element)
        }
        context.builder.setClass("NSToolbar", of: toolbar)
        let identifier = element[attribute: "explicitIdentifier"] ?? element[attribute: "implicitIdentifier"] ?? ""
        context.appendString("NSToolbarIdentifier", identifier, to: toolbar)
        context.append("NSToolbarDelegate", .null, to: toolbar)
        context.append("NSToolbarPrefersToBeShown", .bool(element.bool("prefersToBeShown") ?? true), to: toolbar)
        context.append("NSToolbarAllowsUserCustomization", .bool(element.bool("allowsUserCustomization") ?? true), to: toolbar)
        context.append("NSToolbarAutosavesConfiguration", .bool(element.bool("autosavesConfiguration") ?? true), to: toolbar)
        context.append("NSToolbarDisplayMode", .integer(mode(&context, element, "displayMode", displayModes)), to: toolbar)
        context.append("NSToolbarSizeMode", .integer(mode(&context, element, "sizeMode", sizeModes)), to: toolbar)
        context.append("NSToolbarCenteredItemIdentifier", .null, to: toolbar)

        let allowed = items(&context, element.children(of: "allowedToolbarItems"))
        // ibtool's dictionary lists the items by identifier (Apple's pairs: flexible space before space).
        let identified = allowed.map { (identifier: itemIdentifier($0.element), reference: $0.reference) }
            .sorted { $0.identifier < $1.identifier }
            .map { (key: context.builder.string($0.identifier), value: $0.reference) }
        let dictionary = context.builder.dictionary(identified, className: FoundationClasses.mutableDictionary)
        context.append("NSToolbarIBIdentifiedItems", .object(dictionary), to: toolbar)
        context.append("NSToolbarIBAllowedItems", .object(context.builder.array(allowed.map(\.reference))), to: toolbar)
        // A toolbar without a default item list writes none.
        if element.child(named: "defaultToolbarItems") != nil {
            let defaults = items(&context, element.children(of: "defaultToolbarItems"))
            context.append("NSToolbarIBDefaultItems", .object(context.builder.array(defaults.map(\.reference))), to: toolbar)
        }
        context.append("NSToolbarIBSelectableItems",
                       .object(context.builder.array([], className: FoundationClasses.mutableArray)), to: toolbar)
    }

    /// The items of a list: each `<toolbarItem>` compiled, or the item its `reference` names.
    private static func items(_ context: inout AppKitContext, _ children: XIBElementList)
        -> [(element: XIBElement, reference: Reference)]
    {
        children.compactMap { child in
            guard child.name == "toolbarItem" else {
                context.warn("<\(child.name)> in a toolbar item list is not supported yet; it is left out", at: child)
                return nil
            }
            if let id = child[attribute: "reference"] {
                guard let target = context.document.elementsByID[id] else {
                    context.error("\"\(id)\" names no object of the document", at: child)
                    return nil
                }
                return (target, context.object(forID: id))
            }
            return context.compile(child).map { (child, $0) }
        }
    }

    /// The identifier of an item: its explicit one, else its implicit one.
    static func itemIdentifier(_ element: XIBElement) -> String {
        element[attribute: "explicitItemIdentifier"] ?? element[attribute: "implicitItemIdentifier"] ?? ""
    }

    private static func mode(_ context: inout AppKitContext, _ element: XIBElement, _ name: String,
                             _ values: [String: Int64]) -> Int64 {
        guard let text = element[attribute: name] else { return 0 }
        guard let value = values[text] else {
            context.warn("\(name)=\"\(text)\" is not supported yet; the default is used", at: element)
            return 0
        }
        return value
    }

    /// The attributes a toolbar item compiles.
    static let itemAttributes: NameSet = [
        "id", "implicitItemIdentifier", "explicitItemIdentifier", "label", "paletteLabel", "toolTip", "tag",
        "autovalidates", "enabled", "navigational", "visibilityPriority", "userLabel", "image",
        "customClass", "customModule", "customModuleProvider",
    ]

    /// `<toolbarItem>` → `NSToolbarItem` (or a class swapper for its custom class): identifier, labels, tool tip, view,
    /// bordered (a button view's border), image, title (a button view's),
    /// target and action (nil: they are connections), sizes, flags, tag,
    /// visibility priority, navigational, removability and style.
    static func compileItem(_ context: inout AppKitContext, _ element: XIBElement, _ item: Reference) {
        context.warnUnknownAttributes(of: element, known: itemAttributes)
        let identifier = itemIdentifier(element)
        if let standard = standardItems[identifier] {
            context.warnUnknownChildren(of: element, known: [])
            if element[attribute: "customClass"] != nil {
                context.warn("customClass on AppKit's standard item \"\(identifier)\" is not supported yet; it is left out",
                             at: element)
            }
            compileStandardItem(&context, identifier, standard, item)
            return
        }
        // The view is any view element; its own kind warns when it is not supported.
        let viewKeys = element.children.filter { $0[attribute: "key"] == "view" }.map { "\($0.name):view" }
        context.warnUnknownChildren(of: element, known: ["size:minSize", "size:maxSize", "nil:toolTip", "imageReference:image"] + viewKeys)
        // A custom class is an `NSClassSwapper`, as ibtool writes every custom
        // class of an archived object (Apple's nibs: NSNumberFormatter in
        // RBSplitSubviewSizeInspector.nib, NSViewController in sb_swift_wc).
        context.beginObject(item, of: element, className: "NSToolbarItem")
        context.appendString("NSToolbarItemIdentifier", identifier, to: item)
        context.appendString("NSToolbarItemLabel", element[attribute: "label"] ?? "", to: item)
        context.appendString("NSToolbarItemPaletteLabel", element[attribute: "paletteLabel"] ?? "", to: item)
        if element.child(named: "nil", key: "toolTip") != nil {
            context.append("NSToolbarItemToolTip", .null, to: item)
        } else {
            context.appendString("NSToolbarItemToolTip", element[attribute: "toolTip"] ?? "", to: item)
        }
        let viewElement = element.child(key: "view")
        let view = viewElement.flatMap { view in context.withSuperview(nil) { $0.compile(view) } }
        context.append("NSToolbarItemView", view.map { .object($0) } ?? .null, to: item)
        // A button view lends the item its border and title.
        let buttonCell = viewElement.flatMap { $0.name == "button" ? $0.child(key: "cell") : nil }
        context.append("NSToolbarItemBordered", .bool(buttonCell?[attribute: "borderStyle"] == "border"), to: item)
        let image = context.image(of: element, "image")
        context.append("NSToolbarItemImage", image.map { .object($0) } ?? .null, to: item)
        context.appendString("NSToolbarItemTitle", buttonCell?[attribute: "title"] ?? "", to: item)
        context.append("NSToolbarItemTarget", .null, to: item)
        context.append("NSToolbarItemAction", .null, to: item)
        for key in ["minSize", "maxSize"] {
            let size = context.sizeValue(element, key: key) ?? (0, 0)
            context.appendString("NSToolbarItem" + key.prefix(1).uppercased() + key.dropFirst(),
                                 GeometryText.size(size.0, size.1), to: item)
        }
        context.append("NSToolbarItemIgnoreMinMaxSizes", .bool(false), to: item)
        context.append("NSToolbarItemEnabled", .bool(element.bool("enabled") ?? true), to: item)
        context.append("NSToolbarItemAutovalidates", .bool(element.bool("autovalidates") ?? true), to: item)
        context.append("NSToolbarItemTag", AppKitContext.signed(Int64(context.number(element, "tag") ?? 0)), to: item)
        context.append("NSToolbarItemVisibilityPriority", AppKitContext.signed(Int64(context.number(element, "visibilityPriority") ?? 0)),
                       to: item)
        context.append("NSToolbarItemNavigational", .bool(element.bool("navigational") == true), to: item)
        context.append("NSToolbarIsUserRemovable", .bool(true), to: item)
        context.append("NSToolbarItemStyle", .integer(0), to: item)
    }

    private static func compileStandardItem(_ context: inout AppKitContext, _ identifier: String, _ standard: StandardItem,
                                            _ item: Reference) {
        context.builder.setClass(standard.className, of: item)
        context.appendString("NSToolbarItemIdentifier", identifier, to: item)
        context.appendString("NSToolbarItemLabel", standard.label, to: item)
        context.appendString("NSToolbarItemPaletteLabel", standard.paletteLabel, to: item)
        context.appendOptionalString("NSToolbarItemToolTip", standard.toolTip, to: item)
        context.append("NSToolbarItemView", .null, to: item)
        context.append("NSToolbarItemBordered", .bool(standard.bordered), to: item)
        // AppKit's own toolbar images, with no namespace (Apple's pair: the colors item's).
        let image = standard.image.map { context.appKitPrivateImage($0, size: (32, 32)) }
        context.append("NSToolbarItemImage", image.map { .object($0) } ?? .null, to: item)
        context.appendString("NSToolbarItemTitle", "", to: item)
        context.append("NSToolbarItemTarget", .null, to: item)
        context.appendOptionalString("NSToolbarItemAction", standard.action, to: item)
        context.appendString("NSToolbarItemMinSize", standard.minSize, to: item)
        context.appendString("NSToolbarItemMaxSize", standard.maxSize, to: item)
        context.append("NSToolbarItemIgnoreMinMaxSizes", .bool(false), to: item)
        context.append("NSToolbarItemEnabled", .bool(true), to: item)
        context.append("NSToolbarItemAutovalidates", .bool(true), to: item)
        context.append("NSToolbarItemTag", AppKitContext.signed(-1), to: item)
        context.append("NSToolbarItemVisibilityPriority", .integer(0), to: item)
        context.append("NSToolbarItemNavigational", .bool(false), to: item)
        if standard.label.isEmpty {
            context.append("NSToolbarItemMenuFormRepresentation", .object(separatorMenuItem(&context)), to: item)
        }
        context.append("NSToolbarIsUserRemovable", .bool(true), to: item)
        context.append("NSToolbarItemStyle", .integer(0), to: item)
    }

    /// The menu form of a space item: a disabled separator item in no menu (not listed).
    private static func separatorMenuItem(_ context: inout AppKitContext) -> Reference {
        let menuItem = context.builder.addObject("NSMenuItem")
        context.append("NSIsDisabled", .bool(true), to: menuItem)
        context.append("NSIsSeparator", .bool(true), to: menuItem)
        context.append("NSAllowsKeyEquivalentLocalization", .bool(true), to: menuItem)
        context.append("NSAllowsKeyEquivalentMirroring", .bool(true), to: menuItem)
        context.appendString("NSTitle", "", to: menuItem)
        context.appendString("NSKeyEquiv", "", to: menuItem)
        context.append("NSKeyEquivModMask", .integer(0x10_0000), to: menuItem)
        context.append("NSMnemonicLoc", .integer(0x7FFF_FFFF), to: menuItem)
        let sizes = AppKitSDKEra.menuStateImageSizes(sdk: context.options.sdk)
        context.append("NSOnImage", .object(context.menuStateImage("NSMenuCheckmark", size: sizes.on)), to: menuItem)
        context.append("NSMixedImage", .object(context.menuStateImage("NSMenuMixedState", size: sizes.mixed)), to: menuItem)
        context.append("NSHiddenInRepresentation", .bool(false), to: menuItem)
        return menuItem
    }
}
