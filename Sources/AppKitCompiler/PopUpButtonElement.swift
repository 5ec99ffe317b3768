import NibBytes
import NibGraph
import XIBReader

/// `<popUpButton>` → `NSPopUpButton` and `<popUpButtonCell>` → `NSPopUpButtonCell`.
///
/// A pop-up button writes its view keys (hugging priorities when they are
/// not 250 and 750), its control keys (send-action mask 4) and
/// `IBNSShadowedSymbolConfiguration` (nil), like a button. Its cell writes a
/// text cell's flags (its border in `NSCellFlags` and, as bordered, in
/// `NSButtonFlags`), `NSContents`, `NSSupport`, `NSControlView`, the button
/// cell keys (its button type taken from its behavior), then `NSMenuItem`
/// (the selected item, or nil), `NSMenuItemRespectAlignment`, `NSMenu`,
/// `NSPullDown` (when it pulls down), `NSSelectedIndex` (when not 0; -1
/// without a selected item), `NSPreferredEdge`, `NSUsesItemFromMenu`,
/// `NSAltersState` and `NSArrowPosition` (when not `noArrow`). The items of
/// its menu act on the cell (`_popUpItemAction:`).
enum PopUpButtonElement {
    /// `NSRectEdge` values of `preferredEdge` (minY when absent).
    static let preferredEdges: [String: Int64] = ["minX": 0, "minY": 1, "maxX": 2, "maxY": 3]

    /// `NSPopUpArrowPosition` values of `arrowPosition` (at the bottom when absent).
    static let arrowPositions: [String: Int64] = ["noArrow": 0, "arrowAtCenter": 1, "arrowAtBottom": 2]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ button: Reference) {
        // `imageHugsTitle` is a bit of the cell's `NSButtonFlags` (0x20 in caffeine's bundle), as a button's.
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes, also: ["imageHugsTitle"])
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "popUpButtonCell:cell", "connections"])
        context.beginObject(button, of: element, className: "NSPopUpButton")
        context.appendViewKeys(element, to: button, hugging: .init(omitted: (250, 750)))
        context.appendControlKeys(element, to: button, sendActionMask: 4)
        context.append("IBNSShadowedSymbolConfiguration", .null, to: button)
    }

    static let knownCellAttributes: NameSet = ButtonElement.knownCellAttributes.union([
        "pullsDown", "arrowPosition", "preferredEdge", "selectedItem", "usesItemFromMenu", "altersStateOfSelectedItem",
        "autoenablesItems", "tag", "customClass", "customModule", "customModuleProvider",
    ])

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes)
        context.warnUnknownChildren(of: element, known: ["font", "behavior:behavior", "string:keyEquivalent", "menu:menu"])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSPopUpButtonCell")
        context.appendCellFlags(element, textCell: true, to: cell)
        context.appendString("NSContents", element[attribute: "title"] ?? "", to: cell)
        let support = element.child(named: "font", key: "font").map { font in
            // A pop-up cell's system font is the menu font.
            font[attribute: "metaFont"] == "system" && font[attribute: "size"] == nil
                ? context.fontObject(name: AppKitContext.systemFontName, size: 13, flags: 0x616) : context.font(font)
        }
        context.append("NSSupport", support.map { .object($0) } ?? .null, to: cell)
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        ButtonElement.appendButtonKeys(&context, element, to: cell, popUp: true)

        let menuElement = element.child(named: "menu", key: "menu")
        let items = menuElement?.children(of: "items") ?? []
        let selectedID = element[attribute: "selectedItem"]
        let selected = selectedID.map { context.object(forID: $0) }
        context.append("NSMenuItem", selected.map { .object($0) } ?? .null, to: cell)
        context.append("NSMenuItemRespectAlignment", .bool(true), to: cell)
        let saved = context.popUpItemTarget
        // A pull-down menu's first item is its title: AppKit hides it.
        let hidden = element.bool("pullsDown") == true ? items.first?[attribute: "id"] : nil
        context.popUpItemTarget = (cell, hidden)
        let menu = menuElement.flatMap { context.compile($0) }
        context.popUpItemTarget = saved
        context.append("NSMenu", menu.map { .object($0) } ?? .null, to: cell)
        if element.bool("pullsDown") == true { context.append("NSPullDown", .bool(true), to: cell) }
        let index = selectedID.flatMap { id in items.firstIndex { $0[attribute: "id"] == id } }.map(Int64.init) ?? -1
        if index != 0 { context.append("NSSelectedIndex", AppKitContext.signed(index), to: cell) }
        let edge = element[attribute: "preferredEdge"] ?? "minY"
        if preferredEdges[edge] == nil { context.warn("preferredEdge=\"\(edge)\" is not supported yet; minY is used", at: element) }
        context.append("NSPreferredEdge", .integer(preferredEdges[edge] ?? 1), to: cell)
        context.append("NSUsesItemFromMenu", .bool(element.bool("usesItemFromMenu") ?? true), to: cell)
        context.append("NSAltersState", .bool(element.bool("altersStateOfSelectedItem") ?? true), to: cell)
        let arrow = element[attribute: "arrowPosition"] ?? "arrowAtBottom"
        if arrowPositions[arrow] == nil {
            context.warn("arrowPosition=\"\(arrow)\" is not supported yet; arrowAtBottom is used", at: element)
        }
        let arrowValue = arrowPositions[arrow] ?? 2
        if arrowValue != 0 { context.append("NSArrowPosition", .integer(arrowValue), to: cell) }
    }

    /// A pop-up cell's `NSButtonType`, from its behavior: push on/push off when
    /// it changes its background or gray, momentary push-in when it pushes in,
    /// else momentary light.
    static func buttonType(behavior: XIBElement?) -> Int64 {
        if behavior?.bool("changeBackground") == true || behavior?.bool("changeGray") == true { return 1 }
        if behavior?.bool("pushIn") == true { return 7 }
        return 0
    }
}
