import NibGraph
import XIBReader

/// `<predicateEditor>` → `NSPredicateEditor` and
/// `<predicateEditorRowTemplate>` → `NSPredicateEditorRowTemplate`.
///
/// A predicate editor writes its view keys: its one subview is the
/// `_NSRuleEditorViewSliceHolder` that holds its rows' views (its size, and
/// its next key view), and `NSDragTypes` (`NSRuleEditorItemPBoardType`)
/// comes between the subviews and the frame. Its control keys have no cell:
/// `NSTag` (when tagged), `NSEnabled`, `NSAllowsLogicalLayoutDirection`,
/// `NSControlSize`, `NSControlContinuous`, `NSControlRefusesFirstResponder`,
/// `NSControlUsesSingleLineMode`, `NSControlTextAlignment` (0),
/// `NSControlLineBreakMode`, `NSControlWritingDirection` (0) and
/// `NSControlSendActionMask` (4). The rule editor's keys follow (grid width
/// 75, the row height, an empty formatting dictionary, editable, empty
/// compound rows not allowed, the nesting mode, the key paths and row class
/// AppKit uses without bindings, the slice holder, no delegate, an unbound
/// row holder and no slices), then `NSPredicateTemplates` and
/// `NSPredicateEditorPredicate` (nil).
///
/// A compound row template writes its type (2), options, modifier and
/// attribute types (0), `NSPredicateTemplateViews` and its wildcard flags
/// (false). Its views are pop-up buttons that are not document objects:
/// one per `<menu>` of its `<popUpMenus>`, at the frames Interface Builder's
/// compound template gives them whatever their titles, each the next key
/// view of the one before. Their menus are listed under the template and act
/// on the pop-up cells. Simple (comparison) row templates are not compiled
/// yet: their views' frames follow their titles' widths.
enum PredicateEditorElement {
    /// `NSRuleEditorNestingMode` values of `nestingMode`.
    static let nestingModes: [String: Int64] = ["single": 0, "list": 1, "compound": 2, "simple": 3]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ editor: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes, also: ["nestingMode", "rowHeight"])
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "rowTemplates"])
        context.beginObject(editor, of: element, className: "NSPredicateEditor")
        let holder = context.builder.addObject("_NSRuleEditorViewSliceHolder")
        var parts = AppKitContext.ViewParts()
        parts.nextKeyView = holder
        parts.compileSubviews = { _ in [holder] }
        let (_, frame) = context.appendViewKeys(element, to: editor, parts: parts, hugging: .init(omitted: (250, 750))) { context in
            let types = [context.builder.string("NSRuleEditorItemPBoardType")]
            context.append("NSDragTypes", .object(context.builder.set(types, className: FoundationClasses.mutableSet)), to: editor)
        }
        appendSliceHolderKeys(&context, holder, editor: editor, size: (frame[2], frame[3]))

        if let tag = context.number(element, "tag") { context.append("NSTag", AppKitContext.signed(Int64(tag)), to: editor) }
        context.append("NSEnabled", .bool(element.bool("enabled") ?? true), to: editor)
        context.appendCelllessControlKeys(element, to: editor, sendActionMask: 4)

        context.append("NSRuleEditorAlignmentGridWidth", .double(75), to: editor)
        context.append("NSRuleEditorSliceHeight", .double(context.number(element, "rowHeight") ?? 25), to: editor)
        context.append("NSRuleEditorFormattingDictionary", .object(context.builder.dictionary([])), to: editor)
        context.append("NSRuleEditorEditable", .bool(true), to: editor)
        context.append("NSRuleEditorAllowsEmptyCompoundRows", .bool(false), to: editor)
        context.append("NSRuleEditorDisallowEmpty", .bool(true), to: editor)
        let nesting = element[attribute: "nestingMode"] ?? "compound"
        if nestingModes[nesting] == nil { context.warn("nestingMode=\"\(nesting)\" is not supported yet; compound is used", at: element) }
        context.append("NSRuleEditorNestingMode", .integer(nestingModes[nesting] ?? 2), to: editor)
        for (key, value) in [
            ("NSRuleEditorRowTypeKeyPath", "rowType"), ("NSRuleEditorSubrowsArrayKeyPath", "subrows"),
            ("NSRuleEditorItemsKeyPath", "criteria"), ("NSRuleEditorValuesKeyPath", "displayValues"),
            ("NSRuleEditorBoundArrayKeyPath", "boundArray"), ("NSRuleEditorRowClass", "NSMutableDictionary"),
        ] {
            context.appendString(key, value, to: editor)
        }
        context.append("NSRuleEditorSlicesHolder", .object(holder), to: editor)
        context.append("NSRuleEditorDelegate", .null, to: editor)
        let rowHolder = context.builder.addObject("_NSRuleEditorViewUnboundRowHolder")
        context.append("NSBoundArray", .object(context.builder.array([], className: FoundationClasses.mutableArray)), to: rowHolder)
        context.append("NSRuleEditorBoundArrayOwner", .object(rowHolder), to: editor)
        context.append("NSRuleEditorSlices", .object(context.builder.array([], className: FoundationClasses.mutableArray)), to: editor)

        let templates = element.children(of: "rowTemplates").filter { template in
            guard template.name == "predicateEditorRowTemplate" else {
                context.warn("<\(template.name)> in <rowTemplates> is not supported yet; it is left out", at: template)
                return false
            }
            guard template[attribute: "rowType"] == "compound" else {
                context.warn("a simple predicate editor row template is not supported yet; it is left out", at: template)
                return false
            }
            return true
        }.compactMap { context.compile($0) }
        context.append("NSPredicateTemplates", .object(context.builder.array(templates)), to: editor)
        context.append("NSPredicateEditorPredicate", .null, to: editor)
    }

    /// The slice holder's view keys: it fills the editor, resizing with it, and holds no row views yet.
    static func appendSliceHolderKeys(_ context: inout AppKitContext, _ holder: Reference, editor: Reference, size: (Double, Double)) {
        context.append("NSNextResponder", .object(editor), to: holder)
        context.append("NSNibTouchBar", .null, to: holder)
        context.append("NSvFlags", .integer(AppKitContext.ViewFlags.autoresizesSubviews | 0x12), to: holder)
        context.append("NSSubviews", .object(context.builder.array([], className: FoundationClasses.mutableArray)), to: holder)
        context.appendString("NSFrameSize", GeometryText.size(size.0, size.1), to: holder)
        context.append("NSSuperview", .object(editor), to: holder)
        appendDetachedViewTail(&context, holder, nextKeyView: nil)
    }

    /// The keys after the frame of a view Interface Builder made itself
    /// (no document element): its next key view (nil written), no guides, no clipping.
    static func appendDetachedViewTail(_ context: inout AppKitContext, _ view: Reference, nextKeyView: Reference?) {
        context.append("NSNextKeyView", nextKeyView.map { .object($0) } ?? .null, to: view)
        context.append("NSViewWantsBestResolutionOpenGLSurface", .bool(true), to: view)
        context.append("IBNSSafeAreaLayoutGuide", .null, to: view)
        context.append("IBNSLayoutMarginsGuide", .null, to: view)
        context.append("IBNSClipsToBounds", .integer(0), to: view)
    }

    /// The frames (x, width) of a compound template's pop-up buttons: the
    /// compound type (Any, All, None) and "of the following are true".
    static let compoundPopUpFrames: [(Double, Double)] = [(7, 68), (81, 173)]

    static func compileRowTemplate(_ context: inout AppKitContext, _ element: XIBElement, _ template: Reference) {
        context.warnUnknownAttributes(of: element, known: ["id", "rowType"])
        context.warnUnknownChildren(of: element, known: ["popUpMenus"])
        context.beginObject(template, of: element, className: "NSPredicateEditorRowTemplate")
        var menus = element.children(of: "popUpMenus").filter { menu in
            guard menu.name == "menu" else {
                context.warn("<\(menu.name)> in <popUpMenus> is not supported yet; it is left out", at: menu)
                return false
            }
            return true
        }
        if menus.count > compoundPopUpFrames.count {
            for extra in menus[compoundPopUpFrames.count...] {
                context.warn("a compound row template has two pop-up menus; this one is left out", at: extra)
            }
            menus = XIBElementList(menus.prefix(compoundPopUpFrames.count))
        }
        let popUps = menus.map { _ in context.builder.addObject("NSPopUpButton") }
        for (index, menu) in menus.enumerated() {
            let next = index + 1 < popUps.count ? popUps[index + 1] : nil
            appendPopUpKeys(&context, menu, to: popUps[index], frame: compoundPopUpFrames[index], nextKeyView: next)
        }
        context.append("NSPredicateTemplateType", .integer(2), to: template)
        for key in ["NSPredicateTemplateOptions", "NSPredicateTemplateModifier", "NSPredicateTemplateLeftAttributeType",
                    "NSPredicateTemplateRightAttributeType"] {
            context.append(key, .integer(0), to: template)
        }
        context.append("NSPredicateTemplateViews", .object(context.builder.array(popUps)), to: template)
        context.append("NSPredicateTemplateLeftIsWildcard", .bool(false), to: template)
        context.append("NSPredicateTemplateRightIsWildcard", .bool(false), to: template)
    }

    /// A row template's pop-up button showing `menu`: a small, borderless
    /// rounded-rect pop-up (tag -1) whose selected item is the one that is on
    /// (else the first), its represented object the cell's.
    static func appendPopUpKeys(_ context: inout AppKitContext, _ menuElement: XIBElement, to popUp: Reference,
                                frame: (Double, Double), nextKeyView: Reference?) {
        let cell = context.builder.addObject("NSPopUpButtonCell")
        let saved = context.popUpItemTarget
        context.popUpItemTarget = (cell, nil)
        let menu = context.compile(menuElement)
        context.popUpItemTarget = saved
        let items = menuElement.children(of: "items")
        let selectedElement = items.first { $0[attribute: "state"] == "on" } ?? items.first
        let selected = selectedElement.flatMap { $0[attribute: "id"] }.map { context.object(forID: $0) }

        context.append("NSNextResponder", .null, to: popUp)
        context.append("NSNibTouchBar", .null, to: popUp)
        context.append("NSvFlags", .integer(AppKitContext.ViewFlags.autoresizesSubviews), to: popUp)
        context.appendString("NSFrame", GeometryText.rect([frame.0, 1, frame.1, 24]), to: popUp)
        context.append("NSSuperview", .null, to: popUp)
        appendDetachedViewTail(&context, popUp, nextKeyView: nextKeyView)
        context.append("NSTag", AppKitContext.signed(-1), to: popUp)
        context.append("NSEnabled", .bool(true), to: popUp)
        context.append("NSCell", .object(cell), to: popUp)
        context.append("NSAllowsLogicalLayoutDirection", context.logicalLayoutDirection, to: popUp)
        context.append("NSControlSize", .integer(0), to: popUp)
        context.append("NSControlContinuous", .bool(false), to: popUp)
        context.append("NSControlRefusesFirstResponder", .bool(false), to: popUp)
        context.append("NSControlUsesSingleLineMode", .bool(false), to: popUp)
        context.append("NSControlTextAlignment", .integer(4), to: popUp)
        context.append("NSControlLineBreakMode", .integer(4), to: popUp)
        context.append("NSControlWritingDirection", AppKitContext.signed(-1), to: popUp)
        context.append("NSControlSendActionMask", .integer(4), to: popUp)
        context.append("IBNSShadowedSymbolConfiguration", .null, to: popUp)

        // A text cell truncating its tail, natural alignment, in the small system font.
        context.append("NSCellFlags", .integer(AppKitContext.CellFlags.textCell | AppKitContext.CellFlags.truncatesLastLine), to: cell)
        context.append("NSCellFlags2", .integer(4 << 26 | 4 << 9), to: cell)
        let small = AppKitContext.metaFonts["smallSystem"]
        let font = small.map { context.fontObject(name: AppKitContext.systemFontName, size: $0.size, flags: $0.flags) }
        context.append("NSSupport", font.map { .object($0) } ?? .null, to: cell)
        if let represented = selectedElement.flatMap({ MenuElement.representedObject(&context, $0) }) {
            context.append("NSRepresentedObject", .object(represented), to: cell)
        }
        context.append("NSControlView", .object(popUp), to: cell)
        // Pushes in and lights its background and gray when pressed; bordered; inset 2.
        context.append("NSButtonFlags", AppKitContext.flagWord(0x8680_4000), to: cell)
        // The rounded-rect bezel (12: its low three bits, and its fourth as bit 5).
        context.append("NSButtonFlags2", .integer(0x24), to: cell)
        context.append("NSBezelStyle", .integer(12), to: cell)
        context.appendString("NSKeyEquivalent", "", to: cell)
        context.append("NSPeriodicDelay", .integer(400), to: cell)
        context.append("NSPeriodicInterval", .integer(75), to: cell)
        context.append("NSAuxButtonType", AppKitContext.signed(-1), to: cell)
        context.append("NSMenuItem", selected.map { .object($0) } ?? .null, to: cell)
        context.append("NSMenuItemRespectAlignment", .bool(true), to: cell)
        context.append("NSMenu", menu.map { .object($0) } ?? .null, to: cell)
        context.append("NSPreferredEdge", .integer(1), to: cell)
        context.append("NSUsesItemFromMenu", .bool(true), to: cell)
        context.append("NSAltersState", .bool(true), to: cell)
        context.append("NSArrowPosition", .integer(2), to: cell)
    }
}
