import NibBytes
import NibGraph
import XIBReader

/// `<menu>` → `NSMenu` and `<menuItem>` → `NSMenuItem`.
///
/// A menu writes `NSTitle`, `NSMenuItems` (a mutable array of its items),
/// `NSName` for the menus AppKit looks up by name (`systemMenu`), and
/// `NSNoAutoenable` when it does not enable its items itself.
///
/// An item writes `NSMenu` (its menu), `NSIsDisabled`, `NSIsSeparator`,
/// `NSIsHidden`, `NSIsAlternate` (each when set; separators are disabled),
/// `NSAllowsKeyEquivalentLocalization`, `NSAllowsKeyEquivalentMirroring`,
/// `NSHasActionImage` (with a `secondaryImage`), `NSTitle` (the `title` attribute or `<string key="title">`), `NSKeyEquiv`,
/// `NSKeyEquivModMask` (Command when the item has no `<modifierMask>`, none
/// when its mask is empty or a separator has none), `NSMnemonicLoc` (NSNotFound), `NSActionImage` (the `secondaryImage` resource), `NSState`, `NSImage`, the state images `NSOnImage` and
/// `NSMixedImage`, for a submenu `NSAction` (`submenuAction:`), `NSTarget`
/// and `NSSubmenu` (the submenu), `NSTag`, `NSRepObject` (its represented
/// object), and `NSHiddenInRepresentation`. A pop-up button's item writes
/// `NSAction` (`_popUpItemAction:`), `NSRepObject`, `NSTag` and `NSTarget` (the pop-up cell) instead.
enum MenuElement {
    /// `NSName` of each `systemMenu`.
    static let systemMenuNames: [String: String] = [
        "main": "_NSMainMenu", "apple": "_NSAppleMenu", "services": "_NSServicesMenu", "window": "_NSWindowsMenu",
        "help": "_NSHelpMenu", "recentDocuments": "_NSRecentDocumentsMenu", "font": "_NSFontMenu",
    ]

    /// `NSEventModifierFlags` bits of `<modifierMask>` attributes.
    static let modifierBits: [(String, Int64)] = [
        ("shift", 0x2_0000), ("control", 0x4_0000), ("option", 0x8_0000), ("command", 0x10_0000), ("numericPad", 0x20_0000),
        ("help", 0x40_0000), ("function", 0x80_0000),
    ]

    /// The attributes a menu compiles.
    static let menuAttributes: NameSet = [
        "key", "id", "title", "systemMenu", "autoenablesItems", "userLabel", "customClass", "customModule",
        "customModuleProvider",
    ]

    static func compileMenu(_ context: inout AppKitContext, _ element: XIBElement, _ menu: Reference) {
        context.warnUnknownAttributes(of: element, known: menuAttributes)
        context.warnUnknownChildren(of: element, known: ["items", "point", "connections"])
        context.beginObject(menu, of: element, className: "NSMenu")
        context.appendLocalizableString("NSTitle", element[attribute: "title"], property: "title", of: element, to: menu)
        let items = element.children(of: "items").compactMap { context.compile($0) }
        context.append("NSMenuItems", .object(context.builder.array(items, className: FoundationClasses.mutableArray)), to: menu)
        if let system = element[attribute: "systemMenu"] {
            if let name = systemMenuNames[system] {
                context.appendString("NSName", name, to: menu)
            } else {
                context.warn("systemMenu=\"\(system)\" is not supported yet; it is left out", at: element)
            }
        }
        if element.bool("autoenablesItems") == false { context.append("NSNoAutoenable", .bool(true), to: menu) }
    }

    /// The attributes and children of `<menuItem>` compiled (made once: a main menu has hundreds of items).
    static let itemAttributes: NameSet = [
        "id", "title", "keyEquivalent", "isSeparatorItem", "tag", "hidden", "enabled", "state", "image", "alternate",
        "userLabel", "customClass", "customModule", "customModuleProvider", "indentationLevel", "toolTip",
        "catalog", "secondaryImage",
    ]
    static let itemChildren = [
        "modifierMask:keyEquivalentModifierMask", "menu:submenu", "connections", "string:keyEquivalent", "string:title",
        "integer:representedObject", "imageReference:image", "imageReference:secondaryImage",
    ]

    /// Said once per document for an empty `<attributedString key="attributedTitle"/>`.
    static let emptyAttributedTitle = "an empty attributed title of a menu item is left out (the item keeps its title); "
        + "no Apple nib of the corpus checks the encoding"

    static func compileItem(_ context: inout AppKitContext, _ element: XIBElement, _ item: Reference) {
        context.warnUnknownAttributes(of: element, known: itemAttributes)
        // Interface Builder leaves an empty attributed title on items it once edited: AppKit shows an item's
        // attributed title instead of its title, so an empty one written would blank the item.
        var element = element
        if let index = element.children.firstIndex(where: { $0.name == "attributedString" && $0[attribute: "key"] == "attributedTitle" }),
           !element.children[index].children.contains(where: { $0.name == "fragment" }) {
            context.warnOnce(emptyAttributedTitle, at: element.children[index])
            element.children.remove(at: index)
        }
        context.warnUnknownChildren(of: element, known: itemChildren)
        let menu = context.controlOfCurrentCell
        let separator = element.bool("isSeparatorItem") == true
        context.beginObject(item, of: element, className: "NSMenuItem")
        context.append("NSMenu", menu.map { .object($0) } ?? .null, to: item)
        if separator || element.bool("enabled") == false { context.append("NSIsDisabled", .bool(true), to: item) }
        if separator { context.append("NSIsSeparator", .bool(true), to: item) }
        let hiddenByPopUp = element[attribute: "id"].map { $0 == context.popUpItemTarget?.hiddenItemID } ?? false
        if element.bool("hidden") == true || hiddenByPopUp { context.append("NSIsHidden", .bool(true), to: item) }
        if element.bool("alternate") == true { context.append("NSIsAlternate", .bool(true), to: item) }
        context.append("NSAllowsKeyEquivalentLocalization", .bool(true), to: item)
        context.append("NSAllowsKeyEquivalentMirroring", .bool(true), to: item)
        let actionImage = context.image(of: element, "secondaryImage", catalog: element[attribute: "catalog"])
        if actionImage != nil { context.append("NSHasActionImage", .bool(true), to: item) }
        let title = element.child(named: "string", key: "title").map(\.stringContent) ?? element[attribute: "title"]
        context.appendLocalizableString("NSTitle", title, property: "title", of: element, to: item)
        context.appendString("NSKeyEquiv", ButtonElement.keyEquivalent(element), to: item)
        if let mask = modifierMask(element), mask != 0 {
            context.append("NSKeyEquivModMask", .integer(mask), to: item)
        }
        context.append("NSMnemonicLoc", .integer(0x7FFF_FFFF), to: item)
        if let actionImage { context.append("NSActionImage", .object(actionImage), to: item) }
        switch element[attribute: "state"] {
        case "on": context.append("NSState", .integer(1), to: item)
        case "mixed": context.append("NSState", AppKitContext.signed(-1), to: item)
        default: break
        }
        if let image = context.image(of: element, "image") { context.append("NSImage", .object(image), to: item) }
        let sizes = AppKitSDKEra.menuStateImageSizes(sdk: context.options.sdk)
        context.append("NSOnImage", .object(context.menuStateImage("NSMenuCheckmark", size: sizes.on)), to: item)
        context.append("NSMixedImage", .object(context.menuStateImage("NSMenuMixedState", size: sizes.mixed)), to: item)
        let tag = context.number(element, "tag").map { AppKitContext.signed(Int64($0)) }
        if let target = context.popUpItemTarget?.cell {
            // A pop-up button's item: its action, tag, then its target (the pop-up cell).
            context.appendString("NSAction", "_popUpItemAction:", to: item)
            if let represented = representedObject(&context, element) { context.append("NSRepObject", .object(represented), to: item) }
            if let tag { context.append("NSTag", tag, to: item) }
            context.append("NSTarget", .object(target), to: item)
        } else {
            // -[NSMenuItem encodeWithCoder:]'s one order, as Apple's nibs show it piece by piece: the
            // action, represented object, tag, target, submenu (a submenu's item targets the submenu).
            let submenu = element.child(named: "menu", key: "submenu").flatMap { context.compile($0) }
            if submenu != nil { context.appendString("NSAction", "submenuAction:", to: item) }
            if let represented = representedObject(&context, element) { context.append("NSRepObject", .object(represented), to: item) }
            if let tag { context.append("NSTag", tag, to: item) }
            if let submenu {
                context.append("NSTarget", .object(submenu), to: item)
                context.append("NSSubmenu", .object(submenu), to: item)
            }
        }
        context.append("NSHiddenInRepresentation", .bool(false), to: item)
    }

    /// The item's represented object: an `NSNumber` of its `<integer key="representedObject">`
    /// (a predicate editor's compound type), one object per value.
    static func representedObject(_ context: inout AppKitContext, _ element: XIBElement) -> Reference? {
        guard let integer = element.child(named: "integer", key: "representedObject") else { return nil }
        return context.number(integer, "value").map { context.builder.number(Int64($0)) }
    }

    /// The item's modifier mask: its `<modifierMask>`'s bits, or without one
    /// Command (none for a separator).
    static func modifierMask(_ element: XIBElement) -> Int64? {
        guard let mask = element.child(named: "modifierMask", key: "keyEquivalentModifierMask") else {
            return element.bool("isSeparatorItem") == true ? nil : 0x10_0000
        }
        return modifierBits.reduce(0) { result, bit in mask.bool(bit.0) == true ? result | bit.1 : result }
    }
}
