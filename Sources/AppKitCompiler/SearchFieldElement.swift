import NibBytes
import NibGraph
import XIBReader

/// `<searchField>` → `NSSearchField` (a text field) and `<searchFieldCell>` →
/// `NSSearchFieldCell`.
///
/// The cell writes a text cell's flags, `NSContents`, `NSSupport` and
/// `NSControlView`, then `NSTextBezelStyle` (1 for the round bezel), its
/// colors, `NSAutomaticTextCompletionDisabled` (when the field turns text
/// completion off), `NSCharacterPickerEnabled` (when the field allows the
/// character picker), the search and cancel button cells it owns, then
/// `NSMaximumRecents` (255), `NSSearchFieldFlags` (4 bytes: 6 by default,
/// 0x1e when it sends the search string immediately, as the Flycut bundle's
/// search field shows) and `NSAutomaticTextCompletionStored`.
///
/// `recentsAutosaveName` and `sendsWholeSearchString` are
/// `NSRecentsAutosaveName` (a string) and `NSSendsWholeSearchString` (true),
/// the keys the decoders of nib converters that read Apple's nibs (Cappuccino's
/// nib2cib) and GNUstep use. No Apple nib of the corpus has either: they go
/// between the button cells and `NSMaximumRecents`, where GNUstep's decoder
/// reads them among the keys whose order Apple's nibs show, and a warning
/// says once per document that this is not checked.
///
/// Both button cells act on the search field cell (`_searchFieldSearch:`,
/// `_searchFieldCancel:`) and show no border; they name the search field as
/// their `NSControlView` from the 26 SDK on (the 12 SDK's have none). The search button's title is
/// "search"; the cancel button has none, is on, and names itself "cancel"
/// to accessibility.
enum SearchFieldElement {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ field: Reference) {
        TextFieldElement.compile(&context, element, field, className: "NSSearchField")
    }

    static let knownCellAttributes: NameSet = [
        "key", "id", "scrollable", "lineBreakMode", "selectable", "editable", "borderStyle", "usesSingleLineMode",
        "bezelStyle", "alignment", "customClass", "customModule", "customModuleProvider", "enabled", "placeholderString",
        "sendsActionOnEndEditing", "controlSize", "focusRingType", "userLabel", "title", "recentsAutosaveName",
        "sendsWholeSearchString", "sendsSearchStringImmediately",
    ]

    /// The warning, said once per document, that no Apple nib checks the recents and whole-string keys.
    static let unverifiedSearchKeys = "a search field cell's recentsAutosaveName and sendsWholeSearchString are written as "
        + "NSRecentsAutosaveName and NSSendsWholeSearchString before NSMaximumRecents; no Apple nib of the corpus checks "
        + "the encoding"

    /// `NSTextBezelStyle` values of `bezelStyle`.
    static let bezelStyles: [String: Int64] = ["square": 0, "round": 1]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes)
        context.warnUnknownChildren(of: element, known: ["font", "color:textColor", "color:backgroundColor"])
        let control = context.controlOfCurrentCell
        let field = context.fieldElement(ofCell: element)
        context.beginObject(cell, of: element, className: "NSSearchFieldCell")
        context.appendCellFlags(element, textCell: true, to: cell)
        context.appendCellContents(element, to: cell)
        if let placeholder = element[attribute: "placeholderString"] {
            context.appendString("NSPlaceholderString", placeholder, to: cell)
        }
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        if let style = element[attribute: "bezelStyle"] {
            if let value = bezelStyles[style] {
                context.append("NSTextBezelStyle", .integer(value), to: cell)
            } else {
                context.warn("bezelStyle=\"\(style)\" is not supported yet; it is left out", at: element)
            }
        }
        if let background = context.colorChild(element, key: "backgroundColor") {
            context.append("NSBackgroundColor", .object(background), to: cell)
        }
        if let text = context.colorChild(element, key: "textColor") { context.append("NSTextColor", .object(text), to: cell) }
        if field?.bool("textCompletion") == false {
            context.append("NSAutomaticTextCompletionDisabled", .bool(true), to: cell)
        }
        TextFieldElement.appendCharacterPicker(&context, field: field, to: cell)
        context.append("NSSearchButtonCell", .object(buttonCell(&context, title: "search", action: "_searchFieldSearch:",
                                                                 control: control, cell: cell)), to: cell)
        context.append("NSCancelButtonCell", .object(buttonCell(&context, title: nil, action: "_searchFieldCancel:",
                                                                 control: control, cell: cell)), to: cell)
        let autosaveName = element[attribute: "recentsAutosaveName"]
        let sendsWholeString = element.bool("sendsWholeSearchString") == true
        if autosaveName != nil || sendsWholeString { context.warnOnce(unverifiedSearchKeys, at: element) }
        if let autosaveName { context.appendString("NSRecentsAutosaveName", autosaveName, to: cell) }
        if sendsWholeString { context.append("NSSendsWholeSearchString", .bool(true), to: cell) }
        context.append("NSMaximumRecents", .integer(255), to: cell)
        let immediately = element.bool("sendsSearchStringImmediately") == true
        context.append("NSSearchFieldFlags", .data([immediately ? 0x1E : 6, 0, 0, 0]), to: cell)
        context.append("NSAutomaticTextCompletionStored", .bool(true), to: cell)
    }

    /// A search or cancel button cell of the search field cell `cell`: the
    /// cancel button (no title) is on and described to accessibility as "cancel".
    private static func buttonCell(_ context: inout AppKitContext, title: String?, action: String, control: Reference?,
                                   cell: Reference) -> Reference {
        let button = context.builder.addObject("NSButtonCell")
        context.append("NSCellFlags", AppKitContext.flagWord(title == nil ? AppKitContext.CellFlags.stateOn : 0), to: button)
        context.append("NSCellFlags2", .integer(0), to: button)
        if let title {
            context.appendString("NSContents", title, to: button)
        } else {
            let description = context.builder.dictionary([
                (context.builder.string("AXDescription"), context.builder.string("cancel")),
                (context.builder.string("NSAccessibilityEncodedAttributesValueType"), context.builder.number(Int64(1))),
            ], className: FoundationClasses.mutableDictionary)
            let attributes = context.builder.array([description], className: FoundationClasses.mutableArray)
            context.append("NSAccessibilityOverriddenAttributes", .object(attributes), to: button)
        }
        if AppKitSDKEra.searchButtonCellsWriteControlView(sdk: context.options.sdk) {
            context.append("NSControlView", control.map { .object($0) } ?? .null, to: button)
        }
        context.appendString("NSAction", action, to: button)
        context.append("NSTarget", .object(cell), to: button)
        context.append("NSButtonFlags", .integer(0x0840_4000), to: button)
        context.append("NSButtonFlags2", .integer(0), to: button)
        context.append("NSBezelStyle", .integer(0), to: button)
        context.appendString("NSKeyEquivalent", "", to: button)
        context.append("NSPeriodicDelay", .integer(400), to: button)
        context.append("NSPeriodicInterval", .integer(75), to: button)
        context.append("NSAuxButtonType", .integer(5), to: button)
        return button
    }
}
